"""The start screen: opening games by tap and number, broken games, settings, quit, kiosk."""

from __future__ import annotations

from games import GameInfo
from games.app.kit.common_scenes import MessageScene
from games.app.testing.headless import Harness
from games.app.settings_scene import SettingsScene
from games.app.start_scene import StartScene
from tests.app.fake_game import FakeGameScene

FAKE = {
    "fake": GameInfo("fake", "app.title", "app.tagline", "tests.app.fake_game:start_scene"),
    "missing": GameInfo("missing", "app.quit", "app.tagline", "games.no_such_game.ui:start_scene"),
    "broken": GameInfo("broken", "app.back", "app.tagline", "tests.app.fake_game:broken_entry"),
    "odd": GameInfo("odd", "app.ok", "app.tagline", "tests.app.fake_game:not_a_scene"),
}


def game_button(scene: StartScene, game_id: str):
    return next(b for b in scene.buttons.buttons if isinstance(b.action, GameInfo) and b.action.id == game_id)


def test_tap_opens_the_game_and_back_returns() -> None:
    with Harness("en") as h:
        start = h.push(StartScene(games=FAKE))
        h.click(game_button(start, "fake").rect.center)
        assert isinstance(h.top, FakeGameScene)
        h.back()
        assert h.scenes == [start]


def test_number_key_opens_the_game() -> None:
    with Harness() as h:
        h.push(StartScene(games=FAKE))
        h.key("1")
        assert isinstance(h.top, FakeGameScene)


def test_number_without_game_does_nothing() -> None:
    with Harness() as h:
        start = h.push(StartScene(games=FAKE))
        h.key("9")
        h.key("0")
        assert h.scenes == [start]


def test_missing_module_says_not_installed() -> None:
    with Harness("de") as h:
        h.push(StartScene(games=FAKE))
        h.key("2")
        assert isinstance(h.top, MessageScene)
        assert h.top.title == "Dieses Spiel kann nicht starten"
        assert h.top.text == "Beenden konnte nicht geladen werden: noch nicht installiert"
        assert not h.stack.crashes


def test_failing_entry_and_wrong_return_type_show_the_reason() -> None:
    with Harness("en") as h:
        h.push(StartScene(games=FAKE))
        h.key("3")
        assert isinstance(h.top, MessageScene)
        assert h.top.text == "Back could not be loaded: RuntimeError: the crucible cracked"
        h.confirm()
        h.key("4")
        assert h.top.text == "OK could not be loaded: tests.app.fake_game:not_a_scene returned int"


def test_settings_button_and_quit() -> None:
    with Harness("en") as h:
        start = h.push(StartScene(games=FAKE))
        settings = next(b for b in start.buttons.buttons if b.action == "settings")
        h.click(settings.rect.center)
        assert isinstance(h.top, SettingsScene)
        h.back()
        quit_button = next(b for b in start.buttons.buttons if b.action == "quit")
        h.click(quit_button.rect.center)
        assert h.stack.quit_requested


def test_escape_on_start_quits_outside_kiosk_only() -> None:
    with Harness() as h:
        h.push(StartScene(games=FAKE))
        h.back()
        assert h.stack.quit_requested
    with Harness(kiosk=True) as h:
        start = h.push(StartScene(kiosk=True, games=FAKE))
        h.back()
        assert not h.stack.quit_requested
        assert all(b.action != "quit" for b in start.buttons.buttons)


def test_language_change_relabels_the_start_screen() -> None:
    with Harness("en") as h:
        start = h.push(StartScene(games=FAKE))
        h.click(next(b for b in start.buttons.buttons if b.action == "settings").rect.center)
        settings = h.top
        de = next(b for b in settings.buttons.buttons if getattr(b.action, "value", None) == "de")
        h.click(de.rect.center)
        h.back()
        assert next(b for b in start.buttons.buttons if b.action == "settings").label == "Einstellungen"


def test_kiosk_idle_returns_home() -> None:
    with Harness(kiosk=True) as h:
        h.ctx.settings.kiosk_idle_seconds = 60
        start = h.push(StartScene(kiosk=True, games=FAKE))
        h.key("1")
        h.step(59, fps=1)
        assert isinstance(h.top, FakeGameScene)
        h.click((5, 5))  # input resets the timer
        h.step(59, fps=1)
        assert isinstance(h.top, FakeGameScene)
        h.step(2, fps=1)
        assert type(h.top).__name__ == "StillPlayingScene"
        h.step(h.ctx.settings.kiosk_countdown_seconds + 1, fps=1)
        assert h.scenes == [start]


def test_idle_never_fires_outside_kiosk() -> None:
    with Harness() as h:
        h.push(StartScene(games=FAKE))
        h.key("1")
        h.step(3600, fps=1)
        assert isinstance(h.top, FakeGameScene)


def test_games_without_screens_are_not_listed() -> None:
    headless_only = {**FAKE, "engine": GameInfo("engine", "app.ok", "app.tagline", rules="games.kupferkessel.rules:RULES")}
    with Harness() as h:
        start = h.push(StartScene(games=headless_only))
        listed = {b.action.id for b in start.buttons.buttons if isinstance(b.action, GameInfo)}
        assert listed == set(FAKE)
