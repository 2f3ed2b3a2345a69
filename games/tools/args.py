"""What every command line shares: bad input is a `UsageError` (one line on stderr, exit status 2)."""

from __future__ import annotations

import argparse
from typing import NoReturn


class UsageError(ValueError):
    """Bad command-line input: the tool reports it as one line on stderr and exits with status 2."""


class ArgumentParser(argparse.ArgumentParser):
    """argparse that raises UsageError instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)
