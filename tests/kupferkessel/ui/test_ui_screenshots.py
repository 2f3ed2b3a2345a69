"""Screenshots of the Kupferkessel screens: the committed ones (assets/screenshots/kk-*.png) are
made by `make_screenshots`; the tests render the same scenes and check that they look sane.

Regenerate on purpose:  .venv/bin/python -m tests.kupferkessel.ui.test_ui_screenshots
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from games.app.testing.headless import Harness
from games.kupferkessel.components import SEAT_COLOURS, colour_of, kind_of, value_of
from games.kupferkessel.ui.board_draw import GLOW, cell_rect
from games.kupferkessel.ui.board_scene import BoardScene
from games.kupferkessel.ui.panel_draw import cauldron_card_rect, panel_rect
from games.kupferkessel.ui.score_scene import ScoreScene
from tests.kupferkessel.ui.test_ui_flow import harness, play_turns, start_match

SCREENSHOT_DIR = Path(__file__).resolve().parents[3] / "assets" / "screenshots"
BOARD_SEED, SCORE_SEED = 17, 19


def board_in_play(h: Harness) -> BoardScene:
    """Human against the strong computer, a few turns in, the player's line glowing."""
    board = start_match(h, "human", "bot:strong")
    play_turns(h, board, turns=4)
    for _ in range(200):
        if board.awaiting_card():
            break
        h.step(0.5)
    h.move(cell_rect(board.session.legal_actions()[-1].cell).center)  # type: ignore[attr-defined]
    return board


def collector(board: BoardScene) -> int:
    """A scripted player who collects sets: the card whose kind its cauldron holds most of
    (own colour first, then the higher value); depends on the rules only, never on the bots."""
    state = board.session.state
    seat = state.seat
    held = [kind_of(c) for c in state.cauldrons[seat]]

    def worth(cell: int) -> tuple[int, int, int]:
        card = state.grid[cell]
        return held.count(kind_of(card)), colour_of(card) == SEAT_COLOURS[seat], value_of(card)

    return max((a.cell for a in board.session.legal_actions()), key=worth)  # type: ignore[attr-defined]


def finished_match(h: Harness) -> ScoreScene:
    """Two scripted set collectors to the end: a score table with sets, doubling and bonuses."""
    board = start_match(h, "human", "human")
    play_turns(h, board, pick=collector)
    assert isinstance(h.top, ScoreScene)
    return h.top


def make_screenshots(directory: Path = SCREENSHOT_DIR) -> list[Path]:
    """Write kk-board-en.png and kk-score-de.png into `directory`."""
    paths = []
    with harness("en", seed=BOARD_SEED) as h:
        board_in_play(h)
        paths.append(h.save(directory / "kk-board-en.png"))
    with harness("de", seed=SCORE_SEED) as h:
        finished_match(h)
        paths.append(h.save(directory / "kk-score-de.png"))
    return paths


def colours_in(surface: pygame.Surface, rect: pygame.Rect, step: int = 6) -> set[tuple[int, int, int]]:
    """The distinct colours sampled on a grid inside `rect`."""
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right, step)
            for y in range(rect.top, rect.bottom, step)}


def test_board_screenshot_shows_cards_glow_figures_and_panels() -> None:
    with harness("en", seed=BOARD_SEED) as h:
        board = board_in_play(h)
        canvas = h.render()
        assert canvas.get_size() == (1920, 1080)
        assert h.ctx.tr.missing == set() and h.stack.crashes == []
        line = [a.cell for a in board.session.legal_actions()]  # type: ignore[attr-defined]
        rects = [cell_rect(c) for c in line]
        band = rects[0].unionall(rects[1:]).inflate(18, 18)  # as board_draw draws the glow
        rim = [(band.centerx, band.top + 1), (band.centerx, band.bottom - 2), (band.left + 1, band.centery),
               (band.right - 2, band.centery)]
        assert sum(tuple(canvas.get_at(p))[:3] == GLOW for p in rim) >= 3  # the ember rim of the glowing line
        assert len(colours_in(canvas, cauldron_card_rect(0))) > 20  # a real card face, not a blank
        assert len(colours_in(canvas, panel_rect(1))) > 30
        for index in range(36):
            assert len(colours_in(canvas, cell_rect(index), step=9)) > 3  # every cell drawn


def test_score_screenshot_in_german_shows_the_table() -> None:
    with harness("de", seed=SCORE_SEED) as h:
        score = finished_match(h)
        canvas = h.render()
        assert h.ctx.tr.missing == set() and h.stack.crashes == []
        outcome = score.session.outcome
        assert outcome is not None and outcome.winner == 0
        assert any(kind.bonus == 5 for breakdown in outcome.details for kind in breakdown.kinds)
        assert len(colours_in(canvas, pygame.Rect(40, 150, 1420, 900), step=8)) > 40


def test_committed_screenshots_exist_at_full_size() -> None:
    for name in ("kk-board-en.png", "kk-score-de.png"):
        image = pygame.image.load(str(SCREENSHOT_DIR / name))
        assert image.get_size() == (1920, 1080), name


if __name__ == "__main__":
    for path in make_screenshots(Path(sys.argv[1]) if len(sys.argv) > 1 else SCREENSHOT_DIR):
        print(path)
