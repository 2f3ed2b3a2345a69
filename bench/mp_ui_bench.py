"""Materia Prima's board screen: frame time of the busiest board at 1920 x 1080 (SDL dummy driver,
no GPU). Four alchemists play the Opus Magnum (three inquisitor types) through the session to day 8,
then the table is filled up further (three homunculi each, elements on the ground, alarm markers),
and full redraws are timed in three situations: a human's turn with every reachable field marked,
the fight odds on the inquisitors (when the alchemist to move can fight), and days of clips (the humans end their turns at once, so the
alarm and Inquisition phases run: figures walking, paths, cards, the dice tray).

    .venv/bin/python bench/mp_ui_bench.py [--frames 300]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot_timing import percentile  # noqa: E402  (bench/ is the script's folder)

from games.app.table.bot_worker import BotWorker  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.app.table.match_session import MatchSession  # noqa: E402
from games.kernel.play import Match  # noqa: E402
from games.materia_prima import actions as A  # noqa: E402
from games.materia_prima.bots import AlchemistBot  # noqa: E402
from games.materia_prima.components import ELEMENTS  # noqa: E402
from games.materia_prima.state import Homunculus, State  # noqa: E402
from games.materia_prima.ui.board_scene import BoardScene  # noqa: E402

HOMUNCULI = ("aeribos", "limmex", "branos", "glys", "taikos", "welfis", "liska", "vitrion", "cuprell", "sulfax",
             "aurelion", "platinar")


def crowded(state: State) -> State:
    """The table with three homunculi per alchemist next to it, elements on every fifth field and
    alarm markers on every seventh."""
    alchemists = []
    names = iter(HOMUNCULI)
    for alchemist in state.alchemists:
        near = [f for f in state.board.neighbours[alchemist.field]][:3]
        homunculi = tuple(Homunculus(next(names), field, (1,) + (0,) * 11) for field in near)
        alchemists.append(replace(alchemist, homunculi=homunculi, carried=(2, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0)))
    ground = tuple(tuple(1 if i % 5 == 0 and e < 4 else 0 for e in range(len(ELEMENTS))) for i in range(49))
    markers = tuple(1 if i % 7 == 0 else 0 for i in range(49))
    return replace(state, alchemists=tuple(alchemists), ground=ground, markers=markers)


def busy_board(h: Harness) -> BoardScene:
    """Four alchemists on day 8 of the Opus Magnum, the table crowded, a human to move."""
    config = {"players": 4, "scenario": 4, "difficulty": "normal"}
    session = MatchSession.new("materia-prima", ["human"] * 4, h.ctx.storage, seed=21, config=config,
                               worker=BotWorker(threaded=False))
    bot = AlchemistBot()
    while session.state.day < 8 and not session.is_over:
        session.play(bot.choose(session.view(), session.legal_actions(), None))  # type: ignore[arg-type]
    while not (session.human_to_move() and session.state.agenda[0][0] == "act"):
        session.play(bot.choose(session.view(), session.legal_actions(), None))  # type: ignore[arg-type]
    match = session.match
    session.match = Match(match.rules, match.record, match.states[:-1] + [crowded(match.state)], match.actions)
    session.take_news()
    board = h.push(BoardScene(session, "bench"))
    h.step(0.1)
    return board


def timed_render(h: Harness, wall: list[float], cpu: list[float]) -> None:
    """One full redraw, its wall-clock and its CPU time (the second is what a frame costs; the
    first also counts the waits of a machine shared with other work)."""
    began, began_cpu = time.perf_counter(), time.process_time()
    h.render()
    cpu.append(time.process_time() - began_cpu)
    wall.append(time.perf_counter() - began)


def frame_times(h: Harness, frames: int) -> tuple[list[float], list[float]]:
    h.render()
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(frames):
        timed_render(h, wall, cpu)
    return wall, cpu


def report(name: str, times: tuple[list[float], list[float]]) -> None:
    for kind, values in zip(("wall", "CPU"), times):
        ms = [t * 1000 for t in values]
        print(f"{name:<36} {kind:>4}: median {statistics.median(ms):5.2f} ms  p95 {percentile(ms, 0.95):5.2f} ms  "
              f"max {max(ms):6.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    frames = parser.parse_args().frames
    with Harness("de") as h:
        board = busy_board(h)
        report("turn, reachable fields marked", frame_times(h, frames))
        if any(b.action == ("verb", "fight") for b in board.buttons.buttons):
            board.controls.verb = "fight"
            board.refresh(h.ctx)
            report("fight odds on the inquisitors", frame_times(h, frames))
        wall: list[float] = []
        cpu: list[float] = []
        while len(wall) < 4 * frames and not board.session.is_over:
            if board.idle() and board.session.human_to_move():
                board.play([A.EndTurn() if A.EndTurn() in board.session.legal_actions()
                            else board.session.legal_actions()[0]], h.ctx)
            h.step(1 / 30)
            timed_render(h, wall, cpu)
        report("days of clips (alarm, Inquisition)", (wall, cpu))
        print(f"(regions of the still parts repainted: {board.chrome.repaints} times in {len(wall)} frames of clips)")


if __name__ == "__main__":
    main()
