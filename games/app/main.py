"""Athanor's window: options, the main loop, kiosk mode.

    python main.py [--fullscreen] [--kiosk] [--camera INDEX|none] [--lang de|en] [--windowed-size WxH]

The loop drains pygame events into intents (games.app.input), lets services poll, updates the top
scene while it animates and redraws only when something changed; otherwise it sleeps in
pygame.event.wait until the next event, the next service poll or the kiosk idle timeout.

Kiosk mode (game nights): full screen, closing the window and Esc on the start screen do not quit,
F11 does nothing, and after `kiosk_idle_seconds` without input a game asks "Still playing?" and,
after `kiosk_countdown_seconds`, returns to the start screen, which offers to continue it
(games.app.kiosk.still_playing, games.app.kiosk.last_game); an untouched start screen shows the attract screen
(games.app.kiosk.attract). Ctrl+Alt+Q quits after the organiser's PIN (games.app.kiosk.organiser); SIGTERM
(system shutdown) quits. The window runs under the watchdog (games.app.kiosk.watchdog), which restarts it
after a crash, a kill or a hang; `--no-watchdog` runs it alone. Any exception in the loop is logged
and shown as the error screen.

Services: SERVICE_FACTORIES names "module:function" factories called with the Context; each returns
an object (see games.app.shell for its hooks) or None. A factory whose module does not exist yet is
skipped; one that fails is logged and skipped.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass

from games.tools.cli import ArgumentParser, UsageError

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

PROCESS_START = time.perf_counter()
SERVICE_FACTORIES: dict[str, str] = {
    "scanner": "games.app.camera.service:create_service",
    "sound": "games.app.kit.sound:create_service",
}
HELP = """usage: python main.py [--fullscreen] [--kiosk] [--camera INDEX|none] [--lang de|en] [--windowed-size WxH]

  --fullscreen         start in full screen (F11 switches at any time)
  --kiosk              game-night kiosk: full screen, locked, back to the start screen when idle,
                       restarted by a watchdog; Ctrl+Alt+Q quits with the organiser's PIN
                       (see `python main.py kiosk --help` for autostart, the PIN and the log)
  --no-watchdog        (with --kiosk) run the window without its watchdog
  --camera INDEX|none  the camera that reads ingredient cards (overrides the setting for this run)
  --lang de|en         the language for this run (default: the setting, else the system's)
  --windowed-size WxH  the window size when not full screen (default 1280x720)
"""
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


OptionError = UsageError  # a window option Athanor cannot use


def parse_options(argv: list[str]) -> Options:
    """Options from `argv`; raises OptionError with a one-line reason."""
    parser = ArgumentParser(prog="athanor", add_help=False)
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--kiosk", action="store_true")
    parser.add_argument("--camera")
    parser.add_argument("--lang", choices=("de", "en"))
    parser.add_argument("--windowed-size", default="1280x720")
    parser.add_argument("--exit-after-first-frame", action="store_true")
    parser.add_argument("--no-watchdog", action="store_true")
    parser.add_argument("--restarting-screen", action="store_true")
    args = parser.parse_args(argv)
    return Options(
        fullscreen=args.fullscreen or args.kiosk,
        kiosk=args.kiosk,
        camera=_camera(args.camera),
        language=args.lang,
        windowed_size=_size(args.windowed_size),
        exit_after_first_frame=args.exit_after_first_frame,
        watchdog=not args.no_watchdog,
        restarting_screen=args.restarting_screen,
    )


def _camera(text: str | None) -> int | None | str:
    if text is None:
        return "setting"
    if text.lower() in ("none", "off", "-1"):
        return None
    if _plain_number(text) and int(text) <= 9:
        return int(text)
    raise OptionError(f"--camera expects a camera number 0-9 or 'none', not {text!r}")


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    if not (_plain_number(width) and _plain_number(height)) or not (
            320 <= int(width) <= 10000 and 240 <= int(height) <= 10000):
        raise OptionError(f"--windowed-size expects WIDTHxHEIGHT such as 1280x720, not {text!r}")
    return (int(width), int(height))


def _plain_number(text: str) -> bool:
    """True for a short run of the digits 0-9 (not '²' or '٣', which str.isdigit also accepts)."""
    return text.isascii() and text.isdigit() and len(text) <= 6


def run(argv: list[str]) -> int:
    """Open the window and play until the player quits; returns the exit status."""
    if "-h" in argv or "--help" in argv:
        print(HELP, end="")
        return 0
    try:
        options = parse_options(argv)
    except OptionError as error:
        print(f"athanor: {error}", file=sys.stderr)
        return 2
    from games.app.no_display import NoDisplay

    if options.restarting_screen:
        from games.app.kiosk.restarting import run as show_restarting

        try:
            return show_restarting(options.language, None if options.kiosk else options.windowed_size, None)
        except NoDisplay as error:
            print(f"athanor: {error}", file=sys.stderr)
            return 2
    if options.kiosk and options.watchdog and not options.exit_after_first_frame:
        from games.app.kiosk.watchdog import HEARTBEAT_VARIABLE, supervise

        if not os.environ.get(HEARTBEAT_VARIABLE):
            return supervise(argv, options.language)
    from games.app.app import App

    try:
        app = App(options)
    except NoDisplay as error:
        print(f"athanor: {error}", file=sys.stderr)
        return 2
    try:
        return app.run()
    finally:
        app.close()
