"""Tests of games/alchemists/ui/."""
