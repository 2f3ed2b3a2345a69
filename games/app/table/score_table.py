"""The score table every game ends with, drawn from data the game gives.

    sheet = ScoreSheet(
        seats=(ScoreSeat("White", emblem=draw_white), ScoreSeat("Black", emblem=draw_black)),
        rows=(ScoreRow("Cobweb (grey)", (ScoreCell(6, "(+6)", detail=chips), ScoreCell(None)), icon=...),
              ScoreRow("Most cards of value 1: +5", (ScoreCell(5), ScoreCell(0)), rule=True)),
        totals=(11, -2), winners=(0,),
        labels=ScoreLabels(row="Ingredient", points="Points", total="Total"),
        legend="1 card −value · 2 cards 0 · ...")
    draw_score_table(canvas, ctx.fonts, sheet, rect)

One row per thing that scores (an ingredient, a bonus, reputation ...) and one column per seat
(2-5); each cell gives its points (None draws "·"), an optional note of how they came about
("(−4 × 2)") and an optional drawing at its left (the cards counted). The winners' columns are
marked, the totals sit in a last row, and the legend (how scoring works) is wrapped below the
table. Row height follows the number of rows; every text stays at MIN_TEXT canvas px or more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from games.app.kit import theme
from games.app.kit.text import Fonts, draw_text, draw_text_box, fit_font, text_height
from games.app.kit.widgets import draw_panel

Drawing = Callable[[pygame.Surface, pygame.Rect], None]
MIN_TEXT = 26
HEADER_H = 70
TOTAL_H = 84
MAX_ROW_H = 60


@dataclass(frozen=True)
class ScoreCell:
    """One seat's points in one row; None means nothing scored here. `detail` draws into the
    cell's left `detail_w` px (0: half the cell)."""

    points: int | None
    note: str = ""
    detail: Drawing | None = None
    detail_w: int = 0


@dataclass(frozen=True)
class ScoreRow:
    """A thing that scores: its label, one cell per seat, an optional icon, a rule above it."""

    label: str
    cells: tuple[ScoreCell, ...]
    icon: Drawing | None = None
    rule: bool = False


@dataclass(frozen=True)
class ScoreSeat:
    """A column: the seat's name and an optional drawing of its colour."""

    name: str
    emblem: Drawing | None = None


@dataclass(frozen=True)
class ScoreLabels:
    """The table's own words: the first column's heading, "Points", "Total"."""

    row: str
    points: str
    total: str


@dataclass(frozen=True)
class ScoreSheet:
    """Everything the table shows."""

    seats: tuple[ScoreSeat, ...]
    rows: tuple[ScoreRow, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]  # several on a shared win, none on a draw
    labels: ScoreLabels
    legend: str = ""


def signed(number: int) -> str:
    """A score with its sign and a real minus: "+8", "−4", "0"."""
    return "0" if number == 0 else f"{number:+d}".replace("-", "−")


class _Grid:
    """Where the label column, the seat columns and the rows sit inside the table's rect."""

    def __init__(self, rect: pygame.Rect, sheet: ScoreSheet, legend_h: int) -> None:
        self.rect = rect
        self.label_w = min(480, int(rect.w * (0.33 if len(sheet.seats) <= 2 else 0.26)))
        self.seat_w = (rect.w - self.label_w - 40) // max(1, len(sheet.seats))
        body = rect.h - HEADER_H - TOTAL_H - legend_h - 24
        self.row_h = max(MIN_TEXT + 8, min(MAX_ROW_H, body // max(1, len(sheet.rows))))
        self.top = rect.y + HEADER_H + 6

    def seat_x(self, seat: int) -> int:
        return self.rect.x + 20 + self.label_w + seat * self.seat_w

    def row_y(self, row: int) -> int:
        return self.top + row * self.row_h


def draw_score_table(canvas: pygame.Surface, fonts: Fonts, sheet: ScoreSheet, rect: pygame.Rect) -> None:
    """The whole table on a parchment panel filling `rect`."""
    draw_panel(canvas, rect)
    inner_w = rect.w - 48
    legend_h = text_height(fonts, sheet.legend, inner_w, MIN_TEXT, serif=False) + 16 if sheet.legend else 0
    grid = _Grid(rect, sheet, legend_h)
    _draw_winner_columns(canvas, grid, sheet)
    _draw_header(canvas, fonts, grid, sheet)
    for index, row in enumerate(sheet.rows):
        _draw_row(canvas, fonts, grid, index, row)
    totals_y = grid.row_y(len(sheet.rows)) + 4
    _draw_totals(canvas, fonts, grid, sheet, totals_y)
    if sheet.legend:
        box = pygame.Rect(rect.x + 24, rect.bottom - legend_h - 10, inner_w, legend_h)
        draw_text_box(canvas, fonts, sheet.legend, box, theme.INK_MUTED, MIN_TEXT, min_size=MIN_TEXT, serif=False)


def _draw_winner_columns(canvas: pygame.Surface, grid: _Grid, sheet: ScoreSheet) -> None:
    """A warm band behind each winner's column."""
    for seat in sheet.winners:
        band = pygame.Rect(grid.seat_x(seat) - 10, grid.rect.y + 10, grid.seat_w - 8, grid.row_y(len(sheet.rows)) +
                           TOTAL_H - grid.rect.y - 6)
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.BRASS_LIGHT, 90), layer.get_rect(), border_radius=12)
        canvas.blit(layer, band)
        pygame.draw.rect(canvas, theme.BRASS, band, 3, border_radius=12)


def _draw_header(canvas: pygame.Surface, fonts: Fonts, grid: _Grid, sheet: ScoreSheet) -> None:
    y = grid.rect.y + 16
    bold = fonts.get(theme.TEXT_BODY, bold=True)
    draw_text(canvas, sheet.labels.row, fit_font(fonts, sheet.labels.row, grid.label_w - 24, theme.TEXT_BODY,
                                                 min_size=MIN_TEXT, bold=True), theme.INK_TEXT, (grid.rect.x + 24, y))
    for seat, info in enumerate(sheet.seats):
        x = grid.seat_x(seat)
        name_x = x
        if info.emblem is not None:
            info.emblem(canvas, pygame.Rect(x, y - 6, 44, 52))
            name_x += 52
        points_w = fonts.get(MIN_TEXT, serif=False).size(sheet.labels.points)[0]
        room = grid.seat_w - (name_x - x) - points_w - 50
        font = fit_font(fonts, info.name, room, theme.TEXT_BODY, min_size=MIN_TEXT, bold=True) if room > 40 else bold
        draw_text(canvas, info.name, font, theme.INK_TEXT, (name_x, y))
        draw_text(canvas, sheet.labels.points, fonts.get(MIN_TEXT, serif=False), theme.INK_MUTED,
                  (x + grid.seat_w - 30, y + 8), "topright")
    line_y = grid.rect.y + HEADER_H
    pygame.draw.line(canvas, theme.BRASS_DARK, (grid.rect.x + 16, line_y), (grid.rect.right - 16, line_y), 3)


def _draw_row(canvas: pygame.Surface, fonts: Fonts, grid: _Grid, index: int, row: ScoreRow) -> None:
    y, h = grid.row_y(index), grid.row_h
    if row.rule:
        pygame.draw.line(canvas, theme.BRASS_DARK, (grid.rect.x + 16, y), (grid.rect.right - 16, y), 3)
    elif index % 2 == 1:
        stripe = pygame.Surface((grid.rect.w - 24, h), pygame.SRCALPHA)
        stripe.fill((*theme.PARCHMENT_LIGHT, 150))
        canvas.blit(stripe, (grid.rect.x + 12, y))
    x = grid.rect.x + 20
    if row.icon is not None:
        row.icon(canvas, pygame.Rect(x, y + 3, h - 6, h - 6))
        x += h + 2
    room = grid.rect.x + grid.label_w - x
    size = min(theme.TEXT_SMALL + 2, h - 10)
    draw_text_box(canvas, fonts, row.label, pygame.Rect(x, y, room, h), theme.INK_TEXT, size, min_size=MIN_TEXT,
                  valign="center", line_spacing=1.0)
    for seat, cell in enumerate(row.cells):
        _draw_cell(canvas, fonts, grid, seat, y, cell)


def _draw_cell(canvas: pygame.Surface, fonts: Fonts, grid: _Grid, seat: int, y: int, cell: ScoreCell) -> None:
    x, h = grid.seat_x(seat), grid.row_h
    middle = y + h // 2
    if cell.points is None:
        draw_text(canvas, "·", fonts.get(theme.TEXT_BODY), theme.INK_MUTED, (x + 20, middle), "midleft")
        return
    detail_w = (cell.detail_w or grid.seat_w // 2) if cell.detail is not None else 0
    if cell.detail is not None:
        cell.detail(canvas, pygame.Rect(x, y + 2, detail_w, h - 4))
    ink = theme.DANGER if cell.points < 0 else (theme.SUCCESS if cell.points > 0 else theme.INK_MUTED)
    right = x + grid.seat_w - 30
    shown = draw_text(canvas, signed(cell.points), fonts.get(min(32, h - 8), bold=True, serif=False), ink,
                      (right, middle), "midright")
    if cell.note:
        room = shown.x - 12 - (x + detail_w) - 8
        font = fit_font(fonts, cell.note, room, MIN_TEXT, min_size=MIN_TEXT - 2, serif=False)
        if font.size(cell.note)[0] <= room:
            draw_text(canvas, cell.note, font, theme.INK_MUTED, (shown.x - 12, middle), "midright")


def _draw_totals(canvas: pygame.Surface, fonts: Fonts, grid: _Grid, sheet: ScoreSheet, y: int) -> None:
    pygame.draw.line(canvas, theme.BRASS, (grid.rect.x + 16, y), (grid.rect.right - 16, y), 4)
    big = fonts.get(theme.TEXT_HEADING, bold=True)
    middle = y + TOTAL_H // 2
    draw_text(canvas, sheet.labels.total, big, theme.INK_TEXT, (grid.rect.x + 24, middle), "midleft")
    for seat, total in enumerate(sheet.totals):
        draw_text(canvas, signed(total), big, theme.INK_TEXT, (grid.seat_x(seat) + grid.seat_w - 30, middle),
                  "midright")
