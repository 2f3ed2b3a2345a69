"""Reading the Alchemists notation (see actions.py for every form): `parse_action(text)`.

`parse_action(str(a)) == a` for every action; text of none of the forms raises
InvalidNotationError naming it and what was expected.
"""

from __future__ import annotations

from typing import Callable

from games.alchemists.board.actions import (
    DECK, WORDS, Action, Altar, Bid, Buy, ChooseOrder, DealArtifact, DealRow, DebunkAspect, DebunkMix, Declare,
    Discard, DrawFavor, DrawIngredient, Endorse, Exhibit, Forage, KeepFavor, Mix, MortarPick, PeekPick, PlayFavor,
    Publish, RevealAdventurer, Secret, Sell, StartPlayer, TakeGrant, Transmute, pair,
)
from games.alchemists.board.components import (
    ADVENTURERS, ARTIFACT_BY_ID, FAVORS, GRANTS, GUARANTEES, ORDER_TRACK, SEALS, SEAT_COLOURS, SPACES,
)
from games.alchemists.components import COLOURS, INGREDIENTS, POTIONS
from games.kernel.errors import InvalidNotationError


def _choice(word: str, allowed: tuple[str, ...] | list[str], what: str) -> str:
    if word not in allowed:
        raise InvalidNotationError(f"'{word}' is no {what} (expected one of: {', '.join(allowed)})")
    return word


def _ingredient(word: str) -> int:
    return INGREDIENTS.index(_choice(word, INGREDIENTS, "ingredient"))


def _potion(word: str) -> str:
    return _choice(word.upper(), POTIONS, "potion")


def _number(word: str, low: int, high: int, what: str) -> int:
    if not word.isdigit() or not low <= int(word) <= high:
        raise InvalidNotationError(f"'{word}' is no {what} (expected {low}..{high})")
    return int(word)


def _two(words: list[str]) -> tuple[int, int]:
    a, b = _ingredient(words[0]), _ingredient(words[1])
    if a == b:
        raise InvalidNotationError(f"'{words[0]} {words[1]}': a potion needs two different ingredients")
    return pair(a, b)


def _sell(w: list[str]) -> Action:
    a, b = _two(w[2:])
    return Sell(_potion(w[0]), _choice(w[1], GUARANTEES, "guarantee"), a, b)


def _debunk(w: list[str]) -> Action:
    if len(w) == 2:
        return DebunkAspect(_ingredient(w[0]), _choice(w[1], COLOURS, "colour"))
    a, b = _two(w[:2])
    return DebunkMix(a, b, _potion(w[2]))


def _exhibit(w: list[str]) -> Action:
    a, b = _two(w[1:])
    return Exhibit(_potion(w[0]), a, b)


def _mix(purpose: str) -> Callable[[list[str]], Action]:
    return lambda w: Mix(purpose, *_two(w))


_ORDER_IDS = [space.id for space in ORDER_TRACK]
_PARSERS: dict[str, tuple[tuple[int, ...], Callable[[list[str]], Action]]] = {
    # first word -> (allowed numbers of further words, parser of those words)
    "secret": ((1,), lambda w: Secret(_number(w[0], 0, 40319, "secret index"))),
    "start": ((1,), lambda w: StartPlayer(_choice(w[0], SEAT_COLOURS, "seat colour"))),
    "artifact": ((1,), lambda w: DealArtifact(_choice(w[0], list(ARTIFACT_BY_ID), "artifact"))),
    "adventurer": ((1,), lambda w: RevealAdventurer(_number(w[0], 1, len(ADVENTURERS), "adventurer") - 1)),
    "row": ((1,), lambda w: DealRow(_ingredient(w[0]))),
    "draw": ((2,), lambda w: DrawIngredient(_choice(w[0], SEAT_COLOURS, "seat colour"), _ingredient(w[1]))),
    "favor": ((2,), lambda w: DrawFavor(_choice(w[0], SEAT_COLOURS, "seat colour"), _choice(w[1], FAVORS, "favor"))),
    "mortar": ((1,), lambda w: MortarPick(_ingredient(w[0]))),
    "peek": ((1,), lambda w: PeekPick(_ingredient(w[0]))),
    "keep": ((1,), lambda w: KeepFavor(_choice(w[0], FAVORS, "favor"))),
    "discard": ((1,), lambda w: Discard(_ingredient(w[0]))),
    "order": ((1,), lambda w: ChooseOrder(_ORDER_IDS.index(_choice(w[0], _ORDER_IDS, "order space")))),
    "declare": ((1,), lambda w: Declare(_choice(w[0], SPACES, "action space"))),
    "play": ((1, 2), lambda w: PlayFavor(_choice(w[0], FAVORS, "favor"),
                                        _choice(w[1], SPACES, "action space") if len(w) > 1 else "")),
    "forage": ((1,), lambda w: Forage(DECK if w[0] == "deck" else _ingredient(w[0]))),
    "transmute": ((1,), lambda w: Transmute(_ingredient(w[0]))),
    "bid": ((1,), lambda w: Bid(_number(w[0], 0, 3, "bid"))),
    "sell": ((4,), _sell),
    "buy": ((1,), lambda w: Buy(_choice(w[0], list(ARTIFACT_BY_ID), "artifact"))),
    "debunk": ((2, 3), _debunk),
    "publish": ((3,), lambda w: Publish(_ingredient(w[0]), _number(w[1], 1, 8, "alchemical") - 1,
                                        _choice(w[2], SEALS, "seal"))),
    "endorse": ((2,), lambda w: Endorse(_ingredient(w[0]), _choice(w[1], SEALS, "seal"))),
    "student": ((2,), _mix("student")),
    "drink": ((2,), _mix("drink")),
    "cap": ((2,), _mix("cap")),
    "exhibit": ((3,), _exhibit),
    "altar": ((1,), lambda w: Altar(_number(w[0], 0, 8, "amount of gold"))),
    "grant": ((1,), lambda w: TakeGrant(_number(w[0], 1, len(GRANTS), "grant") - 1)),
}


def parse_action(text: str) -> Action:
    """The action written as `text` (case and spacing do not matter; potions in any case)."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"{text!r} is no action (expected text)")
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in WORDS:
        return WORDS[words[0]]
    if not words or words[0] not in _PARSERS:
        raise InvalidNotationError(f"'{text}' is no Alchemists action (it starts with none of: "
                                   f"{', '.join(sorted([*_PARSERS, *WORDS]))})")
    counts, parser = _PARSERS[words[0]]
    if len(words) - 1 not in counts:
        raise InvalidNotationError(f"'{text}': '{words[0]}' takes {' or '.join(map(str, counts))} more words")
    try:
        return parser(words[1:])
    except InvalidNotationError as error:
        raise InvalidNotationError(f"'{text}': {error}") from None


def public_text(action: Action) -> str:
    """The action as the other seats may read it: the notation with what only its actor (or, for a
    draw, the seat drawing) may know written as "?", e.g. "student ? ?", "draw red ?",
    "publish toad 3 ?". Public actions are their notation."""
    if isinstance(action, DrawIngredient):
        return f"draw {action.colour} ?"
    if isinstance(action, DrawFavor):
        return f"favor {action.colour} ?"
    if isinstance(action, (MortarPick, PeekPick, Discard, Transmute, KeepFavor, Bid)):
        return str(action).split()[0] + " ?"
    if isinstance(action, (Mix, Exhibit)):
        return " ".join(str(action).split()[:-2] + ["?", "?"])
    if isinstance(action, Sell):
        return f"sell {action.potion} {action.guarantee} ? ?"
    if isinstance(action, (Publish, Endorse)):
        return " ".join(str(action).split()[:-1] + ["?"])
    return str(action)
