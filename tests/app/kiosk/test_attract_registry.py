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
