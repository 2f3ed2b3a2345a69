"""The game code shown huge, letter by letter, next to its QR code, for the other devices to join."""

from __future__ import annotations

import pygame

from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.qr import draw_matrix, qr_matrix
from games.alchemists.lab.ui.tiles import draw_parchment
from games.app.kit import theme
from games.app.scene import Context, Intent, Pop, Replace, Scene, Transition
from games.app.kit.widgets import Button, draw_text, draw_text_box
from scanner.payload import game_code_payload

QR_AREA = pygame.Rect(layout.CONTENT.right - 620, layout.CONTENT.top + 40, 620, 620)
LETTERS_AREA = pygame.Rect(layout.CONTENT.left, layout.CONTENT.top + 130, QR_AREA.left - layout.CONTENT.left - 60, 300)


class CodeScene(LabScreen):
    """The code of the running game; `next_scene` (if given) replaces it when the player goes on.

    With `next_scene` the game was just started: Back / Esc withdraws it and keeps the earlier game.
    """

    def __init__(self, lab: LabSession, icons: IconCache | None = None, next_scene: Scene | None = None) -> None:
        super().__init__(icons)
        self.lab = lab
        self.next_scene = next_scene
        self.matrix = qr_matrix(game_code_payload(lab.game.code, lab.game.variant))

    def title(self, ctx: Context) -> str:
        return ctx.tr("alchemists.code.title")

    def build(self, ctx: Context) -> list[Button]:
        label = ctx.tr("alchemists.code.to_lab" if self.next_scene else "alchemists.result.done")
        return [Button(layout.DONE_RECT, label, "go", kind="primary", icon="check")]

    def go_on(self) -> Transition:
        """Into the lab (a new game) or back where the player came from."""
        return Replace(self.next_scene) if self.next_scene is not None else Pop()

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        return self.go_on()

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        return self.go_on() if intent.kind == "confirm" else None

    def on_back(self, ctx: Context) -> Transition | None:
        """Back cancels a new game (the earlier saved game stays); otherwise it just closes."""
        if self.next_scene is not None:
            self.lab.withdraw()
        return super().on_back(ctx)

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        heading = ctx.fonts.get(theme.TEXT_TITLE, bold=True)
        draw_text(canvas, ctx.tr("alchemists.code.heading"), heading, theme.TEXT_LIGHT, LETTERS_AREA.move(0, -90).topleft)
        for cell, letter in zip(layout.row(LETTERS_AREA, 4, 36), self.lab.game.code):
            draw_letter_tile(canvas, ctx, cell, letter)
        variant = ctx.tr(f"alchemists.variant.{self.lab.game.variant}")
        draw_text(canvas, ctx.tr("alchemists.code.variant", variant=variant), ctx.fonts.get(theme.TEXT_HEADING, bold=True),
                  theme.BRASS_LIGHT, (LETTERS_AREA.left, LETTERS_AREA.bottom + 40))
        hint = pygame.Rect(LETTERS_AREA.left, LETTERS_AREA.bottom + 120, LETTERS_AREA.width, 200)
        draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.code.join_hint"), hint, theme.TEXT_LIGHT, theme.TEXT_HEADING - 6,
                      min_size=30)
        draw_parchment(canvas, QR_AREA.inflate(24, 24))
        draw_matrix(canvas, self.matrix, QR_AREA.inflate(-20, -20))


def draw_letter_tile(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, letter: str) -> None:
    """One letter of the code on a brass-rimmed dark plate, as large as the plate allows."""
    pygame.draw.rect(canvas, theme.INK, rect.move(0, 8), border_radius=theme.RADIUS)
    pygame.draw.rect(canvas, theme.WOOD, rect, border_radius=theme.RADIUS)
    pygame.draw.rect(canvas, theme.BRASS, rect, theme.BORDER + 2, border_radius=theme.RADIUS)
    font = ctx.fonts.get(int(rect.height * 0.78), bold=True, serif=False)
    draw_text(canvas, letter, font, theme.BRASS_LIGHT, rect.center, "center", shadow=theme.INK)
