"""The grand revelation drawn theory by theory, scored by the rules' own seal scores."""

from __future__ import annotations

import pygame
import pytest

from games.alchemists.board.rules import RULES
from games.alchemists.board.scoring import breakdowns, revelation
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.draw_reveal import draw_revelation, points_after, reveal_rect, reveal_rows
from games.alchemists.board.ui.layer import clear_layers
from games.alchemists.board.ui.layout import table_layout
from games.alchemists.board.ui.samples import busy_state, final_state
from games.app.testing.headless import Harness

GAMES = ((2, 4, "master"), (5, 2, "apprentice"), (7, 3, "master"))


@pytest.mark.parametrize("seed, players, variant", GAMES)
def test_the_rows_score_as_the_rules_do(seed: int, players: int, variant: str) -> None:
    state = final_state(seed, players, variant)
    rows = reveal_rows(RULES.view(state, 0))
    truth = revelation(state)
    assert rows == truth
    assert points_after(rows, len(rows), players) == [b.theories for b in breakdowns(state)]
    assert points_after(rows, 0, players) == [0] * players


def test_the_revelation_needs_the_end() -> None:
    with pytest.raises(ValueError, match="secret"):
        reveal_rows(RULES.view(busy_state(2, 4, "master", 5, "sell"), 0))


@pytest.mark.parametrize("language", ("de", "en"))
def test_each_step_turns_one_more_theory_with_readable_text(language: str) -> None:
    view = RULES.view(final_state(2, 4, "master"), 1)
    rows = reveal_rows(view)
    assert len(rows) >= 6
    clear_layers()
    with Harness(language) as h:
        pictures = []
        for step in range(len(rows) + 1):
            surface = pygame.Surface((1280, 720))
            hits = draw_revelation(surface, reveal_rect(table_layout((1280, 720))), view, h.ctx, step)
            assert [hit.target for hit in hits] == [T.theory(r.ingredient) for r in rows]
            assert all(min(hit.rect.size) >= 48 for hit in hits)
            pictures.append(pygame.image.tobytes(surface, "RGB"))
        assert len(set(pictures)) == len(rows) + 1
        layout = table_layout((1280, 720))
        surface = pygame.Surface((1280, 720))
        draw_revelation(surface, layout, view, h.ctx, 2)
        assert pygame.image.tobytes(surface, "RGB") == pictures[2]
        assert {text: px for text, px in h.ctx.fonts.recorded().items() if px < 16} == {}
