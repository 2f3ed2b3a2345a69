"""The players at a lab table as the notebook screens show them: a colour, a name, a plate to tap.

`player_name(ctx, colour)` is the translated name ("Red", "Rot"); `draw_player_plate` draws a
player's button (their colour, their name in a contrasting ink, a tick when chosen);
`player_emblem(colour)` draws the colour as a disc with a book for the hot-seat curtain.
"""

from __future__ import annotations

from typing import Callable

import pygame

from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.scene import Context
from games.app.kit.widgets import draw_text, draw_text_box, fit_font

PLAYER_RGB: dict[str, theme.Color] = {
    "red": (192, 52, 44),
    "green": (52, 138, 72),
    "blue": (50, 92, 190),
    "yellow": (232, 188, 48),
}
PLAYER_INK: dict[str, theme.Color] = {"red": theme.TEXT_LIGHT, "green": theme.TEXT_LIGHT, "blue": theme.TEXT_LIGHT,
                                      "yellow": theme.INK_TEXT}


def player_name(ctx: Context, colour: str) -> str:
    """The player's colour as the table says it ("Red" / "Rot")."""
    return ctx.tr(f"alchemists_notebook.player.{colour}")


def draw_player_plate(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, colour: str, label: str, *,
                      chosen: bool = False, hovered: bool = False, focused: bool = False, dimmed: bool = False,
                      font_size: int = theme.TEXT_LABEL, icon: str | None = None) -> None:
    """A button in the player's colour with `label`; chosen plates get a thick rim and a tick."""
    fill = PLAYER_RGB[colour]
    if dimmed:
        fill = tuple((channel + 2 * grey) // 3 for channel, grey in zip(fill, theme.SMOKE))  # type: ignore[assignment]
    elif hovered:
        fill = tuple(min(255, channel + 24) for channel in fill)  # type: ignore[assignment]
    ink = PLAYER_INK[colour] if not dimmed else theme.TEXT_LIGHT
    pygame.draw.rect(canvas, theme.INK, rect.move(0, 6), border_radius=theme.RADIUS)
    pygame.draw.rect(canvas, fill, rect, border_radius=theme.RADIUS)
    rim, width = (theme.BRASS_LIGHT, theme.BORDER * 2) if chosen else (theme.BRASS_DARK, theme.BORDER)
    pygame.draw.rect(canvas, rim, rect, width, border_radius=theme.RADIUS)
    inner = rect.inflate(-2 * theme.PAD, -theme.PAD // 2)
    if chosen or icon:
        side = min(56, inner.height)
        mark = pygame.Rect(inner.left, inner.centery - side // 2, side, side)
        draw_icon(canvas, "check" if chosen else str(icon), mark, ink)
        inner = pygame.Rect(mark.right + theme.PAD // 2, inner.top, inner.right - mark.right - theme.PAD // 2, inner.height)
    font = fit_font(ctx.fonts, label, inner.width, font_size, min_size=30, bold=True, serif=False)
    if font.size(label)[0] <= inner.width:
        draw_text(canvas, label, font, ink, inner.center, "center")
    else:
        draw_text_box(canvas, ctx.fonts, label, inner, ink, font_size, min_size=26, bold=True, serif=False,
                      align="center", valign="center", line_spacing=1.0)
    if focused:
        pygame.draw.rect(canvas, theme.FOCUS, rect.inflate(18, 18), theme.FOCUS_WIDTH, border_radius=theme.RADIUS + 8)


def player_emblem(colour: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """A drawing of the player's colour with a book, for the curtain before their notebook."""
    def draw(canvas: pygame.Surface, rect: pygame.Rect) -> None:
        radius = min(rect.width, rect.height) // 2
        pygame.draw.circle(canvas, theme.INK, (rect.centerx, rect.centery + 6), radius)
        pygame.draw.circle(canvas, PLAYER_RGB[colour], rect.center, radius)
        pygame.draw.circle(canvas, theme.BRASS_LIGHT, rect.center, radius, theme.BORDER + 2)
        draw_icon(canvas, "book", rect.inflate(-radius, -radius), PLAYER_INK[colour])

    return draw
