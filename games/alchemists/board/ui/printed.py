"""The printed look of the Alchemists table, as cardboard and wood: a plate of card with a soft shadow,
darker worn edges and a faint fibre (painted once per size and colour into the shared picture store, so a plate costs one blit), wooden
slots sunk into the board for the cubes, a ribbon for a space's name and a card's inner frame line.

Plain pygame on a surface in pixels (the pen scales design lengths before it calls these), so the pen
and the static layer can both use it without an import circle; `clear()` forgets the cache (the
layers' `clear_layers` calls it).
"""

from __future__ import annotations

import random

import pygame

from games.app.kit.picture_cache import PICTURES, cached_picture

Color = tuple[int, int, int]

SHADOW: tuple[int, int, int, int] = (14, 8, 4, 110)
WOOD: tuple[Color, Color, Color] = ((66, 44, 30), (34, 22, 14), (134, 98, 64))  # a slot's floor, shaded and lit walls
PAPER: tuple[Color, Color, Color] = ((214, 194, 150), (160, 136, 96), (246, 234, 206))  # the same sunk into card


def clear() -> None:
    """Forget every painted plate."""
    _card.cache_clear()  # type: ignore[attr-defined]


def painted() -> int:
    """How many plates are painted and kept now."""
    return PICTURES.count(_card.namespace)  # type: ignore[attr-defined]


def _darker(colour: Color, amount: float) -> Color:
    return tuple(max(0, round(c * (1 - amount))) for c in colour)  # type: ignore[return-value]


def _paint_plate(size: tuple[int, int], fill: Color, radius: int, edge: int) -> pygame.Surface:
    """Card of `fill` whose last `edge` pixels darken towards the rim (worn, printed edges), with a faint fibre."""
    w, h = size
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, fill, plate.get_rect(), border_radius=radius)
    rng = random.Random(w * 7919 + h)
    fibre = _darker(fill, 0.05)
    for _ in range(max(1, w * h // 900)):  # short faint strokes: paper fibre, the same for the same size
        x, y = rng.randrange(w), rng.randrange(h)
        pygame.draw.line(plate, fibre, (x, y), (min(w - 1, x + rng.randint(2, 6)), y))
    for k in range(edge):
        shade = _darker(fill, 0.16 * (edge - k) / edge)
        pygame.draw.rect(plate, shade, pygame.Rect(k, k, w - 2 * k, h - 2 * k), 1, border_radius=max(0, radius - k))
    mask = pygame.Surface(size, pygame.SRCALPHA)  # cut the fibre back to the rounded shape
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    plate.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return plate


@cached_picture
def _card(size: tuple[int, int], fill: Color, radius: int, edge: int, shadow: int) -> pygame.Surface:
    """The worn card of `size` with its shadow `shadow` px below (kept in the shared picture store)."""
    card = pygame.Surface((size[0], size[1] + shadow), pygame.SRCALPHA)
    if shadow > 0:
        pygame.draw.rect(card, SHADOW, pygame.Rect(0, shadow, *size), border_radius=radius)
    card.blit(_paint_plate(size, fill, radius, edge), (0, 0))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        card = card.convert_alpha()
    return card


def plate(surface: pygame.Surface, rect: pygame.Rect, fill: Color, rim: Color, radius: int, width: int,
          shadow: int) -> None:
    """A plate of card: its shadow `shadow` px below, the worn card (both painted once), the rim."""
    if rect.width <= 0 or rect.height <= 0:
        return
    edge = max(2, min(rect.width, rect.height) // 12)
    surface.blit(_card(rect.size, fill, radius, edge, shadow), rect)
    pygame.draw.rect(surface, rim, rect, width, border_radius=radius)


def slot(surface: pygame.Surface, rect: pygame.Rect, wall: int, tones: tuple[Color, Color, Color] = WOOD) -> None:
    """A square slot sunk into the board for a cube or a card: shaded walls above and left, lit ones
    below and right; `tones` (floor, shaded wall, lit wall) for wood or for card (PAPER)."""
    floor, dark, light = tones
    radius = max(2, rect.width // 6)
    pygame.draw.rect(surface, light, rect, border_radius=radius)
    pygame.draw.rect(surface, dark, rect.inflate(-wall, -wall).move(-wall // 2, -wall // 2), border_radius=radius)
    pygame.draw.rect(surface, floor, rect.inflate(-2 * wall, -2 * wall), border_radius=max(1, radius - wall // 2))


def ribbon(surface: pygame.Surface, rect: pygame.Rect, fill: Color, rim: Color, notch: int) -> None:
    """A name ribbon: a band with notched ends and a rim line."""
    r = rect
    points = [(r.left, r.top), (r.right, r.top), (r.right - notch, r.centery), (r.right, r.bottom),
              (r.left, r.bottom), (r.left + notch, r.centery)]
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, rim, points, max(1, notch // 4))


def frame_line(surface: pygame.Surface, rect: pygame.Rect, colour: Color, inset: int, radius: int) -> None:
    """A card's printed inner frame: a thin line `inset` px inside its edge."""
    pygame.draw.rect(surface, colour, rect.inflate(-2 * inset, -2 * inset), max(1, inset // 3),
                     border_radius=max(0, radius - inset // 2))
