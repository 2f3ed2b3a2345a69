"""Writes the lab's sounds (assets/sounds/*.wav): synthesised here from sine partials and noise.

    python assets/sounds/make_sounds.py            # rewrite the WAVs next to this script
    python assets/sounds/make_sounds.py --out DIR  # somewhere else

Source and licence: made from scratch by this script (no recordings, no samples), part of Athanor
and under the same terms; tests/app/kit/test_sound.py checks that the WAVs are what it makes. Mono,
16 bit, 22 050 Hz; a fixed seed makes every run the same.

- bubble.wav: about a second of a simmering cauldron (rising blips of bubbles over a low rumble)
- chime-pleasant.wav: a bright rising major arpeggio in bell tones (a positive potion, a good answer)
- chime-sour.wav: a falling, slightly beating pair of reedy tones (a negative potion, a bad answer)
- chime-neutral.wav: one soft bell tone (a neutral potion)
"""

from __future__ import annotations

import argparse
import wave
from pathlib import Path

import numpy as np

RATE = 22050
SEED = 20261124
HERE = Path(__file__).resolve().parent


def seconds(duration: float) -> np.ndarray:
    """The sample times of `duration` seconds."""
    return np.arange(int(duration * RATE)) / RATE


def bell(frequency: float, duration: float, decay: float) -> np.ndarray:
    """A bell-like tone: a few inharmonic partials, each dying away faster than the one below."""
    t = seconds(duration)
    tone = np.zeros_like(t)
    for ratio, level, speed in ((1.0, 1.0, 1.0), (2.0, 0.35, 1.8), (3.01, 0.16, 2.6), (4.17, 0.08, 3.5)):
        tone += level * np.sin(2 * np.pi * frequency * ratio * t) * np.exp(-t * speed / decay)
    attack = np.minimum(1.0, t / 0.004)
    return tone * attack


def reed(start: float, end: float, duration: float) -> np.ndarray:
    """A soft reedy tone gliding from `start` to `end` Hz, two voices a little apart so that it beats."""
    t = seconds(duration)
    tone = np.zeros_like(t)
    for detune in (1.0, 1.012):
        frequency = (start + (end - start) * t / duration) * detune
        phase = 2 * np.pi * np.cumsum(frequency) / RATE
        tone += sum(np.sin(k * phase) / k for k in (1, 3, 5))
    envelope = np.minimum(1.0, t / 0.02) * np.minimum(1.0, (duration - t) / 0.12)
    return tone * envelope


def place(track: np.ndarray, sound: np.ndarray, at: float) -> None:
    """Add `sound` into `track` starting at `at` seconds (cut at the end of the track)."""
    start = int(at * RATE)
    end = min(len(track), start + len(sound))
    track[start:end] += sound[: end - start]


def bubble(rng: np.random.Generator) -> np.ndarray:
    """A simmering cauldron: about 14 bubbles rising and popping over a low, fading rumble."""
    duration = 1.1
    track = np.zeros(len(seconds(duration)))
    for _ in range(14):
        at = float(rng.uniform(0.02, duration - 0.15))
        length = float(rng.uniform(0.05, 0.11))
        t = seconds(length)
        start = float(rng.uniform(260, 620))
        frequency = start * (1 + 1.4 * t / length)  # a bubble's pitch rises as it shrinks to the surface
        phase = 2 * np.pi * np.cumsum(frequency) / RATE
        blip = np.sin(phase) * np.minimum(1.0, t / 0.003) * np.exp(-t / (length / 3))
        place(track, blip * float(rng.uniform(0.4, 1.0)), at)
    noise = np.cumsum(rng.normal(0, 1, len(track)))  # brown noise: a low rumble
    noise -= np.convolve(noise, np.ones(400) / 400, mode="same")
    t = seconds(duration)
    track += 0.02 * noise * np.minimum(1.0, t / 0.15) * np.minimum(1.0, (duration - t) / 0.3)
    return track


def pleasant() -> np.ndarray:
    """C5 E5 G5 C6 in quick succession, bells ringing on."""
    track = np.zeros(len(seconds(1.5)))
    for index, frequency in enumerate((523.25, 659.25, 783.99, 1046.50)):
        place(track, bell(frequency, 1.5 - index * 0.09, 0.55) * (0.8 + 0.1 * index), index * 0.09)
    return track


def sour() -> np.ndarray:
    """Two falling reedy steps, G4 to F#4, then a longer droop down to E4."""
    track = np.zeros(len(seconds(1.05)))
    place(track, reed(392.0, 385.0, 0.22), 0.0)
    place(track, reed(370.0, 329.6, 0.75), 0.26)
    return track


def neutral() -> np.ndarray:
    """One soft A4 bell."""
    return bell(440.0, 0.9, 0.35) * 0.8


def normalised(track: np.ndarray, loudness: float = 0.14, peak: float = 0.8) -> np.ndarray:
    """`track` at about the same loudness (RMS) as the others, never above `peak`, faded out over its
    last 20 ms (no click at the end)."""
    fade = np.ones_like(track)
    tail = int(0.02 * RATE)
    fade[-tail:] = np.linspace(1.0, 0.0, tail)
    track = track * fade
    rms = float(np.sqrt(np.mean(track**2)))
    return track * min(loudness / max(1e-9, rms), peak / max(1e-9, float(np.abs(track).max())))


def make_sounds() -> dict[str, np.ndarray]:
    """Every sound as 16-bit samples, by file name."""
    rng = np.random.default_rng(SEED)
    tracks = {"bubble.wav": bubble(rng), "chime-pleasant.wav": pleasant(), "chime-sour.wav": sour(),
              "chime-neutral.wav": neutral()}
    return {name: np.round(normalised(track) * 32767).astype("<i2") for name, track in tracks.items()}


def write_wav(path: Path, samples: np.ndarray) -> None:
    """Write mono 16-bit `samples` as a WAV file."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def main() -> None:
    parser = argparse.ArgumentParser(description="Write the lab's synthesised sounds as WAV files.")
    parser.add_argument("--out", type=Path, default=HERE)
    directory = parser.parse_args().out
    directory.mkdir(parents=True, exist_ok=True)
    for name, samples in make_sounds().items():
        write_wav(directory / name, samples)
        print(f"{directory / name}: {len(samples) / RATE:.2f} s")


if __name__ == "__main__":
    main()
