"""Small rooms: no module of games/ or scanner/ grows past MAX_LINES lines (split it by idea)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 400


def test_every_module_stays_under_the_limit() -> None:
    sizes = {p.relative_to(ROOT): len(p.read_text(encoding="utf-8").splitlines())
             for folder in ("games", "scanner") for p in (ROOT / folder).rglob("*.py")}
    assert len(sizes) > 300
    too_long = {str(path): lines for path, lines in sizes.items() if lines > MAX_LINES}
    assert not too_long, f"modules over {MAX_LINES} lines: {too_long}"
