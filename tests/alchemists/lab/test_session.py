"""The lab game: flows, the public history, variants, the reveal and the saved JSON."""

from __future__ import annotations

import copy
import json
from typing import Callable

import pytest

from games.alchemists import codes
from games.alchemists.lab import session
from games.alchemists.lab.session import HistoryEntry, LabGame
from games.kernel.errors import CorruptRecordError, IllegalActionError, InvalidNotationError

PRIVATE = {"mushroom", "toad", "fern", "mandrake", "bird-claw", "scorpion", "flower", "raven-feather"}


def played_apprentice_game() -> LabGame:
    """DEMO as an Apprentice: one result of every Apprentice flow, then the reveal."""
    game = session.new_game("demo", "apprentice")
    game, _ = game.student("mushroom", "toad")  # R+
    game, _ = game.drink("toad", "mandrake")  # G-
    game, _ = game.sell("R+", "fern", "toad")  # B+ -> sign
    game, _ = game.debunk_apprentice("toad", "green")  # -
    game, _ = game.exhibit("B-", "bird-claw", "mushroom")  # made
    game, _ = game.reveal()
    return game


def played_master_game() -> LabGame:
    game = session.new_game("KABC", "master")
    game, _ = game.debunk_master("fern", "toad", "R+")
    game, _ = game.student("fern", "flower")
    return game


def test_new_game_normalizes_the_code_and_starts_empty() -> None:
    game = session.new_game(" kab c ", "master")
    assert (game.code, game.variant, game.history, game.revealed) == ("KABC", "master", (), False)
    assert game.assignment == codes.decode("KABC")


def test_new_game_refuses_bad_codes_and_variants() -> None:
    with pytest.raises(codes.UnsupportedCodeError):
        session.new_game("KABZ", "apprentice")
    with pytest.raises(codes.BadCodeError):
        session.new_game("KA", "apprentice")
    with pytest.raises(InvalidNotationError, match="variant"):
        session.new_game("KABC", "journeyman")  # type: ignore[arg-type]


def test_each_flow_answers_and_records_only_what_the_table_sees() -> None:
    game = session.new_game("DEMO", "apprentice")
    game, potion = game.student("mushroom", "toad")
    assert potion == "R+"
    game, potion = game.drink("toad", "mandrake")
    assert potion == "G-"
    game, quality = game.sell("R+", "fern", "toad")
    assert quality == "sign"
    game, sign = game.debunk_apprentice("toad", "green")
    assert sign == "-"
    game, success = game.exhibit("B-", "bird-claw", "mushroom")
    assert success is True
    assert game.history == (
        HistoryEntry("student", "R+", {}),
        HistoryEntry("drink", "G-", {"effect": "paralysis"}),
        HistoryEntry("sell", "sign", {"wanted": "R+"}),
        HistoryEntry("debunk-apprentice", "-", {"ingredient": "toad", "colour": "green"}),
        HistoryEntry("exhibit", "yes", {"potion": "B-"}),
    )
    hidden = [e for e in game.history if e.action in ("student", "drink", "sell", "exhibit")]
    assert not PRIVATE & set(json.dumps([e.details for e in hidden]).replace('"', " ").split())


def test_a_harmless_drink_records_no_effect() -> None:
    game, potion = session.new_game("DEMO", "apprentice").drink("mushroom", "toad")
    assert potion == "R+" and game.history[-1].details == {"effect": None}


def test_master_debunk_names_its_public_choice() -> None:
    game = played_master_game()
    details = {"ingredients": ["fern", "toad"], "potion": "R+"}
    assert game.history[0] == HistoryEntry("debunk-master", "no", details)


def test_each_debunk_belongs_to_its_variant() -> None:
    with pytest.raises(IllegalActionError, match="master variant; game DEMO is apprentice"):
        session.new_game("DEMO", "apprentice").debunk_master("fern", "toad", "B+")
    with pytest.raises(IllegalActionError, match="apprentice variant; game DEMO is master"):
        session.new_game("DEMO", "master").debunk_apprentice("toad", "red")


def test_flows_leave_the_old_game_unchanged_and_refuse_bad_input_without_recording() -> None:
    game = session.new_game("DEMO", "apprentice")
    after, _ = game.student("fern", "toad")
    assert game.history == () and len(after.history) == 1
    with pytest.raises(IllegalActionError):
        after.student("toad", "toad")
    with pytest.raises(IllegalActionError):
        after.sell("N", "fern", "toad")
    assert len(after.history) == 1


def test_the_reveal_ends_the_game_and_is_public() -> None:
    game = played_apprentice_game()
    assert game.revealed and game.history[-1].action == "reveal"
    assert game.history[-1].details["solution"]["mushroom"] == "++-"
    again, solution = game.reveal()
    assert again == game and solution["toad"] == "+-+"
    with pytest.raises(IllegalActionError, match="revealed"):
        game.student("fern", "toad")


def fresh_master_game() -> LabGame:
    return session.new_game("DEMO", "master")


@pytest.mark.parametrize("make", [played_apprentice_game, played_master_game, fresh_master_game])
def test_json_round_trip(make: Callable[[], LabGame]) -> None:
    game = make()
    data = json.loads(json.dumps(session.to_json(game)))
    assert data["format"] == 1 and data["game"] == "alchemists-lab"
    assert session.from_json(data) == game
    assert session.to_json(session.from_json(data)) == data


def corrupted(change) -> dict:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(session.to_json(played_apprentice_game()))
    change(data)
    return data


def _set(path: list, value: object):  # type: ignore[no-untyped-def]
    def change(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _delete(key: str):  # type: ignore[no-untyped-def]
    return lambda data: data.pop(key)


CORRUPTIONS = {
    "not an object": lambda data: data.clear() or data.update({"x": 1}),
    "missing code": _delete("code"),
    "extra field": _set(["extra"], 1),
    "other game": _set(["game"], "kupferkessel"),
    "newer format": _set(["format"], 2),
    "format as bool": _set(["format"], True),
    "code ending F-Z": _set(["code"], "KABZ"),
    "code with digit": _set(["code"], "K4BC"),
    "code in small letters": _set(["code"], "demo"),
    "code not text": _set(["code"], 1234),
    "unknown variant": _set(["variant"], "wizard"),
    "revealed not bool": _set(["revealed"], "yes"),
    "revealed disagrees": _set(["revealed"], False),
    "history not list": _set(["history"], {}),
    "entry not object": _set(["history", 0], "R+"),
    "unknown action": _set(["history", 0, "action"], "brew"),
    "impossible potion": _set(["history", 0, "result"], "X+"),
    "unhashable result": _set(["history", 1, "result"], ["G-"]),
    "wrong drink effect": _set(["history", 1, "details", "effect"], None),
    "private detail added": _set(["history", 0, "details", "ingredients"], ["mushroom", "toad"]),
    "unknown quality": _set(["history", 2, "result"], "great"),
    "neutral wish": _set(["history", 2, "details", "wanted"], "N"),
    "false debunk sign": _set(["history", 3, "result"], "+"),
    "debunk unknown colour": _set(["history", 3, "details", "colour"], "purple"),
    "exhibit answer": _set(["history", 4, "result"], True),
    "wrong solution": _set(["history", 5, "details", "solution", "toad"], "---"),
    "result after reveal": lambda data: data["history"].append(data["history"][0]),
    "master debunk in apprentice game": lambda data: data["history"].insert(
        0,
        {
            "action": "debunk-master",
            "result": "yes",
            "details": {"ingredients": ["fern", "toad"], "potion": "B+"},
        },
    ),
}


@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_corrupt_saves_are_refused_clearly(name: str) -> None:
    with pytest.raises(CorruptRecordError) as caught:
        session.from_json(corrupted(CORRUPTIONS[name]))
    assert "saved" in str(caught.value)


def test_a_master_debunk_with_a_wrong_answer_is_refused() -> None:
    data = session.to_json(played_master_game())
    data["history"][0]["result"] = "yes"
    with pytest.raises(CorruptRecordError, match="impossible"):
        session.from_json(data)
    data["history"][0]["details"]["ingredients"] = ["fern", 3]
    with pytest.raises(CorruptRecordError):
        session.from_json(data)


def test_from_json_refuses_things_that_are_not_dicts() -> None:
    for data in (None, [], "DEMO", 3):
        with pytest.raises(CorruptRecordError):
            session.from_json(data)  # type: ignore[arg-type]
