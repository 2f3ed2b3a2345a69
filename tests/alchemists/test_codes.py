"""Game codes: the classic scheme of the official app (reference §2), round trips and bad codes."""

from __future__ import annotations

import itertools

import pytest

from games.alchemists import codes, mixing as lab
from games.alchemists.components import ALCHEMICALS, INGREDIENTS
from games.kernel.errors import InvalidNotationError, RulesError

ALL_ASSIGNMENTS = [codes.assignment_from_index(i) for i in range(codes.ASSIGNMENT_COUNT)]


def reference_decode(code: str) -> dict[str, str]:
    """The reference §2 text, implemented a second time: {ingredient: alchemical short name}."""
    app_ingredients = ["fern", "bird-claw", "mushroom", "flower", "mandrake", "scorpion", "toad"]
    app_ingredients.append("raven-feather")
    app_alchemicals = ["R+", "G+", "B+", "R-", "G-", "B-", "+++", "---"]
    c = [ord(ch) - ord("A") for ch in code]
    f = [c[0] % 8, c[1] % 7, c[2] % 6, c[3] % 5, (c[2] // 6) % 4, (c[1] // 7) % 3, (c[0] // 8) % 2, 0]
    remaining = list(range(8))
    taken = [remaining.pop(digit) for digit in f]
    return {name: app_alchemicals[app_id] for name, app_id in zip(app_ingredients, taken)}


SHORT_NAMES = [alchemical.short_name for alchemical in ALCHEMICALS]


def short_names(assignment: lab.Assignment) -> dict[str, str]:
    return {name: SHORT_NAMES[index] for name, index in zip(INGREDIENTS, assignment)}


def test_demo_is_the_rulebook_example() -> None:
    # DEMO: D=3 E=4 M=12 O=14 -> f = [3%8, 4%7, 12%6, 14%5, (12//6)%4, (4//7)%3, (3//8)%2, 0]
    #                              = [3, 4, 0, 4, 2, 0, 0, 0].
    # Lehmer from [0..7]: take 3 -> 3; [0,1,2,4,5,6,7] take 4 -> 5; [0,1,2,4,6,7] take 0 -> 0;
    # [1,2,4,6,7] take 4 -> 7; [1,2,4,6] take 2 -> 4; [1,2,6] take 0 -> 1; [2,6] take 0 -> 2; [6] -> 6.
    # App order fern, bird claw, mushroom, flower, mandrake, scorpion, toad, raven feather gets app ids
    # 3 (R-), 5 (B-), 0 (R+), 7 (---), 4 (G-), 1 (G+), 2 (B+), 6 (+++).
    # In grid indices (B- 0, B+ 1, G- 2, G+ 3, R- 4, R+ 5, --- 6, +++ 7), in our ingredient order
    # mushroom R+ 5, fern R- 4, toad B+ 1, bird claw B- 0, flower --- 6, mandrake G- 2, scorpion G+ 3,
    # raven feather +++ 7.
    demo = codes.decode("DEMO")
    assert demo == (5, 4, 1, 0, 6, 2, 3, 7)
    assert lab.mix(demo, "mushroom", "toad") == "R+"
    assert codes.decode(" d e m o ") == demo


def test_the_classic_scheme_matches_the_reference_for_every_code_ending_a_to_e() -> None:
    seen = set()
    for letters in itertools.product(codes.LETTERS, codes.LETTERS, codes.LETTERS, "ABCDE"):
        code = "".join(letters)
        assignment = codes.decode(code)
        assert short_names(assignment) == reference_decode(code), code
        seen.add(assignment)
    assert len(seen) == codes.ASSIGNMENT_COUNT


def test_assignment_from_index_is_a_bijection_onto_the_permutations() -> None:
    assert len(set(ALL_ASSIGNMENTS)) == codes.ASSIGNMENT_COUNT
    assert set(ALL_ASSIGNMENTS) == set(itertools.permutations(range(8)))
    assert all(codes.index_from_assignment(a) == i for i, a in enumerate(ALL_ASSIGNMENTS))


def test_code_round_trip_for_all_40320_assignments() -> None:
    encoded = [codes.encode(a) for a in ALL_ASSIGNMENTS]
    assert all(len(c) == 4 and c.isalpha() and c.isupper() and c[-1] in "ABCDE" for c in encoded)
    assert [codes.decode(code) for code in encoded] == ALL_ASSIGNMENTS
    assert len(set(encoded)) == codes.ASSIGNMENT_COUNT


def test_encode_picks_the_smallest_classic_code() -> None:
    assert codes.encode(codes.decode("DEMO")) == "DEME"
    assert codes.encode(codes.assignment_from_index(0)) == "AAAA"
    # ZZZE: Z=25 -> f0=1, f6=(25//8)%2=1 -> J (9); f1=4, f5=(25//7)%3=0 -> E (4);
    # f2=1, f4=(25//6)%4=0 -> B (1); f3=4%5=4 -> E.
    assert codes.encode(codes.decode("ZZZE")) == "JEBE"


def test_code_from_uniform_gives_every_assignment_an_equal_share() -> None:
    count = codes.ASSIGNMENT_COUNT
    drawn = {codes.code_from_uniform((k + 0.5) / count) for k in range(count)}
    assert len(drawn) == codes.ASSIGNMENT_COUNT
    assert codes.code_from_uniform(0.0) == "AAAA"
    assert codes.decode(codes.code_from_uniform(1 - 2**-53)) == codes.assignment_from_index(40319)
    for bad in (1.0, -0.25, float("nan"), "0.5", True):
        with pytest.raises(InvalidNotationError):
            codes.code_from_uniform(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "problem", "words"),
    [
        ("", "empty", "no game code"),
        ("   ", "empty", "no game code"),
        ("KAB", "length", "3 letters"),
        ("K", "length", "1 letters"),
        ("KABCD", "length", "5 letters"),
        ("K4BC", "characters", "'4'"),
        ("1234", "characters", "'1234'"),
        ("KÖBC", "characters", "'Ö'"),
        ("straße", "characters", "'ß'"),
        ("KA-C", "characters", "'-'"),
    ],
)
def test_bad_codes_name_their_problem(text: str, problem: str, words: str) -> None:
    with pytest.raises(codes.BadCodeError) as caught:
        codes.decode(text)
    assert caught.value.problem == problem
    assert words in str(caught.value)
    assert isinstance(caught.value, InvalidNotationError)


@pytest.mark.parametrize("code", ["KABF", "ABCZ", "demx", "QQQQ", "DEMP"])
def test_codes_of_the_newer_generator_are_refused_with_an_explanation(code: str) -> None:
    with pytest.raises(codes.UnsupportedCodeError) as caught:
        codes.decode(code)
    message = str(caught.value)
    assert f"ends in {code[-1].upper()}" in message and "newer generator" in message and "A-E" in message
    assert isinstance(caught.value, RulesError) and not isinstance(caught.value, InvalidNotationError)


def test_a_code_that_is_not_text_is_refused() -> None:
    with pytest.raises(codes.BadCodeError):
        codes.decode(1234)  # type: ignore[arg-type]


def test_encode_refuses_something_that_is_not_a_permutation() -> None:
    with pytest.raises(InvalidNotationError):
        codes.encode((0, 1, 2, 3, 4, 5, 6, 6))
    with pytest.raises(InvalidNotationError):
        codes.assignment_from_index(codes.ASSIGNMENT_COUNT)
