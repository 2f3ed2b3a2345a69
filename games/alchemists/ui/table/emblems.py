"""The printed emblems that make the Alchemists table look like a board game: each action space's
picture (faded into its tile, as printed on the board) and the grain of the wooden boards."""

from __future__ import annotations

import random
from typing import Callable

import pygame

from games.alchemists.board.components import (
    BUY, CUSTODIAN, DEBUNK, DRINK, EXHIBIT, FORAGE, PUBLISH, SELL, STUDENT, TRANSMUTE,
)
from games.alchemists.ui.table.art import Pen
from games.alchemists.ui.table.pieces import draw_coin, draw_favor_back, draw_seal
from games.app import theme

EMBLEM = 70  # design px
FADE = 80  # alpha of a printed emblem


def _icon(kind: str, key: object) -> Callable[[Pen, pygame.Rect], None]:
    return lambda pen, rect: pen.icon(kind, key, rect)


def _coins(pen: Pen, rect: pygame.Rect) -> None:
    half = rect.w // 2
    draw_coin(pen, pygame.Rect(rect.x, rect.y + half // 2, half + 6, half + 6))
    draw_coin(pen, pygame.Rect(rect.x + half - 6, rect.y, half + 6, half + 6))


def _debunk(pen: Pen, rect: pygame.Rect) -> None:
    pen.icon("alchemical", 0, rect)
    inset = rect.inflate(-rect.w // 5, -rect.h // 5)
    pygame.draw.line(pen.surface, theme.DANGER, inset.topleft, inset.bottomright, max(3, rect.w // 10))


EMBLEMS: dict[str, Callable[[Pen, pygame.Rect], None]] = {
    FORAGE: _icon("ingredient", "mandrake"),
    TRANSMUTE: lambda pen, rect: draw_coin(pen, rect),
    CUSTODIAN: lambda pen, rect: draw_favor_back(pen, rect.inflate(-rect.w // 4, 0)),
    SELL: _icon("potion", "G+"),
    BUY: _coins,
    DEBUNK: _debunk,
    PUBLISH: lambda pen, rect: draw_seal(pen, rect, "blue", "gold"),
    STUDENT: _icon("potion", "N"),
    DRINK: _icon("potion", "R-"),
    EXHIBIT: _icon("potion", "B+"),
}


def draw_space_emblem(pen: Pen, space: str, tile: pygame.Rect) -> None:
    """The space's picture, faded, in the tile's lower right corner (under the cubes)."""
    side = pen.px(EMBLEM)
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    EMBLEMS[space](Pen(layer, pen.layout, pen.ctx, {}), layer.get_rect())
    layer.set_alpha(FADE)
    pen.surface.blit(layer, (tile.right - side - pen.px(6), tile.bottom - side - pen.px(6)))


def draw_grain(surface: pygame.Surface, rect: pygame.Rect, seed: int) -> None:
    """Faint wood grain across a board (the same every time for the same board)."""
    rng = random.Random(seed)
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-4, -4))
    y = rect.top + 3
    while y < rect.bottom:
        shade = rng.choice(((82, 54, 36), (62, 40, 26), (76, 50, 33)))
        wave = rng.uniform(-3, 3)
        points = [(x, y + round(wave * ((x - rect.left) / max(1, rect.w) - 0.5) ** 2 * 8))
                  for x in range(rect.left, rect.right + 40, 40)]
        pygame.draw.lines(surface, shade, False, points, 2)
        y += rng.randint(5, 11)
    surface.set_clip(clip)
