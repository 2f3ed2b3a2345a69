"""The shared picture store: one byte budget for every cached picture, least recently used out first."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.app.kit.picture_cache import BUDGET_BYTES, PICTURES, PictureStore, cached_picture, size_of
from games.app.kit.widgets import draw_panel


def picture(width: int, height: int = 10) -> pygame.Surface:
    return pygame.Surface((width, height), pygame.SRCALPHA)  # 4 bytes a pixel


def test_size_of_counts_pixels_of_surfaces_tuples_and_objects() -> None:
    @dataclass
    class Layers:
        a: pygame.Surface
        b: pygame.Surface

        def surfaces(self) -> tuple[pygame.Surface, ...]:
            return self.a, self.b

    assert size_of(picture(10)) == 400
    assert size_of((picture(10), [picture(5)])) == 600
    assert size_of(Layers(picture(10), picture(20))) == 1200
    assert size_of("words") == 0


def test_least_recently_used_pictures_go_first_once_over_budget() -> None:
    store = PictureStore(budget=1000)
    store.put("a", 1, picture(10))  # 400 bytes
    store.put("a", 2, picture(10))
    assert store.get("a", 1) is not None  # 1 is now the most recently used
    store.put("b", 3, picture(10))  # 1200 > 1000: 2 goes
    assert store.get("a", 2) is None
    assert store.get("a", 1) is not None and store.get("b", 3) is not None
    assert store.bytes == 800 and store.count() == 2


def test_a_picture_larger_than_the_budget_is_still_kept_alone() -> None:
    store = PictureStore(budget=1000)
    store.put("a", 1, picture(10))
    big = store.put("a", 2, picture(100))
    assert store.get("a", 2) is big and store.count() == 1 and store.bytes == 4000


def test_putting_a_key_again_replaces_it_without_counting_twice() -> None:
    store = PictureStore(budget=10_000)
    store.put("a", 1, picture(10))
    store.put("a", 1, picture(20))
    assert store.count() == 1 and store.bytes == 800


def test_clear_forgets_one_namespace_or_all() -> None:
    store = PictureStore(budget=10_000)
    store.put("a", 1, picture(10))
    store.put("b", 1, picture(5))
    store.clear("a")
    assert store.count("a") == 0 and store.count("b") == 1 and store.bytes == 200
    assert store.by_namespace() == {"b": (1, 200)}
    store.clear()
    assert store.count() == 0 and store.bytes == 0


def test_cached_picture_paints_once_per_arguments_and_clears() -> None:
    painted: list[tuple[int, int]] = []

    @cached_picture
    def square(side: int, alpha: int = 255) -> pygame.Surface:
        painted.append((side, alpha))
        return picture(side, side)

    first = square(4)
    assert square(4) is first and square(4, alpha=9) is not first and square(4, alpha=9) is square(4, alpha=9)
    assert painted == [(4, 255), (4, 9)]
    assert PICTURES.count(square.namespace) == 2  # type: ignore[attr-defined]
    square.cache_clear()  # type: ignore[attr-defined]
    square(4)
    assert painted == [(4, 255), (4, 9), (4, 255)]
    square.cache_clear()  # type: ignore[attr-defined]


def test_panels_of_ever_new_sizes_stay_within_the_budget() -> None:
    canvas = pygame.Surface((1920, 1080))
    for step in range(60):  # 60 dialogs of new sizes, about 5 MB of faces each
        draw_panel(canvas, pygame.Rect(0, 0, 1000 + step, 1000 + step))
    assert PICTURES.bytes <= BUDGET_BYTES
    assert PICTURES.count("games.app.kit.widgets._panel_surface") < 60
