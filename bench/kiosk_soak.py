"""A long night at the kiosk: games played and abandoned, random input, idle countdowns, the
attract screen — for a given wall time, with the time inside the app sped up.

    nice -n 10 .venv/bin/python bench/kiosk_soak.py --minutes 60 --json soak.json > soak.txt
    .venv/bin/python bench/kiosk_soak.py --minutes 3 --slice-minutes 1     # a quick try

The kiosk runs headless (SDL dummy driver) through the same Shell, SceneStack, InputMapper and
scaled presentation the window uses, in kiosk mode, with real bot threads, an atomic Storage in a
temporary folder and the App's memory care (games.app.memory: the allocator setting and a trim once
a minute; `--default-allocator` leaves both out, for comparison). It repeats evenings' episodes,
chosen by a seeded generator:
- play: open a game from the start screen (or continue the one offered) and send random events
  (games.app.testing.random_input) with time passing between them;
- abandon: stop touching: "Still playing?" counts down, the kiosk goes home, the game is offered;
- walk past: the start screen alone until the attract screen plays, then one touch;
- keep playing: the countdown comes up and a touch answers it.
App time runs `--speed` times faster than the wall clock at most (events are paced by `--pause`).

Every `--sample-seconds` of wall time it prints resident memory (MB), open files, threads, the
pictures kept in the shared picture store (games.app.kit.picture_cache), Python's object count and the
app's state; at the end the frame time p95 (drawing + scaling to the window) and the median
resident memory per slice of `--slice-minutes`, and the goal figures: memory growth after the first
slice (< 5 %; sample against sample, and the last whole slice's median against the second's),
files and threads at the end against after the first slice (no growth), p95 of the last slice
against the first (unchanged). Prints figures; asserts nothing. Figures depend on the machine's load.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from games.app.display import Display  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.app.memory import MemoryKeeper, give_back_free_memory, return_large_blocks_to_system  # noqa: E402
from games.app.kit.picture_cache import PICTURES  # noqa: E402
from games.app.testing.random_input import RandomInput  # noqa: E402
from games.app.start_scene import StartScene  # noqa: E402


def resident_mb() -> float:
    """Resident memory in MB (Linux)."""
    with open("/proc/self/statm") as stream:
        return int(stream.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


def open_files() -> int:
    """Open file descriptors of this process (Linux)."""
    return len(os.listdir("/proc/self/fd"))


def os_threads() -> int:
    """Threads of this process as the kernel counts them (Linux)."""
    with open("/proc/self/status") as stream:
        return next(int(line.split()[1]) for line in stream if line.startswith("Threads:"))


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else float("nan")


class Soak:
    """The kiosk, the random input and the figures (see the module docstring)."""

    def __init__(self, args: argparse.Namespace, folder: Path) -> None:
        if not args.default_allocator:
            return_large_blocks_to_system()  # as the App does (games.app.memory)
        give_back = (lambda: False) if args.default_allocator else give_back_free_memory
        self.memory = MemoryKeeper(time.perf_counter, give_back=give_back)
        self.args = args
        self.rng = random.Random(args.seed)
        self.h = Harness(args.language, storage_dir=folder, kiosk=True)
        self.h.ctx.fonts.stop_recording()  # the harness' text census would grow all night
        self.display = Display((1280, 720))
        self.display.open()
        self.h.push(StartScene(kiosk=True))
        self.trial = RandomInput(self.h, args.seed, visit_every=0, draw_every=args.draw_every,
                                 step=lambda rng: rng.choice((0.0, 0.05, 0.2, 0.5, 1.5)))
        self.trial.frame = self.frame  # type: ignore[method-assign]
        self.started = time.perf_counter()
        self.frames: list[tuple[float, float]] = []  # (wall minute, frame seconds)
        self.by_screen: dict[str, list[float]] = {}  # frame seconds by the screen on top
        self.samples: list[dict] = []
        self.episodes: dict[str, int] = {}
        self.window = (1280, 720)

    # -- frames -------------------------------------------------------------------------------------

    def frame(self) -> None:
        """Draw the stack and present it scaled, as the window does; the time goes into the figures."""
        begin = time.perf_counter()
        canvas = self.h.render()
        self.present_canvas(canvas)
        seconds = time.perf_counter() - begin
        self.frames.append(((begin - self.started) / 60, seconds))
        self.by_screen.setdefault(type(self.h.stack.top).__name__, []).append(seconds)
        self.trial.tally.frames += 1
        self.memory.tick()  # as the App's loop does

    def present_canvas(self, canvas: pygame.Surface) -> None:
        if self.trial.viewport.window != self.window:
            self.window = self.trial.viewport.window
            pygame.display.set_mode(self.window, pygame.RESIZABLE)
            self.display.resized()
        self.display.present(canvas)

    # -- episodes -------------------------------------------------------------------------------------

    def pause(self) -> None:
        if self.args.pause > 0:
            time.sleep(self.args.pause)

    def play(self) -> None:
        """Open a game (or continue the offered one) and play it with random input."""
        self.h.stack.home()
        start = self.h.stack.top
        offered = [b for b in getattr(start, "buttons").buttons if b.action == "continue"]
        if offered and self.rng.random() < 0.5:
            self.h.click(offered[0].rect.center)
            self.episodes["continue"] = self.episodes.get("continue", 0) + 1
        else:
            self.trial.visit_next_game()
        for _ in range(self.rng.randint(50, 400)):
            self.trial.one()
            self.pause()

    def idle(self, seconds: float) -> None:
        """Nobody touches anything for `seconds` of app time (frames drawn while it animates)."""
        left = seconds
        while left > 0:
            step = min(left, 1.0)
            self.h.step(step, fps=4)
            left -= step
            if self.h.stack.animating and self.rng.random() < 0.3:
                self.frame()
            self.pause()

    def abandon(self) -> None:
        settings = self.h.ctx.settings
        self.idle(settings.kiosk_idle_seconds + settings.kiosk_countdown_seconds + 2)

    def walk_past(self) -> None:
        self.h.stack.home()
        self.idle(max(10, self.h.ctx.settings.kiosk_attract_seconds) + self.rng.uniform(5, 60))
        self.trial._tap()

    def keep_playing(self) -> None:
        self.idle(self.h.ctx.settings.kiosk_idle_seconds + self.rng.uniform(1, 20))
        self.trial._tap()

    def episode(self) -> None:
        kind = self.rng.choices(("play", "abandon", "walk_past", "keep_playing"), (5, 2, 1, 1))[0]
        getattr(self, kind)()
        self.episodes[kind] = self.episodes.get(kind, 0) + 1

    # -- figures --------------------------------------------------------------------------------------

    def sample(self) -> dict:
        entry = {"minute": round((time.perf_counter() - self.started) / 60, 2), "rss_mb": round(resident_mb(), 1),
                 "files": open_files(), "threads": os_threads(), "py_threads": threading.active_count(),
                 "events": self.trial.count, "frames": self.trial.tally.frames, "crashes": len(self.h.stack.crashes),
                 "app_hours": round((self.h.clock() - 1000) / 3600, 2), "top": type(self.h.stack.top).__name__,
                 "pictures": PICTURES.count(), "pictures_mb": round(PICTURES.bytes / 1e6, 1),
                 "py_objects": len(gc.get_objects())}
        self.samples.append(entry)
        print(json.dumps(entry), flush=True)
        return entry

    def run(self) -> dict:
        deadline = self.started + self.args.minutes * 60
        next_sample = self.started
        while time.perf_counter() < deadline:
            if time.perf_counter() >= next_sample:
                self.sample()
                next_sample += self.args.sample_seconds
            self.episode()
        self.sample()
        return self.summary()

    def summary(self) -> dict:
        slice_minutes = self.args.slice_minutes
        slices: dict[int, list[float]] = {}
        whole = int(self.args.minutes // slice_minutes + 1e-9)  # the last, cut-off slice is left out
        for minute, seconds in self.frames:
            if int(minute // slice_minutes) < whole:
                slices.setdefault(int(minute // slice_minutes), []).append(seconds)
        first = next((s for s in self.samples if s["minute"] >= slice_minutes), self.samples[-1])
        last = self.samples[-1]
        keys = sorted(slices)
        medians = list(self.median_rss_per_slice().values())[:whole]  # whole slices only
        result = {
            "minutes": self.args.minutes, "events": self.trial.count, "frames": self.trial.tally.frames,
            "crashes": len(self.h.stack.crashes), "crash_reasons": sorted({repr(e)[:120] for e in self.h.stack.crashes}),
            "episodes": self.episodes, "app_hours": last["app_hours"],
            "frame_p95_ms_per_slice": {f"{k * slice_minutes}-{(k + 1) * slice_minutes} min":
                                       round(1000 * p95(slices[k]), 1) for k in keys},
            "frame_median_ms": round(1000 * statistics.median(s for _, s in self.frames), 1) if self.frames else None,
            "rss_mb_after_first_slice": first["rss_mb"], "rss_mb_end": last["rss_mb"],
            "rss_growth_percent": round(100 * (last["rss_mb"] - first["rss_mb"]) / first["rss_mb"], 2),
            "rss_mb_max_after_first_slice": max(s["rss_mb"] for s in self.samples if s["minute"] >= first["minute"]),
            "rss_mb_median_per_slice": self.median_rss_per_slice(),
            "rss_growth_percent_of_medians": round(100 * (medians[-1] - medians[1]) / medians[1], 2)
            if len(medians) > 2 else None,  # the last whole slice against the second (less noisy)
            "files_after_first_slice": first["files"], "files_end": last["files"],
            "threads_after_first_slice": first["threads"], "threads_end": last["threads"],
            "threads_max": max(s["threads"] for s in self.samples),
            "frame_p95_ms_by_screen": {name: [len(values), round(1000 * p95(values), 1)]
                                       for name, values in sorted(self.by_screen.items())},
        }
        if len(keys) >= 2:
            result["frame_p95_change_percent"] = round(
                100 * (p95(slices[keys[-1]]) - p95(slices[keys[0]])) / p95(slices[keys[0]]), 1)
        return result


    def median_rss_per_slice(self) -> dict[str, float]:
        """The median resident memory of the samples in each slice (less noisy than two samples)."""
        width = self.args.slice_minutes
        slices: dict[int, list[float]] = {}
        for entry in self.samples:
            slices.setdefault(int(entry["minute"] // width), []).append(entry["rss_mb"])
        return {f"{k * width:g}-{(k + 1) * width:g} min": round(statistics.median(values), 1)
                for k, values in sorted(slices.items())}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=60, help="wall time to run (default 60)")
    parser.add_argument("--slice-minutes", type=float, default=10, help="slices of the frame p95 (default 10)")
    parser.add_argument("--sample-seconds", type=float, default=60, help="wall seconds between samples (default 60)")
    parser.add_argument("--pause", type=float, default=0.01, help="wall seconds slept after each event (default 0.01)")
    parser.add_argument("--draw-every", type=int, default=4, help="draw a frame every N events (default 4)")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--default-allocator", action="store_true",
                        help="leave glibc's allocator alone: no large-block threshold, no trim (for comparison)")
    parser.add_argument("--language", choices=("de", "en"), default="de")
    parser.add_argument("--json", type=Path, help="also write the summary and samples here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="athanor-soak-") as folder:
        soak = Soak(args, Path(folder))
        try:
            summary = soak.run()
        finally:
            soak.h.close()
    print(json.dumps(summary, indent=2))
    if args.json is not None:
        args.json.write_text(json.dumps({"summary": summary, "samples": soak.samples}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
