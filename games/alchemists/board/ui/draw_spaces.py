"""The ten action spaces in board order: name, the printed cube cost of each action, and per seat (in
the order they act) the cubes declared there — solid while the action waits, hollow once resolved.
A space closed this round is greyed with the reason; the space being resolved glows."""

from __future__ import annotations

import pygame

from games.alchemists.board.components import (
    CUSTODIAN, EXHIBIT, FINAL_ROUND_ONLY, NOT_IN_FINAL_ROUND, NOT_IN_ROUND_ONE, ROUNDS, SPACES, STUDENT, TRANSMUTE,
    action_costs, space_open,
)
from games.alchemists.board.view import View
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.art import CLOSED, LABEL, MIN_TEXT, PLATE, Pen
from games.alchemists.board.ui import printed
from games.alchemists.board.ui.emblems import draw_space_emblem
from games.app.kit import theme

CUBE = 22  # design px
RIBBON: theme.Color = (214, 180, 112)  # a space's name ribbon
RIBBON_CLOSED: theme.Color = (118, 104, 88)


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
    draw_space_emblem(pen, space, rect, reason is None or space == CUSTODIAN)
    open_space = reason is None or space == CUSTODIAN
    names = [pen.tr(f"space.{space}")] + ([pen.tr("space.transmute_short")] if space == TRANSMUTE else [])
    one_line = pen.fits(names[0], rect.w - pen.px(14), LABEL)
    band = pygame.Rect(rect.x - pen.px(3), rect.y + pen.px(6), rect.w + pen.px(6), pen.px(38 if one_line else 64))
    printed.ribbon(pen.surface, band, RIBBON if open_space else RIBBON_CLOSED, theme.BRASS_DARK, pen.px(6))
    head = band.inflate(-pen.px(20), 0)
    ink = theme.INK_TEXT if open_space else theme.TEXT_LIGHT
    if one_line:
        pen.fit(names[0], head, LABEL, ink, "center")
    else:
        pen.label(names, head, LABEL, ink)
    y = band.bottom + pen.px(2)
    y = _costs(pen, view, space, rect, y)
    if reason is not None:
        box = pygame.Rect(rect.x + pen.px(4), y, rect.w - pen.px(8), pen.px(60))
        colour = theme.INK_MUTED if space == CUSTODIAN else theme.PARCHMENT
        y = pen.label([pen.tr(reason)], box, MIN_TEXT, colour, top=True).bottom
    elif space == STUDENT and view.student_fee:
        line = pygame.Rect(rect.x + pen.px(4), y, rect.w - pen.px(8), pen.px(30))
        pen.fit(pen.tr("space.fee", gold=view.student_fee), line, MIN_TEXT, theme.DANGER, "center")
        y = line.bottom
    _cubes(pen, view, space, pygame.Rect(rect.x + pen.px(8), y + pen.px(4), rect.w - pen.px(16),
                                         rect.bottom - y - pen.px(10)))
    if space == EXHIBIT and view.exhibited:
        _exhibited(pen, view.exhibited, rect)


def _exhibited(pen: Pen, potions: tuple[str, ...], rect: pygame.Rect) -> None:
    """The potions already shown successfully, along the tile's foot."""
    side = min(pen.px(36), (rect.width - pen.px(12)) // max(1, len(potions)))
    for k, potion in enumerate(potions):
        place = pygame.Rect(rect.left + pen.px(6) + k * side, rect.bottom - side - pen.px(4), side, side)
        pen.icon("potion", potion, place)


def slot_columns(pen: Pen, space: str, players: int, rect: pygame.Rect) -> list[tuple[int, int]]:
    """Per action (first first) the x where its cubes start and how many it costs, centred in `rect`."""
    costs = action_costs(space, players) or (1, 1, 1)  # the custodian: one cube per favor played
    side, gap, group_gap = pen.px(CUBE), pen.px(3), pen.px(8)
    widths = [c * side + (c - 1) * gap for c in costs]
    x = rect.centerx - (sum(widths) + group_gap * (len(costs) - 1)) // 2
    columns = []
    for cost, width in zip(costs, widths):
        columns.append((x, cost))
        x += width + group_gap
    return columns


def _costs(pen: Pen, view: View, space: str, rect: pygame.Rect, y: int) -> int:
    """The printed cost row: an outlined cube place per cube each action costs."""
    if space == CUSTODIAN:
        return y
    side, gap = pen.px(CUBE), pen.px(3)
    for x, cost in slot_columns(pen, space, view.players, rect):
        for k in range(cost):
            box = pygame.Rect(x + k * (side + gap), y + pen.px(4), side, side).inflate(pen.px(2), pen.px(2))
            printed.slot(pen.surface, box, max(2, pen.px(3)))
    return y + side + pen.px(10)


def _cubes(pen: Pen, view: View, space: str, area: pygame.Rect) -> None:
    """One line per seat with actions declared here, in play order: its cubes under each action's
    places, solid while the action waits, hollow once resolved."""
    index = SPACES.index(space)
    seats = [s for s in view.play_order if view.seats[s].declared[index]]
    seats += [s for s in range(view.players) if view.seats[s].declared[index] and s not in seats]
    if not seats:
        return
    columns = slot_columns(pen, space, view.players, area)
    line_h = min(pen.px(CUBE + 6), area.height // len(seats))
    side, gap = min(pen.px(CUBE), line_h - pen.px(3)), pen.px(3)
    for line, seat in enumerate(seats):
        seat_view = view.seats[seat]
        y = area.top + line * line_h
        for action in range(min(seat_view.declared[index], len(columns))):
            x, cost = columns[action]
            for k in range(cost):
                pen.cube(pygame.Rect(x + k * (side + gap), y, side, side), seat_view.colour,
                         hollow=action < seat_view.taken[index])
