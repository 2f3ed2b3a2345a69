"""Short animations of what happened, so every step at the table can be followed: cubes fly from
a player's screen into a cauldron, by-products from the supply, a tribute to the inventor, the
rest out of the game, bag cubes behind a screen; the seal walks along the fame track.

A `Clip` is made from one Happening (the viewer's views before and after an action); `frame(t)`
gives what to draw at time t: overrides for the Scenery and the flying cubes. Another seat's
drawn cube flies as a hidden cube. The deal and the schools have no clip (they happen before the
first turn and are told by the log).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from games.alchemist import actions as A
from games.alchemist import events as E
from games.alchemist.components import kinds_in
from games.alchemist.state import DEAL, Cauldron
from games.alchemist.ui import art
from games.alchemist.ui import layout as L
from games.app.table.match_session import Happening

CUBE = 46
OUT_OF_GAME = (L.BOARD.centerx, -80)  # paid cubes fly off the top of the table


@dataclass(frozen=True)
class Sprite:
    """A cube flying from `start` to `end` between times t0 and t1 (kind None: a hidden cube)."""

    kind: int | None
    start: tuple[int, int]
    end: tuple[int, int]
    t0: float
    t1: float

    def at(self, t: float) -> tuple[int, int] | None:
        """Its centre at time `t`, None before it starts or after it lands."""
        if t < self.t0 or t > self.t1:
            return None
        u = (t - self.t0) / max(1e-6, self.t1 - self.t0)
        u = u * u * (3 - 2 * u)  # ease in and out
        lift = -60 * 4 * u * (1 - u)  # a small arc
        return (round(self.start[0] + (self.end[0] - self.start[0]) * u),
                round(self.start[1] + (self.end[1] - self.start[1]) * u + lift))


@dataclass
class Frame:
    """What a clip changes at one moment."""

    cauldrons: dict[int, Cauldron] = field(default_factory=dict)
    fame: dict[int, float] = field(default_factory=dict)
    flash_cauldron: int | None = None
    flash_seat: int | None = None
    cubes: list[tuple[int | None, tuple[int, int]]] = field(default_factory=list)


@dataclass
class Clip:
    """The animation of one happening."""

    happening: Happening
    duration: float
    sprites: list[Sprite] = field(default_factory=list)
    cauldron: int | None = None  # shows its old content until `lands`
    lands: float = 0.0
    seat: int | None = None  # the seat whose seal may walk
    walk: tuple[float, float, float, float] | None = None  # (from fame, to fame, t0, t1)

    def frame(self, t: float) -> Frame:
        """The overrides and flying cubes at time `t`."""
        before = self.happening.before
        frame = Frame(flash_cauldron=self.cauldron, flash_seat=self.seat)
        if self.cauldron is not None and t < self.lands:
            frame.cauldrons[self.cauldron] = before.cauldrons[self.cauldron]
        if self.walk is not None and self.seat is not None:
            start, end, t0, t1 = self.walk
            u = min(1.0, max(0.0, (t - t0) / max(1e-6, t1 - t0)))
            frame.fame[self.seat] = start + (end - start) * u
        for sprite in self.sprites:
            point = sprite.at(t)
            if point is not None:
                frame.cubes.append((sprite.kind, point))
        return frame


def origin(seat: int, kind: int | None, own_seat: int | None) -> tuple[int, int]:
    """Where a seat's cubes come from and go to: the open screen's pile of the viewer, else the
    seat's closed screen in the players' list."""
    if seat == own_seat and kind is not None:
        return L.screen_kind_rect(kind).center
    row = L.player_rect(seat)
    return (row.right - 96 - 150 + 26, row.y + 66)


def clip_for(h: Happening, own_seat: int | None) -> Clip:
    """The clip of one happening; `own_seat` is the viewer when it plays at the screen (its cubes
    fly from its open screen and its drawn cubes show their kind), else None."""
    before, after = h.before, h.after
    event = E.event_of(h.action, before, after)
    if isinstance(h.action, (A.DealSchool,)) or (isinstance(h.action, A.Draw) and before.phase == DEAL):
        return Clip(h, 0.0)
    actor = before.colours.index(event.colour)
    if isinstance(h.action, A.Start):
        return Clip(h, 0.9, seat=actor)
    if isinstance(h.action, A.Draw):
        kind = event.cubes.index(1) if event.cubes is not None and own_seat == actor else None
        return Clip(h, 0.6, [Sprite(kind, L.bag_rect().center, origin(actor, kind, own_seat), 0.0, 0.5)], seat=actor)
    if isinstance(h.action, A.Invent):
        return _invent_clip(h, event, actor, own_seat)
    if isinstance(h.action, A.Copy):
        return _copy_clip(h, event, actor, own_seat)
    if isinstance(h.action, A.PassSupply):
        kind = h.action.kind
        return Clip(h, 0.8, [Sprite(kind, L.supply_kind_rect(kind).center, origin(actor, kind, own_seat), 0.0, 0.6)],
                    seat=actor)
    return Clip(h, 0.6, seat=actor)


def _byproduct_sprites(event: E.Event, cauldron: int, actor: int, own_seat: int | None, t0: float) -> list[Sprite]:
    return [Sprite(kind, L.supply_kind_rect(kind).center, origin(actor, kind, own_seat), t0 + 0.08 * i, t0 + 0.45 + 0.08 * i)
            for i, kind in enumerate(kinds_in(event.byproducts))]


def _invent_clip(h: Happening, event: E.Event, actor: int, own_seat: int | None) -> Clip:
    assert event.cauldron is not None and event.cubes is not None
    slots = L.slot_rects(event.cauldron)
    paid = [Sprite(kind, origin(actor, kind, own_seat), slots[i].center, 0.06 * i, 0.45 + 0.06 * i)
            for i, kind in enumerate(kinds_in(event.cubes))]
    gained = _byproduct_sprites(event, event.cauldron, actor, own_seat, 0.7)
    return Clip(h, 1.4, paid + gained, cauldron=event.cauldron, lands=0.7, seat=actor,
                walk=(float(h.before.fame[actor]), float(h.after.fame[actor]), 0.7, 1.2))


def _copy_clip(h: Happening, event: E.Event, actor: int, own_seat: int | None) -> Clip:
    assert event.cauldron is not None and event.cubes is not None and event.tribute is not None
    inventor = h.before.colours.index(event.inventor) if event.inventor else actor
    pot = L.pot_rect(event.cauldron).center
    sprites = []
    tribute_sent = False
    for i, kind in enumerate(kinds_in(event.cubes)):
        sprites.append(Sprite(kind, origin(actor, kind, own_seat), pot, 0.06 * i, 0.4 + 0.06 * i))
        if kind == event.tribute and not tribute_sent:
            tribute_sent = True
            sprites.append(Sprite(kind, pot, origin(inventor, kind, own_seat), 0.75, 1.2))
        else:
            sprites.append(Sprite(kind, pot, OUT_OF_GAME, 0.75, 1.15))
    sprites += _byproduct_sprites(event, event.cauldron, actor, own_seat, 0.8)
    return Clip(h, 1.5, sprites, cauldron=event.cauldron, lands=0.0, seat=actor,
                walk=(float(h.before.fame[actor]), float(h.after.fame[actor]), 0.8, 1.3))


def draw_flying(canvas: pygame.Surface, frame: Frame) -> None:
    """The cubes in flight, over everything else."""
    for kind, point in frame.cubes:
        image = art.cube(kind, CUBE)
        canvas.blit(image, image.get_rect(center=point))
