"""The screens of Alchemist (Amigo): the only pygame code of this game."""
