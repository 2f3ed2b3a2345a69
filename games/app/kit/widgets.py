"""Reusable drawing and touch targets for every screen: buttons, panels, the lab backdrop, a title bar.

Text helpers (draw_text, wrap_text, fit_font, draw_text_box) live in games.app.kit.text and are
re-exported here, so screens import everything from one place.

A `Button` is a plain value (rect, label, action, enabled, kind, icon); a `ButtonGroup` turns
intents into the button they activate: a click on it, or confirm on the keyboard-focused one, where
Tab / arrow keys move the focus ring. Labels are already-translated text: rebuild buttons when the
language changes (scenes do it in `enter`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

import pygame

from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.kit.picture_cache import cached_picture
from games.app.scene import Intent
from games.app.kit.text import Fonts, draw_text, draw_text_box, fit_font, layout_text_box, wrap_text

__all__ = [
    "Button", "ButtonGroup", "ButtonKind", "TitleBar", "draw_background", "draw_button", "draw_panel",
    "draw_text", "draw_text_box", "fit_font", "layout_text_box", "wrap_text", "dim",
]

ButtonKind = Literal["primary", "secondary", "danger", "quiet", "selected"]

# fill, rim, text for each kind of button
BUTTON_STYLES: dict[str, tuple[theme.Color, theme.Color, theme.Color]] = {
    "primary": (theme.EMBER, theme.BRASS_LIGHT, theme.TEXT_LIGHT),
    "secondary": (theme.PARCHMENT, theme.BRASS, theme.INK_TEXT),
    "danger": (theme.DANGER, theme.BRASS_LIGHT, theme.TEXT_LIGHT),
    "quiet": (theme.WOOD, theme.BRASS_DARK, theme.TEXT_LIGHT),
    "selected": (theme.BRASS, theme.BRASS_LIGHT, theme.INK_TEXT),
}


@dataclass
class Button:
    """A touch target: `action` is whatever the owning scene wants back when it is activated."""

    rect: pygame.Rect
    label: str
    action: object = None
    enabled: bool = True
    kind: ButtonKind = "secondary"
    icon: str | None = None  # name in games.app.kit.icons

    def hit(self, pos: tuple[int, int] | None) -> bool:
        """True when `pos` (canvas coordinates) lies on an enabled button."""
        return self.enabled and pos is not None and self.rect.collidepoint(pos)


class ButtonGroup:
    """The buttons of one screen, with hover (pointer) and focus (keyboard) state."""

    NEXT_KEYS = ("tab", "right", "down")
    PREVIOUS_KEYS = ("left", "up")

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons: list[Button] = buttons or []
        self.focus: int | None = None  # index of the keyboard-focused button; None until a key is used
        self.pointer: tuple[int, int] | None = None

    def set(self, buttons: list[Button]) -> None:
        """Replace the buttons, keeping the focus index where it is still valid."""
        self.buttons = buttons
        if self.focus is not None and not self._focusable(self.focus):
            self.focus = self._step(0, +1) if self.buttons else None

    def handle(self, intent: Intent) -> Button | None:
        """The button `intent` activates, or None; moves hover and focus as a side effect."""
        if intent.kind == "move":
            self.pointer = intent.pos
            return None
        if intent.kind == "click":
            self.pointer = intent.pos
            for index, button in enumerate(self.buttons):
                if button.hit(intent.pos):
                    if self.focus is not None:  # the ring shows only once the keyboard is in use
                        self.focus = index
                    return button
            return None
        if intent.kind == "key" and intent.key in self.NEXT_KEYS + self.PREVIOUS_KEYS:
            direction = +1 if intent.key in self.NEXT_KEYS else -1
            start = self.focus if self.focus is not None else (-1 if direction > 0 else 0)
            self.focus = self._step(start, direction)
            return None
        if intent.kind == "confirm" and self.focus is not None and self._focusable(self.focus):
            return self.buttons[self.focus]
        return None

    def hovered(self, button: Button) -> bool:
        """True when the pointer rests on `button`."""
        return button.hit(self.pointer)

    def focused(self, button: Button) -> bool:
        """True when `button` holds the keyboard focus."""
        return self.focus is not None and 0 <= self.focus < len(self.buttons) and self.buttons[self.focus] is button

    def draw(self, canvas: pygame.Surface, fonts: Fonts) -> None:
        """Draw every button with its hover and focus state."""
        for button in self.buttons:
            draw_button(canvas, fonts, button, hovered=self.hovered(button), focused=self.focused(button))

    def _focusable(self, index: int) -> bool:
        return 0 <= index < len(self.buttons) and self.buttons[index].enabled

    def _step(self, start: int, direction: int) -> int | None:
        """The next enabled button index from `start` in `direction`, wrapping around."""
        count = len(self.buttons)
        for offset in range(1, count + 1):
            index = (start + direction * offset) % count
            if self.buttons[index].enabled:
                return index
        return None


def draw_button(
    canvas: pygame.Surface, fonts: Fonts, button: Button, *, hovered: bool = False, focused: bool = False,
    font_size: int = theme.TEXT_LABEL, min_size: int = 24,
) -> None:
    """A rounded plate with a brass rim, optional icon and a label shrunk to fit (not below `min_size`;
    a label that does not fit on one line then wraps; min_size = font_size keeps every label one size)."""
    fill, rim, ink = BUTTON_STYLES[button.kind]
    if not button.enabled:
        fill, rim, ink = theme.SMOKE, theme.BRASS_DARK, theme.TEXT_MUTED
    elif hovered:
        fill = _lighter(fill, 22)
    rect = button.rect
    pygame.draw.rect(canvas, theme.INK, rect.move(0, 6), border_radius=theme.RADIUS)
    pygame.draw.rect(canvas, fill, rect, border_radius=theme.RADIUS)
    highlight = pygame.Rect(rect.x + theme.BORDER, rect.y + theme.BORDER, rect.w - 2 * theme.BORDER, rect.h // 2)
    pygame.draw.rect(canvas, _lighter(fill, 14), highlight, border_top_left_radius=theme.RADIUS,
                     border_top_right_radius=theme.RADIUS)
    pygame.draw.rect(canvas, rim, rect, theme.BORDER, border_radius=theme.RADIUS)
    inner = rect.inflate(-2 * theme.PAD, -theme.PAD)
    if button.icon:
        side = icon_side(inner)
        if button.label:
            icon_rect = pygame.Rect(inner.x, inner.centery - side // 2, side, side)
            inner = pygame.Rect(icon_rect.right + theme.PAD // 2, inner.y, inner.right - icon_rect.right - theme.PAD // 2, inner.h)
        else:
            icon_rect = pygame.Rect(0, 0, side, side)
            icon_rect.center = rect.center
        draw_icon(canvas, button.icon, icon_rect, ink)
    if button.label:
        font = (fit_font(fonts, button.label, inner.width, font_size, min_size=min_size, bold=True, serif=False)
                if min_size < font_size else fonts.get(font_size, bold=True, serif=False))
        if font.size(button.label)[0] <= inner.width:
            draw_text(canvas, button.label, font, ink, inner.center, "center")
        else:
            draw_text_box(canvas, fonts, button.label, inner, ink, font_size, min_size=min(min_size, 22), bold=True,
                          serif=False, align="center", valign="center", line_spacing=1.0)
    if focused:
        pygame.draw.rect(canvas, theme.FOCUS, rect.inflate(18, 18), theme.FOCUS_WIDTH, border_radius=theme.RADIUS + 8)


def icon_side(inner: pygame.Rect) -> int:
    """The side of a button's icon inside its padded plate: a narrow button keeps room for its label."""
    return min(inner.height, 64, max(32, inner.width // 5))


def _lighter(color: theme.Color, amount: int) -> theme.Color:
    return tuple(min(255, channel + amount) for channel in color)  # type: ignore[return-value]


# --- panels and backdrop -------------------------------------------------------------------------

def draw_panel(canvas: pygame.Surface, rect: pygame.Rect, kind: Literal["parchment", "wood"] = "parchment") -> None:
    """A parchment sheet (or dark wood board) with a brass rim and a soft shadow."""
    canvas.blit(_panel_surface(rect.w + 24, rect.h + 24, "shadow"), (rect.x - 4, rect.y + 6))
    canvas.blit(_panel_surface(rect.w, rect.h, kind), rect)


def _fast(surface: pygame.Surface) -> pygame.Surface:
    """`surface` in the display's pixel format when a display exists (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


@cached_picture
def _panel_surface(width: int, height: int, kind: str) -> pygame.Surface:
    """The cached face of a panel: tone, speckles, darker edges, rim."""
    return _fast(_paint_panel(width, height, kind))


def _paint_panel(width: int, height: int, kind: str) -> pygame.Surface:
    """A panel face: tone, speckles, darker edges, rim (or a soft shadow)."""
    if kind == "shadow":
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(surface, (0, 0, 0, 90), surface.get_rect(), border_radius=theme.RADIUS + 10)
        return surface
    base, edge, rim = (
        (theme.PARCHMENT, theme.PARCHMENT_DARK, theme.BRASS) if kind == "parchment"
        else (theme.WOOD, theme.WOOD_DARK, theme.BRASS_DARK)
    )
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, edge, surface.get_rect(), border_radius=theme.RADIUS)
    for step in range(12):
        t = step / 11
        colour = tuple(int(edge[i] + (base[i] - edge[i]) * t) for i in range(3))
        inset = int(step * 3)
        pygame.draw.rect(surface, colour, surface.get_rect().inflate(-2 * inset, -2 * inset),
                         border_radius=max(2, theme.RADIUS - inset // 3))
    speckles = random.Random(width * 7919 + height)
    for _ in range(width * height // 900):
        x, y = int(speckles.random() * width), int(speckles.random() * height)
        shade = tuple(max(0, c - 18) for c in base)
        surface.fill(shade, (x, y, 2, 2))
    pygame.draw.rect(surface, rim, surface.get_rect(), theme.BORDER, border_radius=theme.RADIUS)
    return surface


def draw_background(canvas: pygame.Surface) -> None:
    """The laboratory backdrop (dark planks, candle glow, a faint brass sigil), cached per size."""
    canvas.blit(_background(*canvas.get_size()), (0, 0))


@cached_picture
def _background(width: int, height: int) -> pygame.Surface:
    """The backdrop of a canvas of this size, painted once."""
    return _paint_background(width, height)


def _paint_background(width: int, height: int) -> pygame.Surface:
    """Paint the backdrop small and soft, then add crisp plank seams and the sigil."""
    small = pygame.Surface((width // 8, height // 8))
    sw, sh = small.get_size()
    for y in range(sh):
        t = y / max(1, sh - 1)
        small.fill(tuple(int(theme.WOOD[i] * (1 - t) * 0.9 + theme.WOOD_DARK[i] * t) for i in range(3)), (0, y, sw, 1))
    grain = random.Random(42)
    for _ in range(sw * 2):
        x, y = int(grain.random() * sw), int(grain.random() * sh)
        length = 10 + int(grain.random() * 40)
        shade = 3 + int(grain.random() * 6)
        small.fill(tuple(max(0, c - shade) for c in small.get_at((x, y))[:3]), (x, y, 1, length))
    glow = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for cx, cy, radius in ((0.12, 0.18, 0.55), (0.9, 0.1, 0.45)):
        for r in range(int(radius * sw), 0, -2):
            alpha = int(26 * (1 - r / (radius * sw)))
            pygame.draw.circle(glow, (*theme.EMBER_LIGHT, alpha), (cx * sw, cy * sh), r)
    small.blit(glow, (0, 0))
    surface = pygame.transform.smoothscale(small, (width, height))
    plank = max(120, width // 12)
    for x in range(plank, width, plank):
        pygame.draw.line(surface, theme.INK, (x, 0), (x, height), 2)
        pygame.draw.line(surface, theme.WOOD_LIGHT, (x + 2, 0), (x + 2, height), 1)
    _paint_sigil(surface, (int(width * 0.78), int(height * 0.62)), int(height * 0.36))
    _paint_vignette(surface)
    return surface.convert() if pygame.display.get_init() and pygame.display.get_surface() else surface


def _paint_sigil(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """A faint circle-square-triangle-circle, the alchemists' squared circle, in brass."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    colour = (*theme.BRASS, 34)
    cx, cy = centre
    pygame.draw.circle(layer, colour, centre, radius, 4)
    side = int(radius * 1.41)
    pygame.draw.rect(layer, colour, (cx - side // 2, cy - side // 2, side, side), 4)
    half = side // 2
    triangle = [(cx, cy - half), (cx + int(half * 0.87), cy + half // 2), (cx - int(half * 0.87), cy + half // 2)]
    pygame.draw.polygon(layer, colour, triangle, 4)
    pygame.draw.circle(layer, colour, centre, half // 2, 4)
    surface.blit(layer, (0, 0))


def _paint_vignette(surface: pygame.Surface) -> None:
    """Darken the edges so the eye goes to the middle."""
    width, height = surface.get_size()
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            distance = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), (*theme.INK, int(170 * distance ** 2.2)))
    surface.blit(pygame.transform.smoothscale(small, (width, height)), (0, 0))


def dim(canvas: pygame.Surface, alpha: int = 170) -> None:
    """Darken everything drawn so far (behind a dialog or curtain)."""
    veil = _veil(canvas.get_size())
    veil.set_alpha(alpha)
    canvas.blit(veil, (0, 0))


@cached_picture
def _veil(size: tuple[int, int]) -> pygame.Surface:
    """A dark sheet of `size`, made see-through as a whole when drawn (one per size, any alpha)."""
    veil = pygame.Surface(size)
    veil.fill(theme.INK)
    return veil


# --- title bar -------------------------------------------------------------------------------------


class TitleBar:
    """The top strip of a screen: a big Back button at the left, the screen's title, and an optional
    `badge` (a brass plate at the right, e.g. the running game's code, always in view)."""

    def __init__(self, title: str, back_label: str, badge: str | None = None) -> None:
        self.title = title
        self.badge = badge
        self.back = Button(
            pygame.Rect(theme.MARGIN // 2, (theme.TITLE_BAR_H - theme.BUTTON_H) // 2, 300, theme.BUTTON_H),
            back_label, action="back", kind="quiet", icon="back",
        )
        self.hovered = False

    def handle(self, intent: Intent) -> bool:
        """True when `intent` presses Back (the shell maps Esc to a "back" intent on its own)."""
        if intent.kind == "move":
            self.hovered = self.back.hit(intent.pos)
        return intent.kind == "click" and self.back.hit(intent.pos)

    def draw(self, canvas: pygame.Surface, fonts: Fonts) -> None:
        """Draw the wood strip, its brass edge, the title and the Back button."""
        bar = pygame.Rect(0, 0, canvas.get_width(), theme.TITLE_BAR_H)
        pygame.draw.rect(canvas, theme.WOOD_DARK, bar)
        pygame.draw.line(canvas, theme.BRASS, bar.bottomleft, bar.bottomright, theme.BORDER)
        pygame.draw.line(canvas, theme.INK, (0, bar.bottom + 3), (bar.right, bar.bottom + 3), 3)
        room = canvas.get_width() - 2 * (self.back.rect.right + theme.GAP)
        font = fit_font(fonts, self.title, room, theme.TEXT_TITLE, min_size=36, bold=True)
        draw_text(canvas, self.title, font, theme.BRASS_LIGHT, bar.center, "center", shadow=theme.INK)
        draw_button(canvas, fonts, self.back, hovered=self.hovered)
        if self.badge:
            draw_title_badge(canvas, fonts, self.badge)


def draw_title_badge(canvas: pygame.Surface, fonts: Fonts, text: str) -> None:
    """A small brass plate at the right of the title bar."""
    font = fit_font(fonts, text, 300, theme.TEXT_LABEL, min_size=28, bold=True, serif=False)
    plate = pygame.Rect(0, 0, font.size(text)[0] + 2 * theme.PAD, theme.BUTTON_H - 16)
    plate.midright = (canvas.get_width() - theme.MARGIN // 2, theme.TITLE_BAR_H // 2)
    pygame.draw.rect(canvas, theme.INK, plate.move(0, 4), border_radius=theme.RADIUS)
    pygame.draw.rect(canvas, theme.WOOD, plate, border_radius=theme.RADIUS)
    pygame.draw.rect(canvas, theme.BRASS, plate, theme.BORDER, border_radius=theme.RADIUS)
    draw_text(canvas, text, font, theme.BRASS_LIGHT, plate.center, "center")
