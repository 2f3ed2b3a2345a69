"""Match records: JSON round trip, replay, and every kind of damage named by its field."""

from __future__ import annotations

import json

import pytest

from games.kernel.errors import CorruptRecordError
from games.kernel.record import MatchRecord, record_from_dict, record_from_json, replay, replay_states
from tests.kernel.toy_game import CIRCLE, RACE


def sample() -> MatchRecord:
    return MatchRecord("race", "race-1", ("human", "bot:random"), 42, ["roll 3", "add 2", "roll 1"])


def test_record_json_round_trip() -> None:
    record = sample()
    assert record_from_json(record.to_json()) == record


def test_replay_folds_apply_over_the_log() -> None:
    state = replay(RACE, sample())
    assert (state.total, state.seat, state.rolled) == (6, 1, True)
    assert len(replay_states(RACE, sample())) == 4


@pytest.mark.parametrize(
    "damage, field",
    [
        (lambda d: d.pop("game"), "field 'game' is missing"),
        (lambda d: d.update(seats="human"), "seats: expected a list, got text"),
        (lambda d: d.update(seats=["human", 3]), r"seats\[1\]: expected text, got a whole number"),
        (lambda d: d.update(seed="seven"), "seed: expected a whole number, got text"),
        (lambda d: d.update(seed=True), "seed: expected a whole number, got true/false"),
        (lambda d: d.pop("actions"), "field 'actions' is missing"),
        (lambda d: d.update(actions=["roll 3", None]), r"actions\[1\]: expected text, got null"),
        (lambda d: d.update(actions=["roll 3", ["roll 2"]]), r"actions\[1\]: expected text, got a list"),
        (lambda d: d.update(actions=7), "actions: expected a list, got a whole number"),
        (lambda d: d.update(rules_version=2), "rules_version: expected text, got a whole number"),
        (lambda d: d.update(config=[]), "config: expected an object, got a list"),
    ],
)
def test_corrupt_record_names_the_field(damage, field: str) -> None:
    data = sample().to_dict()
    damage(data)
    with pytest.raises(CorruptRecordError, match=field):
        record_from_dict(data)


def test_record_that_is_not_json_is_corrupt() -> None:
    with pytest.raises(CorruptRecordError, match="not valid JSON"):
        record_from_json("{ half a record")
    with pytest.raises(CorruptRecordError, match="nested too deeply"):
        record_from_json("[" * 100_000 + "]" * 100_000)
    with pytest.raises(CorruptRecordError, match="expected an object, got a list"):
        record_from_json(json.dumps([1, 2]))


def test_replay_rejects_a_foreign_game_and_version() -> None:
    with pytest.raises(CorruptRecordError, match="'game' is 'chess'"):
        replay(RACE, MatchRecord("chess", "race-1", ("a", "b"), 1, []))
    with pytest.raises(CorruptRecordError, match="'rules_version'"):
        replay(RACE, MatchRecord("race", "race-0", ("a", "b"), 1, []))
    with pytest.raises(CorruptRecordError, match="'seats' has 3 entries"):
        replay(RACE, MatchRecord("race", "race-1", ("a", "b", "c"), 1, []))


@pytest.mark.parametrize("version, newer", [("race-2", True), ("999", True), ("race-0", False), ("race", False),
                                            ("race-x", False)])
def test_a_higher_rules_version_is_told_apart_as_newer(version: str, newer: bool) -> None:
    from games.kernel.errors import NewerRecordError

    with pytest.raises(CorruptRecordError, match="'rules_version'") as raised:
        replay(RACE, MatchRecord("race", version, ("a", "b"), 1, []))
    assert isinstance(raised.value, NewerRecordError) is newer


def test_replay_names_the_bad_action_and_its_index() -> None:
    with pytest.raises(CorruptRecordError, match=r"entry 1 \('roll 2'\)"):
        replay(RACE, MatchRecord("race", "race-1", ("a", "b"), 1, ["roll 3", "roll 2"]))
    with pytest.raises(CorruptRecordError, match=r"entry 0 \('jump'\)"):
        replay(RACE, MatchRecord("race", "race-1", ("a", "b"), 1, ["jump"]))


def test_record_of_a_game_whose_table_varies_is_checked_against_its_config() -> None:
    record = MatchRecord("circle", "circle-1", ("human",) * 3, 1, ["add 2"], {"players": 3})
    assert replay(CIRCLE, record).total == 2
    with pytest.raises(CorruptRecordError, match="'seats' has 3 entries, expected 4"):
        replay(CIRCLE, MatchRecord("circle", "circle-1", ("human",) * 3, 1, [], {"players": 4}))
    with pytest.raises(CorruptRecordError, match="field 'config' does not fit circle"):
        replay(CIRCLE, MatchRecord("circle", "circle-1", ("human",) * 3, 1, [], {}))
