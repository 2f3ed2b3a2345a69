"""The state of a Kupferkessel Co. match.

Representation (cards are ints 0..55, see components.py; cells are 0..35 row-major):

    grid        36 entries, the card in each cell or EMPTY (corner cells are always EMPTY here;
                the corner cards are furniture and never move)
    pile        the UNSEEN part of the draw pile as a sorted tuple of card ids: a set, not a
                sequence. Its order does not exist until a card is drawn: each draw is a chance
                step whose outcomes are these cards, equally weighted, so no state (and hence
                no view) can carry the order of the pile.
    pile_bottom cards laid face down under the pile by an exploding cauldron, in the order they
                are drawn once the unseen part is used up. Everybody saw them go there, so this
                part is known; drawing from it is a chance step with one outcome.
    cauldrons   per seat the cards from bottom to top; only the top card is face up
    figures     per seat its track space 0..19 (clockwise from the top-left corner)
    out         cards out of the game (exploded with an empty pile, or a declined last card)
    phase       DEAL, START, MOVE, TAKE, REFILL, LAST or OVER (see rules.py)
    seat        the seat whose turn it is (during DEAL/START: the cauldron being started)
    turns_in_row 1 for a normal turn, 2 for the extra turn a hat gave (never a third)
    gap         the cell waiting for a card (DEAL: the next cell to deal; REFILL: the emptied cell)
    extra_turn  REFILL: the hat has granted the seat another turn after the refill
    pending     LAST: the last card of a line, taken but not yet kept or declined
    log         every action so far as notation text: the public memory of the table

Every card is in exactly one of grid, pile, pile_bottom, cauldrons, out or pending.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

EMPTY: Final[int] = -1

DEAL: Final[str] = "deal"
START: Final[str] = "start"
MOVE: Final[str] = "move"
TAKE: Final[str] = "take"
REFILL: Final[str] = "refill"
LAST: Final[str] = "last-card"
OVER: Final[str] = "over"
CHANCE_PHASES: Final[frozenset[str]] = frozenset({DEAL, START, REFILL})


@dataclass(frozen=True)
class State:
    """One moment of a match; see the module docstring for every field."""

    grid: tuple[int, ...]
    pile: tuple[int, ...]
    pile_bottom: tuple[int, ...]
    cauldrons: tuple[tuple[int, ...], tuple[int, ...]]
    figures: tuple[int, int]
    out: tuple[int, ...]
    phase: str
    seat: int
    turns_in_row: int = 1
    gap: int = EMPTY
    extra_turn: bool = False
    pending: int = EMPTY
    log: tuple[str, ...] = ()

    @property
    def pile_size(self) -> int:
        """Cards in the draw pile, seen or not."""
        return len(self.pile) + len(self.pile_bottom)

    def all_cards(self) -> list[int]:
        """Every card the state holds, wherever it lies (for conservation checks)."""
        cards = [c for c in self.grid if c != EMPTY]
        cards += list(self.pile) + list(self.pile_bottom) + list(self.out)
        for cauldron in self.cauldrons:
            cards += list(cauldron)
        if self.pending != EMPTY:
            cards.append(self.pending)
        return cards
