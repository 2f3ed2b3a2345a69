"""Element bags: a tuple of 12 counts, one per element in components.ELEMENTS order.

Every place that holds elements (the supply, a figure, a tower tableau, a field, out of the game)
is a Bag, so conservation is a sum of bags.
"""

from __future__ import annotations

from typing import Final, Iterable

from games.materia_prima.components import ELEMENT_INDEX, ELEMENTS, STAGE

Bag = tuple[int, ...]
EMPTY_BAG: Final[Bag] = (0,) * len(ELEMENTS)


def bag_of(names: Iterable[str]) -> Bag:
    """The bag holding one of each named element (names may repeat)."""
    counts = [0] * len(ELEMENTS)
    for name in names:
        counts[ELEMENT_INDEX[name]] += 1
    return tuple(counts)


def add(a: Bag, b: Bag) -> Bag:
    """a + b."""
    return tuple(x + y for x, y in zip(a, b))


def sub(a: Bag, b: Bag) -> Bag:
    """a − b (ValueError if a lacks something)."""
    result = tuple(x - y for x, y in zip(a, b))
    if min(result) < 0:
        raise ValueError("bag does not hold what is taken")
    return result


def contains(a: Bag, b: Bag) -> bool:
    """True when a holds everything b does."""
    return all(x >= y for x, y in zip(a, b))


def plus(bag: Bag, element: str, count: int = 1) -> Bag:
    """The bag with `count` more (or fewer, if negative) of `element`."""
    index = ELEMENT_INDEX[element]
    return bag[:index] + (bag[index] + count,) + bag[index + 1:]


def count(bag: Bag, element: str) -> int:
    """How many of `element` the bag holds."""
    return bag[ELEMENT_INDEX[element]]


def size(bag: Bag) -> int:
    """How many elements the bag holds."""
    return sum(bag)


def names(bag: Bag) -> list[str]:
    """The elements in the bag, one name per element, in element order."""
    return [name for name, n in zip(ELEMENTS, bag) for _ in range(n)]


def kinds(bag: Bag) -> list[str]:
    """The element kinds the bag holds at least one of."""
    return [name for name, n in zip(ELEMENTS, bag) if n]


def of_stage(bag: Bag, stage: int) -> list[str]:
    """The element kinds of `stage` the bag holds."""
    return [name for name, n, s in zip(ELEMENTS, bag, STAGE) if n and s == stage]


def to_json(bag: Bag) -> dict[str, int]:
    """The bag as {element: count} without zeros."""
    return {name: n for name, n in zip(ELEMENTS, bag) if n}


def from_json(data: dict[str, int]) -> Bag:
    """The bag written as {element: count} (KeyError / ValueError on unknown names or counts)."""
    counts = [0] * len(ELEMENTS)
    for name, n in data.items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError(f"element count for {name!r} must be a whole number ≥ 0")
        counts[ELEMENT_INDEX[name]] = n
    return tuple(counts)
