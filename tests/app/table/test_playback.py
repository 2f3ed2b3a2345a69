"""The shared playback of a match's news: one clip at a time, the log in step with the board, chance
steps played at the speed of the seat that caused them."""

from __future__ import annotations

from dataclasses import dataclass

from games.app.table.event_log import EventLog
from games.app.table.match_session import Happening
from games.app.table.playback import Playback
from games.kernel.protocol import CHANCE


@dataclass(frozen=True)
class Clip:
    duration: float


def happening(index: int, seat: int, action: str) -> Happening:
    return Happening(index, seat, action, None, None, seat == CHANCE)


def clip_of(h: Happening) -> Clip:
    return Clip(0.0 if h.action == "quiet" else 1.0)


def test_clips_play_one_after_another_and_their_lines_enter_the_log_as_they_start() -> None:
    log = EventLog(lambda h: [f"{h.action}!"])
    playback = Playback(clip_of)
    playback.queue([happening(4, 1, "take"), happening(5, CHANCE, "quiet"), happening(6, CHANCE, "draw")])
    assert playback.start_next(log) == 5 and log.lines == ["take!"]
    assert playback.lines == ["take!"] and playback.actor == 1
    assert not playback.advance(0.5, 1.0) and playback.advance(0.5, 1.0)
    assert playback.clip is None and not playback.idle
    assert playback.start_next(log) == 7  # the quiet step enters the log without a clip
    assert log.lines == ["take!", "quiet!", "draw!"] and playback.actor == 1  # chance plays at seat 1's speed
    assert playback.advance(0.25, 4.0) and playback.idle
    assert playback.start_next(log) is None


def test_clear_forgets_what_plays_and_waits() -> None:
    playback = Playback(clip_of)
    playback.queue([happening(0, 0, "take"), happening(1, 1, "take")])
    playback.start_next(EventLog(lambda h: []))
    playback.clear()
    assert playback.idle and playback.clip is None and playback.happening is None
