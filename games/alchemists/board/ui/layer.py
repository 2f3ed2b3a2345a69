"""The static layer of the table: backdrop, the boards' wood, the printed titles and tracks (reputation
values and zones, the order track's spaces), painted once per (window size, language, seat count)."""

from __future__ import annotations

import random
from typing import Callable

import pygame

from games.alchemists.board.ui import printed
from games.alchemists.board.ui.art import TITLE, Pen
from games.alchemists.board.ui.draw_tracks import draw_order_track, draw_reputation_track
from games.alchemists.board.ui.layout import TableLayout
from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.widgets import draw_background

TITLED = ("order", "row", "actions", "adventurer", "artifacts", "theory")
BOARDS = ("reputation", "order", "row", "actions", "adventurer", "artifacts", "theory", "private", "status", "log")

_layers: dict[tuple, pygame.Surface] = {}
_on_clear: list[Callable[[], None]] = []


def static_layer(layout: TableLayout, ctx: Context, players: int) -> pygame.Surface:
    """The cached static layer for this layout, language and seat count."""
    key = (layout.size, ctx.tr.language, players)
    layer = _layers.get(key)
    if layer is None:
        layer = _paint(layout, ctx, players)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            layer = layer.convert()
        _layers.clear()  # one size at a time: a resize paints anew
        _layers[key] = layer
    return layer


def clear_layers() -> None:
    """Forget the painted layers and every cache that hangs on them (tests that record every rendered
    text, benchmarks of a cold frame)."""
    _layers.clear()
    printed.clear()
    for clear in _on_clear:
        clear()


def on_clear(clear: Callable[[], None]) -> None:
    """Call `clear` too whenever the layers are forgotten."""
    _on_clear.append(clear)


def _paint(layout: TableLayout, ctx: Context, players: int) -> pygame.Surface:
    surface = pygame.Surface(layout.size)
    draw_background(surface)
    pen = Pen(surface, layout, ctx, {})
    for number, name in enumerate(BOARDS):
        _board(pen, layout.regions[name])
        draw_grain(surface, layout.regions[name], number)
    for name in TITLED:
        rect = layout.regions[name]
        title = pygame.Rect(rect.x + pen.px(12), rect.y + pen.px(2), rect.w - pen.px(24), pen.px(32))
        pen.fit(pen.tr(f"title.{name}"), title, TITLE, theme.BRASS_LIGHT, "midleft")
    draw_reputation_track(pen)
    draw_order_track(pen, players)
    return surface


def _board(pen: Pen, rect: pygame.Rect) -> None:
    """A wooden board with a brass rim and a soft shadow."""
    shadow = rect.move(0, pen.px(5))
    pygame.draw.rect(pen.surface, theme.INK, shadow, border_radius=pen.px(16))
    pygame.draw.rect(pen.surface, (70, 45, 30), rect, border_radius=pen.px(16))
    pygame.draw.rect(pen.surface, theme.BRASS_DARK, rect, max(1, pen.px(3)), border_radius=pen.px(16))


def draw_grain(surface: pygame.Surface, rect: pygame.Rect, seed: int) -> None:
    """Faint wood grain across a board: thin lines of slightly different browns, a little slanted
    (the same every time for the same board)."""
    rng = random.Random(seed)
    inner = rect.inflate(-6, -6)
    y = inner.top + 2
    while y < inner.bottom - 2:
        shade = rng.choice(((82, 54, 36), (62, 40, 26), (76, 50, 33)))
        drift = rng.randint(-2, 2)
        pygame.draw.line(surface, shade, (inner.left, y), (inner.right, min(inner.bottom - 2, max(inner.top, y + drift))), 2)
        y += rng.randint(6, 12)
