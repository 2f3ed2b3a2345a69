"""The lab's questions: what two ingredients make, and what the official app would answer.

An Assignment is the game's secret: assignment[i] is the index into ALCHEMICALS (0..7) of the
alchemical inside INGREDIENTS[i]; it is a permutation of 0..7. Every function here is pure; the
parse_* functions turn what a player types (English ids, German names, grid numbers) into ids.
"""

from __future__ import annotations

import unicodedata
from typing import Literal

from games.alchemists.components import (
    ALCHEMICALS,
    COLOUR_NAMES,
    COLOURED_POTIONS,
    COLOURS,
    INGREDIENT_NAMES,
    INGREDIENTS,
    MASTER_DEBUNK_POTIONS,
    POTION_ALIASES,
    POTION_NAMES,
    POTIONS,
    potion_of,
    potion_sign,
    sign_text,
)
from games.kernel.errors import IllegalActionError, InvalidNotationError

Assignment = tuple[int, ...]
Quality = Literal["exact", "sign", "neutral", "wrong"]
Sign = Literal["+", "-"]


def mix_alchemicals(x: int, y: int) -> str:
    """The potion of two different alchemicals (indices 0..7): the colour where both share the sign
    and differ in size, with that sign; "N" when there is none."""
    if not (0 <= x < 8 and 0 <= y < 8):
        raise InvalidNotationError(f"alchemical index out of range: {x}, {y} (0..7)")
    if x == y:
        raise IllegalActionError(f"an alchemical cannot be mixed with itself (index {x})")
    first, second = ALCHEMICALS[x], ALCHEMICALS[y]
    for colour in range(3):
        same_sign = first.signs[colour] == second.signs[colour]
        if same_sign and first.sizes[colour] != second.sizes[colour]:
            return potion_of(colour, first.signs[colour])
    return "N"


def check_assignment(assignment: Assignment) -> None:
    """Raise InvalidNotationError unless `assignment` is a permutation of 0..7."""
    if not isinstance(assignment, tuple) or sorted(assignment) != list(range(8)):
        raise InvalidNotationError(f"not an assignment of the 8 alchemicals: {assignment!r}")


def alchemical_index(assignment: Assignment, ingredient: str) -> int:
    """The index into ALCHEMICALS of the alchemical inside `ingredient` (an id)."""
    check_assignment(assignment)
    if ingredient not in INGREDIENTS:
        raise InvalidNotationError(f"unknown ingredient id {ingredient!r}")
    return assignment[INGREDIENTS.index(ingredient)]


def mix(assignment: Assignment, a: str, b: str) -> str:
    """The potion that ingredients `a` and `b` (two different ids) make."""
    x, y = alchemical_index(assignment, a), alchemical_index(assignment, b)
    if a == b:
        raise IllegalActionError(
            f"the same ingredient twice ({a} + {b}): a potion needs two different ingredients"
        )
    return mix_alchemicals(x, y)


def check_potion(potion: str, allowed: tuple[str, ...], purpose: str) -> None:
    """Raise unless `potion` is a potion id, and one of `allowed` for `purpose`."""
    if potion not in POTIONS:
        raise InvalidNotationError(f"unknown potion id {potion!r}; use one of {', '.join(POTIONS)}")
    if potion not in allowed:
        choices = ", ".join(allowed)
        raise IllegalActionError(f"{purpose} cannot be the neutral potion; use one of {choices}")


def sell_quality(assignment: Assignment, wanted: str, a: str, b: str) -> Quality:
    """What the app tells the seller: exact / sign (right sign) / neutral / wrong (sign)."""
    check_potion(wanted, COLOURED_POTIONS, "the adventurer's wish")
    return quality_of(wanted, mix(assignment, a, b))


def quality_of(wanted: str, made: str) -> Quality:
    """The quality class of potion `made` for an adventurer who wants the coloured potion `wanted`."""
    if made == wanted:
        return "exact"
    if made == "N":
        return "neutral"
    return "sign" if potion_sign(made) == potion_sign(wanted) else "wrong"


def debunk_aspect(assignment: Assignment, ingredient: str, colour: str) -> Sign:
    """Apprentice debunk: the true sign of `colour`'s aspect in `ingredient`."""
    if colour not in COLOURS:
        raise InvalidNotationError(f"unknown colour id {colour!r}; use red, green or blue")
    alchemical = ALCHEMICALS[alchemical_index(assignment, ingredient)]
    return sign_text(alchemical.signs[COLOURS.index(colour)])  # type: ignore[return-value]


def debunk_master(assignment: Assignment, a: str, b: str, potion: str) -> bool:
    """Master debunk: whether `a` and `b` make `potion`."""
    check_potion(potion, MASTER_DEBUNK_POTIONS, "the potion of a Master debunk")
    return mix(assignment, a, b) == potion


def exhibit(assignment: Assignment, potion: str, a: str, b: str) -> bool:
    """Exhibition (final round): whether `a` and `b` make the announced `potion`."""
    check_potion(potion, COLOURED_POTIONS, "an exhibited potion")
    return mix(assignment, a, b) == potion


def solution(assignment: Assignment) -> dict[str, str]:
    """The whole secret: each ingredient's signs of red, green, blue, e.g. {"mushroom": "+-+", ...}."""
    check_assignment(assignment)
    return {name: ALCHEMICALS[index].sign_string for name, index in zip(INGREDIENTS, assignment)}


def fold(text: str) -> str:
    """Lower case, umlauts spelled out (ä→ae, ß→ss), spaces and underscores as hyphens."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"expected text, got {text!r}")
    folded = unicodedata.normalize("NFC", text).strip().lower()
    for umlaut, spelled in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), ("−", "-"), ("–", "-")):
        folded = folded.replace(umlaut, spelled)
    return "-".join(folded.replace("_", " ").split())


def _words(names: dict[str, str], *extra: str) -> list[str]:
    """The folded spellings of one item's names."""
    return [fold(word) for word in (*names.values(), *extra)]


def _ingredient_words() -> dict[str, str]:
    words: dict[str, str] = {}
    for number, ingredient in enumerate(INGREDIENTS, start=1):
        for word in (ingredient, str(number), *_words(INGREDIENT_NAMES[ingredient])):
            words[fold(word)] = ingredient
    words["mandrake-root"] = "mandrake"
    words["alraunwurzel"] = "mandrake"
    words["bird"] = "bird-claw"
    words["raven"] = "raven-feather"
    return words


def _colour_words() -> dict[str, str]:
    words: dict[str, str] = {}
    for colour in COLOURS:
        for word in (colour, colour[0], *_words(COLOUR_NAMES[colour])):
            words[fold(word)] = colour
    return words


def _potion_words() -> dict[str, str]:
    words: dict[str, str] = {}
    for potion in POTIONS:
        for word in (potion, *_words(POTION_NAMES[potion], *POTION_ALIASES[potion])):
            words[fold(word)] = potion
        colour = {"R": "red", "G": "green", "B": "blue"}.get(potion[0])
        if colour:  # "red+", "rot+", "gruen-"
            for name in _words(COLOUR_NAMES[colour], colour):
                words[name + potion[1]] = potion
    words["neutraler-trank"] = "N"
    words["0"] = "N"
    return words


INGREDIENT_WORDS: dict[str, str] = _ingredient_words()
COLOUR_WORDS: dict[str, str] = _colour_words()
POTION_WORDS: dict[str, str] = _potion_words()


def parse_ingredient(text: str) -> str:
    """The ingredient id for an id, an English or German name (umlauts or ASCII) or a number 1–8."""
    found = INGREDIENT_WORDS.get(fold(text))
    if found is None:
        raise InvalidNotationError(
            f"unknown ingredient {text!r}: use {', '.join(INGREDIENTS)}, "
            "a German name (pilz, farn, kröte, ...) or a number 1-8"
        )
    return found


def parse_colour(text: str) -> str:
    """The colour id for red/green/blue or rot/grün/blau (case and umlauts free)."""
    found = COLOUR_WORDS.get(fold(text))
    if found is None:
        raise InvalidNotationError(f"unknown colour {text!r}: use red, green, blue (rot, grün, blau)")
    return found


def parse_potion(text: str) -> str:
    """The potion id for "R+" ... "N", an English or German potion name, or "red+" / "rot+"."""
    found = POTION_WORDS.get(fold(text))
    if found is None:
        raise InvalidNotationError(
            f"unknown potion {text!r}: use R+ R- G+ G- B+ B- N or a name (healing, heiltrank, ...)"
        )
    return found
