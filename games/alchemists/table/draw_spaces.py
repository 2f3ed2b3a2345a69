"""The ten action spaces in board order: name, the printed cube cost of each action, and per seat (in
the order they act) the cubes declared there — solid while the action waits, hollow once resolved.
A space closed this round is greyed with the reason; the space being resolved glows."""

from __future__ import annotations

import pygame

from games.alchemists.board.components import (
    CUSTODIAN, FINAL_ROUND_ONLY, NOT_IN_FINAL_ROUND, NOT_IN_ROUND_ONE, ROUNDS, SPACES, STUDENT, action_costs,
    space_open,
)
from games.alchemists.board.view import View
from games.alchemists.table import targets as T
from games.alchemists.table.art import CLOSED, LABEL, MIN_TEXT, PLATE, Pen
from games.app import theme

CUBE = 24  # design px


def closed_reason(space: str, round_number: int) -> str | None:
    """Why `space` takes no cubes this round (a text key), or None when it is open."""
    if space == CUSTODIAN:
        return "space.by_favor"
    if round_number == 0 or space_open(space, round_number):
        return None
    if space in NOT_IN_ROUND_ONE and round_number == 1:
        return "space.closed_round_one"
    if space in FINAL_ROUND_ONLY:
        return "space.final_only"
    if space in NOT_IN_FINAL_ROUND and round_number == ROUNDS:
        return "space.not_final"
    return None


def draw_spaces(pen: Pen, view: View) -> None:
    """Every action space with its cubes."""
    for space, rect in zip(SPACES, pen.layout.action_tiles(len(SPACES))):
        _tile(pen, view, space, rect)
        pen.target(rect, T.space(space))


def _tile(pen: Pen, view: View, space: str, rect: pygame.Rect) -> None:
    reason = closed_reason(space, view.round)
    active = view.phase == space
    pen.plate(rect, PLATE if reason is None or space == CUSTODIAN else CLOSED,
              theme.EMBER if active else theme.BRASS_DARK, radius=12, width=5 if active else 2)
    head = pygame.Rect(rect.x + pen.px(6), rect.y + pen.px(4), rect.w - pen.px(12), pen.px(34))
    ink = theme.INK_TEXT if reason is None or space == CUSTODIAN else theme.TEXT_LIGHT
    pen.fit(pen.tr(f"space.{space}"), head, LABEL, ink, "center")
    y = head.bottom + pen.px(2)
    y = _costs(pen, view, space, rect, y)
    if reason is not None:
        line = pygame.Rect(rect.x + pen.px(4), y, rect.w - pen.px(8), pen.px(30))
        pen.fit(pen.tr(reason), line, MIN_TEXT, theme.INK_MUTED if space == CUSTODIAN else theme.PARCHMENT, "center")
        y = line.bottom
    elif space == STUDENT and view.student_fee:
        line = pygame.Rect(rect.x + pen.px(4), y, rect.w - pen.px(8), pen.px(30))
        pen.fit(pen.tr("space.fee", gold=view.student_fee), line, MIN_TEXT, theme.DANGER, "center")
        y = line.bottom
    _cubes(pen, view, space, pygame.Rect(rect.x + pen.px(8), y + pen.px(4), rect.w - pen.px(16),
                                         rect.bottom - y - pen.px(10)))


def _costs(pen: Pen, view: View, space: str, rect: pygame.Rect, y: int) -> int:
    """The printed cost row: one outlined slot per action with as many cube places as it costs."""
    costs = action_costs(space, view.players)
    if not costs:
        return y
    side = pen.px(16)
    gap = pen.px(6)
    widths = [c * side + (c - 1) * pen.px(2) for c in costs]
    total = sum(widths) + gap * (len(costs) - 1)
    x = rect.centerx - total // 2
    for cost, width in zip(costs, widths):
        for k in range(cost):
            box = pygame.Rect(x + k * (side + pen.px(2)), y + pen.px(4), side, side)
            pygame.draw.rect(pen.surface, theme.INK_MUTED, box, max(1, pen.px(2)), border_radius=pen.px(3))
        x += width + gap
    return y + side + pen.px(8)


def _cubes(pen: Pen, view: View, space: str, area: pygame.Rect) -> None:
    """One line per seat with actions declared here, in play order: its cubes per action."""
    index = SPACES.index(space)
    costs = action_costs(space, view.players)
    seats = [s for s in view.play_order if view.seats[s].declared[index]]
    seats += [s for s in range(view.players) if view.seats[s].declared[index] and s not in seats]
    if not seats:
        return
    line_h = min(pen.px(CUBE + 8), area.height // max(1, len(seats)))
    side = min(pen.px(CUBE), line_h - pen.px(4))
    for line, seat in enumerate(seats):
        seat_view = view.seats[seat]
        y = area.top + line * line_h
        x = area.left
        for action in range(seat_view.declared[index]):
            cost = 1 if space == CUSTODIAN or action >= len(costs) else costs[action]
            hollow = action < seat_view.taken[index]
            for _ in range(cost):
                if x + side > area.right:
                    break
                pen.cube(pygame.Rect(x, y, side, side), seat_view.colour, hollow=hollow)
                x += side + pen.px(3)
            x += pen.px(8)
    _unused_hint(pen, area)


def _unused_hint(pen: Pen, area: pygame.Rect) -> None:
    """Nothing more for now (a hook for the legend)."""
    del pen, area


__all__ = ["draw_spaces", "closed_reason", "MIN_TEXT"]
