"""The printed material as data: board, elements, dice, decks, cards, scenario cards, house rules."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from games.kernel.errors import RulesError
from games.materia_prima.board import board_for, check_layout, hex_distance, rotate
from games.materia_prima.components import (
    ALARM_CARDS, CHARACTERS, CITY_ORDERS, COLOURS, CONVERSIONS, DECKS, DEFAULT_LAYOUT, DIE_FACES, ELEMENTS,
    INQUISITOR_CARDS, INQUISITOR_TYPES, MAX_TYPES_PER_SCENARIO, RECIPES, SCENARIOS, STAGE, SUPPLY, TILES,
    UPGRADES, deck_cards,
)
from games.materia_prima.house_rules import HOUSE_RULES, TOPICS
from games.materia_prima.odds import success_chance

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n" / "materia-prima.json"


def test_seven_tiles_of_seven_fields_make_a_flower_of_49_fields() -> None:
    board = board_for()
    assert len(board.fields) == 49 and len({f.hex for f in board.fields}) == 49
    assert Counter(f.tile for f in board.fields) == {tile: 7 for tile in TILES}
    assert max(hex_distance((0, 0), f.hex) for f in board.fields) == 4


def test_the_temple_tile_lies_in_the_centre_of_the_default_layout() -> None:
    board = board_for()
    centre = board.fields[board.index_of((0, 0))]
    assert centre.kind == "temple" and centre.tile == 4 and DEFAULT_LAYOUT[0] == (4, 0)


def test_fifteen_mines_three_of_each_stage_one_element() -> None:
    board = board_for()
    mines = Counter(board.fields[m].element for m in board.mines())
    assert mines == {"water": 3, "earth": 3, "air": 3, "fire": 3, "iron": 3}


def test_three_cities_and_four_tower_sites() -> None:
    board = board_for()
    assert sorted(f.city for f in board.fields if f.city) == ["G", "R", "T"]
    assert sorted(f.site for f in board.fields if f.site) == [1, 2, 3, 4]


def test_rotation_turns_a_tile_clockwise_by_sixty_degrees() -> None:
    assert rotate((1, 0), 1) == (0, 1)  # E becomes SE
    assert rotate((1, 0), 6) == (1, 0)
    turned = board_for(((4, 1),) + DEFAULT_LAYOUT[1:])
    # tile 4's tower site was SW of the temple; turned once it is W of it
    assert turned.fields[turned.site(4)].hex == (-1, 0)


def test_a_layout_must_place_each_tile_once() -> None:
    with pytest.raises(RulesError, match="exactly once"):
        check_layout([(1, 0)] * 7)
    with pytest.raises(RulesError, match="7 pairs"):
        check_layout([1, 2, 3])


def test_neighbours_are_the_six_touching_fields() -> None:
    board = board_for()
    centre = board.index_of((0, 0))
    assert sorted(board.fields[n].hex for n in board.neighbours[centre]) == sorted(
        [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)])
    corner = board.index_of((1, -4))
    assert len(board.neighbours[corner]) == 3


def test_two_elements_convert_into_one_of_the_next_stage() -> None:
    for product, (a, b) in CONVERSIONS.items():
        stage = STAGE[ELEMENTS.index(product)]
        assert STAGE[ELEMENTS.index(a)] == STAGE[ELEMENTS.index(b)] == stage - 1 and a != b
    assert CONVERSIONS["sulphur"] == ("water", "earth") and CONVERSIONS["gold"] == ("copper", "mercury")


def test_supply_has_20_12_8_of_each_stage() -> None:
    assert [SUPPLY[ELEMENTS.index(e)] for e in ("water", "glass", "gold")] == [20, 12, 8]
    assert sum(SUPPLY) == 5 * 20 + 4 * 12 + 3 * 8


def test_the_die_shows_0_0_1_1_2_2_and_fights_sum_the_dice() -> None:
    assert sorted(DIE_FACES) == [0, 0, 1, 1, 2, 2]
    assert success_chance(1, 2) == pytest.approx(1 / 3)
    assert success_chance(2, 3) == pytest.approx(3 / 9)  # (1,2) (2,1) (2,2) of 9
    assert success_chance(3, 5) == pytest.approx(4 / 27)


def test_each_inquisitor_type_has_six_cards_with_the_reference_modifiers() -> None:
    for letter, kind in INQUISITOR_TYPES.items():
        modifiers = [c.modifier for c in INQUISITOR_CARDS.values() if c.type == letter]
        assert len(modifiers) == 6
        expected = ["attack", "defence", "actions", "extra-figure", "destruction" if kind.destruction else "attack",
                    "second-figure"]
        assert modifiers == expected
    assert (INQUISITOR_TYPES["A"].attack, INQUISITOR_TYPES["A"].defence, INQUISITOR_TYPES["A"].actions) == (2, 2, 2)


def test_twelve_alarm_cards_vary_city_colour_modifier_and_loot() -> None:
    cards = ALARM_CARDS.values()
    assert len(ALARM_CARDS) == 12
    assert Counter(c.city for c in cards) == {"T": 4, "R": 4, "G": 4}
    assert Counter(c.order[0] for c in cards) == {colour: 3 for colour in COLOURS}
    assert sum(1 for c in cards if not c.modifier) == 4
    assert all(sorted(c.order) == sorted(COLOURS) for c in cards)
    assert all([STAGE[ELEMENTS.index(e)] for e in c.loot] == [1, 2, 3] for c in cards)


def test_alarm_patterns_place_one_marker_on_twelve_different_offsets() -> None:
    offsets = [c.pattern for c in ALARM_CARDS.values()]
    assert all(len(p) == 1 for p in offsets)
    assert len(set(offsets)) == 12
    assert ALARM_CARDS[1].pattern == (("SW",),)  # the rulebook's example: one marker lower left


def test_fifteen_city_orders_of_the_five_kinds() -> None:
    assert len(CITY_ORDERS) == 15
    assert {o.kind for o in CITY_ORDERS.values()} == {"fight", "element", "homunculus", "equipment", "fragment"}
    assert all(1 <= o.points <= 3 for o in CITY_ORDERS.values())
    assert sorted(int(o.value) for o in CITY_ORDERS.values() if o.kind == "fight") == [2, 3, 4]  # [D] issue 22


def test_recipe_decks_have_three_levels_and_two_element_costs_of_their_stage() -> None:
    assert [len(deck_cards(d)) for d in DECKS] == [12, 10, 13]
    for recipe in RECIPES.values():
        assert len(recipe.cost) == 2
        assert all(STAGE[ELEMENTS.index(e)] == recipe.level for e in recipe.cost)
    assert RECIPES["aeribos"].stats == (3, 1, 1, 1)
    assert RECIPES["dolch"].slot == "weapon" and RECIPES["dolch"].bonus == "attack"


def test_characters_have_their_colours_and_abilities() -> None:
    assert {c.colour for c in CHARACTERS.values()} == set(COLOURS)
    assert CHARACTERS["lenka"].carry == 5 and CHARACTERS["wilka"].defence == 3


def test_eight_tower_upgrades() -> None:
    assert len(UPGRADES) == 8 and UPGRADES["portal"].price == ("mercury",)


def test_scenario_cards_have_events_on_the_red_days_and_at_most_three_types() -> None:
    assert sorted(SCENARIOS) == [0, 1, 2, 3, 4]
    for scenario in SCENARIOS.values():
        assert [e.day for e in scenario.events] == [4, 8, 12, 16]
        assert 1 <= len(scenario.types) <= MAX_TYPES_PER_SCENARIO
        for event in scenario.events:
            assert event.points_needed(1) == event.points[0] and event.points_needed(4) == event.points[2]
    rulebook = SCENARIOS[1].events
    assert [str(e.alchemists) for e in rulebook] == ["gain gold 1", "alchemists defence 1", "alchemists carry 1",
                                                      "gain copper 1"]
    assert [e.points for e in rulebook] == [(3, 4, 5), (2, 3, 4), (1, 2, 2), (1, 2, 2)]


def test_every_house_rule_has_german_and_english_text_and_a_topic() -> None:
    texts = json.loads(I18N.read_text(encoding="utf-8"))
    assert len(HOUSE_RULES) >= 50 and len({r.id for r in HOUSE_RULES}) == len(HOUSE_RULES)
    for rule in HOUSE_RULES:
        key = rule.text_key.removeprefix("materia-prima.")
        assert texts[key]["en"].strip() and texts[key]["de"].strip(), rule.id
        assert rule.topic in TOPICS


def test_every_named_thing_has_a_name_in_both_languages() -> None:
    texts = json.loads(I18N.read_text(encoding="utf-8"))
    keys = [f"element.{e}" for e in ELEMENTS] + [f"character.{c}" for c in CHARACTERS]
    keys += [f"upgrade.{u}" for u in UPGRADES] + [f"inquisitor.{t}" for t in INQUISITOR_TYPES]
    keys += [f"scenario.{n}.{part}" for n in SCENARIOS for part in ("title", "objective", "intro")]
    keys += [f"recipe.{r.id}" for r in RECIPES.values() if r.deck == "equipment"]
    for key in keys:
        assert texts[key]["en"] and texts[key]["de"], key
