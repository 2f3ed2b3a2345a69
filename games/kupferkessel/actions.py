"""Actions of Kupferkessel Co. and their text notation.

    move          the seat to move walks its figure (forced: as many steps as its cauldron's top
                  card shows, clockwise, skipping the other figure without counting)
    take r2c3     take the card in row 2, column 3 (1-based, r1..r6 / c1..c6) from the line the
                  figure stands beside and lay it face up on the own cauldron
    keep          after taking a line's last card (the game ends): keep it (its symbol is void)
    decline       ... or lay it out of the game
    draw bat-wing-2   chance: the card turned up from the draw pile (into the layout while
                  dealing, as a cauldron's first card, or into the gap after a take)

`parse_action(str(a)) == a` for every action. Text that is none of these forms raises
InvalidNotationError; whether a well-formed action is allowed is for the rules to say.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from games.kernel.errors import InvalidNotationError
from games.kupferkessel.components import ALL_CARDS, KIND_BY_ID, SIZE, card_id, card_name, cell, row_col


@dataclass(frozen=True, order=True)
class Move:
    """Walk the own figure (the step count is fixed by the cauldron's top card)."""

    def __str__(self) -> str:
        return "move"


@dataclass(frozen=True, order=True)
class Take:
    """Take the card at grid cell `cell` (0-based row-major index)."""

    cell: int

    def __str__(self) -> str:
        row, col = row_col(self.cell)
        return f"take r{row + 1}c{col + 1}"


@dataclass(frozen=True, order=True)
class Keep:
    """Keep the last card of a line (the game ends)."""

    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True, order=True)
class Decline:
    """Lay the last card of a line out of the game (the game ends)."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, order=True)
class Draw:
    """Chance: `card` is turned up from the draw pile."""

    card: int

    def __str__(self) -> str:
        return f"draw {card_name(self.card)}"


Action = Union[Move, Take, Keep, Decline, Draw]

MOVE = Move()
KEEP = Keep()
DECLINE = Decline()
DRAWS: tuple[Draw, ...] = tuple(Draw(c) for c in ALL_CARDS)  # shared instances: DRAWS[card]
TAKES: tuple[Take, ...] = tuple(Take(c) for c in range(SIZE * SIZE))  # TAKES[cell]
_TAKE = re.compile(r"take\s+r(\d+)\s*c(\d+)")
_DRAW = re.compile(r"draw\s+([a-z][a-z-]*[a-z])-(\d+)")


def take(row: int, col: int) -> Take:
    """The Take action for a 1-based (row, column) as written in the notation."""
    return Take(cell(row - 1, col - 1))


def parse_card(text: str) -> int:
    """The card id written as "<kind>-<value>" (InvalidNotationError otherwise)."""
    kind_id, _, value = text.strip().lower().rpartition("-")
    if kind_id not in KIND_BY_ID or value not in ("1", "2", "3", "4"):
        raise InvalidNotationError(f"'{text}' is no card (expected e.g. 'bat-wing-2')")
    return card_id(KIND_BY_ID[kind_id].index, int(value))


def parse_action(text: str) -> Action:
    """The action written as `text` (case and surrounding spaces do not matter)."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"{text!r} is no action (expected text)")
    words = " ".join(text.strip().lower().split())
    simple = {"move": MOVE, "keep": KEEP, "decline": DECLINE}
    if words in simple:
        return simple[words]
    match = _TAKE.fullmatch(words)
    if match:
        row, col = int(match.group(1)), int(match.group(2))
        if not (1 <= row <= SIZE and 1 <= col <= SIZE):
            raise InvalidNotationError(f"'{text}' names no card position (rows and columns run 1..{SIZE})")
        return take(row, col)
    match = _DRAW.fullmatch(words)
    if match:
        try:
            return Draw(parse_card(f"{match.group(1)}-{match.group(2)}"))
        except InvalidNotationError as error:
            raise InvalidNotationError(f"'{text}' draws no card: {error}") from None
    raise InvalidNotationError(
        f"'{text}' is no Kupferkessel action (expected 'move', 'take r2c3', 'keep', 'decline' or 'draw <card>')"
    )
