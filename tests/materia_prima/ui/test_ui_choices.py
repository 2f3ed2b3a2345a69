"""Every decision a human makes on the board (the forced ones: a scenario event, play on at an easier
difficulty, the researched card to keep or put back, the sacrifice, the burning tower's element;
and a turn's actions) shows each button whole: no button covers Undo or another button, and all lie
on the canvas. The layout is one 1920 x 1080 canvas that a 1280 x 720 window scales, so the same
rects hold at both sizes; the check runs in both languages, whose words differ in length."""

from __future__ import annotations

import pygame
import pytest

from games.app.testing.headless import Harness
from games.app.kit.theme import CANVAS_H, CANVAS_W
from games.materia_prima.ui.board_scene import BoardScene
from tests.materia_prima.crafted import MOMENTS, crafted_board
from tests.materia_prima.ui.test_ui_campaigns import harness
from tests.materia_prima.ui.ui_tour import forget_drawings, press

FORCED = {"event", "extend", "research-keep", "research-trim", "sacrifice", "destroy"}
WINDOWS = ((1920, 1080), (1280, 720))


def scaled(rect: pygame.Rect, window: tuple[int, int]) -> pygame.Rect:
    """Where `rect` of the canvas lies in a window of size `window`."""
    fx, fy = window[0] / CANVAS_W, window[1] / CANVAS_H
    return pygame.Rect(round(rect.x * fx), round(rect.y * fy), round(rect.w * fx), round(rect.h * fy))


def overlaps(board: BoardScene, window: tuple[int, int]) -> list[str]:
    """Pairs of controls drawn over each other (Undo counted as a control), and controls off the canvas."""
    named = [(str(b.action), b.rect) for b in board.buttons.buttons]
    named.append(("undo", board.undo.rect))
    found = []
    for index, (name, rect) in enumerate(named):
        if not pygame.Rect(0, 0, CANVAS_W, CANVAS_H).contains(rect):
            found.append(f"{name} off the canvas at {rect}")
        for other, second in named[index + 1:]:
            if scaled(rect, window).colliderect(scaled(second, window)):
                found.append(f"{name} {rect} overlaps {other} {second}")
    return found


@pytest.mark.parametrize("language", ["de", "en"])
def test_no_button_covers_undo_or_another_in_any_decision(language: str) -> None:
    seen: set[str] = set()
    problems: list[str] = []
    with harness(language) as h:
        forget_drawings()
        h.forget_texts()
        for name, make in MOMENTS.items():
            board = h.push(crafted_board(make(), h.ctx.storage))
            assert isinstance(board, BoardScene)
            if name == "fight":
                press(h, ("verb", "fight"))
            h.step(0.2)
            seen.add(board.decision)
            for window in WINDOWS:
                problems += [f"{name} {window}: {p}" for p in overlaps(board, window)]
            h.back()
        h.render()
        names = " ".join(h.ctx.fonts.recorded())  # type: ignore[attr-defined]
    assert FORCED <= seen, f"decisions not visited: {FORCED - seen}"
    assert problems == [], "\n".join(problems)
    assert "Anna" in names and "Player" not in names  # the players' names, as a new campaign gives them


def test_the_first_choice_of_an_event_day_is_pressed_where_it_is_seen() -> None:
    """A tap on the visible top strip of "spend the points" plays it (it was hidden under Undo)."""
    with harness("en") as h:
        board = h.push(crafted_board(MOMENTS["event"](), h.ctx.storage))
        assert isinstance(board, BoardScene)
        first = next(b for b in board.buttons.buttons if isinstance(b.action, tuple) and b.action[0] == "play")
        assert first.kind == "primary"
        assert not first.rect.colliderect(board.undo.rect)
        h.click((first.rect.centerx, first.rect.bottom - 6))
        assert str(board.session.match.record.actions[-1]) == "event 4 alchemists"
