"""The attract screen shows every game through the registry and the shared seat setup, so the
kiosk imports no game."""

from __future__ import annotations

import ast
from pathlib import Path

from games.app.kiosk import attract


def test_the_attract_screen_imports_no_game() -> None:
    tree = ast.parse(Path(attract.__file__).read_text(encoding="utf-8"))
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    names |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert not {name for name in names if name.startswith("games.") and not name.startswith("games.app")}


def test_a_game_that_cannot_show_its_match_is_logged_counted_and_shown_as_its_picture(
        monkeypatch, caplog, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tests.match_harness import harness

    def broken(*args: object) -> None:
        raise RuntimeError("no board today")

    monkeypatch.setattr(attract, "demo_board", broken)
    before = len(attract.FAILURES)
    with harness(storage_dir=tmp_path) as h:
        scene = h.push(attract.AttractScene(seed=3))
        assert scene.board is None and scene.failures and "no board today" in scene.failures[0]
        assert attract.FAILURES[before:] == scene.failures
        assert "cannot show a computer match" in caplog.text and "RuntimeError" in caplog.text
        h.render()
    del attract.FAILURES[before:]  # provoked on purpose: the suite's check must not fail this test
