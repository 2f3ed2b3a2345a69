"""The campaign chronicle (Kampagnenchronik): exactly the rulebook's ten fields, and its JSON form.

    campaign        1 the campaign's name
    scenarios       2 the scenarios played: number, title and whether it was passed
    players         3 the players' names
    characters      4 the character each alchemist is (and who plays it)
    board           5 the board layout with the mines and cities
    towers          6 each alchemist's tower site (1–4)
    tower_upgrades  7 the tower upgrade each alchemist carries on (at most one)
    soul_stones     8 each alchemist's soul stones
    carried         9 homunculi and equipment carried on, each with a stone fragment of its level
                      (at most one per level)
    difficulties   10 the difficulty each scenario was played at: E, N or H

Characters and tower positions are fixed for the campaign. The JSON form keys per-alchemist fields
by character id. `chronicle_from_json` checks everything and raises CorruptRecordError naming the
field that is wrong, so a damaged save is reported and never half-loaded. No file I/O here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final

from games.kernel import shape
from games.kernel.errors import CorruptRecordError, RulesError
from games.kernel.record import parse_json
from games.materia_prima.board import board_for, check_layout, hex_text
from games.materia_prima.components import (
    CHARACTERS, DIFFICULTY_LETTERS, MAX_ALCHEMISTS, MIN_ALCHEMISTS, RECIPES, SCENARIOS, TOWER_SITES, UPGRADES,
)

FIELDS: Final[tuple[str, ...]] = (
    "campaign", "scenarios", "players", "characters", "board", "towers", "tower_upgrades", "soul_stones",
    "carried", "difficulties",
)
RESULTS: Final[tuple[str, ...]] = ("passed", "failed")


@dataclass(frozen=True)
class Played:
    """One scenario of the campaign: its number, result and difficulty letter."""

    number: int
    result: str
    difficulty: str


@dataclass(frozen=True)
class Member:
    """One alchemist of the campaign and what it carries on."""

    character: str
    player: str
    site: int
    soul_stone: int
    upgrade: str = ""
    carried: tuple[str, ...] = ()  # homunculus / equipment ids, at most one per level


@dataclass(frozen=True)
class Chronicle:
    """A campaign's chronicle (see the module docstring)."""

    campaign: str
    played: tuple[Played, ...]
    players: tuple[str, ...]
    members: tuple[Member, ...]
    layout: tuple[tuple[int, int], ...]

    def next_scenario(self) -> int:
        """The lowest scenario not yet passed (the last one when all are)."""
        passed = {p.number for p in self.played if p.result == "passed"}
        return next((n for n in sorted(SCENARIOS) if n not in passed), max(SCENARIOS))


def chronicle_to_json(chronicle: Chronicle) -> dict[str, Any]:
    """The chronicle as JSON data with exactly the ten fields."""
    board = board_for(chronicle.layout)
    ids = [m.character for m in chronicle.members]
    return {
        "campaign": chronicle.campaign,
        "scenarios": [{"number": p.number, "title": SCENARIOS[p.number].id, "result": p.result} for p in chronicle.played],
        "players": list(chronicle.players),
        "characters": [{"character": m.character, "colour": CHARACTERS[m.character].colour, "player": m.player}
                       for m in chronicle.members],
        "board": {
            "layout": [list(pair) for pair in chronicle.layout],
            "mines": {hex_text(f.hex): f.element for f in board.fields if f.kind == "mine"},
            "cities": {f.city: hex_text(f.hex) for f in board.fields if f.kind == "city"},
        },
        "towers": {c: m.site for c, m in zip(ids, chronicle.members)},
        "tower_upgrades": {c: (m.upgrade or None) for c, m in zip(ids, chronicle.members)},
        "soul_stones": {c: m.soul_stone for c, m in zip(ids, chronicle.members)},
        "carried": {c: [{"level": RECIPES[i].level, "item": i} for i in m.carried] for c, m in zip(ids, chronicle.members)},
        "difficulties": [p.difficulty for p in chronicle.played],
    }


def chronicle_to_text(chronicle: Chronicle) -> str:
    """The chronicle as a JSON text."""
    return json.dumps(chronicle_to_json(chronicle), ensure_ascii=False, indent=1)


def _fail(field: str, problem: str) -> CorruptRecordError:
    return CorruptRecordError(f"campaign chronicle: field '{field}' {problem}")


NAME = shape.name(max_length=200)


def _check_name(field: str, value: str) -> str:
    """`value` when it is a one-line name without control characters; CorruptRecordError otherwise."""
    try:
        NAME(value)
    except shape.ShapeError as error:
        raise _fail(field, str(error)) from None
    return value


def _get(data: dict[str, Any], field: str, kind: type) -> Any:
    value = data[field]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise _fail(field, f"must be {kind.__name__}, found {type(value).__name__}")
    return value


def _per_member(data: dict[str, Any], field: str, ids: list[str]) -> dict[str, Any]:
    value = _get(data, field, dict)
    if sorted(value) != sorted(ids):
        raise _fail(field, f"must name exactly the characters {ids}, found {sorted(value)}")
    return value


def _played(data: dict[str, Any]) -> tuple[Played, ...]:
    entries, letters = _get(data, "scenarios", list), _get(data, "difficulties", list)
    if len(entries) != len(letters):
        raise _fail("difficulties", "must have one letter per scenario played")
    played = []
    for index, (entry, letter) in enumerate(zip(entries, letters)):
        if not isinstance(entry, dict) or entry.get("number") not in SCENARIOS or entry.get("result") not in RESULTS:
            raise _fail("scenarios", f"entry {index} needs a scenario number 0–4 and a result passed/failed")
        if letter not in DIFFICULTY_LETTERS.values():
            raise _fail("difficulties", f"entry {index} must be E, N or H, found {letter!r}")
        played.append(Played(entry["number"], entry["result"], letter))
    return tuple(played)


def _carried(field_value: Any, character: str) -> tuple[str, ...]:
    if not isinstance(field_value, list):
        raise _fail("carried", f"for {character} must be a list")
    items, levels = [], set()
    for entry in field_value:
        item = entry.get("item") if isinstance(entry, dict) else None
        if item not in RECIPES or RECIPES[item].deck == "fragments" or entry.get("level") != RECIPES[item].level:
            raise _fail("carried", f"for {character}: {entry!r} is no homunculus or equipment with its level")
        if RECIPES[item].level in levels:
            raise _fail("carried", f"for {character}: at most one thing per level")
        levels.add(RECIPES[item].level)
        items.append(item)
    return tuple(items)


def _members(data: dict[str, Any], players: tuple[str, ...]) -> tuple[Member, ...]:
    entries = _get(data, "characters", list)
    ids = [e.get("character") if isinstance(e, dict) else None for e in entries]
    if not MIN_ALCHEMISTS <= len(ids) <= MAX_ALCHEMISTS or len(set(ids)) != len(ids) or not set(ids) <= set(CHARACTERS):
        raise _fail("characters", f"must list 2–4 different characters of {sorted(CHARACTERS)}")
    towers = _per_member(data, "towers", ids)
    upgrades = _per_member(data, "tower_upgrades", ids)
    stones = _per_member(data, "soul_stones", ids)
    carried = _per_member(data, "carried", ids)
    if sorted(towers.values()) != sorted(set(towers.values())) or not set(towers.values()) <= set(TOWER_SITES):
        raise _fail("towers", "must give each character a different tower site 1–4")
    members = []
    for entry, character in zip(entries, ids):
        if entry.get("player") not in players:
            raise _fail("characters", f"{character} is played by {entry.get('player')!r}, who is not among the players")
        if upgrades[character] is not None and upgrades[character] not in UPGRADES:
            raise _fail("tower_upgrades", f"{upgrades[character]!r} is no tower upgrade")
        if stones[character] not in (0, 1):
            raise _fail("soul_stones", f"for {character} must be 0 or 1")
        members.append(Member(character, entry["player"], towers[character], stones[character],
                              upgrades[character] or "", _carried(carried[character], character)))
    return tuple(members)


def chronicle_from_json(data: object) -> Chronicle:
    """The chronicle written as JSON data (CorruptRecordError on anything wrong)."""
    if not isinstance(data, dict):
        raise CorruptRecordError("campaign chronicle: expected a JSON object")
    if sorted(data) != sorted(FIELDS):
        raise CorruptRecordError(f"campaign chronicle: expected exactly the fields {list(FIELDS)}, found {sorted(data)}")
    players = tuple(_get(data, "players", list))
    if not players or not all(isinstance(p, str) and p.strip() for p in players) or len(set(players)) != len(players):
        raise _fail("players", "must be different, non-empty names")
    for player in players:
        _check_name("players", player)
    board = _get(data, "board", dict)
    try:
        layout = check_layout(board.get("layout", ()))
    except RulesError as error:
        raise _fail("board", str(error)) from None
    expected = chronicle_to_json(Chronicle("", (), (), (), layout))["board"]
    if board != expected:
        raise _fail("board", "does not match its layout (mines and cities)")
    campaign = _check_name("campaign", _get(data, "campaign", str))
    return Chronicle(campaign, _played(data), players, _members(data, players), layout)


def chronicle_from_text(text: str) -> Chronicle:
    """The chronicle in a JSON text (CorruptRecordError on anything wrong)."""
    return chronicle_from_json(parse_json(text, "campaign chronicle"))
