"""The printed emblems that make the Alchemists table look like a board game: each action space's
picture, faded into its tile as printed on the board (the boards' wood grain is layer.py's)."""

from __future__ import annotations

from typing import Callable

import pygame

from games.alchemists.board.components import (
    BUY, CUSTODIAN, DEBUNK, DRINK, EXHIBIT, FORAGE, PUBLISH, SELL, STUDENT, TRANSMUTE,
)
from games.alchemists.board.ui.art import Pen
from games.alchemists.board.ui.layer import on_clear
from games.alchemists.board.ui.pieces import draw_coin, draw_favor_back, draw_seal
from games.app.kit import theme

EMBLEM = 70  # design px
FADE = 150  # alpha of a printed emblem (the cubes stand on it)
MEDALLION: tuple[int, int, int] = (204, 178, 128)


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


_painted: dict[tuple[str, int, bool], pygame.Surface] = {}
on_clear(_painted.clear)


def draw_space_emblem(pen: Pen, space: str, tile: pygame.Rect, lit: bool = True) -> None:
    """The space's picture in a round medallion printed in the tile's lower right corner (under the
    cubes; dimmer on a closed space); painted once per size."""
    side = pen.px(EMBLEM)
    layer = _painted.get((space, side, lit))
    if layer is None:
        layer = pygame.Surface((side, side), pygame.SRCALPHA)
        centre, radius = layer.get_rect().center, side // 2
        pygame.draw.circle(layer, (*MEDALLION, 255), centre, radius)
        pygame.draw.circle(layer, (*theme.BRASS_DARK, 255), centre, radius, max(1, pen.px(3)))
        picture = pygame.Surface((side, side), pygame.SRCALPHA)
        EMBLEMS[space](Pen(picture, pen.layout, pen.ctx, {}), layer.get_rect().inflate(-side // 5, -side // 5))
        layer.blit(picture, (0, 0))
        layer.fill((255, 255, 255, FADE if lit else FADE // 2), special_flags=pygame.BLEND_RGBA_MULT)
        _painted[(space, side, lit)] = layer
    pen.surface.blit(layer, (tile.right - side - pen.px(6), tile.bottom - side - pen.px(6)))
