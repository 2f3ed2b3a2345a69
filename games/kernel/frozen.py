"""A fast copy of a frozen dataclass value with some fields changed (the rules' hottest path)."""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def evolve(value: T, **changes: Any) -> T:
    """A copy of the frozen dataclass `value` with `changes`: dataclasses.replace without its
    per-field checks (the rules build thousands of states per game). Only for classes without
    __post_init__ and without slots."""
    copy = object.__new__(type(value))
    copy.__dict__.update(value.__dict__)
    copy.__dict__.update(changes)
    return copy
