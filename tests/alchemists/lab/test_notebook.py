"""The players' notebooks: pages per colour, noting and removing facts, contradictions, saving."""

from __future__ import annotations

import json

import pytest

from games.alchemists.lab import notebook, session
from games.alchemists.facts import AspectSign, Made, NotMade, Sold, parse_fact
from games.alchemists.lab.notebook import Note, new_notebook
from games.kernel.errors import CorruptRecordError, IllegalActionError

HEALING = parse_fact("pilz+kröte=R+")
SPEED = parse_fact("pilz+kröte=G+")
TOAD_GREEN = parse_fact("kröte.grün=-")


def test_a_table_has_two_to_four_players_of_different_colours() -> None:
    assert new_notebook(["red", "blue"]).colours == ("red", "blue")
    assert new_notebook(("yellow", "green", "red", "blue")).page("green").notes == ()
    for colours, words in [
        (["red"], "2-4 players, not 1"),
        (["red", "green", "blue", "yellow", "red"], "not 5"),
        (["red", "purple"], "unknown player colour 'purple'"),
        (["red", "red"], "a colour of their own"),
    ]:
        with pytest.raises(IllegalActionError, match=words):
            new_notebook(colours)
    with pytest.raises(IllegalActionError, match="no player 'green' at this table"):
        new_notebook(["red", "blue"]).page("green")


def test_notes_go_to_one_page_and_narrow_its_worlds() -> None:
    book = new_notebook(["red", "blue"]).add("red", HEALING, "experiment").add("red", TOAD_GREEN)
    red, blue = book.page("red"), book.page("blue")
    assert red.notes == (Note(HEALING, "experiment"), Note(TOAD_GREEN, "hand"))
    # Healing leaves 5760 worlds; toad is grid 2, 3, 6 or 8 in them, and 2 and 3 have green -.
    assert red.worlds is not None and red.worlds.count == 5760 // 2
    assert red.worlds.facts == (HEALING, TOAD_GREEN)
    assert blue.notes == () and blue.worlds is not None and blue.worlds.count == 40320
    assert red.contradiction is None


def test_removing_a_note_undoes_a_mistaken_entry() -> None:
    book = new_notebook(["red", "blue"]).add("red", HEALING, "experiment").add("red", SPEED).add("red", TOAD_GREEN)
    assert book.page("red").worlds is None
    fixed = book.remove("red", 1)
    assert fixed.page("red").notes == (Note(HEALING, "experiment"), Note(TOAD_GREEN, "hand"))
    assert fixed.page("red").worlds is not None and fixed.page("red").worlds.count == 2880
    assert book.page("red").notes[1].fact == SPEED  # the old notebook is unchanged
    with pytest.raises(IllegalActionError, match="red has no note number 3"):
        fixed.remove("red", 3)
    with pytest.raises(IllegalActionError, match="no note number 0"):
        fixed.remove("blue", 0)


def test_a_contradicting_fact_is_announced_before_and_kept_if_noted() -> None:
    book = new_notebook(["red", "green"]).add("red", HEALING, "experiment")
    warning = book.page("red").check(SPEED)
    assert warning is not None and warning.conflicts == (HEALING,)
    assert "contradicts 'mushroom+toad=R+'" in str(warning)
    assert book.page("red").check(TOAD_GREEN) is None
    assert book.page("green").check(SPEED) is None
    kept = book.add("red", SPEED)  # a lab result is never dropped: the page shows the conflict
    page = kept.page("red")
    assert page.worlds is None and page.check(TOAD_GREEN) is None
    assert page.contradiction is not None
    assert (page.contradiction.fact, page.contradiction.conflicts) == (SPEED, (HEALING,))


@pytest.mark.parametrize(
    ("action", "result", "details", "pair", "fact"),
    [
        ("student", "R+", {}, ("toad", "mushroom"), Made("mushroom", "toad", "R+")),
        ("drink", "G-", {"effect": "paralysis"}, ("toad", "mandrake"), Made("toad", "mandrake", "G-")),
        ("sell", "sign", {"wanted": "R+"}, ("fern", "toad"), Sold("fern", "toad", "R+", "sign")),
        ("debunk-apprentice", "-", {"ingredient": "toad", "colour": "green"}, None, AspectSign("toad", "green", "-")),
        ("debunk-master", "yes", {"ingredients": ["fern", "toad"], "potion": "B+"}, None, Made("fern", "toad", "B+")),
        ("debunk-master", "no", {"ingredients": ["fern", "toad"], "potion": "N"}, None, NotMade("fern", "toad", "N")),
        ("exhibit", "yes", {"potion": "R+"}, ("mushroom", "toad"), Made("mushroom", "toad", "R+")),
        ("exhibit", "no", {"potion": "R-"}, ("mushroom", "toad"), NotMade("mushroom", "toad", "R-")),
        ("reveal", "revealed", {"solution": {}}, None, None),
    ],
)
def test_each_lab_result_gives_its_fact(action: str, result: str, details: dict, pair: object, fact: object) -> None:
    entry = session.HistoryEntry(action, result, details)
    assert notebook.fact_from_lab(entry, pair) == fact  # type: ignore[arg-type]


def test_lab_results_of_the_demo_game_are_true_facts() -> None:
    game = session.new_game("DEMO", "apprentice")
    game, _ = game.student("mushroom", "toad")
    game, _ = game.sell("R+", "fern", "toad")
    game, _ = game.debunk_apprentice("toad", "green")
    pairs = [("mushroom", "toad"), ("fern", "toad"), None]
    facts = [notebook.fact_from_lab(entry, pair) for entry, pair in zip(game.history, pairs)]
    assert all(fact is not None and fact.holds(game.assignment) for fact in facts)
    with pytest.raises(IllegalActionError, match="needs the two ingredients"):
        notebook.fact_from_lab(game.history[0])


def test_the_page_shows_the_worlds_before_its_first_contradiction() -> None:
    page = new_notebook(["red", "blue"]).add("red", HEALING).add("red", SPEED).add("red", TOAD_GREEN).page("red")
    assert page.contradiction_index == 1
    assert page.shown_worlds.facts == (HEALING,) and page.shown_worlds.count == 5760
    fine = new_notebook(["red", "blue"]).add("red", HEALING).add("red", TOAD_GREEN).page("red")
    assert fine.contradiction_index is None and fine.shown_worlds.count == 2880 == fine.worlds.count  # type: ignore[union-attr]


def test_players_may_join_and_leave_and_the_hint_is_a_table_choice() -> None:
    book = new_notebook(["red", "blue"]).add("red", HEALING, "experiment").add("blue", SPEED)
    assert book.hint is False and new_notebook(["red", "blue"], hint=True).hint is True
    changed = book.with_hint(True).with_players(["yellow", "red", "green"])
    assert changed.colours == ("yellow", "red", "green") and changed.hint is True
    assert changed.page("red") == book.page("red") and changed.page("yellow").notes == ()
    with pytest.raises(IllegalActionError, match="no player 'blue'"):
        changed.page("blue")
    assert changed.add("green", SPEED).remove("red", 0).hint is True  # changes keep the table's choice
    with pytest.raises(IllegalActionError, match="2-4 players, not 1"):
        book.with_players(["red"])


def test_a_notebook_survives_saving_as_json() -> None:
    assert notebook.from_json(notebook.to_json(new_notebook(["red", "blue"], hint=True))).hint is True
    book = new_notebook(["blue", "red", "yellow"]).add("red", HEALING, "experiment").add("red", SPEED)
    book = book.add("yellow", parse_fact("1+2@G-=neutral")).add("yellow", parse_fact("3=2"), "experiment")
    data = json.loads(json.dumps(notebook.to_json(book)))
    assert data["players"][1] == {"colour": "red", "notes": [
        {"fact": "mushroom+toad=R+", "source": "experiment"}, {"fact": "mushroom+toad=G+", "source": "hand"}]}
    assert notebook.from_json(data) == book


def good_save() -> dict:
    return notebook.to_json(new_notebook(["red", "blue"]).add("red", HEALING, "experiment"))


def damaged(change: str) -> object:
    data = good_save()
    if change == "not-a-dict":
        return ["red"]
    if change == "extra-field":
        data["secret"] = "KABC"
    if change == "hint":
        data["hint"] = "yes"
    if change == "kind":
        data["kind"] = "alchemists-lab"
    if change == "format":
        data["format"] = 2
    if change == "players":
        data["players"] = "red"
    if change == "one-player":
        data["players"] = data["players"][:1]
    if change == "colour":
        data["players"][1]["colour"] = "purple"
    if change == "same-colour":
        data["players"][1]["colour"] = "red"
    if change == "player-fields":
        del data["players"][0]["notes"]
    if change == "note-fields":
        data["players"][0]["notes"][0] = ["mushroom+toad=R+"]
    if change == "source":
        data["players"][0]["notes"][0]["source"] = "rumour"
    if change == "fact-type":
        data["players"][0]["notes"][0]["fact"] = 7
    if change == "fact-text":
        data["players"][0]["notes"][0]["fact"] = "mushroom+mushroom=R+"
    return data


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ("not-a-dict", "not a JSON object"),
        ("extra-field", "wrong fields"),
        ("hint", "'hint' is not true/false"),
        ("kind", "is 'alchemists-lab', not 'alchemists-notebook'"),
        ("format", "format 2"),
        ("players", "not a list of players"),
        ("one-player", "2-4 players, not 1"),
        ("colour", "unknown player colour 'purple'"),
        ("same-colour", "a colour of their own"),
        ("player-fields", "player 1: malformed"),
        ("note-fields", "red note 1: malformed"),
        ("source", "red note 1: unknown source 'rumour'"),
        ("fact-type", "red note 1: the fact is not text"),
        ("fact-text", "red note 1: bad fact 'mushroom+mushroom=R+': the same ingredient twice"),
    ],
)
def test_a_damaged_save_gives_a_clear_error(change: str, words: str) -> None:
    with pytest.raises(CorruptRecordError) as raised:
        notebook.from_json(damaged(change))
    assert words in str(raised.value)
    assert str(raised.value).startswith(("saved notebook", "the saved notebook"))
