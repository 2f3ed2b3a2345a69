"""The attract screen finds its computer match's board through the registry (GameInfo.attract),
so the kiosk imports no game."""

from __future__ import annotations

import ast
from pathlib import Path

from games import GAMES, resolve
from games.app.kiosk import attract
from games.app.kiosk.attract import ATTRACT_GAME, AttractScene
from tests.match_harness import harness


def test_the_attract_game_names_its_board_in_the_registry() -> None:
    from games.kupferkessel.ui.board_scene import BoardScene

    assert resolve(GAMES[ATTRACT_GAME].attract) is BoardScene


def test_the_attract_screen_imports_no_game() -> None:
    tree = ast.parse(Path(attract.__file__).read_text(encoding="utf-8"))
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    names |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert not {name for name in names if name.startswith("games.") and not name.startswith("games.app")}


def test_the_attract_screen_plays_the_registry_board(tmp_path) -> None:
    with harness(storage_dir=tmp_path) as h:
        scene = h.push(AttractScene(seed=3))
        assert type(scene.board).__name__ == "BoardScene"
        assert scene.board.session.game_id == ATTRACT_GAME
