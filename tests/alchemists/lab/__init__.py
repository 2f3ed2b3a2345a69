"""Tests of games/alchemists/lab/."""
