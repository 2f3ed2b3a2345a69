"""Icons and game emblems drawn by the program (no copied art).

Each icon is drawn three times larger on a transparent surface and scaled down smoothly, which
gives soft edges with plain pygame.draw calls; results are cached by (name, size, colour) in the shared picture store.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from games.app.kit import theme
from games.app.kit.picture_cache import cached_picture

SUPERSAMPLE = 3
Painter = Callable[[pygame.Surface, int, theme.Color], None]


def draw_icon(canvas: pygame.Surface, name: str, rect: pygame.Rect, color: theme.Color = theme.INK_TEXT) -> None:
    """Draw icon `name` centred in `rect` (square, side = the smaller side of rect)."""
    side = max(8, min(rect.width, rect.height))
    surface = icon_surface(name, side, color)
    canvas.blit(surface, surface.get_rect(center=rect.center))


@cached_picture
def icon_surface(name: str, side: int, color: theme.Color) -> pygame.Surface:
    """The cached icon `name` of `side` pixels; an unknown name draws a question mark circle."""
    big = pygame.Surface((side * SUPERSAMPLE, side * SUPERSAMPLE), pygame.SRCALPHA)
    PAINTERS.get(name, _unknown)(big, side * SUPERSAMPLE, color)
    return pygame.transform.smoothscale(big, (side, side))


def _back(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 9)
    pygame.draw.line(s, c, (n * 0.22, n * 0.5), (n * 0.82, n * 0.5), w)
    pygame.draw.polygon(s, c, [(n * 0.12, n * 0.5), (n * 0.46, n * 0.2), (n * 0.46, n * 0.8)])


def _gear(s: pygame.Surface, n: int, c: theme.Color) -> None:
    centre = (n / 2, n / 2)
    for tooth in range(8):
        angle = tooth * math.pi / 4
        points = []
        for da, radius in ((-0.2, 0.3), (-0.14, 0.46), (0.14, 0.46), (0.2, 0.3)):
            points.append((centre[0] + math.cos(angle + da) * radius * n, centre[1] + math.sin(angle + da) * radius * n))
        pygame.draw.polygon(s, c, points)
    pygame.draw.circle(s, c, centre, n * 0.33)
    pygame.draw.circle(s, (0, 0, 0, 0), centre, n * 0.13)


def _power(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 10)
    rect = pygame.Rect(n * 0.14, n * 0.16, n * 0.72, n * 0.72)
    pygame.draw.arc(s, c, rect, math.radians(-50), math.radians(230), w)
    pygame.draw.line(s, c, (n / 2, n * 0.08), (n / 2, n * 0.48), w)


def _flask(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 14)
    neck = [(n * 0.4, n * 0.1), (n * 0.6, n * 0.1), (n * 0.6, n * 0.38), (n * 0.86, n * 0.86),
            (n * 0.14, n * 0.86), (n * 0.4, n * 0.38)]
    pygame.draw.polygon(s, c, neck, w)
    liquid = [(n * 0.27, n * 0.6), (n * 0.73, n * 0.6), (n * 0.86, n * 0.86), (n * 0.14, n * 0.86)]
    pygame.draw.polygon(s, c, liquid)
    pygame.draw.line(s, c, (n * 0.34, n * 0.1), (n * 0.66, n * 0.1), w)


def _cauldron(s: pygame.Surface, n: int, c: theme.Color) -> None:
    pygame.draw.ellipse(s, c, (n * 0.12, n * 0.3, n * 0.76, n * 0.58))
    pygame.draw.rect(s, c, (n * 0.08, n * 0.28, n * 0.84, n * 0.1), border_radius=n // 20)
    for x in (0.28, 0.64):
        pygame.draw.rect(s, c, (n * x, n * 0.8, n * 0.08, n * 0.14))
    for x, y, r in ((0.42, 0.16, 0.06), (0.56, 0.08, 0.04), (0.62, 0.2, 0.035)):
        pygame.draw.circle(s, c, (n * x, n * y), n * r, max(2, n // 40))


def _globe(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 18)
    rect = pygame.Rect(n * 0.1, n * 0.1, n * 0.8, n * 0.8)
    pygame.draw.ellipse(s, c, rect, w)
    pygame.draw.ellipse(s, c, rect.inflate(-n * 0.44, 0), w)
    pygame.draw.line(s, c, (n * 0.1, n / 2), (n * 0.9, n / 2), w)
    pygame.draw.line(s, c, (n / 2, n * 0.1), (n / 2, n * 0.9), w)


def _check(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(4, n // 8)
    pygame.draw.lines(s, c, False, [(n * 0.16, n * 0.52), (n * 0.42, n * 0.78), (n * 0.86, n * 0.24)], w)


def _cross(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(4, n // 8)
    pygame.draw.line(s, c, (n * 0.2, n * 0.2), (n * 0.8, n * 0.8), w)
    pygame.draw.line(s, c, (n * 0.8, n * 0.2), (n * 0.2, n * 0.8), w)


def _camera(s: pygame.Surface, n: int, c: theme.Color) -> None:
    pygame.draw.rect(s, c, (n * 0.08, n * 0.3, n * 0.84, n * 0.54), border_radius=n // 12)
    pygame.draw.rect(s, c, (n * 0.34, n * 0.18, n * 0.32, n * 0.16), border_radius=n // 30)
    pygame.draw.circle(s, (0, 0, 0, 0), (n / 2, n * 0.57), n * 0.17)
    pygame.draw.circle(s, c, (n / 2, n * 0.57), n * 0.1)


def _screen(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 14)
    pygame.draw.rect(s, c, (n * 0.08, n * 0.16, n * 0.84, n * 0.54), w, border_radius=n // 24)
    pygame.draw.line(s, c, (n / 2, n * 0.7), (n / 2, n * 0.84), w)
    pygame.draw.line(s, c, (n * 0.3, n * 0.86), (n * 0.7, n * 0.86), w)


def _hourglass(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 14)
    pygame.draw.line(s, c, (n * 0.22, n * 0.1), (n * 0.78, n * 0.1), w)
    pygame.draw.line(s, c, (n * 0.22, n * 0.9), (n * 0.78, n * 0.9), w)
    pygame.draw.polygon(s, c, [(n * 0.28, n * 0.14), (n * 0.72, n * 0.14), (n * 0.5, n * 0.5)], w)
    pygame.draw.polygon(s, c, [(n * 0.5, n * 0.5), (n * 0.72, n * 0.86), (n * 0.28, n * 0.86)])


def _barcode(s: pygame.Surface, n: int, c: theme.Color) -> None:
    x = n * 0.1
    for width in (2, 1, 3, 1, 2, 1, 1, 3, 2, 1):
        bar = n * 0.028 * width
        pygame.draw.rect(s, c, (x, n * 0.2, bar, n * 0.6))
        x += bar + n * 0.035


def _warning(s: pygame.Surface, n: int, c: theme.Color) -> None:
    pygame.draw.polygon(s, c, [(n / 2, n * 0.08), (n * 0.95, n * 0.9), (n * 0.05, n * 0.9)])
    pygame.draw.rect(s, (0, 0, 0, 0), (n * 0.45, n * 0.34, n * 0.1, n * 0.3))
    pygame.draw.circle(s, (0, 0, 0, 0), (n / 2, n * 0.76), n * 0.06)


def _eye_closed(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 14)
    pygame.draw.arc(s, c, (n * 0.08, n * 0.1, n * 0.84, n * 0.7), math.radians(200), math.radians(340), w)
    for t in (0.25, 0.5, 0.75):
        x = n * (0.08 + 0.84 * t)
        y = n * 0.45 + math.sin(math.pi * t) * n * 0.35 - n * 0.02
        pygame.draw.line(s, c, (x, y), (x + (t - 0.5) * n * 0.2, y + n * 0.14), w)


def _hand(s: pygame.Surface, n: int, c: theme.Color) -> None:
    for i, height in enumerate((0.34, 0.22, 0.18, 0.26)):
        x = n * (0.22 + i * 0.15)
        pygame.draw.rect(s, c, (x, n * height, n * 0.12, n * 0.5), border_radius=n // 16)
    pygame.draw.rect(s, c, (n * 0.22, n * 0.5, n * 0.57, n * 0.36), border_radius=n // 8)
    pygame.draw.line(s, c, (n * 0.26, n * 0.66), (n * 0.08, n * 0.46), max(6, n // 8))


def _play(s: pygame.Surface, n: int, c: theme.Color) -> None:
    pygame.draw.polygon(s, c, [(n * 0.26, n * 0.14), (n * 0.84, n * 0.5), (n * 0.26, n * 0.86)])


def _undo(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 9)
    pygame.draw.arc(s, c, (n * 0.2, n * 0.24, n * 0.64, n * 0.56), math.radians(-90), math.radians(150), w)
    pygame.draw.polygon(s, c, [(n * 0.06, n * 0.3), (n * 0.4, n * 0.14), (n * 0.36, n * 0.5)])


def _chevron(s: pygame.Surface, n: int, c: theme.Color, up: bool) -> None:
    w = max(3, n // 8)
    tip, foot = (n * 0.3, n * 0.68) if up else (n * 0.7, n * 0.32)
    pygame.draw.lines(s, c, False, [(n * 0.16, foot), (n / 2, tip), (n * 0.84, foot)], w)


def _book(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 14)
    for side in (-1, 1):
        page = [(n / 2, n * 0.26), (n / 2 + side * n * 0.4, n * 0.18), (n / 2 + side * n * 0.4, n * 0.78),
                (n / 2, n * 0.86)]
        pygame.draw.lines(s, c, True, page, w)
        for row in (0.38, 0.52, 0.66):
            pygame.draw.line(s, c, (n / 2 + side * n * 0.1, n * (row + 0.02)), (n / 2 + side * n * 0.3, n * row),
                             max(2, w // 2))


def _unknown(s: pygame.Surface, n: int, c: theme.Color) -> None:
    w = max(3, n // 14)
    pygame.draw.circle(s, c, (n / 2, n / 2), n * 0.42, w)
    pygame.draw.arc(s, c, (n * 0.34, n * 0.22, n * 0.32, n * 0.3), math.radians(-60), math.radians(180), w)
    pygame.draw.line(s, c, (n * 0.58, n * 0.48), (n / 2, n * 0.58), w)
    pygame.draw.circle(s, c, (n / 2, n * 0.72), n * 0.05)


PAINTERS: dict[str, Painter] = {
    "back": _back, "gear": _gear, "power": _power, "flask": _flask, "cauldron": _cauldron,
    "globe": _globe, "check": _check, "cross": _cross, "camera": _camera, "screen": _screen,
    "hourglass": _hourglass, "barcode": _barcode, "warning": _warning, "eye-closed": _eye_closed,
    "hand": _hand, "play": _play, "unknown": _unknown, "undo": _undo, "book": _book,
    "up": lambda s, n, c: _chevron(s, n, c, up=True), "down": lambda s, n, c: _chevron(s, n, c, up=False),
}
