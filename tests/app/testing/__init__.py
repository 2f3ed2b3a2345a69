"""Tests of games/app/testing/."""
