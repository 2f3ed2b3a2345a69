"""Tests of games/app/kit/."""
