"""The protocol's shared helpers: outcomes and the chance pick."""

from __future__ import annotations

import pytest

from games.kernel.errors import CorruptRecordError, RulesError
from games.kernel.play import new_match
from games.kernel.protocol import (
    CHANCE, PLAYERS, TERMINAL, GameOption, Outcome, apply_text, is_terminal, pick_chance_outcome, seat_label,
    seat_names_of, table_config,
)
from games.kernel.record import MatchRecord, check_compatible
from tests.kernel.toy_game import CIRCLE, RACE, Add, RaceRules


def test_outcome_single_highest_score_wins() -> None:
    assert Outcome.from_scores([3, 7]) == Outcome((3, 7), 1)


def test_outcome_shared_top_score_is_a_draw() -> None:
    outcome = Outcome.from_scores([5, 5, 1])
    assert outcome.winner is None and outcome.is_draw


@pytest.mark.parametrize("u, expected", [(0.0, "a"), (0.249, "a"), (0.25, "b"), (0.999, "b")])
def test_chance_pick_walks_the_weights_in_order(u: float, expected: str) -> None:
    assert pick_chance_outcome([("a", 1), ("b", 3)], u) == expected


def test_chance_pick_without_outcomes_is_an_error() -> None:
    with pytest.raises(ValueError):
        pick_chance_outcome([], 0.5)


def test_apply_text_parses_then_applies() -> None:
    state = RACE.apply(RACE.setup(), RACE.parse_action("roll 2"))
    assert apply_text(RACE, state, "add 2").total == 4
    assert RACE.legal_actions(state) == [Add(1), Add(2)]


def test_seat_labels_name_the_pseudo_seats() -> None:
    assert seat_label(RACE, 1) == "south"
    assert seat_label(RACE, CHANCE) == "chance"
    assert "over" in seat_label(RACE, TERMINAL)
    assert not is_terminal(RACE, RACE.setup())


# ---- games whose table size varies, and game options ----------------------------------------------
def test_table_config_adds_the_seat_count_only_for_games_whose_table_varies() -> None:
    assert table_config(CIRCLE, 3, {"target": 20}) == {"target": 20, PLAYERS: 3}
    assert table_config(CIRCLE, 3, {PLAYERS: 3}) == {PLAYERS: 3}
    assert table_config(RACE, 2, None) == {}


def test_seat_names_come_from_the_config_or_the_fixed_names() -> None:
    assert seat_names_of(CIRCLE, {PLAYERS: 3}) == ("north", "east", "south")
    assert seat_names_of(RACE, None) == ("north", "south")
    with pytest.raises(RulesError, match="2 to 4"):
        seat_names_of(CIRCLE, {PLAYERS: 5})


def test_game_option_default_is_the_first_choice_and_its_flag_uses_dashes() -> None:
    option = GameOption("max_players", (5, 4), "at most")
    assert (option.default, option.flag) == (5, "--max-players")
class NamedRace(RaceRules):
    """Race whose seat names come from the config, as in games with 2-5 colours chosen at setup."""

    def seat_names_for(self, config):  # type: ignore[no-untyped-def]
        return tuple(config.get("colours", ("north", "south")))


def test_seat_names_come_from_the_config_when_the_game_says_so() -> None:
    named = NamedRace()
    assert seat_names_of(RACE, {"colours": ["x"]}) == ("north", "south")  # a constant game ignores it
    assert seat_names_of(named) == ("north", "south")
    assert seat_names_of(named, {"colours": ["red", "blue"]}) == ("red", "blue")
    match = new_match(named, ["human", "bot:easy"], seed=3, config={"colours": ["red", "blue"]})
    assert match.record.config == {"colours": ["red", "blue"]}
    with pytest.raises(ValueError, match="red, blue"):
        new_match(named, ["human"], seed=3, config={"colours": ["red", "blue"]})
    record = MatchRecord("race", "race-1", ("human", "human"), 1, [], {"colours": ["red", "green", "blue"]})
    with pytest.raises(CorruptRecordError, match="'seats' has 2 entries, expected 3"):
        check_compatible(named, record)
