"""The deduction grid of a notebook page, drawn as on the paper sheet: ingredients across the top,
the alchemicals of the rules down the side, and each ingredient's certain signs underneath.

A square is ruled out (dark, crossed), possible (shaded by its share of the solutions left: the
darker, the likelier) or certain (green, ticked); the tapped square shows its percentage.
`GRID` holds where everything goes on the 1920 x 1080 canvas (pure rectangle arithmetic);
`draw_grid` draws one page's WorldSet.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.alchemists.components import COLOURS, INGREDIENTS
from games.alchemists.deduction import WorldSet
from games.alchemists.lab.ui import layout
from games.alchemists.ui.icons import ASPECT_COLOURS, IconCache
from games.alchemists.lab.ui.note_words import KEY, percent_text
from games.alchemists.lab.ui.tiles import draw_colour_disc, draw_parchment
from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.scene import Context
from games.app.kit.widgets import draw_text, fit_font

Cell = tuple[int, int]  # (ingredient index 0..7, alchemical index 0..7)

LIKELY: theme.Color = (196, 104, 28)  # the shade of a square that holds in (almost) every solution
CERTAIN: theme.Color = theme.SUCCESS
RULED_OUT: theme.Color = (168, 152, 128)  # greyed, and crossed


@dataclass(frozen=True)
class GridGeometry:
    """The rectangles of the grid panel: header pictures, alchemical tokens, squares, sign discs."""

    panel: pygame.Rect
    token_w: int = 104
    cell_w: int = 108
    head_h: int = 100
    cell_h: int = 80
    signs_h: int = 100
    pad: int = 18

    @property
    def left(self) -> int:
        """The x of the first ingredient column."""
        return self.panel.left + self.pad + self.token_w

    @property
    def top(self) -> int:
        """The y of the first alchemical row."""
        return self.panel.top + 14 + self.head_h

    def cell(self, ingredient: int, alchemical: int) -> pygame.Rect:
        """The square of `ingredient` (column) and `alchemical` (row)."""
        return pygame.Rect(self.left + ingredient * self.cell_w, self.top + alchemical * self.cell_h, self.cell_w,
                           self.cell_h)

    def head(self, ingredient: int) -> pygame.Rect:
        """The picture above an ingredient's column."""
        return pygame.Rect(self.left + ingredient * self.cell_w, self.panel.top + 14, self.cell_w, self.head_h)

    def token(self, alchemical: int) -> pygame.Rect:
        """The alchemical's number and symbol left of its row."""
        return pygame.Rect(self.panel.left + self.pad, self.top + alchemical * self.cell_h, self.token_w, self.cell_h)

    def signs(self, ingredient: int) -> pygame.Rect:
        """The certain signs below an ingredient's column."""
        return pygame.Rect(self.left + ingredient * self.cell_w, self.top + 8 * self.cell_h + 8, self.cell_w,
                           self.signs_h)

    def signs_label(self) -> pygame.Rect:
        """Left of the sign row: its label."""
        return pygame.Rect(self.panel.left + self.pad, self.top + 8 * self.cell_h + 8, self.token_w, self.signs_h)


GRID = GridGeometry(pygame.Rect(layout.CONTENT.left, layout.CONTENT.top, 1004, layout.CONTENT.height))


def shade(share: float) -> theme.Color:
    """The fill of a possible square: light parchment for unlikely, deep amber for likely."""
    t = 0.1 + 0.9 * share**0.75  # spreads the usual shares (1/8 .. 1/2) apart
    return tuple(round(a + (b - a) * t) for a, b in zip(theme.PARCHMENT_LIGHT, LIKELY))  # type: ignore[return-value]


def draw_grid(canvas: pygame.Surface, ctx: Context, icons: IconCache, worlds: WorldSet, selected: Cell | None,
              focused: Cell | None, geometry: GridGeometry = GRID) -> None:
    """The whole grid panel for the solutions `worlds` leaves."""
    draw_parchment(canvas, geometry.panel)
    for index, ingredient in enumerate(INGREDIENTS):
        canvas.blit(icons.ingredient(ingredient, 88), icons.ingredient(ingredient, 88).get_rect(center=geometry.head(index).center))
    number_font = ctx.fonts.get(32, bold=True, serif=False)
    for alchemical in range(8):
        box = geometry.token(alchemical)
        draw_text(canvas, str(alchemical + 1), number_font, theme.INK_TEXT, (box.left + 16, box.centery), "center")
        token = icons.alchemical(alchemical, 70)
        canvas.blit(token, token.get_rect(midright=(box.right - 6, box.centery)))
    counts, count = worlds.cell_counts, worlds.count
    for ingredient in range(8):
        for alchemical in range(8):
            cell = (ingredient, alchemical)
            draw_square(canvas, ctx, geometry.cell(*cell), int(counts[ingredient, alchemical]), count,
                        cell == selected, cell == focused)
    draw_sign_row(canvas, ctx, worlds, geometry)


def draw_square(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, worlds: int, count: int, selected: bool,
                focused: bool) -> None:
    """One square: ruled out, possible (shaded) or certain; a selected one shows its percentage."""
    box = rect.inflate(-6, -6)
    if worlds == 0:
        pygame.draw.rect(canvas, RULED_OUT, box, border_radius=8)
        cross = box.inflate(-box.width // 2 - 14, -box.height // 2 + 4)
        pygame.draw.line(canvas, theme.INK_TEXT, cross.topleft, cross.bottomright, 4)
        pygame.draw.line(canvas, theme.INK_TEXT, cross.bottomleft, cross.topright, 4)
    elif worlds == count:
        pygame.draw.rect(canvas, CERTAIN, box, border_radius=8)
        if not selected:
            draw_icon(canvas, "check", pygame.Rect(0, 0, 52, 52).move(box.centerx - 26, box.centery - 26),
                      theme.TEXT_LIGHT)
    else:
        pygame.draw.rect(canvas, shade(worlds / count), box, border_radius=8)
    pygame.draw.rect(canvas, theme.BRASS_DARK, box, 2, border_radius=8)
    if selected:
        pygame.draw.rect(canvas, theme.EMBER, box.inflate(4, 4), 6, border_radius=10)
        text = percent_text(ctx, worlds / count)
        dark = worlds == count or worlds / count > 0.6
        font = fit_font(ctx.fonts, text, box.width - 12, 32, min_size=24, bold=True, serif=False)
        draw_text(canvas, text, font, theme.TEXT_LIGHT if dark else theme.INK_TEXT, box.center, "center")
    if focused:
        pygame.draw.rect(canvas, theme.FOCUS, rect.inflate(4, 4), theme.FOCUS_WIDTH, border_radius=12)


def draw_sign_row(canvas: pygame.Surface, ctx: Context, worlds: WorldSet, geometry: GridGeometry) -> None:
    """Under each ingredient its red, green and blue sign where certain; a grey "?" where not."""
    label = ctx.tr(KEY + "signs_label")
    box = geometry.signs_label()
    font = fit_font(ctx.fonts, label, box.width - 8, 28, min_size=24, bold=True, serif=False)
    draw_text(canvas, label, font, theme.INK_MUTED, (box.right - 6, box.centery), "midright")
    question = ctx.fonts.get(24, bold=True, serif=False)
    for ingredient, signs in enumerate(worlds.signs):
        row = geometry.signs(ingredient)
        discs = layout.row(pygame.Rect(row.left + 4, row.centery - 16, row.width - 8, 32), 3, 2)
        for disc, colour, sign in zip(discs, COLOURS, signs):
            if sign == "?":
                pygame.draw.circle(canvas, theme.PARCHMENT_DARK, disc.center, 16)
                pygame.draw.circle(canvas, ASPECT_COLOURS[colour], disc.center, 16, 3)
                draw_text(canvas, "?", question, theme.INK_MUTED, disc.center, "center")
            else:
                draw_colour_disc(canvas, colour, disc.inflate(2, 2), sign)
