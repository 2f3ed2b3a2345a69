"""Facts a player learns about the secret, in the text notation of the deduction notebook.

Five kinds, each a frozen value whose str() parse_fact reads back to an equal value:
  Made        "A+B=POTION"          A and B made POTION (student, drink, a successful Master debunk
                                    or exhibition)
  NotMade     "A+B!=POTION"         they did not make it (a failed Master debunk or exhibition)
  Sold        "A+B@WANTED=QUALITY"  a sale: the quality class (exact, sign, neutral, wrong) the lab
                                    gave for the adventurer's WANTED potion
  AspectSign  "A.red=+"             an Apprentice debunk: the sign of one aspect of one ingredient
  Known       "A=N"                 ingredient A holds alchemical N (grid number 1..8)
A pair fact allows a set of results for its pair (`potions`); an ingredient fact allows a set of
alchemicals (indices 0..7, `alchemicals`) for its ingredient: that is all the deduction engine needs.
Ingredients, colours and potions are read as the lab's command line reads them (ids, German names,
grid numbers); a pair is kept in grid order, so "kröte+pilz=R+" equals "mushroom+toad=R+".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from games.alchemists import mixing as lab
from games.alchemists.components import (
    ALCHEMICALS,
    COLOURED_POTIONS,
    COLOURS,
    INGREDIENTS,
    POTIONS,
    QUALITIES,
    sign_text,
)
from games.kernel.errors import IllegalActionError, InvalidNotationError

SYNTAX = "A+B=POTION, A+B!=POTION, A+B@WANTED=QUALITY, A.COLOUR=SIGN or A=N"


def _check_ingredient(ingredient: str) -> None:
    if ingredient not in INGREDIENTS:
        raise InvalidNotationError(f"unknown ingredient id {ingredient!r}; use one of {', '.join(INGREDIENTS)}")


@dataclass(frozen=True)
class PairFact:
    """What is known about the potion of ingredients a and b (ids, stored in grid order)."""

    a: str
    b: str

    def __post_init__(self) -> None:
        _check_ingredient(self.a)
        _check_ingredient(self.b)
        if self.a == self.b:
            raise IllegalActionError(
                f"the same ingredient twice ({self.a}): a potion needs two different ingredients"
            )
        if INGREDIENTS.index(self.a) > INGREDIENTS.index(self.b):
            first, second = self.b, self.a
            object.__setattr__(self, "a", first)
            object.__setattr__(self, "b", second)

    @property
    def pair(self) -> tuple[str, str]:
        """The two ingredient ids in grid order."""
        return (self.a, self.b)

    @property
    def potions(self) -> frozenset[str]:
        """The results of the pair this fact allows."""
        raise NotImplementedError

    def holds(self, assignment: lab.Assignment) -> bool:
        """Whether the fact is true for the secret `assignment`."""
        return lab.mix(assignment, self.a, self.b) in self.potions


@dataclass(frozen=True)
class PotionFact(PairFact):
    """Whether the pair made `potion` (any of the seven)."""

    potion: str

    def __post_init__(self) -> None:
        super().__post_init__()
        lab.check_potion(self.potion, POTIONS, "a mixed potion")


@dataclass(frozen=True)
class Made(PotionFact):
    """The pair made `potion`."""

    @property
    def potions(self) -> frozenset[str]:
        return frozenset({self.potion})

    def __str__(self) -> str:
        return f"{self.a}+{self.b}={self.potion}"


@dataclass(frozen=True)
class NotMade(PotionFact):
    """The pair did not make `potion` (it made one of the other six)."""

    @property
    def potions(self) -> frozenset[str]:
        return frozenset(POTIONS) - {self.potion}

    def __str__(self) -> str:
        return f"{self.a}+{self.b}!={self.potion}"


@dataclass(frozen=True)
class Sold(PairFact):
    """The pair was sold to an adventurer wanting `wanted` and the lab said `quality`."""

    wanted: str
    quality: str

    def __post_init__(self) -> None:
        super().__post_init__()
        lab.check_potion(self.wanted, COLOURED_POTIONS, "the adventurer's wish")
        if self.quality not in QUALITIES:
            raise InvalidNotationError(f"unknown sale quality {self.quality!r}: use {', '.join(QUALITIES)}")

    @property
    def potions(self) -> frozenset[str]:
        return frozenset(p for p in POTIONS if lab.quality_of(self.wanted, p) == self.quality)

    def __str__(self) -> str:
        return f"{self.a}+{self.b}@{self.wanted}={self.quality}"


@dataclass(frozen=True)
class IngredientFact:
    """What is known about the alchemical inside one ingredient (an id)."""

    ingredient: str

    def __post_init__(self) -> None:
        _check_ingredient(self.ingredient)

    @property
    def alchemicals(self) -> frozenset[int]:
        """The alchemicals (indices 0..7 into ALCHEMICALS) this fact allows in the ingredient."""
        raise NotImplementedError

    def holds(self, assignment: lab.Assignment) -> bool:
        """Whether the fact is true for the secret `assignment`."""
        return lab.alchemical_index(assignment, self.ingredient) in self.alchemicals


@dataclass(frozen=True)
class AspectSign(IngredientFact):
    """The `colour` aspect of the ingredient has `sign` ("+" or "-")."""

    colour: str
    sign: str

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.colour not in COLOURS:
            raise InvalidNotationError(f"unknown colour id {self.colour!r}; use red, green or blue")
        if self.sign not in ("+", "-"):
            raise InvalidNotationError(f"unknown sign {self.sign!r}: use + or -")

    @property
    def alchemicals(self) -> frozenset[int]:
        colour = COLOURS.index(self.colour)
        return frozenset(n for n, a in enumerate(ALCHEMICALS) if sign_text(a.signs[colour]) == self.sign)

    def __str__(self) -> str:
        return f"{self.ingredient}.{self.colour}={self.sign}"


@dataclass(frozen=True)
class Known(IngredientFact):
    """The ingredient holds the alchemical with grid number `number` (1..8)."""

    number: int

    def __post_init__(self) -> None:
        super().__post_init__()
        if type(self.number) is not int or not 1 <= self.number <= 8:
            raise InvalidNotationError(f"an alchemical is a grid number 1-8, not {self.number!r}")

    @property
    def alchemicals(self) -> frozenset[int]:
        return frozenset({self.number - 1})

    def __str__(self) -> str:
        return f"{self.ingredient}={self.number}"


Fact = Union[Made, NotMade, Sold, AspectSign, Known]


def parse_fact(text: str) -> Fact:
    """The fact written in `text`; InvalidNotationError / IllegalActionError naming what is wrong."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"a fact is text, not {text!r}")
    try:
        return _parse(text.strip().replace("≠", "!="))
    except IllegalActionError as error:
        raise IllegalActionError(f"bad fact {text!r}: {error}") from None
    except InvalidNotationError as error:
        raise InvalidNotationError(f"bad fact {text!r}: {error}") from None


def _parse(text: str) -> Fact:
    relation = "!=" if "!=" in text else "="
    left, found, right = text.partition(relation)
    if not found or not left.strip() or not right.strip():
        raise InvalidNotationError(f"write it as {SYNTAX}")
    if "@" in left:
        if relation == "!=":
            raise InvalidNotationError("a sale is written A+B@WANTED=QUALITY")
        pair, _, wanted = left.partition("@")
        return Sold(*_pair(pair), lab.parse_potion(wanted), _quality(right))
    if "+" in left:
        a, b = _pair(left)
        potion = lab.parse_potion(right)
        return NotMade(a, b, potion) if relation == "!=" else Made(a, b, potion)
    if relation == "!=":
        raise InvalidNotationError("'!=' follows a pair of ingredients: A+B!=POTION")
    if "." in left:
        ingredient, _, colour = left.rpartition(".")
        return AspectSign(lab.parse_ingredient(ingredient), lab.parse_colour(colour), _sign(right))
    return Known(lab.parse_ingredient(left), _grid_number(right))


def _pair(text: str) -> tuple[str, str]:
    a, found, b = text.partition("+")
    if not found or not a.strip() or not b.strip():
        raise InvalidNotationError(f"expected two ingredients joined by '+', not {text.strip()!r}")
    return lab.parse_ingredient(a), lab.parse_ingredient(b)


def _quality(text: str) -> str:
    quality = lab.fold(text)
    if quality not in QUALITIES:
        raise InvalidNotationError(f"unknown sale quality {text.strip()!r}: use {', '.join(QUALITIES)}")
    return quality


def _sign(text: str) -> str:
    sign = lab.fold(text)
    if sign not in ("+", "-"):
        raise InvalidNotationError(f"unknown sign {text.strip()!r}: use + or -")
    return sign


def _grid_number(text: str) -> int:
    number = text.strip()
    if not (number.isascii() and number.isdigit() and 1 <= int(number) <= 8):
        raise InvalidNotationError(f"an alchemical is a grid number 1-8, not {number!r}")
    return int(number)
