"""Hot-seat: one screen passed between the humans of a game whose seats see different things.

    transition = pass_screen(session, seat_names, on_handed_over=self.viewer_changed, emblem=...)
    if transition is not None:         # in the board's update(), once its animations are done
        return transition
    if screen_hidden(session):         # first thing in the board's draw()
        draw_background(canvas); return

A MatchSession started with private_views=True and several human seats is "curtained"
(MatchSession.curtained): it shows only the view of the human holding the screen, and nobody holds
it at the start of a match or after a restart. `pass_screen` returns Push(CurtainScene("Green"))
when session.handover_to() names the human who must take it next; their tap ("I am Green: show
me") records session.handed_over(seat), calls `on_handed_over(seat)` (rebuild what depends on the
viewer, such as the event log) and lifts the curtain. The curtain is not an overlay, so nothing is
drawn behind it; `screen_hidden` covers the frames before the first curtain opens. Games with one
public table (Kupferkessel) pass private_views=False and never see a curtain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from games.app.kit.common_scenes import CurtainScene
from games.app.scene import Context, Pop, Push, Transition

if TYPE_CHECKING:
    from games.app.table.match_session import MatchSession

Emblem = Callable[[pygame.Surface, pygame.Rect], None]


def pass_screen(session: "MatchSession", seat_names: Sequence[str],
                on_handed_over: Callable[[int], None] | None = None,
                emblem: Callable[[int], Emblem] | None = None) -> Push | None:
    """The curtain for the human who must take the screen now, or None.

    `seat_names` are the seats' names as the players read them ("Green"); `emblem(seat)` may give
    the drawing of that seat's colour for the curtain."""
    seat = session.handover_to()
    if seat is None:
        return None

    def lift(ctx: Context) -> Transition:
        session.handed_over(seat)
        if on_handed_over is not None:
            on_handed_over(seat)
        return Pop()

    return Push(CurtainScene(seat_names[seat], then=lift, emblem=emblem(seat) if emblem is not None else None))


def screen_hidden(session: "MatchSession") -> bool:
    """True while nobody holds the screen of a curtained match: draw nothing of the table."""
    return session.curtained and session.screen_holder is None
