"""The contract between the shell and every screen: intents in, transitions out.

The shell turns raw pygame events into `Intent` values in one place, hands them to the scene on top
of the stack, and applies the `Transition` the scene returns. Scenes draw on a fixed virtual canvas
of 1920 x 1080 pixels; the shell scales and letterboxes it to the real window, so pointer positions
in intents are already in canvas coordinates.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Literal, Protocol, Union

if TYPE_CHECKING:
    import pygame

    from games.kernel.shape import Shape

CANVAS_SIZE: tuple[int, int] = (1920, 1080)

IntentKind = Literal[
    "press",  # pointer went down (mouse button 1 or a finger), before its click: pos (for dragging)
    "click",  # pointer pressed and released (mouse button 1 or a finger): pos
    "move",  # pointer moved (for hover highlights): pos
    "scroll",  # wheel: data = +1 (up) / -1 (down)
    "back",  # Escape, mouse button 3, or the on-screen back button
    "confirm",  # Enter / keypad Enter / Space
    "key",  # any other key: key = pygame key name ("1", "a", "left", "tab", "backspace", "delete")
    "text",  # typed characters (pygame TEXTINPUT): text
    "card",  # a confirmed ingredient card (scanner or handheld barcode reader): data = ingredient id
    "code",  # a scanned game-code QR: text = the 4-letter code, data = its variant or None
    "scan",  # scanner status update for previews: data = scanner-specific snapshot
]


@dataclass(frozen=True)
class Intent:
    """One thing the player did, in canvas coordinates."""

    kind: IntentKind
    pos: tuple[int, int] | None = None
    key: str | None = None
    text: str | None = None
    data: object = None


@dataclass(frozen=True)
class Push:
    """Open `scene` on top of the current one."""

    scene: "Scene"


@dataclass(frozen=True)
class PushAll:
    """Open `scenes` on top of the current one, in order (the last one ends on top)."""

    scenes: tuple["Scene", ...]


@dataclass(frozen=True)
class Pop:
    """Close the current scene and return to the one below."""


@dataclass(frozen=True)
class Replace:
    """Swap the current scene for `scene`."""

    scene: "Scene"


@dataclass(frozen=True)
class Home:
    """Clear the stack back to the start screen."""


@dataclass(frozen=True)
class Quit:
    """Close Athanor (ignored in kiosk mode, where only Ctrl+Alt+Q quits)."""


Transition = Union[Push, PushAll, Pop, Replace, Home, Quit]


class Translator(Protocol):
    """Text from the translation tables in assets/i18n/<domain>.json."""

    language: str  # "de" or "en"

    def __call__(self, key: str, **values: object) -> str:
        """The text of `key` ("domain.name") in the current language, formatted with `values`."""
        ...


class FontBook(Protocol):
    """Cached fonts from assets/fonts."""

    def get(self, size: int, *, bold: bool = False, serif: bool = True) -> "pygame.font.Font":
        """A font of `size` canvas pixels."""
        ...


class Storage(Protocol):
    """Atomic JSON files in the platform's user-data directory (games.app.store.storage.Storage)."""

    failing: dict[str, str]  # name -> why its save failed, until a save works; the shell shows a banner meanwhile

    def save(self, name: str, data: dict) -> bool:
        """Write `data` as JSON to `name` atomically; False (noted in `failing`) when the disk refuses."""
        ...

    def load(self, name: str, shape: "Shape | None" = None, what: str = "file") -> dict | None:
        """The JSON object stored under `name` if it fits `shape`; None when absent or unusable
        (an unusable file is set aside and reported once to the player as `what`)."""
        ...

    def set_aside(self, name: str, reason: str, what: str = "game", kind: str = "damaged") -> str | None:
        """Move a file the caller found damaged aside (reported once); the new file name, or None."""
        ...

    def delete(self, name: str) -> bool:
        """Remove `name` if it exists; False when the disk refuses."""
        ...


@dataclass
class Settings:
    """What the settings screen changes; stored as settings.json."""

    language: str = "en"
    fullscreen: bool = False
    bot_speed: str = "relaxed"  # computer players: "relaxed", "quick" or "instant" (games.app.table.bot_pacing)
    camera: int | None = 0  # camera index for the scanner, None = no camera
    auto_confirm: bool = False  # confirm a stable scanned pair without a click
    stable_frames: int = 4  # frames a card must be seen before it counts
    kiosk_idle_seconds: int = 180  # kiosk: seconds without input before returning to the start screen
    sound_volume: int = 60  # percent; 0 = muted (games.app.kit.sound)
    animations: bool = True  # short animations such as the lab's brewing; off for speed players
    kiosk_countdown_seconds: int = 30  # kiosk: the "Still playing?" countdown before going home
    kiosk_offer_minutes: int = 120  # kiosk: how long a game left behind is offered on the start screen
    kiosk_attract_seconds: int = 120  # kiosk: untouched start screen comes alive after this; 0 = never
    phones_lan: bool = False  # phones may join from the local network (else this machine only)
    # keys this version does not know (a newer Athanor's): written back as they came, so going back a
    # version loses no setting
    others: dict[str, object] = field(default_factory=dict, compare=False)


@dataclass
class Context:
    """What the shell lends every scene: settings, text, fonts, storage, clock, scanner."""

    settings: Settings
    tr: Translator
    fonts: FontBook
    storage: Storage
    now: Callable[[], float]  # monotonic seconds; scenes never read the clock themselves
    services: dict[str, object] = field(default_factory=dict)  # e.g. "scanner", "bots"
    wall: Callable[[], float] = time.time  # wall-clock epoch seconds, for "12 min ago" across restarts


class Scene:
    """A screen. Subclasses override what they need; the defaults do nothing.

    `handle` and `update` return a Transition or None. The shell redraws after every intent and
    every frame while `animating` is True (at most `max_fps` frames a second, when a scene sets it);
    otherwise it sleeps until the next event.
    An `overlay` scene (a dialog) is drawn on top of the scene below it, which is drawn first.
    """

    animating: bool = False
    overlay: bool = False

    def enter(self, ctx: Context) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def on_removed(self, ctx: Context) -> None:
        """Called once when the scene is taken off the stack (popped, replaced, sent home): release
        what it holds (a computer player's thread)."""

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        """React to one intent."""
        return None

    def update(self, dt: float, ctx: Context) -> Transition | None:
        """Advance animations by `dt` seconds (called every frame while animating)."""
        return None

    def draw(self, canvas: "pygame.Surface", ctx: Context) -> None:
        """Draw the whole scene on the 1920 x 1080 canvas."""
