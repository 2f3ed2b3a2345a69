"""Handheld USB barcode readers ("keyboard wedges"): they type the code and Enter, very fast.

Feed every typed character with its time and then Enter; `enter()` returns the reading when the
characters came as one fast burst (no gap above `max_gap` seconds, Enter included) and parse as one
of our payloads. A person typing is far slower, so their Enter passes through. Readers emulate a
US keyboard; on a German layout Y and Z trade places, so a burst is also tried with Y and Z swapped.
Time is passed in; nothing here reads a clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scanner.payload import NOTHING, GameCode, IngredientCard, Reading, parse

_SWAP_YZ = str.maketrans("YZyz", "ZYzy")


@dataclass
class KeyboardWedge:
    """Recognises a reader's burst among typed characters."""

    max_gap: float = 0.05  # seconds between characters; people type at 0.1 s and slower
    min_length: int = 4
    _chars: list[str] = field(default_factory=list)
    _last: float | None = None

    def feed(self, text: str, now: float) -> None:
        """Characters typed at `now` (a key's text; several characters count as one burst step)."""
        if not text:
            return
        if self._last is None or now - self._last > self.max_gap:
            self._chars.clear()
        self._chars.extend(text)
        self._last = now

    def in_burst(self, now: float) -> bool:
        """True while characters arrive fast enough to be a reader's burst."""
        return bool(self._chars) and self._last is not None and now - self._last <= self.max_gap

    def enter(self, now: float) -> Reading:
        """Enter pressed at `now`: the card or game code the burst spelled, else NOTHING."""
        burst = "".join(self._chars) if self.in_burst(now) else ""
        self._chars.clear()
        self._last = None
        if len(burst) < self.min_length:
            return NOTHING
        for text in (burst, burst.translate(_SWAP_YZ)):
            reading = parse(text.upper())
            if isinstance(reading, (IngredientCard, GameCode)):
                return reading
        return NOTHING
