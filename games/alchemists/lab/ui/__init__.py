"""games.alchemists.lab.ui: see the README's layout section."""
