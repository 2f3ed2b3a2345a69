"""Services: intercept sees input first, poll delivers readings, close runs once at exit."""

from __future__ import annotations

from games.app.testing.headless import Harness
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


class SlowScanner:
    """Delivers one card reading every 50 seconds."""

    poll_interval = 1.0

    def __init__(self) -> None:
        self.next_at: float | None = None

    def poll(self, now: float) -> list[Intent]:
        if self.next_at is None:
            self.next_at = now + 50
        if now >= self.next_at:
            self.next_at = now + 50
            return [Intent("card", data="feather"), Intent("scan", data="status")]
        return []


def test_scanned_cards_keep_a_kiosk_awake_but_status_updates_do_not() -> None:
    with Harness(kiosk=True, services={"scanner": SlowScanner()}) as h:
        h.ctx.settings.kiosk_idle_seconds = 60
        root = h.push(Listener())
        game = h.push(Listener())
        h.step(170, fps=1)
        assert h.top is game and [i.kind for i in game.received].count("card") == 3
        h.ctx.services["scanner"] = StatusOnly()
        h.step(61, fps=1)
        assert type(h.top).__name__ == "StillPlayingScene"  # status updates do not answer "Still playing?"
        h.step(31, fps=1)
        assert h.scenes == [root]


class StatusOnly:
    """A scanner that only reports its status, every poll."""

    poll_interval = 1.0

    def poll(self, now: float) -> list[Intent]:
        return [Intent("scan", data="no-camera")]
