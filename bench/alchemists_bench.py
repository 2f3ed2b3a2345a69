"""Alchemists board game figures: games per second (easy bots only), the strong bot's time per
decision (median, p95, max) and its win rate against two easy bots over seeded three-seat games with
the strong seat rotated and the variant alternating.

    .venv/bin/python bench/alchemists_bench.py [--games 120] [--speed-games 60]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot_timing import TimedBot, decision_times  # noqa: E402  (bench/ is the script's folder)

from games.alchemists.board.bots import EasyBot, StrongBot  # noqa: E402
from games.alchemists.board.rules import RULES  # noqa: E402
from games.kernel.play import play_to_end  # noqa: E402

VARIANTS = ("apprentice", "master")


def games_per_second(games: int) -> tuple[float, float]:
    """(games per second, mean actions per game) of easy bots at 2, 3 and 4 seats, both variants."""
    start, actions = time.perf_counter(), 0
    for seed in range(games):
        players = 2 + seed % 3
        config = {"variant": VARIANTS[seed // 3 % 2]}
        actions += len(play_to_end(RULES, [EasyBot() for _ in range(players)], seed, config=config).actions)
    return games / (time.perf_counter() - start), actions / games


def strong_against_easy(games: int) -> tuple[dict[str, list[int]], list[float], list[int]]:
    """Per variant [wins, games], the strong bot's decision times, and its margins over the best easy bot."""
    times: list[float] = []
    record = {variant: [0, 0] for variant in VARIANTS}
    margins: list[int] = []
    for seed in range(games):
        seat, variant = seed % 3, VARIANTS[seed // 3 % 2]
        bots: list[Any] = [EasyBot(), EasyBot(), EasyBot()]
        bots[seat] = TimedBot(StrongBot(), times)
        outcome = play_to_end(RULES, bots, 20_000 + seed, config={"variant": variant}).outcome()
        assert outcome is not None
        record[variant][1] += 1
        record[variant][0] += outcome.winner == seat
        margins.append(outcome.scores[seat] - max(s for i, s in enumerate(outcome.scores) if i != seat))
    return record, times, margins


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=120, help="strong vs two easy games")
    parser.add_argument("--speed-games", type=int, default=60, help="easy-only games for the speed figure")
    args = parser.parse_args(argv)
    rate, length = games_per_second(args.speed_games)
    print(f"easy bots only: {rate:.1f} games/s over {args.speed_games} games at 2-4 seats ({length:.0f} actions per game)")
    record, times, margins = strong_against_easy(args.games)
    print(f"strong decision time: {decision_times(times)}")
    wins = sum(w for w, _ in record.values())
    per_variant = ", ".join(f"{v} {w}/{n}" for v, (w, n) in record.items())
    print(f"strong vs two easy over {args.games} games (seat rotated, variants alternating): {wins} won = "
          f"{100 * wins / args.games:.1f}% ({per_variant}); mean margin over the best easy "
          f"{statistics.mean(margins):+.1f} points")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
