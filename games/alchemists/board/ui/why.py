"""Saying why, from a seat's view: why a seat had to pass an action, and why an action about to be
declared would pass this round. Pure (no pygame): each answer is a text key under
"alchemists_play.why_pass." (or None when there is nothing certain to say).

A pass is explained only when it was forced (the seat had no other choice); a declaration is warned
about only when the view makes its failure certain: a debunk with no theory on the board (theories
are published after debunking in the round), a mix with fewer than two ingredients in hand and no
forage declared before it.
"""

from __future__ import annotations

from games.alchemists.board.components import (
    ARTIFACT_BY_ID, BUY, DEBUNK, DRINK, EXHIBIT, FORAGE, PUBLISH, SELL, SPACES, STUDENT, TRANSMUTE,
)
from games.alchemists.board.view import SeatView, View

MIXES = frozenset({SELL, STUDENT, DRINK, EXHIBIT})
PRESS = "printing-press"


def pass_reason(view: View, seat: int, space: str) -> str | None:
    """Why `seat` could do nothing on `space` (its forced pass), as a key; None when unsure."""
    who = view.seats[seat]
    if space == DEBUNK:
        return "no_theory" if not view.theories else "no_debunk"
    if space in MIXES and who.hand_size < 2:
        return "cards"
    if space == STUDENT and who.gold < view.student_fee and view.student_fee > 0:
        return "gold"
    if space == TRANSMUTE and who.hand_size == 0:
        return "no_card"
    if space == PUBLISH:
        return "seals" if who.seals_left == 0 else "gold" if who.gold < 1 and PRESS not in who.artifacts else None
    if space == BUY:
        prices = [ARTIFACT_BY_ID[a].cost for a in view.artifacts_for_sale]
        return "nothing_for_sale" if not prices else "gold" if who.gold < min(prices) else None
    return None


def declare_warning(view: View, space: str) -> str | None:
    """Why declaring `space` now would certainly pass this round (the viewer's own seat), or None."""
    own: SeatView = view.own()
    if space == DEBUNK and not view.theories:
        return "no_theory"
    foraging = own.declared[SPACES.index(FORAGE)]
    if space in MIXES and own.hand_size + foraging < 2:
        return "cards"
    return None
