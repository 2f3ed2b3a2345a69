"""A card turned up during the alarm phase, shown large over the board while its clip runs: the
alarm card (city, modifier, marker pattern, loot, turn order) or the inquisitor card with its
modifier and what its type can do now."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.widgets import draw_panel, draw_text, fit_font
from games.materia_prima import actions as A
from games.materia_prima.components import INQUISITOR_CARDS
from games.materia_prima.state import State
from games.materia_prima.ui import words as W
from games.materia_prima.ui.inquisition_panel import draw_alarm_card, draw_type, modifier_text
from games.materia_prima.ui.layout import BOARD_BOX

CARD = pygame.Rect(BOARD_BOX.centerx - 320, BOARD_BOX.y + 150, 640, 330)


def draw_card_pop(canvas: pygame.Surface, ctx: Context, state: State, action: A.Action) -> None:
    """The card `action` turned up, on a panel over the board."""
    draw_panel(canvas, CARD)
    inner = CARD.inflate(-48, -40)
    if isinstance(action, A.DrawInquisitor):
        card = INQUISITOR_CARDS[action.card]
        title = W.t(ctx.tr, "pop.inquisitor", card=action.card, modifier=modifier_text(ctx.tr, card.modifier))
        draw_text(canvas, title, fit_font(ctx.fonts, title, inner.w, 34, min_size=24, bold=True), theme.INK_TEXT,
                  inner.topleft)
        draw_type(canvas, ctx, state, card.type, inner.x, inner.y + 60, inner.w)
    else:
        title = W.t(ctx.tr, "pop.alarm")
        draw_text(canvas, title, fit_font(ctx.fonts, title, inner.w, 34, min_size=24, bold=True), theme.INK_TEXT,
                  inner.topleft)
        draw_alarm_card(canvas, ctx, state, inner.x, inner.y + 60, inner.w)
