"""Why a move cannot be taken back, in Materia Prima's words: a die was rolled, a card was drawn,
a new turn began, or the Inquisition (or the table) has acted since."""

from __future__ import annotations

from games.kernel.undo import Blocker
from games.materia_prima import actions as A
from games.materia_prima.ui import words as W

CARDS = (A.DrawAlarm, A.DrawInquisitor, A.DrawRecipe, A.DrawOrder, A.DrawUpgrade, A.Peek)


def undo_reason(tr: W.Tr, blocker: Blocker) -> str | None:
    """The reason for a chance blocker; None leaves the general wording (nothing to undo, over)."""
    if blocker.kind != "chance":
        return None
    if isinstance(blocker.action, A.Die):
        return W.t(tr, "undo.die")
    if isinstance(blocker.action, CARDS):
        return W.t(tr, "undo.card")
    if isinstance(blocker.action, A.Turn):
        return W.t(tr, "undo.turn")
    return W.t(tr, "undo.table")
