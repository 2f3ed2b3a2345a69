"""Tests of games/tools/."""
