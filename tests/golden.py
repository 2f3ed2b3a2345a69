"""Golden transcripts: a game's JSON written with one line per field, and the fields named
opened a number of levels deep (one line per entry), so that a change shows as a readable diff."""

from __future__ import annotations

import json
from typing import Any, Mapping


def _dump(value: Any, levels: int, indent: int) -> str:
    if levels <= 0 or not isinstance(value, (list, dict)) or not value:
        return json.dumps(value, ensure_ascii=False)
    pad = " " * (indent + 1)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k)}: {_dump(v, levels - 1, indent + 1)}" for k, v in value.items()]
        opening, closing = "{", "}"
    else:
        items = [f"{pad}{_dump(v, levels - 1, indent + 1)}" for v in value]
        opening, closing = "[", "]"
    return opening + "\n" + ",\n".join(items) + "\n" + " " * indent + closing


def golden_text(data: Mapping[str, Any], open_levels: Mapping[str, int]) -> str:
    """`data` as JSON text: one line per field, `open_levels[field]` levels opened."""
    lines = [f" {json.dumps(key)}: {_dump(value, open_levels.get(key, 0), 1)}" for key, value in data.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"
