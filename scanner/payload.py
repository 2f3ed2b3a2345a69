"""What a scanned text means: an ingredient card, another Athanor's game code, or something foreign.

Card payload: ``ATH`` + grid number (1..8) + one check character (ISO 7064 MOD 37,36 over the first
four characters), e.g. ``ATH1`` + check. The prefix tells our cards apart from a shop's EAN, a URL
or another game's code; the check character makes every single damaged character an invalid payload
(two valid payloads differ in at least two places), so a misread never turns one ingredient into
another. Game codes are the 4-letter codes of the Alchemists app, bare (``DEMO``) or as
``ATHANOR:DEMO``, case-insensitive. "Nothing found" is a value (`NOTHING`), never an exception.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

PREFIX = "ATH"
GAME_CODE_PREFIX = "ATHANOR:"

# Grid order 1..8 of the deduction grid; the same ids as the lab command line
# (games/alchemists/components.py; tests/scanner checks both agree).
INGREDIENTS: tuple[str, ...] = (
    "mushroom",
    "fern",
    "toad",
    "bird-claw",
    "flower",
    "mandrake",
    "scorpion",
    "raven-feather",
)

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_MODULUS = 36
_GAME_CODE = re.compile(r"[A-Z]{4}")


@dataclass(frozen=True)
class IngredientCard:
    """One of our printed ingredient cards."""

    ingredient: str  # an id of INGREDIENTS


@dataclass(frozen=True)
class GameCode:
    """The 4-letter game code of another Athanor (upper case)."""

    code: str


@dataclass(frozen=True)
class Foreign:
    """A readable code that is not ours (a shop's EAN, a URL, another game's card)."""

    text: str


@dataclass(frozen=True)
class Nothing:
    """No code at all (empty text)."""


NOTHING = Nothing()
Reading = Union[IngredientCard, GameCode, Foreign, Nothing]


def check_character(body: str) -> str:
    """The ISO 7064 MOD 37,36 check character of `body` (characters of ALPHABET)."""
    product = _MODULUS
    for char in body:
        value = ALPHABET.index(char)
        total = (product + value) % _MODULUS or _MODULUS
        product = (2 * total) % (_MODULUS + 1)
    return ALPHABET[(_MODULUS + 1 - product) % _MODULUS]


def card_payload(ingredient: str) -> str:
    """The text printed in the code of `ingredient`'s card."""
    if ingredient not in INGREDIENTS:
        raise ValueError(f"unknown ingredient {ingredient!r}; expected one of {', '.join(INGREDIENTS)}")
    body = f"{PREFIX}{INGREDIENTS.index(ingredient) + 1}"
    return body + check_character(body)


CARD_PAYLOADS: dict[str, str] = {ingredient: card_payload(ingredient) for ingredient in INGREDIENTS}
_INGREDIENT_BY_PAYLOAD: dict[str, str] = {text: ingredient for ingredient, text in CARD_PAYLOADS.items()}


def parse(text: str | None) -> Reading:
    """Tell what a scanned `text` is; whitespace around it is ignored."""
    stripped = (text or "").strip()
    if not stripped:
        return NOTHING
    if stripped in _INGREDIENT_BY_PAYLOAD:
        return IngredientCard(_INGREDIENT_BY_PAYLOAD[stripped])
    code = stripped.upper()
    if code.startswith(GAME_CODE_PREFIX):
        code = code[len(GAME_CODE_PREFIX) :]
        if _GAME_CODE.fullmatch(code):
            return GameCode(code)
    elif _GAME_CODE.fullmatch(code):
        return GameCode(code)
    return Foreign(stripped)


def label(reading: Reading) -> str:
    """A short plain label of `reading` for overlays and logs (ids, not translated names)."""
    if isinstance(reading, IngredientCard):
        return reading.ingredient
    if isinstance(reading, GameCode):
        return f"code {reading.code}"
    if isinstance(reading, Foreign):
        shown = reading.text if len(reading.text) <= 24 else reading.text[:23] + "…"
        return f"? {shown}"
    return ""
