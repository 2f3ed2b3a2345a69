"""games.app.table: see the README's layout section."""
