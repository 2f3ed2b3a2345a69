"""Alchemists, the whole board game on screen: the table (layout, targets, drawing) and its scenes."""
