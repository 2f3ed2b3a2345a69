"""Settings persistence: round trip, bad values fall back to defaults, the settings screen saves."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.app.testing.headless import Harness
from games.app.scene import Settings
from games.app.store.settings import load_settings, save_settings, settings_from_dict
from games.app.settings_scene import SECTIONS, Choice, SettingsScene, Tab, section_of
from games.app.store.storage import Storage


def test_round_trip(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    settings = Settings(language="de", fullscreen=True, camera=None, auto_confirm=True, stable_frames=6,
                        kiosk_idle_seconds=300, sound_volume=0, animations=False)
    assert save_settings(storage, settings)
    assert load_settings(storage) == settings


def test_missing_file_gives_defaults_with_the_given_language(tmp_path: Path) -> None:
    assert load_settings(Storage(tmp_path), language="de") == Settings(language="de")


@pytest.mark.parametrize(
    "data",
    [
        {"language": "fr"}, {"language": 3}, {"fullscreen": "yes"}, {"camera": -1}, {"camera": "0"}, {"camera": True},
        {"camera": 12}, {"auto_confirm": 1}, {"stable_frames": 0}, {"stable_frames": 4.5}, {"kiosk_idle_seconds": 1},
        {"kiosk_idle_seconds": "180"}, {"unknown": 1}, {"sound_volume": 101}, {"sound_volume": -1},
        {"sound_volume": True}, {"sound_volume": 0.5}, {"animations": "off"}, {"animations": 0},
    ],
)
def test_bad_values_fall_back_to_defaults(data: dict) -> None:
    assert settings_from_dict(data, language="en") == Settings(language="en")


def test_good_values_survive_next_to_bad_ones() -> None:
    settings = settings_from_dict({"language": "de", "camera": 2, "fullscreen": "no", "kiosk_idle_seconds": 600}, "en")
    assert settings == Settings(language="de", camera=2, kiosk_idle_seconds=600)


def test_sound_is_on_at_a_medium_volume_and_animations_are_on_by_default() -> None:
    assert (Settings().sound_volume, Settings().animations) == (60, True)
    assert settings_from_dict({"sound_volume": 30, "animations": False}).sound_volume == 30


def test_corrupt_settings_file_gives_defaults(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{oops", encoding="utf-8")
    assert load_settings(Storage(tmp_path), language="en") == Settings(language="en")
    assert (tmp_path / "settings.json.corrupt-1").exists()


def press(h: Harness, scene: SettingsScene, setting: str, value: object) -> None:
    """Open the setting's page by its tab, then press the option."""
    tab = next(b for b in scene.buttons.buttons if b.action == Tab(section_of(setting)))
    h.click(tab.rect.center)
    button = next(b for b in scene.buttons.buttons if b.action == Choice(setting, value))
    h.click(button.rect.center)


def test_settings_screen_switches_language_at_once_and_saves() -> None:
    with Harness("en") as h:
        scene = h.push(SettingsScene())
        assert scene.title_bar is not None and scene.title_bar.title == "Settings"
        press(h, scene, "language", "de")
        assert h.ctx.tr.language == "de" and h.ctx.settings.language == "de"
        assert scene.title_bar.title == "Einstellungen"
        assert load_settings(h.ctx.storage).language == "de"


@pytest.mark.parametrize(
    ("setting", "value"),
    [("fullscreen", True), ("camera", None), ("camera", 2), ("auto_confirm", True), ("kiosk_idle_seconds", 600),
     ("sound_volume", 0), ("sound_volume", 100), ("animations", False)],
)
def test_settings_screen_saves_every_choice(setting: str, value: object) -> None:
    with Harness("en") as h:
        scene = h.push(SettingsScene())
        press(h, scene, setting, value)
        assert getattr(h.ctx.settings, setting) == value
        assert getattr(load_settings(h.ctx.storage), setting) == value
        chosen = [b for b in scene.buttons.buttons if b.kind == "primary" and isinstance(b.action, Choice) and b.action.setting == setting]
        assert [b.action.value for b in chosen] == [value]


def test_settings_screen_by_keyboard_and_back() -> None:
    with Harness("en") as h:
        h.push(SettingsScene())
        scene = h.push(SettingsScene())
        for _ in range(7):
            h.key("tab")  # the three page tabs, Deutsch, English, Window, Full screen
        h.confirm()
        assert h.ctx.settings.fullscreen is True
        h.back()
        assert h.top is not scene


def test_kiosk_cannot_leave_full_screen() -> None:
    with Harness("en", kiosk=True) as h:
        scene = h.push(SettingsScene(kiosk=True))
        window = next(b for b in scene.buttons.buttons if b.action == Choice("fullscreen", False))
        assert not window.enabled
        h.click(window.rect.center)
        assert h.ctx.settings.fullscreen is False  # unchanged default; the kiosk forces full screen itself
        assert h.ctx.storage.load("settings.json") is None  # a disabled button saves nothing


@pytest.mark.parametrize(("kiosk", "shown", "hidden"), [(True, "Kiosk mode", "F11"), (False, "F11", "Kiosk mode")])
def test_the_display_hint_says_why_a_kiosk_cannot_switch(kiosk: bool, shown: str, hidden: str) -> None:
    with Harness("en", kiosk=kiosk) as h:
        h.push(SettingsScene(kiosk=kiosk))
        h.forget_texts()
        texts = h.ctx.fonts.recorded() if h.render() else {}
        assert any(shown in text for text in texts) and not any(hidden in text for text in texts)


def test_unwritable_storage_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    with Harness("en", storage_dir=blocker / "inside") as h:
        scene = h.push(SettingsScene())
        press(h, scene, "camera", 1)
        assert h.ctx.settings.camera == 1
        assert scene.saved is False
        h.render()


def test_every_setting_is_on_exactly_one_page() -> None:
    with Harness() as h:
        every = [row[0] for row in SettingsScene().all_rows(h.ctx)]
    paged = [setting for settings in SECTIONS.values() for setting in settings]
    assert sorted(paged) == sorted(every)


def test_tabs_switch_pages_and_keep_the_choices() -> None:
    with Harness("de") as h:
        scene = h.push(SettingsScene())
        assert {b.action.setting for b in scene.buttons.buttons if isinstance(b.action, Choice)} == set(SECTIONS["table"])
        press(h, scene, "kiosk_idle_seconds", 600)
        assert scene.section == "kiosk" and h.ctx.settings.kiosk_idle_seconds == 600
        assert {b.action.setting for b in scene.buttons.buttons if isinstance(b.action, Choice)} == set(SECTIONS["kiosk"])


def test_a_value_not_understood_is_told_once_and_the_rest_kept(tmp_path: Path) -> None:
    import json as _json

    (tmp_path / "settings.json").write_text(_json.dumps({"language": 5, "camera": 2, "bot_speed": "turbo"}))
    storage = Storage(tmp_path)
    settings = load_settings(storage, "de")
    assert settings.camera == 2 and settings.language == "de" and settings.bot_speed == "relaxed"
    reports = storage.take_reports()
    assert [(r.what, r.aside) for r in reports] == [("settings", "settings.json.corrupt-1")]
    assert "language" in reports[0].reason and "bot_speed" in reports[0].reason
    assert _json.loads((tmp_path / "settings.json").read_text())["camera"] == 2
    load_settings(storage, "de")
    assert storage.take_reports() == []  # told once: the file written again is clean


def test_settings_of_a_newer_version_are_written_back_unchanged(tmp_path: Path) -> None:
    import json as _json

    newer = {"language": "de", "camera": 1, "table_glow": "warm", "seat_colours": None, "version": 3}
    (tmp_path / "settings.json").write_text(_json.dumps(newer))
    storage = Storage(tmp_path)
    settings = load_settings(storage)
    assert storage.take_reports() == []  # nothing wrong with keys a newer Athanor wrote
    assert settings.camera == 1 and settings.others == {"table_glow": "warm", "seat_colours": None, "version": 3}
    settings.sound_volume = 30  # a guest changes the volume: the newer keys survive the save
    assert save_settings(storage, settings)
    stored = _json.loads((tmp_path / "settings.json").read_text())
    assert stored["sound_volume"] == 30 and stored["table_glow"] == "warm" and stored["version"] == 3
    assert "others" not in stored
    assert load_settings(storage) == settings
