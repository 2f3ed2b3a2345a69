"""Sounds: the committed WAVs are what the synthesis script makes; playing is silent and never raises
without an audio device, muted, without a sound service, or with a missing file."""

from __future__ import annotations

import importlib.util
import wave
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.app.testing.headless import Harness
from games.app.kit.sound import SOUND_DIR, SoundPlayer, create_service, play_sound, stop_sound

NAMES = ("bubble", "chime-pleasant", "chime-sour", "chime-neutral")


def load_script():
    spec = importlib.util.spec_from_file_location("make_sounds", SOUND_DIR / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def read_wav(path: Path) -> tuple[wave._wave_params, np.ndarray]:
    with wave.open(str(path)) as stream:
        return stream.getparams(), np.frombuffer(stream.readframes(stream.getnframes()), "<i2")


def test_the_committed_wavs_are_what_the_script_makes() -> None:
    made = load_script().make_sounds()
    assert sorted(made) == sorted(f"{name}.wav" for name in NAMES)
    for name, samples in made.items():
        params, committed = read_wav(SOUND_DIR / name)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
        assert len(committed) == len(samples)
        assert np.abs(committed.astype(int) - samples.astype(int)).max() <= 2, name


@pytest.mark.parametrize("name", NAMES)
def test_each_sound_is_short_and_equally_loud_without_clipping(name: str) -> None:
    params, samples = read_wav(SOUND_DIR / f"{name}.wav")
    audio = samples / 32767
    assert 0.5 <= len(audio) / params.framerate <= 1.6
    assert np.abs(audio).max() <= 0.81
    assert abs(audio.mean()) < 0.01
    assert abs(np.abs(audio[-20:]).max()) < 0.01, "faded out: no click at the end"
    if name != "bubble":  # the chimes: one loudness, so a sour answer is no louder than a good one
        assert np.sqrt(np.mean(audio**2)) == pytest.approx(0.14, abs=0.005)


def test_the_pleasant_chime_rises_and_the_sour_one_falls() -> None:
    def pitch(samples: np.ndarray, start: float, end: float) -> float:
        part = samples[int(start * 22050):int(end * 22050)] * np.hanning(int(end * 22050) - int(start * 22050))
        spectrum = np.abs(np.fft.rfft(part))
        return float(np.fft.rfftfreq(len(part), 1 / 22050)[spectrum.argmax()])

    pleasant = read_wav(SOUND_DIR / "chime-pleasant.wav")[1] / 32767
    sour = read_wav(SOUND_DIR / "chime-sour.wav")[1] / 32767
    assert pitch(pleasant, 0.0, 0.08) < pitch(pleasant, 0.30, 0.45)
    assert pitch(sour, 0.0, 0.2) > pitch(sour, 0.8, 1.0)


@pytest.fixture
def player():
    made = SoundPlayer()
    yield made
    made.close()


def test_with_the_dummy_audio_driver_sounds_play_silently(player: SoundPlayer) -> None:
    assert player.play("chime-pleasant", 0.6) is True
    assert player.available is True
    player.stop("chime-pleasant")


def test_muted_nothing_starts_the_mixer(player: SoundPlayer) -> None:
    assert player.play("bubble", 0.0) is False
    assert player.available is None


def test_without_an_audio_device_playing_is_silent_and_remembered() -> None:
    tries = []

    def no_device() -> None:
        tries.append(1)
        raise pygame.error("ALSA: Couldn't open audio device")

    player = SoundPlayer(start_mixer=no_device)
    assert player.play("bubble", 1.0) is False
    assert player.play("chime-sour", 1.0) is False
    player.stop("bubble")
    assert player.available is False and tries == [1], "the device is tried once, not at every sound"


def test_a_missing_sound_file_is_silent(player: SoundPlayer, tmp_path: Path) -> None:
    player.directory = tmp_path
    assert player.play("bubble", 1.0) is False


class Recorder:
    """A sound service that remembers what it was asked."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str, float | None]] = []

    def play(self, name: str, volume: float) -> bool:
        self.calls.append(("play", name, volume))
        return True

    def stop(self, name: str) -> None:
        self.calls.append(("stop", name, None))


def test_play_sound_uses_the_volume_of_the_settings_and_is_a_no_op_without_a_service() -> None:
    with Harness() as h:
        assert play_sound(h.ctx, "bubble") is False
        stop_sound(h.ctx, "bubble")
        recorder = Recorder()
        h.ctx.services["sound"] = recorder
        h.ctx.settings.sound_volume = 30
        assert play_sound(h.ctx, "bubble") is True
        stop_sound(h.ctx, "bubble")
        assert recorder.calls == [("play", "bubble", 0.3), ("stop", "bubble", None)]


@pytest.mark.parametrize(("volume", "started"), [(0, None), (60, True)])
def test_the_service_starts_the_mixer_at_once_only_when_sound_is_on(volume: int, started: bool | None) -> None:
    with Harness() as h:
        h.ctx.settings.sound_volume = volume
        service = create_service(h.ctx)
        try:
            assert service.available is started
        finally:
            service.close()


def test_the_app_creates_the_sound_service() -> None:
    from games.app.main import SERVICE_FACTORIES

    assert SERVICE_FACTORIES["sound"] == "games.app.kit.sound:create_service"
