"""Buying artifacts and what every artifact does (scoring artifacts: test_scoring.py)."""

from __future__ import annotations

import pytest

from games.alchemists.board.components import ARTIFACTS
from games.alchemists.board.spaces import display, price
from games.alchemists.board.state import Task
from games.kernel.protocol import CHANCE
from games.alchemists.board.summary import summary_of
from tests.alchemists.board.helpers import RULES, gold, lab, legal_texts, play, rep, table

HAND = ["mushroom", "fern", "toad", "bird-claw", "flower", "mandrake"]
DEALT = (("boots", "discount-card", "periscope"), ("thinking-cap", "witchs-trunk", "hypnotic-amulet"),
         ("altar-of-gold", "bronze-cup", "wisdom-idol"))


def buying(labs=None, round_number: int = 2, **fields):
    labs = labs or [lab(gold=10, hand=HAND), lab(hand=HAND), lab(hand=HAND)]
    return table(labs, agenda=[Task("act", 0, "buy", count=0)], round=round_number, artifacts_dealt=DEALT, **fields)


def test_three_artifacts_of_each_tier_and_the_tiers_change_after_rounds_three_and_five() -> None:
    assert [sum(1 for a in ARTIFACTS if a.tier == t) for t in (1, 2, 3)] == [6, 6, 6]
    assert [display(buying(round_number=r)) for r in (3, 4, 6)] == [DEALT[0], DEALT[1], DEALT[2]]


def test_buying_pays_the_printed_price_and_the_artifact_leaves_the_display() -> None:
    state = play(buying(), "buy boots")
    assert gold(state)[0] == 6 and state.labs[0].artifacts == ("boots",) and "boots" not in display(state)


def test_artifacts_beyond_the_seats_gold_are_not_offered() -> None:
    state = buying(labs=[lab(gold=3), lab(), lab()])
    assert {t for t in legal_texts(state) if t.startswith("buy")} == {"buy discount-card", "buy periscope"}


def test_each_shopkeeper_takes_one_gold_off_never_below_zero() -> None:
    state = buying(labs=[lab(gold=3, favors=["shopkeeper"]), lab(), lab()])
    state = play(state, "play shopkeeper", "buy boots")
    assert gold(state)[0] == 0


def test_the_discount_card_takes_two_off_the_next_artifact_and_one_off_every_later_one() -> None:
    state = buying(labs=[lab(gold=9, artifacts=("discount-card",)), lab(), lab()])
    assert price(state, 0, "boots", 0) == 2
    state = play(state, "buy boots")
    assert price(state, 0, "periscope", 0) == 2


def test_amulet_of_rhetoric_gives_five_reputation_at_once() -> None:
    state = table([lab(gold=9), lab(), lab()], agenda=[Task("act", 0, "buy", count=0)], round=4,
                  artifacts_dealt=(DEALT[0], ("amulet-of-rhetoric", "silver-chalice", "seal-of-authority"), DEALT[2]))
    assert rep(play(state, "buy amulet-of-rhetoric"))[0] == 15


def test_hypnotic_amulet_draws_four_favors_and_witchs_trunk_seven_ingredients() -> None:
    state = play(buying(round_number=4), "buy hypnotic-amulet")
    assert state.agenda[0] == Task("draw-favor", 0, count=4)
    state = play(buying(round_number=4), "buy witchs-trunk")
    assert state.agenda[0] == Task("draw-ingredient", 0, count=7)


def test_thinking_cap_tests_two_pairs_of_different_cards_at_once_keeping_them() -> None:
    state = play(buying(round_number=4), "buy thinking-cap")
    assert state.agenda[0].kind == "cap"
    state = play(state, "cap fern mandrake")
    assert "cap fern toad" not in legal_texts(state) and "cap toad bird-claw" in legal_texts(state)
    state = play(state, "cap toad bird-claw")
    assert [e.answer for e in state.experiments] == ["R+", "N"] and state.labs[0].hand[1] == 1
    assert state.agenda[0].kind != "cap" and not state.student_negative
    shown = summary_of(state)["experiments"]
    assert [(e["kind"], e.get("via")) for e in shown] == [("student", "thinking-cap")] * 2


def test_altar_of_gold_turns_up_to_eight_gold_into_reputation() -> None:
    state = play(buying(round_number=6), "buy altar-of-gold")
    assert legal_texts(state)[-1] == "altar 8"
    state = play(state, "altar 5")
    assert (gold(state)[0], rep(state)[0]) == (4, 15)


def test_boots_take_one_more_action_on_a_space_after_everyone_once_a_round() -> None:
    labs = [lab(hand=HAND, artifacts=("boots",)), lab(hand=HAND), lab()]
    state = table(labs, agenda=[Task("act", 0, "transmute", count=0), Task("act", 1, "transmute", count=0),
                                Task("space-end", space="transmute")])
    state = play(state, "transmute toad", "transmute toad")
    assert state.agenda[0] == Task("boots", 0, "transmute")
    state = play(state, "boots", "transmute fern")
    assert gold(state)[0] == 4 and state.labs[0].boots_used and state.labs[0].unused == 0


def test_boots_are_not_offered_after_selling_or_after_passing() -> None:
    labs = [lab(hand=HAND, artifacts=("boots",)), lab(), lab()]
    state = table(labs, agenda=[Task("act", 0, "transmute", count=0), Task("space-end", space="transmute"),
                                Task("act", 0, "sell", count=0), Task("space-end", space="sell")])
    state = play(state, "pass", "sell R+ any fern mandrake")
    assert state.agenda[0].kind == "boots" and state.agenda[0].space == "forage"  # only the helpers' STOP


def test_periscope_sees_one_of_a_colleagues_two_cards_once_a_round() -> None:
    labs = [lab(hand=HAND), lab(artifacts=("periscope",)), lab()]
    state = table(labs, agenda=[Task("act", 0, "student", count=0), Task("act", 0, "student", count=1)])
    state = play(state, "student fern mandrake")
    assert state.agenda[0] == Task("periscope", 1, data=(0, 1, 5)) and legal_texts(state) == ["pass", "periscope"]
    state = play(state, "periscope")
    assert [str(a) for a, _ in RULES.chance_outcomes(state)] == ["peek fern", "peek mandrake"]
    state = play(state, "peek mandrake")
    assert RULES.view(state, 1).experiments[0].seen == (5,) and RULES.view(state, 2).experiments[0].seen == ()
    state = play(state, "student mushroom toad")
    assert state.agenda[0].kind != "periscope"


def test_magic_mortar_keeps_one_of_the_two_cards_a_colleague_draws_blind() -> None:
    state = table([lab(hand=HAND, artifacts=("magic-mortar",)), lab(), lab()],
                  agenda=[Task("act", 0, "drink", count=0)])
    state = play(state, "drink mushroom fern")
    assert RULES.to_move(state) == CHANCE and [str(a) for a, _ in RULES.chance_outcomes(state)] == [
        "mortar mushroom", "mortar fern"]
    state = play(state, "mortar fern")
    assert state.labs[0].hand[0] == 1 and state.labs[0].hand[1] == 0 and state.discard[1] == 1


def test_feather_in_cap_sets_successful_exhibitions_aside_and_with_a_mortar_may_keep_one() -> None:
    state = table([lab(hand=HAND, artifacts=("feather-in-cap",)), lab(), lab()],
                  agenda=[Task("act", 0, "exhibit", count=0)], round=6)
    state = play(state, "exhibit R+ fern mandrake")
    assert state.labs[0].set_aside[1] == 1 and state.labs[0].set_aside[5] == 1
    both = table([lab(hand=HAND, artifacts=("feather-in-cap", "magic-mortar")), lab(), lab()],
                 agenda=[Task("act", 0, "exhibit", count=0)], round=6)
    both = play(both, "exhibit R+ fern mandrake", "mortar fern")
    assert both.agenda[0] == Task("feather", 0, data=(5,)) and both.labs[0].set_aside[1] == 1
    assert play(both, "set-aside").labs[0].set_aside[5] == 1 and play(both, "pass").labs[0].hand[5] == 1


@pytest.mark.parametrize("artifact", ["robe-of-respect", "printing-press", "seal-of-authority", "silver-chalice",
                                      "bronze-cup", "crystal-cabinet", "magic-mirror", "wisdom-idol"])
def test_artifacts_without_an_immediate_effect_change_nothing_when_bought(artifact: str) -> None:
    dealt = (DEALT[0], DEALT[1], (artifact, "bronze-cup", "altar-of-gold"))
    state = table([lab(gold=9), lab(), lab()], agenda=[Task("act", 0, "buy", count=0)], round=6,
                  artifacts_dealt=dealt)
    after = play(state, f"buy {artifact}")
    assert rep(after) == rep(state) and after.agenda[0].kind == "boots"  # the helpers' STOP
