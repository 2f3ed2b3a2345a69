"""The crash guard: any scene or service exception becomes the error screen, never a dead window."""

from __future__ import annotations

import pygame
import pytest

from games.app.kit.common_scenes import ErrorScene
from games.app.testing.headless import Harness
from games.app.scene import Context, Intent, Scene, Transition
from games.app.stack import draw_plain_error


class Faulty(Scene):
    """Raises in the named method."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.animating = where == "update"

    def enter(self, ctx: Context) -> None:
        if self.where == "enter":
            raise KeyError("missing ingredient")

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if self.where == "handle":
            raise ZeroDivisionError("division by zero in the crucible")
        return None

    def update(self, dt: float, ctx: Context) -> Transition | None:
        raise RuntimeError("the fire went out")

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        if self.where == "draw":
            raise ValueError("cannot draw a philosopher's stone")


def provoke(h: Harness, where: str) -> None:
    if where == "handle":
        h.click((5, 5))
    elif where == "update":
        h.step(0.1)
    elif where == "draw":
        h.render()


@pytest.mark.parametrize(
    ("where", "reason"),
    [
        ("enter", "KeyError: 'missing ingredient'"),
        ("handle", "ZeroDivisionError: division by zero in the crucible"),
        ("update", "RuntimeError: the fire went out"),
        ("draw", "ValueError: cannot draw a philosopher's stone"),
    ],
)
def test_exception_becomes_error_screen_above_the_root(where: str, reason: str) -> None:
    with Harness() as h:
        root = h.push(Scene())
        h.push(Scene())
        h.push(Faulty(where))
        provoke(h, where)
        assert len(h.scenes) == 2 and h.scenes[0] is root
        assert isinstance(h.top, ErrorScene)
        assert h.top.reason == reason
        logs = list((h.crash_log.directory).glob("crash-*.log"))
        assert len(logs) == 1
        assert "Traceback" in logs[0].read_text(encoding="utf-8")
        h.render()  # the error screen itself draws without raising


def test_error_screen_goes_back_to_start() -> None:
    with Harness("de") as h:
        root = h.push(Scene())
        h.push(Faulty("handle"))
        h.click((1, 1))
        assert isinstance(h.top, ErrorScene)
        h.back()
        assert h.scenes == [root]
        h.push(Faulty("handle"))
        h.click((1, 1))
        h.confirm()
        assert h.scenes == [root]


def test_error_screen_button_press_goes_home() -> None:
    with Harness() as h:
        root = h.push(Scene())
        h.push(Faulty("handle"))
        h.click((1, 1))
        error = h.top
        assert isinstance(error, ErrorScene)
        h.click(error.buttons.buttons[0].rect.center)
        assert h.scenes == [root]


def test_failing_error_screen_falls_back_to_plain_text(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: ErrorScene, canvas: pygame.Surface, ctx: Context) -> None:
        raise OSError("font file vanished")

    monkeypatch.setattr(ErrorScene, "draw", broken)
    with Harness() as h:
        h.push(Scene())
        h.push(Faulty("draw"))
        surface = h.render()
        assert isinstance(h.top, ErrorScene)
        assert len(h.stack.crashes) == 1
        assert surface.get_at((5, 5))[:3] == (22, 15, 12)  # the plain screen's ink background


def test_plain_error_draws_text() -> None:
    surface = pygame.Surface((1920, 1080))
    draw_plain_error(surface, "reason")
    colours = {surface.get_at((x, y))[:3] for x in range(80, 900, 7) for y in range(200, 260, 3)}
    assert len(colours) > 2


class ExplodingService:
    def poll(self, now: float) -> list[Intent]:
        raise ConnectionError("camera unplugged")


class BadInterceptor:
    def intercept(self, intent: Intent, now: float) -> list[Intent]:
        raise RuntimeError("reader confused")


def test_service_poll_exception_shows_error_screen_and_keeps_running() -> None:
    with Harness(services={"scanner": ExplodingService()}) as h:
        h.push(Scene())
        h.step(0.05)
        assert isinstance(h.top, ErrorScene)
        assert "camera unplugged" in h.top.reason


def test_interceptor_exception_shows_error_screen() -> None:
    with Harness(services={"reader": BadInterceptor()}) as h:
        h.push(Scene())
        h.key("7")
        assert isinstance(h.top, ErrorScene)
        assert h.stack.crashes and "reader confused" in str(h.stack.crashes[0])
