"""Tests of games/materia_prima/ui/."""
