"""Short sounds for every game: the WAVs of assets/sounds, played at the volume set in Settings.

`SoundPlayer` is the app's service ctx.services["sound"] (created after the first frame, see
games.app.main). Scenes call `play_sound(ctx, "chime-pleasant")` and `stop_sound(ctx, "bubble")`;
both are silent no-ops when sound is muted (Settings.sound_volume == 0, a percentage), when there
is no sound service (tests, command-line tools) and when there is no audio device: pygame.mixer
starts only when the first sound is wanted, its failure is remembered and never raised, and the
audio library's complaints on stderr are kept off the terminal meanwhile. SDL's dummy audio driver
plays nothing, without errors. Sounds are loaded once and kept.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame

from games.app.quiet import quiet_stderr
from games.app.scene import Context

SOUND_DIR: Path = Path(__file__).resolve().parents[3] / "assets" / "sounds"


class SoundPlayer:
    """Plays named sounds from `directory` through pygame.mixer; silent where that cannot work."""

    def __init__(self, directory: Path = SOUND_DIR, start_mixer: Callable[[], None] = pygame.mixer.init) -> None:
        self.directory = directory
        self._start_mixer = start_mixer
        self.available: bool | None = None  # None until the mixer was tried
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    def ready(self) -> bool:
        """Start the mixer on first use; False (for good) when there is no audio device."""
        if self.available is None:
            try:
                with quiet_stderr():
                    if not pygame.mixer.get_init():
                        self._start_mixer()
                self.available = bool(pygame.mixer.get_init())
            except (pygame.error, OSError, NotImplementedError):
                self.available = False
        return self.available

    def play(self, name: str, volume: float) -> bool:
        """Play `name` (a file `<name>.wav`) at `volume` 0..1; False when nothing could sound."""
        if volume <= 0 or not self.ready():
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        try:
            sound.set_volume(min(1.0, volume))
            return sound.play() is not None
        except pygame.error:
            return False

    def stop(self, name: str, fade_seconds: float = 0.15) -> None:
        """Fade out `name` wherever it is playing."""
        sound = self._sounds.get(name)
        if sound is not None and self.available:
            try:
                sound.fadeout(int(fade_seconds * 1000))
            except pygame.error:
                pass

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """The loaded sound `name`; None (remembered) when its file is missing or unreadable."""
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(self.directory / f"{name}.wav"))
            except (pygame.error, OSError):
                self._sounds[name] = None
        return self._sounds[name]

    def close(self) -> None:
        """Stop every sound and release the audio device."""
        if self.available:
            pygame.mixer.quit()
        self.available = None
        self._sounds.clear()


def play_sound(ctx: Context, name: str) -> bool:
    """Play `name` at the volume in the settings, if there is a sound service; never raises."""
    play = getattr(ctx.services.get("sound"), "play", None)
    return bool(play(name, ctx.settings.sound_volume / 100)) if play is not None else False


def stop_sound(ctx: Context, name: str) -> None:
    """Fade out `name`, if there is a sound service."""
    stop = getattr(ctx.services.get("sound"), "stop", None)
    if stop is not None:
        stop(name)


def create_service(ctx: Context) -> SoundPlayer:
    """The app's sound service; with sound on, the mixer starts now (after the first frame), not at the first result."""
    player = SoundPlayer()
    if ctx.settings.sound_volume > 0:
        player.ready()
    return player
