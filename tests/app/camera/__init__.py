"""Tests of games/app/camera/."""
