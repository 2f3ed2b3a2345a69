"""Tests of games/app/table/."""
