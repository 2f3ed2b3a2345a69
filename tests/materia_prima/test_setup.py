"""Setup ("Aufbau") and the action notation."""

from __future__ import annotations

from collections import Counter

import pytest

from games.kernel.errors import InvalidNotationError, RulesError
from games.kernel.protocol import CHANCE, seat_names_of
from games.materia_prima import actions as A
from games.materia_prima.components import INQUISITOR_CARDS, RECIPES, UPGRADES
from games.materia_prima.rules import RULES
from tests.materia_prima.helpers import alchemist, outcomes, table


@pytest.mark.parametrize("players, alchemists, pool", [(1, 2, 6), (2, 2, 6), (3, 3, 9), (4, 4, 12)])
def test_the_pool_holds_level_one_cards_by_the_number_of_alchemists(players: int, alchemists: int, pool: int) -> None:
    state = table(players)
    assert state.alchemist_count == alchemists
    assert len(state.pool) == pool
    assert Counter(RECIPES[c].deck for c in state.pool) == {d: alchemists for d in ("homunculi", "equipment", "fragments")}
    assert all(RECIPES[c].level == 1 for c in state.pool)


def test_solo_play_runs_two_alchemists() -> None:
    assert seat_names_of(RULES, {"players": 1}) == ("yellow", "brown")
    assert table(1).campaign.players == ("Player 1",)
    assert {m.player for m in table(1).campaign.members} == {"Player 1"}


def test_seats_are_the_colours_of_the_chosen_characters() -> None:
    assert seat_names_of(RULES, {"players": 2, "characters": ["wilka", "piot"]}) == ("green", "grey")


def test_each_city_card_shows_a_tower_upgrade_marker_and_an_open_order() -> None:
    state = table(3)
    assert all(state.city_upgrades) and all(state.city_orders)
    assert len(state.upgrade_pile) == 2 * len(UPGRADES) - 3 and len(state.order_pile) == 12


def test_the_setup_draws_are_chance_steps_at_the_start_of_the_log() -> None:
    state = RULES.setup({"players": 2})
    assert RULES.to_move(state) == CHANCE
    assert [w for _, w in outcomes(state)] == [2] * len(UPGRADES)  # two markers of each upgrade


def test_each_alchemist_starts_on_its_tower_with_one_soul_stone_and_nothing_else() -> None:
    state = table(4)
    for a in state.alchemists:
        assert a.field == a.tower == state.board.site(a.site) and a.soul_stone == 1
        assert not any(a.carried) and not any(a.storage) and not a.homunculi
    assert [a.site for a in state.alchemists] == [1, 2, 3, 4]


def test_the_inquisitor_pile_holds_the_six_cards_of_each_type_of_the_scenario() -> None:
    state = table(2, scenario=1)
    assert Counter(INQUISITOR_CARDS[c].type for c in state.inq_pile) == {"A": 6, "B": 6}
    assert state.alarm_pile == tuple(range(1, 13)) and state.day == 0


def test_the_scenario_starts_with_day_one_after_the_setup_draws() -> None:
    state = table(2)
    assert state.agenda == (("day",),)
    assert str(RULES.chance_outcomes(state)[0][0]) == "day 1"


def test_difficulty_sets_the_days_to_play() -> None:
    assert [table(2, difficulty=d).days for d in ("easy", "normal", "hard")] == [20, 16, 12]


@pytest.mark.parametrize("config, message", [
    ({"colour": "red"}, "no option"),
    ({"difficulty": "brutal"}, "difficulty"),
    ({"players": 5}, "players"),
    ({"scenario": 9}, "scenario"),
    ({"players": 2, "characters": ["piot", "piot"]}, "characters"),
    ({"players": 2, "towers": [1, 1]}, "towers"),
    ({"players": 2, "names": ["Ann", "Ann"]}, "names"),
    ({"layout": [[1, 0]] * 7}, "exactly once"),
])
def test_a_wrong_config_is_refused_with_a_clear_error(config: dict, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        RULES.setup(config)


def test_towers_and_characters_may_be_chosen_for_a_new_campaign() -> None:
    state = table(2, characters=["wilka", "lenka"], towers=[4, 2])
    assert [a.colour for a in state.alchemists] == ["green", "brown"]
    assert alchemist(state, "green").tower == state.board.site(4)


EXAMPLES = [
    "move yellow 1,-2", "mine brown", "drop aeribos", "trade yellow brown", "equip grey", "fight green A1",
    "fight-order yellow", "deliver yellow glass", "convert yellow sulphur", "transmute green aeribos",
    "research grey fragments", "buy yellow", "sail yellow T", "portal brown", "end", "give water", "take gold",
    "wear dolch", "stow dolch", "done", "keep limmex", "discard glys", "event 4 alchemists", "sacrifice yellow aeribos",
    "lose yellow gold", "extend normal", "finish", "carry yellow athanor", "carried yellow", "die 2",
    "alarm-card 12", "peek 3", "inquisitor B3", "recipe fragment-2a", "order 15", "upgrade portal", "day 20",
    "marker 0,-3 yellow", "alarm -2,4", "place A2 1,-3", "guard C1 0,-1", "turn grey", "activate D1",
    "target E1 tower-yellow 4", "step A1 0,1", "attack A1 aeribos", "destroy D1 yellow", "forfeit F2",
    "result beaten", "loot yellow none", "verdict failed soul-stones",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_action_reads_back_from_its_notation(text: str) -> None:
    action = A.parse_action(text)
    assert str(action) == text and A.parse_action(str(action)) == action


def test_every_action_type_has_an_example() -> None:
    assert {A.parse_action(t).verb for t in EXAMPLES} == set(A.ACTION_TYPES)


def test_notation_ignores_case_and_spaces() -> None:
    assert A.parse_action("  MOVE   Yellow 1,-2 ") == A.Move("yellow", (1, -2))
    assert A.parse_action("sail yellow t") == A.Sail("yellow", "T")
    assert A.parse_action("fight green a1") == A.Fight("green", "A1")


@pytest.mark.parametrize("text, message", [
    ("fly yellow", "unknown verb"), ("move yellow", "takes 2 argument"), ("move yellow 1-2", "not a field"),
    ("die two", "whole number"), ("sail yellow X", "not a city"), ("fight yellow Z9", "not an inquisitor"),
    ("", "unknown verb"),
])
def test_text_that_is_no_action_is_an_invalid_notation(text: str, message: str) -> None:
    with pytest.raises(InvalidNotationError, match=message):
        A.parse_action(text)
