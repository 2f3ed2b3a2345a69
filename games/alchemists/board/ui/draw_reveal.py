"""The grand revelation, theory by theory, over the middle of the board.

`reveal_rows(view)` lists the standing theories with the true alchemical and each seal's points
(scoring's own rule, computed from the end view: everything is open then). `draw_revelation(surface,
rect, view, ctx, shown)` draws the panel in `rect` (`reveal_rect(layout)` lies over the middle of the
board) with `shown` theories turned over: those show the true alchemical, right or wrong, and every
seal's points; the last of them, just turned, glows; the rest wait face down. At the bottom each
seat's theory points so far.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from games.alchemists.board.scoring import Revelation, seal_score
from games.alchemists.board.view import View
from games.alchemists.components import INGREDIENTS
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.art import FIGURE, LABEL, MIN_TEXT, TITLE, Pen
from games.alchemists.board.ui.layout import TableLayout, table_layout
from games.alchemists.board.ui.pieces import draw_seal
from games.alchemists.ui.players import PLAYER_RGB, player_name
from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.widgets import draw_panel


def reveal_rows(view: View) -> tuple[Revelation, ...]:
    """The standing theories in board order, scored as the rules score them (the view must be of a
    finished game: then every seal's kind and the secret are open)."""
    if view.secret is None:
        raise ValueError("the revelation needs the end view (the secret is still hidden)")
    rows = []
    for theory in view.theories:
        true = view.secret[theory.ingredient]
        seals = tuple(replace(seal_score(theory.alchemical, true, kind or ""), seat=seat)
                      for seat, kind in theory.seals)
        rows.append(Revelation(theory.ingredient, theory.alchemical, true, seals))
    return tuple(rows)


def points_after(rows: tuple[Revelation, ...], step: int, players: int) -> list[int]:
    """Each seat's theory points from the first `step` rows."""
    totals = [0] * players
    for row in rows[:step]:
        for seal in row.seals:
            totals[seal.seat] += seal.points
    return totals


def signed(points: int) -> str:
    """Points with their sign ("+5", "-4"), zero as "0"."""
    return f"{points:+d}" if points else "0"


def reveal_rect(layout: TableLayout) -> pygame.Rect:
    """Where the revelation panel lies: over the action spaces, the market, the theories and the private area."""
    regions = layout.regions
    return regions["actions"].unionall([regions["theory"], regions["private"]])


def draw_revelation(surface: pygame.Surface, where: pygame.Rect | TableLayout, view: View, ctx: Context,
                    shown: int) -> list[T.Hit]:
    """The panel in `where` (a rect, or a layout: then over its middle) with `shown` theories turned
    over; the hits of the theories (("theory", i))."""
    layout = where if isinstance(where, TableLayout) else table_layout(surface.get_size())
    panel = reveal_rect(layout) if isinstance(where, TableLayout) else where
    pen = Pen(surface, layout, ctx, {})
    draw_panel(surface, panel)
    rows = reveal_rows(view)
    head = pygame.Rect(panel.left + pen.px(28), panel.top + pen.px(12), panel.width - pen.px(56), pen.px(52))
    pen.fit(pen.tr("reveal.title"), head, TITLE + 8, theme.INK_TEXT, "midleft")
    pen.fit(pen.tr("reveal.progress", done=min(shown, len(rows)), total=len(rows)), head, LABEL, theme.INK_MUTED,
            "midright", bold=False)
    totals_h = pen.px(76)
    body = pygame.Rect(panel.left + pen.px(20), head.bottom + pen.px(8), panel.width - pen.px(40),
                       panel.bottom - head.bottom - totals_h - pen.px(24))
    row_h = body.height // max(len(rows), 1) if rows else body.height
    row_h = min(row_h, pen.px(104))
    if not rows:
        pen.fit(pen.tr("reveal.none"), body, LABEL, theme.INK_MUTED, "center")
    for index, row in enumerate(rows):
        rect = pygame.Rect(body.left, body.top + index * row_h, body.width, row_h - pen.px(6))
        _row(pen, view, row, rect, turned=index < shown, current=index == shown - 1)
        pen.target(rect, T.theory(row.ingredient))
    _totals(pen, view, points_after(rows, shown, view.players),
            pygame.Rect(body.left, panel.bottom - totals_h - pen.px(12), body.width, totals_h))
    return pen.hits


def _row(pen: Pen, view: View, row: Revelation, rect: pygame.Rect, *, turned: bool, current: bool) -> None:
    fill = theme.PARCHMENT_LIGHT if not turned else (214, 232, 200) if row.correct else (240, 206, 196)
    pen.plate(rect, fill, theme.EMBER if current else theme.BRASS_DARK, radius=10, width=5 if current else 2)
    side = min(rect.height - pen.px(12), pen.px(72))
    x, cy = rect.left + pen.px(10), rect.centery
    pen.icon("ingredient", INGREDIENTS[row.ingredient], pygame.Rect(x, cy - side // 2, side, side))
    x += side + pen.px(14)
    pen.icon("alchemical", row.claimed, pygame.Rect(x, cy - side // 2, side, side))
    x += side + pen.px(10)
    pen.text("\u2192", (x, cy), FIGURE, theme.INK_MUTED, "midleft", bold=True)
    x += pen.px(40)
    truth = pygame.Rect(x, cy - side // 2, side, side)
    if turned:
        pen.icon("alchemical", row.true, truth)
    else:
        pygame.draw.rect(pen.surface, theme.WOOD, truth, border_radius=pen.px(10))
        pen.text("?", truth.center, FIGURE, theme.BRASS_LIGHT, "center", bold=True)
    x = truth.right + pen.px(14)
    verdict = pygame.Rect(x, rect.top, pen.px(150), rect.height)
    if turned:
        key, colour = ("reveal.right", theme.SUCCESS) if row.correct else ("reveal.wrong", theme.DANGER)
        pen.fit(pen.tr(key), verdict, LABEL, colour, "midleft")
    _seal_points(pen, view, row, pygame.Rect(verdict.right + pen.px(10), rect.top, rect.right - verdict.right
                                              - pen.px(20), rect.height), turned)


def _seal_points(pen: Pen, view: View, row: Revelation, area: pygame.Rect, turned: bool) -> None:
    """Each seal with its points once the theory is turned (a hedge that saved it says so)."""
    width = area.width // max(1, len(row.seals)) if row.seals else area.width
    width = min(width, pen.px(250))
    side = min(area.height - pen.px(16), pen.px(56))
    for k, seal in enumerate(row.seals):
        x = area.left + k * width
        draw_seal(pen, pygame.Rect(x, area.centery - side // 2, side, side), view.seats[seal.seat].colour, seal.seal)
        if not turned:
            continue
        text = pen.tr("reveal.hedged") if seal.hedged else signed(seal.points)
        colour = theme.SUCCESS if seal.points > 0 else theme.DANGER if seal.points < 0 else theme.INK_MUTED
        box = pygame.Rect(x + side + pen.px(6), area.top, width - side - pen.px(12), area.height)
        pen.fit(text, box, FIGURE if not seal.hedged else MIN_TEXT, colour, "midleft")


def _totals(pen: Pen, view: View, totals: list[int], rect: pygame.Rect) -> None:
    """Each seat's theory points so far, in its colour."""
    width = rect.width // max(1, view.players)
    for seat, points in enumerate(totals):
        cell = pygame.Rect(rect.left + seat * width + pen.px(4), rect.top, width - pen.px(8), rect.height)
        pygame.draw.rect(pen.surface, PLAYER_RGB[view.seats[seat].colour], cell, border_radius=pen.px(12))
        pygame.draw.rect(pen.surface, theme.BRASS_DARK, cell, max(1, pen.px(2)), border_radius=pen.px(12))
        ink = theme.INK_TEXT if view.seats[seat].colour == "yellow" else theme.TEXT_LIGHT
        text = f"{player_name(pen.ctx, view.seats[seat].colour)}  {signed(points)}"
        pen.fit(text, cell.inflate(-pen.px(20), 0), FIGURE, ink, "center")
