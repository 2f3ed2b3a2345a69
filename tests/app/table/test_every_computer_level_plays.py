"""Every registered game's computer players, made exactly as the seat setup makes them
(games.app.table.seats.make_bot, the session's default), play a whole match through the window's session
code with no fallback: one seat per computer level, so every level of every game plays. (The
match is kept in memory: saving to disk after every action is tested elsewhere and would take
most of the time here.)"""

from __future__ import annotations

import pytest

from games import GAMES
from games.app.table.bot_fallbacks import TALLY
from games.app.table.bot_worker import BotWorker
from games.app.table.match_session import MatchSession
from games.app.table.seats import bot_kind, bot_levels, rules_of
from games.kernel.protocol import seat_names_of, table_config

GAMES_WITH_RULES = sorted(game_id for game_id, info in GAMES.items() if info.rules is not None)


class MemoryStorage:
    """The session's storage, in memory (games.app.scene.Storage)."""

    def __init__(self) -> None:
        self.files: dict[str, dict] = {}
        self.failing: dict[str, str] = {}

    def save(self, name: str, data: dict) -> bool:
        self.files[name] = data
        return True

    def load(self, name: str, shape: object = None, what: str = "file") -> dict | None:
        return self.files.get(name)

    def set_aside(self, name: str, reason: str, what: str = "game", kind: str = "damaged") -> str | None:
        raise AssertionError(f"{name} set aside: {reason}")

    def delete(self, name: str) -> bool:
        return self.files.pop(name, None) is not None


def seats_for(game_id: str) -> tuple[list[str], dict[str, object]]:
    """One computer seat per level (the smallest table that holds them all) and the match config."""
    rules, levels = rules_of(game_id), bot_levels(game_id)
    config = table_config(rules, len(levels), None)
    count = len(seat_names_of(rules, config))
    return [bot_kind(levels[seat % len(levels)]) for seat in range(count)], config


@pytest.mark.parametrize("game_id", GAMES_WITH_RULES)
def test_computers_of_every_level_play_a_whole_match_in_the_window_without_a_fallback(
        game_id: str) -> None:
    seats, config = seats_for(game_id)
    assert {kind.partition(":")[2] for kind in seats} == set(bot_levels(game_id))
    before = TALLY.count
    session = MatchSession.new(game_id, seats, MemoryStorage(), seed=2, config=config or None,
                               worker=BotWorker(threaded=False))
    assert all(not isinstance(bot, type) for bot in session.bots.values())
    clock, decisions = 0.0, 0
    while not session.is_over:
        assert decisions < 5000, f"{game_id}: no end after {decisions} bot turns"
        clock += 0.01
        decisions += session.poll_bot(clock)
    assert session.outcome is not None and decisions > 20
    assert session.fallbacks == [] and TALLY.count == before, [f.summary() for f in session.fallbacks]
