"""What a scanned text means: an ingredient card, another Athanor's game code, or something foreign.

Card payload: ``ATH`` + grid number (1..8) + one check character (ISO 7064 MOD 37,36 over the first
four characters), e.g. ``ATH1`` + check. The prefix tells our cards apart from a shop's EAN, a URL
or another game's code; the check character makes every single damaged character an invalid payload
(two valid payloads differ in at least two places), so a misread never turns one ingredient into
another. "Nothing found" is a value (`NOTHING`), never an exception.

Game-code payload (the QR another Athanor shows on its code screen): ``ATHANOR:`` + the 4-letter
code of the Alchemists app, optionally ``:`` + the variant, e.g. ``ATHANOR:KABC:MASTER``,
``ATHANOR:DEMO:APPRENTICE`` or ``ATHANOR:KABC`` (older Athanors; the joining player then chooses the
variant). Case-insensitive. Only this prefixed form is a game code: a code that merely looks like one
(a foreign QR or Micro QR saying ``EZIK``) is `Foreign`. A code typed by a player never passes through
here, so typing stays free.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

PREFIX = "ATH"
GAME_CODE_PREFIX = "ATHANOR:"
GAME_CODE_VARIANTS: tuple[str, ...] = ("apprentice", "master")

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
_GAME_CODE_PAYLOAD = re.compile(r"ATHANOR:([A-Z]{4})(?::(APPRENTICE|MASTER))?")


@dataclass(frozen=True)
class IngredientCard:
    """One of our printed ingredient cards."""

    ingredient: str  # an id of INGREDIENTS


@dataclass(frozen=True)
class GameCode:
    """The 4-letter game code of another Athanor (upper case), and its variant when the QR names it."""

    code: str
    variant: str | None = None  # one of GAME_CODE_VARIANTS, or None


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


def game_code_payload(code: str, variant: str | None = None) -> str:
    """The text of the game-code QR for `code` (4 letters) and `variant` (None leaves it out)."""
    normal = code.strip().upper()
    if not _GAME_CODE.fullmatch(normal):
        raise ValueError(f"a game code has 4 letters A-Z, not {code!r}")
    if variant is None:
        return GAME_CODE_PREFIX + normal
    if variant not in GAME_CODE_VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; expected one of {', '.join(GAME_CODE_VARIANTS)}")
    return f"{GAME_CODE_PREFIX}{normal}:{variant.upper()}"


def parse(text: str | None) -> Reading:
    """Tell what a scanned `text` is; whitespace around it is ignored."""
    stripped = (text or "").strip()
    if not stripped:
        return NOTHING
    if stripped in _INGREDIENT_BY_PAYLOAD:
        return IngredientCard(_INGREDIENT_BY_PAYLOAD[stripped])
    game_code = _GAME_CODE_PAYLOAD.fullmatch(stripped.upper())
    if game_code:
        code, variant = game_code.groups()
        return GameCode(code, variant.lower() if variant else None)
    return Foreign(stripped)


def label(reading: Reading) -> str:
    """A short plain label of `reading` for overlays and logs (ids, not translated names)."""
    if isinstance(reading, IngredientCard):
        return reading.ingredient
    if isinstance(reading, GameCode):
        return f"code {reading.code}" + (f" ({reading.variant})" if reading.variant else "")
    if isinstance(reading, Foreign):
        shown = reading.text if len(reading.text) <= 24 else reading.text[:23] + "…"
        return f"? {shown}"
    return ""
