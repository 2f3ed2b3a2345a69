"""The board screen's still parts, kept in one cached surface made of regions: each region (the team
column, the day track, the caption, the fields, the tabs, the tab's page, the controls, the strip
below the board) is repainted only when what it shows changes — its key — so that a frame of an
animation costs one blit plus the board's moving pieces.

    chrome = Chrome()
    chrome.draw(canvas, [Region("caption", rect, key, paint), ...])   # paint(surface) draws the region

A region's paint draws in canvas coordinates; the surface is clipped to the region meanwhile.
The regions must not overlap; together they should cover the canvas.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from games.app.kit.widgets import Button, ButtonGroup


@dataclass(frozen=True)
class Region:
    """A part of the screen: where it is, what it shows (its key), and how to paint it."""

    name: str
    rect: pygame.Rect
    key: Hashable
    paint: Callable[[pygame.Surface], None]


class Chrome:
    """A surface the size of the canvas whose regions are repainted when their keys change."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.keys: dict[str, tuple] = {}
        self.repaints = 0  # regions painted so far (for tests and the bench)

    def draw(self, canvas: pygame.Surface, regions: list[Region]) -> None:
        """Repaint the regions whose key (or place) changed, then put the whole surface on `canvas`."""
        if self.surface is None or self.surface.get_size() != canvas.get_size():
            self.surface = pygame.Surface(canvas.get_size())
            self.keys.clear()
        for region in regions:
            stamp = (tuple(region.rect), region.key)
            if self.keys.get(region.name) == stamp:
                continue
            self.surface.set_clip(region.rect)
            region.paint(self.surface)
            self.keys[region.name] = stamp
            self.repaints += 1
        self.surface.set_clip(None)
        canvas.blit(self.surface, (0, 0))

    def forget(self) -> None:
        """Repaint everything next time."""
        self.keys.clear()


def buttons_in(group: ButtonGroup, rect: pygame.Rect) -> list[Button]:
    """The buttons of `group` that lie in `rect`."""
    return [b for b in group.buttons if rect.collidepoint(b.rect.center)]


def buttons_key(group: ButtonGroup, rect: pygame.Rect) -> tuple:
    """What the buttons in `rect` look like: labels, kinds, states, places, hover and focus."""
    return tuple((b.label, b.kind, b.enabled, tuple(b.rect), b.icon, group.hovered(b), group.focused(b))
                 for b in buttons_in(group, rect))
