"""The pieces of Alchemist drawn with pygame (no copied art): ingredient cubes, seals, fame tiles,
a player's closed screen, the oracle bag and the compendium's cauldron pot.

Every kind has its own hue *and* its own icon (the reference warns that orange and yellow are
easily confused): grey bird legs a three-toed foot, blue mushrooms a mushroom, green snake venom a
drop, orange troll eyes an eye, yellow spiders a spider. Pieces are drawn three times larger and
scaled down (smooth edges), then cached by size; `clear_caches()` empties every cache (tests that
count rendered texts start from it).
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from games.app.kit import theme
from games.app.kit.picture_cache import cached_picture
from games.app.scene import FontBook
from games.app.kit.text import draw_text_box
from games.app.kit.widgets import Button, draw_button

Color = tuple[int, int, int]
SUPERSAMPLE = 3

CUBE_COLOURS: tuple[Color, ...] = (
    (150, 152, 160),  # grey: bird legs
    (52, 104, 206),   # blue: mushrooms
    (56, 150, 74),    # green: snake venom
    (236, 112, 24),   # orange: troll eyes
    (246, 212, 40),   # yellow: spiders
)
ICON_INK: tuple[Color, ...] = ((40, 40, 46), (240, 244, 255), (236, 255, 236), (255, 246, 232), (52, 40, 10))
HIDDEN_CUBE: Color = (92, 78, 66)  # a cube whose kind the viewer may not know
FADE_GREY: Color = (120, 110, 100)
BUTTON_MARGIN = 16  # around a cached button: its shadow (6 px) and focus ring (9 px)

SEAL_COLOURS: dict[str, tuple[Color, Color]] = {  # player colour -> (face, rim)
    "white": ((240, 236, 224), (150, 140, 120)),
    "black": ((34, 32, 36), (200, 190, 170)),
    "brown": ((128, 80, 44), (222, 180, 130)),
    "purple": ((128, 66, 172), (220, 190, 240)),
    "red": ((196, 40, 40), (255, 190, 170)),
}


def _mix(colour: Color, other: Color, t: float) -> Color:
    return tuple(round(a + (b - a) * t) for a, b in zip(colour, other))  # type: ignore[return-value]


def _shade(colour: Color, amount: int) -> Color:
    return tuple(max(0, min(255, c + amount)) for c in colour)  # type: ignore[return-value]


def _finish(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    small = pygame.transform.smoothscale(big, size)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return small.convert_alpha()
    return small


# ---- cubes -----------------------------------------------------------------------------------------

@cached_picture
def cube(kind: int | None, size: int, faded: bool = False) -> pygame.Surface:
    """A cube of `kind` (None: a hidden one) with its icon, `size` px square; `faded` greys it out."""
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    face = HIDDEN_CUBE if kind is None else CUBE_COLOURS[kind]
    ink = (220, 200, 170) if kind is None else ICON_INK[kind]
    if faded:  # washed out towards grey: "not now"
        face, ink = _mix(face, FADE_GREY, 0.6), _mix(ink, FADE_GREY, 0.6)
    radius = n // 6
    pygame.draw.rect(big, _shade(face, -70), pygame.Rect(0, n // 14, n, n - n // 14), border_radius=radius)
    top = pygame.Rect(0, 0, n, n - n // 10)
    pygame.draw.rect(big, face, top, border_radius=radius)
    pygame.draw.rect(big, _shade(face, 40), top.inflate(-n // 5, -n // 5).move(-n // 14, -n // 14),
                     border_radius=radius, width=max(2, n // 40))
    pygame.draw.rect(big, _shade(face, -90), top, border_radius=radius, width=max(3, n // 28))
    icon_box = top.inflate(-n // 4, -n // 4)
    if kind is None:
        _question_mark(big, icon_box, ink)
    else:
        ICONS[kind](big, icon_box, ink, face)
    if faded:
        big.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)
    return _finish(big, (size, size))


def _bird_leg(s: pygame.Surface, r: pygame.Rect, ink: Color, face: Color) -> None:
    """A shank ending in three toes and a spur."""
    w = max(3, r.w // 9)
    heel = (r.centerx, r.y + r.h * 0.58)
    pygame.draw.line(s, ink, (r.centerx, r.y + r.h * 0.04), heel, w)
    for end in ((r.centerx - r.w * 0.42, r.y + r.h * 0.94), (r.centerx, r.y + r.h), (r.centerx + r.w * 0.42, r.y + r.h * 0.94),
                (r.centerx + r.w * 0.26, r.y + r.h * 0.4)):
        pygame.draw.line(s, ink, heel, end, w)
        pygame.draw.circle(s, ink, end, w * 0.7)
    pygame.draw.circle(s, ink, heel, w)


def _mushroom(s: pygame.Surface, r: pygame.Rect, ink: Color, face: Color) -> None:
    """A round cap on a short stem, with spots."""
    cap = pygame.Rect(r.x, r.y + r.h * 0.08, r.w, r.h * 0.62)
    pygame.draw.ellipse(s, ink, cap)
    pygame.draw.rect(s, face, (cap.x, cap.centery + 2, cap.w, cap.h))
    stem = pygame.Rect(r.centerx - r.w * 0.16, r.y + r.h * 0.38, r.w * 0.32, r.h * 0.56)
    pygame.draw.rect(s, ink, stem, border_radius=r.w // 10)
    for x, y, rad in ((0.3, 0.28, 0.07), (0.62, 0.22, 0.06), (0.48, 0.14, 0.05)):
        pygame.draw.circle(s, face, (r.x + r.w * x, r.y + r.h * y), r.w * rad)


def _drop(s: pygame.Surface, r: pygame.Rect, ink: Color, face: Color) -> None:
    """A drop of venom with a highlight."""
    cx, bottom = r.centerx, r.y + r.h * 0.95
    radius = r.w * 0.32
    centre = (cx, bottom - radius)
    pygame.draw.circle(s, ink, centre, radius)
    pygame.draw.polygon(s, ink, [(cx, r.y + r.h * 0.02), (cx - radius * 0.93, centre[1] - radius * 0.35),
                                 (cx + radius * 0.93, centre[1] - radius * 0.35)])
    pygame.draw.circle(s, face, (cx - radius * 0.35, centre[1] + radius * 0.05), radius * 0.22)


def _eye(s: pygame.Surface, r: pygame.Rect, ink: Color, face: Color) -> None:
    """An almond eye with a dark slit pupil."""
    white = pygame.Rect(r.x, r.y + r.h * 0.22, r.w, r.h * 0.56)
    pygame.draw.ellipse(s, ink, white)
    pygame.draw.circle(s, (120, 40, 10), white.center, white.h * 0.42)
    pygame.draw.ellipse(s, (20, 12, 8), pygame.Rect(white.centerx - white.h * 0.1, white.y + white.h * 0.12,
                                                    white.h * 0.2, white.h * 0.76))


def _spider(s: pygame.Surface, r: pygame.Rect, ink: Color, face: Color) -> None:
    """A round body with eight bent legs."""
    w = max(3, r.w // 14)
    cx, cy = r.centerx, r.centery + r.h * 0.05
    for side in (-1, 1):
        for i, angle in enumerate((-50, -18, 14, 46)):
            a = math.radians(angle)
            knee = (cx + side * r.w * 0.3 * math.cos(a), cy + r.h * 0.3 * math.sin(a) - r.h * 0.12)
            foot = (cx + side * r.w * 0.5 * math.cos(a * 0.6), cy + r.h * 0.46 * math.sin(a) + r.h * 0.1 * i - r.h * 0.1)
            pygame.draw.line(s, ink, (cx, cy), knee, w)
            pygame.draw.line(s, ink, knee, foot, w)
    pygame.draw.circle(s, ink, (cx, cy), r.w * 0.2)
    pygame.draw.circle(s, ink, (cx, cy - r.h * 0.24), r.w * 0.12)


def _question_mark(s: pygame.Surface, r: pygame.Rect, ink: Color) -> None:
    w = max(3, r.w // 8)
    pygame.draw.arc(s, ink, pygame.Rect(r.x + r.w * 0.22, r.y, r.w * 0.56, r.h * 0.5), math.radians(-60),
                    math.radians(200), w)
    pygame.draw.line(s, ink, (r.centerx + r.w * 0.1, r.y + r.h * 0.42), (r.centerx, r.y + r.h * 0.66), w)
    pygame.draw.circle(s, ink, (r.centerx, r.y + r.h * 0.88), w * 0.8)


ICONS = (_bird_leg, _mushroom, _drop, _eye, _spider)


# ---- seals, tiles, screen, bag ---------------------------------------------------------------------

@cached_picture
def seal(colour: str, size: int, ghost: bool = False) -> pygame.Surface:
    """A round seal stone of a player colour (a ghost: half transparent, for a recipe not yet made)."""
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    face, rim = SEAL_COLOURS.get(colour, ((128, 128, 128), (230, 230, 230)))
    c = (n / 2, n / 2)
    pygame.draw.circle(big, (0, 0, 0, 120), (c[0], c[1] + n * 0.05), n * 0.47)
    pygame.draw.circle(big, rim, c, n * 0.47)
    pygame.draw.circle(big, face, c, n * 0.40)
    pygame.draw.circle(big, _shade(face, 26), (c[0] - n * 0.06, c[1] - n * 0.06), n * 0.25)
    star = [(c[0] + math.cos(math.radians(-90 + 36 * i)) * n * (0.2 if i % 2 == 0 else 0.09),
             c[1] + math.sin(math.radians(-90 + 36 * i)) * n * (0.2 if i % 2 == 0 else 0.09)) for i in range(10)]
    pygame.draw.polygon(big, rim, star)
    if ghost:
        big.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
    return _finish(big, (size, size))


def seal_drawing(colour: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """A drawing of a seal of `colour`, fitted into the rect it is given (setup plates, curtain)."""
    def draw(canvas: pygame.Surface, rect: pygame.Rect) -> None:
        image = seal(colour, max(8, min(rect.w, rect.h, 180)))
        canvas.blit(image, image.get_rect(center=rect.center))
    return draw


@cached_picture
def fame_tile(fonts: FontBook, value: int, size: int, state: str = "free") -> pygame.Surface:
    """A fame tile with its value; state "free", "chosen", "used" or "barred" (not allowed now)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    face = {"free": theme.PARCHMENT_LIGHT, "chosen": theme.BRASS_LIGHT, "used": (120, 104, 84),
            "barred": (150, 136, 116)}[state]
    rect = surface.get_rect().inflate(-4, -4)
    pygame.draw.rect(surface, (0, 0, 0, 120), rect.move(0, 3), border_radius=size // 6)
    pygame.draw.rect(surface, face, rect, border_radius=size // 6)
    rim = theme.EMBER if state == "chosen" else theme.BRASS_DARK
    pygame.draw.rect(surface, rim, rect, max(2, size // 18), border_radius=size // 6)
    ink = theme.INK_TEXT if state in ("free", "chosen") else (70, 58, 46)
    font = fonts.get(max(24, int(size * 0.5)), bold=True, serif=False)
    text = font.render(str(value), True, ink)
    surface.blit(text, text.get_rect(center=rect.center))
    if state == "barred":
        pygame.draw.line(surface, theme.DANGER, rect.topleft, rect.bottomright, max(3, size // 16))
    return surface


@cached_picture
def closed_screen(colour: str, width: int, height: int) -> pygame.Surface:
    """A three-panel folding screen in a player's colour, seen from the front."""
    n = SUPERSAMPLE
    big = pygame.Surface((width * n, height * n), pygame.SRCALPHA)
    face, rim = SEAL_COLOURS.get(colour, ((128, 128, 128), (230, 230, 230)))
    panel_w = width * n // 3
    for i, lift in enumerate((8, 0, 8)):
        r = pygame.Rect(i * panel_w, lift * n, panel_w, height * n - lift * n)
        pygame.draw.rect(big, _shade(face, -20 if i != 1 else 0), r, border_radius=6 * n)
        pygame.draw.rect(big, rim, r, 2 * n, border_radius=6 * n)
        pygame.draw.circle(big, rim, (r.centerx, r.y + r.h * 0.3), r.w * 0.16, 2 * n)
    return _finish(big, (width, height))


@cached_picture
def bag(size: int) -> pygame.Surface:
    """The oracle bag: a drawstring pouch."""
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    cloth, dark = (120, 60, 96), (70, 30, 56)
    body = pygame.Rect(n * 0.12, n * 0.3, n * 0.76, n * 0.66)
    pygame.draw.ellipse(big, dark, body.move(0, n * 0.02))
    pygame.draw.ellipse(big, cloth, body)
    neck = [(n * 0.34, n * 0.34), (n * 0.28, n * 0.12), (n * 0.72, n * 0.12), (n * 0.66, n * 0.34)]
    pygame.draw.polygon(big, cloth, neck)
    pygame.draw.line(big, theme.BRASS_LIGHT, (n * 0.3, n * 0.3), (n * 0.7, n * 0.3), max(3, n // 30))
    pygame.draw.circle(big, theme.BRASS_LIGHT, (n * 0.72, n * 0.33), n * 0.04)
    for i in range(4):
        pygame.draw.line(big, dark, (n * (0.3 + 0.12 * i), n * 0.4), (n * (0.26 + 0.14 * i), n * 0.9), max(2, n // 60))
    return _finish(big, (size, size))


@cached_picture
def pot(width: int, height: int) -> pygame.Surface:
    """An iron cauldron seen from the front, its mouth at the top third (cubes sit in the mouth)."""
    n = SUPERSAMPLE
    big = pygame.Surface((width * n, height * n), pygame.SRCALPHA)
    w, h = width * n, height * n
    body = pygame.Rect(w * 0.04, h * 0.12, w * 0.92, h * 0.84)
    pygame.draw.ellipse(big, (24, 22, 24), body.move(0, h * 0.03))
    pygame.draw.ellipse(big, (58, 54, 58), body)
    pygame.draw.ellipse(big, (84, 80, 84), body.inflate(-w * 0.3, -h * 0.4).move(-w * 0.1, -h * 0.08))
    mouth = pygame.Rect(0, 0, w, h * 0.26)
    pygame.draw.ellipse(big, (96, 90, 92), mouth)
    pygame.draw.ellipse(big, (30, 26, 28), mouth.inflate(-w * 0.08, -h * 0.07))
    for side in (-1, 1):
        foot = (w / 2 + side * w * 0.3, h * 0.93)
        pygame.draw.line(big, (40, 36, 38), foot, (foot[0] + side * w * 0.05, h), max(4, w // 30))
    return _finish(big, (width, height))


# ---- words --------------------------------------------------------------------------------------------

@cached_picture
def label(fonts: FontBook, text: str, size: int, colour: Color, bold: bool = False, serif: bool = True) -> pygame.Surface:
    """`text` rendered once at `size` canvas px (the board redraws the same words every frame)."""
    return fonts.get(size, bold=bold, serif=serif).render(text, True, colour)


def draw_label(canvas: pygame.Surface, fonts: FontBook, text: str, size: int, colour: Color, pos: tuple[int, int],
               anchor: str = "topleft", bold: bool = False, serif: bool = True) -> pygame.Rect:
    """Draw a cached label with its `anchor` point at `pos`; the rect it covers."""
    surface = label(fonts, text, size, colour, bold, serif)
    rect = surface.get_rect(**{anchor: pos})
    canvas.blit(surface, rect)
    return rect


@cached_picture
def text_block(fonts: FontBook, text: str, size: tuple[int, int], colour: Color, font_size: int, bold: bool = False,
               serif: bool = True, align: str = "left", valign: str = "top") -> pygame.Surface:
    """`text` wrapped and shrunk (not below 24 px) into a box of `size`, rendered once."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    draw_text_box(surface, fonts, text, surface.get_rect(), colour, font_size, min_size=24, bold=bold, serif=serif,
                  align=align, valign=valign, line_spacing=1.0)  # type: ignore[arg-type]
    return surface


def fitted_size(fonts: FontBook, text: str, width: int, size: int, min_size: int = 24, bold: bool = False,
                serif: bool = True) -> int:
    """The largest size from `size` down to `min_size` at which `text` fits `width` on one line."""
    for step in range(size, min_size - 1, -2):
        if fonts.get(step, bold=bold, serif=serif).size(text)[0] <= width:
            return step
    return min_size


@cached_picture
def button_image(fonts: FontBook, size: tuple[int, int], label: str, kind: str, icon: str | None, enabled: bool,
                 hovered: bool, focused: bool) -> pygame.Surface:
    """An ordinary button (games.app.kit.widgets.draw_button) drawn once; blit it at its rect's
    top-left moved by -BUTTON_MARGIN (room for its shadow and focus ring)."""
    surface = pygame.Surface((size[0] + 2 * BUTTON_MARGIN, size[1] + 2 * BUTTON_MARGIN), pygame.SRCALPHA)
    button = Button(pygame.Rect((BUTTON_MARGIN, BUTTON_MARGIN), size), label, kind=kind, icon=icon,  # type: ignore[arg-type]
                    enabled=enabled)
    draw_button(surface, fonts, button, hovered=hovered, focused=focused)
    return surface


def draw_cached_button(canvas: pygame.Surface, fonts: FontBook, button: Button, hovered: bool, focused: bool) -> None:
    """Draw `button` as draw_button would, from the cache."""
    image = button_image(fonts, button.rect.size, button.label, button.kind, button.icon, button.enabled, hovered,
                         focused)
    canvas.blit(image, (button.rect.x - BUTTON_MARGIN, button.rect.y - BUTTON_MARGIN))


@cached_picture
def veil(size: tuple[int, int], alpha: int = 130) -> pygame.Surface:
    """A dark half-transparent rounded plate laid over a pile that cannot be used now."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (20, 12, 8, alpha), surface.get_rect(), border_radius=14)
    return surface


def clear_caches() -> None:
    """Forget every cached drawing and label (tests that count rendered texts start from here)."""
    for cached in (cube, seal, fame_tile, closed_screen, bag, pot, label, text_block, veil, button_image):
        cached.cache_clear()
