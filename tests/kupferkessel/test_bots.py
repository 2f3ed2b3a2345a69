"""The computer players: honest memory from the view, sensible choices in clear positions."""

from __future__ import annotations

import random

import pytest

from games.kernel.errors import RulesError
from games.kernel.play import new_match, play_action, bot_action
from games.kernel.protocol import TERMINAL
from games.kupferkessel.actions import DECLINE, KEEP
from games.kupferkessel.bots import BOTS, EasyBot, StrongBot, TableMemory, state_from_view
from games.kupferkessel.rules import RULES
from games.kupferkessel.state import LAST, TAKE
from tests.kupferkessel.helpers import card, make_state, take_at


def test_memory_of_the_public_log_rebuilds_the_true_state_at_every_decision() -> None:
    match = new_match(RULES, ["bot:easy", "bot:easy"], seed=21)
    memories = [TableMemory(), TableMemory()]
    while match.to_move() != TERMINAL:
        seat = match.to_move()
        view = match.view(seat)
        assert memories[seat].recall(view) == match.state
        play_action(match, bot_action(match, EasyBot()))


def test_a_view_whose_log_does_not_fit_the_table_is_refused() -> None:
    match = new_match(RULES, ["bot:easy", "bot:easy"], seed=3)
    from dataclasses import replace
    view = replace(match.view(0), log=match.view(0).log[:-1] + ("draw cobweb-4",))
    with pytest.raises(RulesError):
        state_from_view(view)


def test_bot_table_gives_fresh_bots_of_both_levels() -> None:
    assert sorted(BOTS) == ["easy", "strong"]
    first, second = BOTS["strong"](), BOTS["strong"]()
    assert isinstance(first, StrongBot) and first.memory is not second.memory
    assert isinstance(BOTS["easy"](), EasyBot)


def full_set_position():
    """White holds three moonflowers (own colour); column c3 offers the fourth; black's next walk
    (two steps from space 8) ends on a corner, so nothing threatens white's next top card."""
    layout = {"r1c3": "cobweb-3", "r2c3": "moonflower-4", "r3c3": "wolf-claw-1", "r4c3": "frost-crystal-3"}
    return make_state(layout, white=("moonflower-1", "moonflower-2", "moonflower-3"), figures=(2, 8),
                      phase=TAKE, fill=True)


def test_easy_bot_without_mistakes_completes_a_set() -> None:
    state = full_set_position()
    assert EasyBot.decide(state, 0, RULES.legal_actions(state)) == take_at(2, 3)


def test_strong_bot_completes_a_set() -> None:
    state = full_set_position()
    assert StrongBot().decide(state, 0, RULES.legal_actions(state), random.Random(1)) == take_at(2, 3)


def last_card_position(pending: str):
    state = make_state({"r3c2": "cobweb-4"}, white=("moonflower-1", "moonflower-2"), black=("bat-wing-3",),
                       figures=(2, 10), phase=LAST, pile=())
    from dataclasses import replace
    return replace(state, pending=card(pending))


def test_strong_bot_keeps_a_last_card_that_wins_and_declines_one_that_loses() -> None:
    winning = last_card_position("moonflower-4")  # a third moonflower: +14 for white
    losing = last_card_position("troll-bone-4")  # a lone white card: -8 for white
    bot = StrongBot()
    assert bot.decide(winning, 0, [DECLINE, KEEP], random.Random(2)) == KEEP
    assert bot.decide(losing, 0, [DECLINE, KEEP], random.Random(2)) == DECLINE


def test_bots_only_choose_legal_actions_in_a_whole_game() -> None:
    match = new_match(RULES, ["bot:strong", "bot:easy"], seed=8)
    bots = [StrongBot(), EasyBot(mistake_rate=1.0)]
    while match.to_move() != TERMINAL:
        seat = match.to_move()
        legal = match.legal_actions()
        action = bots[seat].choose(match.view(seat), legal, random.Random(len(match.actions)))
        assert action in legal
        play_action(match, action)
