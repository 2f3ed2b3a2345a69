"""One tracked region of a video: where a code is, its text once read, and its aligned crops.

A track keeps a fixed crop box around the code while the code stays put. Each new frame's crop is
normalised and aligned to the average of the earlier ones (phase correlation); if it matches, it
joins the stack, else the card moved or changed and the stack starts afresh from this crop.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

import numpy as np

from scanner import enhance
from scanner.decoders import Quad, Symbol

MODULES = {"ArUco": 6, "MicroQRCode": 13, "QRCode": 21}  # cells or modules per side: our markers, cards
# printed before (Micro QR M2) and game codes (QR version 1)
GUESSED_MODULES = 13  # a code found but never read: ours, most likely
MARGIN = 0.35  # crop box: the code and this many code sides around it (quiet zone, a trembling hand)
TEXTURE_MARGIN = 0.8  # a patch of texture is only roughly where a code is (a sticker's white band shifts it)
SMALL_FOUND_PX = 36.0  # a square found but not read smaller than this gets TEXTURE_MARGIN too: it may be a
# square of cells inside a small marker twice its size
MIN_SIMILARITY = 0.45  # aligned crops less alike than this show a moved or different card
MOVED = 0.15  # a read this many code sides away from the last one starts the stack afresh


@dataclass
class Track:
    """A region where a code is or just was. origin: "read" (a code read there), "found" (a code
    found but not read) or "texture" (a patch of code-like texture)."""

    quad: Quad
    origin: str
    seen: float  # last time a code was read or found here
    text: str | None = None
    format: str = ""
    box: enhance.Box | None = None
    patches: deque = field(default_factory=deque)
    sharpness: deque = field(default_factory=deque)  # of each patch
    offset: tuple[float, float] = (0.0, 0.0)  # where the newest patch sits relative to the stack's first
    _mean: np.ndarray | None = None  # the weighted average, computed when first asked for
    attempts: int = 0  # frames read harder without success since the last read
    best_step: int = 0  # the escalation step that read it last
    credit: dict[str, float] = field(default_factory=dict)  # payload -> its soft readings' margins beyond the soft reader's
    # (scanner.reader._first)
    frame_shape: tuple[int, ...] = (0, 0)

    def module_px(self) -> float:
        """Pixels per module, from the code's size and format."""
        return enhance.quad_side(self.quad) / MODULES.get(self.format, GUESSED_MODULES)

    def update(self, symbol: Symbol, now: float) -> None:
        """Record a read; a different code, one that moved or outgrew the crop starts the stack afresh."""
        known = self.text is not None
        if (known and (symbol.text != self.text or self._moved(symbol.corners))) or not self._fits(symbol.corners):
            self.restart()
        self.quad, self.text, self.format, self.seen, self.origin = (
            symbol.corners, symbol.text, symbol.format, now, "read")
        self.attempts = 0

    def found(self, quad: Quad, now: float) -> None:
        """Record that a code was found here but not read (a patch of texture's wide box, centred on its
        texture rather than on the square, starts afresh round the square)."""
        if self.text is None:
            if not self._fits(quad) or self.origin == "texture":
                self.restart()
            self.quad, self.origin = quad, "found"
        self.seen = now

    def restart(self) -> None:
        """Drop the stack: the next crop starts it afresh."""
        self.patches.clear()
        self.sharpness.clear()
        self.box, self._mean, self.offset = None, None, (0.0, 0.0)

    def add(self, grey: np.ndarray, stack: int) -> None:
        """Crop the track's box from `grey`, align it and add it to the stack of at most `stack` crops."""
        if self.box is None:
            small = self.origin == "found" and enhance.quad_side(self.quad) < SMALL_FOUND_PX
            margin = TEXTURE_MARGIN if self.origin == "texture" or small else MARGIN
            self.box, self.frame_shape = enhance.box_around(self.quad, margin, grey.shape), grey.shape
        left, top, right, bottom = self.box
        if right - left < 8 or bottom - top < 8:
            return
        patch = enhance.normalised(grey[top:bottom, left:right])
        if self.patches and self.patches[0].shape == patch.shape:
            dx, dy, alike = enhance.alignment(self.patches[0], patch)
            if alike >= MIN_SIMILARITY and np.hypot(dx, dy) <= 0.2 * enhance.quad_side(self.quad):
                self._push(enhance.shift(patch, dx, dy), patch, stack)
                self.offset = (-dx, -dy)
                return
        self.restart()
        self.box = (left, top, right, bottom)
        self._push(patch, patch, stack)

    def mean(self) -> np.ndarray | None:
        """The average of the aligned patches, the sharper ones weighted more; None before the first."""
        if self._mean is None and self.patches:
            self._mean = enhance.sharpest_mean(list(self.patches), list(self.sharpness))
        return self._mean

    def _push(self, aligned: np.ndarray, patch: np.ndarray, stack: int) -> None:
        """Add an aligned patch (the stack's first one is the others' reference)."""
        self.patches.append(aligned)
        self.sharpness.append(enhance.sharpness(patch))
        while len(self.patches) > stack:
            self.patches.popleft()
            self.sharpness.popleft()
        self._mean = None

    def _fits(self, quad: Quad) -> bool:
        """True when the crop box holds `quad` with at least half its margin all round."""
        if self.box is None:
            return True
        left, top, right, bottom = enhance.box_around(quad, MARGIN / 2, self.frame_shape)
        return left >= self.box[0] and top >= self.box[1] and right <= self.box[2] and bottom <= self.box[3]

    def _moved(self, quad: Quad) -> bool:
        """True when `quad` lies more than MOVED code sides from the track's corners."""
        x, y = enhance.quad_centre(quad)
        tx, ty = enhance.quad_centre(self.quad)
        return float(np.hypot(x - tx, y - ty)) > MOVED * enhance.quad_side(quad)
