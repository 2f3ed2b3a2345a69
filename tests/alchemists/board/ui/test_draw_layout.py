"""The table's layout: every region inside the window, board regions never overlapping, the same
picture scaled from 1920 x 1080 down to 1280 x 720 and for odd window shapes."""

from __future__ import annotations

import itertools

import pygame
import pytest

from games.alchemists.board.components import order_spaces
from games.alchemists.board.ui.draw import PRIVATE, REGIONS
from games.alchemists.board.ui.layout import DESIGN, table_layout

SIZES = ((1920, 1080), (1280, 720), (1600, 1000), (1366, 768))


@pytest.mark.parametrize("size", SIZES)
def test_every_region_lies_inside_the_window(size: tuple[int, int]) -> None:
    layout = table_layout(size)
    window = pygame.Rect((0, 0), size)
    for name in DESIGN:
        assert window.contains(layout.regions[name]), name


@pytest.mark.parametrize("size", SIZES)
def test_no_two_regions_overlap(size: tuple[int, int]) -> None:
    layout = table_layout(size)
    for a, b in itertools.combinations(DESIGN, 2):
        assert not layout.regions[a].colliderect(layout.regions[b]), (a, b)


def test_the_small_window_is_the_big_one_scaled_by_two_thirds() -> None:
    big, small = table_layout((1920, 1080)), table_layout((1280, 720))
    assert small.scale == pytest.approx(2 / 3)
    assert big.regions["theory"] == pygame.Rect(DESIGN["theory"])
    assert small.regions["theory"] == pygame.Rect(783, 5, 253, 418)
    assert small.px(24) == 16 and small.px(72) == 48


def test_a_wide_window_centres_the_table() -> None:
    layout = table_layout((2560, 1080))
    assert layout.origin == (320, 0) and layout.command.left == 328


@pytest.mark.parametrize("players", (2, 3, 4))
def test_parts_stay_inside_their_regions(players: int) -> None:
    layout = table_layout((1280, 720))
    parts = {
        "order": layout.order_rows(len(order_spaces(players))),
        "actions": layout.action_tiles(),
        "theory": layout.theory_cells() + layout.grant_tiles(),
        "seats": layout.seat_cards(players),
        "row": layout.row_cards(5),
        "adventurer": layout.wish_rects() + [layout.next_adventurer_rect()],
        "artifacts": layout.artifact_cards(),
        "private": [rect for name, rect in layout.private_parts().items() if name != "cards"],
    }
    for region, rects in parts.items():
        for rect in rects:
            assert layout.regions[region].contains(rect), (region, rect)
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), (region, a, b)


@pytest.mark.parametrize("size", SIZES)
def test_the_areas_the_board_repaints_never_overlap(size: tuple[int, int]) -> None:
    """Each region is repainted on its own (with the margin of its mark rings): none may touch another's."""
    layout = table_layout(size)
    areas = {region.name: region.area(layout) for region in REGIONS + PRIVATE}
    for a, b in itertools.combinations(areas, 2):
        assert not areas[a].colliderect(areas[b]), (a, b)
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(area) for area in areas.values())
    for room in ("command", "buttons", "undo", "log"):
        assert not any(area.colliderect(layout.regions[room]) for area in areas.values()), room
