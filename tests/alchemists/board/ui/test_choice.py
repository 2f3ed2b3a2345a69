"""Every action of the rules can be put together on screen: over seeded whole games (2-4 seats,
both variants) every legal action of every decision is reached by choosing its parts one by one,
in either order for a pair, and nothing else is reached on the way."""

from __future__ import annotations

import random

import pytest

from games.alchemists.board import actions as A
from games.alchemists.board.easy import EasyBot
from games.alchemists.board.rules import RULES
from games.alchemists.board.ui.choice import TARGET_SLOTS, parts_of, part_for_target, start
from games.kernel import play


def decisions(players: int, variant: str, seed: int):  # type: ignore[no-untyped-def]
    """Every decision of a seeded game (easy bots with random detours): the legal actions."""
    match = play.new_match(RULES, ["bot:easy"] * players, seed, {"players": players, "variant": variant})
    bot, rng = EasyBot(), random.Random(seed)
    while not match.state.over:
        seat, legal = match.to_move(), match.legal_actions()
        yield legal
        action = rng.choice(legal) if rng.random() < 0.35 else bot.choose(match.view(seat), legal, rng)
        play.play_action(match, action)


def build(legal: list[A.Action], way: tuple) -> A.Action | None:
    choice = start(legal)
    for part in way:
        if choice.ready() is not None:
            break
        if part in choice.chosen:
            continue
        assert part in choice.options(), (part, choice.options())
        choice = choice.pick(part)
    return choice.ready()


@pytest.mark.parametrize("players, variant, seed", [(2, "apprentice", 1), (3, "master", 2), (4, "apprentice", 3),
                                                    (4, "master", 4), (2, "master", 5), (3, "apprentice", 6)])
def test_every_legal_action_of_a_whole_game_can_be_put_together(players: int, variant: str, seed: int) -> None:
    kinds: set[str] = set()
    for legal in decisions(players, variant, seed):
        for action in legal:
            for way in parts_of(action):
                assert build(legal, way) == action, (action, way)
            kinds.add(type(action).__name__)
    assert {"ChooseOrder", "Declare", "Forage", "Transmute", "Mix", "Word"} <= kinds


def test_a_pair_may_be_chosen_in_either_order_and_a_single_option_is_taken_at_once() -> None:
    legal = [A.Sell("R+", "sign", 1, 2), A.Sell("R+", "sign", 1, 3), A.PASS]
    choice = start(legal).pick(("wish", "R+"))
    assert choice.chosen == (("wish", "R+"), ("guarantee", "sign"))  # the only guarantee: taken at once
    assert set(choice.options()) == {("ingredient", 1), ("ingredient", 2), ("ingredient", 3)}
    assert choice.pick(("ingredient", 2)).ready() == A.Sell("R+", "sign", 1, 2)  # then fern is the only partner
    assert choice.pick(("ingredient", 1)).ready() is None
    assert choice.pick(("ingredient", 1)).pick(("ingredient", 3)).ready() == A.Sell("R+", "sign", 1, 3)
    with pytest.raises(ValueError):
        choice.pick(("ingredient", 7))


def test_board_targets_choose_the_matching_part_only() -> None:
    legal = [A.Publish(2, 5, "gold"), A.Endorse(4, "silver"), A.PASS]
    choice = start(legal)
    assert part_for_target(choice, ("theory", 2)) == ("theory", 2)
    assert part_for_target(choice, ("theory", 3)) is None
    assert part_for_target(choice, ("ingredient", 2)) is None  # a hand card is not a theory
    assert part_for_target(choice.pick(("theory", 4)), ("seal", "silver")) is None  # taken at once: ready
    assert choice.pick(("theory", 4)).ready() == A.Endorse(4, "silver")
    assert part_for_target(start([A.Forage(A.DECK), A.Forage(3)]), ("deck",)) == ("deck", A.DECK)
    assert set(TARGET_SLOTS) >= {"order", "space", "row", "deck", "ingredient", "theory", "alchemical", "seal",
                                 "favor", "artifact", "wish", "potion", "grant"}


EVERY_DECISION = [  # one of each decision the rules know (actions.py's notation list)
    A.KeepFavor("assistant"), A.Discard(2), A.ChooseOrder(3), A.Declare("sell"), A.PlayFavor("assistant"),
    A.PlayFavor("associate", "sell"), A.PlayFavor("custodian"), A.DONE, A.PASS, A.Forage(2), A.Forage(A.DECK),
    A.Transmute(2), A.Bid(2), A.Sell("B+", "sign", 1, 2), A.Buy("periscope"), A.DebunkAspect(2, "red"),
    A.DebunkMix(1, 2, "R+"), A.Publish(2, 2, "gold"), A.Endorse(2, "hedge-red"), A.Mix("student", 1, 2),
    A.Mix("drink", 1, 2), A.Mix("cap", 1, 2), A.Exhibit("R+", 1, 2), A.PlayFavor("sage"), A.PlayFavor("shopkeeper"),
    A.PlayFavor("barmaid"), A.PlayFavor("merchant"), A.BOOTS, A.PERISCOPE, A.SET_ASIDE, A.Altar(3), A.TakeGrant(1),
]


@pytest.mark.parametrize("action", EVERY_DECISION, ids=str)
def test_each_kind_of_decision_is_put_together_from_its_parts(action: A.Action) -> None:
    legal = [action, A.PASS] if action != A.PASS else [action, A.DONE]
    for way in parts_of(action):
        assert build(legal, way) == action
