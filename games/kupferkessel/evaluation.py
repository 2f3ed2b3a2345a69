"""The strong bot's judgement of a position, in one pass over the cauldrons (it runs at every leaf
of the search, so it avoids building breakdowns).

    evaluate = own score - opponent's score (as if the game ended now)
             + potential(own) - potential(opponent)
             + WIN_VALUE for a won finished game (- for a lost one)

Potential rewards kinds that can still grow: one or two cards of a kind whose missing cards are
not yet gone into a cauldron or out of the game are worth a share of what a third card would turn
them into; three cards with the fourth still open are worth a share of the full-set bonus.
"""

from __future__ import annotations

from typing import Final, Sequence

from games.kupferkessel.components import (
    FULL_SET_BONUS, KINDS, OWN_COLOUR_FACTOR, SEAT_COLOURS, VALUE_ONE_BONUS,
)
from games.kupferkessel.state import EMPTY, OVER, State

WIN_VALUE: Final[float] = 40.0
GROWTH_SHARE: Final[float] = 0.3  # of the values a kind with one or two cards may still turn positive
FULL_SET_SHARE: Final[float] = 0.3  # of the bonus a kind with three cards may still earn
FACTORS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(OWN_COLOUR_FACTOR if kind.colour == colour else 1 for kind in KINDS) for colour in SEAT_COLOURS
)
KIND_COUNT: Final[int] = len(KINDS)


def _tally(cards: Sequence[int]) -> tuple[list[int], list[int], int]:
    """Per kind: how many cards and their value sum; and the number of value-1 cards."""
    counts, sums, ones = [0] * KIND_COUNT, [0] * KIND_COUNT, 0
    for card in cards:
        kind, value = card >> 2, (card & 3) + 1
        counts[kind] += 1
        sums[kind] += value
        if value == 1:
            ones += 1
    return counts, sums, ones


def _points(counts: list[int], sums: list[int], factors: tuple[int, ...]) -> int:
    """The scoring table over tallies (without the value-1 bonus)."""
    total = 0
    for kind in range(KIND_COUNT):
        count = counts[kind]
        if count == 1:
            total -= sums[kind] * factors[kind]
        elif count >= 3:
            total += sums[kind] * factors[kind] + (FULL_SET_BONUS if count == 4 else 0)
    return total


def _potential(counts: list[int], sums: list[int], open_cards: list[int], factors: tuple[int, ...]) -> float:
    """What the kinds in a cauldron may still become, weighted by the shares above."""
    value = 0.0
    for kind in range(KIND_COUNT):
        count = counts[kind]
        if count and count < 3 and open_cards[kind] >= 3 - count:
            value += GROWTH_SHARE * factors[kind] * (sums[kind] + (sums[kind] if count == 1 else 0))
        elif count == 3 and open_cards[kind]:
            value += FULL_SET_SHARE * FULL_SET_BONUS
    return value


def evaluate(state: State, seat: int) -> float:
    """How good `state` is for `seat` (see the module docstring)."""
    mine = _tally(state.cauldrons[seat])
    theirs = _tally(state.cauldrons[1 - seat])
    difference = float(_points(mine[0], mine[1], FACTORS[seat]) - _points(theirs[0], theirs[1], FACTORS[1 - seat]))
    if mine[2] != theirs[2]:
        difference += VALUE_ONE_BONUS if mine[2] > theirs[2] else -VALUE_ONE_BONUS
    if state.phase == OVER:
        return difference + (WIN_VALUE if difference > 0 else -WIN_VALUE if difference < 0 else 0.0)
    gone = [0] * KIND_COUNT
    for card in state.out:
        gone[card >> 2] += 1
    if state.pending != EMPTY:
        gone[state.pending >> 2] += 1
    open_cards = [4 - mine[0][k] - theirs[0][k] - gone[k] for k in range(KIND_COUNT)]
    return (difference + _potential(mine[0], mine[1], open_cards, FACTORS[seat])
            - _potential(theirs[0], theirs[1], open_cards, FACTORS[1 - seat]))
