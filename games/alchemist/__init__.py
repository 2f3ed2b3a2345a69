"""Alchemist (Amigo 2007): the rules engine and computer players (screens come later)."""
