"""The notation round trip, the printed components, house rules, what a seat's view shows, undo."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from games.alchemist.actions import (
    PASS_BAG, PASS_EMPTY, Copy, DealSchool, Draw, Invent, PassSupply, Start, parse_action,
)
from games.alchemist.checks import PROBLEMS
from games.alchemist.components import (
    CAULDRON_COUNT, COLOURS, FAME_TILES, HOUSE_RULES, KIND_IDS, KINDS, PAIRS, RECIPES, SETUP,
)
from games.alchemist.rules import RULES
from games.alchemist.state import OVER
from games.alchemist.view import Hidden
from games.kernel.errors import InvalidNotationError, RulesError
from games.kernel.play import can_undo, new_match, play_text
from tests.alchemist.helpers import cubes, dealt, make_state, play

I18N = json.loads((Path(__file__).resolve().parents[2] / "assets" / "i18n" / "alchemist.json").read_text("utf-8"))


def every_action() -> list:
    actions: list = [PASS_BAG, PASS_EMPTY] + [PassSupply(k) for k in range(5)]
    actions += [Invent(c, r, t) for c in range(CAULDRON_COUNT) for r in RECIPES[c] for t in FAME_TILES]
    actions += [Copy(c, k) for c in range(CAULDRON_COUNT) for k in range(5)]
    actions += [cls(colour, k) for cls in (Draw, DealSchool) for colour in COLOURS for k in range(5)]
    return actions + [Start(colour) for colour in COLOURS]


def test_every_action_round_trips_through_its_notation() -> None:
    actions = every_action()
    for action in actions:
        assert parse_action(str(action)) == action
    assert len({str(a) for a in actions}) == len(actions) == 7 + 2500 + 50 + 50 + 5


def test_notation_ignores_case_spacing_and_the_order_of_cubes() -> None:
    expected = Invent(3, cubes("mushrooms*2 troll-eyes"), 9)
    assert str(expected) == "invent c4 mushrooms+mushrooms+troll-eyes fame 9"
    assert parse_action("  INVENT c4  troll-eyes + mushrooms+Mushrooms fame 9 ") == expected
    assert parse_action("Copy C4 Tribute Troll-Eyes") == Copy(3, 3)


@pytest.mark.parametrize("text", ["", "brew", "invent c11 mushrooms fame 3", "invent c0 mushrooms fame 3",
                                  "invent c4 unicorns fame 3", "copy c4 tribute", "pass supply gold",
                                  "draw green spiders", "school white", "start", "pass twice"])
def test_text_that_is_no_action_raises_invalid_notation_naming_it(text: str) -> None:
    with pytest.raises(InvalidNotationError, match=f"'{text}'" if text else "''"):
        parse_action(text)


def test_components_five_kinds_of_32_cubes_ten_cauldrons_ten_tiles() -> None:
    assert KIND_IDS == ("bird-legs", "mushrooms", "snake-venom", "troll-eyes", "spiders")
    assert [k.colour for k in KINDS] == ["grey", "blue", "green", "orange", "yellow"]
    assert all(s.bag + s.supply + s.out == 32 for s in SETUP.values())
    assert len(PAIRS) == len(set(PAIRS)) == CAULDRON_COUNT == 10 and FAME_TILES == tuple(range(1, 11))
    assert all(len(recipes) == 25 for recipes in RECIPES)  # 3 kinds, 0-2 each, 1-5 cubes


def test_house_rules_and_problems_have_german_and_english_texts() -> None:
    keys = [rule.text_key for rule in HOUSE_RULES] + [f"alchemist.problem.{p}" for p in PROBLEMS]
    assert len(set(keys)) == len(keys)
    for key in keys:
        texts = I18N[key.removeprefix("alchemist.")]
        assert texts["de"].strip() and texts["en"].strip() and texts["de"] != texts["en"]
    for kind in KIND_IDS:
        assert I18N[f"kind.{kind}"]["de"] and I18N[f"school.{kind}"]["de"]


def test_the_help_shows_no_house_rule_that_can_never_apply_nor_one_the_rules_contradict() -> None:
    """A bag pass always finds two cubes and a two-player first round always offers a recipe worth
    5 (tests/alchemist/test_rules.py shows both); a passing player may take nothing (the rules)."""
    ids = {rule.id for rule in HOUSE_RULES}
    assert not ids & {"pass-bag-one-cube", "two-player-first-round-fallback", "pass-takes-when-it-can"}
    assert not any(key.startswith("house.") and key.removeprefix("house.") not in ids for key in I18N)


def test_config_is_checked_naming_what_is_wrong() -> None:
    with pytest.raises(RulesError, match="2 to 4"):
        RULES.setup({"players": 5, "max_players": 4})
    with pytest.raises(RulesError, match="'schools'"):
        RULES.setup({"players": 3, "schools": "maybe"})
    with pytest.raises(RulesError, match="no option 'variant'"):
        RULES.setup({"players": 3, "variant": "x"})
    with pytest.raises(RulesError, match="colours"):
        RULES.setup({"players": 2, "colours": ["red", "red"]})
    assert RULES.seat_names_for({"players": 2, "colours": ["red", "white"]}) == ("red", "white")
    assert RULES.setup({"players": 3}).colours == ("white", "black", "brown")


# ---- views -----------------------------------------------------------------------------------------
def table():
    return make_state(players=3, screens=("mushrooms*2 spiders", "troll-eyes*3", "bird-legs"),
                      bag=cubes("snake-venom*4 spiders"), schools=("spiders", "mushrooms", "bird-legs"),
                      cauldrons={"c9": ("mushrooms", 9, "black")})


def test_view_shows_the_own_screen_and_school_and_only_sizes_of_the_others() -> None:
    view = RULES.view(table(), 1)
    assert view.screen == cubes("troll-eyes*3") and view.school == 1
    assert view.screen_sizes == (3, 3, 1) and view.bag_size == 5
    assert view.screens == () and view.schools == ()
    assert not hasattr(view, "bag")


def test_view_is_identical_when_only_the_others_secrets_differ() -> None:
    state = table()
    swapped = replace(state, screens=(cubes("mushrooms spiders snake-venom"),) + state.screens[1:],
                      bag=cubes("snake-venom*3 spiders mushrooms"), schools=(3, 1, 0))
    assert swapped != state
    assert RULES.view(swapped, 1) == RULES.view(state, 1) and RULES.view(swapped, 2) == RULES.view(state, 2)
    assert RULES.view(swapped, 0) != RULES.view(state, 0)


def test_view_log_hides_the_others_draws_and_schools() -> None:
    state = dealt(players=2)
    log = RULES.view(state, 0).log
    assert all(isinstance(a, Draw) for a in log[:12]) and all(a == Hidden("draw", "black") for a in log[12:24])
    assert isinstance(log[24], DealSchool) and log[25] == Hidden("school", "black") and isinstance(log[26], Start)
    assert str(log[25]) == "school black"


def test_view_shows_every_screen_and_school_once_the_game_is_over() -> None:
    state = replace(table(), phase=OVER, seat=-1)
    view = RULES.view(state, 2)
    assert view.screens == state.screens and view.schools == state.schools and view.log == state.log


def test_view_lists_the_own_legal_actions_on_the_own_turn_only() -> None:
    state = table()
    assert RULES.view(state, 0).legal_actions() == RULES.legal_actions(state)
    assert RULES.view(state, 1).legal_actions() == []


# ---- reveals and undo -------------------------------------------------------------------------------
def test_chance_outcomes_and_the_game_ending_action_reveal_information() -> None:
    state = make_state(screens=("mushrooms", ""), supply=(0, 0, 1, 4, 4), first=1, seat=0)
    assert RULES.reveals_information(state, Draw("white", 1))
    assert not RULES.reveals_information(state, parse_action("invent c10 mushrooms fame 9"))
    assert RULES.reveals_information(state, parse_action("invent c9 mushrooms fame 9"))  # takes the last venom
    assert RULES.reveals_information(state, parse_action("pass supply snake-venom"))  # third kind gone: the end
    assert not RULES.reveals_information(state, parse_action("pass supply spiders"))


def test_undo_takes_back_an_invention_but_never_a_bag_draw() -> None:
    match = new_match(RULES, ["human", "human"], seed=4, config={"schools": "off"})
    seat = match.to_move()
    play_text(match, str(match.legal_actions()[0]))
    assert can_undo(match, seat)
    match = new_match(RULES, ["human", "human", "human"], seed=4)
    seat = match.to_move()
    play_text(match, "pass bag")
    assert not can_undo(match, seat) and match.to_move() == (seat + 1) % 3


def test_a_match_takes_its_seat_count_from_the_seats() -> None:
    match = new_match(RULES, ["human"] * 4, seed=2)
    assert match.record.config == {"players": 4} and match.state.colours == COLOURS[:4]
    with pytest.raises(RulesError):
        new_match(RULES, ["human"] * 6, seed=2)
    with pytest.raises(RulesError):
        play(make_state(), "draw white spiders")
