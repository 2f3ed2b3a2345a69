"""Materia Prima figures: scenarios per second, the computer alchemist's time per decision (median,
p95, max), and pass rates per scenario and difficulty for each number of players (1 = solo, two
alchemists), with the city orders fulfilled per scenario and the scenario events won by the
alchemists' side.

    .venv/bin/python bench/materia_prima_bench.py [--seeds 20] [--players 1,2,3,4] [--difficulty easy,normal,hard]
        [--speed-games 30] [--objective-days] [--table]

--table prints the balance table of issue 22: rows scenario × team size (2-4 computer alchemists),
columns easy / normal / hard (passed as chosen, in %), with the averages, the scenario events won by
the alchemists' side, and the fights no computer should start (2 × dice < target).

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
from games.materia_prima.odds import beatable  # noqa: E402
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


def players_label(players: int) -> str:
    """How a player count reads in the figures (solo plays two alchemists)."""
    return "1 player (solo, two computer alchemists)" if players == 1 else f"{players} computer alchemists"


def pass_rates(seeds: int, players: int, difficulties: list[str]) -> None:
    """Print one line per scenario and difficulty: pass rate, orders fulfilled, events won."""
    print(f"pass rates, {players_label(players)}, {seeds} seeds each (as chosen / after playing on / failed / "
          "all soul stones lost; city orders fulfilled per scenario; events won by the alchemists of those held; "
          "soul stones left per scenario):")
    for scenario in SCENARIOS:
        for difficulty in difficulties:
            states = [play({"players": players, "scenario": scenario, "difficulty": difficulty}, seed).state
                      for seed in range(seeds)]
            kinds = Counter(outcome_kind(state, difficulty) for state in states)
            orders = sum(len(state.fulfilled) for state in states) / seeds
            won = sum(1 for state in states for event in state.events if event.side == "alchemists")
            held = sum(len(state.events) for state in states)
            stones = sum(a.soul_stone for state in states for a in state.alchemists) / seeds
            print(f"  scenario {scenario} {difficulty:<6}: {100 * kinds['passed'] / seeds:5.1f} % passed"
                  f"  ({kinds['passed']} / {kinds['extended']} / {kinds['failed']} / {kinds['lost']})"
                  f"  orders {orders:.1f}  events {won}/{held}  soul stones left {stones:.1f}")


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


def cell(scenario: int, players: int, difficulty: str, seeds: int) -> tuple[float, int, int, int]:
    """(pass rate in %, events won by the alchemists, events held, hopeless fights) of one table cell."""
    passed = won = held = hopeless = 0
    for seed in range(seeds):
        state = play({"players": players, "scenario": scenario, "difficulty": difficulty}, seed).state
        passed += outcome_kind(state, difficulty) == "passed"
        won += sum(1 for event in state.events if event.side == "alchemists")
        held += len(state.events)
        hopeless += sum(1 for fight in state.fights if fight.kind in ("attack", "order") and not beatable(len(fight.dice), fight.target))
    return 100 * passed / seeds, won, held, hopeless


def balance_table(seeds: int, teams: list[int], difficulties: list[str]) -> None:
    """Print the pass rates: rows scenario × team size, columns the difficulties; then averages."""
    print(f"passed as chosen, in %, {seeds} seeds a cell (computer alchemists in every seat):")
    print("  scenario  team  " + "  ".join(f"{d:>7}" for d in difficulties))
    totals = {d: [] for d in difficulties}
    won = held = hopeless = 0
    for scenario in SCENARIOS:
        for players in teams:
            rates = []
            for difficulty in difficulties:
                rate, w, h, bad = cell(scenario, players, difficulty, seeds)
                rates.append(rate)
                won, held, hopeless = won + w, held + h, hopeless + bad
                if scenario:
                    totals[difficulty].append(rate)
            print(f"  {scenario:>8}  {players:>4}  " + "  ".join(f"{r:6.1f}%" for r in rates), flush=True)
    print("  average of scenarios 1-4: " + "  ".join(f"{d} {sum(v) / max(1, len(v)):.1f} %" for d, v in totals.items()))
    print(f"  scenario events won by the alchemists: {won} of {held} ({100 * won / max(1, held):.0f} %)")
    print(f"  fights with 2 × dice < target started by an alchemist: {hopeless}")


def int_list(text: str) -> list[int]:
    """"1,2,3,4" -> [1, 2, 3, 4] (each 1-4)."""
    counts = [int(part) for part in text.split(",")]
    if any(not 1 <= n <= 4 for n in counts):
        raise argparse.ArgumentTypeError("player counts are 1 to 4")
    return counts


def str_list(text: str) -> list[str]:
    """"easy,normal" -> the known difficulties named."""
    names = text.split(",")
    if any(name not in DIFFICULTIES for name in names):
        raise argparse.ArgumentTypeError(f"difficulties are {', '.join(DIFFICULTIES)}")
    return names


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="seeded scenarios per scenario and difficulty")
    parser.add_argument("--players", type=int_list, default=[4], help="player counts, e.g. 1,2,3,4 (1: solo, two alchemists)")
    parser.add_argument("--difficulty", type=str_list, default=list(DIFFICULTIES), help="difficulties, e.g. easy,normal")
    parser.add_argument("--speed-games", type=int, default=30, help="scenarios for the speed figures")
    parser.add_argument("--objective-days", action="store_true", help="also: the day the objective is first met")
    parser.add_argument("--table", action="store_true", help="the balance table: scenario × team size × difficulty")
    args = parser.parse_args(argv)
    if args.table:
        balance_table(args.seeds, [p for p in args.players if p > 1] or [2, 3, 4], args.difficulty)
        return 0
    if args.speed_games:
        rate, length, times = speed(args.speed_games)
        print(f"{rate:.2f} scenarios/s over {args.speed_games} mixed scenarios (1-4 players, normal; "
              f"{length:.0f} actions each)")
        print(f"computer alchemist decision: {decision_times(times)}")
    for players in args.players:
        pass_rates(args.seeds, players, args.difficulty)
        if args.objective_days:
            objective_days(args.seeds, players)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
