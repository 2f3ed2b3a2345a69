"""The last card of a line, large in the middle of the board, with the keep-or-leave question and
its two buttons — all on one dark veil, so nothing of the board shows between them."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.widgets import draw_text_box
from games.kupferkessel.ui import card_art
from games.kupferkessel.ui.animation import pending_rect

QUESTION_H = 104
BUTTON_W = 380
PAD = 36


@dataclass(frozen=True)
class LastCardLayout:
    """Where the card, the question, the two buttons and the veil around them sit."""

    card: pygame.Rect = field(default_factory=pending_rect)

    @property
    def question(self) -> pygame.Rect:
        return pygame.Rect(self.card.centerx - BUTTON_W - 40, self.card.bottom + 16, 2 * BUTTON_W + 80, QUESTION_H)

    @property
    def keep(self) -> pygame.Rect:
        return pygame.Rect(self.card.centerx - BUTTON_W - 20, self.question.bottom + 12, BUTTON_W, theme.BUTTON_H)

    @property
    def decline(self) -> pygame.Rect:
        return pygame.Rect(self.card.centerx + 20, self.question.bottom + 12, BUTTON_W, theme.BUTTON_H)

    @property
    def veil(self) -> pygame.Rect:
        return self.card.unionall([self.question, self.keep, self.decline]).inflate(2 * PAD, 2 * PAD)


def draw_last_card(canvas: pygame.Surface, ctx: Context, card: int, layout: LastCardLayout) -> None:
    """The veil, the card and the question (the buttons are the board's, drawn on top)."""
    veil = layout.veil
    layer = pygame.Surface(veil.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.INK, 225), layer.get_rect(), border_radius=24)
    canvas.blit(layer, veil)
    pygame.draw.rect(canvas, theme.BRASS, veil, 4, border_radius=24)
    canvas.blit(card_art.card_image(ctx.fonts, card, layout.card.size), layout.card)
    draw_text_box(canvas, ctx.fonts, ctx.tr("kupferkessel.board.last_card"), layout.question, theme.TEXT_LIGHT,
                  theme.TEXT_BODY, min_size=26, bold=True, align="center", valign="center")
