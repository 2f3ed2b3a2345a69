"""The Inquisition's phase: order, the six target priorities, movement, attacks, towers, destruction.

Alarm card 4 is open unless said otherwise: no modifier, turn order grey green yellow brown (so
yellow before brown). Yellow's tower: 1,-4; brown's tower: 1,2.
"""

from __future__ import annotations

from games.materia_prima.elements import bag_of
from games.materia_prima.inquisition import planned_path
from tests.materia_prima.helpers import (
    add_inquisitor, alchemist, at, change, forced_steps, give_homunculus, legal, open_cards, outcomes, play, run_forced,
    table,
)
from tests.materia_prima.helpers import inquisition as start


def board_with(inquisitor_field: str = "0,0", scenario: int = 0, cards: tuple[str, ...] = ("A2",), **places: str):  # type: ignore[no-untyped-def]
    """Figure A1 (or of the first card's type) on a field with its cards open (A2: attack 2,
    defence 3, actions 2); alchemists moved to the given fields."""
    state = table(2, scenario=scenario)
    for colour, field in places.items():
        state = change(state, colour, field=field)
    return open_cards(add_inquisitor(state, f"{cards[0][0]}1", inquisitor_field), *cards)


def test_inquisitors_act_in_the_order_of_their_card_places() -> None:
    state = table(2, scenario=1)
    state = add_inquisitor(add_inquisitor(state, "A1", "0,0"), "B1", "-3,-1")
    state = open_cards(state, "B3", "A1")
    steps = forced_steps(start(state))
    assert steps[0] == "activate B1"
    assert steps.index("activate A1") > 0


def test_priority_1_the_nearest_target_outside_a_tower() -> None:
    state = start(board_with(yellow="2,0", brown="-3,0"))
    assert forced_steps(state)[:2] == ["activate A1", "target A1 yellow 1"]


def test_priority_1_takes_the_secondary_target_when_it_is_nearer() -> None:
    state = give_homunculus(board_with(yellow="3,-2"), "brown", "aeribos", "1,0")
    assert forced_steps(start(state))[1] == "target A1 aeribos 1"


def test_priority_2_the_primary_target_at_equal_distance() -> None:
    state = give_homunculus(board_with(yellow="2,0"), "brown", "aeribos", "-2,0")
    assert forced_steps(start(state))[1] == "target A1 yellow 2"


def test_priority_3_the_player_earlier_in_the_turn_order_at_equal_distance() -> None:
    state = board_with(yellow="2,0", brown="-2,0")
    assert forced_steps(start(state))[1] == "target A1 yellow 3"
    assert forced_steps(start(state, alarm_card=3))[1] == "target A1 brown 3"  # card 3: brown before yellow


def test_priority_4_the_nearest_target_in_a_tower_when_all_are_in_towers() -> None:
    state = board_with()
    assert forced_steps(start(state))[1] == "target A1 brown 4"


def test_priority_5_the_primary_target_among_equally_near_targets_in_towers() -> None:
    state = give_homunculus(board_with("1,-1"), "yellow", "aeribos")
    assert forced_steps(start(state))[1] == "target A1 yellow 5"


def test_priority_6_the_turn_order_among_equally_near_targets_in_towers() -> None:
    state = board_with("1,-1")
    assert forced_steps(start(state))[1] == "target A1 yellow 6"


def test_an_inquisitor_walks_a_shortest_path_one_action_per_field() -> None:
    state = start(board_with(yellow="3,-2", brown="-3,0"))  # both three steps away; yellow first in order
    steps = forced_steps(state)
    assert steps == ["activate A1", "target A1 yellow 3", "step A1 1,0", "step A1 2,-1"]  # E first among equals


def test_the_planned_path_is_the_steps_the_inquisitor_then_takes() -> None:
    state = play(start(board_with(yellow="3,-2", brown="-3,0")), "activate A1", "target A1 yellow 3")
    assert [state.board.text(f) for f in planned_path(state, "A1")] == ["1,0", "2,-1"]
    assert planned_path(state, "B1") == ()  # not the active inquisitor
    walked = play(state, "step A1 1,0")
    assert [walked.board.text(f) for f in planned_path(walked, "A1")] == ["2,-1"]


def test_an_inquisitor_attacks_until_it_has_no_actions_left() -> None:
    state = start(board_with(yellow="1,0", brown="-3,0"))
    assert forced_steps(state) == ["activate A1", "target A1 yellow 1", "attack A1 yellow"]
    state = run_forced(state)
    assert outcomes(state) == [("die 0", 2), ("die 1", 2), ("die 2", 2)]  # yellow's defence dice
    state = play(state, "die 1", "die 1", "result defended")
    assert forced_steps(state)[0] == "attack A1 yellow"


def test_the_defender_succeeds_when_its_dice_reach_the_attack_value() -> None:
    state = run_forced(start(board_with(yellow="1,0", brown="-3,0")))
    state = play(state, "die 2", "die 0")
    assert forced_steps(state)[0] == "result defended"
    assert state.fights == () and play(state, "result defended").fights[-1].target == 2


def test_a_beaten_alchemist_goes_to_its_tower_drops_its_elements_and_loses_its_soul_stone() -> None:
    state = change(board_with(yellow="1,0", brown="-3,0"), "yellow", carried=["water", "gold"])
    state = play(run_forced(start(state)), "die 0", "die 1", "result beaten")
    yellow = alchemist(state, "yellow")
    assert yellow.in_tower and yellow.soul_stone == 0 and not any(yellow.carried)
    assert state.ground[at(state, "1,0")] == bag_of(["water", "gold"])


def test_a_beaten_homunculus_leaves_the_game_and_drops_what_it_carried() -> None:
    state = give_homunculus(board_with(), "brown", "branos", "1,0", carried=["iron"])
    state = play(run_forced(start(state)), "die 0", "die 0", "result beaten")
    assert alchemist(state, "brown").homunculi == () and state.ground[at(state, "1,0")] == bag_of(["iron"])


def test_after_beating_its_target_an_inquisitor_goes_for_the_next() -> None:
    state = play(run_forced(start(board_with(yellow="1,0", brown="-2,0"))), "die 0", "die 0", "result beaten")
    assert forced_steps(state)[0] == "target A1 brown 1"


def test_remaining_actions_are_forfeit_next_to_a_tower() -> None:
    state = start(board_with("1,-3"))  # next to yellow's tower; both alchemists inside
    assert forced_steps(state)[:3] == ["activate A1", "target A1 yellow 4", "forfeit A1"]


def test_figures_in_their_tower_are_never_attacked() -> None:
    state = start(board_with("1,-3"))
    assert not any(s.startswith("attack") for s in forced_steps(state))


def destroyer(storage: list[str], cards: tuple[str, ...] = ("D1",)):  # type: ignore[no-untyped-def]
    """Scenario 3: D1 next to yellow's tower (yellow inside), yellow's tableau holding `storage`."""
    state = change(board_with("1,-3", scenario=3, cards=cards), "yellow", storage=storage)
    return run_forced(start(state))


def test_a_destroyer_goes_for_the_nearest_tower_and_rolls_one_die_per_action() -> None:
    state = destroyer(["gold", "sulphur", "water"])
    assert [t[0] for t in state.agenda[:2]] == ["roll", "destroy"]
    assert state.pending.kind == "destroy" and state.fights == ()


def test_destruction_die_2_costs_a_stage_3_element_chosen_by_the_owner() -> None:
    state = play(destroyer(["gold", "platinum", "water"]), "die 2")
    assert legal(state) == ["lose yellow gold", "lose yellow platinum"]
    state = play(state, "lose yellow platinum")
    assert alchemist(state, "yellow").storage == bag_of(["gold", "water"]) and state.stage3_lost


def test_destruction_takes_the_next_lower_stage_when_the_stage_is_missing() -> None:
    state = play(destroyer(["sulphur", "water"]), "die 2")
    assert legal(state) == ["lose yellow sulphur"]


def test_destruction_of_an_empty_tower_costs_nothing() -> None:
    state = play(destroyer(["gold"]), "die 0")
    assert forced_steps(state)[0] == "lose yellow none"


def test_a_destruction_value_of_two_destroys_two_elements_per_action() -> None:
    state = play(destroyer(["water", "earth", "air"], cards=("D1", "D5")), "die 0")  # D5: +1 destruction
    state = play(state, "lose yellow water")
    assert legal(state) == ["lose yellow air", "lose yellow earth"]


def test_guards_never_move_or_attack() -> None:
    state = table(2, scenario=2)
    assert sum(1 for i in state.inquisitors if i.guard) == 3
    steps = forced_steps(start(change(state, "yellow", field="0,-2")))
    assert not any(s.startswith(("activate", "step", "attack")) for s in steps)


def test_static_actions_include_the_alarm_cards_modifier() -> None:
    state = play(start(board_with("3,-3", yellow="-3,0", brown="-3,-1"), alarm_card=5), "activate A1")  # card 5: +1 action
    assert state.active == ("A1", 3, "")
