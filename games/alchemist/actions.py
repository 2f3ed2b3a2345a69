"""Actions of Alchemist and their text notation.

Decisions of the seat to move (cauldrons are numbered c1..c10, kinds by their English ids):

    invent c4 mushrooms+mushrooms+troll-eyes fame 9
                  write a new recipe into an empty cauldron and lay the fame tile 9 on it
    copy c4 tribute troll-eyes
                  copy cauldron 4's recipe; the troll eyes go to its inventor, the rest out
    pass supply spiders    pass and take one cube of the open supply
    pass bag               pass and draw two cubes from the bag (one per chance step)
    pass                   pass without a cube (only when supply and bag are both empty)

Chance outcomes (the driver picks them; they name the colour the cube or tile goes to):

    draw white mushrooms   a cube from the bag behind white's screen (the deal, a bag pass)
    school white spiders   white's secret school
    start black            black begins

`parse_action(str(a)) == a` for every action; case and spacing do not matter, and the cubes of a
recipe may be written in any order (`str` writes them in kind order). Text that is none of these
forms raises InvalidNotationError; whether a well-formed action is allowed is for the rules to say.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from games.alchemist.components import (
    CAULDRON_COUNT, COLOURS, KIND_BY_ID, KIND_IDS, Counts, counts_of, kinds_in,
)
from games.kernel.errors import InvalidNotationError


def cauldron_name(cauldron: int) -> str:
    """The notation of a cauldron index: "c1".."c10"."""
    return f"c{cauldron + 1}"


def recipe_text(recipe: Counts) -> str:
    """The cubes of a recipe in notation: "mushrooms+mushrooms+troll-eyes"."""
    return "+".join(KIND_IDS[kind] for kind in kinds_in(recipe))


@dataclass(frozen=True)
class Invent:
    """A new recipe in empty cauldron `cauldron` (0-based) with fame tile `fame`."""

    cauldron: int
    recipe: Counts
    fame: int

    def __str__(self) -> str:
        return f"invent {cauldron_name(self.cauldron)} {recipe_text(self.recipe)} fame {self.fame}"


@dataclass(frozen=True)
class Copy:
    """Copy the recipe of cauldron `cauldron`; `tribute` (a kind) goes to its inventor."""

    cauldron: int
    tribute: int

    def __str__(self) -> str:
        return f"copy {cauldron_name(self.cauldron)} tribute {KIND_IDS[self.tribute]}"


@dataclass(frozen=True)
class PassSupply:
    """Pass and take one cube of `kind` from the open supply."""

    kind: int

    def __str__(self) -> str:
        return f"pass supply {KIND_IDS[self.kind]}"


@dataclass(frozen=True)
class PassBag:
    """Pass and draw two cubes from the bag (fewer if it holds fewer)."""

    def __str__(self) -> str:
        return "pass bag"


@dataclass(frozen=True)
class PassEmpty:
    """Pass and take no cube (the rules say a passing player *may* take one)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Draw:
    """Chance: a cube of `kind` from the bag goes behind `colour`'s screen."""

    colour: str
    kind: int

    def __str__(self) -> str:
        return f"draw {self.colour} {KIND_IDS[self.kind]}"


@dataclass(frozen=True)
class DealSchool:
    """Chance: `colour` secretly gets the school of `kind`."""

    colour: str
    kind: int

    def __str__(self) -> str:
        return f"school {self.colour} {KIND_IDS[self.kind]}"


@dataclass(frozen=True)
class Start:
    """Chance: `colour` begins the game."""

    colour: str

    def __str__(self) -> str:
        return f"start {self.colour}"


Action = Union[Invent, Copy, PassSupply, PassBag, PassEmpty, Draw, DealSchool, Start]
CHANCE_ACTIONS: tuple[type, ...] = (Draw, DealSchool, Start)
PASS_BAG = PassBag()
PASS_EMPTY = PassEmpty()

_KIND = r"([a-z][a-z-]*[a-z])"
_CAULDRON = r"c(\d+)"
_INVENT = re.compile(rf"invent {_CAULDRON} ([a-z+ ,-]+?) fame (\d+)")
_COPY = re.compile(rf"copy {_CAULDRON} tribute {_KIND}")
_PASS_SUPPLY = re.compile(rf"pass supply {_KIND}")
_DRAW = re.compile(rf"draw ([a-z]+) {_KIND}")
_SCHOOL = re.compile(rf"school ([a-z]+) {_KIND}")
_START = re.compile(r"start ([a-z]+)")
_FORMS = ("'invent c4 mushrooms+troll-eyes fame 9', 'copy c4 tribute troll-eyes', 'pass supply spiders', "
          "'pass bag', 'pass', 'draw white spiders', 'school white spiders' or 'start white'")


def parse_kind(text: str, whole: str) -> int:
    """The kind index of an id ("troll-eyes"); InvalidNotationError naming `whole` otherwise."""
    if text not in KIND_BY_ID:
        raise InvalidNotationError(f"'{whole}': '{text}' is no ingredient (expected one of {', '.join(KIND_IDS)})")
    return KIND_BY_ID[text]


def _parse_cauldron(text: str, whole: str) -> int:
    number = int(text)
    if not 1 <= number <= CAULDRON_COUNT:
        raise InvalidNotationError(f"'{whole}': there is no cauldron c{number} (c1..c{CAULDRON_COUNT})")
    return number - 1


def _parse_colour(text: str, whole: str) -> str:
    if text not in COLOURS:
        raise InvalidNotationError(f"'{whole}': '{text}' is no player colour (expected one of {', '.join(COLOURS)})")
    return text


def _parse_recipe(text: str, whole: str) -> Counts:
    names = [name for name in re.split(r"[+, ]+", text) if name]
    if not names:
        raise InvalidNotationError(f"'{whole}' names no cubes")
    return counts_of([parse_kind(name, whole) for name in names])


def parse_action(text: str) -> Action:
    """The action written as `text` (case and surrounding spaces do not matter)."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"{text!r} is no action (expected text)")
    words = " ".join(text.strip().lower().split())
    if words == "pass bag":
        return PASS_BAG
    if words == "pass":
        return PASS_EMPTY
    if match := _INVENT.fullmatch(words):
        recipe = _parse_recipe(match.group(2), text)
        return Invent(_parse_cauldron(match.group(1), text), recipe, int(match.group(3)))
    if match := _COPY.fullmatch(words):
        return Copy(_parse_cauldron(match.group(1), text), parse_kind(match.group(2), text))
    if match := _PASS_SUPPLY.fullmatch(words):
        return PassSupply(parse_kind(match.group(1), text))
    if match := _DRAW.fullmatch(words):
        return Draw(_parse_colour(match.group(1), text), parse_kind(match.group(2), text))
    if match := _SCHOOL.fullmatch(words):
        return DealSchool(_parse_colour(match.group(1), text), parse_kind(match.group(2), text))
    if match := _START.fullmatch(words):
        return Start(_parse_colour(match.group(1), text))
    raise InvalidNotationError(f"'{text}' is no Alchemist action (expected {_FORMS})")
