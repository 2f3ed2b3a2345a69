"""Seeded scenarios with computer alchemists (1–4 players, every scenario and difficulty), checking
after every step: elements conserved, figures never sharing a field against the movement rules,
cards accounted for, no deck order in any state, a move always possible until the end; and that
the log replays to the same state."""

from __future__ import annotations

import pytest

from games.bots import RandomBot
from games.kernel.play import play_to_end
from games.kernel.protocol import TERMINAL, seat_names_of
from games.kernel.record import record_from_json, replay
from games.materia_prima.bots import AlchemistBot, NoviceBot
from games.materia_prima.rules import RULES
from tests.materia_prima.invariants import check_step

BATCHES = 8
GAMES_PER_BATCH = 26  # 8 x 26 = 208 scenarios
DIFFICULTIES = ("hard", "normal", "easy")
MAX_ACTIONS = 20_000  # the longest seeded scenario so far has about 1,200 actions


def config_for(seed: int) -> dict:
    """Every player count, scenario and difficulty in turn."""
    return {"players": 1 + seed % 4, "scenario": (seed // 4) % 5, "difficulty": DIFFICULTIES[seed % 3]}


def bots_for(seed: int, count: int) -> list:
    """Mostly computer alchemists; every fifth game novices, every seventh one random seat."""
    bots = [NoviceBot() if seed % 5 == 0 else AlchemistBot() for _ in range(count)]
    if seed % 7 == 0:
        bots[0] = RandomBot()
    return bots


def check_scenario(match) -> None:  # type: ignore[no-untyped-def]
    assert match.to_move() == TERMINAL and len(match.actions) < MAX_ACTIONS
    for state in match.states:
        check_step(state)
    assert replay(RULES, record_from_json(match.record.to_json())) == match.state
    final = match.state
    assert final.result in ("passed", "failed") and RULES.outcome(final) is not None
    for seat in range(final.alchemist_count):
        assert RULES.view(final, seat).state == final


@pytest.mark.parametrize("batch", range(BATCHES))
def test_seeded_scenarios_keep_every_invariant(batch: int) -> None:
    for index in range(GAMES_PER_BATCH):
        seed = batch * GAMES_PER_BATCH + index
        config = config_for(seed)
        count = len(seat_names_of(RULES, config))
        match = play_to_end(RULES, bots_for(seed, count), seed, seats=["bot"] * count, max_actions=MAX_ACTIONS,
                            config=config)
        check_scenario(match)


def test_the_same_seed_plays_the_same_scenario() -> None:
    config = {"players": 3, "scenario": 1, "difficulty": "hard"}
    first = play_to_end(RULES, [AlchemistBot()] * 3, 11, config=config)
    second = play_to_end(RULES, [AlchemistBot()] * 3, 11, config=config)
    assert first.record.actions == second.record.actions and first.state == second.state
