"""What the lab answers: sale quality classes, debunks, exhibitions, the solution, and parsing input.

Worked examples use DEMO (reference §2): mushroom R+ (grid 6), fern R- (5), toad B+ (2),
bird claw B- (1), flower --- (7), mandrake G- (3), scorpion G+ (4), raven feather +++ (8).
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from games.alchemists import codes, mixing as lab
from games.alchemists.components import COLOURED_POTIONS, INGREDIENTS
from games.kernel.errors import IllegalActionError, InvalidNotationError

DEMO = codes.decode("DEMO")


@pytest.mark.parametrize(
    ("wanted", "a", "b", "quality"),
    [
        ("R+", "mushroom", "toad", "exact"),  # makes R+
        ("R+", "fern", "toad", "sign"),  # makes B+: right sign, other colour
        ("R+", "mushroom", "fern", "neutral"),  # makes N
        ("R+", "toad", "mandrake", "wrong"),  # makes G-
        ("R+", "bird-claw", "fern", "wrong"),  # makes R-: right colour, wrong sign
        ("B-", "bird-claw", "mushroom", "exact"),  # makes B-
        ("B-", "toad", "mandrake", "sign"),  # makes G-
        ("B-", "fern", "toad", "wrong"),  # makes B+
        ("G+", "scorpion", "mushroom", "exact"),  # makes G+
        ("G+", "flower", "raven-feather", "neutral"),  # 7 + 8 makes N
    ],
)
def test_sell_tells_only_the_quality_class(wanted: str, a: str, b: str, quality: str) -> None:
    assert lab.sell_quality(DEMO, wanted, a, b) == quality
    assert lab.sell_quality(DEMO, wanted, b, a) == quality


@pytest.mark.parametrize("index", [0, 777, 12345, 40319])
def test_sell_quality_counts_over_all_28_pairs(index: int) -> None:
    assignment = codes.assignment_from_index(index)
    for wanted in COLOURED_POTIONS:
        pairs = itertools.combinations(INGREDIENTS, 2)
        counts = Counter(lab.sell_quality(assignment, wanted, a, b) for a, b in pairs)
        # 4 pairs per result: 1 exact potion, 2 of the same sign, neutral, 3 of the other sign
        assert counts == {"exact": 4, "sign": 8, "neutral": 4, "wrong": 12}, wanted


def test_no_adventurer_asks_for_the_neutral_potion() -> None:
    with pytest.raises(IllegalActionError, match="neutral"):
        lab.sell_quality(DEMO, "N", "mushroom", "toad")
    with pytest.raises(InvalidNotationError):
        lab.sell_quality(DEMO, "healing", "mushroom", "toad")
    with pytest.raises(IllegalActionError):
        lab.sell_quality(DEMO, "R+", "toad", "toad")


def test_apprentice_debunk_shows_the_true_sign_of_each_aspect() -> None:
    signs = {(i, c): lab.debunk_aspect(DEMO, i, c) for i in INGREDIENTS for c in ("red", "green", "blue")}
    assert [signs["mushroom", c] for c in ("red", "green", "blue")] == ["+", "+", "-"]
    assert [signs["toad", c] for c in ("red", "green", "blue")] == ["+", "-", "+"]
    assert [signs["flower", c] for c in ("red", "green", "blue")] == ["-", "-", "-"]
    assert Counter(signs.values()) == {"+": 12, "-": 12}
    with pytest.raises(InvalidNotationError):
        lab.debunk_aspect(DEMO, "toad", "rot")


def test_master_debunk_says_whether_two_ingredients_make_a_potion() -> None:
    assert lab.debunk_master(DEMO, "fern", "toad", "B+") is True
    assert lab.debunk_master(DEMO, "fern", "toad", "R+") is False
    assert lab.debunk_master(DEMO, "mushroom", "fern", "N") is True  # [D] the neutral potion may be named
    with pytest.raises(IllegalActionError):
        lab.debunk_master(DEMO, "fern", "fern", "B+")


def test_exhibition_succeeds_only_with_the_announced_potion() -> None:
    assert lab.exhibit(DEMO, "R+", "mushroom", "toad") is True
    assert lab.exhibit(DEMO, "R-", "mushroom", "toad") is False
    assert lab.exhibit(DEMO, "G-", "mandrake", "toad") is True
    with pytest.raises(IllegalActionError, match="neutral"):
        lab.exhibit(DEMO, "N", "mushroom", "fern")


def test_the_solution_lists_every_ingredient_in_grid_order() -> None:
    assert lab.solution(DEMO) == {
        "mushroom": "++-",
        "fern": "--+",
        "toad": "+-+",
        "bird-claw": "-+-",
        "flower": "---",
        "mandrake": "+--",
        "scorpion": "-++",
        "raven-feather": "+++",
    }
    assert list(lab.solution(DEMO)) == list(INGREDIENTS)


@pytest.mark.parametrize(
    ("text", "ingredient"),
    [
        ("mushroom", "mushroom"), ("PILZ", "mushroom"), ("1", "mushroom"), (" Farn ", "fern"),
        ("kröte", "toad"), ("Kroete", "toad"), ("KRÖTE", "toad"), ("kro\u0308te", "toad"),
        ("bird-claw", "bird-claw"), ("bird claw", "bird-claw"), ("Bird_Claw", "bird-claw"),
        ("vogelkralle", "bird-claw"), ("4", "bird-claw"), ("blume", "flower"), ("alraune", "mandrake"),
        ("Mandrake root", "mandrake"), ("skorpion", "scorpion"), ("rabenfeder", "raven-feather"),
        ("raven feather", "raven-feather"), ("8", "raven-feather"),
    ],
)
def test_ingredients_by_id_german_name_ascii_spelling_or_number(text: str, ingredient: str) -> None:
    assert lab.parse_ingredient(text) == ingredient


@pytest.mark.parametrize("text", ["", "0", "9", "pilze", "salamander", "1 2"])
def test_unknown_ingredients_are_refused_by_name(text: str) -> None:
    with pytest.raises(InvalidNotationError, match="unknown ingredient"):
        lab.parse_ingredient(text)


@pytest.mark.parametrize(
    ("text", "colour"),
    [("red", "red"), ("ROT", "red"), ("grün", "green"), ("gruen", "green"), ("Green", "green"),
     ("blau", "blue"), ("b", "blue")],
)
def test_colours_in_english_or_german(text: str, colour: str) -> None:
    assert lab.parse_colour(text) == colour


@pytest.mark.parametrize(
    ("text", "potion"),
    [("R+", "R+"), ("r+", "R+"), ("healing", "R+"), ("Heiltrank", "R+"), ("rot+", "R+"),
     ("R-", "R-"), ("R\u2212", "R-"), ("poison", "R-"), ("gift", "R-"), ("G+", "G+"), ("speed", "G+"),
     ("schnelligkeitstrank", "G+"), ("paralysis", "G-"), ("lähmungstrank", "G-"),
     ("laehmungstrank", "G-"), ("wisdom", "B+"), ("weisheitstrank", "B+"), ("insanity", "B-"),
     ("wahnsinnstrank", "B-"), ("N", "N"), ("neutral", "N"), ("neutraler Trank", "N")],
)
def test_potions_by_short_name_or_english_or_german_name(text: str, potion: str) -> None:
    assert lab.parse_potion(text) == potion


@pytest.mark.parametrize("text", ["", "R", "+", "X+", "love potion", "R+-"])
def test_unknown_potions_and_colours_are_refused(text: str) -> None:
    with pytest.raises(InvalidNotationError, match="unknown potion"):
        lab.parse_potion(text)
    with pytest.raises(InvalidNotationError, match="unknown colour"):
        lab.parse_colour(text + "x")
