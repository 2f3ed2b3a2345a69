"""The notation round trip, the printed components, and what a seat's view shows."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from games.kernel.errors import InvalidNotationError
from games.kupferkessel.actions import DECLINE, KEEP, MOVE, Draw, Take, parse_action, take
from games.kupferkessel.components import (
    ALL_CARDS, CARD_COUNT, COLOURS, EXPLOSION, HAT, HOUSE_RULES, KINDS, card_json, symbol_of,
)
from games.kupferkessel.rules import RULES
from games.kupferkessel.state import OVER, TAKE
from tests.kupferkessel.helpers import card, cards, make_state


def test_every_action_round_trips_through_its_notation() -> None:
    every = [MOVE, KEEP, DECLINE] + [Take(c) for c in range(36)] + [Draw(c) for c in ALL_CARDS]
    for action in every:
        assert parse_action(str(action)) == action
    assert len({str(a) for a in every}) == len(every)


def test_notation_ignores_case_and_spacing() -> None:
    assert parse_action("  TAKE   r2C3 ") == take(2, 3) == Take(8)
    assert parse_action("Draw Bat-Wing-2") == Draw(card("bat-wing-2"))


@pytest.mark.parametrize("text", ["", "jump", "take r7c1", "take r0c3", "take c3r2", "draw unicorn-2",
                                  "draw bat-wing-5", "draw", "keep it", "move 3"])
def test_text_that_is_no_action_raises_invalid_notation_naming_it(text: str) -> None:
    with pytest.raises(InvalidNotationError, match=f"'{text}'" if text else "''"):
        parse_action(text)


def test_fifty_six_cards_fourteen_kinds_seven_colours() -> None:
    assert CARD_COUNT == len(ALL_CARDS) == 56 and len(KINDS) == 14
    assert Counter(k.colour for k in KINDS) == {colour: 2 for colour in COLOURS}
    assert len({k.id for k in KINDS}) == 14


def test_symbols_sit_on_value_two_cards_seven_of_each() -> None:
    symbols = Counter(symbol_of(c) for c in ALL_CARDS if symbol_of(c))
    assert symbols == {EXPLOSION: 7, HAT: 7}
    assert all(card_json(c)["value"] == 2 for c in ALL_CARDS if symbol_of(c))
    assert card_json(card("bat-wing-2")) == {"kind": "bat-wing", "colour": "black", "value": 2, "symbol": "explosion"}


def test_house_rules_have_unique_translation_keys() -> None:
    keys = [rule.text_key for rule in HOUSE_RULES]
    assert len(set(keys)) == len(keys) and all(k.startswith("kupferkessel.") for k in keys)


def test_view_shows_top_cards_and_sizes_only() -> None:
    state = make_state({"r2c3": "cobweb-4"}, white=("moonflower-1", "wolf-claw-3"), black=("toadstool-2",),
                       figures=(2, 10), phase=TAKE)
    view = RULES.view(state, 1)
    assert view.cauldron_tops == cards("wolf-claw-3", "toadstool-2") and view.cauldron_sizes == (2, 1)
    assert view.pile_size == state.pile_size and view.revealed_cauldrons == ()
    card_fields = (view.grid, view.cauldron_tops, view.log, view.revealed_cauldrons, (view.pending,))
    assert all(card("moonflower-1") not in field for field in card_fields)
    assert view.beside_line(0)[0] == 2  # column c3 starts at cell 2


def test_view_is_identical_when_only_hidden_cards_differ() -> None:
    state = make_state({"r2c3": "cobweb-4"}, white=("moonflower-1", "wolf-claw-3"), black=("toadstool-2",),
                       figures=(2, 10), phase=TAKE, fill=True)
    hidden_below, hidden_in_pile = state.cauldrons[0][0], state.pile[0]
    swapped = replace(
        state,
        cauldrons=((hidden_in_pile,) + state.cauldrons[0][1:], state.cauldrons[1]),
        pile=tuple(sorted((hidden_below,) + state.pile[1:])),
    )
    assert swapped != state
    assert RULES.view(swapped, 0) == RULES.view(state, 0) and RULES.view(swapped, 1) == RULES.view(state, 1)


def test_view_shows_every_cauldron_once_the_game_is_over() -> None:
    state = make_state({}, white=("moonflower-1", "wolf-claw-3"), phase=OVER, pile=())
    assert RULES.view(state, 1).revealed_cauldrons == state.cauldrons
