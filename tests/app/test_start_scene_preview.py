"""Returning to the start screen turns the scanner's live preview off (kiosk timeout, errors)."""

from __future__ import annotations

from games.app.testing.headless import Harness
from games.app.scene import Home
from games.app.start_scene import StartScene


class FakeScanner:
    preview = True

    def poll(self, now: float) -> list:
        return []


def test_home_turns_the_live_preview_off() -> None:
    scanner = FakeScanner()
    with Harness(language="en", services={"scanner": scanner}) as harness:
        harness.push(StartScene())
        assert scanner.preview is False
        scanner.preview = True
        harness.key("1")  # open the lab (its home shows the camera) ...
        assert not isinstance(harness.top, StartScene)
        scanner.preview = True
        harness.stack.apply(Home())  # ... then jump home as the kiosk timeout does
        assert isinstance(harness.top, StartScene)
        assert scanner.preview is False
