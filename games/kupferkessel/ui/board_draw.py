"""Drawing the table from a seat's view: the board plate, the 20-space track, the 6 x 6 layout,
the figures, and the glow on the line a player may take from.

Everything is a function of a `Scenery` (the view plus what an animation overrides), never of the
full game state.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from games.app.kit import theme
from games.app.kit.picture_cache import cached_picture
from games.app.scene import FontBook
from games.app.kit.widgets import draw_background, draw_panel
from games.kupferkessel.components import CORNER_CELLS, SEAT_COLOURS, TRACK, TRACK_LENGTH, cell, row_col
from games.kupferkessel.state import EMPTY
from games.kupferkessel.ui import card_art
from games.kupferkessel.ui.layout import CARD_H, CARD_W, FIGURE_SIZE, GRID, BoardLayout
from games.kupferkessel.view import View

LAYOUT = BoardLayout()
SLOT = (30, 20, 14)
GLOW = theme.EMBER_LIGHT


@dataclass
class Scenery:
    """What to draw: a view and the overrides of a running animation."""

    view: View
    figure_pos: dict[int, tuple[float, float]] = field(default_factory=dict)  # seat -> canvas point
    hidden_cells: set[int] = field(default_factory=set)  # cells whose card is in flight
    cauldron_tops: dict[int, int] = field(default_factory=dict)  # seat -> card shown on top
    cauldron_sizes: dict[int, int] = field(default_factory=dict)
    pile_size: int | None = None
    glow_cells: tuple[int, ...] = ()  # the line the player may take from
    selected: int | None = None  # the keyboard-chosen cell
    hovered: int | None = None
    pulse: float = 0.0  # 0..1, for breathing highlights

    def top(self, seat: int) -> int:
        """The card on top of `seat`'s cauldron as drawn now."""
        return self.cauldron_tops.get(seat, self.view.cauldron_tops[seat])

    def size(self, seat: int) -> int:
        """The number of cards in `seat`'s cauldron as drawn now."""
        return self.cauldron_sizes.get(seat, self.view.cauldron_sizes[seat])

    def pile(self) -> int:
        """The draw pile's size as drawn now."""
        return self.view.pile_size if self.pile_size is None else self.pile_size


def cell_rect(index: int) -> pygame.Rect:
    """The canvas rectangle of grid cell `index` (row-major 0..35)."""
    return LAYOUT.cell(*row_col(index))


def cell_at(pos: tuple[int, int]) -> int | None:
    """The grid cell under `pos`, or None."""
    found = LAYOUT.cell_at(pos)
    return None if found is None else cell(*found)


def draw_table(canvas: pygame.Surface) -> None:
    """What never changes during a match: backdrop, board plate, track and the two panel boards
    (painted once, then one blit per frame)."""
    canvas.blit(_table(canvas.get_size()), (0, 0))


@cached_picture
def _table(size: tuple[int, int]) -> pygame.Surface:
    """The table layer of a canvas of `size`, painted once."""
    table = pygame.Surface(size)
    draw_background(table)
    _draw_plate(table)
    _draw_track(table)
    for seat in (0, 1):
        draw_panel(table, LAYOUT.panel(seat), "wood")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        table = table.convert()
    return table


def draw_board(canvas: pygame.Surface, fonts: FontBook, scenery: Scenery) -> None:
    """What changes on the board: the glowing line, the layout and the figures (over draw_table)."""
    _draw_line_glow(canvas, scenery)
    _draw_grid(canvas, fonts, scenery)
    for seat in (0, 1):
        draw_figure(canvas, seat, figure_point(scenery, seat))


def figure_point(scenery: Scenery, seat: int) -> tuple[float, float]:
    """Where `seat`'s figure stands on the canvas now."""
    if seat in scenery.figure_pos:
        return scenery.figure_pos[seat]
    return LAYOUT.space_center(scenery.view.figures[seat])


def draw_figure(canvas: pygame.Surface, seat: int, point: tuple[float, float]) -> None:
    """A figure standing on `point` (its foot at the space's centre, with a shadow)."""
    image = card_art.figure_image(SEAT_COLOURS[seat], FIGURE_SIZE)
    x, y = round(point[0]), round(point[1])
    canvas.blit(_figure_shadow(), (x - FIGURE_SIZE // 2, y + FIGURE_SIZE // 2 - 18))
    canvas.blit(image, image.get_rect(center=(x, y - 4)))


@cached_picture
def _figure_shadow() -> pygame.Surface:
    shadow = pygame.Surface((FIGURE_SIZE, 22), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 110), shadow.get_rect())
    return shadow


def _draw_plate(canvas: pygame.Surface) -> None:
    """The dark wooden board with a brass rim and a soft shadow."""
    board = LAYOUT.board
    shadow = pygame.Surface((board.w + 30, board.h + 30), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 100), shadow.get_rect(), border_radius=36)
    canvas.blit(shadow, (board.x - 8, board.y + 2))
    pygame.draw.rect(canvas, theme.WOOD_DARK, board, border_radius=28)
    inner = board.inflate(-2 * 86, -2 * 86)
    pygame.draw.rect(canvas, (48, 32, 22), inner, border_radius=16)
    pygame.draw.rect(canvas, theme.BRASS_DARK, inner, 3, border_radius=16)
    pygame.draw.rect(canvas, theme.BRASS, board, 5, border_radius=28)


def _draw_track(canvas: pygame.Surface) -> None:
    """The 20 spaces: brass discs beside the lines, star plates on the corners, arrows clockwise."""
    points = [LAYOUT.space_center(space) for space in range(TRACK_LENGTH)]
    pygame.draw.lines(canvas, theme.BRASS_DARK, True, points, 4)
    for space, (x, y) in enumerate(points):
        if TRACK[space] is None:
            pygame.draw.circle(canvas, theme.WOOD, (x, y), 34)
            pygame.draw.circle(canvas, theme.BRASS, (x, y), 34, 4)
            _star(canvas, (x, y), 20, theme.BRASS_DARK)
        else:
            pygame.draw.circle(canvas, theme.WOOD_LIGHT, (x, y), 28)
            pygame.draw.circle(canvas, theme.BRASS, (x, y), 28, 3)
    for space in range(TRACK_LENGTH):
        a, b = points[space], points[(space + 1) % TRACK_LENGTH]
        _arrow(canvas, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), (b[0] - a[0], b[1] - a[1]))


def _star(canvas: pygame.Surface, centre: tuple[float, float], radius: int, colour: theme.Color) -> None:
    x, y = centre
    pts = [(x + math.cos(i * math.pi / 4) * (radius if i % 2 == 0 else radius * 0.4),
            y + math.sin(i * math.pi / 4) * (radius if i % 2 == 0 else radius * 0.4)) for i in range(8)]
    pygame.draw.polygon(canvas, colour, pts)


def _arrow(canvas: pygame.Surface, at: tuple[float, float], direction: tuple[float, float]) -> None:
    """A small chevron showing the walking direction (clockwise)."""
    length = math.hypot(*direction) or 1.0
    dx, dy = direction[0] / length, direction[1] / length
    if length < 70:
        return
    tip = (at[0] + dx * 7, at[1] + dy * 7)
    left = (at[0] - dx * 6 - dy * 8, at[1] - dy * 6 + dx * 8)
    right = (at[0] - dx * 6 + dy * 8, at[1] - dy * 6 - dx * 8)
    pygame.draw.polygon(canvas, theme.BRASS, [tip, left, right])


def _draw_line_glow(canvas: pygame.Surface, scenery: Scenery) -> None:
    """An ember band behind the line the player may take from, reaching to the figure."""
    if not scenery.glow_cells:
        return
    rects = [cell_rect(c) for c in scenery.glow_cells]
    band = rects[0].unionall(rects[1:]).inflate(18, 18)
    alpha = int(90 + 70 * scenery.pulse)
    layer = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*GLOW, alpha), layer.get_rect(), border_radius=16)
    canvas.blit(layer, band)
    pygame.draw.rect(canvas, GLOW, band, 4, border_radius=16)


def _draw_grid(canvas: pygame.Surface, fonts: FontBook, scenery: Scenery) -> None:
    """Corner cards, ingredient cards and empty slots; the chosen and hovered card lifted."""
    view = scenery.view
    for index in range(GRID * GRID):
        rect = cell_rect(index)
        if index in CORNER_CELLS:
            canvas.blit(card_art.corner_card((CARD_W, CARD_H), index % 4), rect)
            continue
        card = view.grid[index]
        if card == EMPTY or index in scenery.hidden_cells:
            pygame.draw.rect(canvas, SLOT, rect, border_radius=12)
            pygame.draw.rect(canvas, theme.BRASS_DARK, rect, 2, border_radius=12)
            continue
        lifted = index in (scenery.selected, scenery.hovered) and index in scenery.glow_cells
        target = rect.move(0, -8) if lifted else rect
        if lifted:
            pygame.draw.rect(canvas, (0, 0, 0), rect.move(0, 6), border_radius=12)
        canvas.blit(card_art.card_image(fonts, card, (CARD_W, CARD_H)), target)
        if index == scenery.selected and index in scenery.glow_cells:
            pygame.draw.rect(canvas, theme.FOCUS, target.inflate(12, 12), 6, border_radius=16)
        elif lifted:
            pygame.draw.rect(canvas, theme.EMBER_LIGHT, target.inflate(8, 8), 4, border_radius=14)
