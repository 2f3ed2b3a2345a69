"""games.app.store: see the README's layout section."""
