"""The Alchemists bots bench names, seed by seed, the mixed games the strong seat did not win."""

from __future__ import annotations

import re
from types import ModuleType

import pytest

from tests.bench_scripts import load_bench_script



def load_bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The bench script as a module."""
    return load_bench_script("alchemists_bots_bench", monkeypatch)


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


def test_artifacts_and_exhibitions_are_counted_apart_for_all_strong_tables_and_easy_seats(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue's habits (artifacts bought, exhibitions, reputation, seals) are all-strong figures: a
    mixed game adds its easy seats to the easy tally and nothing to the strong one."""
    bench = load_bench(monkeypatch)
    tally = bench.Tally()
    mixed = bench.play(["easy", "strong", "easy"], 7, "apprentice", tally)
    easy, strong_habits = tally.habits["easy"], tally.habits["strong"]
    assert len(easy.artifacts) == len(easy.exhibitions) == len(easy.seals) == 2 and not strong_habits.artifacts
    assert easy.artifacts == [len(mixed.state.labs[seat].artifacts) for seat in (0, 2)]
    assert easy.reputation == [mixed.state.labs[seat].reputation for seat in (0, 2)]
    strong = bench.play(["strong"] * 3, 7, "apprentice", tally)
    assert strong_habits.artifacts == [len(lab.artifacts) for lab in strong.state.labs]
    assert [made for _, made in strong_habits.exhibitions] == [len(lab.exhibited) for lab in strong.state.labs]
    sealed = [sum(1 for e in strong.state.events if e.seat == seat and e.kind in ("published", "endorsed"))
              for seat in range(3)]
    assert [placed for placed, _ in strong_habits.seals] == sealed  # standing and debunked alike
    assert all(0 <= right <= placed for placed, right in strong_habits.seals)
    assert "all strong: artifacts/player" in bench.report(3, "apprentice", tally)
