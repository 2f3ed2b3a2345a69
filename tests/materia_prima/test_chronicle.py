"""The campaign chronicle: exactly the rulebook's ten fields, JSON in and out, and what carries on."""

from __future__ import annotations

import copy
import json

import pytest

from games.kernel.errors import CorruptRecordError, RulesError
from games.materia_prima.chronicle import (
    FIELDS, Chronicle, chronicle_from_json, chronicle_from_text, chronicle_to_json, chronicle_to_text,
)
from games.materia_prima.end import chronicle_after
from games.materia_prima.rules import RULES
from tests.materia_prima.helpers import agenda, alchemist, change, give_homunculus, play, table


def finished(state, result: str = "passed", *choices: str):  # type: ignore[no-untyped-def]
    """The state after the verdict and the carry-over choices (texts), everyone then done."""
    state = play(agenda(state, ("verdict", result, "objective")), f"verdict {result} objective")
    state = play(state, *choices)
    while state.agenda:
        state = play(state, f"carried {state.alchemists[state.agenda[0][1]].colour}")
    return state


def equipped(state):  # type: ignore[no-untyped-def]
    """Yellow with a homunculus, equipment, fragments of level 1 and 2 and two upgrades."""
    state = give_homunculus(state, "yellow", "aeribos")
    return change(state, "yellow", fragments=("fragment-1a", "fragment-2a"), worn=("kettenhemd",),
                  upgrades=("athanor", "lager"))


def test_the_chronicle_has_exactly_the_rulebooks_ten_fields() -> None:
    data = chronicle_to_json(chronicle_after(finished(table(2))))
    assert list(data) == list(FIELDS) and len(FIELDS) == 10
    assert data["scenarios"] == [{"number": 0, "title": "prolog", "result": "passed"}]
    assert data["difficulties"] == ["N"] and data["soul_stones"] == {"sejlon": 1, "lenka": 1}
    assert data["board"]["cities"] == {"T": "1,-3", "R": "2,1", "G": "-3,2"} and len(data["board"]["mines"]) == 15
    assert data["towers"] == {"sejlon": 1, "lenka": 2}


def test_the_chronicle_reads_back_from_its_json() -> None:
    chronicle = chronicle_after(finished(equipped(table(3)), "passed", "carry yellow aeribos"))
    assert chronicle_from_text(chronicle_to_text(chronicle)) == chronicle


def test_a_homunculus_or_equipment_carries_on_with_a_fragment_of_its_level() -> None:
    state = finished(equipped(table(2)), "passed", "carry yellow aeribos", "carry yellow kettenhemd", "carry yellow lager")
    data = chronicle_to_json(chronicle_after(state))
    assert data["carried"]["sejlon"] == [{"level": 1, "item": "aeribos"}, {"level": 2, "item": "kettenhemd"}]
    assert data["tower_upgrades"] == {"sejlon": "lager", "lenka": None}


def test_at_most_one_thing_per_level_is_carried_on() -> None:
    state = give_homunculus(equipped(table(2)), "yellow", "glys")
    state = play(agenda(state, ("verdict", "passed", "objective")), "verdict passed objective", "carry yellow aeribos")
    assert "carry yellow glys" not in [str(a) for a in RULES.legal_actions(state)]


def test_a_player_without_a_soul_stone_carries_no_things_on_and_starts_without_one() -> None:
    state = change(equipped(table(2)), "yellow", soul_stone=0)
    state = finished(state, "failed", "carry yellow athanor")
    data = chronicle_to_json(chronicle_after(state))
    assert data["carried"]["sejlon"] == [] and data["soul_stones"]["sejlon"] == 0
    assert data["tower_upgrades"]["sejlon"] == "athanor"
    following = RULES.setup({"scenario": 1, "chronicle": data})
    assert alchemist(following, "yellow").soul_stone == 0 and alchemist(following, "brown").soul_stone == 1


def test_the_next_scenario_starts_from_the_chronicle() -> None:
    first = table(2, characters=["wilka", "piot"], towers=[3, 4], names=["Ann", "Ben"],
                  layout=[[4, 1], [1, 0], [5, 2], [2, 0], [6, 0], [3, 3], [7, 0]], campaign="Winter")
    first = give_homunculus(first, "green", "aeribos")
    first = change(first, "green", fragments=("fragment-1a",), upgrades=("zinnen",), worn=("dolch",))
    data = chronicle_to_json(chronicle_after(finished(first, "passed", "carry green aeribos", "carry green zinnen")))
    state = RULES.setup({"scenario": 1, "difficulty": "hard", "chronicle": data})
    green = alchemist(state, "green")
    assert [a.colour for a in state.alchemists] == ["green", "grey"] and green.site == 3
    assert state.board.layout == first.board.layout and [h.id for h in green.homunculi] == ["aeribos"]
    assert green.upgrades == ("zinnen",) and green.worn == () and green.fragments == ()
    assert "aeribos" not in state.decks[0] and state.upgrade_pile.count("zinnen") == 1
    assert state.campaign.campaign == "Winter" and state.campaign.players == ("Ann", "Ben")
    after = chronicle_to_json(chronicle_after(finished(state, "failed")))
    assert [s["number"] for s in after["scenarios"]] == [0, 1] and after["difficulties"] == ["N", "H"]


def test_characters_and_towers_are_fixed_once_the_campaign_goes_on() -> None:
    data = chronicle_to_json(chronicle_after(finished(table(2))))
    with pytest.raises(RulesError, match="come from the chronicle"):
        RULES.setup({"chronicle": data, "characters": ["wilka", "piot"]})
    with pytest.raises(RulesError, match="come from the chronicle"):
        RULES.setup({"chronicle": data, "towers": [3, 4]})


def test_when_nobody_has_a_soul_stone_left_everyone_gets_one_again() -> None:
    state = change(change(table(2), "yellow", soul_stone=0), "brown", soul_stone=0)
    data = chronicle_to_json(chronicle_after(finished(state, "failed")))
    assert set(data["soul_stones"].values()) == {0}
    following = RULES.setup({"chronicle": data})
    assert [a.soul_stone for a in following.alchemists] == [1, 1]


def test_the_campaign_suggests_the_lowest_scenario_not_yet_passed() -> None:
    chronicle = chronicle_after(finished(table(2), "failed"))
    assert chronicle.next_scenario() == 0
    assert chronicle_after(finished(table(2))).next_scenario() == 1


def test_several_campaigns_live_side_by_side_as_separate_chronicles() -> None:
    one = chronicle_to_json(chronicle_after(finished(table(2, campaign="Spring"))))
    two = chronicle_to_json(chronicle_after(finished(table(3, campaign="Autumn", characters=["piot", "lenka", "wilka"]), "failed")))
    saves = {"spring.json": json.dumps(one), "autumn.json": json.dumps(two)}
    read = {name: chronicle_from_text(text) for name, text in saves.items()}
    assert read["spring.json"].campaign == "Spring" and read["autumn.json"].campaign == "Autumn"
    assert len(read["autumn.json"].members) == 3 and read["spring.json"].played[0].result == "passed"


def damaged(change_data) -> dict:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(chronicle_to_json(chronicle_after(finished(table(2)))))
    change_data(data)
    return data


@pytest.mark.parametrize("breaking, message", [
    (lambda d: d.pop("towers"), "expected exactly the fields"),
    (lambda d: d.update(extra=1), "expected exactly the fields"),
    (lambda d: d.update(campaign=7), "'campaign' must be str"),
    (lambda d: d["towers"].update(lenka=1), "different tower site"),
    (lambda d: d["soul_stones"].update(lenka=3), "0 or 1"),
    (lambda d: d["board"]["mines"].update({"0,0": "gold"}), "does not match its layout"),
    (lambda d: d["board"].update(layout=[[1, 0]] * 7), "exactly once"),
    (lambda d: d["carried"].update(sejlon=[{"level": 1, "item": "aeribos"}, {"level": 1, "item": "glys"}]), "one thing per level"),
    (lambda d: d["carried"].update(sejlon=[{"level": 2, "item": "aeribos"}]), "with its level"),
    (lambda d: d["tower_upgrades"].update(sejlon="moat"), "no tower upgrade"),
    (lambda d: d["difficulties"].append("E"), "one letter per scenario"),
    (lambda d: d["characters"][0].update(player="Zed"), "not among the players"),
    (lambda d: d.update(players=[]), "non-empty names"),
])
def test_a_damaged_chronicle_is_refused_naming_the_field(breaking, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(CorruptRecordError, match=message):
        chronicle_from_json(damaged(breaking))


def test_a_chronicle_that_is_no_json_is_refused() -> None:
    with pytest.raises(CorruptRecordError, match="not valid JSON"):
        chronicle_from_text("{campaign")
    with pytest.raises(CorruptRecordError, match="JSON object"):
        chronicle_from_json([])


def test_a_new_campaigns_chronicle_has_no_scenarios_yet() -> None:
    chronicle = table(2).campaign
    assert isinstance(chronicle, Chronicle) and chronicle.played == () and chronicle.next_scenario() == 0
