"""The rules page: the rules in German or English, section by section, with the house rules
(components.HOUSE_RULES, our decisions where the printed rules are silent) marked as such."""

from __future__ import annotations

import pygame

from games.app import theme
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.widgets import (
    Button, ButtonGroup, TitleBar, draw_background, draw_panel, draw_text, draw_text_box, fit_font, layout_text_box,
)
from games.kupferkessel.components import HOUSE_RULES, KIND_BY_ID, card_id
from games.kupferkessel.ui import card_art

SECTIONS = ("goal", "turn", "symbols", "end", "scoring", "house", "keys")
TABS = pygame.Rect(48, 176, 420, 860)
PAGE = pygame.Rect(500, 176, 1372, 860)
TAB_H = 104
HOUSE_INTRO_H = 60  # the one-line introduction above the house rules


class RulesScene(Scene):
    """One section at a time; tabs at the left, arrow keys or the tabs switch sections."""

    def __init__(self, section: str = "goal") -> None:
        self.index = SECTIONS.index(section) if section in SECTIONS else 0
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None

    def enter(self, ctx: Context) -> None:
        self.title_bar = TitleBar(ctx.tr("kupferkessel.rules.title"), ctx.tr("app.back"))
        self._build(ctx)

    def _build(self, ctx: Context) -> None:
        self.buttons.set([
            Button(pygame.Rect(TABS.x, TABS.y + i * (TAB_H + 18), TABS.w, TAB_H),
                   ctx.tr(f"kupferkessel.rules.{name}.title"), i,
                   kind="selected" if i == self.index else "quiet")
            for i, name in enumerate(SECTIONS)
        ])

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return Pop()
        if intent.kind == "key" and intent.key in ("down", "right", "up", "left", "pagedown", "pageup"):
            step = 1 if intent.key in ("down", "right", "pagedown") else -1
            self.index = (self.index + step) % len(SECTIONS)
            self._build(ctx)
            return None
        if intent.kind == "key" and intent.key and intent.key.isdigit() and 1 <= int(intent.key) <= len(SECTIONS):
            self.index = int(intent.key) - 1
            self._build(ctx)
            return None
        pressed = self.buttons.handle(intent)
        if pressed is not None:
            self.index = int(pressed.action)  # type: ignore[arg-type]
            self._build(ctx)
        return None

    @property
    def section(self) -> str:
        """The section shown."""
        return SECTIONS[self.index]

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)
        self.buttons.draw(canvas, ctx.fonts)
        draw_panel(canvas, PAGE)
        inner = PAGE.inflate(-96, -72)
        title = ctx.tr(f"kupferkessel.rules.{self.section}.title")
        font = fit_font(ctx.fonts, title, inner.w, theme.TEXT_TITLE - 6, min_size=32, bold=True)
        draw_text(canvas, title, font, theme.INK_TEXT, inner.topleft)
        body = pygame.Rect(inner.x, inner.y + 96, inner.w, inner.h - 96)
        if self.section == "house":
            self._draw_house_rules(canvas, ctx, body)
            return
        if self.section == "symbols":
            body = self._draw_symbol_cards(canvas, ctx, body)
        text = ctx.tr(f"kupferkessel.rules.{self.section}.text").replace("\n", "\n\n")
        draw_text_box(canvas, ctx.fonts, text, body, theme.INK_TEXT,
                      theme.TEXT_BODY, min_size=24, line_spacing=1.2)

    def _draw_symbol_cards(self, canvas: pygame.Surface, ctx: Context, body: pygame.Rect) -> pygame.Rect:
        """The two symbol cards beside the text; returns the room left for the text."""
        cards = (card_id(KIND_BY_ID["bat-wing"].index, 2), card_id(KIND_BY_ID["raven-feather"].index, 2))
        for i, card in enumerate(cards):
            image = card_art.card_image(ctx.fonts, card, (200, 228))
            canvas.blit(image, (body.right - 200, body.y + i * 260))
        return pygame.Rect(body.x, body.y, body.w - 240, body.h)

    def _draw_house_rules(self, canvas: pygame.Surface, ctx: Context, body: pygame.Rect) -> None:
        """The intro, then each house rule with its tag."""
        intro = ctx.tr("kupferkessel.rules.house.intro")
        draw_text(canvas, intro, fit_font(ctx.fonts, intro, body.w, theme.TEXT_BODY - 4, min_size=22), theme.INK_MUTED,
                  body.topleft)
        tag = ctx.tr("kupferkessel.rules.house.tag")
        tag_font = fit_font(ctx.fonts, tag, 170, 24, min_size=16, bold=True, serif=False)
        y = body.y + HOUSE_INTRO_H
        row_h = (body.bottom - y) // max(1, len(HOUSE_RULES))
        texts = [ctx.tr(rule.text_key) for rule in HOUSE_RULES]
        size = self._common_size(ctx, texts, (body.w - 200, row_h - 8))
        for text in texts:
            badge = pygame.Rect(body.x, y + 4, 180, 36)
            pygame.draw.rect(canvas, theme.BRASS_DARK, badge, border_radius=18)
            draw_text(canvas, tag, tag_font, theme.TEXT_LIGHT, badge.center, "center")
            draw_text_box(canvas, ctx.fonts, text, pygame.Rect(body.x + 200, y, body.w - 200, row_h - 8),
                          theme.INK_TEXT, size, min_size=size, line_spacing=1.05)
            y += row_h

    @staticmethod
    def _common_size(ctx: Context, texts: list[str], box: tuple[int, int]) -> int:
        """The largest font size (34 down to 20) at which every text fits `box`."""
        for size in range(theme.TEXT_BODY - 2, 19, -1):
            if all(layout_text_box(ctx.fonts, text, box, size, min_size=size, line_spacing=1.05)[2] for text in texts):
                return size
        return 20
