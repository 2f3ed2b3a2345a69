"""A player's own marks on their deduction sheet, as on paper: a cross ("I rule this out") or a ring
("I think it is this") in a square, theirs alone, kept apart from what Athanor knows.

Marks are per seat, saved with the match (MatchSession.keep_ui under "sheet-marks": {"<seat>":
[[ingredient, alchemical, "x" | "o"], ...]}) so they survive a restart; undo never touches them.
`disagreements` lists the marks that what the seat knows contradicts (a ring on a ruled-out
square, a cross on a certain one). Pure: no pygame.
"""

from __future__ import annotations

import logging
from typing import Any

from games.alchemists.deduction import WorldSet

UI_KEY = "sheet-marks"
MARKS = ("x", "o")  # cross: ruled out by the player; ring: the player's guess
Cell = tuple[int, int]  # (ingredient 0..7, alchemical 0..7)
Marks = dict[Cell, str]

log = logging.getLogger(__name__)


def next_mark(current: str | None) -> str | None:
    """A tap's effect on a square: empty -> cross -> ring -> empty."""
    order = (None,) + MARKS
    return order[(order.index(current) + 1) % len(order)]


def tapped(marks: Marks, cell: Cell) -> Marks:
    """`marks` after a tap on `cell` (a new dict)."""
    changed = dict(marks)
    mark = next_mark(marks.get(cell))
    if mark is None:
        changed.pop(cell, None)
    else:
        changed[cell] = mark
    return changed


def disagreements(marks: Marks, worlds: WorldSet) -> list[Cell]:
    """The marked squares that the facts contradict, in reading order."""
    counts, count = worlds.cell_counts, worlds.count
    wrong = [cell for cell, mark in marks.items()
             if (mark == "o" and counts[cell] == 0) or (mark == "x" and counts[cell] == count)]
    return sorted(wrong, key=lambda cell: (cell[1], cell[0]))


def marks_of(ui: dict[str, Any], seat: int) -> Marks:
    """The seat's marks from a match's saved UI state; marks of a foreign shape are dropped, logged."""
    raw = ui.get(UI_KEY, {})
    entries = raw.get(str(seat), []) if isinstance(raw, dict) else None
    if not isinstance(entries, list):
        log.warning("sheet marks of seat %s are not a list: dropped", seat)
        return {}
    marks: Marks = {}
    for entry in entries:
        if (isinstance(entry, list) and len(entry) == 3 and all(type(v) is int and 0 <= v < 8 for v in entry[:2])
                and entry[2] in MARKS):
            marks[(entry[0], entry[1])] = entry[2]
        else:
            log.warning("sheet mark %r of seat %s is malformed: dropped", entry, seat)
    return marks


def with_marks(ui: dict[str, Any], seat: int, marks: Marks) -> dict[str, Any]:
    """The "sheet-marks" value of a match's UI state with `seat`'s marks replaced."""
    raw = ui.get(UI_KEY, {})
    every = dict(raw) if isinstance(raw, dict) else {}
    every[str(seat)] = [[i, n, mark] for (i, n), mark in sorted(marks.items())]
    return every
