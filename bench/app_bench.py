"""Shell benchmark: start-up time to the first frame, frame times at 1920 x 1080, idle CPU.

    .venv/bin/python bench/app_bench.py [--runs N] [--frames N]

Prints figures; asserts nothing. Everything runs on SDL's dummy video driver, so the numbers are
the program's own drawing cost without a GPU or compositor. Idle CPU on the dummy driver is an
upper bound: its SDL_WaitEventTimeout wakes every millisecond, while the X11, Wayland, Windows
and macOS drivers block in the operating system until an event or the timeout.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def child_env(data_dir: str) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ATHANOR_DATA_DIR=data_dir)


def startup_times(runs: int) -> list[tuple[float, float]]:
    """(wall seconds from launch to exit after the first frame, in-process seconds to the first frame)."""
    results = []
    with tempfile.TemporaryDirectory() as data_dir:
        for _ in range(runs):
            began = time.perf_counter()
            done = subprocess.run([sys.executable, "main.py", "--exit-after-first-frame"], cwd=ROOT,
                                  env=child_env(data_dir), capture_output=True, text=True, check=True)
            wall = time.perf_counter() - began
            inner = float(done.stdout.strip().split("=")[-1])
            results.append((wall, inner))
    return results


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def frame_times(scene_name: str, frames: int, language: str, hover: bool) -> list[float]:
    """Seconds per full redraw of a screen on the 1920 x 1080 canvas."""
    from games.app.testing.headless import Harness
    from games.app.settings_scene import SettingsScene
    from games.app.start_scene import StartScene

    with Harness(language) as h:
        h.push(StartScene() if scene_name == "start" else SettingsScene())
        h.render()  # warm caches (backdrop, panels, fonts)
        times = []
        for frame in range(frames):
            if hover:
                h.move((300 + (frame * 37) % 1400, 500 + (frame * 13) % 400))
            began = time.perf_counter()
            h.render()
            times.append(time.perf_counter() - began)
    return times


def present_times(frames: int, window: tuple[int, int]) -> list[float]:
    """Seconds to scale the canvas into a window of `window` size (smooth scaling + flip)."""
    import pygame

    from games.app.display import Display

    pygame.display.init()
    display = Display(window)
    display.open()
    canvas = pygame.Surface((1920, 1080)).convert()
    canvas.fill((80, 50, 30))
    times = []
    for _ in range(frames):
        began = time.perf_counter()
        display.present(canvas)
        times.append(time.perf_counter() - began)
    return times


def idle_cpu(seconds: float, extra: tuple[str, ...] = ()) -> float | None:
    """CPU percent of an idle kiosk start screen (Linux /proc only); None elsewhere."""
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    with tempfile.TemporaryDirectory() as data_dir:
        process = subprocess.Popen([sys.executable, "main.py", "--kiosk", *extra], cwd=ROOT, env=child_env(data_dir),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(4.0)  # past start-up and the first frame, even on a busy machine
            stat = Path(f"/proc/{process.pid}/stat")
            if not stat.exists():
                return None
            before = sum(int(v) for v in stat.read_text().split()[13:15])
            time.sleep(seconds)
            after = sum(int(v) for v in stat.read_text().split()[13:15])
        finally:
            process.terminate()  # SIGTERM ends even a kiosk
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
    return 100.0 * (after - before) / tick / seconds


def report(label: str, values: list[float]) -> None:
    print(f"{label:<46} median {statistics.median(values) * 1000:7.2f} ms   p95 {percentile(values, 0.95) * 1000:7.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frames", type=int, default=120)
    args = parser.parse_args()

    starts = startup_times(args.runs)
    report(f"start-up to first frame, process wall ({args.runs} runs)", [w for w, _ in starts])
    report("start-up to first frame, inside the process", [i for _, i in starts])
    for scene in ("start", "settings"):
        for language in ("en", "de"):
            report(f"frame {scene} screen [{language}] 1920x1080", frame_times(scene, args.frames, language, False))
        report(f"frame {scene} screen with hover moves", frame_times(scene, args.frames, "en", True))
    report("present: scale canvas to 1280x720 window", present_times(args.frames, (1280, 720)))
    report("present: canvas 1:1 in 1920x1080 window", present_times(args.frames, (1920, 1080)))
    for label, extra in (("--camera none", ("--camera", "none")), ("camera 0 (scanner polling)", ("--camera", "0"))):
        cpu = idle_cpu(5.0, extra)
        print(f"{'idle kiosk, ' + label + ', CPU over 5 s':<46} {'n/a' if cpu is None else f'{cpu:.1f} %'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
