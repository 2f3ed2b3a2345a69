"""Drawing primitives for the procedural icons: a supersampled sketch in unit coordinates.

A `Sketch` is a transparent square layer of `size` pixels on which shapes are placed in unit
coordinates (0..1, y down). Icons are drawn several times larger than needed and smooth-scaled
down, which gives clean anti-aliased edges at 48 px as well as at 400 px.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

INK: Colour = (34, 22, 14)
WHITE: Colour = (255, 252, 240)

WORK_PIXELS = 720  # icons are drawn at about this size before scaling down
MAX_SUPERSAMPLE = 4


def supersample_factor(size: int) -> int:
    """How many times larger than `size` pixels an icon is drawn before scaling down."""
    return max(1, min(MAX_SUPERSAMPLE, WORK_PIXELS // max(1, size)))


@dataclass
class Sketch:
    """A square transparent layer addressed in unit coordinates."""

    surface: pygame.Surface

    @classmethod
    def blank(cls, size: int) -> "Sketch":
        """A fully transparent sketch of `size` x `size` pixels."""
        return cls(pygame.Surface((size, size), pygame.SRCALPHA))

    @property
    def size(self) -> int:
        """The side length in pixels."""
        return self.surface.get_width()

    def px(self, point: Point) -> tuple[int, int]:
        """A unit-coordinate point in pixels."""
        return (round(point[0] * self.size), round(point[1] * self.size))

    def length(self, units: float) -> int:
        """A unit length in pixels, at least one pixel."""
        return max(1, round(units * self.size))

    def circle(self, colour: Colour, centre: Point, radius: float) -> None:
        """A filled disc."""
        pygame.draw.circle(self.surface, colour, self.px(centre), self.length(radius))

    def ring(self, colour: Colour, centre: Point, radius: float, width: float) -> None:
        """A circle outline."""
        pygame.draw.circle(self.surface, colour, self.px(centre), self.length(radius), self.length(width))

    def ellipse(self, colour: Colour, centre: Point, rx: float, ry: float, angle: float = 0.0) -> None:
        """A filled ellipse, rotated by `angle` degrees (counter-clockwise on screen)."""
        self.polygon(colour, ellipse_points(centre, rx, ry, angle))

    def polygon(self, colour: Colour, points: list[Point]) -> None:
        """A filled polygon."""
        pygame.draw.polygon(self.surface, colour, [self.px(p) for p in points])

    def line(self, colour: Colour, start: Point, end: Point, width: float) -> None:
        """A thick line with round ends."""
        self.polyline(colour, [start, end], width)

    def polyline(self, colour: Colour, points: list[Point], width: float) -> None:
        """Connected thick segments with round joints."""
        w = self.length(width)
        pixels = [self.px(p) for p in points]
        if len(pixels) > 1:
            pygame.draw.lines(self.surface, colour, False, pixels, w)
        for p in pixels:
            pygame.draw.circle(self.surface, colour, p, max(1, w // 2))

    def rect(self, colour: Colour, left: float, top: float, width: float, height: float, radius: float = 0) -> None:
        """A filled rectangle with optionally rounded corners."""
        box = pygame.Rect(self.px((left, top)), (self.length(width), self.length(height)))
        pygame.draw.rect(self.surface, colour, box, border_radius=self.length(radius) if radius else 0)

    def clear_above(self, y: float) -> None:
        """Make everything above the unit height `y` transparent."""
        self.surface.fill((0, 0, 0, 0), pygame.Rect(0, 0, self.size, self.px((0, y))[1]))


def ellipse_points(centre: Point, rx: float, ry: float, angle: float = 0.0, steps: int = 40) -> list[Point]:
    """The outline of a rotated ellipse as a polygon."""
    cos_a, sin_a = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    points = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x, y = rx * math.cos(t), ry * math.sin(t)
        points.append((centre[0] + x * cos_a + y * sin_a, centre[1] - x * sin_a + y * cos_a))
    return points


def leaf_points(base: Point, tip: Point, width: float, steps: int = 12) -> list[Point]:
    """A pointed leaf (a lens) from `base` to `tip`, `width` wide at its middle."""
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    left, right = [], []
    for i in range(steps + 1):
        t = i / steps
        bulge = math.sin(math.pi * t) * width / 2
        cx, cy = base[0] + dx * t, base[1] + dy * t
        left.append((cx + nx * bulge, cy + ny * bulge))
        right.append((cx - nx * bulge, cy - ny * bulge))
    return left + right[::-1]


def tapered_points(path: list[Point], start_width: float, end_width: float) -> list[Point]:
    """A band along `path` whose width goes linearly from `start_width` to `end_width`."""
    left, right = [], []
    count = len(path)
    for i, (x, y) in enumerate(path):
        ax, ay = path[max(0, i - 1)]
        bx, by = path[min(count - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        norm = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / norm, dx / norm
        half = (start_width + (end_width - start_width) * i / max(1, count - 1)) / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1]


def arc_points(centre: Point, radius: float, start_deg: float, end_deg: float, steps: int = 16) -> list[Point]:
    """Points along a circular arc (degrees, counter-clockwise on screen from the +x axis)."""
    return [
        (
            centre[0] + radius * math.cos(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
            centre[1] - radius * math.sin(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def outlined(layer: pygame.Surface, width: int, colour: Colour = INK) -> pygame.Surface:
    """`layer` on a new surface with a solid outline `width` pixels wide around its silhouette."""
    mask = pygame.mask.from_surface(layer, 40)
    halo = mask.to_surface(setcolor=colour, unsetcolor=(0, 0, 0, 0))
    result = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
    steps = max(8, width * 2)
    for i in range(steps):
        angle = 2 * math.pi * i / steps
        result.blit(halo, (round(width * math.cos(angle)), round(width * math.sin(angle))))
    result.blit(layer, (0, 0))
    return result


def draw_sign(sketch: Sketch, sign: int, centre: Point, size: float, colour: Colour = WHITE, rim: bool = True) -> None:
    """A plus (sign > 0), minus (sign < 0) or ring (sign == 0) glyph, `size` units across, with a dark rim."""
    half, bar = size / 2, size * 0.26
    pens = ((INK, size * 0.09), (colour, 0.0)) if rim else ((colour, 0.0),)
    for pen, grow in pens:
        if sign == 0:
            sketch.ring(pen, centre, half * 0.85 + grow, bar * 0.75 + 2 * grow)
            continue
        sketch.rect(pen, centre[0] - half - grow, centre[1] - bar / 2 - grow, size + 2 * grow, bar + 2 * grow, bar / 3)
        if sign > 0:
            sketch.rect(pen, centre[0] - bar / 2 - grow, centre[1] - half - grow, bar + 2 * grow, size + 2 * grow, bar / 3)


def draw_sign_badge(sketch: Sketch, sign: int, centre: Point, size: float) -> None:
    """A plus, minus or ring in white on a dark coin `size` units across, rimmed in white: on a flask a
    bare white bar reads as a blank label, a bar on a coin reads as a minus sign."""
    radius = size / 2
    sketch.circle(WHITE, centre, radius)
    sketch.circle(INK, centre, radius * 0.88)
    draw_sign(sketch, sign, centre, size * 0.58, WHITE, rim=False)


def place(target: pygame.Surface, art: pygame.Surface, rect: pygame.Rect) -> None:
    """Scale the square `art` into the largest centred square inside `rect` and blit it."""
    side = max(1, min(rect.width, rect.height))
    scaled = pygame.transform.smoothscale(art, (side, side)) if art.get_width() != side else art
    target.blit(scaled, scaled.get_rect(center=rect.center))


def shade(colour: Colour, factor: float) -> tuple[int, int, int]:
    """`colour` darker (factor < 1) or lighter (factor > 1), clamped."""
    if factor <= 1:
        return tuple(round(c * factor) for c in colour[:3])  # type: ignore[return-value]
    return tuple(round(c + (255 - c) * (factor - 1)) for c in colour[:3])  # type: ignore[return-value]
