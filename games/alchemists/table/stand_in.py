"""A plain stand-in for the drawn table (plates with words) while the real drawing
(games.alchemists.table.draw_*) is not merged: the same interface, `table_layout(size)` and
`draw_table(surface, layout, view, ctx, marks) -> list[(rect, target)]`."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from games.alchemists.board.components import FAVORS, SEALS, SPACES, order_spaces
from games.alchemists.board.view import View
from games.alchemists.table import words as W
from games.app import theme
from games.app.scene import Context
from games.app.text import draw_text_box

Hit = tuple[pygame.Rect, tuple]


@dataclass
class StandInLayout:
    size: tuple[int, int]
    log: pygame.Rect = field(default_factory=lambda: pygame.Rect(1480, 96, 424, 420))
    undo: pygame.Rect = field(default_factory=lambda: pygame.Rect(1480, 528, 424, 96))
    buttons: dict[str, pygame.Rect] = field(default_factory=lambda: {
        "menu": pygame.Rect(1480, 8, 100, 80), "rules": pygame.Rect(1588, 8, 100, 80),
        "log": pygame.Rect(1696, 8, 100, 80), "pace": pygame.Rect(1480, 636, 424, 80)})


def table_layout(size: tuple[int, int]) -> StandInLayout:
    return StandInLayout(size)


def _plate(surface: pygame.Surface, ctx: Context, rect: pygame.Rect, text: str, mark: str | None) -> None:
    fill = {"option": theme.BRASS_LIGHT, "chosen": theme.EMBER_LIGHT}.get(mark or "", theme.PARCHMENT)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, theme.BRASS_DARK, rect, 2, border_radius=8)
    draw_text_box(surface, ctx.fonts, text, rect.inflate(-8, -4), theme.INK_TEXT, 26, min_size=24, valign="center",
                  line_spacing=1.0)


def _row(surface: pygame.Surface, ctx: Context, y: int, label: str, items: list[tuple[str, tuple]],
         marks: dict, width: int = 150, height: int = 76) -> list[Hit]:
    draw_text_box(surface, ctx.fonts, label, pygame.Rect(8, y, 200, height), theme.TEXT_LIGHT, 26, min_size=24,
                  valign="center")
    hits = []
    for i, (text, target) in enumerate(items):
        rect = pygame.Rect(212 + i * (width + 6), y, width, height)
        _plate(surface, ctx, rect, text, marks.get(target))
        hits.append((rect, target))
    return hits


def draw_table(surface: pygame.Surface, layout: StandInLayout, view: View, ctx: Context, marks: dict) -> list[Hit]:
    tr = ctx.tr
    surface.fill(theme.WOOD_DARK)
    hits: list[Hit] = []
    seats = " · ".join(f"{W.player(tr, s.colour)} {s.gold}g {s.reputation}r {s.favor_count}f" for s in view.seats)
    draw_text_box(surface, ctx.fonts, f"R{view.round} {view.phase} · {seats}", pygame.Rect(8, 8, 1460, 40),
                  theme.TEXT_LIGHT, 26, min_size=24)
    hits += _row(surface, ctx, 52, "order", [(W.order_space(tr, i), ("order", i)) for i in order_spaces(view.players)],
                 marks)
    hits += _row(surface, ctx, 134, "spaces", [(W.space(tr, s), ("space", s)) for s in SPACES], marks, width=120)
    row = [(W.ingredient(tr, i), ("row", i)) for i in sorted(set(view.row))] + [(W.part_label(tr, ("deck", -1)), ("deck",))]
    wishes = [(W.potion_short(tr, p), ("wish", p)) for p in view.adventurer]
    hits += _row(surface, ctx, 216, "row", row + wishes, marks, width=140)
    hits += _row(surface, ctx, 298, "theory", [(W.ingredient(tr, i), ("theory", i)) for i in range(8)], marks)
    hits += _row(surface, ctx, 380, "alch.", [(str(n + 1), ("alchemical", n)) for n in range(8)], marks)
    hits += _row(surface, ctx, 462, "artifacts", [(W.artifact(tr, a), ("artifact", a)) for a in view.artifacts_for_sale],
                 marks, width=200)
    hand = [(f"{W.ingredient(tr, i)} ×{n}", ("ingredient", i)) for i, n in enumerate(view.hand) if n]
    hits += _row(surface, ctx, 544, "hand", hand, marks)
    favors = [(f"{W.favor(tr, f)} ×{n}", ("favor", f)) for f, n in zip(FAVORS, view.favors) if n]
    seals = [(f"{tr(f'alchemists_play.seal.{s}')} ×{n}", ("seal", s)) for s, n in zip(SEALS, view.seals) if n]
    hits += _row(surface, ctx, 626, "favors", favors, marks, width=180)
    hits += _row(surface, ctx, 708, "seals", seals, marks, width=180)
    theories = " · ".join(f"{W.ingredient(tr, t.ingredient)}={t.alchemical + 1}" for t in view.theories)
    draw_text_box(surface, ctx.fonts, theories, pygame.Rect(8, 790, 1460, 76), theme.TEXT_LIGHT, 26, min_size=24)
    return hits
