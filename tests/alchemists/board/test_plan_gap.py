"""The plan-gap bench: the best set of actions found by trying every set, and the last round's stock."""

from __future__ import annotations

from types import ModuleType

import pytest

from games.alchemists.board.components import FORAGE, SELL
from games.alchemists.board.plan import Offer
from games.alchemists.board.rules import RULES
from games.alchemists.board.knowledge import KnowledgeMemory
from games.alchemists.board.state import Task, Theory
from tests.alchemists.board.helpers import lab, table
from tests.alchemists.board.test_bot_reasoning import results
from tests.bench_scripts import load_bench_script


def load_gap(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The plan-gap bench as a module."""
    return load_bench_script("alchemists_plan_gap", monkeypatch)


def test_trying_every_set_finds_the_sale_the_greedy_steps_miss(monkeypatch: pytest.MonkeyPatch) -> None:
    gap = load_gap(monkeypatch)
    view = RULES.view(table([lab(hand=["fern", "toad"]), lab(), lab()], agenda=[Task("declare", 0)]), 0)
    # per cube, less the unused cubes' favour (0.35 a cube): forage 0.65, the sale (2 cubes) 0.60 -
    # greedy forages first and has no two cubes left; alone, the sale is worth 1.2
    offers = {FORAGE: [Offer(1.0)], SELL: [Offer(1.9, income=3)]}
    assert gap.set_worth(offers, view, 2, [FORAGE]) == pytest.approx(0.65)
    assert gap.set_worth(offers, view, 2, [FORAGE, SELL]) is None  # three cubes
    assert gap.best_set(offers, view, 2) == pytest.approx(1.2)
    assert gap.best_set(offers, view, 3) == pytest.approx(1.85)
    assert gap.best_set({FORAGE: [Offer(0.2)]}, view, 2) == 0.0  # below an unused cube: nothing


def test_the_last_round_stock_counts_right_theories_believed_and_what_the_gold_pays(
        monkeypatch: pytest.MonkeyPatch) -> None:
    gap = load_gap(monkeypatch)
    theories = (Theory(1, 1, ((1, "gold"),)), Theory(2, 2, ((1, "silver"), (2, "gold"))),
                Theory(3, 4, ((2, "gold"),)), Theory(4, 4, ((0, "gold"),)))  # 3 is wrong, 4 sealed by seat 0
    state = table([lab(gold=4), lab(), lab()], agenda=[Task("declare", 0)], round=6, theories=theories,
                  experiments=results(range(8)))
    view = RULES.view(state, 0)
    stock = gap.final_stock(view, KnowledgeMemory().recall(view), tuple(range(8)))
    assert stock["right theories believed"] == 2  # fern and toad; not the wrong one, not its own
    assert stock["star seals"] == 5 and stock["gold"] == 4
    assert stock["gold pays 1 endorsement"] == 1 and stock["gold pays 2"] == 0  # fees 2 and 3


def test_the_plan_gap_bench_prints_a_line_per_variant(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    gap = load_gap(monkeypatch)
    assert gap.main(["--games", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == ["apprentice", "master"]
    assert all("24 declarations" in line and "gold pays 2" in line for line in lines)
