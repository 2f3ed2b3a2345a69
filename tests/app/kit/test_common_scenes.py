"""Confirmation by two taps, the hot-seat curtain, messages."""

from __future__ import annotations

from games.app.kit.common_scenes import ARM_SECONDS, ConfirmScene, CurtainScene, MessageScene
from games.app.testing.headless import Harness
from games.app.scene import Context, Push, Replace, Scene


def confirm_button(scene: ConfirmScene):
    return next(b for b in scene.buttons.buttons if b.action == "confirm")


def test_confirm_needs_two_taps() -> None:
    calls: list[str] = []
    with Harness("en") as h:
        game = h.push(Scene())
        dialog = h.push(ConfirmScene("Reveal?", "No way back.", lambda ctx: calls.append("yes")))
        h.click(confirm_button(dialog).rect.center)
        assert h.top is dialog and calls == []
        assert confirm_button(dialog).label == "Tap again to confirm"
        h.step(1.0)
        h.click(confirm_button(dialog).rect.center)
        assert calls == ["yes"] and h.scenes == [game]


def test_accidental_double_tap_does_not_confirm() -> None:
    with Harness() as h:
        h.push(Scene())
        dialog = h.push(ConfirmScene("?", "!"))
        h.confirm()
        h.step(0.1)
        h.confirm()
        assert h.top is dialog and not dialog.confirmed
        h.step(0.5)
        h.confirm()
        assert dialog.confirmed


def test_arming_expires() -> None:
    with Harness("de") as h:
        h.push(Scene())
        dialog = h.push(ConfirmScene("Aufdecken?", "Endgültig."))
        h.confirm()
        assert confirm_button(dialog).label == "Zum Bestätigen erneut tippen"
        h.step(ARM_SECONDS + 0.5)
        assert confirm_button(dialog).label == "Bestätigen"
        assert not dialog.animating
        h.confirm()
        assert h.top is dialog and not dialog.confirmed


def test_confirm_result_replaces_the_dialog() -> None:
    with Harness() as h:
        game = h.push(Scene())
        reveal = Scene()
        h.push(ConfirmScene("?", "!", lambda ctx: Replace(reveal)))
        h.confirm()
        h.step(0.5)
        h.confirm()
        assert h.scenes == [game, reveal]


def test_cancel_and_back_pop_without_confirming() -> None:
    calls: list[int] = []
    with Harness() as h:
        game = h.push(Scene())
        dialog = h.push(ConfirmScene("?", "!", lambda ctx: calls.append(1)))
        cancel = next(b for b in dialog.buttons.buttons if b.action == "cancel")
        h.click(cancel.rect.center)
        assert h.scenes == [game]
        h.push(ConfirmScene("?", "!", lambda ctx: calls.append(1)))
        h.confirm()
        h.back()
        assert h.scenes == [game] and calls == []


def test_tab_to_cancel_then_enter_cancels() -> None:
    with Harness() as h:
        game = h.push(Scene())
        h.push(ConfirmScene("?", "!"))
        h.key("tab")
        h.confirm()
        assert h.scenes == [game]


def test_curtain_ignores_back_and_stray_taps() -> None:
    with Harness("en") as h:
        h.push(Scene())
        secret = Scene()
        curtain = h.push(CurtainScene("Ada", lambda ctx: Replace(secret)))
        assert curtain.buttons.buttons[0].label == "I am Ada: show me"
        h.back()
        h.click((10, 10))
        assert h.top is curtain
        h.click(curtain.buttons.buttons[0].rect.center)
        assert h.top is secret


def test_curtain_confirm_key_pops_by_default() -> None:
    with Harness() as h:
        game = h.push(Scene())
        h.push(CurtainScene("Bo"))
        h.confirm()
        assert h.scenes == [game]


def test_a_cancellable_curtain_closes_on_not_now_and_back_and_opens_nothing() -> None:
    with Harness("de") as h:
        game = h.push(Scene())
        opened: list[str] = []
        curtain = h.push(CurtainScene("Rot", lambda ctx: opened.append("secret"), cancellable=True))
        ready, cancel = curtain.buttons.buttons
        assert (ready.label, cancel.label) == ("Ich bin Rot: zeigen", "Jetzt nicht")
        assert not ready.rect.colliderect(cancel.rect) and min(cancel.rect.size) * 720 / 1080 >= 48
        h.click(cancel.rect.center)
        assert h.scenes == [game] and opened == []
        h.push(curtain)
        h.back()
        assert h.scenes == [game] and opened == []
        h.push(curtain)
        h.key("tab")
        h.confirm()  # the focus moved to "Not now"
        assert h.scenes == [game] and opened == []
        h.push(curtain)
        h.confirm()
        assert opened == ["secret"]


def test_message_ok_runs_then() -> None:
    with Harness() as h:
        game = h.push(Scene())
        nxt = Scene()
        message = h.push(MessageScene("Done", "Well brewed.", then=lambda ctx: Push(nxt)))
        h.click(message.buttons.buttons[0].rect.center)
        assert h.scenes == [game, message, nxt]
        h2 = Harness()
        with h2:
            base = h2.push(Scene())
            h2.push(MessageScene("Done", "Well brewed."))
            h2.back()
            assert h2.scenes == [base]
