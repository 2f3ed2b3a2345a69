"""Keeping C libraries' own complaints off the player's terminal.

SDL and the libraries it probes (libwayland: "XDG_RUNTIME_DIR is invalid", ALSA: "cannot find
card") write straight to file descriptor 2, past Python's sys.stderr. `quiet_stderr()` sends
that descriptor to nowhere for a block and gives it back afterwards; no pygame here, so the
no-display check can use it before pygame loads.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send what is written to file descriptor 2 to nowhere for the block, then restore it."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):  # no stderr at all, or a closed one: nothing to keep quiet
        yield
        return
    try:
        with open(os.devnull, "wb") as sink:
            os.dup2(sink.fileno(), 2)
        yield
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)
