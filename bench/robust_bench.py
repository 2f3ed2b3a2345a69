"""Robustness figures: the font cache over a long evening, saving, a long lab history loading.

    .venv/bin/python bench/robust_bench.py [--rounds N] [--results 10000,20000,40000,80000]
    .venv/bin/python bench/robust_bench.py --root /path/to/an/older/checkout   # the same on older code

Font cache: each round asks for every size from 6 to 125 px in every cut (960 fonts, each measured
and rendered once), like a night of window resizes and text fitting; printed per round: open files,
resident memory, fonts cached. Saving: the time of one atomic save of a Kupferkessel-sized record
(write, fsync, rename, fsync of the folder). Lab: the time to load a saved lab game with N results
(parse and check every result). Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def open_files() -> int:
    """Open file descriptors of this process (Linux)."""
    return len(os.listdir("/proc/self/fd"))


def resident_mb() -> float:
    """Resident memory in MB (Linux)."""
    with open("/proc/self/statm") as stream:
        return int(stream.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


def font_rounds(rounds: int) -> None:
    """Print open files, memory and cached fonts after each round of many font sizes."""
    import pygame

    from games.app.kit.fonts import FontBook

    pygame.display.init()
    pygame.font.init()
    book = FontBook()
    print(f"{'fonts: round':<14}{'open files':>12}{'RSS MB':>10}{'cached':>9}")
    print(f"{'  start':<14}{open_files():>12}{resident_mb():>10.1f}{0:>9}")
    for round_ in range(1, rounds + 1):
        for size in range(6, 126):
            for bold in (False, True):
                for serif in (False, True):
                    for condensed in (False, True):
                        font = book.get(size, bold=bold, serif=serif, condensed=condensed)
                        font.size("Kupferkessel")
                        font.render("Kröte", True, (0, 0, 0))
        cached = len(getattr(book, "_cache", {}))
        print(f"{'  ' + str(round_):<14}{open_files():>12}{resident_mb():>10.1f}{cached:>9}")


def save_times(count: int = 200) -> None:
    """Median and p95 of one atomic save of a record with 120 actions."""
    from games.app.store.storage import Storage

    record = {"game": "kupferkessel", "rules_version": "1", "seats": ["human", "bot:easy"], "seed": 12345,
              "actions": [f"take {i % 6} {i % 4}" for i in range(120)]}
    with tempfile.TemporaryDirectory() as folder:
        storage = Storage(Path(folder))
        times = []
        for _ in range(count):
            began = time.perf_counter()
            storage.save("saves/match-kupferkessel.json", record)
            times.append(time.perf_counter() - began)
    times.sort()
    print(f"atomic save of a 120-action record: median {statistics.median(times) * 1000:.2f} ms, "
          f"p95 {times[int(0.95 * len(times))] * 1000:.2f} ms ({count} saves, with fsync)")


def lab_load_times(sizes: list[int]) -> None:
    """Seconds to load (json.loads + session.from_json) a lab game with N results."""
    from games.alchemists.lab import session
    from games.alchemists.components import INGREDIENTS

    pairs = [(a, b) for a in INGREDIENTS for b in INGREDIENTS if a < b]
    for size in sizes:
        game = session.new_game("DEMO", "apprentice")
        entries = []
        for index in range(size):
            a, b = pairs[index % len(pairs)]
            entries.append(game.student(a, b)[0].history[-1])
        text = json.dumps(session.to_json(session.LabGame(game.code, game.variant, tuple(entries))), indent=2)
        began = time.perf_counter()
        session.from_json(json.loads(text))
        print(f"lab game with {size:>6} results ({len(text) / 1e6:4.1f} MB): loads in {time.perf_counter() - began:6.2f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6, help="rounds of font sizes (default 6)")
    parser.add_argument("--results", default="10000,20000,40000,80000", help="lab history sizes to load")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parents[1]), help="the checkout to measure")
    args = parser.parse_args()
    sys.path.insert(0, args.root)
    print(f"code measured: {args.root} (figures are noisy while other work shares the machine)")
    font_rounds(args.rounds)
    save_times()
    lab_load_times([int(n) for n in args.results.split(",") if n])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
