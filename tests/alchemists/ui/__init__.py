"""tests.alchemists.ui: see the README's layout section."""
