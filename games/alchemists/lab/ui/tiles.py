"""Big touch tiles and panels of the lab: ingredient, potion, colour, sale-quality, sign and
alchemical tiles, the camera placeholder, a message strip, and a small picture-with-caption row used
by the selection and history.
"""

from __future__ import annotations

import math
from typing import Literal

import pygame

from games.alchemists.ui.art import INK
from games.alchemists.ui.icons import ASPECT_COLOURS, IconCache
from games.app.kit import theme
from games.app.kit.fonts import MIN_READABLE
from games.app.kit.icons import draw_icon
from games.app.scene import Context
from games.app.kit.widgets import draw_panel, draw_text, draw_text_box, fit_font

TileState = Literal["normal", "hover", "chosen", "disabled"]
Picture = tuple[Literal["ingredient", "potion", "colour", "quality", "sign", "alchemical", "icon", "none"], object]


def draw_tile_plate(canvas: pygame.Surface, rect: pygame.Rect, state: TileState) -> None:
    """The parchment plate of a tile; chosen tiles glow in brass with a thick ember rim."""
    pygame.draw.rect(canvas, theme.INK, rect.move(0, 6), border_radius=theme.RADIUS)
    fill = {"normal": theme.PARCHMENT, "hover": theme.PARCHMENT_LIGHT, "chosen": theme.BRASS_LIGHT,
            "disabled": theme.PARCHMENT_DARK}[state]
    pygame.draw.rect(canvas, fill, rect, border_radius=theme.RADIUS)
    rim, width = (theme.EMBER, theme.BORDER * 2) if state == "chosen" else (theme.BRASS, theme.BORDER)
    pygame.draw.rect(canvas, rim, rect, width, border_radius=theme.RADIUS)


def draw_key_badge(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, key: str) -> None:
    """The keyboard number of a tile in a small dark disc at its top-left corner."""
    centre = (rect.left + 38, rect.top + 38)
    pygame.draw.circle(canvas, theme.WOOD_DARK, centre, 27)
    pygame.draw.circle(canvas, theme.BRASS, centre, 27, 3)
    draw_text(canvas, key, ctx.fonts.get(32, bold=True, serif=False), theme.BRASS_LIGHT, centre, "center")


def draw_check(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """A tick in an ember disc at the top-right corner of a chosen tile."""
    centre = (rect.right - 40, rect.top + 40)
    pygame.draw.circle(canvas, theme.EMBER_DARK, centre, 30)
    draw_icon(canvas, "check", pygame.Rect(centre[0] - 20, centre[1] - 20, 40, 40), theme.TEXT_LIGHT)


def draw_picture_tile(
    canvas: pygame.Surface, ctx: Context, icons: IconCache, rect: pygame.Rect, picture: Picture,
    caption: str, key: str, state: TileState,
) -> None:
    """A tile with a big picture, its caption underneath, its number key and chosen mark."""
    draw_tile_plate(canvas, rect, state)
    caption_h = 64
    art_box = pygame.Rect(rect.left, rect.top + 18, rect.width, rect.height - caption_h - 26)
    side = min(art_box.width - 40, art_box.height)
    art = pygame.Rect(0, 0, side, side)
    art.center = art_box.center
    draw_picture(canvas, icons, picture, art)
    font = fit_font(ctx.fonts, caption, rect.width - 24, theme.TEXT_LABEL, min_size=24, bold=True, serif=False)
    draw_text(canvas, caption, font, theme.INK_TEXT, (rect.centerx, rect.bottom - caption_h // 2 - 10), "center")
    draw_key_badge(canvas, ctx, rect, key)
    if state == "chosen":
        draw_check(canvas, rect)


def draw_picture(
    canvas: pygame.Surface, icons: IconCache, picture: Picture, rect: pygame.Rect, *, on_dark: bool = False
) -> None:
    """An ingredient, a potion or an aspect-colour disc, centred in `rect`.

    On the dark backdrop (`on_dark`) an ingredient sits on a parchment medallion, so dark
    details (talons, the raven feather) stay visible.
    """
    kind, value = picture
    side = max(1, min(rect.width, rect.height))
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    if kind == "ingredient" and on_dark:
        draw_medallion(canvas, box)
        inner = side * 3 // 4
        canvas.blit(icons.ingredient(str(value), inner), box.inflate(inner - side, inner - side))
    elif kind == "ingredient":
        canvas.blit(icons.ingredient(str(value), side), box)
    elif kind == "potion":
        canvas.blit(icons.potion(str(value), side), box)
    elif kind == "colour":
        draw_colour_disc(canvas, str(value), box)
    elif kind == "alchemical":
        canvas.blit(icons.alchemical(int(str(value)) - 1, side), box)
    elif kind in ("sign", "quality"):
        draw_glyph_disc(canvas, box, None if kind == "quality" else str(value),
                        str(value) if kind == "quality" else None)
    elif kind == "icon":
        draw_icon(canvas, str(value), box.inflate(-side // 5, -side // 5), theme.INK_TEXT)


def draw_medallion(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """A round parchment plate with a brass rim, for pictures on the dark backdrop."""
    radius = min(rect.width, rect.height) // 2
    pygame.draw.circle(canvas, theme.INK, (rect.centerx, rect.centery + 6), radius)
    pygame.draw.circle(canvas, theme.PARCHMENT, rect.center, radius)
    pygame.draw.circle(canvas, theme.BRASS, rect.center, radius, theme.BORDER)


def draw_colour_disc(canvas: pygame.Surface, colour: str, rect: pygame.Rect, sign: str | None = None) -> None:
    """A big aspect disc in `colour`, optionally with its sign in white."""
    draw_sign_on_disc(canvas, ASPECT_COLOURS[colour], rect, sign)


def draw_glyph_disc(canvas: pygame.Surface, rect: pygame.Rect, sign: str | None, quality: str | None) -> None:
    """A dark wood disc with a brass rim carrying a sign (+/-) or the mark of a sale's quality."""
    radius = min(rect.width, rect.height) // 2
    pygame.draw.circle(canvas, theme.BRASS, rect.center, radius)
    inner = rect.inflate(-max(6, radius // 5), -max(6, radius // 5))
    draw_sign_on_disc(canvas, theme.WOOD, inner, sign)
    if quality is not None:
        draw_quality_mark(canvas, quality, inner.inflate(-inner.width // 3, -inner.height // 3), theme.BRASS_LIGHT)


def draw_quality_mark(canvas: pygame.Surface, quality: str, rect: pygame.Rect, colour: theme.Color) -> None:
    """The drawn mark of a sale's quality: a star (exact), ± (sign), a ring (neutral), a cross (wrong)."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.width, rect.height) / 2
    width = max(3, round(r / 4))
    if quality == "exact":
        points = [(cx + r * (1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5),
                   cy - r * (1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
        pygame.draw.polygon(canvas, colour, points)
    elif quality == "sign":
        pygame.draw.line(canvas, colour, (cx - r * 0.7, cy - r * 0.25), (cx + r * 0.7, cy - r * 0.25), width)
        pygame.draw.line(canvas, colour, (cx, cy - r * 0.95), (cx, cy + r * 0.45), width)
        pygame.draw.line(canvas, colour, (cx - r * 0.7, cy + r * 0.8), (cx + r * 0.7, cy + r * 0.8), width)
    elif quality == "neutral":
        pygame.draw.circle(canvas, colour, (cx, cy), r * 0.85, width)
    else:
        pygame.draw.line(canvas, colour, (cx - r * 0.75, cy - r * 0.75), (cx + r * 0.75, cy + r * 0.75), width + 2)
        pygame.draw.line(canvas, colour, (cx - r * 0.75, cy + r * 0.75), (cx + r * 0.75, cy - r * 0.75), width + 2)


def draw_sign_on_disc(canvas: pygame.Surface, fill: theme.Color, rect: pygame.Rect, sign: str | None) -> None:
    """A disc of `fill` with an ink rim, optionally with a white + or - on it."""
    radius = min(rect.width, rect.height) // 2
    pygame.draw.circle(canvas, INK, rect.center, radius)
    pygame.draw.circle(canvas, fill, rect.center, radius - max(3, radius // 14))
    if sign is None:
        return
    bar, length = max(4, radius // 4), int(radius * 1.1)
    horizontal = pygame.Rect(0, 0, length, bar)
    horizontal.center = rect.center
    pygame.draw.rect(canvas, theme.PARCHMENT_LIGHT, horizontal, border_radius=bar // 3)
    if sign == "+":
        vertical = pygame.Rect(0, 0, bar, length)
        vertical.center = rect.center
        pygame.draw.rect(canvas, theme.PARCHMENT_LIGHT, vertical, border_radius=bar // 3)


def draw_camera_placeholder(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, hint: str) -> None:
    """A quiet dark window where the camera preview will appear: a camera sign and "Camera" above `hint`."""
    pygame.draw.rect(canvas, theme.WOOD_DARK, rect, border_radius=theme.RADIUS)
    pygame.draw.rect(canvas, theme.BRASS_DARK, rect, 3, border_radius=theme.RADIUS)
    font = ctx.fonts.get(theme.TEXT_BODY, bold=True, serif=False)
    label = ctx.tr("alchemists.choose.camera")
    icon_side = 56
    width = icon_side + theme.PAD // 2 + font.size(label)[0]
    icon = pygame.Rect(rect.centerx - width // 2, rect.top + 16, icon_side, icon_side)
    draw_icon(canvas, "camera", icon, theme.TEXT_MUTED)
    draw_text(canvas, label, font, theme.TEXT_MUTED, (icon.right + theme.PAD // 2, icon.centery), "midleft")
    box = pygame.Rect(rect.left + 24, icon.bottom + 8, rect.width - 48, rect.bottom - icon.bottom - 16)
    draw_text_box(canvas, ctx.fonts, hint, box, theme.TEXT_MUTED, theme.TEXT_SMALL, min_size=MIN_READABLE,
                  align="center", valign="center")


def draw_message_strip(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, text: str, alarm: bool) -> None:
    """A line of guidance; an alarm (a refused choice) shows on an ember plate with a warning sign."""
    if alarm:
        pygame.draw.rect(canvas, theme.EMBER_DARK, rect, border_radius=theme.RADIUS)
        pygame.draw.rect(canvas, theme.EMBER_LIGHT, rect, 3, border_radius=theme.RADIUS)
        icon = pygame.Rect(rect.left + 16, rect.centery - 28, 56, 56)
        draw_icon(canvas, "warning", icon, theme.TEXT_LIGHT)
        box = pygame.Rect(icon.right + 16, rect.top + 6, rect.right - icon.right - 32, rect.height - 12)
    else:
        box = rect.inflate(-8, -6)
    draw_text_box(canvas, ctx.fonts, text, box, theme.TEXT_LIGHT, theme.TEXT_LABEL, min_size=26,
                  bold=alarm, serif=not alarm, valign="center")


def draw_caption_row(
    canvas: pygame.Surface, ctx: Context, icons: IconCache, rect: pygame.Rect, picture: Picture,
    label: str, text: str, *, muted: bool = False,
) -> None:
    """One row: a small picture at the left, a small label above a larger text."""
    side = rect.height - 12
    pic = pygame.Rect(rect.left + 6, rect.top + 6, side, side)
    if picture[0] != "none":
        draw_picture(canvas, icons, picture, pic)
    else:
        pygame.draw.rect(canvas, theme.PARCHMENT_DARK, pic, 3, border_radius=theme.RADIUS)
    left = pic.right + theme.PAD
    width = rect.right - left - 8
    label_font = ctx.fonts.get(theme.TEXT_SMALL, serif=False)
    draw_text(canvas, label, label_font, theme.INK_MUTED, (left, rect.top + 6))
    font = fit_font(ctx.fonts, text, width, theme.TEXT_LABEL, min_size=24, bold=not muted, serif=False)
    colour = theme.INK_MUTED if muted else theme.INK_TEXT
    draw_text(canvas, text, font, colour, (left, rect.top + 6 + label_font.get_linesize()))


def draw_parchment(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """A parchment panel (re-exported for the screens)."""
    draw_panel(canvas, rect, "parchment")
