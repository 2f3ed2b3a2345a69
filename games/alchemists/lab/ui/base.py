"""The frame every lab screen shares: backdrop, title bar with Back, buttons, and the code badge.

Subclasses say what their title and buttons are and what a button does; `LabScreen` routes
intents (Back / Esc, clicks, keyboard focus and Enter) and draws the common parts. A screen with a
`camera` panel (chooser, join, lab home) turns the scanner's live preview on when it becomes the
top of the stack; every other lab screen turns it off, and Back turns it off before leaving, so
the scanner sends every frame only while a preview is on screen. Intent("scan") feeds the panel.
"""

from __future__ import annotations

import pygame

from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.camera import CameraPanel, current_snapshot
from games.alchemists.ui.icons import IconCache
from games.app.kit import theme
from games.app.camera.live_preview import set_preview
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.widgets import Button, ButtonGroup, TitleBar, draw_background


class LabScreen(Scene):
    """A lab screen with a title bar, a Back button and a group of buttons."""

    def __init__(self, icons: IconCache | None = None) -> None:
        self.icons = icons or IconCache()
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None
        self.badge_code: str | None = None  # the running game's code, always shown in the title bar
        self.badge: str | None = None  # the translated badge text
        self.camera: CameraPanel | None = None  # set by screens that show the live preview

    # --- what subclasses fill in -------------------------------------------------------------

    def title(self, ctx: Context) -> str:
        """The screen title."""
        return ctx.tr("alchemists.title")

    def build(self, ctx: Context) -> list[Button]:
        """The buttons of the screen in its current state."""
        return []

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        """What pressing the button with `action` does."""
        return None

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        """Intents no button took (keys, text, cards)."""
        return None

    def on_back(self, ctx: Context) -> Transition | None:
        """Back / Esc: close this screen."""
        set_preview(ctx, False)
        return Pop()

    def on_scan(self, ctx: Context) -> Transition | None:
        """The camera panel has a new snapshot (screens with a camera may react)."""
        return None

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        """Everything between the title bar and the buttons."""

    def draw_buttons(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The buttons (subclasses with custom tiles draw those themselves)."""
        self.buttons.draw(canvas, ctx.fonts)

    # --- the frame ----------------------------------------------------------------------------

    def refresh(self, ctx: Context) -> None:
        """Rebuild title bar and buttons from the current state and language."""
        if self.badge_code is not None:
            self.badge = code_badge(ctx, self.badge_code)
        self.title_bar = TitleBar(self.title(ctx), ctx.tr("alchemists.back"), self.badge)
        self.buttons.set(self.build(ctx))

    def enter(self, ctx: Context) -> None:
        set_preview(ctx, self.camera is not None)
        if self.camera is not None:
            self.camera.show(current_snapshot(ctx))
        self.refresh(ctx)

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if self.title_bar is None:
            self.refresh(ctx)
        assert self.title_bar is not None
        if intent.kind == "scan":
            if self.camera is None:
                return None
            self.camera.show(intent.data)
            return self.on_scan(ctx)
        if intent.kind == "back" or self.title_bar.handle(intent):
            return self.on_back(ctx)
        button = self.buttons.handle(intent)
        if button is not None:
            return self.on_button(button.action, ctx)
        return self.on_intent(intent, ctx)

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        if self.title_bar is None:
            self.refresh(ctx)
        assert self.title_bar is not None
        draw_background(canvas)
        self.draw_content(canvas, ctx)
        self.draw_buttons(canvas, ctx)
        self.title_bar.draw(canvas, ctx.fonts)


def code_badge(ctx: Context, code: str) -> str:
    """The title bar's plate naming the running game ("Code KABC")."""
    return ctx.tr("alchemists.menu.code", code=code)


class DoneScreen(LabScreen):
    """A screen the table reads, closed by its one Done button or Enter."""

    def build(self, ctx: Context) -> list[Button]:
        return [Button(layout.DONE_RECT, ctx.tr("alchemists.result.done"), "done", kind="primary", icon="check")]

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        return Pop()

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        return Pop() if intent.kind == "confirm" else None


def draw_focus(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard focus ring around a custom-drawn tile."""
    pygame.draw.rect(canvas, theme.FOCUS, rect.inflate(18, 18), theme.FOCUS_WIDTH, border_radius=theme.RADIUS + 8)
