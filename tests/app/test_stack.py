"""The scene stack: transitions, enter calls, overlays, quit."""

from __future__ import annotations

import pygame

from games.app.testing.headless import Harness
from games.app.scene import Context, Home, Intent, Pop, Push, PushAll, Quit, Replace, Scene, Transition


class Recorder(Scene):
    """A scene that answers each intent kind with a scripted transition and logs calls."""

    def __init__(self, name: str, log: list[str], answers: dict[str, Transition] | None = None) -> None:
        self.name = name
        self.log = log
        self.answers = answers or {}

    def enter(self, ctx: Context) -> None:
        self.log.append(f"enter {self.name}")

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        self.log.append(f"handle {self.name} {intent.kind}")
        return self.answers.get(intent.kind)

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        self.log.append(f"draw {self.name}")


def test_push_pop_replace_home() -> None:
    log: list[str] = []
    with Harness() as h:
        c = Recorder("c", log, {"back": Pop()})
        b = Recorder("b", log, {"confirm": Replace(c)})
        a = Recorder("a", log, {"confirm": Push(b)})
        h.push(a)
        h.confirm()
        assert h.scenes == [a, b]
        h.confirm()
        assert h.scenes == [a, c]
        h.back()
        assert h.scenes == [a]
        assert log == [
            "enter a", "handle a confirm", "enter b", "handle b confirm", "enter c", "handle c back", "enter a",
        ]


def test_home_clears_to_root_and_reenters_it() -> None:
    log: list[str] = []
    with Harness() as h:
        root = Recorder("root", log)
        h.push(root)
        h.push(Recorder("x", log))
        h.push(Recorder("y", log, {"back": Home()}))
        h.back()
        assert h.scenes == [root]
        assert log[-1] == "enter root"


def test_pop_on_the_root_keeps_the_root() -> None:
    with Harness() as h:
        root = h.push(Recorder("root", [], {"back": Pop()}))
        h.back()
        assert h.scenes == [root]


def test_quit_is_a_request_not_an_exit() -> None:
    with Harness() as h:
        h.push(Recorder("root", [], {"back": Quit()}))
        assert not h.stack.quit_requested
        h.back()
        assert h.stack.quit_requested


def test_overlay_draws_the_scene_below_first() -> None:
    log: list[str] = []
    with Harness() as h:
        h.push(Recorder("hidden", log))
        h.push(Recorder("game", log))
        dialog = Recorder("dialog", log)
        dialog.overlay = True
        h.push(dialog)
        log.clear()
        h.render()
        assert log == ["draw game", "draw dialog"]


def test_intents_reach_only_the_top_scene() -> None:
    log: list[str] = []
    with Harness() as h:
        h.push(Recorder("below", log))
        h.push(Recorder("top", log))
        log.clear()
        h.click((10, 10))
        h.key("a")
        assert log == ["handle top click", "handle top key"]


class Ticker(Scene):
    """Animates for a fixed time, counting updates, then pops."""

    def __init__(self, seconds: float) -> None:
        self.left = seconds
        self.updates = 0

    @property
    def animating(self) -> bool:  # type: ignore[override]
        return self.left > 0

    def update(self, dt: float, ctx: Context) -> Transition | None:
        self.updates += 1
        self.left -= dt
        return Pop() if self.left <= 1e-9 else None


def test_update_runs_only_while_animating_and_can_transition() -> None:
    with Harness() as h:
        root = h.push(Scene())
        ticker = Ticker(0.5)
        h.push(ticker)
        h.step(1.0, fps=10)
        assert ticker.updates == 5
        assert h.scenes == [root]


class Leaving(Recorder):
    """A Recorder that also logs being taken off the stack."""

    def on_removed(self, ctx: Context) -> None:
        self.log.append(f"removed {self.name}")


def test_push_all_opens_scenes_in_order_and_removed_scenes_are_told() -> None:
    log: list[str] = []
    with Harness() as h:
        c = Leaving("c", log, {"back": Pop()})
        b = Leaving("b", log, {"confirm": Replace(Leaving("d", log))})
        a = Leaving("a", log, {"confirm": PushAll((b, c))})
        h.push(a)
        h.confirm()
        assert h.scenes == [a, b, c] and log[-2:] == ["enter b", "enter c"]
        h.back()
        assert h.scenes == [a, b] and log[-2:] == ["removed c", "enter b"]
        h.confirm()
        assert log[-2:] == ["removed b", "enter d"]
        h.push(Leaving("e", log))
        h.stack.home()
        assert h.scenes == [a] and log[-3:] == ["removed e", "removed d", "enter a"]


def test_a_scene_failing_to_leave_is_gone_all_the_same() -> None:
    class Broken(Recorder):
        def on_removed(self, ctx: Context) -> None:
            raise RuntimeError("cannot let go")

    with Harness() as h:
        root = h.push(Recorder("a", []))
        h.push(Broken("b", []))
        h.stack.home()
        assert h.scenes == [root] and not h.stack.crashes
