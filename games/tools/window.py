"""`python main.py [--fullscreen] [--kiosk] ...`: the window's command line (see HELP).

Parses and checks the options (games.app.options.Options) without importing pygame, then opens the
window (games.app.main.open_window). Bad input: exit status 2, one line on stderr.
"""

from __future__ import annotations

import sys

from games.app.options import Options
from games.tools.args import ArgumentParser, UsageError

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


def main(argv: list[str]) -> int:
    """Open the window and play until the player quits; returns the exit status."""
    if "-h" in argv or "--help" in argv:
        print(HELP, end="")
        return 0
    try:
        options = parse_options(argv)
    except OptionError as error:
        print(f"athanor: {error}", file=sys.stderr)
        return 2
    from games.app.main import open_window

    return open_window(options, argv)
