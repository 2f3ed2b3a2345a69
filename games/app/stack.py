"""The scene stack with its crash guard.

Applies the transitions scenes return (Push, PushAll, Pop, Replace, Home, Quit). Every call into a scene
(enter, handle, update, draw) is guarded: an exception is logged and replaced by an ErrorScene on
top of the start screen, so a game night never ends in a dead window. Should the error screen fail
to draw as well, a plain text screen is drawn instead.
"""

from __future__ import annotations

from typing import Callable

import pygame

from games.app.kit import theme
from games.app.crash import short_reason
from games.app.scene import Context, Home, Intent, Pop, Push, PushAll, Quit, Replace, Scene, Transition

CrashHandler = Callable[[BaseException, str], object]


class SceneStack:
    """Scenes from the root (start screen) at index 0 to the one on top."""

    def __init__(self, ctx: Context, on_crash: CrashHandler | None = None) -> None:
        self.ctx = ctx
        self.scenes: list[Scene] = []
        self.on_crash = on_crash
        self.quit_requested = False
        self.crashes: list[BaseException] = []

    @property
    def top(self) -> Scene | None:
        """The scene that receives intents, or None when the stack is empty."""
        return self.scenes[-1] if self.scenes else None

    @property
    def animating(self) -> bool:
        """True while the top scene wants a frame every tick."""
        top = self.top
        return bool(top is not None and getattr(top, "animating", False))

    def push(self, scene: Scene) -> None:
        """Put `scene` on top and let it enter."""
        self.scenes.append(scene)
        self._enter_top()

    def apply(self, transition: Transition | None) -> None:
        """Carry out what a scene asked for."""
        if transition is None:
            return
        if isinstance(transition, Push):
            self.push(transition.scene)
        elif isinstance(transition, PushAll):
            for scene in transition.scenes:
                self.push(scene)
        elif isinstance(transition, Replace):
            if self.scenes:
                self._remove(len(self.scenes) - 1)
            self.push(transition.scene)
        elif isinstance(transition, Pop):
            if len(self.scenes) > 1:
                self._remove(len(self.scenes) - 1)
                self._enter_top()
        elif isinstance(transition, Home):
            self.home()
        elif isinstance(transition, Quit):
            self.quit_requested = True

    def home(self) -> None:
        """Back to the root scene."""
        if len(self.scenes) > 1:
            self._remove(1)
            self._enter_top()

    def _remove(self, first: int) -> None:
        """Take the scenes from index `first` up off the stack, top first, letting each know (on_removed)."""
        removed, self.scenes[first:] = self.scenes[first:], []
        for scene in reversed(removed):
            try:
                hook = getattr(scene, "on_removed", None)
                if callable(hook):
                    hook(self.ctx)
            except Exception as error:  # a scene that fails to leave is gone all the same
                if self.on_crash is not None:
                    try:
                        self.on_crash(error, f"{type(scene).__name__}.on_removed")
                    except Exception:
                        pass

    def handle(self, intent: Intent) -> None:
        """Give `intent` to the top scene and apply its answer."""
        top = self.top
        if top is None:
            return
        try:
            transition = top.handle(intent, self.ctx)
        except Exception as error:  # the crash guard: any scene bug becomes the error screen
            self.crash(error, f"{type(top).__name__}.handle({intent.kind})")
            return
        self.apply(transition)

    def update(self, dt: float) -> None:
        """Advance the top scene by `dt` seconds."""
        top = self.top
        if top is None:
            return
        try:
            transition = top.update(dt, self.ctx)
        except Exception as error:
            self.crash(error, f"{type(top).__name__}.update")
            return
        self.apply(transition)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw the top scene, and below it every scene an overlay sits on.

        A failing scene is replaced by the error screen, which is drawn at once; should that fail
        too, the plain text screen is drawn.
        """
        try:
            self._draw_visible(canvas)
            return
        except Exception as error:
            if self._error_on_top():
                draw_plain_error(canvas, short_reason(error))
                return
            self.crash(error, f"{type(self.scenes[-1]).__name__}.draw")
        try:
            self._draw_visible(canvas)
        except Exception as error:
            draw_plain_error(canvas, short_reason(error))

    def _draw_visible(self, canvas: pygame.Surface) -> None:
        for scene in self.scenes[self._first_visible():]:
            scene.draw(canvas, self.ctx)

    def crash(self, error: BaseException, where: str) -> None:
        """Log `error` and show the error screen on top of the root scene."""
        from games.app.kit.common_scenes import ErrorScene

        self.crashes.append(error)
        if self.on_crash is not None:
            try:
                self.on_crash(error, where)
            except Exception:
                pass
        self._remove(1)
        self.scenes.append(ErrorScene(short_reason(error)))
        self._enter_top()

    def _enter_top(self) -> None:
        """Call enter on the top scene, guarded (a failing error screen is left alone)."""
        top = self.top
        if top is None:
            return
        try:
            top.enter(self.ctx)
        except Exception as error:
            if not self._error_on_top():
                self.crash(error, f"{type(top).__name__}.enter")

    def _first_visible(self) -> int:
        """Index of the lowest scene that must be drawn: overlays show what lies below them."""
        index = len(self.scenes) - 1
        while index > 0 and getattr(self.scenes[index], "overlay", False):
            index -= 1
        return max(0, index)

    def _error_on_top(self) -> bool:
        from games.app.kit.common_scenes import ErrorScene

        return isinstance(self.top, ErrorScene)


def draw_plain_error(canvas: pygame.Surface, reason: str) -> None:
    """The last resort: plain text on a dark screen, with pygame's built-in font."""
    try:
        canvas.fill(theme.INK)
        font = pygame.font.Font(None, 64)
        lines = ["Something went wrong / Etwas ist schiefgelaufen", reason[:90],
                 "Press Esc / Esc drücken"]
        for row, line in enumerate(lines):
            canvas.blit(font.render(line, True, theme.TEXT_LIGHT), (80, 200 + row * 110))
    except Exception:
        canvas.fill((60, 0, 0))
