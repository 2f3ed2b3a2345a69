"""The stabiliser: turns per-frame readings into confirmed events, once per appearance.

A code counts once it has been seen in `stable_frames` frames with no gap longer than
`forget_after` seconds (a frame missed here and there does not reset it); a still image counts as
held steady and confirms at once. A code that stays in view does not fire again: it must leave
(unseen for `forget_after`) and come back. The same ingredient twice in one frame is refused
(warning "two-same-ingredient"), and while three or more different ingredient cards are in view no
new card is confirmed (warning "too-many-cards"). Time is passed in; nothing here reads a clock.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal, Sequence

from scanner.payload import Foreign, GameCode, IngredientCard, Reading

EventKind = Literal["card", "code", "unknown", "warning"]
SAME_INGREDIENT = "two-same-ingredient"
TOO_MANY_CARDS = "too-many-cards"
WARNINGS = (SAME_INGREDIENT, TOO_MANY_CARDS)


@dataclass(frozen=True)
class ScanEvent:
    """Something the app should react to.

    kind "card": value = ingredient id; "code": value = game code (and `variant` when its QR names
    one); "unknown": value = the foreign text; "warning": value = SAME_INGREDIENT or TOO_MANY_CARDS.
    """

    kind: EventKind
    value: str
    frame: int
    time: float
    variant: str | None = None


@dataclass
class _Track:
    """One code currently in view."""

    sightings: int = 0
    last_seen: float = 0.0
    fired: bool = False


@dataclass
class Stabilizer:
    """Confirms codes seen steadily; see the module docstring for the rules."""

    stable_frames: int = 4
    forget_after: float = 0.4
    _tracks: dict[Reading, _Track] = field(default_factory=dict)
    _warnings: set[str] = field(default_factory=set)  # active warnings
    _doubles: dict[Reading, float] = field(default_factory=dict)  # ingredient seen twice -> last time

    def __post_init__(self) -> None:
        if self.stable_frames < 1:
            raise ValueError(f"stable_frames must be at least 1, not {self.stable_frames}")

    @property
    def warnings(self) -> tuple[str, ...]:
        """The warnings whose cause is still in view, in WARNINGS order."""
        return tuple(w for w in WARNINGS if w in self._warnings)

    def in_view(self) -> tuple[Reading, ...]:
        """Every code currently tracked (seen within `forget_after`)."""
        return tuple(self._tracks)

    def reset(self) -> None:
        """Forget everything in view (the next still image is a new scene)."""
        self._tracks.clear()
        self._warnings.clear()
        self._doubles.clear()

    def update(self, readings: Sequence[Reading], now: float, frame: int, still: bool = False) -> list[ScanEvent]:
        """Take the readings of one frame seen at `now`; return the events it causes (confirmations
        of one frame in a fixed order: foreign codes, game codes, then cards, each by value)."""
        if still:
            self.reset()
        self._forget(now)
        counts = Counter(r for r in readings if isinstance(r, (IngredientCard, GameCode, Foreign)))
        for reading in counts:
            track = self._tracks.setdefault(reading, _Track())
            track.sightings += self.stable_frames if still else 1
            track.last_seen = now
        events = self._raise_warnings(counts, now, frame)
        blocked = set(self._doubles)
        if TOO_MANY_CARDS in self._warnings:
            blocked |= {r for r in self._tracks if isinstance(r, IngredientCard)}
        for reading, track in sorted(self._tracks.items(), key=lambda item: repr(item[0])):
            if not track.fired and track.sightings >= self.stable_frames and reading not in blocked:
                track.fired = True
                events.append(_confirmed(reading, frame, now))
        return events

    def _forget(self, now: float) -> None:
        """Drop codes, and doubles of a card, unseen for longer than `forget_after`."""
        for reading in [r for r, t in self._tracks.items() if now - t.last_seen > self.forget_after]:
            del self._tracks[reading]
        for reading in [r for r, seen in self._doubles.items() if now - seen > self.forget_after]:
            del self._doubles[reading]

    def _raise_warnings(self, counts: Counter, now: float, frame: int) -> list[ScanEvent]:
        """Recompute the active warnings; an event for each one that just became active."""
        for reading, count in counts.items():
            if isinstance(reading, IngredientCard) and count > 1:
                self._doubles[reading] = now
        active = set()
        if self._doubles:
            active.add(SAME_INGREDIENT)
        if sum(1 for r in self._tracks if isinstance(r, IngredientCard)) > 2:
            active.add(TOO_MANY_CARDS)
        events = [ScanEvent("warning", w, frame, now) for w in WARNINGS if w in active - self._warnings]
        self._warnings = active
        return events


def _confirmed(reading: Reading, frame: int, now: float) -> ScanEvent:
    """The event confirming `reading`."""
    if isinstance(reading, IngredientCard):
        return ScanEvent("card", reading.ingredient, frame, now)
    if isinstance(reading, GameCode):
        return ScanEvent("code", reading.code, frame, now, reading.variant)
    assert isinstance(reading, Foreign)
    return ScanEvent("unknown", reading.text, frame, now)
