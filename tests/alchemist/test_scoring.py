"""The final scoring: screens, the school ranking and the winner, with exact numbers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.alchemist.components import KIND_BY_ID, SCHOOL_POINTS, school_points
from games.alchemist.rules import RULES
from games.alchemist.scoring import Breakdown, counts_after_screens_emptied, school_ranks, score, winners
from games.alchemist.state import OVER
from tests.alchemist.helpers import cubes, make_state

BL, MU, SV, TE, SP = (KIND_BY_ID[k] for k in ("bird-legs", "mushrooms", "snake-venom", "troll-eyes", "spiders"))


def over(**kwargs):
    return replace(make_state(**kwargs), phase=OVER, seat=-1)


@pytest.mark.parametrize("cubes_behind, points", [(0, 0), (1, 0), (2, 1), (7, 3), (12, 6)])
def test_one_point_per_two_cubes_behind_the_screen_rounded_down(cubes_behind: int, points: int) -> None:
    state = over(screens=(f"spiders*{cubes_behind}", ""), schools_on=False)
    assert (score(state)[0].screen_cubes, score(state)[0].screen_points) == (cubes_behind, points)


def test_school_kind_with_the_fewest_cubes_ranks_first() -> None:
    assert school_ranks((9, 3, 7, 5, 1), held=[BL, MU, SV, TE, SP]) == {SP: 1, MU: 2, TE: 3, SV: 4, BL: 5}


def test_school_ranks_ties_share_a_rank_and_no_rank_is_skipped() -> None:
    assert school_ranks((4, 2, 2, 7, 4), held=[BL, MU, SV, TE, SP]) == {MU: 1, SV: 1, BL: 2, SP: 2, TE: 3}


def test_schools_nobody_holds_are_ignored_in_the_ranking() -> None:
    assert school_ranks((4, 0, 2, 7, 1), held=[BL, TE, SV]) == {SV: 1, BL: 2, TE: 3}


@pytest.mark.parametrize("players, table", [(2, (6, 0)), (3, (10, 5, 0)), (4, (12, 8, 4, 0)), (5, (12, 9, 6, 3, 0))])
def test_school_points_follow_the_rules_table(players: int, table: tuple[int, ...]) -> None:
    assert SCHOOL_POINTS[players] == table
    assert [school_points(players, rank) for rank in range(1, players + 2)] == list(table) + [0]


def test_school_count_empties_the_screens_into_the_supply_but_not_the_bag() -> None:
    state = over(players=3, screens=("spiders*3", "mushrooms", ""), supply=(2, 2, 2, 2, 0),
                 bag=cubes("bird-legs*9"), schools=("spiders", "mushrooms", "bird-legs"))
    assert counts_after_screens_emptied(state.supply, state.screens) == (2, 3, 2, 2, 3)
    bird, mush, spid = (b for b in score(state)[::-1])
    assert (bird.school_rank, mush.school_rank, spid.school_rank) == (1, 2, 2)
    assert (bird.school_points, mush.school_points, spid.school_points) == (10, 5, 5)


def test_total_is_fame_plus_screen_points_plus_school_points() -> None:
    state = over(players=2, screens=("troll-eyes*5", "spiders"), supply=(3, 3, 3, 0, 6), fame=(20, 31),
                 schools=("troll-eyes", "spiders"))
    white, black = score(state)
    assert white == Breakdown(fame=20, screen_cubes=5, screen_points=2, school=TE, school_rank=1, school_points=6, total=28)
    assert black == Breakdown(fame=31, screen_cubes=1, screen_points=0, school=SP, school_rank=2, school_points=0, total=31)
    assert black.to_json() == {"fame": 31, "screen_cubes": 1, "screen_points": 0, "school": "spiders",
                               "school_rank": 2, "school_points": 0, "total": 31}


def test_winner_has_the_most_points() -> None:
    state = over(players=3, screens=("", "", ""), fame=(10, 30, 20), schools_on=False)
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.scores == (10, 30, 20) and outcome.winner == 1
    assert winners(outcome.details) == (1,)


def test_winner_tie_on_points_goes_to_the_better_school_rank() -> None:
    state = over(players=3, screens=("", "", ""), supply=(3, 1, 2, 5, 5), fame=(20, 15, 23),
                 schools=("mushrooms", "bird-legs", "snake-venom"))
    assert [b.total for b in score(state)] == [30, 15, 28]  # white rank I (+10), brown II (+5)
    tied = over(players=3, screens=("", "", ""), supply=(3, 1, 2, 5, 5), fame=(20, 15, 25),
                schools=("mushrooms", "bird-legs", "snake-venom"))
    assert [b.total for b in score(tied)] == [30, 15, 30]
    assert winners(score(tied)) == (0,) and RULES.outcome(tied).winner == 0


def test_winner_tie_on_points_and_school_rank_is_a_shared_win() -> None:
    state = over(players=3, screens=("", "", ""), supply=(1, 1, 5, 5, 5), fame=(20, 20, 20),
                 schools=("bird-legs", "mushrooms", "spiders"))
    assert winners(score(state)) == (0, 1)
    outcome = RULES.outcome(state)
    assert outcome.winner is None and outcome.scores == (30, 30, 25)
    assert RULES.summary(state)["winner"] == ["white", "black"]


def test_schools_off_give_no_school_points_and_a_tie_is_shared() -> None:
    state = over(players=2, screens=("spiders", "mushrooms"), fame=(12, 12), schools_on=False)
    white, black = score(state)
    assert (white.school, white.school_rank, white.school_points, white.total) == (-1, None, 0, 12)
    assert white.to_json()["school"] is None and white.to_json()["school_rank"] is None
    assert winners((white, black)) == (0, 1)
