"""The scoring table of Kupferkessel Co., on plain lists of card ids.

Per kind in a cauldron: 1 card -> minus its value; exactly 2 -> 0; exactly 3 -> plus their
values; all 4 -> plus their values and a bonus of 5. Points of the own colour's kinds count double,
negative ones too; bonuses are never doubled. Most cards of value 1: +5, nobody on a tie.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from games.kupferkessel.components import (
    FULL_SET_BONUS,
    KINDS,
    OWN_COLOUR_FACTOR,
    SEAT_COLOURS,
    VALUE_ONE_BONUS,
    kind_of,
    value_of,
)


@dataclass(frozen=True)
class KindScore:
    """The points one kind brings: `points` already doubled for the own colour, `bonus` never."""

    kind: str
    values: tuple[int, ...]
    points: int
    bonus: int


@dataclass(frozen=True)
class Breakdown:
    """One seat's score: per kind, the value-1 count and bonus, and the total."""

    kinds: tuple[KindScore, ...]
    value_one_cards: int
    value_one_bonus: int
    total: int

    def to_json(self) -> dict[str, object]:
        """The breakdown as JSON data."""
        return {
            "kinds": [{"kind": k.kind, "values": list(k.values), "points": k.points, "bonus": k.bonus}
                      for k in self.kinds],
            "value_one_cards": self.value_one_cards,
            "value_one_bonus": self.value_one_bonus,
            "total": self.total,
        }


def kind_points(values: Sequence[int]) -> tuple[int, int]:
    """(points, bonus) of the cards of one kind, before any doubling."""
    count = len(values)
    if count == 1:
        return -values[0], 0
    if count == 2:
        return 0, 0
    if count == 3:
        return sum(values), 0
    if count == 4:
        return sum(values), FULL_SET_BONUS
    return 0, 0


def score_kinds(cards: Sequence[int], own_colour: str) -> tuple[KindScore, ...]:
    """The per-kind scores of one cauldron, in kind order, only for kinds it holds."""
    by_kind: dict[int, list[int]] = {}
    for card in cards:
        by_kind.setdefault(kind_of(card), []).append(value_of(card))
    scores = []
    for kind in sorted(by_kind):
        values = tuple(sorted(by_kind[kind]))
        points, bonus = kind_points(values)
        if KINDS[kind].colour == own_colour:
            points *= OWN_COLOUR_FACTOR
        scores.append(KindScore(KINDS[kind].id, values, points, bonus))
    return tuple(scores)


def value_one_count(cards: Sequence[int]) -> int:
    """How many cards of value 1 a cauldron holds."""
    return sum(1 for card in cards if value_of(card) == 1)


def score_cauldrons(cauldrons: Sequence[Sequence[int]]) -> tuple[Breakdown, ...]:
    """The breakdown of each seat's cauldron (seat i plays SEAT_COLOURS[i])."""
    ones = [value_one_count(cards) for cards in cauldrons]
    best = max(ones)
    leader = ones.index(best) if ones.count(best) == 1 else None
    result = []
    for seat, cards in enumerate(cauldrons):
        kinds = score_kinds(cards, SEAT_COLOURS[seat])
        bonus = VALUE_ONE_BONUS if seat == leader else 0
        total = sum(k.points + k.bonus for k in kinds) + bonus
        result.append(Breakdown(kinds, ones[seat], bonus, total))
    return tuple(result)


def totals(cauldrons: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Each seat's total score (the same numbers as score_cauldrons, computed without breakdowns)."""
    ones = [0] * len(cauldrons)
    result = []
    for seat, cards in enumerate(cauldrons):
        by_kind: dict[int, list[int]] = {}
        for card in cards:
            value = card % 4 + 1
            by_kind.setdefault(card // 4, []).append(value)
            if value == 1:
                ones[seat] += 1
        total = 0
        for kind, values in by_kind.items():
            points, bonus = kind_points(values)
            factor = OWN_COLOUR_FACTOR if KINDS[kind].colour == SEAT_COLOURS[seat] else 1
            total += points * factor + bonus
        result.append(total)
    best = max(ones)
    if ones.count(best) == 1:
        result[ones.index(best)] += VALUE_ONE_BONUS
    return tuple(result)
