"""Rows of pictures to choose from, for the scenes' choice strip: alchemical tokens (publishing),
potions (naming, exhibiting, selling), ingredients and seals. Each picture is a target of at least
72 design px (48 px at 1280 x 720) with its mark ring; the row is centred in the rect given and
squeezed (never below 72) when many are offered.
"""

from __future__ import annotations

from typing import Callable, Sequence, TypeVar

import pygame

from games.alchemists.components import INGREDIENTS
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.art import PLATE, Pen
from games.alchemists.board.ui.layout import TableLayout
from games.alchemists.board.ui.pieces import draw_seal
from games.app.scene import Context

Item = TypeVar("Item")
PICK = 96  # design px: a picture's side when there is room
PICK_MIN = 72  # design px: never smaller (a finger's width at 1280 x 720)


def picker_rects(layout: TableLayout, rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`count` square places centred in `rect`, as large as PICK and fitting, never below PICK_MIN."""
    gap = layout.px(10)
    side = min(layout.px(PICK), rect.height, (rect.width - (count - 1) * gap) // max(1, count))
    side = max(side, layout.px(PICK_MIN))
    left = rect.centerx - (count * side + (count - 1) * gap) // 2
    return [pygame.Rect(left + k * (side + gap), rect.centery - side // 2, side, side) for k in range(count)]


def _picker(surface: pygame.Surface, layout: TableLayout, ctx: Context, rect: pygame.Rect, marks: T.Marks,
            items: Sequence[Item], target: Callable[[Item], T.Target],
            paint: Callable[[Pen, Item, pygame.Rect], None]) -> list[T.Hit]:
    pen = Pen(surface, layout, ctx, marks)
    for item, place in zip(items, picker_rects(layout, rect, len(items))):
        pen.plate(place, PLATE, radius=12)
        paint(pen, item, place.inflate(-pen.px(10), -pen.px(10)))
        pen.target(place, target(item))
    return pen.hits


def draw_alchemical_picker(surface: pygame.Surface, layout: TableLayout, ctx: Context, rect: pygame.Rect,
                           marks: T.Marks, alchemicals: Sequence[int] = tuple(range(8))) -> list[T.Hit]:
    """Alchemical tokens to choose from (("alchemical", n))."""
    return _picker(surface, layout, ctx, rect, marks, alchemicals, T.alchemical,
                   lambda pen, n, box: pen.icon("alchemical", n, box))


def draw_potion_picker(surface: pygame.Surface, layout: TableLayout, ctx: Context, rect: pygame.Rect,
                       marks: T.Marks, potions: Sequence[str]) -> list[T.Hit]:
    """Potions to choose from (("potion", p))."""
    return _picker(surface, layout, ctx, rect, marks, potions, T.potion,
                   lambda pen, p, box: pen.icon("potion", p, box))


def draw_ingredient_picker(surface: pygame.Surface, layout: TableLayout, ctx: Context, rect: pygame.Rect,
                           marks: T.Marks, ingredients: Sequence[int]) -> list[T.Hit]:
    """Ingredients to choose from (("ingredient", i))."""
    return _picker(surface, layout, ctx, rect, marks, ingredients, T.ingredient,
                   lambda pen, i, box: pen.icon("ingredient", INGREDIENTS[i], box))


def draw_seal_picker(surface: pygame.Surface, layout: TableLayout, ctx: Context, rect: pygame.Rect,
                     marks: T.Marks, colour: str, kinds: Sequence[str]) -> list[T.Hit]:
    """A seat's seal kinds to choose from (("seal", kind))."""
    return _picker(surface, layout, ctx, rect, marks, kinds, T.seal,
                   lambda pen, k, box: draw_seal(pen, box, colour, k))
