"""The gift bench: seat 0 gets an artifact or gold when a round starts, the rest of the game as shipped."""

from __future__ import annotations

from types import ModuleType

import pytest

from games.alchemists.board.state import State
from games.kernel.play import Match
from tests.bench_scripts import load_bench_script


def load_gifts(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The gift bench as a module."""
    return load_bench_script("alchemists_gift_value", monkeypatch)


def test_only_lasting_artifacts_and_gold_can_be_gifts(monkeypatch: pytest.MonkeyPatch) -> None:
    gifts = load_gifts(monkeypatch)
    assert gifts.check_gift("printing-press") == "printing-press"
    assert gifts.check_gift("gold:3") == "gold:3"
    with pytest.raises(ValueError, match="acts when bought"):
        gifts.check_gift("thinking-cap")
    with pytest.raises(ValueError, match="unknown gift"):
        gifts.check_gift("gold:many")


def test_the_gift_reaches_seat_0_in_its_round_and_nobody_else(monkeypatch: pytest.MonkeyPatch) -> None:
    gifts = load_gifts(monkeypatch)
    gifted = gifts.play_match(81_000, "apprentice", "robe-of-respect", 3)
    shipped = gifts.play_match(81_000, "apprentice", "", 3)
    held = sorted({r for r, s in _rounds(gifted) if "robe-of-respect" in s.labs[0].artifacts})
    assert held == [3, 4, 5, 6]
    first_of_3 = next(i for i, (r, _) in enumerate(_rounds(gifted)) if r == 3)
    assert gifted.states[first_of_3 - 1] == shipped.states[first_of_3 - 1]  # the same game until the gift
    assert gifted.states[first_of_3 + 2].labs[1:] == shipped.states[first_of_3 + 2].labs[1:]


def test_gold_is_added_once(monkeypatch: pytest.MonkeyPatch) -> None:
    gifts = load_gifts(monkeypatch)
    match = gifts.play_match(81_001, "master", "", 2)
    state = next(s for r, s in _rounds(match) if r == 2)
    assert gifts.given(state, "gold:4").labs[0].gold == state.labs[0].gold + 4
    assert gifts.given(state, "gold:4").labs[1:] == state.labs[1:]


def _rounds(match: Match) -> list[tuple[int, State]]:
    """(round, state) for every state of the match."""
    return [(s.round, s) for s in match.states]
