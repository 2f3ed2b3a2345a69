"""The narration says exactly what happened on an open table: which field, which elements, and why
loot stays in the supply; an exchange that moved nothing costs no action (issue 22, "Also found")."""

from __future__ import annotations

from dataclasses import replace

from games.app.kit.i18n import Translator
from games.app.table.match_session import Happening
from games.materia_prima.actions import parse_action
from games.materia_prima.view import view_of
from games.materia_prima.ui.narrate import narrate
from tests.materia_prima.helpers import add_inquisitor, alchemist, change, open_cards, play, table, turn


def lines(before, text: str, language: str = "en") -> list[str]:  # type: ignore[no-untyped-def]
    """The narration of one action played on `before`."""
    action = parse_action(text)
    after = play(before, text)
    happening = Happening(0, 0, action, view_of(before, 0), view_of(after, 0), False)
    return narrate(Translator(language), happening)


def test_a_move_onto_a_plain_field_names_the_field_by_its_tile_and_side() -> None:
    state = turn(change(table(2), "yellow", field="0,0"), "yellow")
    assert lines(state, "move yellow 1,0") == ["Sejlon (Yellow) moves to the plain field to the east of the Temple tile."]
    assert lines(state, "move yellow 1,0", "de") == ["Sejlon (Gelb) geht auf das freie Feld im Osten der Platte „Tempel“."]


def test_a_drop_names_the_field_and_each_element_moved() -> None:
    state = turn(change(table(2), "yellow", field="1,0", carried=["water", "fire"]), "yellow")
    assert lines(state, "drop yellow") == [
        "Sejlon (Yellow) exchanges elements with the ground of the plain field to the east of the Temple tile."]
    state = play(state, "drop yellow")
    assert lines(state, "give water") == ["Sejlon (Yellow) puts down Water."]


def test_an_exchange_closed_without_moving_anything_costs_no_action() -> None:
    state = turn(change(table(2), "yellow", field="0,0", carried=["water"]), "yellow")
    state = play(state, "drop yellow")
    assert alchemist(state, "yellow").actions_left == 2
    assert lines(state, "done") == ["Sejlon (Yellow) moves nothing: the exchange costs no action."]
    assert alchemist(play(state, "done"), "yellow").actions_left == 3


def test_an_exchange_that_moved_an_element_keeps_its_cost() -> None:
    state = play(turn(change(table(2), "yellow", field="0,0", carried=["water"]), "yellow"), "drop yellow", "give water")
    assert lines(state, "done") == [] and alchemist(play(state, "done"), "yellow").actions_left == 2


def test_loot_without_room_in_the_hands_is_not_announced_as_won() -> None:
    state = change(table(2), "yellow", field="0,0", carried=["iron"] * 4)
    state = turn(open_cards(add_inquisitor(state, "A1", "1,0"), "A1"), "yellow", alarm_card=4)
    state = play(state, "fight yellow A1", "die 2", "die 2", "result hit", "die 0")
    assert lines(state, "loot yellow air") == [
        "No loot for Sejlon (Yellow): its hands are full, the Air stays in the supply."]


def test_cities_have_german_names_in_german() -> None:
    tr = Translator("de")
    assert [tr(f"materia-prima.city.{c}") for c in "TRG"] == ["Tristigis", "Flussfurt", "Goldberg"]


def test_the_scenario_tab_says_the_objective_and_the_event_costs_in_words() -> None:
    from games.materia_prima.components import SCENARIOS
    from games.materia_prima.events import points_needed
    from games.materia_prima.ui.inquisition_panel import objective_chips

    state = table(3, scenario=0)
    assert objective_chips(Translator("en"), state) == [
        ("Yellow: not yet", False), ("Brown: not yet", False), ("Grey: not yet", False)]
    assert objective_chips(Translator("de"), state)[0] == ("Gelb: noch nicht", False)
    event = SCENARIOS[0].event_on(8)
    assert event is not None and points_needed(state, event) == 2  # the card's 2 for three alchemists, normal
    tr = Translator("de")
    assert tr("materia-prima.board.event_points", count=2) == "2 Punkte"
    assert tr("materia-prima.board.event_points", count=1) == "1 Punkt"


def test_the_difficulty_is_told_in_words() -> None:
    from games.materia_prima.ui.words import difficulty_words

    assert difficulty_words(Translator("en"), "hard") == (
        "Hard (H): 12 days, the towers start empty, events cost 1 point more, inquisitors' attack and defence +1 every 4 days, "
        "up to 1 inquisitor card more per alarm phase.")
    assert difficulty_words(Translator("de"), "easy").startswith("Einfach (E): 20 Tage, jeder Turm beginnt mit Wasser")


def test_the_campaign_book_names_the_last_scenarios_with_their_difficulty_in_words() -> None:
    from games.materia_prima.chronicle import Played
    from games.materia_prima.setup import new_chronicle
    from games.materia_prima.ui.words import played_line

    chronicle = new_chronicle({"players": 2})
    chronicle = replace(chronicle, played=(Played(0, "passed", "N"), Played(1, "failed", "E"), Played(2, "passed", "H")))
    assert played_line(Translator("en"), chronicle) == "Played: … · 1 failed (Easy) · 2 passed (Hard)"
    assert played_line(Translator("de"), chronicle) == "Gespielt: … · 1 gescheitert (Einfach) · 2 bestanden (Schwer)"


def test_no_german_text_keeps_an_english_city_name() -> None:
    import json
    from pathlib import Path

    table = json.loads((Path(__file__).resolve().parents[2] / "assets/i18n/materia-prima.json").read_text("utf-8"))
    german = [str(v.get("de", "")) for v in table.values() if isinstance(v, dict)]
    assert not [text for text in german if "Riverford" in text or "Goldhill" in text]
