"""Rendered text kept for reuse: the board and its panels draw the same short labels every frame
(figure ids, counts, values), so each is rendered once per text, size, colour and weight."""

from __future__ import annotations


import pygame

from games.app.kit import theme
from games.app.kit.picture_cache import cached_picture
from games.app.kit.text import Fonts


@cached_picture
def label(fonts: Fonts, text: str, size: int, colour: theme.Color, bold: bool = False, shadow: bool = False,
          serif: bool = False) -> pygame.Surface:
    """`text` in one line (sans unless `serif`); with a dark shadow when `shadow`."""
    font = fonts.get(size, bold=bold, serif=serif)
    image = font.render(text, True, colour)
    if not shadow:
        return image
    offset = max(2, size // 14)
    framed = pygame.Surface((image.get_width() + offset, image.get_height() + offset), pygame.SRCALPHA)
    framed.blit(font.render(text, True, theme.INK), (offset, offset))
    framed.blit(image, (0, 0))
    return framed
