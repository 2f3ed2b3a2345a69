"""Where everything sits on the 1920 x 1080 canvas: the grid, the 20-space track, the panels.

The board fills the full height in the middle; white's panel is on the left, black's on the
right. Track spaces are numbered clockwise from the top-left corner (0): 1-4 beside columns 1-4
on top, 5 the top-right corner, 6-9 beside rows 1-4 on the right, 10 bottom-right, 11-14 beside
columns 4-1 below, 15 bottom-left, 16-19 beside rows 4-1 on the left.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

GRID = 6
TRACK_SPACES = 20

CARD_W, CARD_H = 118, 134
CARD_GAP = 8
TRACK_BAND = 92
BOARD_TOP = 22

GRID_W = GRID * CARD_W + (GRID - 1) * CARD_GAP
GRID_H = GRID * CARD_H + (GRID - 1) * CARD_GAP
BOARD_W = GRID_W + 2 * TRACK_BAND
BOARD_H = GRID_H + 2 * TRACK_BAND
BOARD_LEFT = (1920 - BOARD_W) // 2

PANEL_W = BOARD_LEFT - 2 * 24
CAULDRON_CARD = (210, 238)
FIGURE_SIZE = 76


@dataclass(frozen=True)
class BoardLayout:
    """Canvas rectangles of the board, its cells, track spaces and the side panels."""

    board: pygame.Rect = field(default_factory=lambda: pygame.Rect(BOARD_LEFT, BOARD_TOP, BOARD_W, BOARD_H))

    @property
    def grid(self) -> pygame.Rect:
        """The 6 x 6 card area."""
        return pygame.Rect(self.board.x + TRACK_BAND, self.board.y + TRACK_BAND, GRID_W, GRID_H)

    def cell(self, row: int, col: int) -> pygame.Rect:
        """The rectangle of the card at (row, col), 0-based from the top left."""
        return pygame.Rect(self.grid.x + col * (CARD_W + CARD_GAP), self.grid.y + row * (CARD_H + CARD_GAP),
                           CARD_W, CARD_H)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The (row, col) of the card under `pos`, or None."""
        for row in range(GRID):
            for col in range(GRID):
                if self.cell(row, col).collidepoint(pos):
                    return (row, col)
        return None

    def space_center(self, space: int) -> tuple[int, int]:
        """The centre of track space `space` (0-19, clockwise from the top-left corner)."""
        side, offset = divmod(space % TRACK_SPACES, 5)
        g, b = self.grid, self.board
        top_y, bottom_y = b.y + TRACK_BAND // 2, b.bottom - TRACK_BAND // 2
        left_x, right_x = b.x + TRACK_BAND // 2, b.right - TRACK_BAND // 2
        if offset == 0:
            return [(left_x, top_y), (right_x, top_y), (right_x, bottom_y), (left_x, bottom_y)][side]
        if side == 0:
            return (self.cell(0, offset).centerx, top_y)
        if side == 1:
            return (right_x, self.cell(offset, 0).centery)
        if side == 2:
            return (self.cell(0, GRID - 1 - offset).centerx, bottom_y)
        return (left_x, self.cell(GRID - 1 - offset, 0).centery)

    def space_rect(self, space: int) -> pygame.Rect:
        """A square marker around track space `space`."""
        rect = pygame.Rect(0, 0, TRACK_BAND - 14, TRACK_BAND - 14)
        rect.center = self.space_center(space)
        return rect

    def space_at(self, pos: tuple[int, int]) -> int | None:
        """The track space under `pos`, or None."""
        for space in range(TRACK_SPACES):
            if self.space_rect(space).collidepoint(pos):
                return space
        return None

    def space_line(self, space: int) -> tuple[str, int] | None:
        """("col", c) or ("row", r) beside `space`, None at a corner."""
        side, offset = divmod(space % TRACK_SPACES, 5)
        if offset == 0:
            return None
        return [("col", offset), ("row", offset), ("col", GRID - 1 - offset), ("row", GRID - 1 - offset)][side]

    def line_cells(self, line: tuple[str, int]) -> list[tuple[int, int]]:
        """The six cells of a row or column."""
        kind, index = line
        return [(index, c) for c in range(GRID)] if kind == "row" else [(r, index) for r in range(GRID)]

    def panel(self, seat: int) -> pygame.Rect:
        """The side panel of seat 0 (left, white) or 1 (right, black)."""
        x = 24 if seat == 0 else self.board.right + 24
        return pygame.Rect(x, BOARD_TOP, PANEL_W, BOARD_H)

    def cauldron_card(self, seat: int) -> pygame.Rect:
        """Where a seat's cauldron shows its top card."""
        panel = self.panel(seat)
        rect = pygame.Rect((0, 0), CAULDRON_CARD)
        rect.midtop = (panel.centerx, panel.y + 300)
        return rect

    def pile_card(self) -> pygame.Rect:
        """Where the draw pile lies (bottom of white's panel... drawn in the centre gap below)."""
        panel = self.panel(0)
        rect = pygame.Rect(0, 0, CARD_W, CARD_H)
        rect.bottomleft = (panel.x + 40, panel.bottom - 40)
        return rect
