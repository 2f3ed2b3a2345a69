"""What one seat may see: in the co-op game everything on the table is open to everyone — the
board, every tableau and tower, the pool, the open cards and orders, the markers — except the order
of the decks, which no state holds (the face-down piles are sets; each draw is a chance step).
So a seat's view is the whole state, seen by that seat."""

from __future__ import annotations

from dataclasses import dataclass

from games.materia_prima.state import State


@dataclass(frozen=True)
class View:
    """A seat's picture of the table: the open state and who is looking."""

    seat: int
    state: State


def view_of(state: State, seat: int) -> View:
    """The view of `seat` on `state`."""
    return View(seat, state)
