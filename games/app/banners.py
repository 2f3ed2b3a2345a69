"""Banners: one-line warnings the shell draws on top of every screen while a condition lasts.

A banner source is a function `source(ctx) -> str | None` giving the translated line to show now,
or None. The shell asks its sources (`Shell.banner_sources`, `saving_banner` by default) after
every input, poll and update, redraws when the answer changes and draws the lines as pills at the
bottom of the canvas, above whatever the scene drew. A banner takes no input: taps go to the scene.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.scene import Context
from games.app.kit.widgets import draw_text, fit_font

BannerSource = Callable[[Context], "str | None"]
BANNER_H = 56
BANNER_TEXT = 28  # canvas px: readable at arm's length (at least MIN_READABLE)
BANNER_BOTTOM = 10  # gap between the lowest banner and the canvas edge


def saving_banner(ctx: Context) -> str | None:
    """"Saving is failing" while the storage's last save of some file failed."""
    failing = getattr(ctx.storage, "failing", None)
    if not failing:
        return None
    return ctx.tr("app.storage_failing", reason=next(iter(failing.values())))


def current_banners(ctx: Context, sources: Sequence[BannerSource]) -> tuple[str, ...]:
    """The lines the sources want shown now, in order (a failing source shows nothing)."""
    lines = []
    for source in sources:
        try:
            line = source(ctx)
        except Exception:
            continue
        if line:
            lines.append(line)
    return tuple(lines)


def draw_banners(canvas: pygame.Surface, ctx: Context, lines: Sequence[str]) -> None:
    """Each line as a dark red pill with a warning sign, stacked up from the bottom edge."""
    bottom = theme.CANVAS_H - BANNER_BOTTOM
    for line in reversed(lines):
        rect = _banner_rect(ctx, line, bottom)
        pygame.draw.rect(canvas, theme.INK, rect.move(0, 4), border_radius=BANNER_H // 2)
        pygame.draw.rect(canvas, theme.DANGER, rect, border_radius=BANNER_H // 2)
        pygame.draw.rect(canvas, theme.DANGER_LIGHT, rect, 3, border_radius=BANNER_H // 2)
        icon = pygame.Rect(rect.x + 18, rect.y + 9, BANNER_H - 18, BANNER_H - 18)
        draw_icon(canvas, "warning", icon, theme.TEXT_LIGHT)
        font = fit_font(ctx.fonts, line, rect.right - icon.right - 36, BANNER_TEXT, min_size=24, bold=True, serif=False)
        draw_text(canvas, line, font, theme.TEXT_LIGHT, (icon.right + 14, rect.centery), "midleft")
        bottom = rect.top - 8


def _banner_rect(ctx: Context, line: str, bottom: int) -> pygame.Rect:
    """A pill as wide as its text needs (at most the canvas minus margins), centred."""
    font = ctx.fonts.get(BANNER_TEXT, bold=True, serif=False)
    width = min(theme.CANVAS_W - 2 * theme.MARGIN, font.size(line)[0] + BANNER_H + 56)
    rect = pygame.Rect(0, bottom - BANNER_H, width, BANNER_H)
    rect.centerx = theme.CANVAS_W // 2
    return rect
