"""Short clips that show one applied action: the figure walks step by step, a taken card travels
to the cauldron, an explosion sends the opponent's top card away, a new card comes from the pile.

A clip is built from a `Happening` (the viewer's views before and after one action) and answers,
for a time t in [0, duration], what to draw: a `Scenery` plus flying sprites and a banner.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from games.app.table.match_session import Happening
from games.app.scene import FontBook
from games.kernel.protocol import CHANCE
from games.kupferkessel import actions as A
from games.kupferkessel.components import TRACK_LENGTH
from games.kupferkessel.state import DEAL, LAST, START
from games.kupferkessel.ui import card_art
from games.kupferkessel.ui.board_draw import LAYOUT, Scenery, cell_rect
from games.kupferkessel.ui.layout import CARD_H, CARD_W
from games.kupferkessel.ui.narrate import exploded, extra_turn_starts
from games.kupferkessel.ui.panel_draw import cauldron_card_rect, pile_rect

STEP_SECONDS = 0.24
FLIGHT_SECONDS = 0.55
EXPLOSION_SECONDS = 0.9
BANNER_SECONDS = 1.3
PENDING_SIZE = (280, 318)


def pending_rect() -> pygame.Rect:
    """Where the last card of a line waits for keep or decline: the middle of the board."""
    rect = pygame.Rect((0, 0), PENDING_SIZE)
    rect.center = (LAYOUT.grid.centerx, LAYOUT.grid.centery - 60)
    return rect


@dataclass
class Sprite:
    """A card (face or back) in flight."""

    card: int | None  # None: the back
    rect: pygame.Rect
    alpha: int = 255
    turn: float = 1.0  # horizontal squeeze for a flip, 0..1


@dataclass
class Frame:
    """What one moment of a clip shows."""

    scenery: Scenery
    sprites: list[Sprite] = field(default_factory=list)
    banner: str | None = None  # a banner key: "extra_turn" or "explosion"
    burst: tuple[tuple[int, int], float] | None = None  # centre and progress of an explosion
    counter: tuple[tuple[float, float], int] | None = None  # a walking figure and the steps counted so far


def _ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    e = _ease(t)
    return pygame.Rect(round(a.x + (b.x - a.x) * e), round(a.y + (b.y - a.y) * e),
                       round(a.w + (b.w - a.w) * e), round(a.h + (b.h - a.h) * e))


class Clip:
    """The animation of one Happening; `duration` 0 means nothing to show."""

    def __init__(self, happening: Happening) -> None:
        self.h = happening
        self.duration = 0.0

    def frame(self, t: float) -> Frame:
        """What to draw `t` seconds into the clip."""
        return Frame(Scenery(self.h.after))


class WalkClip(Clip):
    """The figure hops from space to space, skipping the other figure's space without a stop."""

    def __init__(self, happening: Happening) -> None:
        super().__init__(happening)
        seat, before, after = happening.seat, happening.before, happening.after
        self.path = [before.figures[seat]]
        while self.path[-1] != after.figures[seat]:
            self.path.append((self.path[-1] + 1) % TRACK_LENGTH)
        other = before.figures[1 - seat]
        self.counts = [sum(1 for space in self.path[1:i + 1] if space != other) for i in range(len(self.path))]
        self.lead = BANNER_SECONDS if extra_turn_starts(happening) else 0.0
        self.duration = self.lead + STEP_SECONDS * (len(self.path) - 1)

    def frame(self, t: float) -> Frame:
        scenery = Scenery(self.h.before)
        walk_t = max(0.0, t - self.lead)
        hops = len(self.path) - 1
        index = min(int(walk_t / STEP_SECONDS), hops)
        if index >= hops:
            point = LAYOUT.space_center(self.path[-1])
        else:
            f = walk_t / STEP_SECONDS - index
            a, b = LAYOUT.space_center(self.path[index]), LAYOUT.space_center(self.path[index + 1])
            point = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f - 26 * math.sin(math.pi * f))
        scenery.figure_pos[self.h.seat] = point
        counter = (point, self.counts[index]) if t >= self.lead and self.counts[index] > 0 else None
        return Frame(scenery, banner="extra_turn" if t < self.lead else None, counter=counter)


class TakeClip(Clip):
    """The taken card travels to the cauldron (or, as a line's last card, to the middle); an
    explosion then blows the opponent's top card under the pile or out of the game."""

    def __init__(self, happening: Happening) -> None:
        super().__init__(happening)
        assert isinstance(happening.action, A.Take)
        self.cell = happening.action.cell
        self.card = happening.before.grid[self.cell]
        self.last = happening.after.phase == LAST
        self.exploded = exploded(happening)
        self.duration = FLIGHT_SECONDS + (EXPLOSION_SECONDS if self.exploded else 0.0)

    def frame(self, t: float) -> Frame:
        seat = self.h.seat
        if t < FLIGHT_SECONDS:
            scenery = Scenery(self.h.before, hidden_cells={self.cell})
            target = pending_rect() if self.last else cauldron_card_rect(seat)
            return Frame(scenery, [Sprite(self.card, _lerp_rect(cell_rect(self.cell), target, t / FLIGHT_SECONDS))])
        scenery = Scenery(self.h.after)
        if not self.exploded:
            return Frame(scenery)
        f = (t - FLIGHT_SECONDS) / EXPLOSION_SECONDS
        victim = 1 - seat
        lost = self.h.before.cauldron_tops[victim]
        start = cauldron_card_rect(victim)
        to_pile = self.h.after.pile_size > self.h.before.pile_size
        if to_pile:
            scenery.pile_size = self.h.before.pile_size if f < 1 else None
            rect = _lerp_rect(start, pile_rect(), f)
            sprite = Sprite(lost if f < 0.35 else None, rect, turn=abs(1 - 2 * min(1.0, f / 0.35)) if f < 0.7 else 1.0)
        else:
            rect = start.move(0, -int(160 * _ease(f)))
            sprite = Sprite(lost, rect, alpha=int(255 * (1 - f)))
        return Frame(scenery, [sprite], banner="explosion", burst=(start.center, f))


class DrawClip(Clip):
    """A card comes from the pile: into the gap (turning face up) or as a cauldron's first card."""

    def __init__(self, happening: Happening) -> None:
        super().__init__(happening)
        assert isinstance(happening.action, A.Draw)
        before, after = happening.before, happening.after
        self.card = happening.action.card
        self.target: pygame.Rect | None = None
        self.gap: int | None = None
        if before.phase == START:
            self.seat = before.to_move
            self.target = cauldron_card_rect(self.seat)
        elif before.phase != DEAL:
            changed = [i for i, (a, b) in enumerate(zip(before.grid, after.grid)) if a != b]
            if changed:
                self.gap = changed[0]
                self.target = cell_rect(self.gap)
        self.duration = FLIGHT_SECONDS if self.target is not None else 0.0

    def frame(self, t: float) -> Frame:
        scenery = Scenery(self.h.after)
        if self.target is None or t >= self.duration:
            return Frame(scenery)
        f = t / self.duration
        if self.gap is not None:
            scenery.hidden_cells.add(self.gap)
        else:
            scenery.cauldron_tops[self.seat] = self.h.before.cauldron_tops[self.seat]
            scenery.cauldron_sizes[self.seat] = self.h.before.cauldron_sizes[self.seat]
        start = pile_rect()
        rect = _lerp_rect(start, self.target, f)
        turn = abs(1 - 2 * f)
        return Frame(scenery, [Sprite(self.card if f >= 0.5 else None, rect, turn=max(0.05, turn))])


class LastCardClip(Clip):
    """The last card of a line goes into the cauldron (keep) or fades away (decline)."""

    def __init__(self, happening: Happening) -> None:
        super().__init__(happening)
        self.card = happening.before.pending
        self.keep = isinstance(happening.action, A.Keep)
        self.duration = FLIGHT_SECONDS

    def frame(self, t: float) -> Frame:
        seat = self.h.seat
        scenery = Scenery(self.h.after)
        f = t / self.duration
        if self.keep:
            scenery.cauldron_tops[seat] = self.h.before.cauldron_tops[seat]
            scenery.cauldron_sizes[seat] = self.h.before.cauldron_sizes[seat]
            return Frame(scenery, [Sprite(self.card, _lerp_rect(pending_rect(), cauldron_card_rect(seat), f))])
        return Frame(scenery, [Sprite(self.card, pending_rect().move(0, -int(120 * f)), alpha=int(255 * (1 - f)))])


def clip_for(happening: Happening) -> Clip:
    """The clip that shows `happening` (an empty one for actions with nothing to animate)."""
    action = happening.action
    if isinstance(action, A.Move) and happening.seat != CHANCE:
        return WalkClip(happening)
    if isinstance(action, A.Take):
        return TakeClip(happening)
    if isinstance(action, A.Draw):
        return DrawClip(happening)
    if isinstance(action, (A.Keep, A.Decline)):
        return LastCardClip(happening)
    return Clip(happening)


def draw_sprites(canvas: pygame.Surface, fonts: FontBook, sprites: list[Sprite]) -> None:
    """Cards in flight, with a shadow; backs while turned down."""
    for sprite in sprites:
        size = (max(2, sprite.rect.w), max(2, sprite.rect.h))
        image = _flying_face(fonts, sprite.card, size)
        if sprite.turn < 1.0:
            image = pygame.transform.smoothscale(image, (max(2, int(size[0] * sprite.turn)), size[1]))
        if sprite.alpha < 255:
            image = image.copy()
            image.set_alpha(max(0, sprite.alpha))
        rect = image.get_rect(center=sprite.rect.center)
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, min(120, sprite.alpha // 2)), shadow.get_rect(), border_radius=14)
        canvas.blit(shadow, rect.move(10, 14))
        canvas.blit(image, rect)


def _flying_face(fonts: FontBook, card: int | None, size: tuple[int, int]) -> pygame.Surface:
    """The card's face (its back for None) at `size`: the table-size face, scaled when a flight
    changes its size (painting and keeping a face for every in-between size would be slow and
    fill the picture store)."""
    table_size = (CARD_W, CARD_H)
    face = card_art.card_back(table_size) if card is None else card_art.card_image(fonts, card, table_size)
    return face if size == table_size else pygame.transform.smoothscale(face, size)


def draw_burst(canvas: pygame.Surface, centre: tuple[int, int], progress: float) -> None:
    """A flash of flame rays growing and fading around `centre`."""
    alpha = int(220 * (1 - progress))
    if alpha <= 0:
        return
    radius = 60 + int(180 * _ease(progress))
    layer = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
    c = (radius + 2, radius + 2)
    rays = []
    for i in range(32):
        a = i * math.pi / 16
        r = radius if i % 2 == 0 else radius * 0.55
        rays.append((c[0] + math.cos(a) * r, c[1] + math.sin(a) * r))
    pygame.draw.polygon(layer, (255, 150, 40, alpha), rays)
    pygame.draw.circle(layer, (255, 230, 150, alpha), c, int(radius * 0.4))
    canvas.blit(layer, layer.get_rect(center=centre))



def draw_counter(canvas: pygame.Surface, fonts: FontBook, point: tuple[float, float], count: int) -> None:
    """The steps counted so far, in a brass badge above the walking figure."""
    centre = (round(point[0]), round(point[1]) - 70)
    pygame.draw.circle(canvas, (22, 15, 12), (centre[0] + 2, centre[1] + 4), 28)
    pygame.draw.circle(canvas, (236, 200, 120), centre, 28)
    pygame.draw.circle(canvas, (120, 86, 36), centre, 28, 3)
    text = fonts.get(36, bold=True, serif=False).render(str(count), True, (44, 29, 19))
    canvas.blit(text, text.get_rect(center=centre))
