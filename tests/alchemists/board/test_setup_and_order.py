"""Set-up and the play-order track, one test per rule."""

from __future__ import annotations

import pytest

from games.alchemists.board.components import (
    FAVORS, ORDER_TRACK, SEAL_COUNTS, action_costs, cubes_for, order_spaces,
)
from games.alchemists.board.flow import BOTTOM, play_order
from games.alchemists.board.rules import RULES
from games.alchemists.board.state import Task
from games.alchemists.codes import ASSIGNMENT_COUNT
from games.kernel.errors import RulesError
from tests.alchemists.board.helpers import counts, draw_first, lab, legal_texts, play, table


def test_secret_is_one_chance_outcome_of_all_assignments() -> None:
    state = RULES.setup({"players": 2})
    outcomes = RULES.chance_outcomes(state)
    assert len(outcomes) == ASSIGNMENT_COUNT and str(outcomes[123][0]) == "secret 123"
    assert {w for _, w in outcomes} == {1}


@pytest.mark.parametrize("variant, cards", [("apprentice", 3), ("master", 2)])
def test_setup_gives_two_gold_ten_reputation_eleven_seals_and_starting_ingredients(variant: str, cards: int) -> None:
    state = draw_first(RULES.setup({"players": 3, "variant": variant}))
    for seat_lab in state.labs:
        assert (seat_lab.gold, seat_lab.reputation, seat_lab.seals) == (2, 10, SEAL_COUNTS)
        assert sum(seat_lab.seals) == 11 and sum(seat_lab.hand) == cards


def test_setup_deals_three_artifacts_per_tier_one_adventurer_and_five_row_cards() -> None:
    state = draw_first(RULES.setup({"players": 2}))
    assert [len(t) for t in state.artifacts_dealt] == [3, 3, 3]
    assert len(state.adventurers) == 1 and len(state.row) == 5 and sum(state.deck) == 40 - 5 - 2 * 3


def test_start_player_is_drawn_by_lot() -> None:
    state = RULES.apply(RULES.setup({"players": 4}), RULES.parse_action("secret 0"))
    assert [str(a) for a, _ in RULES.chance_outcomes(state)] == ["start red", "start green", "start blue", "start yellow"]


def test_each_seat_draws_two_favors_and_keeps_one() -> None:
    state = draw_first(RULES.setup({"players": 2}))
    assert state.agenda[0].kind == "keep-favor" and sum(state.labs[state.agenda[0].seat].favors) == 2
    seat = state.agenda[0].seat
    after = play(state, legal_texts(state)[0])
    assert sum(after.labs[seat].favors) == 1 and sum(after.favor_discard) == 1


def test_a_kept_herbalist_draws_three_ingredients_and_discards_two_at_once() -> None:
    state = table([lab(favors=["herbalist", "sage"]), lab()], agenda=[Task("keep-favor", 0)], players=2, round=0)
    state = play(state, "keep herbalist", "draw red toad", "draw red toad", "draw red fern")
    assert state.agenda[0].kind == "discard" and sum(state.labs[0].hand) == 3
    state = play(state, "discard toad", "discard fern")
    assert state.labs[0].hand == counts(["toad"]) and sum(state.labs[0].favors) == 0
    assert sum(state.favor_discard) == 2


@pytest.mark.parametrize("players, spaces", [(2, 6), (3, 7), (4, 8)])
def test_order_track_has_more_spaces_for_more_players(players: int, spaces: int) -> None:
    assert len(order_spaces(players)) == spaces
    assert [ORDER_TRACK[i].id for i in order_spaces(players)][:6] == [
        "pay-gold", "nothing", "one-ingredient", "two-ingredients", "favor-ingredient", "two-favors"]


def test_seats_choose_order_from_the_start_player_clockwise_on_free_spaces() -> None:
    state = table(agenda=[Task("order-start")], start_player=1, round=1)
    assert state.agenda[0] == Task("order", 1)
    state = play(state, "order nothing")
    assert state.agenda[0] == Task("order", 2) and "order nothing" not in legal_texts(state)


def test_the_first_order_space_costs_one_gold_and_needs_it() -> None:
    state = table([lab(gold=0), lab(gold=1), lab()], agenda=[Task("order", 0), Task("order", 1)])
    assert "order pay-gold" not in legal_texts(state)
    state = play(state, "order nothing", "order pay-gold")
    assert state.labs[1].gold == 0


def test_order_spaces_bring_ingredients_and_favors_from_the_decks() -> None:
    state = table(agenda=[Task("order", 0)])
    state = play(state, "order favor-two-ingredients", "draw red toad", "draw red fern", "favor red sage")
    assert state.labs[0].hand == counts(["fern", "toad"]) and state.labs[0].favors == counts(["sage"], FAVORS)


def test_witchs_trunk_owner_takes_no_ingredients_from_the_order_track() -> None:
    state = table([lab(artifacts=("witchs-trunk",)), lab(), lab()], agenda=[Task("order", 0)])
    state = play(state, "order favor-ingredient")
    assert [str(a) for a, _ in RULES.chance_outcomes(state)][0].startswith("favor red")


def test_paralysed_seats_take_the_bottom_space_first_to_drink_first() -> None:
    state = table(agenda=[Task("order-start")], paralysed=(2, 0), start_player=0, round=2)
    assert state.agenda[0] == Task("order", 1) and state.bottom == (2, 0)
    state = draw_first(play(state, "order nothing"))
    assert [state.labs[s].order_space for s in (2, 0)] == [BOTTOM, BOTTOM]
    assert play_order(state) == [1, 2, 0]


def test_round_one_has_three_cubes_later_rounds_six_five_four() -> None:
    assert cubes_for(1, 4) == 3 and [cubes_for(2, n) for n in (2, 3, 4)] == [6, 5, 4]


def test_action_rows_per_space_and_player_count() -> None:
    assert action_costs("forage", 3) == (1, 1, 1) and action_costs("forage", 4) == (1, 1)
    assert action_costs("transmute", 2) == (1, 2) == action_costs("publish", 2) == action_costs("debunk", 4)
    assert action_costs("sell", 3) == (2,) and action_costs("student", 4) == (1, 1)
    assert action_costs("exhibit", 3) == (1, 1, 1, 1) and action_costs("exhibit", 4) == (1, 1, 1)


def test_a_herbalist_drawn_during_the_game_is_played_at_once() -> None:
    state = table(agenda=[Task("draw-favor", 1, count=2)])
    state = play(state, "favor green herbalist")
    assert sum(state.labs[1].favors) == 0 and state.agenda[0] == Task("draw-ingredient", 1, count=3)
    state = play(state, "draw green toad", "draw green toad", "draw green fern", "discard toad", "discard fern")
    assert state.labs[1].hand == counts(["toad"]) and state.agenda[0] == Task("draw-favor", 1, count=1)


def test_seats_may_play_the_colours_chosen_at_setup() -> None:
    config = {"players": 2, "colours": ["blue", "yellow"], "variant": "master"}
    assert RULES.seat_names_for(config) == ("blue", "yellow")
    state = draw_first(RULES.setup(config))
    assert state.colours == ("blue", "yellow") and RULES.view(state, 1).seats[1].colour == "yellow"
    dealt = RULES.apply(RULES.setup(config), RULES.parse_action("secret 5"))
    assert {str(a) for a, _ in RULES.chance_outcomes(dealt)} == {"start blue", "start yellow"}


@pytest.mark.parametrize("config, message", [
    ({"players": 5}, "needs 2, 3 or 4 seats"), ({"colours": ["red", "red"]}, "2 different ones"),
    ({"players": 3, "colours": ["red", "green"]}, "3 different ones"), ({"variant": "expert"}, "variant"),
    ({"speed": 2}, "takes only"),
])
def test_a_setup_config_the_game_cannot_play_is_refused_naming_the_problem(config: dict, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        RULES.setup(config)
