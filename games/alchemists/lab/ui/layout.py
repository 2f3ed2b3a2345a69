"""Where things go on the 1920 x 1080 canvas of the lab screens (pure rectangle arithmetic)."""

from __future__ import annotations

import pygame

from games.app.kit import theme

CANVAS = pygame.Rect(0, 0, theme.CANVAS_W, theme.CANVAS_H)
CONTENT_TOP = theme.TITLE_BAR_H + theme.GAP
CONTENT = pygame.Rect(theme.MARGIN, CONTENT_TOP, theme.CANVAS_W - 2 * theme.MARGIN, theme.CANVAS_H - CONTENT_TOP - theme.MARGIN // 2)

# The chooser: tiles on the left, camera preview / selection / confirm in a column on the right.
SIDE_WIDTH = 540
SIDE_LEFT = CONTENT.right - SIDE_WIDTH
PROMPT_RECT = pygame.Rect(CONTENT.left, CONTENT.top, SIDE_LEFT - CONTENT.left - theme.GAP, 84)
TILE_AREA = pygame.Rect(CONTENT.left, PROMPT_RECT.bottom + theme.GAP, PROMPT_RECT.width, CONTENT.bottom - PROMPT_RECT.bottom - theme.GAP)
PREVIEW_RECT = pygame.Rect(SIDE_LEFT, CONTENT.top, SIDE_WIDTH, 240)
CONFIRM_RECT = pygame.Rect(SIDE_LEFT, CONTENT.bottom - 116, SIDE_WIDTH, 116)
SELECTION_RECT = pygame.Rect(SIDE_LEFT, PREVIEW_RECT.bottom + theme.GAP, SIDE_WIDTH, CONFIRM_RECT.top - PREVIEW_RECT.bottom - 2 * theme.GAP)

# The big "done" button at the bottom of result screens.
DONE_RECT = pygame.Rect(0, 0, 640, 116)
DONE_RECT.midbottom = (CANVAS.centerx, CONTENT.bottom)


def grid(area: pygame.Rect, count: int, columns: int, gap: int = theme.GAP) -> list[pygame.Rect]:
    """`count` equal cells filling `area` row by row in `columns` columns; a short last row is centred."""
    if count <= 0:
        return []
    columns = max(1, min(columns, count))
    rows = -(-count // columns)
    width = (area.width - gap * (columns - 1)) // columns
    height = (area.height - gap * (rows - 1)) // rows
    cells = []
    for index in range(count):
        row, column = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        offset = (columns - in_row) * (width + gap) // 2
        cells.append(pygame.Rect(area.left + offset + column * (width + gap), area.top + row * (height + gap), width, height))
    return cells


def row(area: pygame.Rect, count: int, gap: int = theme.GAP) -> list[pygame.Rect]:
    """`count` equal cells side by side across `area`."""
    return grid(area, count, count, gap)


def column(area: pygame.Rect, count: int, gap: int = theme.GAP) -> list[pygame.Rect]:
    """`count` equal cells stacked in `area`."""
    return grid(area, count, 1, gap)


def split_left(area: pygame.Rect, width: int, gap: int = theme.GAP) -> tuple[pygame.Rect, pygame.Rect]:
    """`area` cut into a left part `width` wide and the rest, `gap` apart."""
    left = pygame.Rect(area.left, area.top, width, area.height)
    right = pygame.Rect(left.right + gap, area.top, area.right - left.right - gap, area.height)
    return left, right


def square_in(area: pygame.Rect, margin: int = 0) -> pygame.Rect:
    """The largest square centred in `area`, shrunk by `margin` on every side."""
    side = max(1, min(area.width, area.height) - 2 * margin)
    square = pygame.Rect(0, 0, side, side)
    square.center = area.center
    return square


def tile_columns(count: int) -> int:
    """How many columns a chooser uses for `count` tiles (8 ingredients: 4; 7 potions: 4; 6: 3; 3: 3)."""
    return {8: 4, 7: 4, 6: 3}.get(count, count)
