"""Small pieces the panels are made of: a named chip, a value with its symbol, a row of element
tokens; each returns where it ended so the next can follow (text at 24 canvas px or more)."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.kit.text import Fonts
from games.materia_prima.elements import Bag, names
from games.materia_prima.ui import art
from games.materia_prima.ui.labels import label

CHIP_H = 36
TEXT = 24


def chip(canvas: pygame.Surface, fonts: Fonts, text: str, x: int, y: int, fill: theme.Color = theme.PARCHMENT_DARK,
         ink: theme.Color = theme.INK_TEXT, size: int = TEXT) -> pygame.Rect:
    """A rounded plate with `text`; the rect it covers."""
    image = label(fonts, text, size, ink, bold=True)
    rect = pygame.Rect(x, y, image.get_width() + 20, max(CHIP_H, image.get_height() + 6))
    pygame.draw.rect(canvas, fill, rect, border_radius=rect.h // 2)
    canvas.blit(image, image.get_rect(center=rect.center))
    return rect


def chip_width(fonts: Fonts, text: str, size: int = TEXT) -> int:
    """How wide `chip` draws `text`."""
    return fonts.get(size, bold=True, serif=False).size(text)[0] + 20


def flow_chips(canvas: pygame.Surface, fonts: Fonts, texts: list[tuple[str, theme.Color, theme.Color]], x: int,
               y: int, width: int, gap: int = 8) -> int:
    """Chips (text, fill, ink) left to right, wrapping within `width`; the y below the last row."""
    left, bottom = x, y
    for text, fill, ink in texts:
        w = chip_width(fonts, text)
        if left > x and left + w > x + width:
            left, y = x, y + CHIP_H + gap
        rect = chip(canvas, fonts, text, left, y, fill, ink)
        left = rect.right + gap
        bottom = rect.bottom
    return bottom


def value(canvas: pygame.Surface, fonts: Fonts, kind: str, text: str, x: int, y: int,
          ink: theme.Color = theme.INK_TEXT, size: int = 26) -> int:
    """A symbol and its value ("⚔ 2"); the x where it ends."""
    icon = art.stat_icon(kind, size + 4, ink)
    canvas.blit(icon, (x, y + (size - icon.get_height()) // 2 + 4))
    image = label(fonts, text, size, ink, bold=True)
    canvas.blit(image, (x + icon.get_width() + 4, y))
    return x + icon.get_width() + 4 + image.get_width()


def tokens(canvas: pygame.Surface, bag: Bag, x: int, y: int, width: int, side: int = 34) -> int:
    """One token per element in `bag`, left to right, wrapping within `width`; the y below them."""
    left, bottom = x, y
    for element in names(bag):
        if left > x and left + side > x + width:
            left, y = x, y + side + 4
        canvas.blit(art.element_token(element, side), (left, y))
        left += side + 4
        bottom = y + side
    return bottom
