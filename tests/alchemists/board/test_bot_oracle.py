"""The oracle bench: seats that know the secret from a given round on, same policy otherwise."""

from __future__ import annotations

from types import ModuleType

import pytest

from games.alchemists.board.economy import assignment
from games.alchemists.board.rules import RULES
from games.alchemists.deduction import WORLDS
from games.alchemists.board.knowledge import facts_of
from games.kernel.play import new_match
from tests.bench_scripts import load_bench_script



def load_oracle(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The oracle bench as a module."""
    return load_bench_script("alchemists_bots_oracle", monkeypatch)


def test_an_oracle_knows_the_true_world_from_its_round_on(monkeypatch: pytest.MonkeyPatch) -> None:
    oracle = load_oracle(monkeypatch)
    match = new_match(RULES, ["a", "b", "c", "d"], 5, {"variant": "apprentice"})
    secret = assignment(match.state.secret)
    view = RULES.view(match.state, 0)
    assert view.round == 0  # setup: nothing mixed yet
    assert oracle.OracleMemory(secret, 1).recall(view).worlds.count == len(WORLDS)  # its round not yet come
    known = oracle.OracleMemory(secret, 0).recall(view)
    assert known.worlds.count == 1
    assert tuple(WORLDS[known.worlds.mask][0]) == tuple(secret)
    assert [max(range(8), key=lambda x: known.cells[i, x]) for i in range(8)] == list(secret)


def test_the_oracle_bench_prints_both_tables(capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    oracle = load_oracle(monkeypatch)
    assert oracle.main(["--games", "1", "--from-round", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[1] for line in lines] == ["shipped", "oracle"] * 2
    assert all(" seat " in line and " winner " in line and "theories " in line for line in lines)
    with pytest.raises(SystemExit):
        oracle.main(["--from-round", "7"])


def test_pooled_seats_know_every_seat_s_facts_and_a_gift_comes_once_a_round(monkeypatch: pytest.MonkeyPatch) -> None:
    oracle = load_oracle(monkeypatch)
    match = oracle.play(7, "apprentice", None, pooled=True)
    middle = next(s for s in match.states if s.round == 3)  # before the end, where every view shows all
    memory = oracle.PooledMemory(type("Now", (), {"state": middle})())
    everyone = {f for seat in range(4) for f in facts_of(RULES.view(middle, seat))}
    own = set(facts_of(RULES.view(middle, 0)))
    assert own < everyone and set(memory.recall(RULES.view(middle, 0)).worlds.facts) == everyone
    given: set[tuple[int, str]] = set()
    start = next(s for s in match.states if s.round == 2 and s.agenda and s.agenda[0].kind == "order")
    once = oracle.gifted(start, "gold", given)
    assert [lab.gold for lab in once.labs] == [lab.gold + 1 for lab in start.labs]
    assert oracle.gifted(once, "gold", given) is once  # not twice in a round
    assert oracle.gifted(match.states[5], "gold", set()) is match.states[5]  # nothing in round 1
