"""Text on the canvas: anchored drawing, word wrap, and shrink-to-fit so long German labels fit.

Re-exported by games.app.kit.widgets; import from there.
"""

from __future__ import annotations

from typing import Literal, Protocol

import pygame

from games.app.kit import theme

Anchor = Literal[
    "topleft", "midtop", "topright", "midleft", "center", "midright", "bottomleft", "midbottom", "bottomright"
]
Align = Literal["left", "center", "right"]


class Fonts(Protocol):
    """What the text functions need from a FontBook."""

    def get(self, size: int, *, bold: bool = False, serif: bool = True, condensed: bool = False) -> pygame.font.Font: ...


def draw_text(
    canvas: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    color: theme.Color,
    pos: tuple[int, int],
    anchor: Anchor = "topleft",
    shadow: theme.Color | None = None,
) -> pygame.Rect:
    """Draw one line of `text` with its `anchor` point at `pos`; returns the rect it covers."""
    surface = font.render(text, True, color)
    rect = surface.get_rect(**{anchor: pos})
    if shadow is not None:
        offset = max(2, font.get_height() // 22)
        canvas.blit(font.render(text, True, shadow), rect.move(offset, offset))
    canvas.blit(surface, rect)
    return rect


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Break `text` into lines no wider than `width` (at spaces; a too-long word is cut hard).

    Explicit newlines start new lines.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = word if not current else f"{current} {word}"
            if font.size(candidate)[0] <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = word
            while font.size(current)[0] > width and len(current) > 1:
                cut = _longest_prefix(font, current, width)
                lines.append(current[:cut])
                current = current[cut:]
        lines.append(current)
    return lines


def _longest_prefix(font: pygame.font.Font, word: str, width: int) -> int:
    """How many leading characters of `word` fit in `width` (at least one)."""
    low, high = 1, len(word)
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(word[:middle])[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low


def fit_font(
    fonts: Fonts,
    text: str,
    max_width: int,
    size: int,
    *,
    min_size: int = 20,
    bold: bool = False,
    serif: bool = True,
    condensed: bool = False,
) -> pygame.font.Font:
    """The largest font from `size` down to `min_size` in which one line of `text` fits `max_width`.

    Below the regular sizes it switches to the condensed cut before shrinking further.
    """
    for step in range(size, min_size - 1, -2):
        font = fonts.get(step, bold=bold, serif=serif, condensed=condensed)
        if font.size(text)[0] <= max_width:
            return font
    if not condensed:
        return fit_font(fonts, text, max_width, size, min_size=min_size, bold=True, serif=False, condensed=True)
    return fonts.get(min_size, bold=bold, serif=serif, condensed=condensed)


def layout_text_box(
    fonts: Fonts,
    text: str,
    size: tuple[int, int],
    font_size: int,
    *,
    min_size: int = 20,
    bold: bool = False,
    serif: bool = True,
    line_spacing: float = 1.15,
) -> tuple[pygame.font.Font, list[str], bool]:
    """Font and wrapped lines that fill a box of `size`, shrinking until they fit.

    Returns (font, lines, fits); fits is False only if even `min_size` overflows. A size at which a
    word would have to be cut in two counts as not fitting.
    """
    width, height = size
    words = text.split()
    for step in range(font_size, min_size - 1, -2):
        font = fonts.get(step, bold=bold, serif=serif)
        if any(font.size(word)[0] > width for word in words):
            continue
        lines = wrap_text(font, text, width)
        total = _block_height(font, len(lines), line_spacing)
        if total <= height and all(font.size(line)[0] <= width for line in lines):
            return font, lines, True
    font = fonts.get(min_size, bold=bold, serif=serif)
    return font, wrap_text(font, text, width), False


def _block_height(font: pygame.font.Font, count: int, line_spacing: float) -> int:
    """Height of `count` lines of `font`."""
    if count == 0:
        return 0
    return int(font.get_linesize() * line_spacing * (count - 1)) + font.get_height()


def text_height(fonts: Fonts, text: str, width: int, font_size: int, *, bold: bool = False, serif: bool = True,
                line_spacing: float = 1.15) -> int:
    """Height `text` needs when wrapped to `width` at `font_size` (no shrinking)."""
    font = fonts.get(font_size, bold=bold, serif=serif)
    return _block_height(font, len(wrap_text(font, text, width)), line_spacing)


def draw_text_box(
    canvas: pygame.Surface,
    fonts: Fonts,
    text: str,
    rect: pygame.Rect,
    color: theme.Color,
    font_size: int = theme.TEXT_BODY,
    *,
    min_size: int = 20,
    bold: bool = False,
    serif: bool = True,
    align: Align = "left",
    valign: Literal["top", "center"] = "top",
    line_spacing: float = 1.15,
) -> bool:
    """Draw `text` wrapped and shrunk to fit inside `rect`; returns whether it fit at all."""
    font, lines, fits = layout_text_box(
        fonts, text, rect.size, font_size, min_size=min_size, bold=bold, serif=serif, line_spacing=line_spacing
    )
    step = int(font.get_linesize() * line_spacing)
    total = _block_height(font, len(lines), line_spacing)
    y = rect.top if valign == "top" else rect.centery - total // 2
    for line in lines:
        surface = font.render(line, True, color)
        if align == "left":
            x = rect.left
        elif align == "center":
            x = rect.centerx - surface.get_width() // 2
        else:
            x = rect.right - surface.get_width()
        canvas.blit(surface, (x, y))
        y += step
    return fits
