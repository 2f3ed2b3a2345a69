"""Match records: {game, rules_version, seats, seed, actions[text]} and their JSON form.

A record is the whole match: every decision and every chance outcome as notation text, so a save
is the record and loading is replay (a fold of `apply` over the log). Anything that does not fit
raises CorruptRecordError naming the field (and the action's index) that is wrong.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping

from games.kernel.errors import CorruptRecordError, RulesError
from games.kernel.protocol import Rules, State, seat_names_of

FIELDS: tuple[str, ...] = ("game", "rules_version", "seats", "seed", "actions")


@dataclass
class MatchRecord:
    """What is needed to replay a match: the game, its rules version, the seats, seed and log."""

    game: str
    rules_version: str
    seats: tuple[str, ...]
    seed: int | None
    actions: list[str] = field(default_factory=list)
    config: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The record as plain JSON-ready data."""
        data: dict[str, Any] = {
            "game": self.game,
            "rules_version": self.rules_version,
            "seats": list(self.seats),
            "seed": self.seed,
            "actions": list(self.actions),
        }
        if self.config:
            data["config"] = dict(self.config)
        return data

    def to_json(self) -> str:
        """The record as a JSON text (one action per line for readable diffs)."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)


def _require(data: Mapping[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    if name not in data:
        raise CorruptRecordError(f"match record: field '{name}' is missing")
    value = data[name]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise CorruptRecordError(f"match record: field '{name}' has the wrong type ({type(value).__name__})")
    return value


def record_from_dict(data: object) -> MatchRecord:
    """Check and convert parsed JSON into a MatchRecord."""
    if not isinstance(data, dict):
        raise CorruptRecordError("match record: expected a JSON object at the top level")
    game = _require(data, "game", str)
    version = _require(data, "rules_version", str)
    seats = _require(data, "seats", list)
    for index, seat in enumerate(seats):
        if not isinstance(seat, str):
            raise CorruptRecordError(f"match record: field 'seats' entry {index} is not text")
    if "seed" not in data:
        raise CorruptRecordError("match record: field 'seed' is missing")
    seed = data["seed"]
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise CorruptRecordError("match record: field 'seed' must be an integer or null")
    actions = _require(data, "actions", list)
    for index, action in enumerate(actions):
        if not isinstance(action, str):
            raise CorruptRecordError(f"match record: field 'actions' entry {index} is not text")
    config = data.get("config", {})
    if not isinstance(config, dict):
        raise CorruptRecordError("match record: field 'config' must be an object")
    return MatchRecord(game, version, tuple(seats), seed, list(actions), dict(config))


def parse_json(text: str, what: str) -> Any:
    """The data in a JSON text; CorruptRecordError naming `what` (e.g. "match record") if it is none."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise CorruptRecordError(f"{what}: not valid JSON ({error.msg} at line {error.lineno})") from None


def record_from_json(text: str) -> MatchRecord:
    """Parse a JSON text into a MatchRecord (CorruptRecordError on anything wrong)."""
    return record_from_dict(parse_json(text, "match record"))


def check_compatible(rules: Rules, record: MatchRecord) -> None:
    """CorruptRecordError unless `record` belongs to `rules` (game, version, seat count)."""
    if record.game != rules.game_id:
        raise CorruptRecordError(f"match record: field 'game' is '{record.game}', expected '{rules.game_id}'")
    if record.rules_version != rules.rules_version:
        raise CorruptRecordError(
            f"match record: field 'rules_version' is '{record.rules_version}', "
            f"this program plays '{rules.rules_version}'"
        )
    try:
        expected = len(seat_names_of(rules, record.config or None))
    except RulesError as error:
        raise CorruptRecordError(f"match record: field 'config' does not fit {rules.game_id}: {error}") from None
    if len(record.seats) != expected:
        raise CorruptRecordError(
            f"match record: field 'seats' has {len(record.seats)} entries, expected {expected}"
        )


def replay_states(rules: Rules, record: MatchRecord) -> list[State]:
    """Every state of the match: before the first action, then after each action."""
    check_compatible(rules, record)
    state = rules.setup(record.config or None)
    states = [state]
    for index, text in enumerate(record.actions):
        try:
            state = rules.apply(state, rules.parse_action(text))
        except RulesError as error:
            raise CorruptRecordError(f"match record: field 'actions' entry {index} ('{text}'): {error}") from None
        states.append(state)
    return states


def replay(rules: Rules, record: MatchRecord) -> State:
    """The final state of the record's log: a fold of apply over the actions."""
    return replay_states(rules, record)[-1]
