"""The notation round trip, what a seat's view shows and hides, and undo never crossing a reveal."""

from __future__ import annotations

import re
from itertools import combinations

import pytest

from games.alchemists.board import actions as A
from games.alchemists.board.components import (
    ARTIFACTS, FAVORS, GRANTS, GUARANTEES, ORDER_TRACK, SEALS, SEAT_COLOURS, SPACES,
)
from games.alchemists.board.notation import parse_action, public_text
from games.alchemists.board.state import Task
from games.alchemists.components import COLOURED_POTIONS, COLOURS, POTIONS
from games.kernel.errors import InvalidNotationError
from games.kernel.play import can_undo, new_match, play_text
from tests.alchemists.board.helpers import RULES, lab, play, table
from tests.alchemists.board.invariants import with_secrets_changed

PAIRS = list(combinations(range(8), 2))


def every_action() -> list[A.Action]:
    actions: list[A.Action] = [A.Secret(0), A.Secret(40319), *A.WORDS.values()]
    actions += [A.StartPlayer(c) for c in SEAT_COLOURS] + [A.DealArtifact(a.id) for a in ARTIFACTS]
    actions += [A.RevealAdventurer(i) for i in range(6)] + [A.TakeGrant(g) for g in range(len(GRANTS))]
    for i in range(8):
        actions += [A.DealRow(i), A.MortarPick(i), A.PeekPick(i), A.Discard(i), A.Forage(i), A.Transmute(i)]
        actions += [A.DrawIngredient(c, i) for c in SEAT_COLOURS] + [A.DebunkAspect(i, c) for c in COLOURS]
        actions += [A.Publish(i, x, s) for x in range(8) for s in SEALS] + [A.Endorse(i, s) for s in SEALS]
    actions += [A.DrawFavor(c, f) for c in SEAT_COLOURS for f in FAVORS] + [A.KeepFavor(f) for f in FAVORS]
    actions += [A.ChooseOrder(i) for i in range(len(ORDER_TRACK))] + [A.Declare(s) for s in SPACES]
    actions += [A.PlayFavor(f) for f in FAVORS] + [A.PlayFavor("associate", s) for s in SPACES]
    actions += [A.Forage(A.DECK), *(A.Bid(d) for d in range(4)), *(A.Buy(a.id) for a in ARTIFACTS)]
    actions += [A.Altar(n) for n in range(9)]
    for a, b in PAIRS:
        actions += [A.Mix(p, a, b) for p in ("student", "drink", "cap")]
        actions += [A.Sell(p, g, a, b) for p in COLOURED_POTIONS for g in GUARANTEES]
        actions += [A.DebunkMix(a, b, p) for p in POTIONS] + [A.Exhibit(p, a, b) for p in COLOURED_POTIONS]
    return actions


def test_every_action_round_trips_through_its_notation() -> None:
    actions = every_action()
    for action in actions:
        assert parse_action(str(action)) == action
    assert len({str(a) for a in actions}) == len(actions) > 1700


def test_notation_ignores_case_spacing_and_the_order_of_a_pair() -> None:
    assert parse_action("  SELL  b+ Sign TOAD fern ") == A.Sell("B+", "sign", 1, 2)
    assert parse_action("student toad fern") == parse_action("student fern toad") == A.Mix("student", 1, 2)


@pytest.mark.parametrize("text", ["", "fly", "student toad toad", "student toad", "sell X+ any toad fern",
                                  "publish toad 9 gold", "order first", "bid 4", "declare nap", "draw purple toad",
                                  "debunk toad purple", "secret 40320", "grant 6", "play wishes"])
def test_text_that_is_no_action_raises_invalid_notation_naming_it(text: str) -> None:
    with pytest.raises(InvalidNotationError, match=re.escape(f"'{text}'")):
        parse_action(text)


def test_a_view_shows_the_own_hand_favors_and_seals_and_only_counts_of_others() -> None:
    state = table([lab(hand=["toad", "toad"], favors=["sage"]), lab(hand=["fern"]), lab()])
    view = RULES.view(state, 0)
    assert view.hand[2] == 2 and view.favors[FAVORS.index("sage")] == 1 and sum(view.seals) == 11
    assert (view.seats[1].hand_size, view.seats[1].favor_count, view.secret) == (1, 0, None)


def test_a_view_is_unchanged_when_only_another_seats_secrets_change() -> None:
    state = table([lab(hand=["toad", "fern"], favors=["sage"], bid=2), lab(hand=["fern"]), lab()],
                  agenda=[Task("act", 0, "student", count=0)])
    state = play(state, "student fern toad")
    twin = with_secrets_changed(state, 0)
    assert twin != state and RULES.view(twin, 1) == RULES.view(state, 1) and RULES.view(twin, 0) != RULES.view(state, 0)


def test_at_the_end_everything_is_open() -> None:
    state = table(agenda=[Task("game-end")], round=6)
    assert RULES.view(state, 1).secret == tuple(range(8))


def test_undo_takes_back_a_declaration_but_never_a_revealed_answer() -> None:
    match = new_match(RULES, ["human", "human"], 11, {"variant": "apprentice"})
    while RULES.phase(match.state) != "declare":
        play_text(match, str(RULES.legal_actions(match.state)[0]))
    seat = RULES.to_move(match.state)
    play_text(match, "declare student")
    assert can_undo(match, seat)
    state = table([lab(hand=["fern", "toad"]), lab(), lab()], agenda=[Task("act", 0, "student", count=0)])
    assert RULES.reveals_information(state, A.Mix("student", 1, 2))
    assert RULES.reveals_information(state, A.PASS) is False


@pytest.mark.parametrize("text, public", [
    ("draw red toad", "draw red ?"), ("favor blue sage", "favor blue ?"), ("student fern toad", "student ? ?"),
    ("sell B+ sign fern toad", "sell B+ sign ? ?"), ("exhibit R+ fern toad", "exhibit R+ ? ?"),
    ("publish toad 3 hedge-red", "publish toad 3 ?"), ("endorse toad gold", "endorse toad ?"),
    ("transmute toad", "transmute ?"), ("bid 2", "bid ?"), ("mortar toad", "mortar ?"), ("keep sage", "keep ?"),
    ("forage toad", "forage toad"), ("debunk fern toad R+", "debunk fern toad R+"), ("declare sell", "declare sell"),
])
def test_the_public_text_of_an_action_hides_what_only_its_actor_knows(text: str, public: str) -> None:
    assert public_text(parse_action(text)) == public
