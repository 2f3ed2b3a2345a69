"""Where the 49 hexes of the flower lie on the canvas: pointy-top axial coordinates to pixels and
back. Every layout covers the same hexes (tiles only change places and turn), so one grid fits any
board of a given size."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from games.materia_prima.board import Board, Hex

SQRT3 = math.sqrt(3.0)
FLOWER_WIDTH, FLOWER_HEIGHT = 13.86, 14.0  # the flower's extent in hex sizes (centre to corner)


@dataclass(frozen=True)
class HexGrid:
    """Hexes of `size` (centre to corner, canvas px) around the board's centre at `centre`."""

    centre: tuple[float, float]
    size: float

    def pixel(self, h: Hex) -> tuple[int, int]:
        """The canvas centre of hex `h`."""
        q, r = h
        return (round(self.centre[0] + self.size * SQRT3 * (q + r / 2)), round(self.centre[1] + self.size * 1.5 * r))

    def corners(self, h: Hex, inset: float = 0.0) -> list[tuple[float, float]]:
        """The six corners of hex `h` (pulled `inset` px towards its centre)."""
        x, y = self.pixel(h)
        radius = self.size - inset
        return [(x + radius * math.cos(math.radians(60 * i - 30)), y + radius * math.sin(math.radians(60 * i - 30)))
                for i in range(6)]

    def hex_at(self, pos: tuple[float, float]) -> Hex:
        """The hex under canvas position `pos` (on or off the board)."""
        px, py = (pos[0] - self.centre[0]) / self.size, (pos[1] - self.centre[1]) / self.size
        q, r = SQRT3 / 3 * px - py / 3, 2 / 3 * py
        return _round_axial(q, r)

    def field_at(self, board: Board, pos: tuple[float, float] | None) -> int | None:
        """The board field under `pos`, or None."""
        return None if pos is None else board.at(self.hex_at(pos))

    def rect(self, h: Hex, scale: float = 1.0) -> pygame.Rect:
        """A square of side `scale` × the hex's inner width, centred on the hex."""
        side = round(self.size * SQRT3 * scale)
        box = pygame.Rect(0, 0, side, side)
        box.center = self.pixel(h)
        return box

    @property
    def bounds(self) -> pygame.Rect:
        """The rectangle the flower fills."""
        box = pygame.Rect(0, 0, round(FLOWER_WIDTH * self.size), round(FLOWER_HEIGHT * self.size))
        box.center = (round(self.centre[0]), round(self.centre[1]))
        return box


def grid_in(rect: pygame.Rect) -> HexGrid:
    """The largest grid whose flower fits `rect`, centred in it."""
    size = min(rect.w / FLOWER_WIDTH, rect.h / FLOWER_HEIGHT)
    return HexGrid((rect.centerx, rect.centery), size)


def _round_axial(q: float, r: float) -> Hex:
    """The axial hex nearest to fractional (q, r) (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)
