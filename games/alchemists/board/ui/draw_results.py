"""The viewer's results triangle (every ingredient pair once; the potion a known mix made, or the
sale's quality) and a compact deduction grid (8 ingredients x 8 alchemicals, shaded by the share of
solutions its facts leave, as in the lab's notebook)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.alchemists.board.knowledge import sheet_facts
from games.alchemists.board.view import ExperimentView, View
from games.alchemists.components import INGREDIENTS
from games.alchemists.deduction import Contradiction, WorldSet
from games.alchemists.facts import Fact
from games.alchemists.board.ui.art import Pen
from games.alchemists.lab.ui.notebook_grid import CERTAIN, RULED_OUT, shade
from games.app.kit import theme

POTION_ANSWERS = ("student", "drink")
QUALITY_MARK = {"exact": "\u2605", "sign": "\u00b1", "neutral": "\u25cb", "wrong": "\u2715"}


def known_mixes(view: View) -> dict[tuple[int, int], ExperimentView]:
    """Per ingredient pair (a < b) the latest answer the viewer knows with its ingredients."""
    mixes: dict[tuple[int, int], ExperimentView] = {}
    for experiment in view.experiments:
        if experiment.ingredients is None or len(experiment.ingredients) != 2:
            continue
        a, b = sorted(experiment.ingredients)
        mixes[(a, b)] = experiment
    return mixes


def potion_of(experiment: ExperimentView) -> str | None:
    """The potion the answer shows, when it shows one."""
    if experiment.result:
        return experiment.result
    return experiment.answer if experiment.kind in POTION_ANSWERS else None


def _square(area: pygame.Rect, cells: int) -> pygame.Rect:
    """The largest square of `cells` x `cells` whole cells centred in `area`."""
    side = min(area.width, area.height) // cells * cells
    square = pygame.Rect(0, 0, side, side)
    square.center = area.center
    return square


def _triangle_cells(area: pygame.Rect) -> tuple[int, dict[tuple[int, int], pygame.Rect]]:
    """The cell side and each pair's cell: row b (1..7) holds pairs (a, b) for a < b."""
    side = min(area.width // 8, area.height // 8)
    left = area.centerx - 4 * side
    cells = {(a, b): pygame.Rect(left + side + a * side, area.top + side + (b - 1) * side, side, side)
             for b in range(1, 8) for a in range(b)}
    return side, cells


def draw_results(pen: Pen, view: View, area: pygame.Rect) -> dict[tuple[int, int], str]:
    """The triangle: ingredient pictures along the top and the left, a cell per pair. Returns what each
    known pair's cell shows (a potion, or a sale's quality mark); the board and the full sheet both draw it."""
    pen.plate(area, theme.PARCHMENT, radius=10)
    inner = _square(area.inflate(-pen.px(8), -pen.px(8)), 8)
    side, cells = _triangle_cells(inner)
    left = inner.centerx - 4 * side
    for k in range(7):
        pen.icon("ingredient", INGREDIENTS[k], pygame.Rect(left + side + k * side, inner.top, side, side))
        pen.icon("ingredient", INGREDIENTS[k + 1], pygame.Rect(left, inner.top + side + k * side, side, side))
    mixes = known_mixes(view)
    shown: dict[tuple[int, int], str] = {}
    for pair, cell in cells.items():
        box = cell.inflate(-max(1, pen.px(2)), -max(1, pen.px(2)))
        pygame.draw.rect(pen.surface, theme.PARCHMENT_LIGHT, box, border_radius=pen.px(4))
        pygame.draw.rect(pen.surface, theme.PARCHMENT_DARK, box, 1, border_radius=pen.px(4))
        experiment = mixes.get(pair)
        if experiment is None:
            continue
        potion = potion_of(experiment)
        if potion is not None:
            pen.icon("potion", potion, box)
            shown[pair] = potion
        else:
            mark = QUALITY_MARK.get(experiment.answer, "\u2713" if experiment.answer == "yes" else "\u2715")
            pen.text(mark, box.center, 24, theme.INK_TEXT, "center", bold=True)
            shown[pair] = mark
    return shown


def triangle_cell(area: pygame.Rect, pair: tuple[int, int], pad: int) -> pygame.Rect:
    """Where draw_results(…, area) puts the cell of `pair` (a < b), `pad` being its inner margin in pixels."""
    return _triangle_cells(_square(area.inflate(-pad, -pad), 8))[1][pair]


@lru_cache(maxsize=64)
def worlds_of(facts: tuple[Fact, ...]) -> WorldSet:
    """The solutions `facts` leave (all of them if the facts contradict, which true answers never do)."""
    try:
        return WorldSet.of(facts)
    except Contradiction:
        return WorldSet()


def draw_notebook(pen: Pen, view: View, area: pygame.Rect) -> None:
    """The compact grid: ingredients across, alchemical tokens down, squares shaded by share."""
    pen.plate(area, theme.PARCHMENT, radius=10)
    inner = _square(area.inflate(-pen.px(8), -pen.px(8)), 9)
    side = min(inner.width // 9, inner.height // 9)
    left = inner.centerx - round(4.5 * side)
    worlds = worlds_of(sheet_facts(view))
    counts, count = worlds.cell_counts, worlds.count
    for k in range(8):
        pen.icon("ingredient", INGREDIENTS[k], pygame.Rect(left + side + k * side, inner.top, side, side))
        pen.icon("alchemical", k, pygame.Rect(left, inner.top + side + k * side, side, side))
    for ingredient in range(8):
        for alchemical in range(8):
            box = pygame.Rect(left + side + ingredient * side, inner.top + side + alchemical * side, side, side)
            box = box.inflate(-max(1, pen.px(3)), -max(1, pen.px(3)))
            share = int(counts[ingredient, alchemical])
            fill = RULED_OUT if share == 0 else CERTAIN if share == count else shade(share / count)
            pygame.draw.rect(pen.surface, fill, box, border_radius=pen.px(3))
