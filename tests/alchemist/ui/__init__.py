"""Tests of games/alchemist/ui/."""
