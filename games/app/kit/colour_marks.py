"""A second cue for every colour a player must tell apart: each colour name has its own shape.

About one man in twelve cannot tell red from green, so no piece may be told from another by colour
alone. Every game draws the same shape for the same colour name, so a player learns them once:

    red ●  green ▲  blue ■  yellow ◆  purple ★  brown ✚  white ⬟  black ⬢  grey ✕  orange ▼

(colours that look alike to someone get shapes that differ most: red ● / brown ✚ / green ▲,
purple ★ / blue ■ / grey ✕).

The Alchemists flasks follow the same idea (red round, green conical, blue tall). `draw_mark`
draws the shape of a colour into a rect, in an ink the caller chooses (usually a light or dark ink
on the piece's own colour), with an optional outline so it reads on any background.
"""

from __future__ import annotations

import math
from typing import Final

import pygame

from games.app.kit import theme

Points = list[tuple[float, float]]

SHAPES: Final[dict[str, str]] = {
    "red": "circle", "green": "triangle", "blue": "square", "yellow": "diamond", "purple": "star",
    "brown": "plus", "white": "pentagon", "black": "hexagon", "grey": "saltire", "orange": "down",
}


def shape_of(colour: str) -> str:
    """The shape that stands for `colour`; an unknown colour is a loud error, not a silent circle."""
    try:
        return SHAPES[colour]
    except KeyError:
        raise ValueError(f"no mark for colour {colour!r}; expected one of {', '.join(SHAPES)}") from None


def draw_mark(surface: pygame.Surface, colour: str, rect: pygame.Rect, ink: theme.Color,
              outline: theme.Color | None = None) -> None:
    """Draw the shape of `colour` filled with `ink`, centred in the largest square inside `rect`."""
    side = max(4, min(rect.width, rect.height))
    cx, cy, r = rect.centerx, rect.centery, side / 2
    shape = shape_of(colour)
    rim = max(1, round(side / 10))
    if shape == "circle":
        if outline is not None:
            pygame.draw.circle(surface, outline, (cx, cy), r)
        pygame.draw.circle(surface, ink, (cx, cy), max(1, r - (rim if outline is not None else 0)))
        return
    if shape in ("saltire", "plus"):
        _bars(surface, (cx, cy), r, ink, outline, math.pi / 4 if shape == "saltire" else 0.0)
        return
    points = _polygon(shape, (cx, cy), r)
    if outline is not None:
        pygame.draw.polygon(surface, outline, points)
        points = _polygon(shape, (cx, cy), max(1.0, r - rim * 1.4))
    pygame.draw.polygon(surface, ink, points)


def _polygon(shape: str, centre: tuple[float, float], r: float) -> Points:
    """The corner points of a filled shape of radius `r` around `centre`."""
    cx, cy = centre
    if shape == "square":
        s = r * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "star":
        return _ring(centre, [r if i % 2 == 0 else r * 0.45 for i in range(10)], -math.pi / 2)
    corners = {"triangle": (3, -math.pi / 2), "down": (3, math.pi / 2), "diamond": (4, -math.pi / 2),
               "pentagon": (5, -math.pi / 2), "hexagon": (6, 0.0)}
    count, start = corners[shape]
    lift = r * 0.18 if shape == "triangle" else -r * 0.18 if shape == "down" else 0.0
    return _ring((cx, cy + lift), [r] * count, start)


def _ring(centre: tuple[float, float], radii: list[float], start: float) -> Points:
    step = 2 * math.pi / len(radii)
    return [(centre[0] + radius * math.cos(start + i * step), centre[1] + radius * math.sin(start + i * step))
            for i, radius in enumerate(radii)]


def _bars(surface: pygame.Surface, centre: tuple[float, float], r: float, ink: theme.Color,
          outline: theme.Color | None, angle: float) -> None:
    """Two crossing bars (a plus, or turned by 45 degrees a saltire), over wider, longer outline bars."""
    layers = ([(outline, r * 0.36, r * 1.08)] if outline is not None else []) + [(ink, r * 0.22, r)]
    for colour, half, length in layers:
        for turn in (angle, angle + math.pi / 2):
            dx, dy = math.cos(turn), math.sin(turn)
            px, py = -dy * half, dx * half
            a = (centre[0] - dx * length, centre[1] - dy * length)
            b = (centre[0] + dx * length, centre[1] + dy * length)
            pygame.draw.polygon(surface, colour, [(a[0] + px, a[1] + py), (b[0] + px, b[1] + py),
                                                  (b[0] - px, b[1] - py), (a[0] - px, a[1] - py)])
