"""Drawn pieces of Materia Prima (no copied art): element tokens, alchemists, homunculi,
inquisitors, towers, alarm markers, dice. Each is drawn supersampled once per size and cached.

Elements are discs in their colour with the alchemical sign; a stage-2 token has a double rim, a
stage-3 one a golden rim. Figures carry a letter so that they are told apart without colour.
"""

from __future__ import annotations

import math
from typing import Callable, Final

import pygame

from games.app.kit import theme
from games.app.kit.picture_cache import cached_picture
from games.materia_prima.components import ELEMENT_INDEX, STAGE

SUPER = 3
COLOURS: Final[dict[str, theme.Color]] = {
    "yellow": (232, 190, 52), "brown": (150, 96, 52), "grey": (160, 160, 166), "green": (86, 156, 72),
}
ELEMENT_COLOURS: Final[dict[str, theme.Color]] = {
    "water": (60, 120, 210), "earth": (120, 92, 50), "air": (150, 200, 232), "fire": (214, 66, 40),
    "iron": (92, 96, 104), "sulphur": (226, 204, 60), "glass": (170, 226, 220), "copper": (196, 110, 58),
    "mercury": (190, 196, 206), "aqua-regia": (120, 176, 80), "platinum": (216, 222, 232), "gold": (236, 186, 44),
}
INQUISITOR_INK: Final[theme.Color] = (58, 22, 30)
MARKER_RED: Final[theme.Color] = (196, 36, 30)


def _dark(colour: theme.Color, amount: int = 70) -> theme.Color:
    return tuple(max(0, c - amount) for c in colour)  # type: ignore[return-value]


def ink_on(colour: theme.Color) -> theme.Color:
    """Dark or light ink, whichever reads better on `colour`."""
    return theme.INK_TEXT if sum(colour) > 420 else theme.TEXT_LIGHT


@cached_picture
def _picture(paint: Callable[..., None], side: int, *args: object) -> pygame.Surface:
    """`paint(surface, n, *args)` on a square of n = SUPER × `side` px, scaled down to `side` (cached)."""
    n = side * SUPER
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    paint(big, n, *args)
    surface = pygame.transform.smoothscale(big, (side, side))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


# ---- elements ------------------------------------------------------------------------------------
def element_token(element: str, side: int) -> pygame.Surface:
    """The round token of `element`, `side` px wide."""
    return _picture(_paint_element, side, element)


def _paint_element(big: pygame.Surface, n: int, element: str) -> None:
    colour = ELEMENT_COLOURS[element]
    stage = STAGE[ELEMENT_INDEX[element]]
    c = (n / 2, n / 2)
    rim = theme.BRASS_LIGHT if stage == 3 else theme.INK
    pygame.draw.circle(big, rim, c, n * 0.5)
    pygame.draw.circle(big, colour, c, n * 0.44)
    if stage == 2:
        pygame.draw.circle(big, _dark(colour, 90), c, n * 0.36, max(2, n // 22))
    _SIGNS[element](big, n, ink_on(colour))


def _triangle(s: pygame.Surface, n: int, ink: theme.Color, up: bool, bar: bool) -> None:
    w = max(3, n // 16)
    top, bottom = n * 0.26, n * 0.72
    pts = ([(n * 0.5, top), (n * 0.73, bottom), (n * 0.27, bottom)] if up
           else [(n * 0.27, top + n * 0.02), (n * 0.73, top + n * 0.02), (n * 0.5, bottom)])
    pygame.draw.polygon(s, ink, pts, w)
    if bar:
        y = n * (0.56 if up else 0.42)
        pygame.draw.line(s, ink, (n * 0.3, y), (n * 0.7, y), w)


def _iron(s: pygame.Surface, n: int, ink: theme.Color) -> None:
    w = max(3, n // 16)
    pygame.draw.circle(s, ink, (n * 0.44, n * 0.56), n * 0.16, w)
    pygame.draw.line(s, ink, (n * 0.55, n * 0.45), (n * 0.7, n * 0.3), w)
    pygame.draw.polygon(s, ink, [(n * 0.74, n * 0.26), (n * 0.56, n * 0.28), (n * 0.72, n * 0.44)])


def _sulphur(s: pygame.Surface, n: int, ink: theme.Color) -> None:
    w = max(3, n // 16)
    pygame.draw.polygon(s, ink, [(n * 0.5, n * 0.22), (n * 0.68, n * 0.5), (n * 0.32, n * 0.5)], w)
    pygame.draw.line(s, ink, (n * 0.5, n * 0.5), (n * 0.5, n * 0.8), w)
    pygame.draw.line(s, ink, (n * 0.38, n * 0.66), (n * 0.62, n * 0.66), w)


def _glass(s: pygame.Surface, n: int, ink: theme.Color) -> None:
    w = max(3, n // 16)
    pygame.draw.polygon(s, ink, [(n * 0.5, n * 0.22), (n * 0.72, n * 0.5), (n * 0.5, n * 0.78), (n * 0.28, n * 0.5)], w)


def _copper(s: pygame.Surface, n: int, ink: theme.Color) -> None:
    w = max(3, n // 16)
    pygame.draw.circle(s, ink, (n * 0.5, n * 0.4), n * 0.15, w)
    pygame.draw.line(s, ink, (n * 0.5, n * 0.55), (n * 0.5, n * 0.8), w)
    pygame.draw.line(s, ink, (n * 0.38, n * 0.68), (n * 0.62, n * 0.68), w)


def _mercury(s: pygame.Surface, n: int, ink: theme.Color) -> None:
    _copper(s, n, ink)
    pygame.draw.arc(s, ink, (n * 0.36, n * 0.12, n * 0.28, n * 0.2), math.pi, 2 * math.pi, max(3, n // 16))


def _aqua_regia(s: pygame.Surface, n: int, ink: theme.Color) -> None:
    w = max(3, n // 16)
    pygame.draw.polygon(s, ink, [(n * 0.28, n * 0.3), (n * 0.72, n * 0.3), (n * 0.5, n * 0.7)], w)
    pygame.draw.circle(s, ink, (n * 0.5, n * 0.44), n * 0.06)


def _platinum(s: pygame.Surface, n: int, ink: theme.Color) -> None:
    w = max(3, n // 16)
    pygame.draw.circle(s, ink, (n * 0.5, n * 0.5), n * 0.2, w)
    pygame.draw.arc(s, ink, (n * 0.36, n * 0.36, n * 0.28, n * 0.28), -math.pi / 2, math.pi / 2, w)


def _gold(s: pygame.Surface, n: int, ink: theme.Color) -> None:
    pygame.draw.circle(s, ink, (n * 0.5, n * 0.5), n * 0.22, max(3, n // 16))
    pygame.draw.circle(s, ink, (n * 0.5, n * 0.5), n * 0.06)


_SIGNS = {
    "water": lambda s, n, i: _triangle(s, n, i, up=False, bar=False),
    "earth": lambda s, n, i: _triangle(s, n, i, up=False, bar=True),
    "air": lambda s, n, i: _triangle(s, n, i, up=True, bar=True),
    "fire": lambda s, n, i: _triangle(s, n, i, up=True, bar=False),
    "iron": _iron, "sulphur": _sulphur, "glass": _glass, "copper": _copper, "mercury": _mercury,
    "aqua-regia": _aqua_regia, "platinum": _platinum, "gold": _gold,
}


# ---- figures -------------------------------------------------------------------------------------
def alchemist_figure(colour: str, side: int) -> pygame.Surface:
    """A pawn in the alchemist's colour (head and robe), `side` px square."""
    return _picture(_paint_alchemist_figure, side, colour)


def _paint_alchemist_figure(big: pygame.Surface, n: int, colour: str) -> None:
    fill = COLOURS[colour]
    body = [(n * 0.2, n * 0.96), (n * 0.8, n * 0.96), (n * 0.64, n * 0.42), (n * 0.36, n * 0.42)]
    pygame.draw.polygon(big, theme.INK, [(x, y + n * 0.02) for x, y in body])
    pygame.draw.polygon(big, fill, body)
    pygame.draw.polygon(big, theme.INK, body, max(3, n // 40))
    pygame.draw.circle(big, fill, (n * 0.5, n * 0.26), n * 0.18)
    pygame.draw.circle(big, theme.INK, (n * 0.5, n * 0.26), n * 0.18, max(3, n // 40))


def homunculus_figure(colour: str, side: int) -> pygame.Surface:
    """A small round creature in its owner's colour with two eyes."""
    return _picture(_paint_homunculus_figure, side, colour)


def _paint_homunculus_figure(big: pygame.Surface, n: int, colour: str) -> None:
    fill = COLOURS[colour]
    rect = pygame.Rect(n * 0.12, n * 0.18, n * 0.76, n * 0.74)
    pygame.draw.ellipse(big, fill, rect)
    pygame.draw.ellipse(big, theme.INK, rect, max(3, n // 30))
    for x in (0.4, 0.6):
        pygame.draw.circle(big, theme.INK, (n * x, n * 0.44), n * 0.06)


def inquisitor_figure(side: int, guard: bool = False) -> pygame.Surface:
    """A hooded inquisitor: a dark cone with a pointed hood (a guard with a brass rim)."""
    return _picture(_paint_inquisitor_figure, side, guard)


def _paint_inquisitor_figure(big: pygame.Surface, n: int, guard: bool) -> None:
    shape = [(n * 0.5, n * 0.02), (n * 0.7, n * 0.34), (n * 0.9, n * 0.98), (n * 0.1, n * 0.98), (n * 0.3, n * 0.34)]
    pygame.draw.polygon(big, INQUISITOR_INK, shape)
    pygame.draw.polygon(big, theme.BRASS_LIGHT if guard else theme.DANGER_LIGHT, shape, max(4, n // 24))
    pygame.draw.ellipse(big, theme.INK, (n * 0.4, n * 0.2, n * 0.2, n * 0.12))


def tower_figure(colour: str, side: int) -> pygame.Surface:
    """A round tower with battlements in the owner's colour."""
    return _picture(_paint_tower_figure, side, colour)


def _paint_tower_figure(big: pygame.Surface, n: int, colour: str) -> None:
    fill = COLOURS[colour]
    body = pygame.Rect(n * 0.22, n * 0.26, n * 0.56, n * 0.7)
    pygame.draw.rect(big, fill, body)
    for i in range(4):
        pygame.draw.rect(big, fill, (n * (0.22 + 0.15 * i), n * 0.12, n * 0.11, n * 0.16))
    pygame.draw.rect(big, _dark(fill, 80), body, max(3, n // 36))
    pygame.draw.rect(big, _dark(fill, 90), (n * 0.42, n * 0.7, n * 0.16, n * 0.26), border_top_left_radius=n // 12,
                     border_top_right_radius=n // 12)


def alarm_marker(side: int) -> pygame.Surface:
    """A red alarm marker with an exclamation mark."""
    return _picture(_paint_alarm_marker, side)


def _paint_alarm_marker(big: pygame.Surface, n: int) -> None:
    pygame.draw.circle(big, theme.INK, (n / 2, n / 2), n * 0.5)
    pygame.draw.circle(big, MARKER_RED, (n / 2, n / 2), n * 0.44)
    pygame.draw.rect(big, theme.TEXT_LIGHT, (n * 0.44, n * 0.2, n * 0.12, n * 0.36), border_radius=n // 20)
    pygame.draw.circle(big, theme.TEXT_LIGHT, (n / 2, n * 0.72), n * 0.07)


def die_face(face: int, side: int, highlight: bool = False) -> pygame.Surface:
    """A die showing `face` (0, 1 or 2 pips; the dice of Materia Prima show 0, 0, 1, 1, 2, 2)."""
    return _picture(_paint_die_face, side, face, highlight)


def _paint_die_face(big: pygame.Surface, n: int, face: int, highlight: bool) -> None:
    rect = pygame.Rect(n * 0.04, n * 0.04, n * 0.92, n * 0.92)
    pygame.draw.rect(big, theme.INK, rect.move(0, n * 0.03), border_radius=n // 6)
    pygame.draw.rect(big, theme.PARCHMENT_LIGHT, rect, border_radius=n // 6)
    pygame.draw.rect(big, theme.EMBER if highlight else theme.BRASS_DARK, rect, max(4, n // 20), border_radius=n // 6)
    spots = {0: [], 1: [(0.5, 0.5)], 2: [(0.3, 0.3), (0.7, 0.7)]}[face]
    for x, y in spots:
        pygame.draw.circle(big, theme.INK_TEXT, (n * x, n * y), n * 0.11)
    if face == 0:
        pygame.draw.circle(big, theme.INK_MUTED, (n * 0.5, n * 0.5), n * 0.16, max(3, n // 30))


def blit_centred(canvas: pygame.Surface, image: pygame.Surface, centre: tuple[int, int]) -> pygame.Rect:
    """Blit `image` centred on `centre`; the rect it covers."""
    rect = image.get_rect(center=centre)
    canvas.blit(image, rect)
    return rect


# ---- stat symbols ---------------------------------------------------------------------------------
def stat_icon(kind: str, side: int, colour: theme.Color = theme.INK_TEXT) -> pygame.Surface:
    """A small symbol for a value: "actions" (a lightning bolt), "carry" (a bag), "attack" (a sword), "defence" (a
    shield), "stone" / "no-stone" (a soul stone, filled or empty), "destruction" (a flame)."""
    return _picture(_paint_stat_icon, side, kind, colour)


def _paint_stat_icon(big: pygame.Surface, n: int, kind: str, colour: theme.Color) -> None:
    w = max(3, n // 12)
    if kind == "attack":
        pygame.draw.line(big, colour, (n * 0.2, n * 0.8), (n * 0.78, n * 0.22), w + 2)
        pygame.draw.line(big, colour, (n * 0.22, n * 0.55), (n * 0.45, n * 0.78), w)
    elif kind == "defence":
        shape = [(n * 0.2, n * 0.18), (n * 0.8, n * 0.18), (n * 0.76, n * 0.56), (n * 0.5, n * 0.86), (n * 0.24, n * 0.56)]
        pygame.draw.polygon(big, colour, shape, w)
    elif kind == "carry":
        pygame.draw.ellipse(big, colour, (n * 0.18, n * 0.34, n * 0.64, n * 0.54), w)
        pygame.draw.arc(big, colour, (n * 0.34, n * 0.12, n * 0.32, n * 0.36), 0, math.pi, w)
    elif kind == "actions":
        pygame.draw.polygon(big, colour, [(n * 0.56, n * 0.08), (n * 0.24, n * 0.56), (n * 0.48, n * 0.56),
                                          (n * 0.4, n * 0.92), (n * 0.76, n * 0.42), (n * 0.52, n * 0.42)])
    elif kind in ("stone", "no-stone"):
        gem = [(n * 0.5, n * 0.1), (n * 0.82, n * 0.4), (n * 0.5, n * 0.9), (n * 0.18, n * 0.4)]
        if kind == "stone":
            pygame.draw.polygon(big, (90, 160, 230), gem)
        pygame.draw.polygon(big, colour, gem, w)
    elif kind == "destruction":
        pygame.draw.polygon(big, colour, [(n * 0.5, n * 0.08), (n * 0.78, n * 0.6), (n * 0.5, n * 0.92),
                                          (n * 0.22, n * 0.6)], w)
