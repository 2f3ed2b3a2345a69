"""The driver: seeded chance, bots with their own generators, undo, resume."""

from __future__ import annotations

import random
from typing import Any, Sequence

import pytest

from games.bots import RandomBot
from games.kernel.errors import IllegalActionError
from games.kernel.play import (
    MatchTooLongError,
    bot_action,
    can_undo,
    new_match,
    play_action,
    play_text,
    play_to_end,
    resume,
    undo,
)
from games.kernel.protocol import CHANCE, TERMINAL
from games.kernel.record import record_from_json, replay
from tests.kernel.toy_game import CIRCLE, RACE, Add


class CheatingBot:
    name = "cheat"

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        return Add(5)


def test_new_match_resolves_chance_before_the_first_decision() -> None:
    match = new_match(RACE, ["human", "human"], seed=3)
    assert match.to_move() == 0
    assert len(match.record.actions) == 1 and match.record.actions[0].startswith("roll ")


def test_same_seed_same_match_and_different_seeds_differ() -> None:
    logs = [play_to_end(RACE, [RandomBot(), RandomBot()], seed).record.actions for seed in (1, 1, 2, 3, 4)]
    assert logs[0] == logs[1]
    assert len({tuple(log) for log in logs[1:]}) > 1


def test_bot_match_ends_and_replays_to_its_final_state() -> None:
    for seed in range(30):
        match = play_to_end(RACE, [RandomBot(), RandomBot()], seed)
        assert match.to_move() == TERMINAL
        assert replay(RACE, match.record) == match.state
        assert match.outcome() is not None and match.outcome().winner == match.state.seat


def test_undo_takes_back_an_own_decision_but_never_a_roll() -> None:
    match = new_match(RACE, ["human", "human"], seed=5)
    assert not can_undo(match, 0)  # the last action is a roll (chance)
    first = match.state
    rolled = play_action(match, Add(1))
    assert rolled and not can_undo(match, 0)  # the next roll happened after it
    match = new_match(RACE, ["human", "human"], seed=5)
    match.states.append(RACE.apply(match.state, Add(2)))  # an own move with no roll after it
    match.actions.append(Add(2))
    match.record.actions.append("add 2")
    assert can_undo(match, 0) and not can_undo(match, 1)
    assert undo(match, 0) == Add(2) and match.state == first
    with pytest.raises(IllegalActionError):
        undo(match, 0)


def test_resume_continues_exactly_like_the_original() -> None:
    original = play_to_end(RACE, [RandomBot(), RandomBot()], seed=11)
    partial = original.record.to_dict()
    partial["actions"] = partial["actions"][:3]
    match = resume(RACE, record_from_json(__import__("json").dumps(partial)))
    while match.to_move() != TERMINAL:
        play_action(match, bot_action(match, RandomBot()))
    assert match.record.actions == original.record.actions


def test_a_bot_choosing_an_illegal_action_is_caught() -> None:
    match = new_match(RACE, ["bot:cheat", "bot:cheat"], seed=1)
    with pytest.raises(IllegalActionError, match="cheat"):
        bot_action(match, CheatingBot())


def test_playing_when_no_seat_is_to_move_is_illegal() -> None:
    match = play_to_end(RACE, [RandomBot(), RandomBot()], seed=2)
    with pytest.raises(IllegalActionError, match="no seat"):
        play_text(match, "add 1")


def test_a_match_that_never_ends_is_stopped() -> None:
    with pytest.raises(MatchTooLongError):
        play_to_end(RACE, [RandomBot(), RandomBot()], seed=2, max_actions=3)


def test_new_match_checks_the_seat_count() -> None:
    with pytest.raises(ValueError):
        new_match(RACE, ["human"], seed=1)
    assert RACE.to_move(RACE.setup()) == CHANCE


def test_a_match_of_a_game_whose_table_varies_takes_its_size_from_the_seats() -> None:
    match = play_to_end(CIRCLE, [RandomBot()] * 3, seed=4, config={"target": 20})
    assert match.record.config == {"target": 20, "players": 3} and match.state.players == 3
    assert match.state.total >= 20 and len(match.outcome().scores) == 3
    assert resume(CIRCLE, record_from_json(match.record.to_json())).state == match.state
    with pytest.raises(ValueError, match="2 to 4"):
        new_match(CIRCLE, ["human"] * 5, seed=1)
