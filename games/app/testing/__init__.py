"""games.app.testing: see the README's layout section."""
