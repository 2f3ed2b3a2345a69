"""Every command line starts without the window: importing any tool loads no pygame (a tool that
draws imports it once its arguments are checked, `cards`; the window only when it opens). The
dispatcher and the fast tools load neither OpenCV nor numpy either (`scan` needs OpenCV, `deduce`
numpy: theirs is the work)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOLS = sorted(p.stem for p in (ROOT / "games" / "tools").glob("*.py") if p.stem != "__init__")
HEAVY = ("pygame", "cv2", "numpy")


def loaded_after_import(module: str) -> list[str]:
    probe = f"import sys, {module}; print(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_every_command_line_lives_in_games_tools() -> None:
    assert {"cli", "args", "window", "lab", "deduce", "cards", "scan", "play", "kiosk"} <= set(TOOLS)


def test_the_dispatcher_and_every_tool_import_no_window_library() -> None:
    modules = ["games.tools." + name for name in TOOLS]
    probe = ("import sys, importlib\n"
             f"for name in {modules!r}:\n"
             "    importlib.import_module(name)\n"
             "print(' '.join(m for m in ('pygame',) if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == []


@pytest.mark.parametrize("module", ["games.tools.cli", "games.tools.args", "games.tools.window", "games.tools.lab"])
def test_the_fast_tools_load_not_even_numpy(module: str) -> None:
    assert loaded_after_import(module) == []
