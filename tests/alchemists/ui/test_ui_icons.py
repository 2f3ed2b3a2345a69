"""The procedural lab icons: drawn inside their box, distinct from each other, true to the rules data."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from games.alchemists.components import ALCHEMICALS, INGREDIENTS, POTIONS  # noqa: E402
from games.alchemists.ui.icons import (  # noqa: E402
    ALCHEMICAL_SIGNS,
    ASPECT_COLOURS,
    INGREDIENT_COLOURS,
    IconCache,
    draw_alchemical,
    draw_ingredient,
    draw_potion,
)

BACKGROUND = (10, 200, 200)  # a colour no icon uses


def drawn(draw, key: object, side: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A canvas with one icon drawn into a box of `side` pixels at (20, 30), and that box."""
    canvas = pygame.Surface((side + 60, side + 80))
    canvas.fill(BACKGROUND)
    box = pygame.Rect(20, 30, side, side)
    draw(canvas, key, box)
    return canvas, box


def painted_mask(canvas: pygame.Surface) -> pygame.mask.Mask:
    """Pixels that differ from the background."""
    mask = pygame.mask.from_threshold(canvas, BACKGROUND, (1, 1, 1, 255))
    mask.invert()
    return mask


def painted_bounds(canvas: pygame.Surface) -> pygame.Rect:
    """The bounding box of everything painted."""
    rects = painted_mask(canvas).get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


ICONS = [(draw_ingredient, i) for i in INGREDIENTS] + [(draw_potion, p) for p in POTIONS] + [
    (draw_alchemical, n) for n in range(8)
]


@pytest.mark.parametrize("side", [48, 400])
@pytest.mark.parametrize("draw,key", ICONS, ids=lambda v: getattr(v, "__name__", str(v)))
def test_icon_fills_a_good_part_of_its_box_and_stays_inside(draw, key: object, side: int) -> None:
    canvas, box = drawn(draw, key, side)
    bounds = painted_bounds(canvas)
    assert box.contains(bounds), f"{key} at {side}px paints {bounds} outside {box}"
    coverage = painted_mask(canvas).count() / (side * side)
    assert 0.15 < coverage < 0.95, f"{key} at {side}px covers {coverage:.0%} of its box"


def silhouette(ingredient: str, side: int = 64) -> pygame.mask.Mask:
    canvas, box = drawn(draw_ingredient, ingredient, side)
    return painted_mask(canvas.subsurface(box))


def test_every_pair_of_ingredients_has_a_different_silhouette() -> None:
    masks = {name: silhouette(name) for name in INGREDIENTS}
    for a in INGREDIENTS:
        for b in INGREDIENTS:
            if a < b:
                overlap = masks[a].overlap_area(masks[b], (0, 0))
                union = masks[a].count() + masks[b].count() - overlap
                assert overlap / union < 0.7, f"{a} and {b} have nearly the same outline ({overlap / union:.0%})"


def test_every_ingredient_has_its_own_main_colour() -> None:
    colours = list(INGREDIENT_COLOURS.values())
    assert set(INGREDIENT_COLOURS) == set(INGREDIENTS)
    for i, a in enumerate(colours):
        for b in colours[i + 1:]:
            assert sum(abs(x - y) for x, y in zip(a[:3], b[:3])) > 60, f"{a} and {b} are too alike"


def test_main_colour_is_really_used_in_each_ingredient_picture() -> None:
    for name, colour in INGREDIENT_COLOURS.items():
        canvas, box = drawn(draw_ingredient, name, 200)
        close = pygame.mask.from_threshold(canvas.subsurface(box), colour[:3], (24, 24, 24, 255)).count()
        assert close > 200 * 200 * 0.02, f"{name} hardly shows its colour {colour}"


@pytest.mark.parametrize("index", range(8))
def test_each_alchemical_disc_is_big_exactly_where_the_rules_say(index: int) -> None:
    """Count the pixels of each aspect colour: a big disc has clearly more than a small one."""
    canvas, box = drawn(draw_alchemical, index, 300)
    area = canvas.subsurface(box)
    counts = [pygame.mask.from_threshold(area, colour, (30, 30, 30, 255)).count() for colour in ASPECT_COLOURS.values()]
    sizes = ALCHEMICALS[index].sizes
    big = [count for count, is_big in zip(counts, sizes) if is_big]
    small = [count for count, is_big in zip(counts, sizes) if not is_big]
    assert big, "every alchemical has at least one big aspect"
    assert not small or min(big) > 1.6 * max(small), f"alchemical {index + 1}: pixel counts {counts}, sizes {sizes}"


def test_alchemical_signs_follow_the_grid_table() -> None:
    """Reference table section 1, grid order: B-, B+, G-, G+, R-, R+, ---, +++."""
    assert ALCHEMICAL_SIGNS == ((-1, 1, -1), (1, -1, 1), (1, -1, -1), (-1, 1, 1), (-1, -1, 1), (1, 1, -1),
                                (-1, -1, -1), (1, 1, 1))


def test_alchemical_discs_are_big_where_the_rules_say() -> None:
    """Alchemical 8 (+++) has three big discs, alchemical 1 (B-) one big blue disc: more ink for 8."""
    area = {}
    for index in (0, 7):
        canvas, box = drawn(draw_alchemical, index, 300)
        area[index] = painted_mask(canvas.subsurface(box)).count()
    assert area[7] > area[0] * 1.4


def test_potions_are_pairwise_different_pictures() -> None:
    pictures = {}
    for potion in POTIONS:
        canvas, box = drawn(draw_potion, potion, 96)
        pictures[potion] = pygame.image.tobytes(canvas.subsurface(box).copy(), "RGB")
    assert len(set(pictures.values())) == len(POTIONS)


def test_neutral_potion_is_grey_not_a_colour() -> None:
    canvas, box = drawn(draw_potion, "N", 120)
    liquid = canvas.get_at((box.centerx - 30, box.bottom - 18))[:3]
    assert max(liquid) - min(liquid) < 25, f"neutral liquid {liquid} is coloured"


@pytest.mark.parametrize("draw,bad", [(draw_ingredient, "newt"), (draw_potion, "X+"), (draw_alchemical, 8)])
def test_unknown_ids_are_refused_with_a_clear_error(draw, bad: object) -> None:
    canvas = pygame.Surface((50, 50))
    with pytest.raises(ValueError, match=str(bad).replace("+", r"\+")):
        draw(canvas, bad, canvas.get_rect())


def test_drawing_is_a_pure_function_of_its_arguments() -> None:
    first, _ = drawn(draw_ingredient, "scorpion", 80)
    drawn(draw_ingredient, "toad", 80)
    again, _ = drawn(draw_ingredient, "scorpion", 80)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(again, "RGB")


def test_icon_cache_returns_the_same_surface_of_the_asked_size() -> None:
    cache = IconCache()
    surface = cache.potion("G-", 90)
    assert surface.get_size() == (90, 90)
    assert cache.potion("G-", 90) is surface
    assert cache.ingredient("fern", 64).get_size() == (64, 64)
    assert cache.alchemical(3, 50).get_size() == (50, 50)
