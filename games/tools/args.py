"""What every command line shares: bad input is a `UsageError` (one line on stderr, exit status 2)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, NoReturn, Sequence

if TYPE_CHECKING:
    from games.kernel.protocol import GameOption


class UsageError(ValueError):
    """Bad command-line input: the tool reports it as one line on stderr and exits with status 2."""


class ArgumentParser(argparse.ArgumentParser):
    """argparse that raises UsageError instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def add_game_options(parser: argparse.ArgumentParser, options: Sequence["GameOption"]) -> None:
    """One flag per option a game offers at setup (`--max-players 4`), with its choices and default."""
    for option in options:
        parser.add_argument(option.flag, dest=option.key, choices=option.choices, type=type(option.default),
                            default=option.default, help=f"{option.help} (default: {option.default})")
