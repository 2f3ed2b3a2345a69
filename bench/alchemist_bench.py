"""Alchemist figures: games per second (easy bots), the strong bot's time per decision (median,
p95, max; goal <= 0.5 s) and its win rate against easy bots over seeded games with the seats
rotated, for each table size asked (a shared win counts as a fraction).

    .venv/bin/python bench/alchemist_bench.py [--games 200] [--speed-games 100] [--players 2,4]
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

from games.alchemist.bots import EasyBot, StrongBot  # noqa: E402
from games.alchemist.rules import RULES  # noqa: E402
from games.alchemist.scoring import winners  # noqa: E402
from games.kernel.play import play_to_end  # noqa: E402


def games_per_second(games: int, players: int) -> tuple[float, float]:
    """(games per second, mean actions per game) of easy bots only."""
    start, actions = time.perf_counter(), 0
    for seed in range(games):
        actions += len(play_to_end(RULES, [EasyBot()] * players, seed).actions)
    return games / (time.perf_counter() - start), actions / games


def strong_against_easy(games: int, players: int, times: list[float]) -> tuple[float, float, list[int]]:
    """(wins, shared-win fractions, score margins over the best easy bot) of one strong bot whose
    seat rotates through the table, schools on in even games and off in odd ones."""
    wins = shared = 0.0
    margins: list[int] = []
    for seed in range(games):
        strong_seat = seed % players
        bots: list[Any] = [EasyBot() for _ in range(players)]
        bots[strong_seat] = TimedBot(StrongBot(), times)
        config = {"schools": "on" if seed // players % 2 == 0 else "off"}
        outcome = play_to_end(RULES, bots, 20_000 + seed, config=config).outcome()
        assert outcome is not None
        best = winners(outcome.details)
        if strong_seat in best:
            wins += 1 / len(best)
            shared += (len(best) > 1)
        margins.append(outcome.scores[strong_seat] - max(s for i, s in enumerate(outcome.scores) if i != strong_seat))
    return wins, shared, margins


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="strong vs easy games per table size")
    parser.add_argument("--speed-games", type=int, default=100, help="easy-only games for the speed figure")
    parser.add_argument("--players", default="2,4", help="table sizes for the win rate, e.g. 2,3,4,5")
    args = parser.parse_args(argv)
    for players in (2, 5):
        rate, length = games_per_second(args.speed_games, players)
        print(f"{players} easy bots: {rate:.1f} games/s over {args.speed_games} games ({length:.0f} actions per game)")
    times: list[float] = []
    for players in [int(p) for p in args.players.split(",")]:
        wins, shared, margins = strong_against_easy(args.games, players, times)
        print(f"strong vs {players - 1} easy over {args.games} games (seats rotated, schools on/off): "
              f"{100 * wins / args.games:.1f}% wins (a fair share is {100 / players:.0f}%; {shared:.0f} shared), "
              f"mean margin over the best easy bot {statistics.mean(margins):+.1f} points")
    print(f"strong decision time: {decision_times(times)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
