"""tests.app.table: see the README's layout section."""
