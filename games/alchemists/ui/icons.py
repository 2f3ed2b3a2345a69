"""Procedural icons of the lab: ingredients, potions and alchemicals (no copied art).

Public API (pure functions of their arguments; each draws into `rect` of `surface`, centred in the
largest square that fits):

- `draw_ingredient(surface, ingredient_id, rect)` - one of the eight ingredients, each with its own
  silhouette and colour (mushroom, fern, toad, bird claw, flower, mandrake root, scorpion, raven
  feather).
- `draw_potion(surface, potion, rect)` - a flask filled with the potion's colour and a big sign in
  white on a dark coin (a bare white minus read as a blank label); the colours also differ in flask
  shape (red: round, green: conical, blue: tall), and neutral is a grey squat bottle with a ring.
  `potion_layers` gives the same picture as layers, so a flask can be shown filling up.
- `draw_alchemical(surface, index, rect)` - three discs (red, green, blue; big or small; + or -) as
  on the board game's tokens; `index` 0..7 in grid order.
- `IconCache` - keeps rendered icons by (kind, id, size) for scenes that redraw every frame.
"""

from __future__ import annotations

from dataclasses import astuple, dataclass
from typing import Callable

import pygame

from games.alchemists.components import ALCHEMICALS
from games.alchemists.ui.art import (
    INK,
    Colour,
    Point,
    Sketch,
    draw_sign,
    draw_sign_badge,
    leaf_points,
    outlined,
    place,
    shade,
    supersample_factor,
)
from games.alchemists.ui.ingredient_art import MAIN_COLOURS, PAINTERS
from games.app.kit.picture_cache import PICTURES

INGREDIENT_COLOURS: dict[str, Colour] = dict(MAIN_COLOURS)
ASPECT_COLOURS: dict[str, Colour] = {"red": (214, 52, 46), "green": (52, 160, 74), "blue": (52, 104, 214)}
POTION_COLOURS: dict[str, Colour] = {
    "R+": ASPECT_COLOURS["red"],
    "R-": ASPECT_COLOURS["red"],
    "G+": ASPECT_COLOURS["green"],
    "G-": ASPECT_COLOURS["green"],
    "B+": ASPECT_COLOURS["blue"],
    "B-": ASPECT_COLOURS["blue"],
    "N": (168, 168, 158),
}
GLASS: Colour = (222, 234, 236)
CORK: Colour = (150, 104, 62)

# Grid-order alchemicals as (red, green, blue) signs and sizes (True = big), from the rules data.
ALCHEMICAL_SIGNS: tuple[tuple[int, int, int], ...] = tuple(a.signs for a in ALCHEMICALS)
ALCHEMICAL_SIZES: tuple[tuple[bool, bool, bool], ...] = tuple(a.sizes for a in ALCHEMICALS)
DISC_CENTRES: tuple[Point, Point, Point] = ((0.5, 0.28), (0.27, 0.71), (0.73, 0.71))


def draw_ingredient(surface: pygame.Surface, ingredient_id: str, rect: pygame.Rect) -> None:
    """Draw the ingredient `ingredient_id` ("mushroom" ... "raven-feather") into `rect`."""
    painter = PAINTERS.get(ingredient_id)
    if painter is None:
        raise ValueError(f"unknown ingredient {ingredient_id!r}; expected one of {', '.join(PAINTERS)}")
    place(surface, render_ingredient(ingredient_id, _side(rect)), rect)


def draw_potion(surface: pygame.Surface, potion: str, rect: pygame.Rect) -> None:
    """Draw the potion `potion` ("R+", "R-", "G+", "G-", "B+", "B-" or "N") into `rect`."""
    if potion not in POTION_COLOURS:
        raise ValueError(f"unknown potion {potion!r}; expected one of {', '.join(POTION_COLOURS)}")
    place(surface, render_potion(potion, _side(rect)), rect)


def draw_alchemical(surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
    """Draw alchemical number `index` (0..7, grid order) into `rect`."""
    if not 0 <= index < len(ALCHEMICAL_SIGNS):
        raise ValueError(f"alchemical index {index} is outside 0..7")
    place(surface, render_alchemical(index, _side(rect)), rect)


def render_ingredient(ingredient_id: str, side: int) -> pygame.Surface:
    """The ingredient picture as a square transparent surface, supersampled."""
    factor = supersample_factor(side)
    sketch = Sketch.blank(side * factor)
    PAINTERS[ingredient_id](sketch)
    return outlined(sketch.surface, max(1, round(side * factor * 0.022)))


LIQUID_TOP = 0.44  # unit height of a full flask's liquid surface
LIQUID_BOTTOM = 0.97  # below every flask's floor


@dataclass(frozen=True)
class PotionLayers:
    """A potion picture in three square layers of one size: the empty flask with its outline and cork,
    the liquid (full), and what lies on the liquid (a glint and the sign on its coin)."""

    glass: pygame.Surface
    liquid: pygame.Surface
    marks: pygame.Surface

    def surfaces(self) -> tuple[pygame.Surface, ...]:
        """The three layers (the picture store counts their bytes)."""
        return astuple(self)

    def scaled(self, side: int) -> "PotionLayers":
        """The same layers smooth-scaled to `side` pixels."""
        return PotionLayers(*(pygame.transform.smoothscale(layer, (side, side)) for layer in astuple(self)))

    def draw(self, target: pygame.Surface, topleft: tuple[int, int], level: float = 1.0, marks: bool = True) -> None:
        """Blit the flask filled to `level` (0 empty .. 1 full), with or without the marks."""
        target.blit(self.glass, topleft)
        side = self.liquid.get_height()
        top = round(side * (LIQUID_BOTTOM - (LIQUID_BOTTOM - LIQUID_TOP) * max(0.0, min(1.0, level))))
        if top < side:
            target.blit(self.liquid, (topleft[0], topleft[1] + top), pygame.Rect(0, top, side, side - top))
        if marks:
            target.blit(self.marks, topleft)


def potion_layers(potion: str, side: int) -> PotionLayers:
    """The layers of the potion flask, supersampled (side x the supersample factor)."""
    factor = supersample_factor(side)
    shape = FLASK_SHAPES["N" if potion == "N" else potion[0]]
    colour = POTION_COLOURS[potion]
    glass, liquid, marks = Sketch.blank(side * factor), Sketch.blank(side * factor), Sketch.blank(side * factor)
    shape(glass, GLASS)
    glass.rect(CORK, 0.40, 0.03, 0.20, 0.10, 0.02)
    glass.rect(shade(CORK, 0.75), 0.40, 0.10, 0.20, 0.03)
    shape(liquid, colour)
    liquid.clear_above(LIQUID_TOP)
    marks.polygon(shade(colour, 1.45), leaf_points((0.27, 0.70), (0.37, 0.53), 0.045, 8))
    sign = 0 if potion == "N" else (1 if potion.endswith("+") else -1)
    draw_sign_badge(marks, sign, (0.5, 0.69), 0.34)
    return PotionLayers(outlined(glass.surface, max(1, round(side * factor * 0.025))), liquid.surface, marks.surface)


def render_potion(potion: str, side: int) -> pygame.Surface:
    """The potion flask, full, as a square transparent surface, supersampled."""
    layers = potion_layers(potion, side)
    picture = pygame.Surface(layers.glass.get_size(), pygame.SRCALPHA)
    layers.draw(picture, (0, 0))
    return picture


def render_alchemical(index: int, side: int) -> pygame.Surface:
    """The alchemical token (three signed discs) as a square transparent surface, supersampled."""
    factor = supersample_factor(side)
    sketch = Sketch.blank(side * factor)
    discs = zip(ALCHEMICAL_SIGNS[index], ALCHEMICAL_SIZES[index], DISC_CENTRES)
    for colour_index, (sign, big, centre) in enumerate(discs):
        radius = 0.23 if big else 0.155
        colour = list(ASPECT_COLOURS.values())[colour_index]
        sketch.circle(INK, centre, radius + 0.02)
        sketch.circle(colour, centre, radius)
        sketch.circle(shade(colour, 1.3), (centre[0] - radius * 0.35, centre[1] - radius * 0.4), radius * 0.25)
        draw_sign(sketch, sign, centre, radius * 1.05)
    return sketch.surface


def _round_flask(sk: Sketch, colour: Colour) -> None:
    """A round-bottomed flask (red potions)."""
    sk.rect(colour, 0.41, 0.08, 0.18, 0.36)
    sk.circle(colour, (0.5, 0.66), 0.30)


def _conical_flask(sk: Sketch, colour: Colour) -> None:
    """An Erlenmeyer flask (green potions)."""
    sk.rect(colour, 0.41, 0.08, 0.18, 0.30)
    sk.polygon(colour, [(0.41, 0.36), (0.59, 0.36), (0.87, 0.86), (0.87, 0.91), (0.84, 0.94), (0.16, 0.94),
                        (0.13, 0.91), (0.13, 0.86)])


def _tall_vial(sk: Sketch, colour: Colour) -> None:
    """A tall straight vial with shoulders (blue potions)."""
    sk.rect(colour, 0.41, 0.08, 0.18, 0.20)
    sk.polygon(colour, [(0.41, 0.26), (0.59, 0.26), (0.74, 0.38), (0.26, 0.38)])
    sk.rect(colour, 0.26, 0.36, 0.48, 0.60, 0.10)


def _squat_bottle(sk: Sketch, colour: Colour) -> None:
    """A wide squat bottle (neutral potion)."""
    sk.rect(colour, 0.41, 0.08, 0.18, 0.26)
    sk.polygon(colour, [(0.41, 0.32), (0.59, 0.32), (0.90, 0.48), (0.10, 0.48)])
    sk.rect(colour, 0.10, 0.44, 0.80, 0.50, 0.12)


FLASK_SHAPES: dict[str, Callable[[Sketch, Colour], None]] = {
    "R": _round_flask,
    "G": _conical_flask,
    "B": _tall_vial,
    "N": _squat_bottle,
}


def _side(rect: pygame.Rect) -> int:
    """The side of the largest square inside `rect`, at least one pixel."""
    return max(1, min(rect.width, rect.height))


ICONS = "alchemists.icons"  # the icons' namespace in the picture store


class IconCache:
    """Rendered icons by (kind, id, side), so scenes can blit them every frame cheaply (kept in the
    shared picture store: icons are pure functions of their arguments)."""

    def ingredient(self, ingredient_id: str, side: int) -> pygame.Surface:
        """The ingredient icon, `side` pixels square."""
        return self._get("ingredient", ingredient_id, side, render_ingredient)

    def potion(self, potion: str, side: int) -> pygame.Surface:
        """The potion icon, `side` pixels square."""
        return self._get("potion", potion, side, render_potion)

    def alchemical(self, index: int, side: int) -> pygame.Surface:
        """The alchemical token, `side` pixels square."""
        return self._get("alchemical", index, side, render_alchemical)

    def potion_layers(self, potion: str, side: int) -> PotionLayers:
        """The potion's layers (for filling it), `side` pixels square."""
        return PICTURES.get_or_make(ICONS, ("potion-layers", potion, side),
                                    lambda: potion_layers(potion, side).scaled(side))

    def _get(self, kind: str, key: object, side: int, render: Callable[..., pygame.Surface]) -> pygame.Surface:
        """The cached surface, rendered and scaled on first use."""
        return PICTURES.get_or_make(ICONS, (kind, key, side),
                                    lambda: pygame.transform.smoothscale(render(key, side), (side, side)))
