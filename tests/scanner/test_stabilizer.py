"""The stabiliser with explicit timestamps (30 frames per second unless stated)."""

from __future__ import annotations

import pytest

from scanner.payload import Foreign, GameCode, IngredientCard, Reading
from scanner.stabilizer import SAME_INGREDIENT, TOO_MANY_CARDS, Stabilizer

TOAD, FERN, FLOWER = IngredientCard("toad"), IngredientCard("fern"), IngredientCard("flower")
DT = 1 / 30


def run(stabilizer: Stabilizer, frames: list[list[Reading]], start: int = 0) -> list[tuple[str, str, int]]:
    """Feed one list of readings per frame; the events as (kind, value, frame)."""
    events = []
    for index, readings in enumerate(frames, start):
        events += stabilizer.update(readings, index * DT, index)
    return [(e.kind, e.value, e.frame) for e in events]


def test_a_card_counts_after_the_set_number_of_frames() -> None:
    assert run(Stabilizer(stable_frames=4), [[TOAD]] * 6) == [("card", "toad", 3)]
    assert run(Stabilizer(stable_frames=1), [[TOAD]] * 3) == [("card", "toad", 0)]


def test_fewer_frames_than_the_setting_confirm_nothing() -> None:
    assert run(Stabilizer(stable_frames=4), [[TOAD]] * 3 + [[]] * 20) == []


def test_a_single_missed_frame_does_not_reset_the_count() -> None:
    frames = [[TOAD], [TOAD], [], [TOAD], [TOAD]]
    assert run(Stabilizer(stable_frames=4), frames) == [("card", "toad", 4)]


def test_a_gap_longer_than_forget_after_starts_over() -> None:
    frames = [[TOAD]] * 3 + [[]] * 13 + [[TOAD]] * 3  # 13 frames = 0.43 s > 0.4 s
    assert run(Stabilizer(stable_frames=4, forget_after=0.4), frames) == []


def test_a_card_lying_under_the_camera_does_not_fire_again() -> None:
    assert run(Stabilizer(stable_frames=2), [[TOAD, FERN]] * 300) == [("card", "fern", 1), ("card", "toad", 1)]


def test_a_card_that_left_and_came_back_fires_again() -> None:
    frames = [[TOAD]] * 3 + [[]] * 15 + [[TOAD]] * 3
    assert run(Stabilizer(stable_frames=2), frames) == [("card", "toad", 1), ("card", "toad", 19)]


def test_the_same_ingredient_twice_is_refused_with_a_warning() -> None:
    stabilizer = Stabilizer(stable_frames=2)
    events = run(stabilizer, [[TOAD, TOAD, FERN]] * 5)
    assert events == [("warning", SAME_INGREDIENT, 0), ("card", "fern", 1)]
    assert stabilizer.warnings == (SAME_INGREDIENT,)


def test_after_the_double_leaves_the_remaining_card_counts() -> None:
    stabilizer = Stabilizer(stable_frames=2, forget_after=0.25)
    events = run(stabilizer, [[TOAD, TOAD]] * 3 + [[TOAD]] * 10)
    assert events == [("warning", SAME_INGREDIENT, 0), ("card", "toad", 10)]  # 0.25 s after the last double
    assert stabilizer.warnings == ()


def test_a_third_card_asks_to_remove_one_and_blocks_new_cards() -> None:
    stabilizer = Stabilizer(stable_frames=2, forget_after=0.25)
    frames = [[TOAD, FERN]] * 3 + [[TOAD, FERN, FLOWER]] * 5
    assert run(stabilizer, frames) == [("card", "fern", 1), ("card", "toad", 1), ("warning", TOO_MANY_CARDS, 3)]
    assert stabilizer.warnings == (TOO_MANY_CARDS,)
    later = run(stabilizer, [[FLOWER]] * 10, start=8)  # toad and fern taken away
    assert later == [("card", "flower", 15)]  # toad and fern forgotten 0.25 s after frame 7
    assert stabilizer.warnings == ()


def test_three_cards_at_once_confirm_none_until_one_is_removed() -> None:
    stabilizer = Stabilizer(stable_frames=2, forget_after=0.25)
    events = run(stabilizer, [[TOAD, FERN, FLOWER]] * 4 + [[TOAD, FERN]] * 10)
    assert events == [("warning", TOO_MANY_CARDS, 0), ("card", "fern", 11), ("card", "toad", 11)]


def test_game_codes_and_foreign_codes_are_confirmed_too() -> None:
    frames = [[GameCode("DEMO"), Foreign("https://example.com")]] * 3
    assert run(Stabilizer(stable_frames=3), frames) == [("unknown", "https://example.com", 2), ("code", "DEMO", 2)]


def test_a_game_code_keeps_its_variant() -> None:
    events = Stabilizer(stable_frames=1).update([GameCode("KABC", "master")], 0.0, 0)
    assert [(e.kind, e.value, e.variant) for e in events] == [("code", "KABC", "master")]


def test_a_still_image_counts_as_held_steady_and_stands_alone() -> None:
    stabilizer = Stabilizer(stable_frames=5)
    first = stabilizer.update([TOAD, FERN], 0.0, 0, still=True)
    second = stabilizer.update([TOAD], 1.0, 1, still=True)
    assert [(e.value, e.frame) for e in first] == [("fern", 0), ("toad", 0)]
    assert [(e.value, e.frame) for e in second] == [("toad", 1)]


def test_event_times_are_the_frame_times() -> None:
    events = Stabilizer(stable_frames=2).update([TOAD], 12.5, 7) + Stabilizer(stable_frames=1).update([TOAD], 12.5, 7)
    assert [(e.time, e.frame) for e in events] == [(12.5, 7)]


def test_stable_frames_must_be_positive() -> None:
    with pytest.raises(ValueError, match="stable_frames must be at least 1, not 0"):
        Stabilizer(stable_frames=0)
