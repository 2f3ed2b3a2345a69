"""One confirmation before anything a player made is replaced or deleted."""

from __future__ import annotations

from games.app.kit.common_scenes import ConfirmScene
from games.app.testing.headless import Harness
from games.app.table.replace_guard import ask_before_losing
from games.app.scene import Context, Push, Scene, Transition
from tests.app.fake_game import FakeGameScene


class Opener(Scene):
    """A screen whose button would replace something the player made."""

    def __init__(self, loses: str | None) -> None:
        self.loses = loses
        self.made: list[str] = []

    def new_thing(self, ctx: Context) -> Transition | None:
        self.made.append("new")
        return Push(FakeGameScene())

    def press(self, ctx: Context) -> Transition | None:
        return ask_before_losing(ctx, "Replace the saved game?", self.loses, self.new_thing)


def confirm_rect(scene: ConfirmScene):  # type: ignore[no-untyped-def]
    return next(b for b in scene.buttons.buttons if b.action == "confirm").rect


def test_nothing_to_lose_proceeds_at_once() -> None:
    with Harness() as h:
        opener = h.push(Opener(None))
        h.stack.apply(opener.press(h.ctx))
        assert opener.made == ["new"] and len(h.scenes) == 2 and not isinstance(h.top, ConfirmScene)


def test_asks_with_what_would_be_lost_and_cancel_or_back_keep_it() -> None:
    with Harness("de") as h:
        opener = h.push(Opener("White against Black · move 12"))
        h.stack.apply(opener.press(h.ctx))
        dialog = h.top
        assert isinstance(dialog, ConfirmScene) and opener.made == []
        assert dialog.question == "Replace the saved game?"
        assert "White against Black · move 12" in dialog.consequence and "unwiederbringlich" in dialog.consequence
        assert dialog.confirm_label == "Ersetzen"
        h.back()
        assert h.top is opener and opener.made == []
        h.stack.apply(opener.press(h.ctx))
        h.click(next(b for b in h.top.buttons.buttons if b.action == "cancel").rect.center)  # type: ignore[union-attr]
        assert h.top is opener and opener.made == []


def test_two_taps_proceed_and_the_new_screen_takes_the_dialogs_place() -> None:
    with Harness() as h:
        opener = h.push(Opener("Game ABCD · 2 results"))
        h.stack.apply(opener.press(h.ctx))
        dialog = h.top
        h.click(confirm_rect(dialog).center)  # type: ignore[arg-type]
        assert opener.made == []  # one tap only arms it
        h.step(0.6)
        h.click(confirm_rect(dialog).center)  # type: ignore[arg-type]
        assert opener.made == ["new"]
        assert len(h.scenes) == 2 and h.scenes[0] is opener and not isinstance(h.top, ConfirmScene)
        h.back()
        assert h.top is opener  # Back from the new screen does not land on the finished dialog


def test_delete_wording() -> None:
    with Harness("en") as h:
        transition = ask_before_losing(h.ctx, "Delete the result?", "Drink · mandrake + toad", lambda ctx: None,
                                       verb="delete")
        assert isinstance(transition, Push) and transition.scene.confirm_label == "Delete it"  # type: ignore[attr-defined]


def test_a_hint_how_to_keep_it_follows_the_consequence() -> None:
    with Harness("en") as h:
        transition = ask_before_losing(h.ctx, "Start a new game?", "Game KABC · 2 results", lambda ctx: None,
                                       keep="To go on with KABC, choose Cancel.")
        assert isinstance(transition, Push)
        assert transition.scene.consequence == (  # type: ignore[attr-defined]
            "Game KABC · 2 results\n\nIt will be gone for good.\n\nTo go on with KABC, choose Cancel.")
