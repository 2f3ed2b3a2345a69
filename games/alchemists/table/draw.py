"""The whole table from one seat's view: `draw_table(surface, layout, view, ctx, marks) -> hits`.

Draws the static layer (backdrop, boards, printed labels) from a cache, then every region from the
view: reputation and order tracks, action spaces with cubes, the row and the decks, the adventurer,
the artifact display, the theory board, the seats' strips and the viewer's private area (only when
`private` is true: the scenes lift it behind the hot-seat curtain). Returns a Hit for every target
drawn, in drawing order (a later hit lies on top).
"""

from __future__ import annotations

import pygame

from games.alchemists.board.view import View
from games.alchemists.table import draw_market, draw_private, draw_seats, draw_spaces, draw_theory, draw_tracks
from games.alchemists.table.art import Pen
from games.alchemists.table.layer import static_layer
from games.alchemists.table.layout import TableLayout
from games.alchemists.table.targets import NO_MARKS, Hit, Marks
from games.app.scene import Context


def draw_table(surface: pygame.Surface, layout: TableLayout, view: View, ctx: Context, marks: Marks = NO_MARKS,
               *, private: bool = True) -> list[Hit]:
    """Draw the table as `view.seat` sees it; the hits of every target drawn."""
    surface.blit(static_layer(layout, ctx, view.players), (0, 0))
    pen = Pen(surface, layout, ctx, marks)
    draw_tracks.draw_reputation(pen, view)
    draw_tracks.draw_order(pen, view)
    draw_spaces.draw_spaces(pen, view)
    draw_market.draw_row(pen, view)
    draw_market.draw_adventurer(pen, view)
    draw_market.draw_artifacts(pen, view)
    draw_theory.draw_theory(pen, view)
    draw_seats.draw_status(pen, view)
    draw_seats.draw_seats(pen, view)
    if private:
        draw_private.draw_private(pen, view)
    else:
        draw_private.draw_hidden(pen)
    return pen.hits
