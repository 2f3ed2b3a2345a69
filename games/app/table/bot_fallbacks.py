"""A computer player's fallback is a defect made loud: logged with its traceback, counted, tested.

The bot worker answers with the first legal action when a bot raises, chooses something illegal or
overruns its deadline (games.app.table.bot_worker), so that one broken bot never takes the window down.
It must never go unnoticed either. The match session hands every fallback to `report`, which

- writes it with its full traceback to the logger "athanor.bots" (the window routes that logger
  into its error log and crash log with `FallbackSink`; without a window it reaches stderr);
- counts it in `TALLY`, the process-wide tally: the test suite checks it after every test
  (tests/conftest.py), and a test whose computer players fell back fails unless it is marked
  `bot_fallback_expected`.

The session also keeps its own list (MatchSession.fallbacks).
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass

from games.app.crash import CrashLog

LOG = logging.getLogger("athanor.bots")
KEEP = 20  # fallbacks the tally remembers in full


@dataclass(frozen=True)
class Fallback:
    """One bot answer that was not the bot's own: who, where, why, and the traceback."""

    game_id: str
    seat: int
    seat_kind: str  # "bot:<level>"
    index: int  # the position in the match log of the action played instead
    reason: str  # "deadline", "error: <message>"
    details: str  # the bot's traceback, or where it was still thinking at the deadline

    def summary(self) -> str:
        """One line: game, seat, action index and reason."""
        return (f"{self.game_id} seat {self.seat} ({self.seat_kind}) played the first legal action "
                f"at action {self.index}: {self.reason}")


class FallbackTally:
    """How many fallbacks this process had, and the latest few in full."""

    def __init__(self, keep: int = KEEP) -> None:
        self.count = 0
        self.latest: deque[Fallback] = deque(maxlen=keep)

    def note(self, fallback: Fallback) -> None:
        """Count one fallback."""
        self.count += 1
        self.latest.append(fallback)

    def since(self, count: int) -> list[Fallback]:
        """The fallbacks noted after the tally stood at `count` (the latest KEEP of them)."""
        new = self.count - count
        return list(self.latest)[-new:] if new > 0 else []


TALLY = FallbackTally()


def report(fallback: Fallback) -> None:
    """Count a fallback and log it with its traceback."""
    TALLY.note(fallback)
    LOG.error("bot-fallback: %s\n%s", fallback.summary(), fallback.details.rstrip(),
              extra={"fallback": fallback})


class FallbackSink(logging.Handler):
    """Sends every fallback logged on "athanor.bots" into the window's error log (with the
    traceback), and the first of each kind (game, seat kind, reason) into the crash log as well,
    so that a bot failing at every decision does not push the other crash reports out."""

    def __init__(self, error_log: logging.Logger, crash_log: CrashLog) -> None:
        super().__init__(logging.ERROR)
        self.error_log = error_log
        self.crash_log = crash_log
        self._written: set[tuple[str, str, str]] = set()

    def emit(self, record: logging.LogRecord) -> None:
        """Log the record; write a crash report for a new kind of fallback."""
        message = record.getMessage()
        self.error_log.error("%s", message)
        fallback = getattr(record, "fallback", None)
        kind = (fallback.game_id, fallback.seat_kind, fallback.reason) if fallback else ("", "", message)
        if kind not in self._written:
            self._written.add(kind)
            self.crash_log.write_text("a computer player", message)


def route_fallbacks(error_log: logging.Logger, crash_log: CrashLog) -> FallbackSink:
    """Let the window's logs receive every fallback (remove the returned sink from LOG to stop)."""
    sink = FallbackSink(error_log, crash_log)
    LOG.addHandler(sink)
    return sink
