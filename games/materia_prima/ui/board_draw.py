"""The hex board on the canvas: a cached layer of the fields (tiles, mines, cities, temple, tower
sites), then what changes — towers, ground elements, alarm markers, figures, and the marks of the
moment (targets of the chosen action, an inquisitor's path, an alarm flashing, a figure moving).

`draw_fields` blits the static layer, painted once per layout and size (`field_layer`);
`draw_board(canvas, fonts, state, grid, marks)` draws what stands on the fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

import pygame

from games.app.kit import theme
from games.app.kit.picture_cache import cached_picture
from games.app.kit.text import Fonts
from games.materia_prima.board import Board, board_for
from games.materia_prima.components import DIRECTION_ORDER, ELEMENTS
from games.materia_prima.state import State
from games.materia_prima.ui import art
from games.materia_prima.ui.hexgeo import HexGrid
from games.materia_prima.ui.labels import label

TILE_TINTS: Final[dict[int, theme.Color]] = {
    1: (224, 208, 166), 2: (200, 214, 178), 3: (228, 202, 146), 4: (216, 204, 194),
    5: (196, 198, 172), 6: (180, 198, 178), 7: (208, 214, 164),
}
EDGE_CORNERS: Final[dict[str, tuple[int, int]]] = {
    "E": (0, 1), "NE": (5, 0), "NW": (4, 5), "W": (3, 4), "SW": (2, 3), "SE": (1, 2),
}
MARK_COLOURS: Final[dict[str, theme.Color]] = {
    "move": (255, 214, 110), "reach": (236, 200, 120), "target": theme.EMBER_LIGHT, "partner": (120, 200, 255),
    "city": (180, 120, 255), "path": theme.DANGER_LIGHT, "alarm": theme.DANGER, "here": (255, 255, 255),
}


@dataclass
class BoardMarks:
    """What the board shows beyond the state: targets, labels, a selection, a path, a moving figure."""

    targets: dict[int, str] = field(default_factory=dict)  # field -> MARK_COLOURS key
    labels: dict[int, str] = field(default_factory=dict)  # field -> a short text (the chance to win)
    selected: str | None = None  # a figure with a ring
    path: tuple[int, ...] = ()  # an inquisitor's way, drawn as a dotted line
    flash: dict[int, str] = field(default_factory=dict)  # field -> "alarm" / "target"
    moving: tuple[str, int, int, float] | None = None  # figure, from field, to field, progress 0..1


# ---- the static layer ---------------------------------------------------------------------------
@cached_picture
def field_layer(layout: tuple[tuple[int, int], ...], centre: tuple[float, float], size: float,
                box: tuple[int, int, int, int]) -> pygame.Surface:
    """The fields of a layout painted into a transparent surface the size of `box`."""
    board = board_for(layout)
    rect = pygame.Rect(box)
    grid = HexGrid((centre[0] - rect.x, centre[1] - rect.y), size)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    for spot in board.fields:
        corners = grid.corners(spot.hex, 1.5)
        pygame.draw.polygon(surface, TILE_TINTS[spot.tile], corners)
        pygame.draw.polygon(surface, (150, 128, 92), corners, 2)
        _paint_kind(surface, grid, spot)
    for spot in board.fields:
        corners = grid.corners(spot.hex)
        for direction in DIRECTION_ORDER:
            there = board.step(spot.index, direction)
            if there is None or board.fields[there].tile != spot.tile:
                a, b = EDGE_CORNERS[direction]
                pygame.draw.line(surface, theme.BRASS_DARK, corners[a], corners[b], 5)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


def _paint_kind(surface: pygame.Surface, grid: HexGrid, spot) -> None:  # type: ignore[no-untyped-def]
    x, y = grid.pixel(spot.hex)
    s = grid.size
    if spot.kind == "mine":
        pygame.draw.circle(surface, (96, 78, 58), (x, y), s * 0.5)
        pygame.draw.circle(surface, (70, 56, 42), (x, y), s * 0.5, 3)
        art.blit_centred(surface, art.element_token(spot.element, round(s * 0.62)), (x, y))
    elif spot.kind == "city":
        pygame.draw.circle(surface, theme.BRASS_DARK, (x, y), s * 0.62)
        pygame.draw.circle(surface, theme.PARCHMENT_LIGHT, (x, y), s * 0.54)
        for i in range(8):
            pygame.draw.rect(surface, theme.BRASS_DARK, pygame.Rect(0, 0, s * 0.16, s * 0.16).move(
                x + s * 0.56 * _cos(i) - s * 0.08, y + s * 0.56 * _sin(i) - s * 0.08))
    elif spot.kind == "temple":
        roof = [(x, y - s * 0.5), (x + s * 0.5, y - s * 0.22), (x - s * 0.5, y - s * 0.22)]
        pygame.draw.polygon(surface, (236, 230, 214), roof)
        pygame.draw.polygon(surface, theme.BRASS_DARK, roof, 3)
        for i in range(4):
            pygame.draw.rect(surface, (236, 230, 214), (x - s * 0.42 + i * s * 0.26, y - s * 0.2, s * 0.1, s * 0.5))
        pygame.draw.rect(surface, theme.BRASS_DARK, (x - s * 0.5, y + s * 0.3, s, s * 0.12))
    elif spot.kind == "tower-site":
        pygame.draw.circle(surface, (236, 226, 200), (x, y), s * 0.4)
        pygame.draw.circle(surface, theme.BRASS_DARK, (x, y), s * 0.4, 3)


def _cos(i: int) -> float:
    import math
    return math.cos(i * math.tau / 8)


def _sin(i: int) -> float:
    import math
    return math.sin(i * math.tau / 8)


def draw_field_labels(canvas: pygame.Surface, fonts: Fonts, board: Board, grid: HexGrid,
                      towers: frozenset[int] = frozenset()) -> None:
    """City letters and the numbers of tower sites without a tower (text stays crisp outside the
    cached layer)."""
    for spot in board.fields:
        if spot.kind == "city":
            art.blit_centred(canvas, label(fonts, spot.city, 34, theme.INK_TEXT, bold=True), grid.pixel(spot.hex))
        elif spot.kind == "tower-site" and spot.index not in towers:
            art.blit_centred(canvas, label(fonts, str(spot.site), 30, theme.BRASS_DARK, bold=True), grid.pixel(spot.hex))


# ---- what changes --------------------------------------------------------------------------------
def figures_by_field(state: State) -> dict[int, list[tuple[str, str, str]]]:
    """Field -> [(kind, figure id, colour)] for towers, alchemists, homunculi and inquisitors."""
    found: dict[int, list[tuple[str, str, str]]] = {}
    for alchemist in state.alchemists:
        found.setdefault(alchemist.tower, []).append(("tower", f"tower-{alchemist.colour}", alchemist.colour))
    for alchemist in state.alchemists:
        found.setdefault(alchemist.field, []).append(("alchemist", alchemist.colour, alchemist.colour))
        for homunculus in alchemist.homunculi:
            found.setdefault(homunculus.field, []).append(("homunculus", homunculus.id, alchemist.colour))
    for inquisitor in state.inquisitors:
        kind = "guard" if inquisitor.guard else "inquisitor"
        found.setdefault(inquisitor.field, []).append((kind, inquisitor.id, ""))
    return found


def figure_spots(centre: tuple[int, int], count: int, size: float) -> list[tuple[int, int]]:
    """Where `count` figures stand inside a hex around `centre`."""
    x, y = centre
    if count <= 1:
        return [(x, y)]
    if count == 2:
        return [(round(x - size * 0.36), y), (round(x + size * 0.36), y)]
    offsets = [(-0.38, -0.22), (0.38, -0.22), (0, 0.3), (-0.42, 0.34), (0.42, 0.34)]
    return [(round(x + dx * size), round(y + dy * size)) for dx, dy in offsets[:count]]


def draw_fields(canvas: pygame.Surface, state: State, grid: HexGrid, box: pygame.Rect) -> None:
    """The static layer: the fields of the state's layout."""
    canvas.blit(field_layer(state.board.layout, grid.centre, grid.size, tuple(box)), box)


def draw_board(canvas: pygame.Surface, fonts: Fonts, state: State, grid: HexGrid, marks: BoardMarks) -> None:
    """What stands on the fields (drawn over `draw_fields`): marks, towers, elements, markers,
    figures, an inquisitor's path, the chances to win."""
    board = state.board
    _draw_targets(canvas, board, grid, marks)
    draw_field_labels(canvas, fonts, board, grid, frozenset(a.tower for a in state.alchemists))
    _draw_ground(canvas, fonts, state, grid)
    _draw_markers(canvas, fonts, state, grid)
    _draw_figures(canvas, fonts, state, grid, marks)
    _draw_path(canvas, board, grid, marks.path)
    for spot, text in marks.labels.items():
        x, y = grid.pixel(board.fields[spot].hex)
        image = label(fonts, text, 26, theme.TEXT_LIGHT, bold=True)
        plate = image.get_rect(center=(x, y - round(grid.size * 0.78))).inflate(14, 4)
        pygame.draw.rect(canvas, theme.INK, plate, border_radius=10)
        pygame.draw.rect(canvas, theme.EMBER_LIGHT, plate, 2, border_radius=10)
        art.blit_centred(canvas, image, plate.center)


def _draw_targets(canvas: pygame.Surface, board: Board, grid: HexGrid, marks: BoardMarks) -> None:
    for spot, style in list(marks.targets.items()) + list(marks.flash.items()):
        fill = _hex_fill(style, round(grid.size))
        canvas.blit(fill, fill.get_rect(center=grid.pixel(board.fields[spot].hex)))


@cached_picture
def _hex_fill(style: str, size: int) -> pygame.Surface:
    """A hex of `size` tinted in the mark's colour with a bright rim (faint for fields further away)."""
    colour = MARK_COLOURS.get(style, theme.EMBER_LIGHT)
    grid = HexGrid((size, size), size)
    surface = pygame.Surface((2 * size, 2 * size), pygame.SRCALPHA)
    pygame.draw.polygon(surface, (*colour, 40 if style == "reach" else 90), grid.corners((0, 0), 4))
    pygame.draw.polygon(surface, colour, grid.corners((0, 0), 5), 4 if style == "reach" else 7)
    return surface


def _draw_ground(canvas: pygame.Surface, fonts: Fonts, state: State, grid: HexGrid) -> None:
    """Elements lying on fields: small tokens along the bottom of the hex, a count when several."""
    side = round(grid.size * 0.42)
    for index, bag in enumerate(state.ground):
        if not any(bag):
            continue
        x, y = grid.pixel(state.board.fields[index].hex)
        kinds = [(ELEMENTS[i], n) for i, n in enumerate(bag) if n]
        step = side + 2
        left = x - (len(kinds[:3]) * step) // 2 + step // 2
        for number, (element, amount) in enumerate(kinds[:3]):
            centre = (left + number * step, y + round(grid.size * 0.62))
            art.blit_centred(canvas, art.element_token(element, side), centre)
            if amount > 1 or (number == 2 and len(kinds) > 3):
                text = f"{amount}" if len(kinds) <= 3 else f"+{sum(n for _, n in kinds[2:])}"
                art.blit_centred(canvas, label(fonts, text, 24, theme.TEXT_LIGHT, bold=True, shadow=True), centre)


def _draw_markers(canvas: pygame.Surface, fonts: Fonts, state: State, grid: HexGrid) -> None:
    side = round(grid.size * 0.46)
    for index, count in enumerate(state.markers):
        if not count:
            continue
        x, y = grid.pixel(state.board.fields[index].hex)
        centre = (x + round(grid.size * 0.5), y - round(grid.size * 0.5))
        art.blit_centred(canvas, art.alarm_marker(side), centre)
        if count > 1:
            art.blit_centred(canvas, label(fonts, f"×{count}", 24, theme.TEXT_LIGHT, bold=True, shadow=True),
                             (centre[0], centre[1] + side // 2 + 10))


def figure_positions(state: State, grid: HexGrid) -> dict[str, tuple[str, str, tuple[int, int], float]]:
    """Figure id -> (kind, colour, where it stands, its scale), for drawing and for taps."""
    placed = {}
    for spot, figures in figures_by_field(state).items():
        centre = grid.pixel(state.board.fields[spot].hex)
        scale = 1.0 if len(figures) == 1 else 0.9 if len(figures) == 2 else 0.68
        for (kind, fid, colour), where in zip(figures, figure_spots(centre, len(figures), grid.size)):
            placed[fid] = (kind, colour, where, scale)
    return placed


def _draw_figures(canvas: pygame.Surface, fonts: Fonts, state: State, grid: HexGrid, marks: BoardMarks) -> None:
    moving = marks.moving
    for fid, (kind, colour, where, scale) in figure_positions(state, grid).items():
        if moving is not None and moving[0] == fid:
            where = _between(grid, state.board, moving)
        _draw_figure(canvas, fonts, kind, fid, colour, where, grid.size * scale, marks.selected == fid)


def _between(grid: HexGrid, board: Board, moving: tuple[str, int, int, float]) -> tuple[int, int]:
    _, start, end, t = moving
    (ax, ay), (bx, by) = grid.pixel(board.fields[start].hex), grid.pixel(board.fields[end].hex)
    return round(ax + (bx - ax) * t), round(ay + (by - ay) * t)


def _draw_figure(canvas: pygame.Surface, fonts: Fonts, kind: str, fid: str, colour: str, where: tuple[int, int],
                 size: float, selected: bool) -> None:
    if selected:
        pygame.draw.circle(canvas, theme.FOCUS, where, round(size * 0.62), 6)
    if kind == "tower":
        art.blit_centred(canvas, art.tower_figure(colour, round(size * 1.2)), where)
    elif kind == "alchemist":
        art.blit_centred(canvas, art.alchemist_figure(colour, round(size * 1.05)), where)
    elif kind == "homunculus":
        art.blit_centred(canvas, art.homunculus_figure(colour, round(size * 0.78)), where)
        art.blit_centred(canvas, label(fonts, fid[0].upper(), 24, theme.INK_TEXT, bold=True), (where[0], where[1] + 6))
    else:
        art.blit_centred(canvas, art.inquisitor_figure(round(size * 1.05), kind == "guard"), where)
        art.blit_centred(canvas, label(fonts, fid, 24, theme.TEXT_LIGHT, bold=True), (where[0], where[1] + round(size * 0.2)))


def _draw_path(canvas: pygame.Surface, board: Board, grid: HexGrid, path: tuple[int, ...]) -> None:
    points = [grid.pixel(board.fields[f].hex) for f in path]
    for a, b in zip(points, points[1:]):
        for step in range(1, 6):
            t = step / 6
            pygame.draw.circle(canvas, art.MARKER_RED, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), 6)
    if points:
        pygame.draw.circle(canvas, art.MARKER_RED, points[-1], round(grid.size * 0.3), 5)
