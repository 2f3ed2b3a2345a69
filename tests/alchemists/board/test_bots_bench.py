"""The Alchemists bots bench names, seed by seed, the mixed games the strong seat did not win."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[3] / "bench" / "alchemists_bots_bench.py"


def load_bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The bench script as a module (bench/ is no package: its folder goes on the path for its helpers)."""
    monkeypatch.syspath_prepend(str(BENCH.parent))
    spec = importlib.util.spec_from_file_location("alchemists_bots_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


def test_losses_names_the_seed_the_scores_and_the_points_by_source(capsys: pytest.CaptureFixture[str],
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Four-seat Master's first mixed game (seed 30450, the strong seat 0) is a loss today (a tie at
    26); whatever the bots play, a lost game gets one line whose sources add up to the scores."""
    bench = load_bench(monkeypatch)
    assert bench.main(["--games", "1", "--players", "4", "--variants", "master", "--losses"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("4p master ")
    lost = "strong>easy   0%" in lines[0]
    assert len(lines) == (2 if lost else 1)
    if not lost:
        return
    found = re.fullmatch(r"  seed 30450 strong seat 0: scores \[(.*)\] \| strong (.*) \| easy seat (\d) (.*)", lines[1])
    assert found is not None, lines[1]
    scores = [int(n) for n in found.group(1).split(", ")]
    rival = int(found.group(3))
    assert scores[0] <= scores[rival] == max(scores[1:])
    for text, seat in ((found.group(2), 0), (found.group(4), rival)):
        words = text.split()
        assert words[::2] == ["repu", "arti", "gran", "gold", "theo"]
        assert sum(int(n) for n in words[1::2]) == scores[seat]
