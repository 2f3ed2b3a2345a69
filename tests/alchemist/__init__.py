"""Tests of games/alchemist/."""
