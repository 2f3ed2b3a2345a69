"""Handheld keyboard readers: a fast burst and Enter is a card; people typing are not."""

from __future__ import annotations

from scanner.payload import NOTHING, GameCode, IngredientCard
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


def test_a_game_code_burst_is_a_game_code() -> None:
    wedge = KeyboardWedge()
    assert wedge.enter(type_text(wedge, "ATHANOR:KABC", 0.0, 0.005) + 0.005) == GameCode("KABC")


def test_a_foreign_burst_or_a_damaged_card_is_nothing() -> None:
    wedge = KeyboardWedge()
    assert wedge.enter(type_text(wedge, "4006381333931", 0.0, 0.005) + 0.005) is NOTHING
    assert wedge.enter(type_text(wedge, "ATH34", 1.0, 0.005) + 0.005) is NOTHING


def test_slow_characters_before_the_burst_are_dropped() -> None:
    wedge = KeyboardWedge()
    wedge.feed("x", 0.0)
    last = type_text(wedge, "ATH17", 2.0, 0.01)
    assert wedge.enter(last + 0.01) == IngredientCard("mushroom")
    assert not wedge.in_burst(last + 0.01)


def test_enter_alone_is_nothing() -> None:
    assert KeyboardWedge().enter(1.0) is NOTHING
