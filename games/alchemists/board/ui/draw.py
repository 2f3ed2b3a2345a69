"""The whole table from one seat's view: `draw_table(surface, layout, view, ctx, marks) -> hits`.

Draws the static layer (backdrop, boards, printed titles), then every region from the view:
reputation and order tracks, action spaces with cubes, the row and the decks, the adventurer, the
artifact display, the theory board, the status line, the seats' strips and the viewer's private
area (only when `private` is true: the scenes lift it behind the hot-seat curtain). Returns a Hit
for every target drawn, in drawing order (a later hit lies on top).

A frame is composed on a kept surface: a region is painted anew only when what it shows changed
(its part of the view, its marks, the language), so a redraw after one action or one tap repaints
one or two regions and blits the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Hashable

import pygame

from games.alchemists.board.view import View
from games.alchemists.board.ui import draw_market, draw_private, draw_seats, draw_spaces, draw_theory, draw_tracks
from games.alchemists.board.ui.art import Pen
from games.alchemists.board.ui.layer import on_clear, static_layer
from games.alchemists.board.ui.layout import TableLayout
from games.alchemists.board.ui.targets import NO_MARKS, Hit, Marks
from games.app.scene import Context

SNAP = 4  # design px around a region that belong to it (mark rings reach that far)


@dataclass(frozen=True)
class Region:
    """A part of the table: its layout region, what it shows (a key of the view) and its painter."""

    name: str
    kinds: frozenset[str]  # the target kinds it draws
    key: Callable[[View], Hashable]
    paint: Callable[[Pen, View], None]
    part: str = ""  # a part of the region (layout.private_parts) instead of all of it

    def area(self, layout: TableLayout) -> pygame.Rect:
        """Where it is drawn, with the margin its mark rings reach."""
        rect = layout.private_parts()[self.part] if self.part else layout.regions[self.name]
        margin = max(1, int(SNAP * layout.scale))  # rounded down: neighbours are 8 design px apart
        return rect.inflate(2 * margin, 2 * margin)


def _seats_key(view: View) -> Hashable:
    return view.seats, view.to_move, view.seat


REGIONS: tuple[Region, ...] = (
    Region("reputation", frozenset(), lambda v: tuple((s.colour, s.reputation) for s in v.seats),
           draw_tracks.draw_reputation),
    Region("order", frozenset({"order"}), lambda v: (v.players, tuple((s.colour, s.order_space) for s in v.seats)),
           draw_tracks.draw_order),
    Region("actions", frozenset({"space"}),
           lambda v: (v.round, v.phase, v.players, v.student_fee, v.play_order, v.exhibited,
                      tuple((s.colour, s.declared, s.taken) for s in v.seats)), draw_spaces.draw_spaces),
    Region("row", frozenset({"row", "deck"}), lambda v: (v.row, v.deck_size, v.discard_size), draw_market.draw_row),
    Region("adventurer", frozenset({"wish"}),
           lambda v: (v.adventurer, v.next_adventurer, v.sold, v.bids, v.phase == "sell",
                      tuple(s.colour for s in v.seats)),
           draw_market.draw_adventurer),
    Region("artifacts", frozenset({"artifact"}),
           lambda v: (v.round, v.artifacts_dealt, tuple((s.colour, s.artifacts) for s in v.seats)),
           draw_market.draw_artifacts),
    Region("theory", frozenset({"theory", "grant"}),
           lambda v: (v.theories, v.conflicts, v.grants_left, tuple((s.colour, s.grants) for s in v.seats), v.secret,
                      v.round, v.phase == "over"),
           draw_theory.draw_theory),
    Region("status", frozenset(), lambda v: (v.round, v.phase), draw_seats.draw_status),
    Region("seats", frozenset({"player"}), _seats_key, draw_seats.draw_seats),
)
PRIVATE: tuple[Region, ...] = (
    Region("cards", frozenset({"ingredient", "favor", "seal"}),
           lambda v: (v.seat, v.seats[v.seat].colour, v.hand, v.favors, v.seals), draw_private.draw_cards, "cards"),
    Region("results", frozenset({"experiment"}), lambda v: (v.seat, v.experiments), draw_private.draw_results_part,
           "results"),
    Region("notebook", frozenset(), lambda v: (v.seat, v.experiments), draw_private.draw_notebook_part, "notebook"),
)
HIDDEN = (Region("private", frozenset(), lambda v: None, lambda pen, v: draw_private.draw_hidden(pen)),)


@dataclass
class Composer:
    """The composed frame for one layer, and what each region showed when it was painted."""

    frame: pygame.Surface
    shown: dict[str, tuple[Hashable, list[Hit]]] = field(default_factory=dict)
    private: bool | None = None  # whether the private area was drawn open


_composers: dict[tuple, Composer] = {}
on_clear(_composers.clear)


def draw_table(surface: pygame.Surface, layout: TableLayout, view: View, ctx: Context, marks: Marks = NO_MARKS,
               *, private: bool = True) -> list[Hit]:
    """Draw the table as `view.seat` sees it (without `private`, as everyone sees it); the hits of every
    target drawn."""
    if not private:
        view = public_view(view)
    layer = static_layer(layout, ctx, view.players)
    composer = _composer(layer, layout, ctx, view.players)
    regions = REGIONS + (PRIVATE if private else HIDDEN)
    if composer.private is not private:  # the private area opens or closes: wipe it
        area = HIDDEN[0].area(layout)
        composer.frame.blit(layer, area, area)
        for region in PRIVATE + HIDDEN:
            composer.shown.pop(region.name, None)
        composer.private = private
    hits: list[Hit] = []
    for region in regions:
        hits += _region(composer, layer, layout, ctx, view, marks, region)
    surface.blit(composer.frame, (0, 0))
    return hits


def public_view(view: View) -> View:
    """What the whole table may see of `view`: no viewer (seat -1), the viewer's seals on the theory board
    face down like everyone's (until the end, when all is open), no hand, favors, seals or bid."""
    theories = view.theories if view.secret is not None else tuple(
        replace(theory, seals=tuple((seat, None) for seat, _ in theory.seals)) for theory in view.theories)
    return replace(view, seat=-1, theories=theories, hand=(), favors=(), seals=(), bid=-1)


def _composer(layer: pygame.Surface, layout: TableLayout, ctx: Context, players: int) -> Composer:
    key = (layout.size, ctx.tr.language, players)
    composer = _composers.get(key)
    if composer is None:
        _composers.clear()
        composer = _composers[key] = Composer(layer.copy())
    return composer


def _region(composer: Composer, layer: pygame.Surface, layout: TableLayout, ctx: Context, view: View, marks: Marks,
            region: Region) -> list[Hit]:
    """The region's hits, painting it anew on the composed frame when what it shows changed."""
    own_marks = {target: mark for target, mark in marks.items() if target[0] in region.kinds}
    key = (region.key(view), tuple(sorted(own_marks.items(), key=repr)), region.paint)
    shown = composer.shown.get(region.name)
    if shown is not None and shown[0] == key:
        return shown[1]
    area = region.area(layout)
    composer.frame.blit(layer, area, area)
    pen = Pen(composer.frame, layout, ctx, own_marks)
    clip = composer.frame.get_clip()
    composer.frame.set_clip(area)
    region.paint(pen, view)
    composer.frame.set_clip(clip)
    composer.shown[region.name] = (key, pen.hits)
    return pen.hits
