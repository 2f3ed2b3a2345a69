"""tests.alchemist: see the README's layout section."""
