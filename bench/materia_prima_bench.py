"""Materia Prima figures: scenarios per second, the computer alchemist's time per decision (median,
p95, max), and pass rates per scenario and difficulty.

    .venv/bin/python bench/materia_prima_bench.py [--seeds 20] [--players 4] [--speed-games 30] [--objective-days]

A pass "as chosen" is passed within the chosen difficulty's days; "extended" ones passed only after
playing on at an easier difficulty (the computer alchemists always play on when they are behind).
--objective-days adds, per scenario over easy games, the day the objective was first met and how
often it was met by day 12 / 16 / 20: the difficulty is only the number of days (rulebook), so it
matters only as far as the objective needs them — later days only add risk.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bot_timing import TimedBot, decision_times  # noqa: E402
from games.kernel.play import play_to_end  # noqa: E402
from games.kernel.protocol import seat_names_of  # noqa: E402
from games.materia_prima.bots import AlchemistBot  # noqa: E402
from games.materia_prima.components import DIFFICULTIES, SCENARIOS  # noqa: E402
from games.materia_prima.end import played_difficulty  # noqa: E402
from games.materia_prima.rules import RULES  # noqa: E402
from games.materia_prima.scenarios import objective_met  # noqa: E402


def play(config: dict, seed: int, times: list[float] | None = None):  # type: ignore[no-untyped-def]
    """One scenario with computer alchemists in every seat (timed when `times` is given)."""
    count = len(seat_names_of(RULES, config))
    bots = [TimedBot(AlchemistBot(), times) if times is not None else AlchemistBot() for _ in range(count)]
    return play_to_end(RULES, bots, seed, config=config)


def speed(games: int) -> tuple[float, float, list[float]]:
    """(scenarios per second, actions per scenario, decision times) over mixed scenarios."""
    times: list[float] = []
    start, actions = time.perf_counter(), 0
    for seed in range(games):
        config = {"players": 1 + seed % 4, "scenario": seed % 5, "difficulty": "normal"}
        actions += len(play(config, 50_000 + seed, times).actions)
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / games, times


def outcome_kind(state, chosen: str) -> str:  # type: ignore[no-untyped-def]
    """"passed", "extended", "failed" (objective) or "lost" (all soul stones)."""
    if state.result == "passed":
        return "passed" if played_difficulty(state) == chosen else "extended"
    return "lost" if state.reason == "soul-stones" else "failed"


def pass_rates(seeds: int, players: int) -> None:
    """Print one line per scenario and difficulty."""
    print(f"pass rates, {players} computer alchemists, {seeds} seeds each "
          "(as chosen / after playing on / failed / all soul stones lost):")
    for scenario in SCENARIOS:
        for difficulty in DIFFICULTIES:
            kinds = Counter(outcome_kind(play({"players": players, "scenario": scenario, "difficulty": difficulty},
                                              seed).state, difficulty) for seed in range(seeds))
            print(f"  scenario {scenario} {difficulty:<6}: {100 * kinds['passed'] / seeds:5.1f} % passed"
                  f"  ({kinds['passed']} / {kinds['extended']} / {kinds['failed']} / {kinds['lost']})")


def first_met_day(states) -> int | None:  # type: ignore[no-untyped-def]
    """The first day on which the objective was met, if ever."""
    return next((s.day for s in states if s.day and s.alchemists and objective_met(s)), None)


def objective_days(seeds: int, players: int) -> None:
    """Print one line per scenario: when the objective is first met in easy games."""
    print(f"objective first met, {players} computer alchemists, easy, {seeds} seeds each:")
    for scenario in SCENARIOS:
        days = [first_met_day(play({"players": players, "scenario": scenario, "difficulty": "easy"}, seed).states)
                for seed in range(seeds)]
        met = sorted(d for d in days if d is not None)
        median = met[len(met) // 2] if met else "-"
        by = " / ".join(str(sum(1 for d in met if d <= last)) for last in sorted(DIFFICULTIES.values()))
        print(f"  scenario {scenario}: met in {len(met)} of {seeds} (median day {median}); by day 12 / 16 / 20: {by}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="seeded scenarios per scenario and difficulty")
    parser.add_argument("--players", type=int, default=4, help="computer alchemists (1-4; one plays two)")
    parser.add_argument("--speed-games", type=int, default=30, help="scenarios for the speed figures")
    parser.add_argument("--objective-days", action="store_true", help="also: the day the objective is first met")
    args = parser.parse_args(argv)
    rate, length, times = speed(args.speed_games)
    print(f"{rate:.2f} scenarios/s over {args.speed_games} mixed scenarios (1-4 players, normal; "
          f"{length:.0f} actions each)")
    print(f"computer alchemist decision: {decision_times(times)}")
    pass_rates(args.seeds, args.players)
    if args.objective_days:
        objective_days(args.seeds, args.players)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
