"""Events: the facts of each action for narration, as the viewing seat may know them."""

from __future__ import annotations

from games.alchemist.actions import parse_action
from games.alchemist.events import COPY, DRAW, INVENT, PASS_BAG, PASS_SUPPLY, Event, event_of
from games.alchemist.rules import RULES
from games.alchemist.state import DRAW as DRAW_PHASE
from tests.alchemist.helpers import cubes, make_state, play


def event(state, text: str, viewer: int) -> Event:
    action = parse_action(text)
    return event_of(action, RULES.view(state, viewer), RULES.view(RULES.apply(state, action), viewer))


def test_invent_event_names_the_recipe_the_fame_and_the_by_products() -> None:
    state = make_state(screens=("mushrooms*2 troll-eyes", ""))
    assert event(state, "invent c9 mushrooms+mushrooms+troll-eyes fame 9", viewer=1) == Event(
        INVENT, "white", cauldron=8, cubes=cubes("mushrooms*2 troll-eyes"), fame=9,
        byproducts=cubes("snake-venom spiders"))


def test_copy_event_names_the_tribute_its_receiver_and_what_left_the_game() -> None:
    state = make_state(screens=("", "mushrooms*2 troll-eyes"), cauldrons={"c9": ("mushrooms*2 troll-eyes", 9, "white")},
                       seat=1, first=1, supply=(4, 4, 0, 4, 4))
    got = event(state, "copy c9 tribute troll-eyes", viewer=0)
    assert (got.kind, got.colour, got.fame, got.tribute, got.inventor) == (COPY, "black", 9, 3, "white")
    assert got.out == cubes("mushrooms*2") and got.byproducts == cubes("spiders")


def test_draws_are_secret_for_the_others_and_end_the_round_when_last() -> None:
    state = play(make_state(screens=("", ""), bag=cubes("spiders*3"), seat=1, first=0), "pass bag")
    assert state.phase == DRAW_PHASE
    assert event(state, "draw black spiders", viewer=0) == Event(DRAW, "black")
    assert event(state, "draw black spiders", viewer=1).cubes == cubes("spiders")
    last = play(state, "draw black spiders")
    assert event(last, "draw black spiders", viewer=0) == Event(DRAW, "black", round_over=True)


def test_pass_events_and_the_end_of_the_game() -> None:
    state = make_state(screens=("", ""), supply=(0, 0, 1, 2, 2), bag=cubes("spiders"), seat=1, first=0)
    assert event(state, "pass bag", viewer=0) == Event(PASS_BAG, "black")
    assert event(state, "pass supply snake-venom", viewer=0) == Event(
        PASS_SUPPLY, "black", cubes=cubes("snake-venom"), round_over=True, game_over=True)
