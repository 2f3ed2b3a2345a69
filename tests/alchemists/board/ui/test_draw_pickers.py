"""The choice rows: one target per offered picture, each at least 48 px at 1280 x 720, centred."""

from __future__ import annotations

import pygame

from games.alchemists.board.components import SEALS
from games.alchemists.components import POTIONS
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.draw_pickers import (
    draw_alchemical_picker, draw_ingredient_picker, draw_potion_picker, draw_seal_picker, picker_rects,
)
from games.alchemists.board.ui.layout import table_layout
from games.app.testing.headless import Harness


def test_every_picker_offers_one_big_target_per_picture() -> None:
    layout = table_layout((1280, 720))
    rect = layout.command
    surface = pygame.Surface((1280, 720))
    with Harness() as h:
        rows = [
            (draw_alchemical_picker(surface, layout, h.ctx, rect, {T.alchemical(3): T.CHOSEN}),
             [T.alchemical(n) for n in range(8)]),
            (draw_potion_picker(surface, layout, h.ctx, rect, {}, POTIONS), [T.potion(p) for p in POTIONS]),
            (draw_ingredient_picker(surface, layout, h.ctx, rect, {}, [0, 5]), [T.ingredient(0), T.ingredient(5)]),
            (draw_seal_picker(surface, layout, h.ctx, rect, {}, "blue", SEALS), [T.seal(k) for k in SEALS]),
        ]
    for hits, expected in rows:
        assert [hit.target for hit in hits] == expected
        assert all(min(hit.rect.size) >= 48 and rect.contains(hit.rect) for hit in hits)


def test_places_are_centred_and_never_below_a_finger() -> None:
    layout = table_layout((1920, 1080))
    places = picker_rects(layout, pygame.Rect(0, 0, 500, 120), 8)
    assert all(p.width == 72 for p in places)
    two = picker_rects(layout, pygame.Rect(0, 0, 500, 120), 2)
    assert [p.width for p in two] == [96, 96] and two[0].left - 0 == 500 - two[1].right
