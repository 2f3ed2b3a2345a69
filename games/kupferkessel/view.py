"""What one seat may see: the open layout, the figures, each cauldron's top card and size, the
pile's size, whose turn, and the public log. Never the pile's contents or order, never the cards
below a cauldron's top (until the game is over and the cauldrons are scored).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.kupferkessel.components import TRACK
from games.kupferkessel.state import EMPTY, OVER, State


@dataclass(frozen=True)
class View:
    """A seat's picture of the table; card ids as in components.py, EMPTY for none."""

    seat: int  # the seat looking
    phase: str
    to_move: int  # the seat whose turn it is (also during its extra turn)
    turns_in_row: int
    grid: tuple[int, ...]
    figures: tuple[int, int]
    cauldron_tops: tuple[int, int]
    cauldron_sizes: tuple[int, int]
    pile_size: int
    pending: int  # the taken last card of a line awaiting keep/decline, else EMPTY
    log: tuple[str, ...]  # every action so far in notation: public memory
    revealed_cauldrons: tuple[tuple[int, ...], ...] = ()  # full cauldrons, only once the game is over

    def beside_line(self, seat: int) -> tuple[int, ...]:
        """The cells of the line `seat`'s figure stands beside (empty at a corner)."""
        line = TRACK[self.figures[seat]]
        return line.cells if line is not None else ()


def view_of(state: State, seat: int) -> View:
    """The view of `seat` on `state`."""
    return View(
        seat=seat,
        phase=state.phase,
        to_move=state.seat,
        turns_in_row=state.turns_in_row,
        grid=state.grid,
        figures=state.figures,
        cauldron_tops=tuple(c[-1] if c else EMPTY for c in state.cauldrons),  # type: ignore[arg-type]
        cauldron_sizes=tuple(len(c) for c in state.cauldrons),  # type: ignore[arg-type]
        pile_size=state.pile_size,
        pending=state.pending,
        log=state.log,
        revealed_cauldrons=state.cauldrons if state.phase == OVER else (),
    )
