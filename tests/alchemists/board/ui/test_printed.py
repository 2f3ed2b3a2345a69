"""The table's printed look: a plate is card with worn (darker) edges and a shadow under it, painted once
per size and colour and then only blitted; a slot is sunk (shaded walls above and left, lit below and right)."""

from __future__ import annotations

import pygame

from games.alchemists.board.rules import RULES
from games.alchemists.board.ui import printed
from games.alchemists.board.ui.draw import draw_table
from games.alchemists.board.ui.layer import clear_layers
from games.alchemists.board.ui.layout import table_layout
from games.alchemists.board.ui.samples import busiest_state
from games.app.testing.headless import Harness

FILL, RIM, BACK = (232, 214, 174), (120, 90, 40), (0, 0, 0)


def test_a_plate_is_card_with_worn_edges_and_a_shadow() -> None:
    printed.clear()
    surface = pygame.Surface((200, 120))
    surface.fill(BACK)
    rect = pygame.Rect(20, 20, 150, 80)
    printed.plate(surface, rect, FILL, RIM, 10, 2, 4)
    centre = surface.get_at(rect.center)[:3]
    edge = surface.get_at((rect.centerx, rect.top + 3))[:3]
    assert sum(abs(a - b) for a, b in zip(centre, FILL)) <= 15  # the fibre is faint
    assert sum(edge) < sum(centre) - 20  # the edge is worn darker
    assert surface.get_at((rect.centerx, rect.top + 1))[:3] == RIM
    below = surface.get_at((rect.centerx, rect.bottom + 2))[:3]
    assert below != BACK and sum(below) < sum(FILL)  # the shadow


def test_plates_are_painted_once_per_size_and_colour() -> None:
    printed.clear()
    surface = pygame.Surface((400, 200))
    for x in (0, 150, 300):  # three plates of one size and colour: one picture
        printed.plate(surface, pygame.Rect(x, 10, 90, 60), FILL, RIM, 10, 2, 3)
    assert printed.painted() == 1
    with Harness() as h:
        clear_layers()
        state, size = busiest_state(), (1920, 1080)
        draw_table(pygame.Surface(size), table_layout(size), RULES.view(state, 0), h.ctx)
        painted = printed.painted()
        for seat in range(1, 4):  # every other seat's view: the board's plates again, only its own cards new
            draw_table(pygame.Surface(size), table_layout(size), RULES.view(state, seat), h.ctx)
        after_every_view = printed.painted()
        assert 0 < painted and after_every_view - painted <= 3, (painted, after_every_view)
        for seat in range(4):  # every view again: nothing new painted at all
            draw_table(pygame.Surface(size), table_layout(size), RULES.view(state, seat), h.ctx)
        assert printed.painted() == after_every_view


def test_a_slot_is_sunk() -> None:
    surface = pygame.Surface((60, 60))
    rect = pygame.Rect(10, 10, 40, 40)
    printed.slot(surface, rect, 4)
    floor, dark, light = printed.WOOD
    assert surface.get_at(rect.center)[:3] == floor
    assert surface.get_at((rect.left + 2, rect.centery))[:3] == dark
    assert surface.get_at((rect.right - 2, rect.centery))[:3] == light
