"""The alarm phase, step by step: hourglass, event day, alarm card, markers, alarms, inquisitors."""

from __future__ import annotations

from dataclasses import replace

from games.materia_prima.components import ALARM_CARDS
from games.materia_prima.state import ALARM
from tests.materia_prima.helpers import (
    add_inquisitor, agenda, alchemist, at, change, forced_steps, give_homunculus, legal, open_cards, outcomes, play,
    run_forced, table,
)


def day_with_card(state, card: int):  # type: ignore[no-untyped-def]
    """The state after the hourglass and alarm card `card` (markers not yet placed)."""
    state = play(state, f"day {state.day + 1}")
    return play(state, f"alarm-card {card}")


def test_the_hourglass_moves_on_one_day_each_day() -> None:
    state = play(table(2), "day 1")
    assert state.day == 1 and state.phase == ALARM
    state = replace(state, day=6, agenda=(("day",),))
    assert outcomes(state) == [("day 7", 1)]


def test_a_scenario_event_comes_only_on_the_red_days() -> None:
    for day, has_event in ((3, False), (4, True), (12, True), (13, False), (16, True)):
        state = play(replace(table(2), day=day - 1), f"day {day}")
        assert (state.agenda[0] == ("event",)) == has_event, day


def test_an_alarm_card_is_drawn_from_the_face_down_cards() -> None:
    state = play(table(2), "day 1")
    assert [w for _, w in outcomes(state)] == [1] * 12
    state = play(state, "alarm-card 5")
    assert state.alarm_card == 5 and 5 not in state.alarm_pile and state.alarm_seen == (5,)


def test_the_alarm_card_sets_the_turn_order_of_the_colours_in_play() -> None:
    state = day_with_card(table(3), 1)  # green yellow brown grey; green is not in play
    assert [state.alchemists[s].colour for s in state.turn_order] == ["yellow", "brown", "grey"]


def test_used_up_alarm_cards_are_shuffled_into_a_new_deck() -> None:
    state = replace(table(2), alarm_pile=(), alarm_seen=tuple(range(1, 13)))
    state = play(state, "day 1")
    assert len(outcomes(state)) == 12
    state = play(state, "alarm-card 7")
    assert state.alarm_seen == (7,) and len(state.alarm_pile) == 11


def test_markers_are_placed_by_the_pattern_from_each_alchemist() -> None:
    # card 3 puts one marker NE of each alchemist: off the board for yellow (1,-4), on R (2,1) for brown (1,2)
    state = day_with_card(table(2), 3)
    assert forced_steps(state)[:1] == ["marker 2,1 brown"]
    state = day_with_card(change(table(2), "yellow", field="0,0"), 3)
    steps = forced_steps(state)
    assert steps[:2] == ["marker 2,1 brown", "marker 1,-1 yellow"]  # card 3's order: brown before yellow


def test_a_marker_that_would_leave_the_board_is_not_placed() -> None:
    state = day_with_card(table(2), 3)
    assert not any(s.endswith("yellow") for s in forced_steps(state) if s.startswith("marker"))


def test_homunculi_place_markers_only_where_the_card_says_so() -> None:
    base = give_homunculus(table(2), "yellow", "aeribos", field="0,0")
    with_homunculi = forced_steps(day_with_card(base, 2))  # card 2: E+E, homunculi too
    assert "marker 2,0 aeribos" in with_homunculi
    without = forced_steps(day_with_card(base, 4))  # card 4: alchemists only
    assert not any("aeribos" in s for s in without)


def test_a_homunculus_on_its_alchemists_field_places_no_marker_of_its_own() -> None:
    base = give_homunculus(table(2), "yellow", "aeribos")  # on the tower field with yellow
    assert not any("aeribos" in s for s in forced_steps(day_with_card(base, 2)))


def test_two_markers_on_a_field_raise_an_alarm_and_are_removed() -> None:
    state = table(2)
    state = replace(state, markers=tuple(1 if f == at(state, "2,1") else 0 for f in range(49)))
    state = run_forced(day_with_card(state, 3))  # brown's marker lands on 2,1 again
    assert state.markers[at(state, "2,1")] == 0
    assert state.agenda[0] == ("summon-draw",)


def test_one_marker_on_a_field_raises_no_alarm_and_stays() -> None:
    state = run_forced(day_with_card(table(2), 3))
    assert state.markers[at(state, "2,1")] == 1
    assert state.agenda[0] == ("act", alchemist(state, "brown").seat)


def test_alarm_steps_are_logged_one_by_one() -> None:
    state = table(2)
    state = replace(state, markers=tuple(1 if f == at(state, "2,1") else 0 for f in range(49)))
    assert forced_steps(day_with_card(state, 3)) == ["marker 2,1 brown", "alarm 2,1"]


def test_at_most_one_inquisitor_card_per_alchemist_is_drawn() -> None:
    state = table(2)
    fields = [at(state, t) for t in ("0,0", "2,-2", "-2,4")]
    state = replace(state, markers=tuple(2 if f in fields else 0 for f in range(49)))
    state = agenda(state, ("alarms",))
    assert [t[0] for t in state.agenda] == ["alarm"] * 3 + ["summon-draw"] * 2


def summoned(state, *cards: str, city_card: int = 2):  # type: ignore[no-untyped-def]
    """The state after drawing `cards` for alarms with alarm card `city_card` open."""
    state = replace(state, alarm_card=city_card)
    for card in cards:
        state = run_forced(play(agenda(state, ("summon-draw",)), f"inquisitor {card}"))
    return state


def test_the_first_card_of_a_type_places_one_figure_in_the_alarm_city() -> None:
    state = summoned(table(2), "A1")  # card 2: Riverford
    assert [(i.id, i.field) for i in state.inquisitors] == [("A1", at(state, "2,1"))]
    assert state.slots[0] == ("A1",)


def test_a_further_card_of_the_type_places_no_figure_only_its_modifier() -> None:
    state = summoned(table(2), "A1", "A2")
    assert len(state.inquisitors) == 1 and state.slots[0] == ("A1", "A2")


def test_an_extra_figure_card_after_the_first_places_another_figure() -> None:
    state = summoned(table(2), "A1", "A4")  # A4 shows ⊕
    assert [i.id for i in state.inquisitors] == ["A1", "A2"]


def test_an_extra_figure_card_drawn_first_places_only_one_figure() -> None:
    assert len(summoned(table(2), "A4").inquisitors) == 1


def test_a_second_figure_card_drawn_first_places_one_figure_then_a_second_with_the_next_card() -> None:
    state = summoned(table(2), "A6")
    assert len(state.inquisitors) == 1
    assert len(summoned(state, "A2").inquisitors) == 2


def test_a_type_has_at_most_two_figures() -> None:
    assert len(summoned(table(2), "A6", "A4", "A2").inquisitors) == 2


def test_figures_appear_next_to_the_city_when_a_player_figure_occupies_it() -> None:
    state = change(table(2), "brown", field="2,1")
    state = summoned(state, "A1")
    assert state.inquisitors[0].field == at(state, "3,1")  # E of Riverford, the first free neighbour


def test_a_second_figure_goes_next_to_the_city_when_the_first_stands_on_it() -> None:
    state = summoned(table(2), "A1", "A4")
    assert [state.board.text(i.field) for i in state.inquisitors] == ["2,1", "3,1"]


def test_a_new_type_takes_the_leftmost_free_card_place() -> None:
    state = summoned(table(2, scenario=1), "B2", "A1")
    assert state.slots == (("B2",), ("A1",), ())


def test_drawing_the_last_face_down_card_reshuffles_the_cards_under_the_pile() -> None:
    state = replace(table(2), inq_pile=("A3",), inq_under=("A5", "A2"))
    state = summoned(state, "A3")
    assert state.inq_pile == ("A2", "A5") and state.inq_under == ()


def test_no_inquisitor_comes_when_no_card_is_left() -> None:
    state = replace(table(2), inq_pile=(), inq_under=())
    state = agenda(state, ("summon-draw",), ("dusk",))
    assert state.agenda[0] == ("dusk",) or not state.inquisitors


def test_an_observatorium_shows_the_next_alarm_card_which_is_drawn_next() -> None:
    state = change(table(2), "yellow", upgrades=("observatorium",))
    state = run_forced(day_with_card(state, 3))
    assert state.agenda[0] == ("peek",) and len(outcomes(state)) == 11
    state = play(state, "peek 9")
    assert state.alarm_next == 9
    state = replace(state, agenda=(("draw-alarm",),))
    assert outcomes(state) == [("alarm-card 9", 1)]


def test_inquisitors_already_on_the_board_block_placement() -> None:
    state = add_inquisitor(table(2), "A1", "2,1")
    state = open_cards(state, "A1")
    state = summoned(state, "A4")
    assert state.board.text(state.inquisitors[-1].field) == "3,1"


def test_the_alarm_cards_loot_and_modifier_are_known() -> None:
    assert ALARM_CARDS[1].loot == ("fire", "glass", "aqua-regia") and ALARM_CARDS[1].modifier == "attack"
    assert legal(table(2)) == []  # a chance step, no seat decides
