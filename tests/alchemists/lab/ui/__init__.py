"""Tests of games/alchemists/lab/ui/."""
