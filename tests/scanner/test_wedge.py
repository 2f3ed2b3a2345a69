"""Handheld keyboard readers: a fast burst and Enter is a card or a game code, another reader's burst
is foreign (even when it looks like a game code); people typing are none of these."""

from __future__ import annotations

import pytest

from scanner.payload import NOTHING, Foreign, GameCode, IngredientCard
from scanner.wedge import KeyboardWedge


def type_text(wedge: KeyboardWedge, text: str, start: float, gap: float) -> float:
    """Type `text` one character every `gap` seconds; returns the time of the last one."""
    now = start
    for index, char in enumerate(text):
        now = start + index * gap
        wedge.feed(char, now)
    return now


def test_a_fast_burst_of_a_card_payload_is_the_card() -> None:
    wedge = KeyboardWedge()
    last = type_text(wedge, "ATH33", 10.0, 0.008)
    assert wedge.enter(last + 0.008) == IngredientCard("toad")


def test_a_person_typing_the_same_is_not_a_card() -> None:
    wedge = KeyboardWedge()
    last = type_text(wedge, "ATH33", 10.0, 0.15)
    assert wedge.enter(last + 0.15) is NOTHING


def test_a_slow_enter_after_the_burst_is_not_a_card() -> None:
    wedge = KeyboardWedge()
    last = type_text(wedge, "ATH33", 10.0, 0.008)
    assert wedge.enter(last + 0.5) is NOTHING


def test_lower_case_and_a_german_layout_still_read() -> None:
    wedge = KeyboardWedge()
    assert wedge.enter(type_text(wedge, "ath33", 0.0, 0.01) + 0.01) == IngredientCard("toad")
    # mandrake is ATH6Y; a reader emulating a US keyboard types Z on a German layout
    assert wedge.enter(type_text(wedge, "ATH6Z", 1.0, 0.01) + 0.01) == IngredientCard("mandrake")


@pytest.mark.parametrize(("typed", "reading"), [
    ("ATHANOR:KABC", GameCode("KABC")),
    ("ATHANOR:KABC:MASTER", GameCode("KABC", "master")),
    ("athanor:demo:apprentice", GameCode("DEMO", "apprentice")),
    # the same QRs read by a reader emulating a US keyboard on a German layout: ':' arrives as 'Ö', Y and Z swap
    ("ATHANORÖKABCÖMASTER", GameCode("KABC", "master")),
    ("ATHANORÖYZZE", GameCode("ZYYE")),
    ("athanoröxyzaöapprentice", GameCode("XZYA", "apprentice")),
])
def test_a_game_code_burst_is_a_game_code_with_its_variant(typed: str, reading: GameCode) -> None:
    wedge = KeyboardWedge()
    assert wedge.enter(type_text(wedge, typed, 0.0, 0.005) + 0.005) == reading


@pytest.mark.parametrize("typed", ["4006381333931", "ATH34", "EZIK", "DEMO", "ATHANOR:KABC:EXPERT"])
def test_a_foreign_burst_a_damaged_card_or_a_bare_four_letter_word_is_foreign(typed: str) -> None:
    wedge = KeyboardWedge()
    assert wedge.enter(type_text(wedge, typed, 0.0, 0.005) + 0.005) == Foreign(typed)


def test_slow_characters_before_the_burst_are_dropped() -> None:
    wedge = KeyboardWedge()
    wedge.feed("x", 0.0)
    last = type_text(wedge, "ATH17", 2.0, 0.01)
    assert wedge.enter(last + 0.01) == IngredientCard("mushroom")
    assert not wedge.in_burst(last + 0.01)


def test_enter_alone_is_nothing() -> None:
    assert KeyboardWedge().enter(1.0) is NOTHING
