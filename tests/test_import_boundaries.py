"""The core stays pure: an AST check of every import in the tree.

- Rules and data (games/kernel, games/bots, games/<game>/ outside ui/; every screen lives under a
  ui/ folder, the Alchemists board game's in games/alchemists/board/ui/) import none of
  pygame, cv2, scanner, games.app, nor the clock (time, datetime) or hidden chance (random);
  only the driver (games/kernel/play.py) and the bots hold a random generator.
- numpy is allowed in the core: it is deterministic, touches no device, window or clock, and the
  Alchemists deduction engine needs it to answer over all 40,320 worlds at once (a mask per fact).
  The lab's command line must answer fast without it: tests/tools/test_lab.py checks that it
  never loads numpy.
- scanner/ imports neither pygame nor games.
- The command lines (games/tools/) import no pygame at start, so they answer fast
  (tests/tools/test_no_window_at_start.py imports each one), and name none of pygame, cv2 or the
  scanner: what needs them lives in the shell (the scan tool in games/app/camera/scan_tool.py).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHELL_LIBRARIES = {"pygame", "cv2", "scanner", "zxingcpp", "pyzbar"}
CLOCK_AND_CHANCE = {"time", "datetime", "random", "secrets"}


def imported_modules(path: Path) -> set[str]:
    """Every module name an import statement in `path` names (absolute imports only)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def top_names(modules: set[str]) -> set[str]:
    """The first component of each dotted module name."""
    return {name.split(".")[0] for name in modules}


def is_pure(path: Path) -> bool:
    """True for modules that must stay free of the shell, the clock and hidden chance."""
    rel = path.relative_to(ROOT / "games")
    parts = rel.parts
    if parts[0] in ("app", "tools") or "ui" in parts:
        return False
    return len(parts) > 1


def pure_modules() -> list[Path]:
    return sorted(p for p in (ROOT / "games").rglob("*.py") if is_pure(p))


def test_there_are_pure_modules_to_check() -> None:
    assert any(p.parent.name == "kernel" for p in pure_modules())


@pytest.mark.parametrize("path", pure_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_rules_stay_pure(path: Path) -> None:
    modules = imported_modules(path)
    forbidden = top_names(modules) & SHELL_LIBRARIES
    forbidden |= {m for m in modules if m == "games.app" or m.startswith("games.app.")}
    allowed_chance = path.name == "play.py" and path.parent.name == "kernel" or path.parent.name == "bots"
    if not allowed_chance:
        forbidden |= top_names(modules) & CLOCK_AND_CHANCE
    assert not forbidden, f"{path.relative_to(ROOT)} imports {sorted(forbidden)}"


@pytest.mark.parametrize(
    "path", sorted((ROOT / "scanner").rglob("*.py")), ids=lambda p: str(p.relative_to(ROOT))
)
def test_scanner_knows_nothing_of_pygame_or_games(path: Path) -> None:
    forbidden = top_names(imported_modules(path)) & {"pygame", "games"}
    assert not forbidden, f"{path.relative_to(ROOT)} imports {sorted(forbidden)}"


@pytest.mark.parametrize("path", sorted((ROOT / "games" / "tools").glob("*.py")) + [ROOT / "main.py"],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_command_line_tools_name_no_pygame(path: Path) -> None:
    assert "pygame" not in top_names(imported_modules(path))


@pytest.mark.parametrize("path", sorted((ROOT / "games" / "tools").glob("*.py")), ids=lambda p: str(p.relative_to(ROOT)))
def test_command_line_tools_leave_the_camera_and_window_libraries_to_the_shell(path: Path) -> None:
    """A tool that needs the scanner, OpenCV or pygame hands over to the shell (games/app/)."""
    assert not top_names(imported_modules(path)) & {"pygame", "cv2", "scanner"}
