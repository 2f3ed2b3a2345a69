"""Screenshots of the Alchemist screens: the committed ones (assets/screenshots/alchemist-*.png) are
made by `make_screenshots`; the tests render the same scenes and check that they look sane.

Regenerate on purpose:  .venv/bin/python -m tests.alchemist.ui.test_ui_screenshots
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from games.alchemist.actions import Invent
from games.alchemist.components import kinds_in
from games.alchemist.ui import layout as L
from games.alchemist.ui.board_scene import BoardScene
from games.alchemist.ui.end_scene import EndScene
from games.app.testing.headless import Harness
from tests.alchemist.ui.screens import harness, play_turns, start_match, tap
from tests.alchemist.ui.test_ui_flow import wait_for_turn

SCREENSHOT_DIR = Path(__file__).resolve().parents[3] / "assets" / "screenshots"
BOARD_SEED, RANKING_SEED = 17, 11
NAMES = ("alchemist-board-en.png", "alchemist-ranking-de.png")


def board_mid_invention(h: Harness) -> BoardScene:
    """One human against three computers a few rounds in, writing a recipe: two cubes laid in,
    the fame tile chosen, Confirm ready."""
    board = start_match(h, ["human", "bot:easy", "bot:strong", "bot:easy"])
    play_turns(h, board, turns=4)
    wait_for_turn(h, board)
    view = board.view()
    invent = max((a for a in view.legal_actions() if isinstance(a, Invent) and sum(a.recipe) == 2),
                 key=lambda a: a.fame)
    tap(h, ("cauldron", invent.cauldron))
    for kind in kinds_in(invent.recipe):
        tap(h, ("screen", kind))
    tap(h, ("tile", invent.fame))
    h.move(L.confirm_rect().center)
    return board


def ranking_step(h: Harness) -> EndScene:
    """A finished four-player game at its first rank of the schools."""
    board = start_match(h, ["human", "bot:easy", "bot:strong", "bot:easy"])
    play_turns(h, board)
    end = h.top
    assert isinstance(end, EndScene)
    while end.step.kind != "rank":
        tap(h, "next")
    return end


def make_screenshots(directory: Path = SCREENSHOT_DIR) -> list[Path]:
    """Write the README's pictures into `directory`."""
    with harness("en", seed=BOARD_SEED) as h:
        board_mid_invention(h)
        board_path = h.save(directory / NAMES[0])
    with harness("de", seed=RANKING_SEED) as h:
        ranking_step(h)
        ranking_path = h.save(directory / NAMES[1])
    return [board_path, ranking_path]


def colours_in(surface: pygame.Surface, rect: pygame.Rect, step: int = 6) -> set[tuple[int, int, int]]:
    """The distinct colours sampled on a grid inside `rect`."""
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right, step)
            for y in range(rect.top, rect.bottom, step)}


def test_board_screenshot_shows_the_recipe_being_written_and_every_part_of_the_table() -> None:
    with harness("en", seed=BOARD_SEED) as h:
        board = board_mid_invention(h)
        canvas = h.render()
        assert canvas.get_size() == (1920, 1080) and h.stack.crashes == [] and h.ctx.tr.missing == set()
        assert board.targets.button("confirm") is not None
        cauldron = board.plan.cauldron
        assert cauldron is not None
        for rect in L.slot_rects(cauldron)[:2] + L.draft_rects()[:2]:  # the recipe's cubes, in the cauldron and the bar
            assert len(colours_in(canvas, rect, 3)) > 12
        for rect in (L.SCREEN_PANEL, L.SUPPLY_PANEL, L.player_rect(3), L.log_rect(4), L.TILES):
            assert len(colours_in(canvas, rect)) > 30


def test_ranking_screenshot_in_german_shows_a_rank_and_its_points() -> None:
    with harness("de", seed=RANKING_SEED) as h:
        end = ranking_step(h)
        canvas = h.render()
        assert h.ctx.tr.missing == set() and h.stack.crashes == []
        assert end.step.rank == 1 and len(colours_in(canvas, pygame.Rect(60, 620, 1360, 420), 8)) > 40


def test_committed_screenshots_exist_at_full_size() -> None:
    for name in NAMES:
        image = pygame.image.load(str(SCREENSHOT_DIR / name))
        assert image.get_size() == (1920, 1080), name


if __name__ == "__main__":
    for path in make_screenshots(Path(sys.argv[1]) if len(sys.argv) > 1 else SCREENSHOT_DIR):
        print(path)
