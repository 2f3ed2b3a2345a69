"""Kupferkessel's rules help: its sections, the two symbol cards beside the symbols, and its house
rules (components.HOUSE_RULES, our decisions where the printed rules are silent), shown by the
shared games.app.table.rules_help."""

from __future__ import annotations

import pygame

from games.app.table.rules_help import RulesBook, RulesHelpScene, book_of
from games.app.scene import Context
from games.kupferkessel.components import HOUSE_RULES, KIND_BY_ID, card_id
from games.kupferkessel.ui import card_art

SECTIONS = ("goal", "turn", "symbols", "end", "scoring")
SYMBOL_CARDS = (card_id(KIND_BY_ID["bat-wing"].index, 2), card_id(KIND_BY_ID["raven-feather"].index, 2))
PICTURE_W = 240


def rules_scene(section: int = 0) -> RulesHelpScene:
    """The rules help, opened at tab `section`."""
    return RulesHelpScene(rules_book, section)


def rules_book(ctx: Context) -> RulesBook:
    """The rules in the current language."""
    picture = (lambda canvas, rect: draw_symbol_cards(ctx, canvas, rect), PICTURE_W)
    return book_of(ctx, "kupferkessel", SECTIONS, [rule.text_key for rule in HOUSE_RULES], {"symbols": picture})


def draw_symbol_cards(ctx: Context, canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """The exploding cauldron and the hat with wand, one card above the other, at the right."""
    for i, card in enumerate(SYMBOL_CARDS):
        image = card_art.card_image(ctx.fonts, card, (200, 228))
        canvas.blit(image, (rect.right - 200, rect.y + i * 260))
