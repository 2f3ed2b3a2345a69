"""Typing a short text (a name) with the keyboard or, on a touch screen, with keys on the screen.

    Push(TextEntryScene(ctx.tr("materia-prima.book.name_prompt"), current_name,
                        on_done=lambda ctx, text: set_name(text)))

A dialog over the screen below: the prompt, the text with its caret, an on-screen keyboard in
the player's language (German: QWERTZ with ä ö ü ß), Shift, Backspace, Space, Cancel and OK.
A physical keyboard types as usual (Backspace erases, Enter confirms, Esc cancels); Tab and the
arrow keys move the focus ring over the on-screen keys, Enter presses the focused one. OK is
enabled once the text is not blank; `on_done(ctx, text)` gets the stripped text and may return the
transition that replaces the dialog (None closes it). The first letter is capitalised as a name
usually is, unless Shift is turned off.
"""

from __future__ import annotations

from typing import Callable

import pygame

from games.app.kit import theme
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.widgets import Button, ButtonGroup, dim, draw_panel, draw_text, draw_text_box, fit_font

PANEL = pygame.Rect(150, 40, 1620, 1000)
KEY_H, KEY_GAP = 100, 12
ROWS: dict[str, tuple[str, ...]] = {
    "de": ("1234567890ß", "qwertzuiopü", "asdfghjklöä", "yxcvbnm-'."),
    "en": ("1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm-'."),
}
OnDone = Callable[[Context, str], "Transition | None"]


class TextEntryScene(Scene):
    """Type a text of at most `max_length` characters (see the module docstring)."""

    overlay = True

    def __init__(self, prompt: str, text: str, on_done: OnDone, max_length: int = 24) -> None:
        self.prompt = prompt
        self.text = text
        self.on_done = on_done
        self.max_length = max_length
        self.shift = not text
        self.buttons = ButtonGroup()
        self.field = pygame.Rect(PANEL.x + 60, PANEL.y + 130, PANEL.w - 120, 110)

    def enter(self, ctx: Context) -> None:
        self._build(ctx)

    # -- keys -----------------------------------------------------------------------------------

    def _rows(self, ctx: Context) -> tuple[str, ...]:
        return ROWS.get(getattr(ctx.tr, "language", "en"), ROWS["en"])

    def _build(self, ctx: Context) -> None:
        rows = self._rows(ctx)
        widest = max(len(row) for row in rows)
        key_w = (PANEL.w - 120 - (widest - 1) * KEY_GAP) // widest
        top = self.field.bottom + 40
        buttons: list[Button] = []
        for number, row in enumerate(rows):
            width = len(row) * key_w + (len(row) - 1) * KEY_GAP
            room = PANEL.w - 120 - width
            left = PANEL.x + 60 + max(0, min(room, room // 2 + (number - 1) * key_w // 4))
            for index, char in enumerate(row):
                label = char.upper() if self.shift else char
                rect = pygame.Rect(left + index * (key_w + KEY_GAP), top + number * (KEY_H + KEY_GAP), key_w, KEY_H)
                buttons.append(Button(rect, label, ("char", label), kind="secondary"))
        last = top + len(rows) * (KEY_H + KEY_GAP)
        wide = (PANEL.w - 120 - 2 * KEY_GAP) // 4
        buttons += [
            Button(pygame.Rect(PANEL.x + 60, last, wide, KEY_H), ctx.tr("app.text_shift"), "shift",
                   kind="selected" if self.shift else "quiet"),
            Button(pygame.Rect(PANEL.x + 60 + wide + KEY_GAP, last, 2 * wide, KEY_H), ctx.tr("app.text_space"),
                   ("char", " "), kind="secondary"),
            Button(pygame.Rect(PANEL.x + 60 + 3 * wide + 2 * KEY_GAP, last, wide, KEY_H), ctx.tr("app.text_erase"),
                   "erase", kind="quiet", icon="back"),
        ]
        bottom = PANEL.bottom - theme.BUTTON_H - 30
        buttons += [
            Button(pygame.Rect(PANEL.x + 60, bottom, 460, theme.BUTTON_H), ctx.tr("app.cancel"), "cancel",
                   kind="secondary", icon="cross"),
            Button(pygame.Rect(PANEL.right - 520, bottom, 460, theme.BUTTON_H), ctx.tr("app.ok"), "ok",
                   kind="primary", icon="check", enabled=bool(self.text.strip())),
        ]
        self.buttons.set(buttons)

    # -- input ----------------------------------------------------------------------------------

    def type_text(self, typed: str, ctx: Context) -> None:
        """Add typed characters (printable ones, up to the length limit)."""
        for char in typed:
            if char.isprintable() and len(self.text) < self.max_length:
                self.text += char
        if typed and self.shift and typed.strip():
            self.shift = False
        self._build(ctx)

    def erase(self, ctx: Context) -> None:
        """Remove the last character."""
        self.text = self.text[:-1]
        self._build(ctx)

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return Pop()
        if intent.kind == "text" and intent.text:
            self.type_text(intent.text, ctx)
            return None
        if intent.kind == "key" and intent.key == "backspace":
            self.erase(ctx)
            return None
        if intent.kind == "confirm" and intent.key == "space":
            return None  # the typed space arrives as text
        if intent.kind == "confirm" and self.buttons.focus is None:
            return self._finish(ctx)
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        action = pressed.action
        if isinstance(action, tuple):
            self.type_text(action[1], ctx)
        elif action == "shift":
            self.shift = not self.shift
            self._build(ctx)
        elif action == "erase":
            self.erase(ctx)
        elif action == "cancel":
            return Pop()
        elif action == "ok":
            return self._finish(ctx)
        return None

    def _finish(self, ctx: Context) -> Transition | None:
        text = " ".join(self.text.split())
        if not text:
            return None
        result = self.on_done(ctx, text)
        return result if result is not None else Pop()

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        dim(canvas)
        draw_panel(canvas, PANEL)
        title = pygame.Rect(PANEL.x + 60, PANEL.y + 24, PANEL.w - 120, 90)
        draw_text_box(canvas, ctx.fonts, self.prompt, title, theme.INK_TEXT, theme.TEXT_HEADING, min_size=30, bold=True,
                      valign="center")
        pygame.draw.rect(canvas, theme.PARCHMENT_LIGHT, self.field, border_radius=14)
        pygame.draw.rect(canvas, theme.BRASS_DARK, self.field, 4, border_radius=14)
        font = fit_font(ctx.fonts, self.text + "|", self.field.w - 60, 64, min_size=36)
        rect = draw_text(canvas, self.text, font, theme.INK_TEXT, (self.field.x + 30, self.field.centery), "midleft")
        caret_x = rect.right + 4 if self.text else self.field.x + 30
        pygame.draw.line(canvas, theme.EMBER, (caret_x, self.field.y + 22), (caret_x, self.field.bottom - 22), 4)
        self.buttons.draw(canvas, ctx.fonts)
