"""The scoring table on hand-built cauldrons, with exact numbers."""

from __future__ import annotations

import pytest

from games.kupferkessel.scoring import kind_points, score_cauldrons, score_kinds
from tests.kupferkessel.helpers import cards


@pytest.mark.parametrize(
    "values, expected",
    [((3,), (-3, 0)), ((1, 4), (0, 0)), ((1, 2, 4), (7, 0)), ((1, 2, 3, 4), (10, 5))],
)
def test_kind_scoring_table(values: tuple[int, ...], expected: tuple[int, int]) -> None:
    assert kind_points(values) == expected


def test_single_card_counts_its_value_negative() -> None:
    assert score_kinds(cards("cobweb-3"), "white")[0].points == -3


def test_exactly_two_cards_count_nothing() -> None:
    assert score_kinds(cards("cobweb-3", "cobweb-1"), "white")[0].points == 0


def test_exactly_three_cards_count_their_values() -> None:
    assert score_kinds(cards("cobweb-3", "cobweb-1", "cobweb-4"), "white")[0].points == 8


def test_all_four_cards_count_their_values_plus_bonus_five() -> None:
    kind = score_kinds(cards("cobweb-1", "cobweb-2", "cobweb-3", "cobweb-4"), "white")[0]
    assert (kind.points, kind.bonus) == (10, 5)


def test_own_colour_doubles_points() -> None:
    assert score_kinds(cards("moonflower-1", "moonflower-2", "moonflower-4"), "white")[0].points == 14
    assert score_kinds(cards("moonflower-1", "moonflower-2", "moonflower-4"), "black")[0].points == 7


def test_own_colour_doubles_negative_points_too() -> None:
    assert score_kinds(cards("bat-wing-3"), "black")[0].points == -6


def test_own_colour_bonus_is_not_doubled() -> None:
    kind = score_kinds(cards("bat-wing-1", "bat-wing-2", "bat-wing-3", "bat-wing-4"), "black")[0]
    assert (kind.points, kind.bonus) == (20, 5)


def test_value_one_bonus_goes_to_most_value_one_cards() -> None:
    white, black = score_cauldrons([cards("cobweb-1", "wolf-claw-1"), cards("toadstool-1")])
    assert (white.value_one_cards, white.value_one_bonus, white.total) == (2, 5, -1 - 1 + 5)
    assert (black.value_one_cards, black.value_one_bonus, black.total) == (1, 0, -1)


def test_value_one_bonus_none_on_tie() -> None:
    white, black = score_cauldrons([cards("cobweb-1", "wolf-claw-3"), cards("toadstool-1")])
    assert (white.value_one_bonus, black.value_one_bonus) == (0, 0)
    assert (white.total, black.total) == (-4, -1)


def test_value_one_bonus_none_when_nobody_has_value_one_cards() -> None:
    white, black = score_cauldrons([cards("cobweb-2"), cards("toadstool-3")])
    assert (white.value_one_bonus, black.value_one_bonus, white.total, black.total) == (0, 0, -2, -3)


def test_whole_cauldrons_score_exactly() -> None:
    white_cauldron = cards(
        "moonflower-1", "moonflower-3", "moonflower-4",  # own colour, three: (1+3+4) * 2 = 16
        "troll-bone-2",  # own colour, single: -2 * 2 = -4
        "bat-wing-1", "bat-wing-2", "bat-wing-3", "bat-wing-4",  # black's colour, all four: 10 + 5
        "cobweb-4", "cobweb-1",  # two: 0
        "frost-crystal-3",  # single: -3
    )
    black_cauldron = cards(
        "raven-feather-1", "raven-feather-2",  # own colour, two: 0
        "toad-wart-4",  # single: -4
        "wolf-claw-2", "wolf-claw-3", "wolf-claw-4",  # three: 9
        "moon-moth-1",  # single: -1
    )
    white, black = score_cauldrons([white_cauldron, black_cauldron])
    assert [(k.kind, k.points, k.bonus) for k in white.kinds] == [
        ("moonflower", 16, 0), ("troll-bone", -4, 0), ("bat-wing", 10, 5), ("cobweb", 0, 0),
        ("frost-crystal", -3, 0)]
    assert (white.value_one_cards, black.value_one_cards) == (3, 2)
    assert white.total == 16 - 4 + 15 + 0 - 3 + 5 == 29
    assert black.total == 0 - 4 + 9 - 1 == 4
