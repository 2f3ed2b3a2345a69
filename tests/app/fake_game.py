"""A tiny game entry for start-screen tests."""

from __future__ import annotations

from games.app.scene import Context, Intent, Pop, Scene, Transition


class FakeGameScene(Scene):
    """Remembers what it received; Back pops it."""

    def __init__(self) -> None:
        self.received: list[Intent] = []
        self.entered = 0

    def enter(self, ctx: Context) -> None:
        self.entered += 1

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        self.received.append(intent)
        return Pop() if intent.kind == "back" else None


def start_scene(ctx: Context) -> Scene:
    return FakeGameScene()


def broken_entry(ctx: Context) -> Scene:
    raise RuntimeError("the crucible cracked")


def not_a_scene(ctx: Context) -> object:
    return 42
