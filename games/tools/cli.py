"""Top-level command line: dispatch to a tool, or start the window.

Each tool lives in its own module and is imported only when asked for, so that `lab` never imports
pygame or OpenCV and answers fast. Every tool's `main(argv) -> int` returns the exit status;
bad input is exit status 2 with one clear line on stderr.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module
from typing import NoReturn

TOOLS: dict[str, tuple[str, str]] = {
    "lab": ("games.tools.lab", "Alchemists lab: new game, mix, sell, debunk, exhibit, reveal"),
    "deduce": ("games.tools.deduce", "Alchemists deduction: what the facts leave of the secret"),
    "cards": ("games.alchemists.ui.card_sheet", "write printable ingredient cards and stickers"),
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


class UsageError(ValueError):
    """Bad command-line input: the tool reports it as one line on stderr and exits with status 2."""


class ArgumentParser(argparse.ArgumentParser):
    """argparse that raises UsageError instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def usage() -> str:
    """The help text listing every tool."""
    lines = "\n".join(f"  {name:<6} {text}" for name, (_, text) in TOOLS.items())
    return USAGE.format(tools=lines)


def main(argv: list[str]) -> int:
    """Run the tool named by argv[0], or the window when argv names none."""
    if argv and argv[0] in ("-h", "--help"):
        print(usage())
        return 0
    if argv and argv[0] in TOOLS:
        module = import_module(TOOLS[argv[0]][0])
        return int(module.main(argv[1:]) or 0)
    if argv and not argv[0].startswith("-"):
        print(f"athanor: unknown tool '{argv[0]}'\n\n{usage()}", file=sys.stderr)
        return 2
    from games.app.main import run

    return int(run(argv) or 0)
