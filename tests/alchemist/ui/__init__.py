"""tests.alchemist.ui: see the README's layout section."""
