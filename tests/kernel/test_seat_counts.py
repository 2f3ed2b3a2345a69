"""Games whose seat count varies: the driver puts the count into the config, records check it."""

from __future__ import annotations

from typing import Mapping

import pytest

from games.kernel.errors import CorruptRecordError
from games.kernel.play import new_match, resume
from games.kernel.protocol import PLAYERS, config_for_seats, player_counts, seat_names_for
from games.kernel.record import MatchRecord, check_compatible
from tests.kernel.toy_game import RACE, RaceRules


class CrowdRace(RaceRules):
    """The race game for 2-4 seats (only seat names and counts differ; enough for the driver)."""

    game_id = "crowd-race"
    seat_names = ("north", "south", "east", "west")
    player_counts = (2, 3, 4)

    def seat_names_for(self, config: Mapping[str, object] | None) -> tuple[str, ...]:
        return self.seat_names[: int((config or {}).get(PLAYERS, 2))]  # type: ignore[call-overload]


CROWD = CrowdRace()


def test_a_fixed_seat_game_keeps_its_seats_and_config() -> None:
    assert player_counts(RACE) == (2,) and seat_names_for(RACE, None) == ("north", "south")
    assert config_for_seats(RACE, 2, None) == {}
    with pytest.raises(ValueError, match="race needs 2 seats, got 3"):
        config_for_seats(RACE, 3, None)


def test_the_driver_puts_the_seat_count_into_a_variable_seat_games_config() -> None:
    match = new_match(CROWD, ["bot:random"] * 3, seed=5, config={"speed": "fast"})
    assert match.record.config == {"speed": "fast", PLAYERS: 3} and match.seat_names == ("north", "south", "east")
    with pytest.raises(ValueError, match="2 or 3 or 4 seats, got 5"):
        new_match(CROWD, ["bot:random"] * 5, seed=5)


def test_a_record_whose_seats_do_not_match_its_config_is_corrupt() -> None:
    good = MatchRecord("crowd-race", "race-1", ("human",) * 3, 1, [], {PLAYERS: 3})
    check_compatible(CROWD, good)
    with pytest.raises(CorruptRecordError, match="'seats' has 2 entries, expected 3"):
        check_compatible(CROWD, MatchRecord("crowd-race", "race-1", ("human",) * 2, 1, [], {PLAYERS: 3}))
    assert resume(CROWD, good).seat_names == ("north", "south", "east")
