"""Services: intercept sees input first, poll delivers readings, close runs once at exit."""

from __future__ import annotations

from games.app.headless import Harness
from games.app.scene import Context, Intent, Scene, Transition


class Listener(Scene):
    def __init__(self) -> None:
        self.received: list[Intent] = []

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        self.received.append(intent)
        return None


class BarcodeReader:
    """Swallows digit keys and turns digits + Enter into one card intent, like a handheld reader."""

    def __init__(self) -> None:
        self.buffer = ""
        self.closed = 0

    def intercept(self, intent: Intent, now: float) -> list[Intent]:
        if intent.kind == "key" and intent.key and intent.key.isdigit():
            self.buffer += intent.key
            return []
        if intent.kind == "confirm" and self.buffer:
            code, self.buffer = self.buffer, ""
            return [Intent("card", data=code)]
        return [intent]

    def close(self) -> None:
        self.closed += 1


class Camera:
    poll_interval = 0.1

    def __init__(self) -> None:
        self.readings = [Intent("card", data="toad")]
        self.polls: list[float] = []

    def poll(self, now: float) -> list[Intent]:
        self.polls.append(now)
        return [self.readings.pop()] if self.readings else []


def test_interceptor_turns_typed_digits_into_a_card() -> None:
    reader = BarcodeReader()
    with Harness(services={"reader": reader}) as h:
        listener = h.push(Listener())
        for digit in "4711":
            h.key(digit)
        h.confirm()
        h.key("a")
        assert listener.received == [Intent("card", data="4711"), Intent("key", key="a")]
    assert reader.closed == 1


def test_poll_delivers_readings_to_the_top_scene() -> None:
    camera = Camera()
    with Harness(services={"camera": camera}) as h:
        listener = h.push(Listener())
        h.step(0.2, fps=10)
        assert listener.received == [Intent("card", data="toad")]
        assert len(camera.polls) == 2 and camera.polls[1] > camera.polls[0]
        assert h.shell.poll_interval() == 0.1


def test_no_pollers_means_no_wake_ups() -> None:
    with Harness(services={"reader": BarcodeReader()}) as h:
        h.push(Listener())
        assert h.shell.poll_interval() is None
        assert h.shell.idle_seconds_left() is None


def test_dirty_flag_follows_input_and_animation() -> None:
    with Harness() as h:
        h.push(Listener())
        h.render()
        assert not h.shell.dirty
        h.step(1.0)
        assert not h.shell.dirty  # nothing animates, nothing to redraw
        h.key("x")
        assert h.shell.dirty
