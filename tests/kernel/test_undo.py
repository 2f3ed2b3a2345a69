"""Undo goes back to the last human decision, never across chance or a reveal, and says why not."""

from __future__ import annotations

from games.kernel.play import new_match, play_text
from games.kernel.undo import Blocker, UndoCheck, undo_check
from tests.kernel.toy_game import RACE, Add, RaceRules, Roll


def human(seat: int) -> bool:
    return True


def test_nothing_to_take_back_before_the_first_decision() -> None:
    match = new_match(RACE, ["human", "human"], seed=4)
    assert undo_check(match, human) == UndoCheck(None, Blocker("nothing"))


def test_a_roll_after_the_decision_blocks_it_and_is_named() -> None:
    match = new_match(RACE, ["human", "human"], seed=4)
    play_text(match, "add 1")  # the driver rolls for south at once
    check = undo_check(match, human)
    assert not check.allowed and check.blocker is not None
    assert (check.blocker.kind, check.blocker.index, type(check.blocker.action)) == ("chance", 2, Roll)


class PeekingRace(RaceRules):
    """Race where "add 2" shows something hidden."""

    def reveals_information(self, state, action):  # type: ignore[no-untyped-def]
        return super().reveals_information(state, action) or action == Add(2)


class RollOnceRace(RaceRules):
    """Race with a single roll at the start: afterwards the seats add in turn without chance."""

    def to_move(self, state):  # type: ignore[no-untyped-def]
        if state.winner is None and state.total > 0:
            return state.seat
        return super().to_move(state)


def test_a_decision_that_revealed_something_cannot_be_taken_back() -> None:
    match = new_match(RollOnceRace(), ["human", "human"], seed=4)
    play_text(match, "add 1")
    assert undo_check(match, human) == UndoCheck(1)  # back to before the add: the roll stays
    peeking = new_match(type("PeekOnce", (PeekingRace, RollOnceRace), {})(), ["human", "human"], seed=4)
    play_text(peeking, "add 2")
    assert undo_check(peeking, human) == UndoCheck(None, Blocker("reveal", 1, Add(2)))


def test_computer_moves_since_the_humans_decision_are_taken_back_with_it() -> None:
    match = new_match(RollOnceRace(), ["human", "bot:easy"], seed=4)
    play_text(match, "add 1")
    play_text(match, "add 1")  # the computer's reply
    assert undo_check(match, lambda seat: seat == 0) == UndoCheck(1)


def test_nothing_to_undo_once_the_match_is_over() -> None:
    match = new_match(RollOnceRace(), ["human", "human"], seed=4)
    while match.rules.to_move(match.state) >= 0:
        play_text(match, "add 2")
    assert undo_check(match, human) == UndoCheck(None, Blocker("over"))


def test_only_the_screens_holder_may_take_back_their_own_decision() -> None:
    match = new_match(RollOnceRace(), ["human", "human"], seed=4)
    play_text(match, "add 1")  # north's decision; south now holds the screen
    check = undo_check(match, human, may_undo=lambda seat: seat == 1)
    assert check == UndoCheck(None, Blocker("other", 1, Add(1)))
    assert undo_check(match, human, may_undo=lambda seat: seat == 0) == UndoCheck(1)
