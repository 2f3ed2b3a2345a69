"""games.app.kit: see the README's layout section."""
