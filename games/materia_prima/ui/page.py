"""The campaign book's screens share their frame: a title bar whose Back (or Esc) leaves the screen,
and buttons whose actions the screen answers in `press`."""

from __future__ import annotations

from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.widgets import ButtonGroup, TitleBar


class PageScene(Scene):
    """A screen with a title bar and buttons (subclasses set `title_bar` and the buttons in `enter`)."""

    def __init__(self) -> None:
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return self.back(ctx)
        pressed = self.buttons.handle(intent)
        return self.press(pressed.action, ctx) if pressed is not None else None

    def back(self, ctx: Context) -> Transition | None:
        """Back or Esc: leave the screen."""
        return Pop()

    def press(self, action: object, ctx: Context) -> Transition | None:
        """A button was pressed."""
        return None
