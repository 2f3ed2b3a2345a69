"""Tests of games/materia_prima/bots/."""
