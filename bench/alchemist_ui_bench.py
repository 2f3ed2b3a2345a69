"""Alchemist (Amigo) screen figures: the board's frame time at 1920 x 1080 on its busiest table — five
players late in the game, most cauldrons written and copied, a recipe half written, a long log —
and while a computer's move is animated (SDL dummy driver, no GPU; the shell redraws only when
something changed, so these are the worst frames, not every frame).

    .venv/bin/python bench/alchemist_ui_bench.py [--frames 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot_timing import percentile  # noqa: E402  (bench/ is the script's folder)

from games.alchemist.actions import Copy, Invent, PassSupply  # noqa: E402
from games.alchemist.components import kinds_in  # noqa: E402
from games.app.table.bot_worker import BotWorker  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.app.table.match_session import MatchSession  # noqa: E402

SEATS = ["human", "bot:easy", "bot:strong", "bot:easy", "bot:easy"]
SEED = 22  # a seed whose table gets busy: eight cauldrons written while the human can still invent


def late_board(h: Harness):  # type: ignore[no-untyped-def]
    """The human of a five-seat game (SEED), having copied and passed until at most two
    cauldrons are empty, now writing a two-cube recipe into one of them."""
    from games.alchemist.ui.board_scene import BoardScene

    h.ctx.settings.bot_speed = "instant"
    session = MatchSession.new("alchemist", SEATS, h.ctx.storage, seed=SEED, worker=BotWorker(threaded=False),
                               private_views=True)
    board = h.push(BoardScene(session))
    for _ in range(200):
        while not board.deciding():
            if session.is_over:
                raise RuntimeError("the game ended before the table was busy enough")
            h.step(0.25)
        view = board.view()
        legal = view.legal_actions()
        inventions = [a for a in legal if isinstance(a, Invent) and sum(a.recipe) == 2]
        if sum(1 for c in view.cauldrons if c.is_empty) <= 2 and inventions:
            board._activate(("cauldron", inventions[0].cauldron), h.ctx)
            board._activate(("screen", kinds_in(inventions[0].recipe)[0]), h.ctx)
            return board
        choice = next((a for a in legal if isinstance(a, (Copy, PassSupply))), legal[-1])
        session.play(choice)
        board._pull_news(h.ctx)
    raise RuntimeError("no busy table within 200 turns")


Timing = tuple[list[float], list[float]]  # (wall seconds, CPU seconds of this thread) per redraw


def timed_render(h: Harness, timing: Timing) -> None:
    """One redraw, its wall and CPU time noted (the CPU time is what other programs on a shared
    machine cannot inflate)."""
    wall, cpu = time.perf_counter(), time.thread_time()
    h.render()
    timing[0].append(time.perf_counter() - wall)
    timing[1].append(time.thread_time() - cpu)


def frame_times(h: Harness, frames: int) -> Timing:
    """Per full redraw of what the harness shows now."""
    h.render()
    timing: Timing = ([], [])
    for _ in range(frames):
        timed_render(h, timing)
    return timing


def clip_frame_times(h: Harness, board, frames: int) -> Timing:  # type: ignore[no-untyped-def]
    """Per redraw while computers' moves are animated, advancing 1/60 s between frames."""
    timing: Timing = ([], [])
    board.session.play(board.view().legal_actions()[-1])
    board.plan = type(board.plan)()
    board._pull_news(h.ctx)
    while len(timing[0]) < frames and not board.session.is_over:
        if board.playback.idle and not board.session.bot_to_move():
            break
        h.step(1 / 60, fps=60)
        timed_render(h, timing)
    return timing


def figures(times: list[float]) -> str:
    return (f"median {statistics.median(times) * 1000:.1f} ms, p95 {percentile(times, 0.95) * 1000:.1f} ms, "
            f"max {max(times) * 1000:.1f} ms")


def line(name: str, timing: Timing) -> str:
    return f"{name} over {len(timing[0])} redraws\n  wall: {figures(timing[0])}\n  CPU:  {figures(timing[1])}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200, help="redraws measured")
    args = parser.parse_args(argv)
    with Harness("de") as h:
        board = late_board(h)
        view = board.view()
        written = sum(1 for c in view.cauldrons if not c.is_empty)
        print(f"table: 5 players, round {view.round}, {written} cauldrons written, {len(board.log.lines)} log lines")
        print(line("board at rest, recipe half written (1920x1080)", frame_times(h, args.frames)))
        clip = clip_frame_times(h, board, args.frames)
        if clip[0]:
            print(line("board while moves are animated", clip))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
