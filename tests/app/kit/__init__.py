"""tests.app.kit: see the README's layout section."""
