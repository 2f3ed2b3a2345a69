"""The target vocabulary of the board: everything a finger, the mouse or the keyboard can point at.

A target is a small hashable tuple whose first word names the kind; the rest are the engine's own
ids (ingredients and alchemicals as grid indices 0..7, potions "R+".."N", spaces and favors by name,
seats 0..n-1). The drawing returns a `Hit` (rect + target) for every target it draws; the scenes map
a tapped target to the matching part of the legal actions.

    ("order", i)          play-order track space i (index into ORDER_TRACK)
    ("space", name)       an action space (forage, transmute, ..., exhibit)
    ("row", ingredient)   a face-up ingredient card of the row
    ("deck",)             the ingredient deck (forage blind)
    ("ingredient", i)     a card of the viewer's own hand
    ("theory", i)         the theory board's place of ingredient i
    ("alchemical", n)     an alchemical token 0..7 (publishing)
    ("seal", kind)        one of the viewer's seals in stock ("gold", "silver", "hedge-red", ...)
    ("favor", name)       one of the viewer's favor cards
    ("artifact", id)      an artifact on display
    ("wish", i)           the adventurer's wish i (0..2)
    ("potion", potion)    a potion (a picker: naming, exhibiting)
    ("grant", i)          grant tile i (index into GRANTS)
    ("player", seat)      a seat's strip
    ("experiment", i)     one of the viewer's results (index into the view's experiments)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

import pygame

Target = tuple  # ("kind", *ids), see the module docstring

OPTION = "option"  # marks: the target can be tapped now
CHOSEN = "chosen"  # marks: the target is part of the choice being made
FOCUS = "focus"  # marks: the keyboard focus is on the target (an option)
Marks = Mapping[Target, str]  # target -> OPTION | CHOSEN | FOCUS (absent: none)
NO_MARKS: Marks = {}


@dataclass(frozen=True)
class Hit:
    """Where a target was drawn."""

    rect: pygame.Rect
    target: Target


def order(index: int) -> Target:
    """A play-order track space."""
    return ("order", index)


def space(name: str) -> Target:
    """An action space."""
    return ("space", name)


def row(ingredient: int) -> Target:
    """A face-up ingredient of the row."""
    return ("row", ingredient)


DECK: Target = ("deck",)


def ingredient(index: int) -> Target:
    """A card of the viewer's hand."""
    return ("ingredient", index)


def theory(index: int) -> Target:
    """The theory board's place of an ingredient."""
    return ("theory", index)


def alchemical(index: int) -> Target:
    """An alchemical token."""
    return ("alchemical", index)


def seal(kind: str) -> Target:
    """A seal of the viewer's stock."""
    return ("seal", kind)


def favor(name: str) -> Target:
    """A favor card of the viewer."""
    return ("favor", name)


def artifact(artifact_id: str) -> Target:
    """An artifact on display."""
    return ("artifact", artifact_id)


def wish(index: int) -> Target:
    """The adventurer's wish `index`."""
    return ("wish", index)


def potion(name: str) -> Target:
    """A potion."""
    return ("potion", name)


def grant(index: int) -> Target:
    """A grant tile."""
    return ("grant", index)


def player(seat: int) -> Target:
    """A seat's strip."""
    return ("player", seat)


def experiment(index: int) -> Target:
    """One of the viewer's results."""
    return ("experiment", index)


def hit_at(hits: list[Hit], pos: tuple[int, int]) -> Target | None:
    """The target drawn last (on top) under `pos`, or None."""
    for hit in reversed(hits):
        if hit.rect.collidepoint(pos):
            return hit.target
    return None
