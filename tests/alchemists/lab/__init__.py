"""tests.alchemists.lab: see the README's layout section."""
