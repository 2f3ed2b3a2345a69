"""The drawn emblem of each game on the start screen (no copied art).

`draw_emblem(canvas, game_id, rect)`: a brass medallion with the game's picture; unknown games get
an alembic. Emblems are drawn supersampled and cached by (game, size).
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from games.app.kit import theme
from games.app.kit.picture_cache import cached_picture

SUPERSAMPLE = 3


def draw_emblem(canvas: pygame.Surface, game_id: str, rect: pygame.Rect) -> None:
    """Draw the emblem of `game_id` centred in `rect`."""
    side = max(16, min(rect.w, rect.h))
    surface = emblem_surface(game_id, side)
    canvas.blit(surface, surface.get_rect(center=rect.center))


@cached_picture
def emblem_surface(game_id: str, side: int) -> pygame.Surface:
    """The emblem of `game_id`, `side` px square, drawn once."""
    big = pygame.Surface((side * SUPERSAMPLE, side * SUPERSAMPLE), pygame.SRCALPHA)
    _medallion(big)
    EMBLEMS.get(game_id, _alembic)(big, side * SUPERSAMPLE)
    return pygame.transform.smoothscale(big, (side, side))


def _medallion(s: pygame.Surface) -> None:
    """A dark disc with a double brass rim."""
    n = s.get_width()
    c = (n / 2, n / 2)
    pygame.draw.circle(s, theme.BRASS_DARK, c, n * 0.5)
    pygame.draw.circle(s, theme.BRASS, c, n * 0.48)
    pygame.draw.circle(s, theme.WOOD_DARK, c, n * 0.44)
    pygame.draw.circle(s, theme.BRASS_DARK, c, n * 0.41, max(2, n // 90))
    for i in range(24):
        a = i * math.tau / 24
        pygame.draw.circle(s, theme.BRASS_LIGHT, (c[0] + math.cos(a) * n * 0.46, c[1] + math.sin(a) * n * 0.46), n * 0.007)


def _flask_of_aspects(s: pygame.Surface, n: int) -> None:
    """Alchemists: a round flask with three coloured layers (red, green, blue) and bubbles."""
    cx, cy = n * 0.5, n * 0.58
    r = n * 0.22
    body = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(body, (250, 244, 225, 60), (cx, cy), r)
    for colour, top in (((70, 120, 210), 0.2), ((70, 160, 90), 0.45), ((200, 60, 50), 0.7)):
        pygame.draw.rect(body, colour, (cx - r, cy - r + 2 * r * top, 2 * r, 2 * r * (1 - top)))
    mask = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (cx, cy), r)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(body, (0, 0))
    w = max(3, n // 60)
    pygame.draw.circle(s, theme.PARCHMENT_LIGHT, (cx, cy), r, w)
    neck = pygame.Rect(cx - n * 0.05, cy - r - n * 0.17, n * 0.1, n * 0.18)
    pygame.draw.rect(s, theme.WOOD_DARK, neck)
    pygame.draw.line(s, theme.PARCHMENT_LIGHT, neck.topleft, (neck.left, neck.bottom + w), w)
    pygame.draw.line(s, theme.PARCHMENT_LIGHT, neck.topright, (neck.right, neck.bottom + w), w)
    pygame.draw.rect(s, theme.COPPER, (neck.x - n * 0.015, neck.y - n * 0.04, neck.w + n * 0.03, n * 0.05),
                     border_radius=n // 80)
    for x, y, rr in ((0.47, 0.5, 0.02), (0.55, 0.43, 0.014), (0.5, 0.36, 0.01)):
        pygame.draw.circle(s, theme.PARCHMENT_LIGHT, (n * x, n * y), n * rr, max(2, n // 160))
    pygame.draw.arc(s, (255, 255, 255), (cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5), math.radians(110),
                    math.radians(160), max(3, n // 90))


def _copper_kettle(s: pygame.Surface, n: int) -> None:
    """Kupferkessel: a copper cauldron over flames, with steam."""
    for i, (x, h) in enumerate(((0.38, 0.14), (0.46, 0.2), (0.54, 0.17), (0.62, 0.12))):
        points = [(n * (x - 0.05), n * 0.78), (n * x, n * (0.78 - h)), (n * (x + 0.05), n * 0.78)]
        pygame.draw.polygon(s, theme.EMBER if i % 2 else theme.EMBER_LIGHT, points)
    body = pygame.Rect(n * 0.27, n * 0.36, n * 0.46, n * 0.36)
    pygame.draw.ellipse(s, theme.COPPER, body)
    pygame.draw.ellipse(s, (222, 150, 96), body.inflate(-n * 0.12, -n * 0.2).move(-n * 0.05, -n * 0.05))
    rim = pygame.Rect(n * 0.24, n * 0.33, n * 0.52, n * 0.07)
    pygame.draw.rect(s, (150, 80, 44), rim, border_radius=n // 40)
    pygame.draw.line(s, theme.BRASS_LIGHT, (rim.x + n * 0.02, rim.y + n * 0.015), (rim.right - n * 0.02, rim.y + n * 0.015),
                     max(2, n // 120))
    w = max(3, n // 70)
    for x in (0.36, 0.5, 0.64):
        pygame.draw.arc(s, theme.PARCHMENT_LIGHT, (n * (x - 0.04), n * 0.16, n * 0.08, n * 0.14), math.radians(90),
                        math.radians(270), w)
        pygame.draw.arc(s, theme.PARCHMENT_LIGHT, (n * (x - 0.04), n * 0.06, n * 0.08, n * 0.12), math.radians(-90),
                        math.radians(90), w)


def _cubes_and_seal(s: pygame.Surface, n: int) -> None:
    """Alchemist (Amigo): three ingredient cubes stacked before a player's seal."""
    pygame.draw.circle(s, (220, 190, 240), (n * 0.66, n * 0.36), n * 0.17)
    pygame.draw.circle(s, (128, 66, 172), (n * 0.66, n * 0.36), n * 0.14)
    side = n * 0.2
    for (x, y), colour in (((0.27, 0.5), (52, 104, 206)), ((0.5, 0.5), (236, 112, 24)), ((0.385, 0.3), (246, 212, 40))):
        cube = pygame.Rect(n * x, n * y, side, side)
        pygame.draw.rect(s, tuple(max(0, c - 70) for c in colour), cube.move(0, n * 0.02), border_radius=n // 40)
        pygame.draw.rect(s, colour, cube, border_radius=n // 40)
        pygame.draw.rect(s, tuple(min(255, c + 40) for c in colour), cube.inflate(-n * 0.06, -n * 0.06), max(2, n // 120),
                         border_radius=n // 60)


def _seal_and_aspects(s: pygame.Surface, n: int) -> None:
    """Alchemists, the board game: an alchemical (three aspect discs, red, green, blue) beside a gold-star seal."""
    for (x, y), colour in (((0.36, 0.34), (196, 52, 44)), ((0.27, 0.52), (60, 140, 70)), ((0.45, 0.52), (52, 96, 186))):
        pygame.draw.circle(s, theme.INK, (n * x, n * y + n * 0.012), n * 0.1)
        pygame.draw.circle(s, colour, (n * x, n * y), n * 0.095)
        pygame.draw.circle(s, (246, 236, 210), (n * x, n * y), n * 0.095, max(2, n // 100))
    centre = (n * 0.66, n * 0.62)
    pygame.draw.circle(s, theme.INK, (centre[0], centre[1] + n * 0.015), n * 0.16)
    pygame.draw.circle(s, (170, 44, 36), centre, n * 0.155)
    pygame.draw.circle(s, theme.BRASS_LIGHT, centre, n * 0.155, max(2, n // 90))
    star = [(centre[0] + math.cos(math.pi / 2 + k * math.pi / 5) * n * (0.1 if k % 2 == 0 else 0.042),
             centre[1] - math.sin(math.pi / 2 + k * math.pi / 5) * n * (0.1 if k % 2 == 0 else 0.042)) for k in range(10)]
    pygame.draw.polygon(s, (246, 204, 90), star)


def _alembic(s: pygame.Surface, n: int) -> None:
    """Any other game: a brass retort over a small flame."""
    w = max(4, n // 40)
    bulb = (n * 0.4, n * 0.56)
    neck = [(n * 0.44, n * 0.38), (n * 0.8, n * 0.52), (n * 0.78, n * 0.57), (n * 0.5, n * 0.47)]
    pygame.draw.polygon(s, theme.BRASS, neck)
    pygame.draw.circle(s, theme.BRASS, bulb, n * 0.17)
    pygame.draw.circle(s, theme.EMBER, bulb, n * 0.1)
    pygame.draw.circle(s, theme.BRASS_LIGHT, (bulb[0] - n * 0.06, bulb[1] - n * 0.06), n * 0.03)
    pygame.draw.line(s, theme.BRASS_LIGHT, (n * 0.78, n * 0.6), (n * 0.78, n * 0.66), w)
    for x, h in ((0.35, 0.08), (0.4, 0.12), (0.45, 0.08)):
        pygame.draw.polygon(s, theme.EMBER_LIGHT, [(n * (x - 0.03), n * 0.86), (n * x, n * (0.86 - h)), (n * (x + 0.03), n * 0.86)])


EMBLEMS: dict[str, Callable[[pygame.Surface, int], None]] = {
    "alchemists-lab": _flask_of_aspects,
    "alchemists": _seal_and_aspects,
    "kupferkessel": _copper_kettle,
    "alchemist": _cubes_and_seal,
}
