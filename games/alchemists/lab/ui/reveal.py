"""The whole solution: every ingredient with its alchemical (three aspects: colour, size, sign).

Shown only after the deliberate confirmation in the lab menu; afterwards the lab takes no more
results and the menu offers this screen again.
"""

from __future__ import annotations

import pygame

from games.alchemists.components import ALCHEMICALS, INGREDIENTS
from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import DoneScreen
from games.alchemists.ui.art import shade
from games.alchemists.ui.icons import ASPECT_COLOURS, IconCache
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.tiles import draw_tile_plate
from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.widgets import draw_text, draw_text_box, fit_font

LEGEND_RECT = pygame.Rect(layout.CONTENT.left, layout.CONTENT.top, layout.CONTENT.width, 90)
COLUMNS_RECT = pygame.Rect(layout.CONTENT.left, LEGEND_RECT.bottom + theme.GAP, layout.CONTENT.width,
                           layout.DONE_RECT.top - LEGEND_RECT.bottom - 2 * theme.GAP - 10)
SIGN_WORDS = {1: "+", -1: "−"}


class RevealScene(DoneScreen):
    """Eight columns: ingredient picture and name above its alchemical token and signs."""

    def __init__(self, lab: LabSession, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.lab = lab
        self.badge_code = lab.game.code

    def title(self, ctx: Context) -> str:
        return ctx.tr("alchemists.reveal.title")

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.reveal.legend"), LEGEND_RECT, theme.TEXT_LIGHT,
                      theme.TEXT_BODY, min_size=26, align="center", valign="center")
        assignment = self.lab.game.assignment
        for cell, ingredient, alchemical in zip(layout.row(COLUMNS_RECT, 8, 16), INGREDIENTS, assignment):
            self.draw_column(canvas, ctx, cell, ingredient, alchemical)

    def draw_column(self, canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, ingredient: str, alchemical: int) -> None:
        """One ingredient over its alchemical."""
        draw_tile_plate(canvas, rect, "normal")
        side = rect.width - 28
        art = pygame.Rect(rect.left + 14, rect.top + 14, side, side)
        canvas.blit(self.icons.ingredient(ingredient, side), art)
        name = ctx.tr(f"alchemists.ingredient.{ingredient}")
        font = fit_font(ctx.fonts, name, rect.width - 16, theme.TEXT_BODY, min_size=28, bold=True, serif=False)
        draw_text(canvas, name, font, theme.INK_TEXT, (rect.centerx, art.bottom + 8), "midtop")
        divider = art.bottom + 8 + font.get_linesize() + 10
        pygame.draw.line(canvas, theme.BRASS, (rect.left + 20, divider), (rect.right - 20, divider), 3)
        sign_font = ctx.fonts.get(theme.TEXT_TITLE, bold=True, serif=False)
        signs_top = rect.bottom - 16 - sign_font.get_height()
        token_side = min(side + 10, signs_top - divider - 20)
        token = pygame.Rect(rect.centerx - token_side // 2, divider + 12, token_side, token_side)
        canvas.blit(self.icons.alchemical(alchemical, token_side), token)
        third = (rect.width - 20) // 3
        for index, (sign, colour) in enumerate(zip(ALCHEMICALS[alchemical].signs, ASPECT_COLOURS.values())):
            centre = (rect.left + 10 + third * index + third // 2, signs_top + sign_font.get_height() // 2)
            draw_text(canvas, SIGN_WORDS[sign], sign_font, shade(colour, 0.8), centre, "center")
