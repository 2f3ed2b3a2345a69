"""The fact notation of the deduction notebook: every kind read, written back, and refused when wrong."""

from __future__ import annotations

import itertools

import pytest

from games.alchemists import codes
from games.alchemists.components import COLOURED_POTIONS, COLOURS, INGREDIENTS, POTIONS, QUALITIES
from games.alchemists.facts import AspectSign, Known, Made, NotMade, Sold, parse_fact
from games.kernel.errors import IllegalActionError, InvalidNotationError


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("mushroom+toad=R+", Made("mushroom", "toad", "R+")),
        ("kröte+pilz=heiltrank", Made("mushroom", "toad", "R+")),
        ("3 + 1 = healing", Made("mushroom", "toad", "R+")),
        ("Farn+Kroete=N", Made("fern", "toad", "N")),
        ("fern+toad=0", Made("fern", "toad", "N")),
        ("fern+toad!=B+", NotMade("fern", "toad", "B+")),
        ("fern+toad≠weisheit", NotMade("fern", "toad", "B+")),
        ("fern+toad@R+=sign", Sold("fern", "toad", "R+", "sign")),
        ("2+3@gift=Wrong", Sold("fern", "toad", "R-", "wrong")),
        ("toad.green=-", AspectSign("toad", "green", "-")),
        ("Kröte.grün=−", AspectSign("toad", "green", "-")),
        ("7.rot=+", AspectSign("scorpion", "red", "+")),
        ("raven-feather=8", Known("raven-feather", 8)),
        ("rabenfeder = 1", Known("raven-feather", 1)),
    ],
)
def test_each_kind_is_read_in_the_labs_words(text: str, fact: object) -> None:
    assert parse_fact(text) == fact


def every_fact() -> list[object]:
    pairs = list(itertools.combinations(INGREDIENTS, 2))
    facts: list[object] = []
    for a, b in pairs:
        facts += [Made(a, b, p) for p in POTIONS] + [NotMade(a, b, p) for p in POTIONS]
        facts += [Sold(a, b, w, q) for w in COLOURED_POTIONS for q in QUALITIES]
    for ingredient in INGREDIENTS:
        facts += [AspectSign(ingredient, c, s) for c in COLOURS for s in "+-"]
        facts += [Known(ingredient, n) for n in range(1, 9)]
    return facts


def test_every_fact_round_trips_through_its_text() -> None:
    facts = every_fact()
    assert len(facts) == 28 * (7 + 7 + 24) + 8 * (6 + 8)
    assert len({str(f) for f in facts}) == len(facts)
    assert all(parse_fact(str(f)) == f for f in facts)


def test_a_pair_is_kept_in_grid_order() -> None:
    assert Made("toad", "mushroom", "R+") == Made("mushroom", "toad", "R+")
    assert Made("toad", "mushroom", "R+").pair == ("mushroom", "toad")
    assert str(Sold("raven-feather", "fern", "B-", "exact")) == "fern+raven-feather@B-=exact"


def test_what_each_fact_allows() -> None:
    assert NotMade("fern", "toad", "B+").potions == frozenset(POTIONS) - {"B+"}
    assert Sold("fern", "toad", "R+", "exact").potions == {"R+"}
    assert Sold("fern", "toad", "R+", "sign").potions == {"G+", "B+"}
    assert Sold("fern", "toad", "R+", "neutral").potions == {"N"}
    assert Sold("fern", "toad", "R+", "wrong").potions == {"R-", "G-", "B-"}
    assert AspectSign("toad", "red", "+").alchemicals == {1, 2, 5, 7}  # grid 2, 3, 6, 8: red +
    assert Known("toad", 3).alchemicals == {2}


def test_facts_hold_for_the_demo_secret() -> None:
    demo = codes.decode("DEMO")  # mushroom R+ (grid 6), toad B+ (grid 2): they make healing
    assert Made("mushroom", "toad", "R+").holds(demo)
    assert not NotMade("mushroom", "toad", "R+").holds(demo)
    assert Sold("fern", "toad", "R+", "sign").holds(demo)
    assert AspectSign("toad", "green", "-").holds(demo)
    assert Known("toad", 2).holds(demo) and not Known("toad", 3).holds(demo)


@pytest.mark.parametrize(
    ("text", "error", "words"),
    [
        ("", InvalidNotationError, "write it as A+B=POTION"),
        ("mushroom toad R+", InvalidNotationError, "write it as"),
        ("mushroom+toad=", InvalidNotationError, "write it as"),
        ("=R+", InvalidNotationError, "write it as"),
        ("salamander+toad=R+", InvalidNotationError, "unknown ingredient 'salamander'"),
        ("mushroom+toad=elixir", InvalidNotationError, "unknown potion 'elixir'"),
        ("mushroom+=R+", InvalidNotationError, "two ingredients joined by '+'"),
        ("pilz+1=R+", IllegalActionError, "the same ingredient twice"),
        ("pilz+kröte@N=exact", IllegalActionError, "cannot be the neutral potion"),
        ("pilz+kröte@R+=good", InvalidNotationError, "unknown sale quality 'good'"),
        ("pilz+kröte@R+!=exact", InvalidNotationError, "a sale is written"),
        ("pilz.purple=+", InvalidNotationError, "unknown colour 'purple'"),
        ("pilz.red=x", InvalidNotationError, "unknown sign 'x'"),
        ("pilz.red!=+", InvalidNotationError, "'!=' follows a pair"),
        ("pilz=9", InvalidNotationError, "grid number 1-8, not '9'"),
        ("pilz=R+", InvalidNotationError, "grid number 1-8, not 'R+'"),
        ("pilz=٣", InvalidNotationError, "grid number 1-8"),
    ],
)
def test_bad_facts_name_the_text_and_the_problem(text: str, error: type, words: str) -> None:
    with pytest.raises(error) as raised:
        parse_fact(text)
    assert str(raised.value).startswith(f"bad fact {text!r}: ")
    assert words in str(raised.value)


def test_constructors_refuse_what_the_notation_refuses() -> None:
    with pytest.raises(InvalidNotationError, match="unknown ingredient id"):
        Made("Pilz", "toad", "R+")
    with pytest.raises(InvalidNotationError, match="grid number"):
        Known("toad", True)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="unknown sign"):
        AspectSign("toad", "red", "−")
    with pytest.raises(InvalidNotationError, match="a fact is text"):
        parse_fact(3)  # type: ignore[arg-type]
