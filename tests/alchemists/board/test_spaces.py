"""Forage, transmute, student, drink, the exhibition: one test per rule.

Identity secret (helpers): mushroom+toad = B-, fern+toad = G-, bird-claw+flower = R-,
fern+mandrake = R+, mushroom+bird-claw = G+, fern+bird-claw = B+, mushroom+fern = N.
"""

from __future__ import annotations

from games.alchemists.board.state import Task
from tests.alchemists.board.helpers import (
    RULES, counts, draw_first, gold, lab, legal_texts, play, rep, table,
)

HAND = ["mushroom", "fern", "toad", "bird-claw", "flower", "mandrake"]


def acting(space: str, labs=None, count: int = 0, round_number: int = 2, **fields):
    labs = labs or [lab(hand=HAND), lab(hand=HAND), lab(hand=HAND)]
    return table(labs, agenda=[Task("act", 0, space, count=count), Task("space-end", space=space)],
                 round=round_number, **fields)


def test_forage_takes_a_face_up_card_and_the_row_is_not_refilled() -> None:
    state = play(acting("forage", row=(2, 2, 5)), "forage toad")
    assert state.labs[0].hand[2] == 2 and state.row == () and state.discard[2] == 1 and state.discard[5] == 1


def test_forage_from_the_deck_draws_unseen() -> None:
    state = play(acting("forage", row=(2,)), "forage deck")
    assert RULES.chance_outcomes(state)[0][0].colour == "red"  # type: ignore[union-attr]
    state = play(state, "draw red scorpion")
    assert state.labs[0].hand[6] == 1 and RULES.view(state, 1).seats[0].hand_size == 7


def test_transmute_discards_one_card_face_down_for_one_gold_and_each_sage_adds_one() -> None:
    state = play(acting("transmute"), "transmute toad")
    assert gold(state)[0] == 3 and state.discard[2] == 1 and state.labs[0].hand[2] == 0
    sage = acting("transmute", labs=[lab(hand=HAND, favors=["sage", "sage"]), lab(), lab()])
    assert gold(play(sage, "play sage", "play sage", "transmute toad"))[0] == 2 + 3


def test_the_student_test_is_free_until_it_makes_a_negative_potion_then_costs_one_gold() -> None:
    labs = [lab(hand=HAND), lab(hand=HAND), lab(hand=HAND, gold=0)]
    state = table(labs, agenda=[Task("act", 0, "student", count=0), Task("act", 1, "student", count=0),
                                Task("act", 2, "student", count=0)])
    state = play(state, "student mushroom toad")  # B-: free, but now the student is wary
    assert gold(state)[0] == 2 and state.student_negative
    state = play(state, "student fern mandrake")
    assert gold(state)[1] == 1
    assert legal_texts(state) == ["pass"]  # no gold, no test


def test_student_results_are_told_to_everyone_without_the_ingredients() -> None:
    state = play(acting("student"), "student fern mandrake")
    seen = RULES.view(state, 1).experiments[-1]
    assert (seen.kind, seen.ingredients, seen.answer) == ("student", None, "R+")


def test_drinking_insanity_costs_one_reputation_once_a_round() -> None:
    state = table([lab(hand=HAND + HAND), lab(), lab()],
                  agenda=[Task("act", 0, "drink", count=0), Task("act", 0, "drink", count=1)])
    state = play(state, "drink mushroom toad")
    assert rep(state)[0] == 9
    state = play(state, "drink mushroom toad")
    assert rep(state)[0] == 9


def test_drinking_poison_sends_a_cube_to_the_hospital() -> None:
    state = play(acting("drink"), "drink bird-claw flower")
    assert state.labs[0].poisoned and state.labs[0].suffered == ("hospital",)


def test_drinking_paralysis_puts_the_seat_on_the_bottom_space_next_round() -> None:
    state = play(acting("drink"), "drink fern toad")
    assert state.paralysed == (0,)


def test_positive_and_neutral_drinks_do_nothing() -> None:
    state = play(acting("drink"), "drink mushroom fern")
    assert rep(state)[0] == 10 and state.paralysed == () and not state.labs[0].poisoned


def test_mixed_cards_are_discarded() -> None:
    state = play(acting("drink"), "drink mushroom fern")
    assert state.labs[0].hand == counts(["toad", "bird-claw", "flower", "mandrake"])
    assert state.discard[0] == 1 and state.discard[1] == 1


def test_exhibiting_a_made_potion_first_gains_one_and_both_signs_of_a_colour_two_more() -> None:
    labs = [lab(hand=HAND, exhibited=("R-",)), lab(hand=HAND), lab(hand=HAND)]
    state = table(labs, agenda=[Task("act", 0, "exhibit", count=0), Task("act", 1, "exhibit", count=0)],
                  round=6, exhibited=("R-",))
    state = play(state, "exhibit R+ fern mandrake")
    assert rep(state)[0] == 10 + 1 + 2 and state.labs[0].exhibited == ("R-", "R+")
    state = play(state, "exhibit R+ fern mandrake")  # made, but not first: no gain
    assert rep(state)[1] == 10


def test_an_exhibition_that_fails_costs_one_reputation_and_tells_only_yes_or_no() -> None:
    state = play(acting("exhibit", round_number=6), "exhibit R+ mushroom fern")
    assert rep(state)[0] == 9 and state.labs[0].exhibited == ()
    seen = RULES.view(state, 0).experiments[-1]
    assert (seen.answer, seen.result) == ("no", None)


def test_a_potion_already_exhibited_by_the_seat_cannot_be_announced_again() -> None:
    state = acting("exhibit", labs=[lab(hand=HAND, exhibited=("R+",)), lab(), lab()], round_number=6)
    assert not any(t.startswith("exhibit R+ ") for t in legal_texts(state))


def test_draws_from_an_empty_deck_take_the_discard_pile_and_from_two_empty_piles_nothing() -> None:
    state = table([lab(), lab(), lab()], agenda=[Task("draw-ingredient", 1, count=1)],
                  deck=(0,) * 8, discard=(0, 0, 5, 0, 0, 0, 0, 0))
    assert [str(a) for a, _ in RULES.chance_outcomes(state)] == ["draw green toad"] and sum(state.discard) == 0
    empty = table([lab(), lab(), lab()], agenda=[Task("draw-ingredient", 1, count=1)], deck=(0,) * 8)
    assert empty.agenda[0].kind == "boots" and draw_first(empty).labs[1].hand == (0,) * 8
