"""Golden JSON transcripts of seeded games: compared as data, written with one line per field, per
list item and per list of a mapping of lists (readable diffs), regenerated only on purpose with
ATHANOR_REGEN_GOLDEN=1."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def _line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _listed(items: list, indent: str) -> str:
    return "[\n" + ",\n".join(f"{indent} {_line(item)}" for item in items) + f"\n{indent}]"


def golden_text(data: dict[str, Any]) -> str:
    """The JSON object laid out for diffs."""
    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value:
            lines.append(f" {_line(key)}: {_listed(value, ' ')}")
        elif isinstance(value, dict) and value and all(isinstance(v, list) for v in value.values()):
            inner = ",\n".join(f"  {_line(k)}: {_listed(v, '  ')}" for k, v in value.items())
            lines.append(f" {_line(key)}: {{\n{inner}\n }}")
        else:
            lines.append(f" {_line(key)}: {_line(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def check_golden(path: Path, data: dict[str, Any]) -> None:
    """`data` equals the golden file (first rewriting it when ATHANOR_REGEN_GOLDEN=1)."""
    if os.environ.get("ATHANOR_REGEN_GOLDEN") == "1":
        path.write_text(golden_text(data), encoding="utf-8")
    assert data == json.loads(path.read_text(encoding="utf-8"))
