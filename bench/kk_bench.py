"""Kupferkessel Co. figures: games per second (easy vs easy), the strong bot's time per move
(median, p95, max), its win rate against the easy bot over seeded games with alternating colours,
and the board's frame time at 1920 x 1080 with a long event log (SDL dummy driver, no GPU).

    .venv/bin/python bench/kk_bench.py [--games 200] [--speed-games 200] [--frames 120]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot_timing import TimedBot, decision_times, percentile  # noqa: E402  (bench/ is the script's folder)

from games.kernel.play import play_to_end  # noqa: E402
from games.kupferkessel.bots import EasyBot, StrongBot  # noqa: E402
from games.kupferkessel.rules import RULES  # noqa: E402


def games_per_second(games: int) -> tuple[float, float]:
    """(games per second, mean actions per game) of easy against easy."""
    start, actions = time.perf_counter(), 0
    for seed in range(games):
        actions += len(play_to_end(RULES, [EasyBot(), EasyBot()], seed).actions)
    return games / (time.perf_counter() - start), actions / games


def strong_against_easy(games: int) -> tuple[int, int, int, list[float], list[int]]:
    """(wins, draws, losses, decision times, score margins) of strong, colours alternating."""
    times: list[float] = []
    wins = draws = losses = 0
    margins: list[int] = []
    for seed in range(games):
        strong_seat = seed % 2
        strong = TimedBot(StrongBot(), times)
        bots = [strong, EasyBot()] if strong_seat == 0 else [EasyBot(), strong]
        outcome = play_to_end(RULES, bots, 10_000 + seed).outcome()
        assert outcome is not None
        margins.append(outcome.scores[strong_seat] - outcome.scores[1 - strong_seat])
        if outcome.winner is None:
            draws += 1
        elif outcome.winner == strong_seat:
            wins += 1
        else:
            losses += 1
    return wins, draws, losses, times, margins


def board_frame_times(frames: int) -> list[float]:
    """Seconds per full redraw of the board at rest, 14 turns in (a long log, undo with its reason)."""
    from games.app.table.bot_worker import BotWorker
    from games.app.testing.headless import Harness
    from games.app.table.match_session import MatchSession
    from games.kupferkessel.ui.board_draw import cell_rect
    from games.kupferkessel.ui.board_scene import BoardScene

    with Harness("de") as h:
        session = MatchSession.new("kupferkessel", ["human", "bot:strong"], h.ctx.storage, seed=17,
                                   worker=BotWorker(threaded=False))
        board = h.push(BoardScene(session))
        for _ in range(14):
            while not board.awaiting_card():
                h.step(0.5)
            h.click(cell_rect(session.legal_actions()[0].cell).center)
        while not board.awaiting_card():
            h.step(0.5)
        h.render()
        times = []
        for _ in range(frames):
            began = time.perf_counter()
            h.render()
            times.append(time.perf_counter() - began)
        return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="strong vs easy games")
    parser.add_argument("--speed-games", type=int, default=200, help="easy vs easy games for the speed figure")
    parser.add_argument("--frames", type=int, default=120, help="board redraws for the frame time")
    args = parser.parse_args(argv)
    rate, length = games_per_second(args.speed_games)
    print(f"easy vs easy: {rate:.1f} games/s over {args.speed_games} games ({length:.0f} actions per game)")
    wins, draws, losses, times, margins = strong_against_easy(args.games)
    print(f"strong move time: {decision_times(times)}")
    print(f"strong vs easy over {args.games} games (colours alternating): {wins} won, {draws} drawn, "
          f"{losses} lost = {100 * wins / args.games:.1f}% wins, mean margin {statistics.mean(margins):+.1f} points")
    frames = board_frame_times(args.frames)
    print(f"board frame (1920x1080, long log): median {statistics.median(frames) * 1000:.1f} ms, "
          f"p95 {percentile(frames, 0.95) * 1000:.1f} ms over {len(frames)} redraws")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
