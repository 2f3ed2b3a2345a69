"""games.alchemists.mixing: see the README's layout section."""
