"""The moment of a result: the cauldron bubbles for a second, then the flask fills with the colour.

`Brewing` is the timeline of one result screen, a pure function of the time it is asked about:
"brew" for BREW_SECONDS, then (for a potion) "fill" for FILL_SECONDS, then "shown"; `skip` jumps
to "shown" (a tap or key, or the setting "animations" off). `chime_for(entry)` names the sound of
the answer: pleasant for a positive potion or a good answer, sour for a negative one or a bad
answer, neutral for the neutral potion. `draw_cauldron` draws the bubbling cauldron at a moment.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

import pygame

from games.alchemists.lab.session import HistoryEntry
from games.app.kit import theme

BREW_SECONDS = 1.0
FILL_SECONDS = 0.8
Phase = Literal["brew", "fill", "shown"]

PLEASANT, SOUR, NEUTRAL = "chime-pleasant", "chime-sour", "chime-neutral"
BUBBLE_SOUND = "bubble"
CHIMES: dict[str, str] = {  # a result (potion, quality, sign, yes/no) -> its chime
    "R+": PLEASANT, "G+": PLEASANT, "B+": PLEASANT, "R-": SOUR, "G-": SOUR, "B-": SOUR, "N": NEUTRAL,
    "exact": PLEASANT, "sign": PLEASANT, "neutral": NEUTRAL, "wrong": SOUR,
    "+": PLEASANT, "-": SOUR, "yes": PLEASANT, "no": SOUR,
}

IRON = (46, 41, 40)
IRON_LIGHT = (92, 84, 80)
BREW = (92, 124, 98)
BREW_LIGHT = (156, 196, 150)


def chime_for(entry: HistoryEntry) -> str:
    """The sound of `entry`'s answer."""
    return CHIMES.get(entry.result, NEUTRAL)


@dataclass
class Brewing:
    """When a result screen began and whether it was skipped; `fills`: a potion that fills a flask."""

    fills: bool
    started: float | None = None
    skipped: bool = False

    def start(self, now: float) -> None:
        """Begin at `now` (once)."""
        if self.started is None:
            self.started = now

    def skip(self) -> None:
        """Show the answer at once."""
        self.skipped = True

    @property
    def length(self) -> float:
        """Seconds from the start until the answer shows."""
        return BREW_SECONDS + (FILL_SECONDS if self.fills else 0.0)

    def phase(self, now: float) -> tuple[Phase, float]:
        """The phase at `now` and how far it is (0..1)."""
        if self.skipped or self.started is None:
            return "shown", 1.0
        elapsed = now - self.started
        if elapsed < BREW_SECONDS:
            return "brew", elapsed / BREW_SECONDS
        if self.fills and elapsed < self.length:
            return "fill", (elapsed - BREW_SECONDS) / FILL_SECONDS
        return "shown", 1.0


def draw_cauldron(canvas: pygame.Surface, centre: tuple[int, int], width: int, seconds: float) -> pygame.Rect:
    """A bubbling cauldron over a fire, `width` wide, its body centred on `centre`, at `seconds` into the
    brewing; returns the rectangle it covers."""
    cx, cy = centre
    body = pygame.Rect(0, 0, width, int(width * 0.72))
    body.center = (cx, cy)
    _draw_fire(canvas, (cx, body.bottom), width, seconds)
    for dx in (-0.3, 0.3):
        pygame.draw.rect(canvas, IRON, (cx + int(dx * width) - 14, body.bottom - 30, 28, 70), border_radius=8)
    pygame.draw.ellipse(canvas, theme.INK, body.inflate(12, 12))
    pygame.draw.ellipse(canvas, IRON, body)
    glint = body.inflate(-width // 6, -body.height // 6)
    pygame.draw.arc(canvas, IRON_LIGHT, glint, math.radians(150), math.radians(205), 12)
    rim = pygame.Rect(0, 0, int(width * 1.08), int(width * 0.2))
    rim.center = (cx, body.top + body.height // 6)
    pygame.draw.ellipse(canvas, theme.INK, rim.inflate(10, 10))
    pygame.draw.ellipse(canvas, IRON_LIGHT, rim)
    surface = rim.inflate(-width // 9, -rim.height // 3)
    pygame.draw.ellipse(canvas, BREW, surface)
    _draw_bubbles(canvas, surface, seconds)
    return pygame.Rect(rim.left, rim.top - width // 2, rim.width, body.bottom + 70 - (rim.top - width // 2))


def _draw_fire(canvas: pygame.Surface, base: tuple[int, int], width: int, seconds: float) -> None:
    """Flickering flames under the cauldron."""
    bx, by = base
    for index in range(7):
        x = bx + int((index - 3) * width * 0.11)
        height = width * (0.16 + 0.05 * math.sin(seconds * 11 + index * 1.9))
        flame = [(x - width * 0.06, by + 40), (x, by + 40 - height), (x + width * 0.06, by + 40)]
        colour = theme.EMBER if index % 2 else theme.EMBER_LIGHT
        pygame.draw.polygon(canvas, colour, [(round(px), round(py)) for px, py in flame])


def _draw_bubbles(canvas: pygame.Surface, surface: pygame.Rect, seconds: float) -> None:
    """Bubbles swelling on the brew and rising from it, each on its own rhythm."""
    for index in range(11):
        period = 0.5 + 0.08 * (index % 4)
        rise = (seconds / period + index * 0.37) % 1.0
        x = surface.left + surface.width * (0.12 + 0.76 * ((index * 0.618) % 1.0))
        x += 12 * math.sin(seconds * 6 + index)
        y = surface.centery - rise * surface.width * 0.5
        radius = 12 + 44 * rise * (1 - rise)
        centre = (round(x), round(y))
        pygame.draw.circle(canvas, BREW, centre, round(radius))
        pygame.draw.circle(canvas, BREW_LIGHT, centre, round(radius), 4)
        pygame.draw.circle(canvas, theme.TEXT_LIGHT, (round(x - radius / 3), round(y - radius / 3)), max(2, round(radius / 5)))
