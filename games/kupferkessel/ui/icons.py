"""The 14 ingredient motifs and the two card symbols, drawn with pygame primitives.

Every function draws into the square `box` of a surface in one ink colour (plus an optional
accent); callers draw large and scale down smoothly for anti-aliasing. No copied art.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

Colour = tuple[int, int, int]
Motif = Callable[[pygame.Surface, pygame.Rect, Colour, Colour], None]


def _pt(box: pygame.Rect, fx: float, fy: float) -> tuple[int, int]:
    """A point at fractions (fx, fy) of `box`."""
    return (round(box.x + fx * box.w), round(box.y + fy * box.h))


def _r(box: pygame.Rect, fraction: float) -> int:
    """A length as a fraction of the box width."""
    return max(1, round(box.w * fraction))


def _frect(box: pygame.Rect, fx: float, fy: float, fw: float, fh: float) -> pygame.Rect:
    """A rectangle in box fractions."""
    return pygame.Rect(*_pt(box, fx, fy), _r(box, fw), round(box.h * fh))


def flower(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A moonflower: eight petals round a bright heart."""
    cx, cy = _pt(box, 0.5, 0.5)
    for i in range(8):
        a = i * math.pi / 4
        px, py = cx + math.cos(a) * box.w * 0.26, cy + math.sin(a) * box.h * 0.26
        pygame.draw.circle(s, ink, (round(px), round(py)), _r(box, 0.15))
    pygame.draw.circle(s, accent, (cx, cy), _r(box, 0.16))
    pygame.draw.circle(s, ink, (cx, cy), _r(box, 0.16), _r(box, 0.03))


def bat_wing(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A bat wing with scalloped lower edge."""
    top = [_pt(box, 0.08, 0.35), _pt(box, 0.5, 0.15), _pt(box, 0.92, 0.35)]
    scallops = [_pt(box, 0.92, 0.35), _pt(box, 0.82, 0.75), _pt(box, 0.68, 0.6), _pt(box, 0.5, 0.85),
                _pt(box, 0.32, 0.6), _pt(box, 0.18, 0.75), _pt(box, 0.08, 0.35)]
    pygame.draw.polygon(s, ink, top + scallops[1:-1])
    for fx in (0.18, 0.5, 0.82):
        pygame.draw.line(s, accent, _pt(box, 0.5, 0.2), _pt(box, fx, 0.7), _r(box, 0.025))


def toad(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A squatting toad seen from the front."""
    pygame.draw.ellipse(s, ink, _frect(box, 0.12, 0.38, 0.76, 0.5))
    for fx in (0.3, 0.7):
        pygame.draw.circle(s, ink, _pt(box, fx, 0.36), _r(box, 0.13))
        pygame.draw.circle(s, accent, _pt(box, fx, 0.36), _r(box, 0.07))
    pygame.draw.arc(s, accent, _frect(box, 0.3, 0.45, 0.4, 0.2), math.pi * 1.1, math.pi * 1.9, _r(box, 0.03))
    for fx in (0.12, 0.88):
        pygame.draw.ellipse(s, ink, _frect(box, fx - 0.1, 0.78, 0.22, 0.1))


def web(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A spider web: spokes and three rings."""
    cx, cy = _pt(box, 0.5, 0.5)
    spokes = 8
    for ring in (0.14, 0.28, 0.42):
        ring_pts = [(cx + math.cos(i * 2 * math.pi / spokes) * box.w * ring,
                     cy + math.sin(i * 2 * math.pi / spokes) * box.h * ring) for i in range(spokes)]
        pygame.draw.polygon(s, ink, ring_pts, _r(box, 0.025))
    for i in range(spokes):
        a = i * 2 * math.pi / spokes
        pygame.draw.line(s, ink, (cx, cy), (cx + math.cos(a) * box.w * 0.46, cy + math.sin(a) * box.h * 0.46),
                         _r(box, 0.025))
    pygame.draw.circle(s, accent, (cx, cy), _r(box, 0.07))


def mushroom(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A toadstool with spots."""
    pygame.draw.rect(s, ink, _frect(box, 0.4, 0.45, 0.2, 0.42), border_radius=_r(box, 0.06))
    cap = [_pt(box, 0.5 + 0.42 * math.cos(a), 0.5 - 0.36 * math.sin(a)) for a in
           [math.pi * k / 16 for k in range(17)]]
    pygame.draw.polygon(s, ink, cap)
    for fx, fy, fr in ((0.33, 0.32, 0.07), (0.58, 0.26, 0.06), (0.68, 0.4, 0.05), (0.45, 0.42, 0.04)):
        pygame.draw.circle(s, accent, _pt(box, fx, fy), _r(box, fr))


def eye(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A newt's eye: almond shape, iris and slit pupil."""
    almond = [_pt(box, 0.05, 0.5)] + [
        _pt(box, 0.5 + 0.45 * math.cos(a), 0.5 - 0.3 * math.sin(a))
        for a in [math.pi * k / 12 for k in range(12, -1, -1)]
    ] + [_pt(box, 0.5 + 0.45 * math.cos(a), 0.5 + 0.3 * math.sin(a)) for a in [math.pi * k / 12 for k in range(13)]]
    pygame.draw.polygon(s, ink, almond)
    pygame.draw.circle(s, accent, _pt(box, 0.5, 0.5), _r(box, 0.19))
    pygame.draw.ellipse(s, ink, _frect(box, 0.46, 0.34, 0.08, 0.32))


def feather(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A raven feather lying diagonally."""
    vane = [_pt(box, 0.85, 0.1), _pt(box, 0.75, 0.45), _pt(box, 0.35, 0.8), _pt(box, 0.22, 0.72),
            _pt(box, 0.4, 0.4)]
    pygame.draw.polygon(s, ink, vane)
    pygame.draw.line(s, accent, _pt(box, 0.12, 0.92), _pt(box, 0.82, 0.14), _r(box, 0.035))
    for k in range(1, 5):
        f = 0.2 + k * 0.13
        a = _pt(box, 0.12 + 0.7 * f, 0.92 - 0.78 * f)
        pygame.draw.line(s, accent, a, (a[0] - _r(box, 0.1), a[1] - _r(box, 0.02)), _r(box, 0.02))


def bone(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A bone lying diagonally."""
    a, b = _pt(box, 0.25, 0.75), _pt(box, 0.75, 0.25)
    pygame.draw.line(s, ink, a, b, _r(box, 0.16))
    for (fx, fy) in ((0.16, 0.74), (0.26, 0.86), (0.74, 0.14), (0.84, 0.26)):
        pygame.draw.circle(s, ink, _pt(box, fx, fy), _r(box, 0.1))
    pygame.draw.line(s, accent, _pt(box, 0.36, 0.58), _pt(box, 0.58, 0.36), _r(box, 0.025))


def snake(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A coiling snake with a forked tongue."""
    pts = [(box.x + box.w * (0.12 + 0.66 * t), box.y + box.h * (0.58 + 0.2 * math.sin(t * 3 * math.pi)))
           for t in [k / 30 for k in range(31)]]
    pygame.draw.lines(s, ink, False, pts, _r(box, 0.1))
    for p in pts[::6]:
        pygame.draw.circle(s, accent, (round(p[0]), round(p[1])), _r(box, 0.02))
    head = _pt(box, 0.8, 0.52)
    pygame.draw.ellipse(s, ink, pygame.Rect(head[0] - _r(box, 0.1), head[1] - _r(box, 0.08), _r(box, 0.2),
                                            _r(box, 0.15)))
    pygame.draw.lines(s, accent, False, [_pt(box, 0.88, 0.56), _pt(box, 0.96, 0.56), _pt(box, 0.99, 0.5)],
                      _r(box, 0.02))
    pygame.draw.circle(s, accent, _pt(box, 0.82, 0.53), _r(box, 0.025))


def crystal(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A cut crystal with facets."""
    outline = [_pt(box, 0.5, 0.08), _pt(box, 0.82, 0.35), _pt(box, 0.5, 0.92), _pt(box, 0.18, 0.35)]
    pygame.draw.polygon(s, ink, outline)
    for a, b in (((0.18, 0.35), (0.82, 0.35)), ((0.5, 0.08), (0.38, 0.35)), ((0.5, 0.08), (0.62, 0.35)),
                 ((0.38, 0.35), (0.5, 0.92)), ((0.62, 0.35), (0.5, 0.92))):
        pygame.draw.line(s, accent, _pt(box, *a), _pt(box, *b), _r(box, 0.025))


def mandrake(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A mandrake root with little arms and a tuft of leaves."""
    body = [_pt(box, 0.35, 0.35), _pt(box, 0.65, 0.35), _pt(box, 0.6, 0.7), _pt(box, 0.5, 0.95),
            _pt(box, 0.4, 0.7)]
    pygame.draw.polygon(s, ink, body)
    pygame.draw.line(s, ink, _pt(box, 0.4, 0.5), _pt(box, 0.2, 0.62), _r(box, 0.05))
    pygame.draw.line(s, ink, _pt(box, 0.6, 0.5), _pt(box, 0.8, 0.62), _r(box, 0.05))
    for fx in (0.3, 0.5, 0.7):
        pygame.draw.ellipse(s, accent, _frect(box, fx - 0.08, 0.06, 0.16, 0.3))
    for fx in (0.44, 0.56):
        pygame.draw.circle(s, accent, _pt(box, fx, 0.46), _r(box, 0.03))


def slime(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """Toad slime: a big drop and a small one."""
    def drop(cx: float, cy: float, r: float) -> None:
        pygame.draw.circle(s, ink, _pt(box, cx, cy), _r(box, r))
        pygame.draw.polygon(s, ink, [_pt(box, cx - r * 0.93, cy - r * 0.35), _pt(box, cx, cy - r * 2.2),
                                     _pt(box, cx + r * 0.93, cy - r * 0.35)])
        pygame.draw.circle(s, accent, _pt(box, cx - r * 0.35, cy - r * 0.2), _r(box, r * 0.22))
    drop(0.42, 0.68, 0.24)
    drop(0.76, 0.4, 0.11)


def moth(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A night moth with spotted wings."""
    for side in (-1, 1):
        pygame.draw.ellipse(s, ink, _frect(box, 0.5 + (side - 1) * 0.2 + (0.02 if side > 0 else -0.02), 0.15,
                                           0.4, 0.42))
        pygame.draw.ellipse(s, ink, _frect(box, 0.5 + (side - 1) * 0.14 + (0.02 if side > 0 else -0.02), 0.5,
                                           0.28, 0.32))
        pygame.draw.circle(s, accent, _pt(box, 0.5 + side * 0.2, 0.36), _r(box, 0.07))
    pygame.draw.ellipse(s, accent, _frect(box, 0.45, 0.2, 0.1, 0.6))
    for side in (-1, 1):
        pygame.draw.line(s, accent, _pt(box, 0.5, 0.22), _pt(box, 0.5 + side * 0.14, 0.06), _r(box, 0.02))


def claw(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """A dragon's claw: three curved talons."""
    pygame.draw.ellipse(s, ink, _frect(box, 0.25, 0.55, 0.5, 0.35))
    for fx, lean in ((0.28, -0.12), (0.5, 0.0), (0.72, 0.12)):
        pts = [_pt(box, fx - 0.07, 0.65), _pt(box, fx + lean - 0.03, 0.25), _pt(box, fx + lean + 0.02, 0.1),
               _pt(box, fx + lean + 0.05, 0.28), _pt(box, fx + 0.07, 0.65)]
        pygame.draw.polygon(s, ink, pts)
        pygame.draw.line(s, accent, _pt(box, fx, 0.6), _pt(box, fx + lean * 0.8, 0.3), _r(box, 0.02))


MOTIFS: dict[str, Motif] = {
    "flower": flower, "bat_wing": bat_wing, "toad": toad, "web": web,
    "mushroom": mushroom, "eye": eye, "feather": feather, "bone": bone, "snake": snake,
    "crystal": crystal, "mandrake": mandrake, "slime": slime, "moth": moth, "claw": claw,
}


def exploding_cauldron(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """The exploding-cauldron symbol: a pot under a starburst."""
    cx, cy = _pt(box, 0.5, 0.36)
    rays = 12
    star = []
    for i in range(rays * 2):
        a = i * math.pi / rays
        rad = (0.36 if i % 2 == 0 else 0.18) * box.w
        star.append((cx + math.cos(a) * rad, cy + math.sin(a) * rad * 0.85))
    pygame.draw.polygon(s, accent, star)
    pygame.draw.ellipse(s, ink, _frect(box, 0.16, 0.48, 0.68, 0.46))
    pygame.draw.rect(s, ink, _frect(box, 0.12, 0.5, 0.76, 0.08), border_radius=_r(box, 0.04))
    for fx in (0.3, 0.7):
        pygame.draw.line(s, ink, _pt(box, fx, 0.9), _pt(box, fx - (0.06 if fx < 0.5 else -0.06), 0.99),
                         _r(box, 0.05))


def hat_and_wand(s: pygame.Surface, box: pygame.Rect, ink: Colour, accent: Colour) -> None:
    """The extra-turn symbol: a pointed wizard hat with a wand and its star."""
    pygame.draw.polygon(s, ink, [_pt(box, 0.12, 0.85), _pt(box, 0.42, 0.06), _pt(box, 0.7, 0.85)])
    pygame.draw.ellipse(s, ink, _frect(box, 0.02, 0.76, 0.8, 0.18))
    pygame.draw.line(s, accent, _pt(box, 0.22, 0.62), _pt(box, 0.6, 0.62), _r(box, 0.05))
    pygame.draw.line(s, ink, _pt(box, 0.62, 0.95), _pt(box, 0.9, 0.3), _r(box, 0.06))
    cx, cy = _pt(box, 0.9, 0.26)
    star = [(cx + math.cos(i * math.pi / 5 - math.pi / 2) * box.w * (0.14 if i % 2 == 0 else 0.06),
             cy + math.sin(i * math.pi / 5 - math.pi / 2) * box.h * (0.14 if i % 2 == 0 else 0.06))
            for i in range(10)]
    pygame.draw.polygon(s, accent, star)


def figure(s: pygame.Surface, box: pygame.Rect, body: Colour, rim: Colour) -> None:
    """A player's figure: a hooded alchemist pawn."""
    base = _frect(box, 0.12, 0.72, 0.76, 0.24)
    pygame.draw.polygon(s, rim, [_pt(box, 0.5, 0.2), _pt(box, 0.86, 0.86), _pt(box, 0.14, 0.86)])
    pygame.draw.polygon(s, body, [_pt(box, 0.5, 0.26), _pt(box, 0.8, 0.83), _pt(box, 0.2, 0.83)])
    pygame.draw.ellipse(s, rim, base)
    pygame.draw.ellipse(s, body, base.inflate(-_r(box, 0.08), -_r(box, 0.08)))
    pygame.draw.circle(s, rim, _pt(box, 0.5, 0.2), _r(box, 0.17))
    pygame.draw.circle(s, body, _pt(box, 0.5, 0.2), _r(box, 0.13))
