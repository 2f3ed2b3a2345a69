"""Scenario events on the red days: points, spending or saving, and both sides' effects."""

from __future__ import annotations

from dataclasses import replace

from games.materia_prima.elements import bag_of, count
from games.materia_prima.events import cheapest_payment
from games.materia_prima.stats import defence_dice, inquisitor_values
from tests.materia_prima.helpers import agenda, alchemist, change, forced_steps, give_homunculus, legal, play, table


def event_day(scenario: int = 0, day: int = 4, won: tuple[int, ...] = (), players: int = 2):  # type: ignore[no-untyped-def]
    """The state at the scenario event of `day` with fulfilled orders `won`."""
    state = table(players, scenario=scenario)
    pile = tuple(o for o in state.order_pile if o not in won)
    return agenda(replace(state, day=day, orders_won=won, order_pile=pile), ("event",), ("dusk",))


def test_with_enough_scenario_points_the_team_chooses_to_spend_or_save() -> None:
    state = event_day(won=(4,))  # prologue day 4 needs 1 point with two alchemists; order 4 is worth 1
    assert legal(state) == ["event 4 alchemists", "event 4 inquisition"]


def test_without_enough_points_the_inquisitions_side_comes_by_itself() -> None:
    state = event_day(scenario=1)  # day 4 needs 3 points
    assert forced_steps(state)[0] == "event 4 inquisition"


def test_the_points_needed_depend_on_the_number_of_alchemists() -> None:
    assert legal(event_day(scenario=1, won=(1, 2), players=2))  # 3 points for two
    assert forced_steps(event_day(scenario=1, won=(1, 2), players=4))[0] == "event 4 inquisition"  # 5 for four


def test_spending_turns_the_cheapest_order_cards_face_down() -> None:
    assert cheapest_payment((4, 5, 8), 2) == (8,)  # one card of 2 points beats two of 1
    assert cheapest_payment((3, 8), 2) == (8,)  # 2 points, not 3
    state = play(event_day(won=(4, 5, 8), day=8), "event 8 alchemists")  # day 8 needs 1
    assert state.orders_spent == (4,) and state.orders_won == (5, 8)
    assert state.events[-1] == replace(state.events[-1], day=8, points_needed=1, points_spent=1, side="alchemists")


def test_points_may_be_saved_for_a_later_event() -> None:
    state = play(event_day(won=(4,)), "event 4 inquisition")
    assert state.orders_won == (4,) and state.events[-1].points_spent == 0


def test_alchemists_side_gain_puts_the_element_on_each_tower_tableau() -> None:
    state = play(event_day(won=(4,)), "event 4 alchemists")  # prologue: gain iron 1
    assert all(a.storage == bag_of(["iron"]) for a in state.alchemists) and count(state.supply, "iron") == 18


def test_lost_elements_come_from_tower_homunculi_and_hands() -> None:
    state = table(2, scenario=1)
    state = change(state, "yellow", storage=["earth"], carried=["earth", "water"])
    state = give_homunculus(state, "yellow", "branos", carried=["earth", "earth"])
    state = play(agenda(replace(state, day=12), ("event",), ("dusk",)), "event 12 inquisition")  # lose 3 earth
    yellow = alchemist(state, "yellow")
    assert not count(yellow.storage, "earth") and count(yellow.homunculi[0].carried, "earth") == 0
    assert yellow.carried == bag_of(["earth", "water"]) and count(state.supply, "earth") == 23


def test_an_alchemist_without_the_elements_loses_only_what_it_has() -> None:
    state = play(agenda(replace(table(2, scenario=1), day=16), ("event",), ("dusk",)), "event 16 inquisition")
    assert count(state.supply, "air") == 20


def test_a_sacrifice_is_each_alchemists_own_choice() -> None:
    state = give_homunculus(give_homunculus(table(2, scenario=2), "brown", "branos"), "brown", "glys")
    state = play(agenda(replace(state, day=8), ("event",), ("dusk",)), "event 8 inquisition")  # sacrifice homunculi
    assert legal(state) == ["sacrifice brown branos", "sacrifice brown glys"]  # yellow has none: nothing to give
    state = play(state, "sacrifice brown glys")
    assert [h.id for h in alchemist(state, "brown").homunculi] == ["branos"]


def test_status_bonuses_last_for_the_rest_of_the_scenario() -> None:
    won = (1, 2)  # 3 points: day 8 of scenario 1 needs 2 with two alchemists
    state = play(event_day(scenario=1, day=8, won=won), "event 8 alchemists")  # alchemists defence 1
    assert defence_dice(state, alchemist(state, "yellow")) == 3
    state = play(event_day(scenario=1, day=8), "event 8 inquisition")  # inquisitors actions 1
    assert inquisitor_values(state, "A").actions == 3
