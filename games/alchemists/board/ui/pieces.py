"""The board's small pieces drawn procedurally: gold coins, card backs, favor cards, seals, conflict
markers. Each draws into a rect of the pen's surface."""

from __future__ import annotations

import math

import pygame

from games.alchemists.board.components import hedge_colour
from games.alchemists.board.ui import printed
from games.alchemists.board.ui.art import MIN_TEXT, Pen
from games.alchemists.ui.icons import ASPECT_COLOURS
from games.alchemists.ui.players import PLAYER_INK, PLAYER_RGB
from games.app.kit import theme
from games.app.kit.colour_marks import draw_mark

GOLD: theme.Color = (226, 182, 64)
GOLD_DARK: theme.Color = (150, 104, 30)
SILVER: theme.Color = (206, 210, 214)
SILVER_DARK: theme.Color = (120, 124, 130)
CARD_BACK: theme.Color = (92, 120, 78)  # ingredient cards' green back
FAVOR_BACK: theme.Color = (148, 82, 124)  # favor cards' plum back
CONFLICT: theme.Color = (196, 40, 36)


def draw_coin(pen: Pen, rect: pygame.Rect, label: str = "") -> None:
    """A gold coin, optionally with a number on it."""
    radius = min(rect.width, rect.height) // 2
    pygame.draw.circle(pen.surface, GOLD_DARK, rect.center, radius)
    pygame.draw.circle(pen.surface, GOLD, rect.center, max(1, radius - max(1, radius // 6)))
    if label:
        pen.text(label, rect.center, MIN_TEXT, theme.INK_TEXT, "center", bold=True)


def draw_card_back(pen: Pen, rect: pygame.Rect, fill: theme.Color = CARD_BACK) -> None:
    """An ingredient card seen from the back."""
    r = max(2, rect.width // 6)
    pygame.draw.rect(pen.surface, theme.INK, rect.move(0, max(1, pen.px(2))), border_radius=r)
    pygame.draw.rect(pen.surface, fill, rect, border_radius=r)
    pygame.draw.rect(pen.surface, theme.PARCHMENT, rect, max(1, pen.px(2)), border_radius=r)
    pygame.draw.circle(pen.surface, theme.PARCHMENT, rect.center, max(2, rect.width // 5), max(1, pen.px(2)))


def draw_favor_back(pen: Pen, rect: pygame.Rect) -> None:
    """A favor card seen from the back (plum, with a ribbon)."""
    draw_card_back(pen, rect, FAVOR_BACK)
    pygame.draw.line(pen.surface, theme.BRASS_LIGHT, rect.midtop, rect.midbottom, max(1, pen.px(3)))


def draw_seal(pen: Pen, rect: pygame.Rect, colour: str, kind: str | None) -> None:
    """A seat's seal: a disc in its colour; the kind on it when known (a gold or silver star, a hedge as its
    aspect's mark in the aspect's colour: red ●, green ▲, blue ■), the seat's own mark when face down and
    a small badge of it beside a known kind, so that no seal is told by colour alone."""
    radius = min(rect.width, rect.height) // 2
    centre = rect.center
    pygame.draw.circle(pen.surface, theme.INK, (centre[0], centre[1] + max(1, radius // 8)), radius)
    pygame.draw.circle(pen.surface, PLAYER_RGB[colour], centre, radius)
    rim = {"gold": GOLD, "silver": SILVER}.get(kind or "", theme.BRASS_DARK)
    pygame.draw.circle(pen.surface, rim, centre, radius, max(2, radius // 5))
    inner = max(2, round(radius * 0.55))
    if kind is None:
        draw_mark(pen.surface, colour, _square(centre, inner), PLAYER_INK[colour])
        return
    if kind in ("gold", "silver"):
        _star(pen.surface, centre, inner, GOLD if kind == "gold" else SILVER)
    else:
        aspect = hedge_colour(kind)
        if aspect is None:
            raise ValueError(f"seal kind {kind!r} is neither gold, silver nor a hedge")
        pygame.draw.circle(pen.surface, theme.PARCHMENT_LIGHT, centre, inner)
        draw_mark(pen.surface, aspect, _square(centre, round(inner * 0.8)), ASPECT_COLOURS[aspect][:3], theme.INK)
    badge = max(3, round(radius * 0.5))
    pen.mark_badge((rect.centerx + radius - badge // 2, rect.centery + radius - badge // 2), badge, colour)


def _square(centre: tuple[int, int], half: int) -> pygame.Rect:
    """The square of half-side `half` around `centre`."""
    return pygame.Rect(centre[0] - half, centre[1] - half, 2 * half, 2 * half)


def _star(surface: pygame.Surface, centre: tuple[int, int], radius: int, fill: theme.Color) -> None:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + r * math.cos(angle), centre[1] - r * math.sin(angle)))
    pygame.draw.polygon(surface, theme.INK, [(x, y + 1) for x, y in points])
    pygame.draw.polygon(surface, fill, points)


def draw_conflict(pen: Pen, rect: pygame.Rect, label: str) -> None:
    """A conflict marker: a red diamond with the letter of its pair."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.width, rect.height) // 2
    points = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    pygame.draw.polygon(pen.surface, theme.INK, [(x, y + pen.px(2)) for x, y in points])
    pygame.draw.polygon(pen.surface, CONFLICT, points)
    pygame.draw.polygon(pen.surface, theme.PARCHMENT_LIGHT, points, max(1, pen.px(2)))
    pen.text(label, rect.center, MIN_TEXT, theme.TEXT_LIGHT, "center", bold=True)


def draw_empty_slot(pen: Pen, rect: pygame.Rect) -> None:
    """An empty place sunk into the board's wood (printed.slot), where a card or piece goes."""
    printed.slot(pen.surface, rect, max(2, pen.px(4)))


def draw_smiley(pen: Pen, centre: tuple[int, int], radius: int) -> None:
    """A bid card's smiley: a yellow face with two eyes and a smile."""
    x, y = centre
    pygame.draw.circle(pen.surface, GOLD, centre, radius)
    pygame.draw.circle(pen.surface, theme.INK, centre, radius, max(1, radius // 5))
    eye = max(1, radius // 5)
    for dx in (-radius // 3, radius // 3):
        pygame.draw.circle(pen.surface, theme.INK, (x + dx, y - radius // 4), eye)
    mouth = pygame.Rect(0, 0, radius, radius * 2 // 3)
    mouth.center = (x, y + radius // 4)
    pygame.draw.arc(pen.surface, theme.INK, mouth, 3.5, 5.9, max(1, radius // 6))


SEAT_RGB = {"red": (196, 52, 44), "green": (60, 140, 70), "blue": (52, 96, 186), "yellow": (226, 184, 52)}


def seat_emblem(colour: str):  # type: ignore[no-untyped-def]
    """A seat's colour as a round seal."""
    def draw(canvas: pygame.Surface, rect: pygame.Rect) -> None:
        radius = min(rect.w, rect.h) // 2 - 4
        pygame.draw.circle(canvas, (40, 28, 20), rect.center, radius + 4)
        pygame.draw.circle(canvas, SEAT_RGB.get(colour, (128, 128, 128)), rect.center, radius)
        pygame.draw.circle(canvas, (236, 200, 120), rect.center, radius, 4)
    return draw
