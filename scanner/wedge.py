"""Handheld USB barcode readers ("keyboard wedges"): they type the code and Enter, very fast.

Feed every typed character with its time and then Enter; `enter()` tells what a fast burst (no gap
above `max_gap` seconds, Enter included) spelled: one of our payloads, or `Foreign` for a burst that
is clearly a reader's but not ours (a shop's EAN, a foreign QR saying "EZIK"), which the caller drops
rather than letting it type into a screen. A person typing is far slower, so their Enter gives
NOTHING and passes through.

Readers emulate a US keyboard. On a German layout that machine types Y and Z swapped and, for the
colon of ``ATHANOR:KABC:MASTER`` (Shift + the key right of L), an "Ö"; so a burst is also read as a
US reader on a German keyboard would have meant it. Time is passed in; nothing here reads a clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scanner.payload import NOTHING, Foreign, GameCode, IngredientCard, Reading, parse

US_READER_ON_GERMAN_LAYOUT = str.maketrans({"Y": "Z", "Z": "Y", "y": "z", "z": "y", "Ö": ":", "ö": ":"})


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
        """Enter pressed at `now`: the card or game code a reader's burst spelled, Foreign for any
        other reader's burst, NOTHING when the characters were typed by a person (or too few)."""
        burst = "".join(self._chars) if self.in_burst(now) else ""
        self._chars.clear()
        self._last = None
        if len(burst) < self.min_length:
            return NOTHING
        for text in (burst, burst.translate(US_READER_ON_GERMAN_LAYOUT)):
            reading = parse(text.upper())
            if isinstance(reading, (IngredientCard, GameCode)):
                return reading
        return Foreign(burst)
