"""Screens every game uses: the error screen, a deliberate confirmation, the hot-seat curtain, a message.

All take already-translated text for what they say about the game (ask ctx.tr) and translate
their own buttons from assets/i18n/app.json.
"""

from __future__ import annotations

from typing import Callable

import pygame

from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.scene import Context, Home, Intent, Pop, Scene, Transition
from games.app.kit.text import text_height
from games.app.kit.widgets import (
    Button, ButtonGroup, dim, draw_background, draw_panel, draw_text, draw_text_box, fit_font,
)

ARM_SECONDS = 4.0  # how long a first tap on a ConfirmScene stays armed
MIN_SECOND_TAP = 0.4  # a second tap sooner than this is a bounce or an accidental double tap: ignored
DIALOG_SIZE = (1280, 720)


def _dialog_rect(size: tuple[int, int] = DIALOG_SIZE) -> pygame.Rect:
    rect = pygame.Rect((0, 0), size)
    rect.center = (theme.CANVAS_W // 2, theme.CANVAS_H // 2)
    return rect


def _fitted_dialog(ctx: Context, head: str, head_size: int, body: str, body_size: int, head_indent: int = 0) -> pygame.Rect:
    """A dialog panel as tall as its heading, body and button row need (within sensible bounds)."""
    inner_w = DIALOG_SIZE[0] - theme.PAD * 4
    head_h = max(150, text_height(ctx.fonts, head, inner_w - head_indent, head_size, bold=True))
    body_h = text_height(ctx.fonts, body, inner_w, body_size)
    height = theme.PAD * 4 + head_h + theme.GAP * 2 + body_h + theme.GAP * 2 + theme.BUTTON_H + theme.PAD * 2
    return _dialog_rect((DIALOG_SIZE[0], max(480, min(theme.CANVAS_H - 80, height))))


def _button_row(panel: pygame.Rect, count: int, width: int = 460) -> list[pygame.Rect]:
    """`count` button rects side by side, centred at the bottom of `panel`."""
    total = count * width + (count - 1) * theme.GAP * 2
    left = panel.centerx - total // 2
    top = panel.bottom - theme.PAD * 2 - theme.BUTTON_H
    return [pygame.Rect(left + i * (width + theme.GAP * 2), top, width, theme.BUTTON_H) for i in range(count)]


class ErrorScene(Scene):
    """"Something went wrong", the reason in one line, and a big "Back to start"."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        self.buttons = ButtonGroup()

    def enter(self, ctx: Context) -> None:
        panel = _dialog_rect()
        self.buttons.set([Button(_button_row(panel, 1, 560)[0], ctx.tr("app.error_home"), Home(), kind="primary", icon="back")])
        self.buttons.focus = 0

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind in ("back", "confirm"):
            return Home()
        pressed = self.buttons.handle(intent)
        return Home() if pressed is not None else None

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        panel = _dialog_rect()
        draw_panel(canvas, panel)
        icon = pygame.Rect(panel.x + theme.PAD * 2, panel.y + theme.PAD * 2, 120, 120)
        draw_icon(canvas, "warning", icon, theme.DANGER)
        title_box = pygame.Rect(icon.right + theme.GAP, icon.y, panel.right - icon.right - theme.GAP - theme.PAD * 2, icon.h)
        draw_text_box(canvas, ctx.fonts, ctx.tr("app.error_title"), title_box, theme.INK_TEXT, theme.TEXT_TITLE,
                      bold=True, valign="center")
        body = pygame.Rect(panel.x + theme.PAD * 2, icon.bottom + theme.GAP, panel.w - theme.PAD * 4, 320)
        text = ctx.tr("app.error_body") + "\n\n" + self.reason
        draw_text_box(canvas, ctx.fonts, text, body, theme.INK_TEXT, theme.TEXT_BODY, min_size=24)
        self.buttons.draw(canvas, ctx.fonts)


class ConfirmScene(Scene):
    """A deliberate yes: the question and its consequences in large text, confirmed by tapping twice.

    The first tap (or Enter) on the confirm button arms it for a few seconds and changes its label
    to "Tap again to confirm"; the second one confirms (unless it follows within MIN_SECOND_TAP,
    which is a double tap by accident). `on_confirm(ctx)` may return the transition
    that replaces the dialog (e.g. Replace(reveal_scene)); None means Pop. Back or Cancel pops.
    """

    overlay = True

    def __init__(
        self, question: str, consequence: str, on_confirm: Callable[[Context], Transition | None] | None = None,
        confirm_label: str | None = None, danger: bool = True,
    ) -> None:
        self.question = question
        self.consequence = consequence
        self.on_confirm = on_confirm
        self.confirm_label = confirm_label
        self.danger = danger
        self.armed_at: float | None = None
        self.buttons = ButtonGroup()
        self.confirmed = False
        self.panel = _dialog_rect()

    @property
    def animating(self) -> bool:  # type: ignore[override]
        return self.armed_at is not None

    def enter(self, ctx: Context) -> None:
        self.panel = _fitted_dialog(ctx, self.question, theme.TEXT_TITLE, self.consequence, theme.TEXT_HEADING - 6)
        self._layout(ctx)

    def _layout(self, ctx: Context) -> None:
        cancel_rect, confirm_rect = _button_row(self.panel, 2, 500)
        label = ctx.tr("app.confirm_again") if self.armed_at is not None else (self.confirm_label or ctx.tr("app.confirm"))
        kind = "danger" if self.danger else "primary"
        self.buttons.set([
            Button(cancel_rect, ctx.tr("app.cancel"), "cancel", kind="secondary", icon="cross"),
            Button(confirm_rect, label, "confirm", kind=kind, icon="check"),
        ])

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return Pop()
        if intent.kind == "confirm" and self.buttons.focus is None:
            return self._press_confirm(ctx)
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        return Pop() if pressed.action == "cancel" else self._press_confirm(ctx)

    def _press_confirm(self, ctx: Context) -> Transition | None:
        """Arm on the first press, confirm on the second while armed."""
        now = ctx.now()
        if self.armed_at is None or now - self.armed_at > ARM_SECONDS:
            self.armed_at = now
            self._layout(ctx)
            return None
        if now - self.armed_at < MIN_SECOND_TAP:
            return None
        self.armed_at = None
        self.confirmed = True
        result = self.on_confirm(ctx) if self.on_confirm is not None else None
        return result if result is not None else Pop()

    def update(self, dt: float, ctx: Context) -> Transition | None:
        if self.armed_at is not None and ctx.now() - self.armed_at > ARM_SECONDS:
            self.armed_at = None
            self._layout(ctx)
        return None

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        inner = _draw_dialog(canvas, self.panel)
        question_h = max(150, text_height(ctx.fonts, self.question, inner.w, theme.TEXT_TITLE, bold=True))
        question = pygame.Rect(inner.x, inner.y, inner.w, min(question_h, 300))
        _draw_title(canvas, ctx, self.question, question)
        pygame.draw.line(canvas, theme.BRASS, (inner.x, question.bottom + 12), (inner.right, question.bottom + 12), 3)
        body = pygame.Rect(inner.x, question.bottom + 36, inner.w, self.buttons.buttons[0].rect.top - question.bottom - 60)
        draw_text_box(canvas, ctx.fonts, self.consequence, body, theme.INK_TEXT, theme.TEXT_HEADING - 6, min_size=28)
        self.buttons.draw(canvas, ctx.fonts)
        if self.armed_at is not None:
            left = max(0.0, 1 - (ctx.now() - self.armed_at) / ARM_SECONDS)
            bar = self.buttons.buttons[1].rect
            pygame.draw.rect(canvas, theme.EMBER_LIGHT, (bar.x + 12, bar.bottom + 10, int((bar.w - 24) * left), 10),
                             border_radius=5)


class CurtainScene(Scene):
    """Hot-seat: hides the screen until `player` takes it and taps the big button (or presses Enter).

    `then(ctx)` returns the transition to make once the player is there; None means Pop.
    Back is ignored, so the previous player cannot slip back to their secrets — unless the curtain
    guards a screen the player chose to open (a notebook): with `cancellable`, a second button
    "Not now" and Back close the curtain (Pop) and nothing opens. Not an overlay: nothing of the
    screen below is drawn. `emblem(canvas, rect)` may draw the player's colour (a figure, a token)
    instead of the closed eye. Games use it through games.app.table.hotseat.
    """

    def __init__(self, player: str, then: Callable[[Context], Transition | None] | None = None,
                 emblem: Callable[[pygame.Surface, pygame.Rect], None] | None = None, cancellable: bool = False) -> None:
        self.player = player
        self.then = then
        self.emblem = emblem
        self.cancellable = cancellable
        self.buttons = ButtonGroup()

    def enter(self, ctx: Context) -> None:
        rect = pygame.Rect(0, 0, 760, 140)
        rect.center = (theme.CANVAS_W // 2, 800)
        ready = Button(rect, ctx.tr("app.curtain_ready", player=self.player), "ready", kind="primary", icon="hand")
        if not self.cancellable:
            self.buttons.set([ready])
        else:
            cancel = pygame.Rect(0, 0, 460, 140)
            ready.rect, cancel.midright = rect.move(260, 0), (rect.left + 260 - theme.GAP * 2, rect.centery)
            self.buttons.set([ready, Button(cancel, ctx.tr("app.curtain_cancel"), "cancel", kind="secondary",
                                            icon="cross")])
        self.buttons.focus = 0

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if self.cancellable and intent.kind == "back":
            return Pop()
        pressed = self.buttons.handle(intent)
        if pressed is not None and pressed.action == "cancel":
            return Pop()
        if intent.kind == "confirm" or pressed is not None:
            result = self.then(ctx) if self.then is not None else None
            return result if result is not None else Pop()
        return None

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        centre = theme.CANVAS_W // 2
        picture = pygame.Rect(centre - 90, 120, 180, 180)
        if self.emblem is not None:
            self.emblem(canvas, picture)
        else:
            draw_icon(canvas, "eye-closed", picture, theme.BRASS_LIGHT)
        title = ctx.tr("app.curtain_title", player=self.player)
        font = fit_font(ctx.fonts, title, theme.CANVAS_W - 2 * theme.MARGIN, 96, min_size=48, bold=True)
        draw_text(canvas, title, font, theme.TEXT_LIGHT, (centre, 400), "center", shadow=theme.INK)
        hint = pygame.Rect(theme.MARGIN * 3, 480, theme.CANVAS_W - theme.MARGIN * 6, 200)
        draw_text_box(canvas, ctx.fonts, ctx.tr("app.curtain_hint", player=self.player), hint, theme.TEXT_MUTED,
                      theme.TEXT_HEADING - 6, align="center")
        self.buttons.draw(canvas, ctx.fonts)


class MessageScene(Scene):
    """A dialog with a title, some text and OK; `then(ctx)` gives the transition after OK (None = Pop)."""

    overlay = True

    def __init__(self, title: str, text: str, then: Callable[[Context], Transition | None] | None = None,
                 icon: str | None = None) -> None:
        self.title = title
        self.text = text
        self.then = then
        self.icon = icon
        self.buttons = ButtonGroup()
        self.panel = _dialog_rect()

    def enter(self, ctx: Context) -> None:
        self.panel = _fitted_dialog(ctx, self.title, theme.TEXT_TITLE, self.text, theme.TEXT_HEADING - 6,
                                    150 if self.icon else 0)
        self.buttons.set([Button(_button_row(self.panel, 1, 400)[0], ctx.tr("app.ok"), "ok", kind="primary",
                                 icon="check")])
        self.buttons.focus = 0

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind in ("back", "confirm") or self.buttons.handle(intent) is not None:
            result = self.then(ctx) if self.then is not None else None
            return result if result is not None else Pop()
        return None

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        inner = _draw_dialog(canvas, self.panel)
        title_box = pygame.Rect(inner.x, inner.y, inner.w, 150)
        if self.icon:
            draw_icon(canvas, self.icon, pygame.Rect(inner.x, inner.y + 15, 120, 120), theme.EMBER)
            title_box = pygame.Rect(inner.x + 150, inner.y, inner.w - 150, 150)
        _draw_title(canvas, ctx, self.title, title_box)
        body = pygame.Rect(inner.x, title_box.bottom + theme.GAP, inner.w,
                           self.buttons.buttons[0].rect.top - title_box.bottom - 2 * theme.GAP)
        draw_text_box(canvas, ctx.fonts, self.text, body, theme.INK_TEXT, theme.TEXT_HEADING - 6, min_size=26)
        self.buttons.draw(canvas, ctx.fonts)


def _draw_dialog(canvas: pygame.Surface, panel: pygame.Rect) -> pygame.Rect:
    """Dim the screen behind and draw the dialog's panel; returns the room inside it."""
    dim(canvas)
    draw_panel(canvas, panel)
    return panel.inflate(-theme.PAD * 4, -theme.PAD * 4)


def _draw_title(canvas: pygame.Surface, ctx: Context, text: str, box: pygame.Rect) -> None:
    """A dialog's question or title, large and bold, centred in `box` from top to bottom."""
    draw_text_box(canvas, ctx.fonts, text, box, theme.INK_TEXT, theme.TEXT_TITLE, bold=True, min_size=36,
                  valign="center")
