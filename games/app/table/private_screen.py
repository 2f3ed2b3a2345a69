"""A private screen on a shared one: one player's secrets that close themselves when left alone.

    guard = PrivacyGuard(idle_seconds=60, last_touch=ctx.now())
    curtain = CurtainScene("Red", then=lambda ctx: Replace(PrivateScene(NotebookScene(...), guard)), ...)

`PrivateScene` wraps any scene: it hands intents, updates and drawing to it, wraps every scene the
wrapped one opens (Push / Replace) in the same guard, and closes (Pop) once nobody has touched the
screen for `idle_seconds`, or at once after `guard.close()` — every private scene in turn, down to the
first one that is not private. From the moment the guard expires nothing of a private scene is drawn
(only the backdrop), so no frame shows a secret to whoever walks up. The wrapped scene may read
`guard.seconds_left(ctx.now())` to show when it will close. The wrapper animates all the time (the
timer needs the frames) but keeps the last picture and draws the wrapped scene again only after an
intent, while the wrapped scene animates itself, or when the whole seconds left change; so a
private screen costs about one blit per frame. Attributes the wrapper lacks are read from the wrapped
scene, so helpers and tests see its buttons.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from games.app.scene import Context, Intent, Pop, Push, Replace, Scene, Transition
from games.app.kit.widgets import draw_background

TOUCH_KINDS = ("click", "move", "scroll", "back", "confirm", "key", "text")  # a person at the screen


@dataclass
class PrivacyGuard:
    """When the private screens of one player close: after `idle_seconds` untouched, or when told."""

    idle_seconds: float
    last_touch: float
    closed: bool = False

    def touch(self, now: float) -> None:
        """Someone used the screen: the idle time starts again."""
        self.last_touch = now

    def seconds_left(self, now: float) -> float:
        """Seconds until the private screens close by themselves (0 once closed)."""
        if self.closed:
            return 0.0
        return max(0.0, self.last_touch + self.idle_seconds - now)

    def expired(self, now: float) -> bool:
        """Whether the private screens must close now."""
        return self.seconds_left(now) <= 0

    def close(self) -> None:
        """Close the private screens at once (e.g. the next experiment starts)."""
        self.closed = True


class PrivateScene(Scene):
    """`inner`, shown only while `guard` allows; see the module docstring."""

    def __init__(self, inner: Scene, guard: PrivacyGuard) -> None:
        self.inner = inner
        self.guard = guard
        self.picture: pygame.Surface | None = None  # the canvas as last drawn
        self.drawn_second: int | None = None  # the whole seconds left when it was drawn
        self.changed = True  # something may look different: draw afresh

    @property  # type: ignore[override]
    def animating(self) -> bool:
        return True

    @property  # type: ignore[override]
    def overlay(self) -> bool:
        return self.inner.overlay

    def enter(self, ctx: Context) -> None:
        self.changed = True
        if not self.guard.expired(ctx.now()):
            self.inner.enter(ctx)

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if self.guard.expired(ctx.now()):
            return Pop()
        if intent.kind in TOUCH_KINDS:
            self.guard.touch(ctx.now())
        self.changed = True
        return self._private(self.inner.handle(intent, ctx))

    def update(self, dt: float, ctx: Context) -> Transition | None:
        if self.guard.expired(ctx.now()):
            return Pop()
        self.changed = self.changed or bool(getattr(self.inner, "animating", False))
        return self._private(self.inner.update(dt, ctx))

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        if self.guard.expired(ctx.now()):
            draw_background(canvas)
            return
        second = math.ceil(self.guard.seconds_left(ctx.now()) - 1e-6)
        fresh = self.picture is not None and self.picture.get_size() == canvas.get_size()
        if fresh and not self.changed and second == self.drawn_second:
            canvas.blit(self.picture, (0, 0))  # type: ignore[arg-type]
            return
        self.inner.draw(canvas, ctx)
        self.picture, self.drawn_second, self.changed = canvas.copy(), second, False

    def _private(self, transition: Transition | None) -> Transition | None:
        """The transition with any scene it opens wrapped in the same guard."""
        if isinstance(transition, (Push, Replace)) and not isinstance(transition.scene, PrivateScene):
            if isinstance(transition, Push) and not transition.scene.overlay:
                self.picture = None  # hidden until it is on top again: no need to keep its picture
            return type(transition)(PrivateScene(transition.scene, self.guard))
        return transition

    def __getattr__(self, name: str) -> object:
        inner = self.__dict__.get("inner")
        if inner is None:
            raise AttributeError(name)
        return getattr(inner, name)

    def __repr__(self) -> str:
        return f"PrivateScene({self.inner!r})"
