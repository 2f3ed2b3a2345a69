"""Random input, the long run: seeded raw events over every screen of every game, in kiosk mode.

    .venv/bin/python bench/random_input_bench.py [--events 100000] [--seeds 1,2,3] [--threads]

Each seed runs `--events` events (taps, drags, keys, text, the wheel, resizes, focus changes,
games.app.testing.random_input) in German for odd seeds and English for even ones, with idle pauses that
bring up the kiosk's countdown and attract screen. Computers play their quickest level without a
thread unless `--threads` (then every level, each on its worker thread, as in the window).
Prints, per seed: events, frames, seconds, events per second, distinct screens reached, crashes
(with their reasons). The test tests/app/testing/test_random_input.py runs 10,000 of these.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games.app.testing.random_input import RandomInput, kiosk_harness, pause_now_and_then  # noqa: E402


def run(seed: int, events: int, threads: bool) -> None:
    with kiosk_harness("de" if seed % 2 else "en", seed) as h:
        if threads:
            h.ctx.services["match_session_options"] = {"seed": seed}
        h.ctx.fonts.stop_recording()
        trial = RandomInput(h, seed, visit_every=200, draw_every=20, step=pause_now_and_then)
        began = time.perf_counter()
        trial.run(events)
        seconds = time.perf_counter() - began
        reasons = sorted({repr(error)[:100] for error in h.stack.crashes})
        print(f"seed {seed}: {trial.count} events, {trial.tally.frames} frames, {seconds:.1f} s, "
              f"{trial.count / seconds:.0f} events/s, {len(trial.screens)} screens, crashes {len(h.stack.crashes)} {reasons}",
              flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--threads", action="store_true", help="computers on worker threads, every level")
    args = parser.parse_args()
    for seed in (int(s) for s in args.seeds.split(",")):
        run(seed, args.events, args.threads)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
