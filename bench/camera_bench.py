"""The camera unplugged and plugged back again and again: the banner comes and goes, scanning
resumes, and no thread or file descriptor is left behind.

    .venv/bin/python bench/camera_bench.py [--cycles 100] [--unplugged 0.3]

A source that fails on purpose (like tests/scripted_camera.py, with a plug): while unplugged its
read raises SourceLost and its open raises SourceError, as a webcam pulled out does. The app's
ScannerService reads it through the real capture thread and decoder. Each cycle: unplug, wait
until the lab's camera banner turns to an alarm (the status mapping games.alchemists.lab.ui.camera
draws), plug back, wait until the status is "ok" and a card pair shown after the plug is read (two
pairs take turns, so each read is new). Prints the times, the threads and open files per ten cycles,
and the threads after close; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from scanner.sources import Frame, SourceError, SourceLost  # noqa: E402


class PluggableCamera:
    """Plays the frames of the current pair in a loop; fails as an unplugged camera would."""

    name = "pluggable camera"

    def __init__(self, pairs: list[list[np.ndarray]]) -> None:
        self.pairs = pairs
        self.pair = 0
        self.plugged = threading.Event()
        self.plugged.set()
        self.count = 0
        self.is_open = False
        self.opens = 0

    def open(self) -> None:
        if not self.plugged.is_set():
            raise SourceError("no camera with index 0")
        self.is_open = True
        self.opens += 1

    def read(self) -> Frame | None:
        if not self.plugged.is_set() or not self.is_open:
            self.is_open = False
            raise SourceLost("the camera stopped sending pictures")
        time.sleep(0.01)
        frames = self.pairs[self.pair]
        frame = Frame(frames[self.count % len(frames)], self.count, self.count / 30.0)
        self.count += 1
        return frame

    def close(self) -> None:
        self.is_open = False


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


def pairs() -> tuple[list[list[np.ndarray]], list[set[str]]]:
    from scanner.payload import CARD_PAYLOADS
    from scanner.synthetic import STEADY, Item, degrade, synth_frame

    chosen = [("toad", "raven-feather"), ("mushroom", "scorpion")]
    frames = []
    for seed, pair in enumerate(chosen):
        rng = np.random.default_rng(seed + 3)
        still = synth_frame(rng, [Item(CARD_PAYLOADS[name]) for name in pair], (640, 480), STEADY)
        frames.append([degrade(still, rng, STEADY) for _ in range(3)])
    return frames, [set(pair) for pair in chosen]


def wait(service, test, timeout: float = 30.0) -> tuple[float | None, list]:
    """Poll the service until `test(intents so far)`; (seconds, intents) or (None, ...) on timeout."""
    began = time.monotonic()
    seen: list = []
    while time.monotonic() - began < timeout:
        seen += service.poll(time.monotonic())
        if test(seen):
            return time.monotonic() - began, seen
        time.sleep(0.01)
    return None, seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=100)
    parser.add_argument("--unplugged", type=float, default=0.3, help="seconds the camera stays out")
    args = parser.parse_args()
    from games.alchemists.lab.ui.camera import ALARMS, BANNERS
    from games.app.camera.service import ScannerService

    frames, names = pairs()
    camera = PluggableCamera(frames)
    threads_before, files_before = threading.active_count(), open_files()
    service = ScannerService(None, source=camera, stable_frames=3)

    def alarm() -> bool:
        return BANNERS.get(service.snapshot().status) in ALARMS

    def cards(pair: int):
        return lambda seen: names[pair] <= {i.data for i in seen if i.kind == "card"}

    first, _ = wait(service, cards(0))
    print(f"first pair read after {first:.2f} s; threads {threading.active_count()}, open files {open_files()}")
    to_alarm, to_ok, to_cards, failures = [], [], [], 0
    print(f"{'cycle':>6}{'threads':>9}{'open files':>12}{'banner s':>10}{'back s':>8}{'cards s':>9}")
    for cycle in range(1, args.cycles + 1):
        camera.plugged.clear()
        took, _ = wait(service, lambda seen: alarm())
        to_alarm.append(took) if took is not None else None
        time.sleep(args.unplugged)
        camera.pair = cycle % 2
        camera.plugged.set()
        back, seen = wait(service, lambda seen: service.snapshot().status == "ok")
        read, _ = wait(service, cards(camera.pair))
        failures += took is None or back is None or read is None
        to_ok.append(back) if back is not None else None
        to_cards.append(back + read) if back is not None and read is not None else None
        if cycle % 10 == 0 or cycle == 1:
            print(f"{cycle:>6}{threading.active_count():>9}{open_files():>12}{took or -1:>10.2f}{back or -1:>8.2f}"
                  f"{(back or 0) + (read or -1):>9.2f}")
    service.close()
    time.sleep(0.5)
    print(f"cycles: {args.cycles}, failed cycles (banner or recovery or reading missing): {failures}")
    for name, values in (("unplug -> alarm banner", to_alarm), ("plug -> status ok (banner gone)", to_ok),
                         ("plug -> the new pair read", to_cards)):
        print(f"{name}: median {statistics.median(values):.2f} s, max {max(values):.2f} s, n={len(values)}")
    print(f"camera opened {camera.opens} times; threads before {threads_before}, after close "
          f"{threading.active_count()}; open files before {files_before}, after close {open_files()}; "
          f"source released: {not camera.is_open}")


if __name__ == "__main__":
    main()
