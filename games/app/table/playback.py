"""What a board shows of a match's news: one clip at a time, at the table's pace, each action's
log lines entering the event log as its clip starts (never ahead of the board).

    playback = Playback(make_clip)              # make_clip(happening) -> anything with a `duration`
    playback.queue(session.take_news())         # after a human's or a computer's move
    shown = playback.start_next(log)            # log index covered so far, when anything started
    if playback.advance(dt, speed):             # in update(); speed from the acting seat (playback.actor)
        playback.start_next(log)
    playback.clip, playback.time, playback.lines  # for drawing the running clip
    playback.clear()                            # after an undo

Chance steps (a card turned up, cubes drawn) count as the doing of the seat that acted before
them, so a human's move and what it revealed play at the human's speed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from games.kernel.protocol import CHANCE

if TYPE_CHECKING:
    from games.app.table.event_log import EventLog
    from games.app.table.match_session import Happening


class Playback:
    """The clips waiting to be played and the one running."""

    def __init__(self, make_clip: Callable[["Happening"], Any]) -> None:
        self.make_clip = make_clip
        self.waiting: list[tuple[Any, "Happening", int]] = []  # (clip, happening, acting seat)
        self.clip: Any = None  # the running clip
        self.happening: "Happening | None" = None  # ... and what it shows
        self.actor = 0  # the seat whose decision the running clip shows (or follows)
        self.time = 0.0  # seconds into the running clip
        self.lines: list[str] = []  # the log lines of the running clip
        self._last_actor = 0

    @property
    def idle(self) -> bool:
        """True when nothing plays and nothing waits."""
        return self.clip is None and not self.waiting

    def queue(self, news: list["Happening"]) -> None:
        """Queue a clip for each happening, in order."""
        for happening in news:
            if happening.seat != CHANCE:
                self._last_actor = happening.seat
            self.waiting.append((self.make_clip(happening), happening, self._last_actor))

    def start_next(self, log: "EventLog") -> int | None:
        """Start the next waiting clip with a duration (those without one just enter the log);
        the number of log actions now shown, None when nothing was waiting."""
        shown = None
        while self.clip is None and self.waiting:
            clip, happening, actor = self.waiting.pop(0)
            log.add(happening)
            shown = happening.index + 1
            if clip.duration > 0:
                self.clip, self.happening, self.actor, self.time = clip, happening, actor, 0.0
                entry = log.entries[-1] if log.entries else None
                self.lines = list(entry.lines) if entry is not None and entry.index == happening.index else []
        return shown

    def advance(self, dt: float, speed: float) -> bool:
        """Run the clip on by `dt` seconds at `speed`; True when it has just ended."""
        if self.clip is None:
            return False
        self.time += dt * speed
        if self.time < self.clip.duration:
            return False
        self.clip = self.happening = None
        return True

    def clear(self) -> None:
        """Forget the running and the waiting clips (the match was taken back)."""
        self.waiting.clear()
        self.clip = self.happening = None
