"""Refusing to run invisibly: a machine without any display gets one clear line, not a hidden window.

On such a machine SDL falls back to its "offscreen" driver and the window would run invisibly for
ever. `init_display()` starts pygame's display and raises NoDisplay for a driver that cannot show a
window; "dummy" is allowed when asked for by name (SDL_VIDEODRIVER=dummy: tests and screenshots).
While SDL probes its drivers, the libraries it tries write their own complaints straight to file
descriptor 2 (libwayland: "error: XDG_RUNTIME_DIR is invalid or not set"); those are held back, so
our line is the only one the player sees.
pygame is imported only inside, so command-line tools can catch NoDisplay without loading it.
"""

from __future__ import annotations

import os

from games.app.quiet import quiet_stderr

WINDOWLESS_DRIVERS = frozenset({"offscreen", "dummy"})
NO_DISPLAY = "no display found: run on a desktop, or use the command-line tools (python main.py --help)"


class NoDisplay(RuntimeError):
    """No window can be shown on this machine."""


def init_display() -> str:
    """Start pygame's display and return its driver; raises NoDisplay when it cannot show a window."""
    import pygame

    try:
        with quiet_stderr():
            pygame.display.init()
    except pygame.error as error:
        raise NoDisplay(NO_DISPLAY) from error
    driver = pygame.display.get_driver()
    if driver in WINDOWLESS_DRIVERS and not (driver == "dummy" == os.environ.get("SDL_VIDEODRIVER")):
        pygame.display.quit()
        raise NoDisplay(NO_DISPLAY)
    return driver


def check_display() -> None:
    """Raise NoDisplay unless a window can be shown here; leaves pygame's display closed (the kiosk's
    supervisor checks before it starts a window that could only fail)."""
    import pygame

    init_display()
    pygame.display.quit()
