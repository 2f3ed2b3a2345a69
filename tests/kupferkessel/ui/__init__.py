"""Tests of games/kupferkessel/ui/."""
