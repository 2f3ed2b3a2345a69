"""The board's drawing and turn controls are functions of values: board_view and turn_ui take a frozen
TableView (what the player at the screen may see) and the screen's widgets, never the screen, and
hand back a Layout or a Command that the screen applies."""

from __future__ import annotations

import ast
import dataclasses
import inspect
from pathlib import Path

import pytest

from games.app.scene import Intent
from games.app.testing.headless import Harness
from games.materia_prima.ui import board_view, turn_ui
from games.materia_prima.ui.table_view import Command
from tests.materia_prima.crafted import MOMENTS, crafted_board

UI = Path(board_view.__file__).parent


@pytest.mark.parametrize("module", [board_view, turn_ui])
def test_no_function_takes_or_imports_the_screen(module: object) -> None:
    tree = ast.parse(Path(inspect.getfile(module)).read_text("utf-8"))  # type: ignore[arg-type]
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(name and name.endswith(("board_scene", "table_screen")) for name in imported)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            names = [arg.arg for arg in node.args.args]
            assert "scene" not in names, f"{module.__name__}.{node.name} takes the scene"  # type: ignore[attr-defined]


def test_the_view_is_a_frozen_value_made_from_the_session_view() -> None:
    with Harness("en") as h:
        board = h.push(crafted_board(MOMENTS["fight"](), h.ctx.storage))
        view = board.table_view()
        assert dataclasses.is_dataclass(view) and view.__dataclass_params__.frozen  # type: ignore[attr-defined]
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.tab = "pool"  # type: ignore[misc]
        assert view.state is board.session.view().state and view.decision == "act" == board.decision
        assert view.legal == tuple(board.session.legal_actions())


def test_a_verb_press_is_a_command_the_screen_applies() -> None:
    with Harness("en") as h:
        board = h.push(crafted_board(MOMENTS["fight"](), h.ctx.storage))
        h.render()
        fight = next(b for b in board.buttons.buttons if b.action == ("verb", "fight"))
        before = list(board.buttons.buttons)
        command = turn_ui.handle(board.table_view(), board.widgets(), Intent("click", pos=fight.rect.center), h.ctx)
        assert command == Command() and board.buttons.buttons == before, "a new layout, applied by the screen"
        assert board.controls.verb == "fight"  # the turn's selection is the screen's widget, handed in
        for verb, tab in (("transmute", "pool"), ("research", "pool"), ("deliver", "cities"), ("sail", "cities")):
            assert turn_ui.handle_press(board.widgets(), ("verb", verb)) == Command(tab=tab)
        assert board.tab == "inquisition", "turn_ui changes nothing of the screen"
        play = next(b for b in board.buttons.buttons if isinstance(b.action, tuple) and b.action[0] == "play")
        assert turn_ui.handle_press(board.widgets(), play.action) == Command(play=(play.action[1],))
        assert turn_ui.handle_press(board.widgets(), "rules") == Command(activate="rules")
