"""Alchemist's rules help: its sections (the five ingredients drawn beside the first), its house
rules (components.HOUSE_RULES, our decisions where the printed rules are silent) and how to play on
screen, shown by the shared games.app.table.rules_help."""

from __future__ import annotations

import pygame

from games.alchemist.components import HOUSE_RULES, KIND_COUNT
from games.alchemist.ui import art
from games.alchemist.ui.narrate import kind_name
from games.app.kit import theme
from games.app.table.rules_help import RulesBook, RulesHelpScene, book_of
from games.app.scene import Context
from games.app.kit.text import draw_text_box

SECTIONS = ("goal", "invent", "copy_pass", "end", "schools")
PICTURE_W = 300
CUBE = 72


def rules_scene(section: int = 0) -> RulesHelpScene:
    """The rules help, opened at tab `section`."""
    return RulesHelpScene(rules_book, section)


def rules_book(ctx: Context) -> RulesBook:
    """The rules in the current language."""
    picture = (lambda canvas, rect: draw_ingredients(ctx, canvas, rect), PICTURE_W)
    return book_of(ctx, "alchemist", SECTIONS, [rule.text_key for rule in HOUSE_RULES], {"goal": picture})


def draw_ingredients(ctx: Context, canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """The five cubes one below the other at the right, each with its name."""
    step = min(CUBE + 40, rect.h // KIND_COUNT)
    for kind in range(KIND_COUNT):
        y = rect.y + kind * step
        canvas.blit(art.cube(kind, CUBE), (rect.x + 20, y))
        draw_text_box(canvas, ctx.fonts, kind_name(ctx.tr, kind), pygame.Rect(rect.x + CUBE + 36, y, rect.w - CUBE - 36,
                      CUBE), theme.INK_TEXT, 28, min_size=24, bold=True, valign="center", line_spacing=1.0)
