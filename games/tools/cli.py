"""Top-level command line: dispatch to a tool, or start the window.

Each tool lives in its own module and is imported only when asked for, so that `lab` never imports
pygame or OpenCV and answers fast. Every tool's `main(argv) -> int` returns the exit status;
bad input is exit status 2 with one clear line on stderr.
"""

from __future__ import annotations

import os
import sys
from importlib import import_module

TOOLS: dict[str, tuple[str, str]] = {
    "lab": ("games.tools.lab", "Alchemists lab: new game, mix, sell, debunk, exhibit, reveal"),
    "deduce": ("games.tools.deduce", "Alchemists deduction: what the facts leave of the secret"),
    "cards": ("games.tools.cards", "write printable ingredient cards and stickers"),
    "scan": ("games.tools.scan", "read ingredient cards from a camera, video, image or folder"),
    "play": ("games.tools.play", "play a whole game without a window (computer seats)"),
    "kiosk": ("games.tools.kiosk", "game-night kiosk: autostart, organiser PIN, status of the watchdog"),
    "host": ("games.tools.host", "host a match whose human seats play from phones (no window)"),
}

USAGE = """usage: python main.py [--fullscreen] [--kiosk] [--camera INDEX|none] [--lang de|en] [--windowed-size WxH]
       python main.py TOOL [ARGS ...]

Without a tool, Athanor opens its window. Tools:
{tools}

`python main.py TOOL --help` explains a tool."""


def usage() -> str:
    """The help text listing every tool."""
    lines = "\n".join(f"  {name:<6} {text}" for name, (_, text) in TOOLS.items())
    return USAGE.format(tools=lines)


def _reader_left() -> int:
    """The reader of a piped output stopped early (`deduce ... | head`): that is its choice, not a
    failure. Point stdout at the null device so the interpreter's last flush stays quiet; status 0."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 0


def main(argv: list[str]) -> int:
    """Run the tool named by argv[0], or the window when argv names none."""
    if argv and argv[0] in ("-h", "--help"):
        print(usage())
        return 0
    if argv and argv[0] in TOOLS:
        module = import_module(TOOLS[argv[0]][0])
        try:
            status = int(module.main(argv[1:]) or 0)
            sys.stdout.flush()
        except BrokenPipeError:
            return _reader_left()
        return status
    if argv and not argv[0].startswith("-"):
        print(f"athanor: unknown tool '{argv[0]}' (tools: {', '.join(TOOLS)}; see python main.py --help)",
              file=sys.stderr)
        return 2
    from games.tools.window import main as window

    return int(window(argv) or 0)
