"""Tests of games/app/kiosk/."""
