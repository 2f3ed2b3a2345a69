"""Settings stored as settings.json: bad values fall back to defaults; keys this version does not
know (written by a newer Athanor) are kept as they are and written back unchanged.

A settings file that is not a JSON object (garbage, not a file at all) is set aside by the storage
and the player is told once that the defaults apply. A value of a setting this version does not
know is kept whatever it is (a newer version's nested value too); a known setting with a value that
cannot be used is set aside with the file, and the rest is kept.
"""

from __future__ import annotations

from dataclasses import asdict, fields

from games.app.kit.i18n import LANGUAGES, system_language
from games.app.scene import Settings, Storage
from games.kernel import shape

SETTINGS_FILE = "settings.json"
BOT_SPEEDS: tuple[str, ...] = ("relaxed", "quick", "instant")  # the paces of games.app.table.bot_pacing
CAMERA_CHOICES: tuple[int | None, ...] = (None, 0, 1, 2)
IDLE_CHOICES: tuple[int, ...] = (60, 180, 300, 600)  # kiosk idle timeout options in seconds
IDLE_RANGE = (10, 24 * 3600)
COUNTDOWN_CHOICES: tuple[int, ...] = (10, 30, 60)  # kiosk "Still playing?" countdown, seconds
OFFER_CHOICES: tuple[int, ...] = (30, 60, 120, 240)  # kiosk: minutes a game left behind is offered
ATTRACT_CHOICES: tuple[int, ...] = (0, 60, 120, 300)  # kiosk: seconds before the attract screen; 0 = never
STABLE_FRAMES_RANGE = (1, 30)
SOUND_CHOICES: tuple[int, ...] = (0, 30, 60, 100)  # volume in percent: off, quiet, medium, loud
SETTINGS_SHAPE = shape.dict_of(shape.anything(), max_items=200)  # known values are checked one by one below


def default_settings(language: str | None = None) -> Settings:
    """Factory settings, with the language taken from the system locale unless given."""
    return Settings(language=language if language in LANGUAGES else system_language())


def settings_from_dict(data: dict | None, language: str | None = None) -> Settings:
    """Settings from stored JSON; every missing or invalid value keeps its default."""
    settings = default_settings(language)
    if not isinstance(data, dict):
        return settings
    settings.others = {key: value for key, value in data.items() if key not in SETTING_NAMES}
    if data.get("language") in LANGUAGES:
        settings.language = data["language"]
    if isinstance(data.get("fullscreen"), bool):
        settings.fullscreen = data["fullscreen"]
    if data.get("bot_speed") in BOT_SPEEDS:
        settings.bot_speed = data["bot_speed"]
    if "camera" in data and (data["camera"] is None or _is_int(data["camera"]) and 0 <= data["camera"] <= 9):
        settings.camera = data["camera"]
    if isinstance(data.get("auto_confirm"), bool):
        settings.auto_confirm = data["auto_confirm"]
    if _is_int(data.get("stable_frames")) and STABLE_FRAMES_RANGE[0] <= data["stable_frames"] <= STABLE_FRAMES_RANGE[1]:
        settings.stable_frames = data["stable_frames"]
    idle = data.get("kiosk_idle_seconds")
    if _is_int(idle) and IDLE_RANGE[0] <= idle <= IDLE_RANGE[1]:
        settings.kiosk_idle_seconds = idle
    if _is_int(data.get("sound_volume")) and 0 <= data["sound_volume"] <= 100:
        settings.sound_volume = data["sound_volume"]
    _kiosk_from_dict(settings, data)
    if isinstance(data.get("animations"), bool):
        settings.animations = data["animations"]
    if isinstance(data.get("phones_lan"), bool):
        settings.phones_lan = data["phones_lan"]
    return settings


def _kiosk_from_dict(settings: Settings, data: dict) -> None:
    """The organiser's kiosk times (countdown, continue offer, attract screen), each within its range."""
    ranges = {"kiosk_countdown_seconds": (5, 600), "kiosk_offer_minutes": (1, 7 * 24 * 60),
              "kiosk_attract_seconds": (0, 24 * 3600)}
    for name, (low, high) in ranges.items():
        value = data.get(name)
        if _is_int(value) and low <= value <= high:
            setattr(settings, name, value)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def settings_to_dict(settings: Settings) -> dict:
    """The JSON form of `settings`: every field, and the keys of a newer version as they came."""
    known = {name: value for name, value in asdict(settings).items() if name in SETTING_NAMES}
    return {**settings.others, **known}


def load_settings(storage: Storage, language: str | None = None) -> Settings:
    """The stored settings, or defaults when there are none or the file is damaged (then it is set
    aside and the player told once). A file with values Athanor does not understand (a wrong type,
    a choice it does not offer) keeps the others: it is set aside as well, told, and written again
    with what could be used."""
    data = storage.load(SETTINGS_FILE, SETTINGS_SHAPE, what="settings")
    settings = settings_from_dict(data, language)
    rejected = rejected_values(data, settings)
    if rejected and storage.set_aside(SETTINGS_FILE, f"values not understood: {', '.join(rejected)}",
                                      what="settings") is not None:
        save_settings(storage, settings)
    return settings


def rejected_values(data: dict | None, settings: Settings) -> list[str]:
    """The known settings in `data` whose stored value was not taken over."""
    if not isinstance(data, dict):
        return []
    return [name for name in SETTING_NAMES if name in data
            and (data[name] != getattr(settings, name) or type(data[name]) is not type(getattr(settings, name)))]


def save_settings(storage: Storage, settings: Settings) -> bool:
    """Store `settings`; False (and nothing lost in memory) when the disk refuses."""
    return storage.save(SETTINGS_FILE, settings_to_dict(settings))


SETTING_NAMES: tuple[str, ...] = tuple(field.name for field in fields(Settings) if field.name != "others")
