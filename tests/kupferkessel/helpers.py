"""Hand-made Kupferkessel states written in the game's own language."""

from __future__ import annotations

from typing import Iterable, Mapping

from games.kupferkessel.actions import parse_card, take
from games.kupferkessel.components import ALL_CARDS, INGREDIENT_CELLS, cell
from games.kupferkessel.state import EMPTY, MOVE, State


def card(name: str) -> int:
    """The card id of "bat-wing-2"."""
    return parse_card(name)


def cards(*names: str) -> tuple[int, ...]:
    """Card ids of several names."""
    return tuple(card(n) for n in names)


def at(row: int, col: int) -> int:
    """The cell index of a 1-based position as the notation writes it (r2c3 -> at(2, 3))."""
    return cell(row - 1, col - 1)


def make_state(
    layout: Mapping[str, str],
    white: Iterable[str] = ("cobweb-1",),
    black: Iterable[str] = ("cobweb-2",),
    figures: tuple[int, int] = (0, 10),
    pile: Iterable[str] | None = None,
    pile_bottom: Iterable[str] = (),
    phase: str = MOVE,
    seat: int = 0,
    turns_in_row: int = 1,
    fill: bool = False,
) -> State:
    """A state with cards at "r2c3"-style positions; the pile gets all unplaced cards unless given.

    With `fill`, every other ingredient cell gets some card not named anywhere else."""
    grid = [EMPTY] * 36
    for position, name in layout.items():
        row, col = int(position[1]), int(position[3])
        grid[at(row, col)] = card(name)
    cauldrons = (cards(*white), cards(*black))
    bottom = cards(*pile_bottom)
    if fill:
        named = set(grid) | set(cauldrons[0]) | set(cauldrons[1]) | set(bottom) | set(cards(*(pile or ())))
        spare = iter(c for c in ALL_CARDS if c not in named)
        for index in INGREDIENT_CELLS:
            if grid[index] == EMPTY:
                grid[index] = next(spare)
    placed = set(grid) | set(cauldrons[0]) | set(cauldrons[1]) | set(bottom)
    unseen = tuple(sorted(cards(*pile))) if pile is not None else tuple(c for c in ALL_CARDS if c not in placed)
    return State(tuple(grid), unseen, bottom, cauldrons, figures, (), phase, seat, turns_in_row)


def take_at(row: int, col: int):
    """The Take action of a 1-based position."""
    return take(row, col)
