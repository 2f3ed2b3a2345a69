"""The window's side of the watchdog (games.app.kiosk.watchdog): "still drawing frames" once a second.

The main loop calls `beat()` every time round; at most once per `interval` it sets the
modification time of the file named by ATHANOR_HEARTBEAT. Without that variable (no watchdog)
it does nothing. While supervised the loop never sleeps longer than `interval`, so an idle kiosk
still beats; a loop stuck in one place stops beating and the watchdog restarts the window.
"""

from __future__ import annotations

import os
import time
from typing import Callable

from games.app.kiosk.watchdog import HEARTBEAT_VARIABLE, RESTARTS_VARIABLE

INTERVAL = 1.0


class Heartbeat:
    """Touches one file at most once per `interval` seconds."""

    def __init__(self, path: str | None, interval: float = INTERVAL,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.path = path or None
        self.interval = interval
        self.clock = clock
        self._last: float | None = None

    @classmethod
    def from_env(cls) -> "Heartbeat":
        """The heartbeat the watchdog asked for (a silent one when not supervised)."""
        return cls(os.environ.get(HEARTBEAT_VARIABLE))

    @property
    def active(self) -> bool:
        """True when a watchdog listens."""
        return self.path is not None

    def beat(self) -> None:
        """Tell the watchdog the loop is alive (cheap when called more often than `interval`)."""
        if self.path is None:
            return
        now = self.clock()
        if self._last is not None and now - self._last < self.interval:
            return
        self._last = now
        try:
            os.utime(self.path, None)
        except OSError:
            pass  # the watchdog went away; nothing to tell


def restarts_so_far() -> int:
    """How often the watchdog restarted this window (0 on the first start or without a watchdog)."""
    text = os.environ.get(RESTARTS_VARIABLE, "0")
    return int(text) if text.isascii() and text.isdigit() else 0
