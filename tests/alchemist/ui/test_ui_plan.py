"""The screen's half-made decisions (games.alchemist.ui.plan): each refusal of inventing, copying
and passing comes with the engine's reason, a missing step is named, and the taps can make every
legal action and nothing else."""

from __future__ import annotations

import random

import pytest

from games.alchemist.actions import PASS_BAG, PASS_EMPTY, Copy, Invent, PassSupply
from games.alchemist.components import KIND_BY_ID, kinds_in
from games.alchemist.rules import RULES
from games.alchemist.ui import plan as P
from games.alchemist.view import View
from games.kernel.protocol import CHANCE
from tests.alchemist.helpers import cubes, make_state

GREY, BLUE, GREEN, ORANGE, YELLOW = (KIND_BY_ID[k] for k in ("bird-legs", "mushrooms", "snake-venom", "troll-eyes",
                                                             "spiders"))
C1, C2, C10 = 0, 1, 9  # c1 prints grey and blue, c2 grey and green, c10 orange and yellow


def white_view(**table: object) -> View:
    """White's view of a hand-made table where white is to move."""
    return RULES.view(make_state(**table), 0)  # type: ignore[arg-type]


def add_all(view: View, plan: P.Plan, *kinds: int) -> tuple[P.Plan, str | None]:
    problem = None
    for kind in kinds:
        plan, problem = P.add_cube(view, plan, kind)
    return plan, problem


def test_an_empty_cauldron_starts_an_invention_and_a_written_one_a_copy() -> None:
    view = white_view(screens=("snake-venom*3", ""), cauldrons={"c2": ("troll-eyes", 4, "black")})
    assert P.choose_cauldron(view, P.NOTHING, C1) == P.Plan(P.INVENT, C1)
    assert P.choose_cauldron(view, P.NOTHING, C2) == P.Plan(P.COPY, C2, tribute=ORANGE)  # one kind: it is the tribute


def test_a_cube_of_a_kind_printed_above_the_cauldron_is_refused() -> None:
    view = white_view(screens=("bird-legs*3 snake-venom*3", ""))
    plan, problem = P.add_cube(view, P.Plan(P.INVENT, C1), GREY)
    assert problem == "forbidden-kind" and plan.recipe == cubes()
    assert P.cube_problem(view, plan, GREEN) is None


def test_a_third_cube_of_one_kind_is_refused() -> None:
    view = white_view(screens=("snake-venom*3", ""))
    plan, problem = add_all(view, P.Plan(P.INVENT, C1), GREEN, GREEN, GREEN)
    assert problem == "more-than-two" and plan.recipe == cubes("snake-venom*2")


def test_a_sixth_cube_is_refused() -> None:
    view = white_view(screens=("snake-venom*2 troll-eyes*2 spiders*3", ""))
    plan, problem = add_all(view, P.Plan(P.INVENT, C1), GREEN, GREEN, ORANGE, ORANGE, YELLOW, YELLOW)
    assert problem == "too-many-cubes" and sum(plan.recipe) == 5


def test_a_cube_that_is_not_behind_the_screen_is_refused_and_the_screen_counts_what_is_left() -> None:
    view = white_view(screens=("snake-venom troll-eyes", ""))
    plan, _ = P.add_cube(view, P.Plan(P.INVENT, C1), GREEN)
    assert P.add_cube(view, plan, GREEN)[1] == "not-behind-screen"
    assert P.left_behind_screen(view, plan) == cubes("troll-eyes")
    assert P.remove_cube(plan, GREEN).recipe == cubes() and P.remove_cube(plan, BLUE) == plan


def test_the_missing_steps_are_named_until_the_invention_is_complete() -> None:
    view = white_view(screens=("snake-venom*2", ""))
    plan = P.Plan(P.INVENT, C1)
    assert P.status(view, plan) == P.Status(None, step="choose-cubes")
    plan, _ = P.add_cube(view, plan, GREEN)
    assert P.status(view, plan) == P.Status(None, step="choose-tile")
    plan, problem = P.choose_tile(view, plan, 7)
    assert problem is None and P.status(view, plan) == P.Status(Invent(C1, cubes("snake-venom"), 7))
    assert P.choose_tile(view, plan, 7)[0].tile is None  # the chosen tile tapped again goes back


def test_a_recipe_already_in_the_compendium_is_refused_even_in_another_cauldron() -> None:
    view = white_view(screens=("snake-venom*2", ""), cauldrons={"c10": ("snake-venom", 3, "black")})
    plan, _ = P.add_cube(view, P.Plan(P.INVENT, C1), GREEN)
    assert P.status(view, plan).problem == "recipe-exists"


def test_a_used_tile_and_in_the_two_player_first_round_a_low_one_are_refused() -> None:
    view = white_view(screens=("snake-venom*2 spiders", ""), cauldrons={"c10": ("snake-venom", 3, "black")},
                      round_number=1)
    plan, _ = P.add_cube(view, P.Plan(P.INVENT, C1), YELLOW)
    assert P.choose_tile(view, plan, 3) == (plan, "tile-taken")
    assert P.choose_tile(view, plan, 4) == (plan, "first-round-fame")
    assert P.next_tile(view, plan).tile == 10 and P.next_tile(view, P.next_tile(view, plan)).tile == 9


def test_without_a_seal_no_invention() -> None:
    view = white_view(screens=("snake-venom*2", ""), seals=(0, 5))
    plan, _ = P.add_cube(view, P.Plan(P.INVENT, C1), GREEN)
    assert P.status(view, plan).problem == "no-seal"


def test_copy_refusals_and_the_tribute_step() -> None:
    table = {"c1": ("snake-venom troll-eyes", 6, "white"), "c2": ("mushrooms troll-eyes", 8, "black")}
    view = white_view(screens=("mushrooms troll-eyes snake-venom troll-eyes", ""), cauldrons=table)
    assert P.status(view, P.choose_cauldron(view, P.NOTHING, C1)).problem == "own-recipe"
    plan = P.choose_cauldron(view, P.NOTHING, C2)
    assert P.status(view, plan) == P.Status(None, step="choose-tribute")
    assert P.choose_tribute(view, plan, GREEN) == (plan, "tribute-not-in-recipe")
    plan, _ = P.choose_tribute(view, plan, BLUE)
    assert P.status(view, plan) == P.Status(Copy(C2, BLUE))
    poor = white_view(screens=("mushrooms", ""), cauldrons=table)
    assert P.status(poor, P.choose_cauldron(poor, P.NOTHING, C2)).problem == "not-behind-screen"


def test_pass_refusals_and_passing_without_a_cube() -> None:
    view = white_view(screens=("snake-venom", ""), supply=cubes("spiders"), bag=cubes())
    assert P.status(view, P.choose_supply(view, GREEN)).problem == "supply-out"
    assert P.status(view, P.choose_supply(view, YELLOW)) == P.Status(PassSupply(YELLOW))
    assert P.status(view, P.choose_bag(view)).problem == "bag-empty"
    bare = white_view(screens=("snake-venom", ""), supply=cubes(), bag=cubes())
    assert P.choose_bag(bare).mode == P.PASS_NOTHING and P.status(bare, P.choose_supply(bare, GREEN)).action == PASS_EMPTY
    full = white_view(screens=("snake-venom", ""), bag=cubes("spiders*3"))
    assert P.status(full, P.choose_bag(full)) == P.Status(PASS_BAG)


def test_two_players_must_invent_in_the_first_round() -> None:
    view = white_view(screens=("snake-venom*2", ""), round_number=1, cauldrons={"c10": ("spiders", 2, "black")})
    assert P.must_invent(view)
    assert P.status(view, P.choose_supply(view, GREEN)).problem == "first-round-invent"
    assert P.status(view, P.choose_cauldron(view, P.NOTHING, C10)).problem == "first-round-invent"


def plan_for(view: View, action: object) -> P.Plan:
    """The plan a player builds with taps for `action` (as the board's targets do)."""
    if isinstance(action, Invent):
        plan = P.choose_cauldron(view, P.NOTHING, action.cauldron)
        plan, problem = add_all(view, plan, *kinds_in(action.recipe))
        assert problem is None
        return P.choose_tile(view, plan, action.fame)[0]
    if isinstance(action, Copy):
        return P.choose_tribute(view, P.choose_cauldron(view, P.NOTHING, action.cauldron), action.tribute)[0]
    if isinstance(action, PassSupply):
        return P.choose_supply(view, action.kind)
    return P.choose_bag(view)


@pytest.mark.parametrize("seed", range(6))
def test_the_taps_make_every_legal_action_and_a_ready_plan_is_always_legal(seed: int) -> None:
    rng = random.Random(seed)
    state = RULES.setup({"players": 2 + seed % 4, "schools": "on"})
    checked = 0
    while RULES.to_move(state) >= 0 or RULES.to_move(state) == CHANCE:
        if RULES.to_move(state) == CHANCE:
            outcomes = RULES.chance_outcomes(state)
            state = RULES.apply(state, outcomes[int(rng.random() * len(outcomes))][0])
            continue
        view = RULES.view(state, state.seat)
        legal = RULES.legal_actions(state)
        for action in rng.sample(legal, min(25, len(legal))):
            assert P.status(view, plan_for(view, action)).action == action
            checked += 1
        for _ in range(20):  # random taps never make an action the rules refuse
            plan = P.choose_cauldron(view, P.NOTHING, int(rng.random() * 10))
            plan = add_all(view, plan, *(int(rng.random() * 5) for _ in range(int(rng.random() * 6))))[0]
            plan = P.choose_tile(view, plan, 1 + int(rng.random() * 10))[0]
            plan = P.choose_tribute(view, plan, int(rng.random() * 5))[0] if plan.mode == P.COPY else plan
            action = P.status(view, plan).action
            assert action is None or action in legal
        state = RULES.apply(state, legal[int(rng.random() * len(legal))])
    assert checked > 100
