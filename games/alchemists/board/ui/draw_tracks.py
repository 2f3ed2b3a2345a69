"""The reputation track (vertical, zones coloured, every seat's marker) and the play-order track
(each space's cost and reward, who sits on it, the paralysed space at the bottom)."""

from __future__ import annotations

import pygame

from games.alchemists.board.components import (
    BLUE_ZONE_MIN, GREEN_ZONE_MIN, ORDER_TRACK, PARALYSED_SPACE, RED_ZONE_MAX, OrderSpace, order_spaces, zone,
)
from games.alchemists.board.view import View
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.art import FIGURE, LABEL, MIN_TEXT, PLATE, Pen
from games.alchemists.board.ui.pieces import draw_card_back, draw_coin, draw_favor_back
from games.app.kit import theme

TRACK_TOP = 30  # the highest value printed on the reputation track (higher values stand on it)
ZONE_FILL: dict[str, theme.Color] = {
    "red": (150, 62, 50), "none": (96, 74, 54), "green": (62, 118, 64), "blue": (56, 86, 150),
}


# ---- reputation ---------------------------------------------------------------------------------
def reputation_cell(pen: Pen, value: int) -> pygame.Rect:
    """The cell of `value` on the vertical track (the top value highest)."""
    region = pen.layout.reputation
    inner = region.inflate(-pen.px(8), -pen.px(8))
    step = inner.height / (TRACK_TOP + 1)
    index = TRACK_TOP - max(0, min(TRACK_TOP, value))
    top = inner.top + round(index * step)
    return pygame.Rect(inner.left, top, inner.width, round(inner.top + (index + 1) * step) - top)


def draw_reputation_track(pen: Pen) -> None:
    """The printed track: zones and values (the static layer)."""
    for value in range(TRACK_TOP + 1):
        cell = reputation_cell(pen, value).inflate(0, -pen.px(2))
        pygame.draw.rect(pen.surface, ZONE_FILL[zone(value)], cell, border_radius=pen.px(5))
        if value in (RED_ZONE_MAX, GREEN_ZONE_MIN - 1, BLUE_ZONE_MIN - 1):
            pygame.draw.line(pen.surface, theme.BRASS_LIGHT, (cell.left, cell.top - pen.px(1)),
                             (cell.right, cell.top - pen.px(1)), max(1, pen.px(2)))
        pen.text(str(value), (cell.left + pen.px(4), cell.centery), MIN_TEXT, theme.TEXT_LIGHT, "midleft")


def draw_reputation(pen: Pen, view: View) -> None:
    """The seats' markers (side by side where they share a value)."""
    by_value: dict[int, list[int]] = {}
    for seat, seat_view in enumerate(view.seats):
        by_value.setdefault(min(TRACK_TOP, max(0, seat_view.reputation)), []).append(seat)
    for value, seats in by_value.items():
        cell = reputation_cell(pen, value)
        radius = max(3, min(cell.height // 2 - pen.px(1), pen.px(11)))
        room = cell.right - pen.px(2) - (cell.left + pen.px(34))  # right of the number
        step = min(round(radius * 1.3), (room - 2 * radius) // max(1, len(seats) - 1))
        for k, seat in enumerate(seats):
            x = cell.right - radius - pen.px(2) - (len(seats) - 1 - k) * step
            pen.disc((x, cell.centery), radius, view.seats[seat].colour)


# ---- play order ---------------------------------------------------------------------------------
def draw_order_track(pen: Pen, players: int) -> None:
    """The printed spaces open with `players` seats, each with its cost and reward, the paralysed space
    last (the static layer)."""
    open_spaces = order_spaces(players)
    rows = pen.layout.order_rows(len(open_spaces))
    for position, (index, rect) in enumerate(zip(open_spaces, rows)):
        _order_row(pen, rect, ORDER_TRACK[index], position + 1)
    _order_row(pen, rows[-1], PARALYSED_SPACE, 0)


def draw_order(pen: Pen, view: View) -> None:
    """The seats on the spaces (each space a target)."""
    open_spaces = order_spaces(view.players)
    rows = pen.layout.order_rows(len(open_spaces))
    for index, rect in zip(open_spaces + (len(ORDER_TRACK),), rows):
        _occupants(pen, rect, [sv.colour for sv in view.seats if sv.order_space == index])
        if index < len(ORDER_TRACK):
            pen.target(rect, T.order(index))


def _occupants(pen: Pen, rect: pygame.Rect, colours: list[str]) -> None:
    radius = pen.px(17)
    for k, colour in enumerate(reversed(colours)):
        pen.disc((rect.right - pen.px(24) - k * pen.px(30), rect.centery), radius, colour)


def _order_row(pen: Pen, rect: pygame.Rect, space: OrderSpace, position: int) -> None:
    paralysed = space is PARALYSED_SPACE
    pen.plate(rect, (188, 160, 170) if paralysed else PLATE, radius=10)
    x = rect.left + pen.px(8)
    if position:
        pen.text(str(position), (x, rect.centery), FIGURE, theme.INK_MUTED, "midleft", bold=True)
        x += pen.px(30)
    else:
        label = pen.tr("order.paralysed")
        x = pen.text(label, (x, rect.centery), MIN_TEXT, theme.INK_TEXT, "midleft", bold=True).right + pen.px(8)
    _rewards(pen, space, x, rect.centery)


def _rewards(pen: Pen, space: OrderSpace, x: int, cy: int) -> int:
    """The space's cost and rewards as pictures with counts; returns the x after them."""
    side = pen.px(40)
    if space.gold:
        draw_coin(pen, pygame.Rect(x, cy - side // 2, side, side), f"-{space.gold}")
        x += side + pen.px(6)
    if not (space.gold or space.ingredients or space.favors):
        return pen.text(pen.tr("order.nothing"), (x, cy), LABEL, theme.INK_MUTED, "midleft").right
    for _ in range(space.ingredients):
        draw_card_back(pen, pygame.Rect(x, cy - side // 2, round(side * 0.72), side))
        x += round(side * 0.72) + pen.px(4)
    if space.favors:
        x += pen.px(4)
    for _ in range(space.favors):
        draw_favor_back(pen, pygame.Rect(x, cy - side // 2, round(side * 0.72), side))
        x += round(side * 0.72) + pen.px(4)
    return x

