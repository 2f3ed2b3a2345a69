"""Artifacts and favors a player can read: the seats' strips never cut an artifact name (short names
when they fit, else a card sign and the count), and the card shown on a tap tells the effect."""

from __future__ import annotations

import pygame
import pytest

from games.alchemists.board.rules import RULES
from games.alchemists.table.art import CUT_TEXTS
from games.alchemists.table.draw import draw_table
from games.alchemists.table.layer import clear_layers
from games.alchemists.table.layout import table_layout
from games.alchemists.table.samples import busy_state
from games.app.fonts import MIN_READABLE
from games.app.headless import Harness

SMALL, BIG = (1280, 720), (1920, 1080)
LONG = ("periscope", "discount-card", "printing-press", "seal-of-authority")


def rich_state():
    """Selling in round 5, every seat owning artifacts (the one to move four, with long names)."""
    state = busy_state(2, 4, "master", 5, "sell")
    mover = RULES.to_move(state)
    for seat in range(4):
        state = state.with_lab(seat, artifacts=LONG if seat == mover else LONG[:seat % 3 + 1])
    return state


@pytest.mark.parametrize("language", ("de", "en"))
@pytest.mark.parametrize("size, minimum", ((BIG, MIN_READABLE), (SMALL, 16)))
def test_seat_strips_cut_no_artifact_name(language: str, size, minimum: int) -> None:
    CUT_TEXTS.clear()
    clear_layers()
    state = rich_state()
    with Harness(language) as h:
        for seat in range(4):
            surface = pygame.Surface(size)
            draw_table(surface, table_layout(size), RULES.view(state, seat), h.ctx, {})
        small = {text: px for text, px in h.ctx.fonts.recorded().items() if px < minimum}
    assert small == {}
    assert CUT_TEXTS == set()
