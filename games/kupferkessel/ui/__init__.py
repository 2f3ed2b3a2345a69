"""Kupferkessel Co. on screen: the only pygame code of this game."""
