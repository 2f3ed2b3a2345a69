"""Declaring actions, resolving them in board order, passing, unused cubes, the round's favors."""

from __future__ import annotations

from games.alchemists.board.components import SPACE_INDEX
from games.alchemists.board.flow import row_order
from games.alchemists.board.state import Task
from games.alchemists.board.summary import summary_of
from tests.alchemists.board.helpers import draw_first, lab, legal_texts, play, table


def declaring(round_number: int = 2, players: int = 3, **lab_fields) -> object:
    """A table at declare-start: seats chose order spaces 0 (red), 1 (green), 2 (blue)."""
    labs = [lab(order_space=seat, **lab_fields) for seat in range(players)]
    return table(labs, agenda=[Task("declare-start")], players=players, round=round_number)


def test_declaring_goes_in_reverse_play_order() -> None:
    state = declaring()
    assert [t.seat for t in state.agenda if t.kind == "declare"] == [2, 1, 0]


def test_round_one_gives_three_cubes_and_keeps_sell_debunk_and_publish_closed() -> None:
    state = declaring(round_number=1)
    assert state.labs[2].cubes == 3
    assert {t.split()[1] for t in legal_texts(state) if t.startswith("declare")} == {
        "forage", "transmute", "buy", "student", "drink"}


def test_final_round_exhibition_replaces_student_and_drink() -> None:
    state = declaring(round_number=6)
    spaces = {t.split()[1] for t in legal_texts(state) if t.startswith("declare")}
    assert "exhibit" in spaces and "student" not in spaces and "drink" not in spaces


def test_each_further_action_on_a_space_costs_its_row_and_the_row_has_an_end() -> None:
    state = play(declaring(), "declare transmute", "declare transmute")
    assert state.labs[2].placed == 3 and "declare transmute" not in legal_texts(state)
    state = play(state, "declare sell")
    assert state.labs[2].placed == 5 and [t for t in legal_texts(state) if t.startswith("declare")] == []


def test_done_leaves_the_remaining_cubes_unused() -> None:
    state = play(declaring(), "declare forage", "done")
    assert state.labs[2].unused == 4 and state.agenda[0] == Task("declare", 1)


def test_assistant_gives_one_more_cube_this_round() -> None:
    state = declaring(favors=["assistant"])
    state = play(state, "play assistant")
    assert state.labs[2].cubes == 6 and sum(state.labs[2].favors) == 0
    assert any(e.kind == "favor" and e.get("favor") == "assistant" for e in state.events)


def test_associate_puts_the_own_cubes_on_top_of_a_space_latest_on_top() -> None:
    state = declaring(favors=["associate"])
    assert "play associate forage" not in legal_texts(state)  # no cube there yet
    state = play(state, "declare forage", "play associate forage", "done",
                 "declare forage", "play associate forage", "done")
    assert row_order(state, "forage") == [1, 2, 0]


def test_custodian_adds_a_drink_action_before_selling() -> None:
    state = declaring(favors=["custodian"], hand=["fern", "toad", "mandrake"])
    state = play(state, "play custodian", "done", "done", "done")
    assert state.agenda[0] == Task("act", 2, "custodian", count=0)
    state = play(state, "drink fern mandrake")
    assert state.experiments[-1].kind == "drink" and state.experiments[-1].answer == "R+"
    assert summary_of(state)["experiments"][-1] == {"round": 2, "colour": "blue", "kind": "drink", "via": "custodian",
                                                    "ingredients": ["fern", "mandrake"], "result": "R+"}


def test_actions_resolve_in_board_order_everyone_first_then_everyone_second() -> None:
    state = declaring(hand=["fern", "toad", "mandrake", "bird-claw"])
    state = play(state, "declare forage", "declare forage", "declare student", "done",
                 "declare forage", "declare student", "done", "declare forage", "done")
    acts = []
    while state.agenda[0].kind == "act":
        task = state.agenda[0]
        acts.append((task.space, task.seat))
        state = draw_first(play(state, "pass"))
    assert acts == [("forage", 0), ("forage", 1), ("forage", 2), ("forage", 2), ("student", 1), ("student", 2)]


def test_passing_moves_the_actions_cubes_to_the_unused_ones() -> None:
    state = declaring()
    state = play(state, "declare transmute", "declare transmute", "done", "done", "done")
    assert state.agenda[0] == Task("act", 2, "transmute", count=0)
    state = play(state, "pass", "pass")
    assert state.labs[2].unused == 2 + 1 + 2 and state.labs[2].taken[SPACE_INDEX["transmute"]] == 2


def test_two_unused_cubes_bring_one_favor_at_the_end_of_the_round() -> None:
    state = table([lab(unused=5), lab(unused=1), lab()], agenda=[Task("unused-favors")])
    assert [t for t in state.agenda if t.kind == "draw-favor"] == [Task("draw-favor", 0, count=2)]


def test_poison_puts_a_cube_in_the_hospital_for_the_next_round() -> None:
    labs = [lab(order_space=0, poisoned=True), lab(order_space=1), lab(order_space=2)]
    state = table(labs, agenda=[Task("declare-start")])
    assert [l.cubes for l in state.labs] == [4, 5, 5] and not state.labs[0].poisoned


def test_cubes_placed_never_exceed_cubes() -> None:
    state = declaring(round_number=1)
    state = play(state, "declare student", "declare student", "declare drink")
    assert legal_texts(state) == ["done"]
    assert state.labs[2].placed == 3


def test_the_poisoned_cube_comes_back_unused_and_counts_toward_the_next_rounds_favor() -> None:
    state = declaring(round_number=3)
    poisoned = table([lab(order_space=seat, poisoned=seat == 2) for seat in range(3)],
                     agenda=[Task("declare-start")], round=3)
    assert (poisoned.labs[2].cubes, poisoned.labs[2].unused) == (state.labs[2].cubes - 1, 1)
    after = play(poisoned, "declare sell", "declare forage", "done")  # 3 of 4 placeable cubes; 1 left
    assert after.labs[2].unused == 2
    favored = table(after.labs, agenda=[Task("unused-favors")], round=3)
    assert favored.agenda[0] == Task("draw-favor", 2, count=1)
