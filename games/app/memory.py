"""A long evening's memory stays flat: large pictures go straight back to the system when freed.

Screens build and drop large pictures all evening (panel faces of every dialog size, scaled
frames, card faces). With glibc's default, freed blocks above a threshold that grows by itself stay
in the heap and fragment it, so a kiosk's resident memory creeps upward long after its caches are
full (bench/kiosk_soak.py: +29 % in six minutes). Serving blocks of 256 KB and more with mmap
returns each one to the system the moment it is freed.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter number
LARGE_BLOCK = 256 * 1024


def return_large_blocks_to_system(threshold: int = LARGE_BLOCK) -> bool:
    """Ask glibc to serve blocks of `threshold` bytes or more with mmap; False where that is not
    possible (not Linux, not glibc) — then nothing changes."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, threshold))
    except (OSError, AttributeError):
        return False
