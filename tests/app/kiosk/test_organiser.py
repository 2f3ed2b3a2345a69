"""Kiosk mode: guests play and switch the language; settings, the organiser's menu (quit, leave
kiosk mode, clear saved games) and deleting a campaign need the organiser's PIN."""

from __future__ import annotations

import pytest

from games.app.testing.headless import Harness
from games.app.kiosk.organiser import LOCK_SECONDS, MAX_TRIES, KioskGuard, hash_pin, matches, set_pin, stored_pin
from games.app.kiosk.organiser_menu import OrganiserMenuScene, clear_saved_games, stored_games
from games.app.kiosk.pin_pad import PinPadScene, key_rects
from games.app.settings_scene import SettingsScene
from games.app.start_scene import StartScene

PIN = "2468"


def kiosk(language: str = "en", pin: str | None = PIN) -> Harness:
    h = Harness(language, kiosk=True)
    guard = KioskGuard(h.ctx.storage)
    h.ctx.services["kiosk"] = guard
    if pin is not None:
        assert set_pin(h.ctx.storage, pin)
    h.push(StartScene(kiosk=True))
    return h


def tap(h: Harness, action: str) -> None:
    """Tap the start screen's (or the menu's) button with `action`."""
    button = next(b for b in h.top.buttons.buttons if b.action == action)  # type: ignore[union-attr]
    h.click(button.rect.center)


def type_pin(h: Harness, digits: str) -> None:
    rects = key_rects()
    for digit in digits:
        h.click(rects[digit].center)
    h.click(rects["ok"].center)


def test_the_pin_is_stored_salted_and_hashed() -> None:
    first, second = hash_pin("1234"), hash_pin("1234")
    assert first["salt"] != second["salt"] and first["hash"] != second["hash"]
    assert matches("1234", first) and matches("1234", second) and not matches("1235", first)
    assert "1234" not in str(first)


def test_a_guest_cannot_open_the_settings_without_the_pin() -> None:
    with kiosk() as h:
        tap(h, "settings")
        assert isinstance(h.top, PinPadScene)
        type_pin(h, "1357")
        assert isinstance(h.top, PinPadScene) and h.top.message == ("kiosk.pin_wrong", True)
        h.back()
        assert isinstance(h.top, StartScene)
        for key in ("tab", "return"):  # the keyboard's way leads to the same pad
            h.key(key) if key == "tab" else h.confirm()
        assert not any(isinstance(scene, SettingsScene) for scene in h.scenes)


def test_the_organiser_opens_the_settings_with_the_pin() -> None:
    with kiosk() as h:
        tap(h, "settings")
        type_pin(h, PIN)
        assert isinstance(h.top, SettingsScene) and len(h.scenes) == 2  # the pad made room for it
        h.back()
        assert isinstance(h.top, StartScene)


def test_guests_switch_the_language_without_the_pin() -> None:
    with kiosk("en") as h:
        tap(h, "language")
        assert h.ctx.settings.language == "de" and h.ctx.tr("app.settings") == "Einstellungen"
        assert isinstance(h.top, StartScene)
        assert h.ctx.storage.load("settings.json")["language"] == "de"
        tap(h, "language")
        assert h.ctx.settings.language == "en"


def test_the_kiosk_start_screen_has_no_quit_button() -> None:
    with kiosk() as h:
        actions = [b.action for b in h.top.buttons.buttons]  # type: ignore[union-attr]
        assert "quit" not in actions and {"settings", "language", "organiser"} <= set(actions)
        h.back()
        assert isinstance(h.top, StartScene) and not h.stack.quit_requested


def test_quit_and_leaving_kiosk_mode_need_the_pin() -> None:
    with kiosk() as h:
        guard = h.ctx.services["kiosk"]
        tap(h, "organiser")
        type_pin(h, "0000")
        assert isinstance(h.top, PinPadScene)
        h.back()
        tap(h, "organiser")
        type_pin(h, PIN)
        assert isinstance(h.top, OrganiserMenuScene)
        tap(h, "quit")
        assert guard.quit_requested
        guard.quit_requested = False
        tap(h, "leave")
        assert guard.leave_requested and not guard.active and isinstance(h.top, StartScene)
        tap(h, "settings")  # kiosk mode left: no PIN any more
        assert isinstance(h.top, SettingsScene)


def test_too_many_wrong_pins_lock_the_pad_for_a_while() -> None:
    with kiosk() as h:
        tap(h, "settings")
        for _ in range(MAX_TRIES):
            type_pin(h, "1111")
        assert h.top.message == ("kiosk.pin_locked", True) and h.top.animating  # type: ignore[union-attr]
        type_pin(h, PIN)  # even the right PIN waits
        assert isinstance(h.top, PinPadScene)
        h.step(LOCK_SECONDS + 0.5, fps=2)
        type_pin(h, PIN)
        assert isinstance(h.top, SettingsScene)


def test_the_first_kiosk_start_sets_the_pin_twice_and_cannot_be_skipped() -> None:
    with kiosk(pin=None) as h:
        h.push(PinPadScene.setting(required=True))
        h.back()
        assert isinstance(h.top, PinPadScene)
        type_pin(h, "1234")
        type_pin(h, "4321")
        assert h.top.message == ("kiosk.pin_mismatch", True)  # type: ignore[union-attr]
        type_pin(h, "9753")
        type_pin(h, "9753")
        assert isinstance(h.top, StartScene)
        assert matches("9753", stored_pin(h.ctx.storage))  # type: ignore[arg-type]


def test_clearing_saved_games_keeps_settings_pin_logs_and_set_aside_copies() -> None:
    with kiosk() as h:
        storage = h.ctx.storage
        for name in ("saves/match-kupferkessel.json", "alchemists-lab", "materia-prima/campaigns/1.json",
                     "materia-prima/matches/1/saves/match-materia-prima.json", "running.json",
                     "settings.json", "kupferkessel-setup.json"):
            storage.save(name, {"x": 1})
        (storage.directory / "saves" / "match-alchemist.json.corrupt-1").write_text("{")
        (storage.directory / "logs").mkdir()
        (storage.directory / "logs" / "athanor.log").write_text("start\n")
        assert len(stored_games(storage)) == 5
        assert clear_saved_games(storage) == 5
        left = sorted(str(p.relative_to(storage.directory)) for p in storage.directory.rglob("*") if p.is_file())
        assert left == ["kupferkessel-setup.json", "logs/athanor.log", "organiser.json",
                        "saves/match-alchemist.json.corrupt-1", "settings.json"]


def test_deleting_a_materia_prima_campaign_needs_the_pin() -> None:
    from games.materia_prima.ui.book_scene import BookScene

    with kiosk() as h:
        h.push(BookScene())
        for action in ("new", "next", "create"):  # the name and players as offered
            button = next(b for b in h.top.buttons.buttons if b.action == action and b.enabled)
            h.click(button.rect.center)
        book = h.push(BookScene())
        button = next(b for b in book.buttons.buttons if isinstance(b.action, tuple) and b.action[0] == "delete")
        h.click(button.rect.center)
        assert isinstance(h.top, PinPadScene) and h.top.purpose == "delete"
        type_pin(h, PIN)
        assert type(h.top).__name__ == "ConfirmScene"  # then the usual two taps


def test_without_a_stored_pin_the_pad_asks_for_a_new_one_and_the_first_one_waits() -> None:
    with kiosk(pin=None) as h:
        tap(h, "settings")
        assert isinstance(h.top, PinPadScene) and h.top.mode == "set"
        first = PinPadScene.setting(required=True)
        assert first.idle_role and not PinPadScene("settings").idle_role
