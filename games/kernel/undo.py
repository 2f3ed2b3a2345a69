"""Whether the last human decision of a match may be taken back, and if not, why.

The rule (ARCHITECTURE.md): undo goes back to the last decision of a human seat, taking back
everything since (computer moves too), but never across a chance outcome or a reveal, so nobody
re-rolls or peeks. `undo_check(match, is_human)` reads this from the match alone:

    UndoCheck(point=17)                             # undo keeps the first 17 actions of the log
    UndoCheck(None, Blocker("chance", 21, action))  # a card was turned up at log index 21

Blocker kinds: "nothing" (no human decision yet), "chance", "reveal" (a seat's action that showed
something hidden), "over" (the match has ended), "other" (the last human decision is another
human's, where `may_undo` says only the screen's holder may take back their own: hot-seat behind
a curtain). A screen words them (games.app.table.undo_control).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Literal

from games.kernel.play import Match
from games.kernel.protocol import CHANCE, TERMINAL, Action

BlockerKind = Literal["nothing", "chance", "reveal", "over", "other"]


@dataclass(frozen=True)
class Blocker:
    """Why undo is not possible: its kind and, for chance and reveals, the action in the way."""

    kind: BlockerKind
    index: int | None = None  # log index of the blocking action
    action: Action | None = None


@dataclass(frozen=True)
class UndoCheck:
    """How many actions undo would keep (`point`), or what blocks it."""

    point: int | None
    blocker: Blocker | None = None

    @property
    def allowed(self) -> bool:
        """True when undo is possible."""
        return self.point is not None


def undo_check(match: Match, is_human: Callable[[int], bool],
               may_undo: Callable[[int], bool] = lambda seat: True) -> UndoCheck:
    """Walk back from the newest action to the last human decision (a choice among several)."""
    rules, actions, states = match.rules, match.actions, match.states
    if rules.to_move(states[-1]) == TERMINAL:
        return UndoCheck(None, Blocker("over"))
    blocker: Blocker | None = None
    for index in range(len(actions) - 1, -1, -1):
        before, action = states[index], actions[index]
        seat = rules.to_move(before)
        if blocker is None and seat == CHANCE:
            blocker = Blocker("chance", index, action)
        elif blocker is None and rules.reveals_information(before, action):
            blocker = Blocker("reveal", index, action)
        if seat != CHANCE and is_human(seat) and len(rules.legal_actions(before)) > 1:
            if blocker is None and not may_undo(seat):
                blocker = Blocker("other", index, action)
            return UndoCheck(None, blocker) if blocker is not None else UndoCheck(index)
    return UndoCheck(None, Blocker("nothing"))
