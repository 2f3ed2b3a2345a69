"""Card payloads: round trip, agreement with the game's data, and rejection of everything else."""

from __future__ import annotations

import string

import pytest

from games.alchemists.components import INGREDIENTS as GAME_INGREDIENTS
from scanner.payload import (
    CARD_PAYLOADS,
    INGREDIENTS,
    NOTHING,
    Foreign,
    GameCode,
    IngredientCard,
    card_payload,
    check_character,
    game_code_payload,
    label,
    parse,
)

TYPABLE = string.ascii_letters + string.digits + " $%*+-./:"


def test_scanner_ingredients_agree_with_the_game_data() -> None:
    assert INGREDIENTS == GAME_INGREDIENTS


def test_the_printed_payloads_are_exactly_these() -> None:
    assert CARD_PAYLOADS == {
        "mushroom": "ATH17", "fern": "ATH25", "toad": "ATH33", "bird-claw": "ATH41",
        "flower": "ATH50", "mandrake": "ATH6Y", "scorpion": "ATH7W", "raven-feather": "ATH8U",
    }


@pytest.mark.parametrize("ingredient", INGREDIENTS)
def test_every_card_payload_parses_back_to_its_ingredient(ingredient: str) -> None:
    assert parse(card_payload(ingredient)) == IngredientCard(ingredient)
    assert parse(f"  {card_payload(ingredient)}\n") == IngredientCard(ingredient)


def test_check_character_follows_iso_7064_mod_37_36() -> None:
    # By hand for "A" (value 10): P = 36; (36 + 10) mod 36 = 10; 2 * 10 mod 37 = 20;
    # check = (37 - 20) mod 36 = 17 -> "H".
    assert check_character("A") == "H"
    assert check_character("ATH1") == "7"


@pytest.mark.parametrize("ingredient", INGREDIENTS)
def test_no_single_damaged_character_reads_as_any_ingredient(ingredient: str) -> None:
    text = card_payload(ingredient)
    damaged = set()
    for position in range(len(text)):
        for char in TYPABLE:
            damaged.add(text[:position] + char + text[position + 1 :])  # substitution
        damaged.add(text[:position] + text[position + 1 :])  # deletion
        for char in TYPABLE:
            damaged.add(text[:position] + char + text[position:])  # insertion
    damaged = {t for t in damaged if t.strip() != text}  # surrounding whitespace is not damage
    cards = [t for t in damaged if isinstance(parse(t), IngredientCard)]
    assert len(damaged) > 600
    assert cards == []


def test_no_transposition_of_neighbours_reads_as_a_card() -> None:
    for text in CARD_PAYLOADS.values():
        for i in range(len(text) - 1):
            swapped = text[:i] + text[i + 1] + text[i] + text[i + 2 :]
            if swapped != text:
                assert not isinstance(parse(swapped), IngredientCard), swapped


def test_valid_payloads_differ_in_at_least_two_places() -> None:
    texts = list(CARD_PAYLOADS.values())
    for a in texts:
        for b in texts:
            if a != b:
                assert sum(x != y for x, y in zip(a, b)) >= 2


@pytest.mark.parametrize(
    "text",
    [
        "4006381333931",  # a shop's EAN-13
        "https://example.com/shop/item?id=42",  # a URL QR
        "ATH9Q",  # our prefix, no such ingredient
        "ATH1",  # check character missing
        "ATH171",  # one character too many
        "ath17",  # lower case is not what we print
        "KD042",  # another game's card
        "ATHANOR:DEM0",  # a game code with a digit
        "ATHANOR:",
        "DEMOS",
        "EZIK",  # a foreign Micro QR that merely looks like a game code
        "DEMO",  # even the tutorial code: only our prefixed QR is a game code
        "ATHANOR:KABC:EXPERT",  # no such variant
        "ATHANOR:KABC:",
        "ATHANOR:KABC:MASTER:X",
        "ATHANOR KABC",
    ],
)
def test_foreign_texts_are_foreign(text: str) -> None:
    assert parse(text) == Foreign(text)


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("ATHANOR:KABC", GameCode("KABC")),
        ("athanor:kabc", GameCode("KABC")),
        (" ATHANOR:DEMO\n", GameCode("DEMO")),
        ("ATHANOR:KABC:MASTER", GameCode("KABC", "master")),
        ("Athanor:kabc:Apprentice", GameCode("KABC", "apprentice")),
    ],
)
def test_game_codes_are_prefixed_in_any_case_with_or_without_the_variant(text: str, reading: GameCode) -> None:
    assert parse(text) == reading


@pytest.mark.parametrize(("code", "variant", "text"), [
    ("kabc", "master", "ATHANOR:KABC:MASTER"), ("DEMO", "apprentice", "ATHANOR:DEMO:APPRENTICE"),
    (" ZZZE ", None, "ATHANOR:ZZZE"),
])
def test_the_game_code_payload_reads_back(code: str, variant: str | None, text: str) -> None:
    assert game_code_payload(code, variant) == text
    assert parse(text) == GameCode(code.strip().upper(), variant)


@pytest.mark.parametrize(("code", "variant", "message"), [
    ("KAB", None, "4 letters"), ("KAB1", None, "4 letters"), ("KABC", "expert", "unknown variant"),
])
def test_a_bad_game_code_payload_is_refused(code: str, variant: str | None, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        game_code_payload(code, variant)


@pytest.mark.parametrize("text", ["", "   ", None])
def test_nothing_is_a_value(text: str | None) -> None:
    assert parse(text) is NOTHING


def test_unknown_ingredient_has_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown ingredient 'newt'"):
        card_payload("newt")


def test_labels() -> None:
    assert label(IngredientCard("toad")) == "toad"
    assert label(GameCode("DEMO")) == "code DEMO"
    assert label(GameCode("KABC", "master")) == "code KABC (master)"
    assert label(Foreign("x" * 30)) == "? " + "x" * 23 + "…"
    assert label(NOTHING) == ""
