"""The lab's rules help: what each flow does, which game codes work, and our house rules.

Opened from the lab menu ("Rules" button or the "?" key). Two parchment columns: the flows on
the left; the code compatibility note and every house rule of games.alchemists.components
HOUSE_RULES (each clearly marked as a house rule) on the right. All texts come from
assets/i18n/alchemists.json under "rules.*".
"""

from __future__ import annotations

import pygame

from games.alchemists.components import HOUSE_RULES
from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.tiles import draw_parchment
from games.app.kit import theme
from games.app.kit.fonts import MIN_READABLE
from games.app.scene import Context
from games.app.kit.widgets import draw_text, draw_text_box

FLOW_SECTIONS: tuple[str, ...] = ("student", "drink", "sell", "debunk", "exhibit", "camera")
LEFT_RECT = pygame.Rect(layout.CONTENT.left, layout.CONTENT.top, 1040, layout.CONTENT.height)
RIGHT_RECT = pygame.Rect(LEFT_RECT.right + theme.GAP, layout.CONTENT.top, layout.CONTENT.right - LEFT_RECT.right - theme.GAP,
                         layout.CONTENT.height)
HEADING_SIZE = theme.TEXT_HEADING - 6
BODY_SIZE = theme.TEXT_SMALL
HOUSE_RULE_H = 260  # the most one house rule's plate takes


def house_rule_keys() -> list[str]:
    """The translation keys of every house rule in the rules data, in order."""
    return [f"alchemists.rules.house.{rule}" for rule in HOUSE_RULES]


class RulesHelpScene(LabScreen):
    """How the lab works, on one page."""

    def __init__(self, code: str | None = None, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.badge_code = code

    def title(self, ctx: Context) -> str:
        return ctx.tr("alchemists.rules.title")

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_parchment(canvas, LEFT_RECT)
        draw_parchment(canvas, RIGHT_RECT)
        inner = LEFT_RECT.inflate(-2 * theme.PAD, -2 * theme.PAD)
        top = self.heading(canvas, ctx, ctx.tr("alchemists.rules.flows_heading"), inner)
        row_h = (inner.bottom - top) // len(FLOW_SECTIONS)
        for index, section in enumerate(FLOW_SECTIONS):
            rect = pygame.Rect(inner.left, top + index * row_h, inner.width, row_h - 8)
            self.entry(canvas, ctx, rect, ctx.tr(f"alchemists.rules.{section}.name"), ctx.tr(f"alchemists.rules.{section}.text"))
        inner = RIGHT_RECT.inflate(-2 * theme.PAD, -2 * theme.PAD)
        top = self.heading(canvas, ctx, ctx.tr("alchemists.rules.codes_heading"), inner)
        codes = pygame.Rect(inner.left, top, inner.width, 300)
        draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.rules.codes_text"), codes, theme.INK_TEXT, BODY_SIZE,
                      min_size=MIN_READABLE, serif=False)
        top = self.heading(canvas, ctx, ctx.tr("alchemists.rules.house_heading"), pygame.Rect(inner.left, codes.bottom + 16,
                                                                                           inner.width, 60))
        keys = house_rule_keys()
        height = min(HOUSE_RULE_H, (inner.bottom - top) // max(1, len(keys)))
        for index, key in enumerate(keys):
            rect = pygame.Rect(inner.left, top + index * height, inner.width, height - 8)
            self.house_rule(canvas, ctx, rect, ctx.tr(key))

    def heading(self, canvas: pygame.Surface, ctx: Context, text: str, area: pygame.Rect) -> int:
        """A section heading at the top of `area`; returns where the text below starts."""
        font = ctx.fonts.get(HEADING_SIZE, bold=True)
        drawn = draw_text(canvas, text, font, theme.INK_TEXT, area.topleft)
        return drawn.bottom + 10

    def entry(self, canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, name: str, text: str) -> None:
        """One flow: its name in bold, then a few lines on what the lab does."""
        font = ctx.fonts.get(BODY_SIZE, bold=True, serif=False)
        drawn = draw_text(canvas, name, font, theme.INK_TEXT, rect.topleft)
        body = pygame.Rect(rect.left, drawn.bottom + 2, rect.width, rect.bottom - drawn.bottom - 2)
        draw_text_box(canvas, ctx.fonts, text, body, theme.INK_TEXT, BODY_SIZE - 2, min_size=MIN_READABLE, serif=False,
                      line_spacing=1.0)

    def house_rule(self, canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, text: str) -> None:
        """A house rule on an ember-rimmed plate with a "House rule" tag, so nobody mistakes it for the printed rules."""
        pygame.draw.rect(canvas, theme.EMBER_DARK, rect, 4, border_radius=theme.RADIUS)
        tag_font = ctx.fonts.get(theme.TEXT_SMALL - 4, bold=True, serif=False)
        tag_text = ctx.tr("alchemists.rules.house_tag")
        tag = pygame.Rect(rect.left + 16, rect.top + 14, tag_font.size(tag_text)[0] + 24, tag_font.get_linesize() + 8)
        pygame.draw.rect(canvas, theme.EMBER_DARK, tag, border_radius=theme.RADIUS // 2)
        draw_text(canvas, tag_text, tag_font, theme.TEXT_LIGHT, tag.center, "center")
        body = pygame.Rect(rect.left + 16, tag.bottom + 10, rect.width - 32, rect.bottom - tag.bottom - 20)
        draw_text_box(canvas, ctx.fonts, text, body, theme.INK_TEXT, BODY_SIZE, min_size=MIN_READABLE, serif=False)
