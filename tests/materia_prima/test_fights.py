"""Fights: attacks by alchemists and homunculi, city-order fights, static values, loot, cards."""

from __future__ import annotations

from dataclasses import replace

from games.materia_prima.components import CITIES
from games.materia_prima.elements import bag_of, count
from games.materia_prima.scenario_cards import effect
from games.materia_prima.stats import inquisitor_values
from tests.materia_prima.helpers import (
    add_inquisitor, alchemist, at, change, forced_steps, give_homunculus, legal, open_cards, outcomes, play, table,
    turn,
)


def duel(cards: tuple[str, ...] = ("A1",), figures: tuple[str, ...] = ("A1",), **changes):  # type: ignore[no-untyped-def]
    """Yellow on 0,0 in its turn (alarm card 4: no modifier); inquisitors next to it."""
    state = change(table(2), "yellow", field="0,0", **changes)
    for iid, field in zip(figures, ("1,0", "-1,0")):
        state = add_inquisitor(state, iid, field)
    return turn(open_cards(state, *cards), "yellow", alarm_card=4)


def test_static_values_add_card_alarm_and_scenario_modifiers() -> None:
    # the rulebook's example: defence 1 on the card, +1 card modifier, +1 alarm card, +1 scenario card = 4
    state = open_cards(table(2, scenario=1), "B2")
    state = replace(state, alarm_card=3, effects=(effect("inquisitors defence 1"),))
    values = inquisitor_values(state, "B")
    assert (values.attack, values.defence, values.actions) == (2, 4, 3)


def test_an_alchemist_attacks_an_inquisitor_on_a_neighbouring_field() -> None:
    assert {"fight yellow A1", "fight yellow A2"} <= set(legal(duel(figures=("A1", "A2"))))


def test_the_attacker_rolls_its_attack_dice_one_die_per_step() -> None:
    state = play(duel(), "fight yellow A1")
    assert outcomes(state) == [("die 0", 2), ("die 1", 2), ("die 2", 2)]
    assert [t[0] for t in state.agenda[:3]] == ["roll", "roll", "result"]


def test_the_attack_wins_with_the_defence_plus_one() -> None:
    state = play(duel(), "fight yellow A1", "die 2", "die 1")  # 3 against defence 2
    assert forced_steps(state)[0] == "result hit"
    state = play(state, "result hit")
    assert state.inquisitors == () and state.fights[-1].target == 3 and state.fights[-1].success


def test_a_lost_attack_changes_nothing() -> None:
    state = play(duel(), "fight yellow A1", "die 1", "die 1")
    assert forced_steps(state) == ["result miss"]
    state = play(state, "result miss")
    assert len(state.inquisitors) == 1 and not state.fights[-1].success
    assert alchemist(state, "yellow").actions_left == 2


def test_a_beaten_inquisitors_cards_go_face_up_under_the_pile() -> None:
    state = play(duel(cards=("A1", "A2")), "fight yellow A1", "die 2", "die 2", "result hit")
    assert state.slots[0] == () and state.inq_under == ("A1", "A2")


def test_only_the_figure_card_goes_under_while_a_second_figure_stays() -> None:
    state = play(duel(cards=("A1", "A4"), figures=("A1", "A2")), "fight yellow A1", "die 2", "die 2", "result hit")
    assert state.slots[0] == ("A1",) and state.inq_under == ("A4",) and [i.id for i in state.inquisitors] == ["A2"]


def test_the_winner_rolls_one_die_for_loot_from_the_alarm_cards_table() -> None:
    state = play(duel(), "fight yellow A1", "die 2", "die 2", "result hit")
    assert [t[0] for t in state.agenda[:2]] == ["roll", "loot"]
    state = play(state, "die 2")  # card 4: air, mercury, gold
    assert forced_steps(state) == ["loot yellow gold"]
    state = play(state, "loot yellow gold")
    assert alchemist(state, "yellow").carried == bag_of(["gold"]) and count(state.supply, "gold") == 7


def test_loot_without_room_stays_in_the_supply() -> None:
    state = play(duel(carried=["iron"] * 4), "fight yellow A1", "die 2", "die 2", "result hit", "die 0", "loot yellow air")
    assert count(alchemist(state, "yellow").carried, "air") == 0 and count(state.supply, "air") == 20


def test_a_homunculus_fights_with_its_own_dice_and_takes_the_loot() -> None:
    state = give_homunculus(table(2), "yellow", "glys", "0,0")  # Glys: 2 attack dice
    state = turn(open_cards(add_inquisitor(state, "A1", "1,0"), "A1"), "yellow", alarm_card=4)
    state = play(state, "fight glys A1", "die 2", "die 2", "result hit", "die 1", "loot glys mercury")
    assert alchemist(state, "yellow").homunculi[0].carried == bag_of(["mercury"])


def test_alchemists_and_homunculi_of_other_players_cannot_be_attacked() -> None:
    state = change(duel(figures=()), "brown", field="1,0")
    assert not [a for a in legal(state) if a.startswith("fight")]


def test_a_city_order_is_fought_on_the_city_against_its_defence_plus_one() -> None:
    state = table(2)
    index = CITIES.index("T")
    pile = tuple(sorted(o for o in state.order_pile + (state.city_orders[index],) if o != 1))
    state = replace(state, city_orders=state.city_orders[:index] + (1,) + state.city_orders[index + 1:], order_pile=pile)
    state = turn(change(state, "yellow", field="1,-3"), "yellow")
    state = play(state, "fight-order yellow", "die 2", "die 2")  # order 1: defence 2, 3 needed [D]
    assert forced_steps(state) == ["result hit"]
    state = play(state, "result hit")
    assert state.orders_won == (1,) and state.fights[-1].defender == "order-T" and state.fights[-1].target == 3
    assert state.agenda[0] == ("order-draw", "T")


def test_a_fight_costs_one_action_of_the_attacker() -> None:
    state = play(duel(), "fight yellow A1", "die 0", "die 0", "result miss")
    assert alchemist(state, "yellow").actions_left == 2 and at(state, "0,0") == alchemist(state, "yellow").field
