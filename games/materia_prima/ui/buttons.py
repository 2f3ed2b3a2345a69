"""Buttons whose labels stay readable: the shared plate (games.app.kit.widgets.draw_button), with the
label shrunk no further than 24 canvas px and wrapped onto a second line when it is long
("Copper = Air + Fire", "Philosopher's stone")."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.kit.text import Fonts
from games.app.kit.widgets import BUTTON_STYLES, Button, ButtonGroup, draw_button, draw_text_box

LABEL_SIZE, LABEL_MIN = 30, 24


def draw_readable_button(canvas: pygame.Surface, fonts: Fonts, button: Button, *, hovered: bool = False,
                         focused: bool = False, size: int = LABEL_SIZE) -> None:
    """The button's plate and icon, then its label at `size` down to 24 px, on up to two lines."""
    icon = button.icon if not button.label else None
    draw_button(canvas, fonts, Button(button.rect, "", button.action, button.enabled, button.kind, icon),
                hovered=hovered, focused=focused)
    if not button.label:
        return
    ink = BUTTON_STYLES[button.kind][2] if button.enabled else theme.TEXT_MUTED
    inner = button.rect.inflate(-2 * theme.PAD + 12, -10)
    if button.icon:
        side = min(inner.h - 10, 56)
        draw_icon(canvas, button.icon, pygame.Rect(inner.x, inner.centery - side // 2, side, side), ink)
        inner = pygame.Rect(inner.x + side + 8, inner.y, inner.w - side - 8, inner.h)
    draw_text_box(canvas, fonts, button.label, inner, ink, size, min_size=LABEL_MIN, bold=True, serif=False,
                  align="center", valign="center", line_spacing=1.0)


def draw_group(canvas: pygame.Surface, fonts: Fonts, group: ButtonGroup, size: int = LABEL_SIZE) -> None:
    """Every button of `group` with readable labels."""
    for button in group.buttons:
        draw_readable_button(canvas, fonts, button, hovered=group.hovered(button), focused=group.focused(button),
                             size=size)
