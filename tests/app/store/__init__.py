"""Tests of games/app/store/."""
