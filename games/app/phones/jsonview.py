"""Any view value as plain JSON data: dataclasses become objects, tuples and sets lists."""

from __future__ import annotations

import dataclasses
import enum
import math
from typing import Any


def to_json(value: Any) -> Any:
    """`value` as JSON-ready data (dicts with string keys, lists, numbers, strings, None)."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(key): to_json(item) for key, item in value.items()}
    if isinstance(value, (frozenset, set)):
        return sorted((to_json(item) for item in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [to_json(item) for item in value]
    return str(value)
