"""Alchemists board game on screen: frame time of the busiest board at 1920 x 1080 — four seats late
in round 6, every theory published with up to three seals, cubes on most spaces, artifacts bought,
the private area open with its results and deduction grid (SDL dummy driver, no GPU; the shell
redraws only when something changed). Four kinds of frames: a redraw with nothing changed (a hover
elsewhere), a tap that changes the marked choice, an action (each frame the next of the last states
before the busiest board, as a game shows them), and a cold frame after a resize or a language
switch (static layer and every region painted anew). Wall time and this thread's CPU time: on a shared
machine the CPU time is the figure that does not depend on the other processes.

    .venv/bin/python bench/alchemists_table_bench.py [--frames 200]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot_timing import percentile  # noqa: E402  (bench/ is the script's folder)

import pygame  # noqa: E402

from games.alchemists.board.bots import BOTS  # noqa: E402
from games.alchemists.board.rules import RULES  # noqa: E402
from games.alchemists.board.view import View  # noqa: E402
from games.alchemists.board.ui import targets as T  # noqa: E402
from games.alchemists.board.ui.draw import draw_table  # noqa: E402
from games.alchemists.board.ui.layer import clear_layers  # noqa: E402
from games.alchemists.board.ui.layout import table_layout  # noqa: E402
from games.alchemists.board.ui.samples import BUSIEST, busiest_state  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.kernel.play import bot_action, new_match, play_action  # noqa: E402

SIZE = (1920, 1080)
Frame = tuple[View, T.Marks]


Timing = tuple[list[float], list[float]]  # (wall ms, CPU ms of this thread) per frame


def frame_times(frames: list[Frame], fresh_layer: bool = False) -> Timing:
    """Milliseconds per draw_table, one frame after the other (caches warmed on the first)."""
    layout = table_layout(SIZE)
    times: list[float] = []
    cpu: list[float] = []
    with Harness() as h:
        surface = pygame.Surface(SIZE)
        draw_table(surface, layout, frames[0][0], h.ctx, frames[0][1])
        for view, marks in frames:
            if fresh_layer:
                clear_layers()
            start, start_cpu = time.perf_counter(), time.thread_time()
            draw_table(surface, layout, view, h.ctx, marks)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
    return times, cpu


def report(name: str, timing: Timing) -> None:
    times, cpu = timing
    print(f"{name:<40} median {statistics.median(times):5.2f} ms  p95 {percentile(times, 0.95):5.2f} ms  "
          f"max {max(times):5.2f} ms  | CPU median {statistics.median(cpu):5.2f} p95 {percentile(cpu, 0.95):5.2f} ms"
          f"  ({len(times)} frames)")


def late_views(count: int) -> list[View]:
    """Seat 0's views of the `count` states before the busiest board (one action apart)."""
    seed, players, variant, round_number, phase = BUSIEST
    match = new_match(RULES, ["bot:easy"] * players, seed, {"players": players, "variant": variant})
    bots = [BOTS["easy"]() for _ in range(players)]
    while match.to_move() >= 0 and not (match.state.round == round_number and RULES.phase(match.state) == phase):
        play_action(match, bot_action(match, bots[match.to_move()]))
    return [RULES.view(state, 0) for state in match.states[-count:]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args()
    state = busiest_state()
    view = RULES.view(state, 0)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"busiest board: seed {BUSIEST[0]}, {state.players} seats, {state.variant}, round {state.round}, "
          f"{len(state.theories)} theories, {sum(len(t.seals) for t in state.theories)} seals, "
          f"{sum(sum(lab.declared) for lab in state.labs)} actions declared; {SIZE[0]} x {SIZE[1]}")
    report("redraw, nothing changed (a hover)", frame_times([(view, T.NO_MARKS)] * args.frames))
    marks = [{T.space(s): T.OPTION for s in ("forage", "sell")}, {T.theory(2): T.CHOSEN, T.ingredient(3): T.OPTION}]
    report("a tap: the marked choice changes", frame_times([(view, marks[i % 2]) for i in range(args.frames)]))
    views = late_views(min(args.frames, 120))
    report("an action: the next state each frame", frame_times([(v, T.NO_MARKS) for v in views]))
    report("cold: after a resize or language switch", frame_times([(view, T.NO_MARKS)] * max(10, args.frames // 5),
                                                                   fresh_layer=True))


if __name__ == "__main__":
    main()
