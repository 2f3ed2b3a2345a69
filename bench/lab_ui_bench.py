"""Frame time of every Alchemists lab screen and notebook screen at 1920 x 1080 (headless, SDL dummy driver).

    python bench/lab_ui_bench.py                 # median and p95 per screen, both languages
    python bench/lab_ui_bench.py --frames 200    # more frames per screen
    python bench/lab_ui_bench.py --screenshots   # rewrite assets/screenshots/lab-*.png for the README
    python bench/lab_ui_bench.py --preview       # the chooser with a live camera preview only

For each screen a fresh harness walks there with real intents (games.alchemists.lab.ui.showcase and
notebook_showcase; a notebook animates while open, for its idle timer, so its frames count most);
"first" is the first frame (icons rendered and cached), median/p95 are the frames after it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from games.alchemists.lab.ui.notebook_showcase import (  # noqa: E402
    NOTEBOOK_SCREENS, open_notebook_screen, write_notebook_screenshots,
)
from games.alchemists.lab.ui.showcase import SCREENS, open_screen, write_readme_screenshots, write_scan_screenshot  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402

SCREENSHOT_DIR = ROOT / "assets" / "screenshots"


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def measure(screen: str, language: str, frames: int) -> tuple[float, float, float]:
    """First-frame, median and p95 frame time in milliseconds of one screen."""
    with Harness(language=language) as harness:
        (open_notebook_screen if screen in NOTEBOOK_SCREENS else open_screen)(harness, screen)
        start = time.perf_counter()
        harness.render()
        first = (time.perf_counter() - start) * 1000
        times = []
        for _ in range(frames):
            start = time.perf_counter()
            harness.render()
            times.append((time.perf_counter() - start) * 1000)
    return first, statistics.median(times), percentile(times, 0.95)


def measure_preview(frames: int) -> tuple[float, float]:
    """Median frame time in ms of the chooser with a live preview: same snapshot, and a new one every frame."""
    from dataclasses import replace

    from games.alchemists.lab.ui.scan_demo import ScriptedScanner
    from games.alchemists.lab.ui.showcase import open_scan_chooser

    with Harness(language="en", services={"scanner": ScriptedScanner()}) as harness:
        open_scan_chooser(harness)
        scanner = harness.ctx.services["scanner"]
        snapshot = scanner.snapshot()
        harness.render()
        same, fresh = [], []
        for index in range(frames):
            start = time.perf_counter()
            harness.render()
            same.append((time.perf_counter() - start) * 1000)
            scanner.show(replace(snapshot, version=snapshot.version + index + 1))
            harness.step(0.01, fps=100)
            start = time.perf_counter()
            harness.render()
            fresh.append((time.perf_counter() - start) * 1000)
    return statistics.median(same), statistics.median(fresh)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60, help="frames timed per screen (default 60)")
    parser.add_argument("--screenshots", action="store_true", help="rewrite the README screenshots and stop")
    parser.add_argument("--preview", action="store_true", help="time only the chooser with a live camera preview")
    args = parser.parse_args(argv)
    if args.screenshots:
        written = [*write_readme_screenshots(SCREENSHOT_DIR), write_scan_screenshot(SCREENSHOT_DIR),
                   *write_notebook_screenshots(SCREENSHOT_DIR)]
        for path in written:
            print(f"wrote {path.relative_to(ROOT)}")
        return 0
    same, fresh = measure_preview(args.frames)
    print(f"chooser with live preview: median {same:.2f} ms (same snapshot), {fresh:.2f} ms (new frame each time)")
    if args.preview:
        return 0
    print(f"{'screen':<24} {'lang':<4} {'first ms':>9} {'median ms':>10} {'p95 ms':>8}")
    medians = []
    for language in ("en", "de"):
        for screen in (*SCREENS, *NOTEBOOK_SCREENS):
            first, median, p95 = measure(screen, language, args.frames)
            medians.append(median)
            print(f"{screen:<24} {language:<4} {first:9.1f} {median:10.2f} {p95:8.2f}")
    print(f"all lab screens: median of medians {statistics.median(medians):.2f} ms, worst median {max(medians):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
