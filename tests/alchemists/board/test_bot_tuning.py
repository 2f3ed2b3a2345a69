"""The strong bot's numbers in one StrongTuning: the defaults are the shipped constants and play the
same game, another tuning reaches the decisions, and the tuning bench runs."""

from __future__ import annotations

from dataclasses import replace
from types import ModuleType

import pytest

from games.alchemists.board import knowledge as K
from games.alchemists.board import plan as P
from games.alchemists.board import values as V
from games.alchemists.board.bots import EasyBot, StrongBot
from games.alchemists.board.rules import RULES
from games.alchemists.board.tuning import DEFAULT, StrongTuning, current, using
from games.alchemists.deduction import WorldSet
from games.kernel.play import play_to_end
from tests.bench_scripts import load_bench_script



def test_the_default_tuning_is_the_shipped_constants() -> None:
    assert StrongTuning() == DEFAULT and DEFAULT.changed() == {}
    assert (V.GOLD_VALUE, V.GOLD_BY_ROUND, V.FREED_SHARE, V.BID, V.SURE_SALE) == (0.8, (0.8, 0.8, 0.8, 0.8, 0.8, 0.6),
                                                                                0.7, 0, 0.85)
    assert (V.CONFERENCE_WEIGHT, V.MONTH_SHARE, V.INFO_VALUE, V.DEBUNK_RISK) == ((1.0, 0.8, 0.3), 0.1, 2.0, 0.3)
    assert V.STAR_CERTAINTY == {"gold": 0.9, "silver": 0.7}
    assert (K.THEORY_TRUST, K.DOUBTED, K.PLAUSIBLE, K.TRUSTED_SEAL) == (1.5, 0.1, 0.25, 16.0)
    assert (P.IDLE_CUBE, P.FORAGED_PAIR, DEFAULT.stranded, DEFAULT.planned_experiment) == (0.35, 0.7, 9.0, -10.0)
    assert StrongBot().memory.trusted == 16.0 and StrongBot(tuning=DEFAULT.with_(trusted_seal=4.0)).memory.trusted == 4.0


def test_a_tuning_is_current_only_while_its_bot_decides() -> None:
    knowledge = K.Knowledge(WorldSet.of(()), ())  # nothing known: every cell an eighth
    hedged = V.seal_value(knowledge, 0, 0, "hedge-red")
    wrong = 1 - 1 / 8 - V.only_wrong_in(knowledge, 0, 0, "red")
    assert V.seal_value(knowledge, 0, 0, "silver") == -10.0  # too unsure for a silver seal as shipped
    tuned = DEFAULT.with_(debunk_risk=0.0, star_silver=0.1, star_facts=0.0)
    with using(tuned):
        assert current() is tuned
        assert V.seal_value(knowledge, 0, 0, "hedge-red") == pytest.approx(hedged + wrong * 0.3 * 5)
        assert V.seal_value(knowledge, 0, 0, "silver") > -10.0
    assert current() is DEFAULT and V.seal_value(knowledge, 0, 0, "hedge-red") == hedged
    with pytest.raises(TypeError):
        DEFAULT.with_(no_such_number=1)


def moves(bots: list, seed: int, variant: str) -> list[str]:
    return list(play_to_end(RULES, bots, seed, config={"variant": variant}).record.actions)


def test_the_default_tuning_plays_the_shipped_game_and_another_one_plays_differently() -> None:
    # The seed-7 board golden (test_cli_golden) pins the shipped bots' game; here the explicit default
    # plays the very same moves, next to an easy seat, and a changed number changes them.
    shipped = moves([StrongBot(), EasyBot(), StrongBot()], 11, "master")
    assert moves([StrongBot(tuning=StrongTuning()), EasyBot(), StrongBot(tuning=replace(DEFAULT))], 11, "master") == shipped
    bold = DEFAULT.with_(star_gold=0.5, star_silver=0.3, debunk_risk=0.0)
    assert moves([StrongBot(tuning=bold), EasyBot(), StrongBot(tuning=bold)], 11, "master") != shipped


def load_tune(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The tuning bench as a module."""
    return load_bench_script("alchemists_bots_tune", monkeypatch)


def test_the_tune_bench_searches_and_validates_on_one_game(capsys: pytest.CaptureFixture[str],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    tune = load_tune(monkeypatch)
    assert tune.parse_set("bid=2 conference_weight=(1.0,1.0,0.6)") == DEFAULT.with_(bid=2,
                                                                                  conference_weight=(1.0, 1.0, 0.6))
    assert tune.main(["--games", "1", "--params", "bid", "--gain", "99", "--start", "bid=1", "--grid", "bid=0,2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("bid=1 ") and " winner A " in lines[0] and "rep/seat debunk " in lines[0]
    assert [line.split()[0] for line in lines[1:3]] == ["bid=0", "bid=2"]  # bid=0: the shipped value
    assert all(" diff " in line and "TAKEN" not in line for line in lines[1:3])
    assert lines[3].startswith("best: bid=1 ")
    assert tune.main(["--validate", "bid=2", "--games", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4 and lines[2].startswith("bid=2 ") and "mixed: beats easy" in lines[2]
    assert "debunk lost " in lines[3] and "points theories " in lines[3]
    with pytest.raises(SystemExit):
        tune.main(["--params", "no_such_number"])
