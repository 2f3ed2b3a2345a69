"""Ingredient cards drawn by the program: colour, motif, the value large, the symbol bottom left.

Each of the 7 card colours has a face, an ink and an accent; white and black cards (the players'
own colours) get a strong frame so that they read on the dark table. Cards are rendered at three
times their size and scaled down smoothly; finished surfaces are cached by (kind, value, size).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from games.app.kit.picture_cache import cached_picture
from games.app.scene import FontBook
from games.kupferkessel.components import KINDS, kind_of, symbol_of, value_of
from games.kupferkessel.ui import icons

SUPERSAMPLE = 3


@dataclass(frozen=True)
class CardPalette:
    """The colours of one card colour: face, ink (value, motif), accent, frame."""

    face: tuple[int, int, int]
    ink: tuple[int, int, int]
    accent: tuple[int, int, int]
    frame: tuple[int, int, int]


PALETTES: dict[str, CardPalette] = {
    "white": CardPalette((242, 236, 222), (40, 34, 30), (196, 160, 92), (120, 106, 88)),
    "black": CardPalette((34, 31, 36), (238, 230, 214), (200, 168, 96), (212, 196, 160)),
    "purple": CardPalette((110, 66, 150), (250, 240, 252), (240, 200, 110), (64, 34, 92)),
    "brown": CardPalette((142, 92, 48), (252, 240, 220), (255, 214, 140), (82, 50, 22)),
    "green": CardPalette((56, 124, 66), (240, 252, 236), (246, 226, 120), (26, 70, 34)),
    "grey": CardPalette((118, 124, 132), (250, 250, 252), (255, 220, 150), (66, 70, 78)),
    "blue": CardPalette((44, 92, 160), (240, 246, 255), (255, 214, 120), (20, 48, 96)),
}
UNKNOWN_PALETTE = CardPalette((160, 150, 140), (20, 20, 20), (250, 230, 160), (60, 60, 60))

# Which motif shows which kind (ids from games.kupferkessel.components); unknown ids fall back.
KIND_MOTIFS: dict[str, str] = {
    "moonflower": "flower", "troll-bone": "bone", "bat-wing": "bat_wing", "raven-feather": "feather",
    "witch-eye": "eye", "toadstool": "mushroom", "mandrake-root": "mandrake", "toad-wart": "toad",
    "swamp-slime": "slime", "snake-skin": "snake", "cobweb": "web", "wolf-claw": "claw",
    "frost-crystal": "crystal", "moon-moth": "moth",
}
FALLBACK_MOTIFS = tuple(icons.MOTIFS)

CARD_BACK = (92, 52, 30)
CORNER_FACE = (66, 44, 30)
BRASS = (201, 162, 84)


def motif_for(kind: str) -> str:
    """The motif name that pictures `kind`."""
    if kind in KIND_MOTIFS:
        return KIND_MOTIFS[kind]
    if kind in icons.MOTIFS:
        return kind
    return FALLBACK_MOTIFS[sum(map(ord, kind)) % len(FALLBACK_MOTIFS)]


def palette_for(colour: str) -> CardPalette:
    """The palette of a card colour name."""
    return PALETTES.get(colour, UNKNOWN_PALETTE)


def _rounded(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], radius: int,
             width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def _value_text(fonts: FontBook, value: int, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    return fonts.get(size, bold=True, serif=True).render(str(value), True, colour)


def _render_face(fonts: FontBook, colour: str, kind: str, value: int, symbol: str | None,
                 size: tuple[int, int]) -> pygame.Surface:
    """One card face at `size`, drawn big and scaled down."""
    w, h = size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    pal = palette_for(colour)
    radius = w // 9
    _rounded(big, big.get_rect(), pal.frame, radius)
    inner = big.get_rect().inflate(-w // 14, -w // 14)
    _rounded(big, inner, pal.face, radius - w // 28)
    _rounded(big, inner.inflate(-w // 22, -w // 22), pal.accent, radius - w // 20, max(2, w // 80))
    motif_box = pygame.Rect(0, 0, int(w * 0.62), int(w * 0.62))
    motif_box.center = (w // 2 + w // 12, int(h * 0.52))
    icons.MOTIFS[motif_for(kind)](big, motif_box, pal.ink, pal.accent)
    numeral = _value_text(fonts, value, int(h * 0.3), pal.ink)
    big.blit(numeral, numeral.get_rect(topleft=(inner.x + w // 12, inner.y + h // 40)))
    if symbol:
        _draw_symbol_badge(big, symbol, pal, pygame.Rect(inner.x + w // 24, inner.bottom - int(w * 0.42),
                                                         int(w * 0.38), int(w * 0.38)))
    return pygame.transform.smoothscale(big, size)


def _draw_symbol_badge(big: pygame.Surface, symbol: str, pal: CardPalette, box: pygame.Rect) -> None:
    """The symbol in a round badge, bottom left, readable on every face colour."""
    pygame.draw.circle(big, (250, 244, 226), box.center, box.w // 2)
    pygame.draw.circle(big, (150, 40, 30) if symbol == "explosion" else (50, 70, 140), box.center, box.w // 2,
                       max(2, box.w // 14))
    inner = box.inflate(-box.w // 4, -box.w // 4)
    draw = icons.exploding_cauldron if symbol == "explosion" else icons.hat_and_wand
    accent = (230, 80, 30) if symbol == "explosion" else (240, 190, 40)
    draw(big, inner, (40, 34, 40), accent)


@cached_picture
def _cached_face(fonts: FontBook, colour: str, kind: str, value: int, symbol: str | None,
                 size: tuple[int, int]) -> pygame.Surface:
    return _render_face(fonts, colour, kind, value, symbol, size)


def card_face(fonts: FontBook, colour: str, kind: str, value: int, symbol: str | None,
              size: tuple[int, int]) -> pygame.Surface:
    """The face of an ingredient card at `size` pixels (cached)."""
    return _cached_face(fonts, colour, kind, value, symbol, size)


def card_image(fonts: FontBook, card: int, size: tuple[int, int]) -> pygame.Surface:
    """The face of card id `card` (see games.kupferkessel.components) at `size`."""
    kind = KINDS[kind_of(card)]
    return card_face(fonts, kind.colour, kind.id, value_of(card), symbol_of(card), size)


@cached_picture
def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of an ingredient card: copper with a cauldron emblem."""
    w, h = size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = w // 9
    _rounded(big, big.get_rect(), (52, 28, 14), radius)
    inner = big.get_rect().inflate(-w // 14, -w // 14)
    _rounded(big, inner, CARD_BACK, radius - w // 28)
    _rounded(big, inner.inflate(-w // 10, -w // 10), BRASS, radius - w // 16, max(2, w // 60))
    emblem = pygame.Rect(0, 0, int(w * 0.56), int(w * 0.56))
    emblem.center = big.get_rect().center
    icons.exploding_cauldron(big, emblem, (200, 120, 60), (232, 196, 110))
    return pygame.transform.smoothscale(big, size)


@cached_picture
def corner_card(size: tuple[int, int], index: int) -> pygame.Surface:
    """A corner card: dark wood with a brass compass star (nothing to take here)."""
    w, h = size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = w // 9
    _rounded(big, big.get_rect(), (40, 26, 18), radius)
    inner = big.get_rect().inflate(-w // 14, -w // 14)
    _rounded(big, inner, CORNER_FACE, radius - w // 28)
    cx, cy = big.get_rect().center
    points = []
    for i in range(16):
        a = i * math.pi / 8 + index * math.pi / 16
        r = (0.36 if i % 2 == 0 else 0.12) * w
        points.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    pygame.draw.polygon(big, BRASS, points)
    pygame.draw.circle(big, CORNER_FACE, (cx, cy), w // 12)
    pygame.draw.circle(big, BRASS, (cx, cy), w // 12, max(2, w // 60))
    return pygame.transform.smoothscale(big, size)


def figure_image(colour: str, size: int) -> pygame.Surface:
    """A player's figure in white or black, with a contrasting rim."""
    return _figure_image(colour, size)


@cached_picture
def _figure_image(colour: str, size: int) -> pygame.Surface:
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    body, rim = ((246, 240, 228), (60, 44, 32)) if colour == "white" else ((30, 26, 30), (226, 196, 120))
    icons.figure(big, big.get_rect(), body, rim)
    return pygame.transform.smoothscale(big, (size, size))
