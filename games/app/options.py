"""What the window is started with: the checked options (parsed by games.tools.window) and the
loop's constants. Imports nothing of pygame, so the command line can build `Options` fast."""

from __future__ import annotations

import time
from dataclasses import dataclass

PROCESS_START = time.perf_counter()
SERVICE_FACTORIES: dict[str, str] = {
    "scanner": "games.app.camera.service:create_service",
    "sound": "games.app.kit.sound:create_service",
}
MAX_FPS = 60
CRASH_PAUSE = 0.25  # seconds to wait after a crash in the loop itself, so a loop of errors cannot spin


@dataclass(frozen=True)
class Options:
    """The command line, checked."""

    fullscreen: bool = False
    kiosk: bool = False
    camera: int | None | str = "setting"  # "setting" = keep the stored setting
    language: str | None = None
    windowed_size: tuple[int, int] = (1280, 720)
    exit_after_first_frame: bool = False
    watchdog: bool = True  # kiosk: run under the watchdog (games.app.kiosk.watchdog)
    restarting_screen: bool = False  # only the watchdog's calm "restarting" screen
