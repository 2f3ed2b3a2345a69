"""A long evening's memory stays flat: freed pictures go back to the system.

Screens build and drop pictures all evening (panel faces of every dialog size, scaled frames, card
faces, labels). With glibc's default, freed blocks above a threshold that grows by itself stay in
the heap and fragment it, so a kiosk's resident memory creeps upward long after its caches are full
(bench/kiosk_soak.py: +29 % in six minutes). Serving blocks of 256 KB and more with mmap returns
each one to the system the moment it is freed. Smaller ones (labels, icons) leave free pages inside
the heap that glibc keeps; `MemoryKeeper` hands those back once a minute (malloc_trim: 1-2 ms,
10-20 MB each time in the soak), so the resident memory does not drift upward over the hours.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import sys
from typing import Callable

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter number
LARGE_BLOCK = 256 * 1024
TRIM_EVERY_SECONDS = 60.0


def return_large_blocks_to_system(threshold: int = LARGE_BLOCK) -> bool:
    """Ask glibc to serve blocks of `threshold` bytes or more with mmap; False where that is not
    possible (not Linux, not glibc) — then nothing changes."""
    libc = _libc()
    try:
        return libc is not None and bool(libc.mallopt(M_MMAP_THRESHOLD, threshold))
    except AttributeError:
        return False


def _libc() -> ctypes.CDLL | None:
    """glibc, where this is Linux; None elsewhere."""
    return _load_libc() if sys.platform.startswith("linux") else None


@functools.lru_cache(maxsize=1)
def _load_libc() -> ctypes.CDLL | None:
    """The C library, loaded once (None when it cannot be)."""
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None


def give_back_free_memory() -> bool:
    """Return the heap's free pages to the system (glibc's malloc_trim); False where that is not
    possible — then nothing changes."""
    libc = _libc()
    try:
        return libc is not None and bool(libc.malloc_trim(0))
    except AttributeError:  # a C library without malloc_trim (musl)
        return False


class MemoryKeeper:
    """Calls `give_back_free_memory` at most every `every` seconds of `now`, from the main loop."""

    def __init__(self, now: Callable[[], float], every: float = TRIM_EVERY_SECONDS,
                 give_back: Callable[[], bool] = give_back_free_memory) -> None:
        self.now = now
        self.every = every
        self.give_back = give_back
        self.last = now()
        self.times = 0  # how often memory was given back

    def tick(self) -> None:
        """Give memory back when `every` seconds have passed since the last time."""
        now = self.now()
        if now - self.last >= self.every:
            self.last = now
            self.give_back()
            self.times += 1
