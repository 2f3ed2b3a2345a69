"""The board screen's still parts are cached by region (ui/chrome.py): a frame at rest repaints
nothing, and at every moment the cached picture equals one painted afresh — so the cache never
shows something stale."""

from __future__ import annotations

import pygame

from games.materia_prima.ui.board_scene import BoardScene
from tests.materia_prima.ui.test_ui_campaigns import harness
from tests.materia_prima.ui.test_ui_play import start


def fresh_and_cached_agree(h, board: BoardScene) -> bool:  # type: ignore[no-untyped-def]
    cached = h.render().copy()
    board.chrome.forget()
    fresh = h.render()
    return pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_a_frame_at_rest_repaints_nothing_and_the_cache_is_never_stale() -> None:
    with harness() as h:
        driver = start(h, seats=("human", "human"))
        board = driver.board
        checked = 0
        for _ in range(12):
            driver.wait()
            h.render()
            before = board.chrome.repaints
            h.render()
            assert board.chrome.repaints == before
            assert fresh_and_cached_agree(h, board)
            checked += 1
            driver.step()
            if board.clip is not None:  # and in the middle of a clip
                assert fresh_and_cached_agree(h, board)
        h.move((1500, 800))  # hovering a button changes it: its region is painted again
        before = board.chrome.repaints
        h.render()
        assert fresh_and_cached_agree(h, board) and checked == 12 and board.chrome.repaints >= before
