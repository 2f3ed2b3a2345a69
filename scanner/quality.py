"""Is the camera good enough? Frame rate, brightness, code size in pixels, and a verdict with hints.

`QualityMeter.update(frame, result)` measures each decoded frame cheaply (brightness on a small
copy, frame rate from the frames' own times, the pixels per module of our codes in view).
`assess(quality)` turns that into a verdict for full cards and for 15 mm stickers: the light, how
far from the camera each still reads, whether the code in view is big enough, and what would
help (more light, closer, a 720p camera). The distances are those of today's marker cards and
stickers in bench/scan_bench.py --mode distance (hard conditions, 640 x 480 and 1280 x 720, a
webcam seeing about 60 degrees wide), scaled by the frame's width.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from scanner import enhance
from scanner.decoders import Symbol
from scanner.markers import HALVE_ABOVE_WIDTH
from scanner.pipeline import FrameResult
from scanner.sources import Frame
from scanner.track import MODULES

# The farthest distance (cm) at which steady pairs are still confirmed within 0.5 s in >= 99 % of
# tries in hard conditions (cards held tilted, nearer or farther): bench/scan_bench.py --mode distance
# (cards: 100 % at 90 cm and at 105 cm, the farthest row, 99.3 % there in an earlier run; at 720p 100 % at
# 180 cm, the farthest row; stickers: 99.3 % at 35 cm, 98.7-100 % by seed and 99.2 % over fifteen seeds
# (2232 of 2250 pairs), 100 % at 30 cm; at 720p 100 % at 35 cm and at 50 cm, the farthest row),
# at 640 and at 1280 pixels wide. Frames wider than scanner.markers.HALVE_ABOVE_WIDTH are searched at
# half size, so each width class scales its own figure.
REACH_CM: dict[str, tuple[int, int]] = {"card": (90, 180), "sticker": (35, 50)}
REFERENCE_WIDTHS = (640, 1280)
GOOD_MODULE_PX = 3.0  # a code in view with modules this big (as seen, tilt included) reads at once
DARK, DIM = 70.0, 140.0  # brightness of white (0-255) below which light is too dark or dim (bench HARD: 52-137)
WHITE_PERCENTILE = 99  # the brightest 1 % of a frame: white card paper when a card is in view
HD_WIDTH = 1280


@dataclass(frozen=True)
class FrameQuality:
    """What the camera delivers: frame size, frames per second, brightness of white (0-255: the
    brightest 1 % of the frame, white card paper when one is in view, so a dark table cloth does not
    count as bad light), and the pixels per module of the smallest of our codes in view (or None)."""

    width: int
    height: int
    fps: float
    brightness: float
    module_px: float | None = None


@dataclass(frozen=True)
class Verdict:
    """light: "good", "dim" or "dark"; card_cm / sticker_cm: the farthest distance at which each
    reads at this resolution; code: "good" or "closer" for the code in view (None: none in view);
    hints: what would help, of "more-light", "closer", "720p"."""

    light: str
    card_cm: int
    sticker_cm: int
    code: str | None
    hints: tuple[str, ...]


class QualityMeter:
    """Measures decoded frames; `quality` is the latest measurement (None before the first frame)."""

    def __init__(self, smoothing: float = 0.1) -> None:
        self.smoothing = smoothing
        self.quality: FrameQuality | None = None
        self._last: tuple[int, float] | None = None  # index and time of the previous frame
        self._interval = 0.0

    def update(self, frame: Frame, result: FrameResult) -> FrameQuality:
        """Measure one frame and what was read in it."""
        if self._last is not None and frame.time > self._last[1] and frame.index > self._last[0]:
            # per camera frame: frames a busy decoder skipped count too
            step = (frame.time - self._last[1]) / (frame.index - self._last[0])
            self._interval = step if not self._interval else self._interval + self.smoothing * (step - self._interval)
        self._last = (frame.index, frame.time)
        height, width = frame.image.shape[:2]
        small = cv2.resize(frame.image, (max(1, width // 8), max(1, height // 8)), interpolation=cv2.INTER_AREA)
        grey = small if small.ndim == 2 else cv2.cvtColor(small, cv2.COLOR_BGR2GRAY)
        modules = [enhance.quad_side(s.corners) / MODULES.get(s.format, 13) for s in _our_cards(result)]
        self.quality = FrameQuality(width, height, 1.0 / self._interval if self._interval else 0.0,
                                    float(np.percentile(grey, WHITE_PERCENTILE)), min(modules) if modules else None)
        return self.quality


def _our_cards(result: FrameResult) -> list[Symbol]:
    """The symbols of our cards in `result` (a card's outline has its symbol's corners)."""
    cards = {o.corners for o in result.outlines if o.kind == "card"}
    return [s for s in result.symbols if s.corners in cards]


def reach_cm(kind: str, width: int) -> int:
    """The farthest distance (cm) at which `kind` ("card" or "sticker") reads in a frame `width` wide."""
    wide = width > HALVE_ABOVE_WIDTH
    return int(REACH_CM[kind][wide] * width / REFERENCE_WIDTHS[wide])


def assess(quality: FrameQuality) -> Verdict:
    """The verdict on `quality`; see Verdict."""
    light = "dark" if quality.brightness < DARK else "dim" if quality.brightness < DIM else "good"
    code = None if quality.module_px is None else "good" if quality.module_px >= GOOD_MODULE_PX else "closer"
    hints = []
    if light != "good":
        hints.append("more-light")
    if code == "closer":
        hints.append("closer")
    if quality.width < HD_WIDTH:
        hints.append("720p")
    return Verdict(light, reach_cm("card", quality.width), reach_cm("sticker", quality.width), code,
                   tuple(hints))
