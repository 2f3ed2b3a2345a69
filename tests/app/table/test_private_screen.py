"""A private screen closes itself when left alone or when told, with everything it opened, and never
shows a frame of its secret once its time is up."""

from __future__ import annotations

import pygame

from games.app.kit.common_scenes import ConfirmScene
from games.app.testing.headless import Harness
from games.app.table.private_screen import PrivacyGuard, PrivateScene
from games.app.scene import Context, Intent, Push, Replace, Scene, Transition

SECRET = (250, 10, 200)


class Secret(Scene):
    """Paints the whole canvas in the secret colour; "p" pushes another secret, "r" replaces itself."""

    def __init__(self) -> None:
        self.entered = 0
        self.updates = 0
        self.drawn = 0

    def enter(self, ctx: Context) -> None:
        self.entered += 1

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "key" and intent.key == "p":
            return Push(Secret())
        if intent.kind == "key" and intent.key == "r":
            return Replace(Secret())
        if intent.kind == "key" and intent.key == "d":
            return Push(ConfirmScene("Remove?", "Gone for good."))
        return None

    def update(self, dt: float, ctx: Context) -> Transition | None:
        self.updates += 1
        return None

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        self.drawn += 1
        canvas.fill(SECRET)


def shows_secret(h: Harness) -> bool:
    return h.render().get_at((960, 540))[:3] == SECRET


def open_private(h: Harness, idle: float = 30.0) -> tuple[Scene, PrivateScene, PrivacyGuard]:
    table = h.push(Scene())
    guard = PrivacyGuard(idle, h.ctx.now())
    private = h.push(PrivateScene(Secret(), guard))
    return table, private, guard  # type: ignore[return-value]


def test_a_private_screen_closes_after_the_idle_time_and_a_touch_restarts_it() -> None:
    with Harness() as h:
        table, private, guard = open_private(h)
        assert private.inner.entered == 1 and private.animating and shows_secret(h)
        h.step(29.0)
        assert h.top is private and abs(guard.seconds_left(h.ctx.now()) - 1.0) < 1e-6
        h.move((5, 5))  # a hand at the screen keeps it open
        h.step(29.0)
        assert h.top is private and private.inner.updates > 0
        h.step(1.1)
        assert h.scenes == [table]


def test_once_the_time_is_up_not_one_frame_shows_the_secret() -> None:
    with Harness() as h:
        table, private, guard = open_private(h, idle=10)
        h.clock.advance(10.5)  # no update has run yet: the scene is still on the stack
        assert h.top is private and not shows_secret(h)
        h.click((960, 540))  # a late tap does not reach the secret, it closes it
        assert h.scenes == [table]


def test_closing_reaches_through_everything_the_private_screen_opened() -> None:
    with Harness() as h:
        table, private, guard = open_private(h)
        h.key("p")
        h.key("r")
        h.key("d")
        assert len(h.scenes) == 4 and all(isinstance(s, PrivateScene) for s in h.scenes[1:])
        assert h.top.overlay  # the dialog is drawn over the private screen below
        h.step(31.0)
        assert h.scenes == [table]


def test_close_ends_the_private_screens_at_once() -> None:
    with Harness() as h:
        table, private, guard = open_private(h)
        h.key("p")
        guard.close()
        assert guard.seconds_left(h.ctx.now()) == 0 and not shows_secret(h)
        h.step(0.2)
        assert h.scenes == [table]
        assert private.inner.entered == 1, "the closing screens below do not show themselves again"


def test_scanner_updates_do_not_count_as_a_touch() -> None:
    with Harness() as h:
        table, private, guard = open_private(h, idle=5)
        for _ in range(6):
            h.step(1.0)
            h.send(Intent("scan", data=None))
        assert h.scenes == [table]


def test_it_draws_the_private_scene_again_only_when_something_changed() -> None:
    with Harness() as h:
        table, private, guard = open_private(h)
        for _ in range(5):
            assert shows_secret(h)
        assert private.inner.drawn == 1, "an unchanged private screen is one blit per frame"
        h.click((5, 5))
        h.render()
        assert private.inner.drawn == 2
        h.clock.advance(0.5)
        h.render()
        assert private.inner.drawn == 2
        h.clock.advance(0.6)  # the whole seconds left changed: a countdown on it must move
        h.render()
        assert private.inner.drawn == 3
