"""Match records: {game, rules_version, seats, seed, actions[text]} and their JSON form.

A record is the whole match: every decision and every chance outcome as notation text, so a save
is the record and loading is replay (a fold of `apply` over the log). Anything that does not fit
raises CorruptRecordError naming the field (and the action's index) that is wrong.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from games.kernel import shape
from games.kernel.errors import CorruptRecordError, NewerRecordError, RulesError
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


RECORD_SHAPE = shape.obj(
    {"game": shape.name(max_length=100), "rules_version": shape.name(max_length=100),
     "seats": shape.list_of(shape.name(max_length=100), max_items=64), "seed": shape.nullable(shape.integer()),
     "actions": shape.list_of(shape.text(max_length=1000))},
    optional={"config": shape.dict_of(shape.anything())}, extra=True)
"""What a stored record must look like (fields a newer program adds are ignored)."""


def record_from_dict(data: object) -> MatchRecord:
    """Check and convert parsed JSON into a MatchRecord."""
    try:
        shape.check(RECORD_SHAPE, data)
    except shape.ShapeError as error:
        raise CorruptRecordError(f"match record: {error}") from None
    assert isinstance(data, dict)
    return MatchRecord(data["game"], data["rules_version"], tuple(data["seats"]), data["seed"],
                       list(data["actions"]), dict(data.get("config", {})))


def parse_json(text: str, what: str) -> Any:
    """The data in a JSON text; CorruptRecordError naming `what` (e.g. "match record") if it is none."""
    try:
        return shape.loads(text)
    except json.JSONDecodeError as error:
        raise CorruptRecordError(f"{what}: not valid JSON ({error.msg} at line {error.lineno})") from None
    except shape.NonFiniteNumber as error:
        raise CorruptRecordError(f"{what}: {error}") from None
    except RecursionError:
        raise CorruptRecordError(f"{what}: nested too deeply to be one") from None


def record_from_json(text: str) -> MatchRecord:
    """Parse a JSON text into a MatchRecord (CorruptRecordError on anything wrong)."""
    return record_from_dict(parse_json(text, "match record"))


def check_compatible(rules: Rules, record: MatchRecord) -> None:
    """CorruptRecordError unless `record` belongs to `rules` (game, version, seat count)."""
    if record.game != rules.game_id:
        raise CorruptRecordError(f"match record: field 'game' is '{record.game}', expected '{rules.game_id}'")
    if record.rules_version != rules.rules_version:
        newer = version_number(record.rules_version) > version_number(rules.rules_version)
        raise (NewerRecordError if newer else CorruptRecordError)(
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


def version_number(rules_version: str) -> int:
    """The number at the end of a rules version ("kupferkessel-2" -> 2; "7" -> 7; none -> 0)."""
    tail = rules_version.rsplit("-", 1)[-1]
    return int(tail) if tail.isascii() and tail.isdigit() and len(tail) <= 9 else 0


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
