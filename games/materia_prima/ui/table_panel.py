"""The cards beside the board: the three city cards (tower-upgrade marker with its price and open
city order) and the shared recipe pool (each recipe's deck, level and cost; the ones the alchemist
to move can make are marked and can be tapped)."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.text import wrap_text
from games.materia_prima.components import CITIES, CITY_ORDERS, HARBOUR_ROUTES, RECIPES, UPGRADES
from games.materia_prima.elements import bag_of
from games.materia_prima.state import State
from games.materia_prima.stats import pool_limit
from games.materia_prima.ui import art
from games.materia_prima.ui import words as W
from games.materia_prima.ui.chips import chip, tokens
from games.materia_prima.ui.labels import label

INK, MUTED = theme.INK_TEXT, theme.INK_MUTED
DECK_COLOURS = {"homunculi": (96, 150, 84), "equipment": (110, 116, 132), "fragments": (70, 120, 190)}


def order_text(tr: W.Tr, number: int) -> str:
    """A city order in words with its points."""
    order = CITY_ORDERS[number]
    what = W.element_name(tr, order.value) if order.kind == "element" else order.value
    return W.t(tr, f"order.{order.kind}", what=what, points=order.points)


def draw_cities(canvas: pygame.Surface, ctx: Context, state: State, box: pygame.Rect) -> None:
    """One card per city: name, harbours, the tower upgrade for sale and the open order."""
    tr = ctx.tr
    height = (box.h - 16) // len(CITIES)
    for index, city in enumerate(CITIES):
        card = pygame.Rect(box.x + 10, box.y + 8 + index * height, box.w - 20, height - 10)
        pygame.draw.rect(canvas, theme.PARCHMENT_LIGHT, card, border_radius=14)
        pygame.draw.rect(canvas, theme.BRASS_DARK, card, 3, border_radius=14)
        x, y = card.x + 14, card.y + 8
        name = label(ctx.fonts, f"{city} · {W.t(tr, f'city.{city}')}", 28, INK, bold=True, serif=True)
        canvas.blit(name, (x, y))
        ports = [W.t(tr, f"city.{other}") for other in CITIES if frozenset((city, other)) in HARBOUR_ROUTES]
        done = sum(1 for c, _ in state.fulfilled if c == city)
        note = W.t(tr, "cities.note", ports=", ".join(ports), done=done)
        canvas.blit(label(ctx.fonts, note, 24, MUTED), (x + name.get_width() + 16, y + 4))
        y += 42
        upgrade = state.city_upgrades[index]
        if upgrade:
            rect = chip(canvas, ctx.fonts, W.thing_name(tr, upgrade), x, y, theme.COPPER, theme.TEXT_LIGHT)
            tokens(canvas, bag_of(UPGRADES[upgrade].price), rect.right + 10, y + 1, 120, 34)
            effect = W.t(tr, f"upgrade_effect.{upgrade}")
            canvas.blit(label(ctx.fonts, effect, 24, MUTED), (rect.right + 10 + 38 * len(UPGRADES[upgrade].price), y + 4))
        else:
            canvas.blit(label(ctx.fonts, W.t(tr, "cities.no_upgrade"), 24, MUTED), (x, y + 4))
        y += 44
        number = state.city_orders[index]
        text = order_text(tr, number) if number else W.t(tr, "cities.no_order")
        for line in wrap_text(ctx.fonts.get(24, bold=True, serif=False), text, card.w - 28)[:2]:
            canvas.blit(label(ctx.fonts, line, 24, INK, bold=True), (x, y))
            y += 30


CARD_H = 82  # a pool card is a touch target: 72 canvas px and a gap


def pool_rects(state: State, box: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Each pool card's rect below the heading: two columns, three when two would not fit."""
    columns = 2 if ((len(state.pool) + 1) // 2) * CARD_H <= box.h - 56 else 3
    width = (box.w - 32 - (columns - 1) * 10) // columns
    return [(recipe, pygame.Rect(box.x + 16 + (i % columns) * (width + 10), box.y + 52 + (i // columns) * CARD_H,
                                 width, CARD_H - 8)) for i, recipe in enumerate(state.pool)]


def draw_pool(canvas: pygame.Surface, ctx: Context, state: State, box: pygame.Rect, makeable: set[str]) -> None:
    """The shared recipe pool; recipes in `makeable` are marked."""
    tr = ctx.tr
    heading = W.t(tr, "pool.heading", count=len(state.pool), limit=pool_limit(state))
    canvas.blit(label(ctx.fonts, heading, 28, INK, bold=True, serif=True), (box.x + 16, box.y + 10))
    for recipe, rect in pool_rects(state, box):
        card = RECIPES[recipe]
        pygame.draw.rect(canvas, theme.PARCHMENT_LIGHT, rect, border_radius=10)
        band = pygame.Rect(rect.x, rect.y, 40, rect.h)
        pygame.draw.rect(canvas, DECK_COLOURS[card.deck], band, border_top_left_radius=10, border_bottom_left_radius=10)
        art.blit_centred(canvas, label(ctx.fonts, str(card.level), 26, theme.TEXT_LIGHT, bold=True), band.center)
        rim = theme.EMBER if recipe in makeable else theme.BRASS_DARK
        pygame.draw.rect(canvas, rim, rect, 5 if recipe in makeable else 2, border_radius=10)
        side = 30
        for n, element in enumerate(card.cost):
            canvas.blit(art.element_token(element, side), (rect.right - 2 * side - 12 + n * (side + 3),
                                                          rect.bottom - side - 6))
        name = label(ctx.fonts, shortened(ctx, W.thing_name(tr, recipe), rect.right - band.right - 14), 24, INK,
                     bold=True)
        canvas.blit(name, (band.right + 8, rect.y + 6))


def shortened(ctx: Context, text: str, width: int) -> str:
    """`text`, cut with "…" where it would be wider than `width` at 24 px bold."""
    font = ctx.fonts.get(24, bold=True, serif=False)
    if font.size(text)[0] <= width:
        return text
    while len(text) > 1 and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"
