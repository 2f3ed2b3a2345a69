"""Alchemists board game: tune the strong computer's numbers (tuning.StrongTuning) on common seeds.

A candidate is judged on four-seat all-strong tables, Apprentice and Master, the same seeds for every
candidate (common random numbers: the secret and the first deals are shared, so differences are
paired game by game): the objective is the mean points a seat over both variants; the winner's mean
and where reputation went (debunks among the strong seats, conferences) are printed too. A candidate
that would be taken must also keep the strong seat beating every easy seat in >= 90 % of mixed games
(one strong seat, rotated, three easy). The search goes coordinate by coordinate over GRID (each value
of one parameter with the best set so far; a change is taken when it gains at least --gain points a
seat); --random adds that many random sets of two or three changes around the best. --validate plays
the shipped and the given set on fresh seeds and prints both.

    nice -n 10 .venv/bin/python bench/alchemists_bots_tune.py --games 50 [--params star_gold,debunk_risk]
    nice -n 10 .venv/bin/python bench/alchemists_bots_tune.py --validate "star_silver=0.6 debunk_risk=0" --games 100
"""

from __future__ import annotations

import argparse
import ast
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.alchemists.board.easy import EasyBot  # noqa: E402
from games.alchemists.board.rules import RULES  # noqa: E402
from games.alchemists.board.scoring import breakdowns  # noqa: E402
from games.alchemists.board.strong import StrongBot  # noqa: E402
from games.alchemists.board.tuning import DEFAULT, StrongTuning  # noqa: E402
from games.kernel.play import Match, play_to_end  # noqa: E402

VARIANTS = ("apprentice", "master")
PLAYERS = 4
SEARCH_SEEDS = 70_000  # the search's seeds; --validate uses VALIDATE_SEEDS, which the search never sees
VALIDATE_SEEDS = 90_000
MIXED_SHARE = 0.5  # mixed games per variant, as a share of --games, when a candidate is checked
BEATS_EASY = 0.9
REASONS = ("debunk", "debunk-failed", "conflict", "conference", "publish", "sale", "exhibition", "month")
GRID: dict[str, tuple[Any, ...]] = {  # the values the coordinate search tries, besides the current one
    "star_gold": (0.8, 0.95), "star_silver": (0.55, 0.85), "debunk_risk": (0.0, 0.6),
    "conference_weight": ((1.0, 1.0, 0.6), (1.0, 0.5, 0.1)), "gold_value": (0.6, 1.0),
    "gold_late": ((0.6, 0.45, 0.34), (0.8, 0.7, 0.5)), "month_share": (0.0, 0.25), "info_value": (2.5, 6.0),
    "rival_loss": (0.0, 1.5), "trusted_seal": (4.0, 16.0), "idle_cube": (0.15, 0.6), "freed_share": (0.4, 1.0),
    "sure_sale": (0.7, 0.95), "plausible": (0.2, 0.35), "theory_trust": (1.0, 2.5), "lateness": (0.2, 0.5),
    "foraged_pair": (0.4, 1.0), "stranded": (1.5, 3.0), "doubted": (0.05, 0.2), "bid": (0, 2),
    "order_gold": (0.8, 1.6), "card_weight": (0.8, 1.6), "artifact_effect": (0.5, 1.5),
}


@dataclass
class Result:
    """A candidate's figures on the seeds it was played on."""

    tuning: StrongTuning
    table: dict[str, list[float]] = field(default_factory=dict)  # variant -> mean a seat per game
    winner: dict[str, list[int]] = field(default_factory=dict)  # variant -> the winner's points per game
    reasons: Counter = field(default_factory=Counter)  # reputation change by reason, summed over seats
    seats: int = 0
    beats: list[bool] = field(default_factory=list)  # mixed games: strong beat every easy seat
    easy: list[int] = field(default_factory=list)  # mixed games: the easy seats' points
    margin: list[int] = field(default_factory=list)  # mixed games: strong's points less the best easy seat's

    def per_game(self) -> list[float]:
        """Mean a seat per game, both variants in seed order (what paired differences pair)."""
        return [v for variant in VARIANTS for v in self.table.get(variant, [])]

    def objective(self) -> float:
        return statistics.mean(self.per_game())

    def row(self, label: str, base: Result | None) -> str:
        """One line of the table."""
        seat = {v: statistics.mean(self.table[v]) for v in VARIANTS if self.table.get(v)}
        win = {v: statistics.mean(self.winner[v]) for v in VARIANTS if self.winner.get(v)}
        text = (f"{label:36s} seat {self.objective():5.2f} (A {seat.get('apprentice', 0):5.2f} "
                f"M {seat.get('master', 0):5.2f})  winner A {win.get('apprentice', 0):5.2f} "
                f"M {win.get('master', 0):5.2f}")
        if base is not None:
            diff, se = paired(self, base)
            text += f"  diff {diff:+5.2f} ± {se:4.2f}"
        per_seat = {r: self.reasons[r] / self.seats for r in ("debunk", "debunk-failed", "conference")}
        text += "  rep/seat " + " ".join(f"{r} {v:+.2f}" for r, v in per_seat.items())
        if self.beats:
            text += (f"  | mixed: beats easy {100 * statistics.mean(self.beats):3.0f}% easy "
                     f"{statistics.mean(self.easy):4.1f} margin {statistics.mean(self.margin):+5.2f}")
        return text


def paired(a: Result, b: Result) -> tuple[float, float]:
    """Mean of a's minus b's points a seat, game by game, and its standard error."""
    diffs = [x - y for x, y in zip(a.per_game(), b.per_game())]
    se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
    return statistics.mean(diffs), se


def reputation_by_reason(match: Match, into: Counter) -> None:
    """Add every reputation change of the finished match to `into`, by its reason (and the losses
    alone as "<reason> lost"), and every seat's final points by source ("points <source>")."""
    for event in match.state.events:
        if event.kind == "reputation":
            change = event.get("change", 0)
            into[event.get("reason")] += change
            into[f"{event.get('reason')} lost"] += min(0, change)
    for part in breakdowns(match.state):
        for source, points in part.to_json().items():
            into[f"points {source}"] += points


def play(bots: list[Any], seed: int, variant: str) -> Match:
    """One seeded game to its end."""
    match = play_to_end(RULES, bots, seed, config={"variant": variant})
    assert match.outcome() is not None, seed
    return match


def scores(match: Match) -> list[int]:
    outcome = match.outcome()
    assert outcome is not None
    return list(outcome.scores)


def evaluate(tuning: StrongTuning, games: int, first_seed: int, mixed: int = 0) -> Result:
    """All-strong four-seat games (and `mixed` mixed ones) per variant on seeds from `first_seed`."""
    result = Result(tuning)
    for variant in VARIANTS:
        for game in range(games):
            match = play([StrongBot(tuning=tuning) for _ in range(PLAYERS)], first_seed + game, variant)
            points = scores(match)
            result.table.setdefault(variant, []).append(statistics.mean(points))
            result.winner.setdefault(variant, []).append(max(points))
            result.seats += PLAYERS
            reputation_by_reason(match, result.reasons)
        for game in range(mixed):
            check_mixed(result, variant, first_seed + 5_000 + game, game % PLAYERS)
    return result


def check_mixed(result: Result, variant: str, seed: int, strong: int) -> None:
    """One strong seat (with the candidate's numbers) against three easy seats."""
    bots: list[Any] = [EasyBot() for _ in range(PLAYERS)]
    bots[strong] = StrongBot(tuning=result.tuning)
    points = scores(play(bots, seed, variant))
    easy = [p for i, p in enumerate(points) if i != strong]
    result.beats.append(points[strong] > max(easy))
    result.easy += easy
    result.margin.append(points[strong] - max(easy))


def label_of(tuning: StrongTuning) -> str:
    changed = tuning.changed()
    return " ".join(f"{k}={str(v).replace(' ', '')}" for k, v in changed.items()) or "shipped"


def parse_set(text: str) -> StrongTuning:
    """"star_silver=0.6 debunk_risk=0" -> the shipped tuning with those values."""
    changes = {}
    for item in text.split():
        name, value = item.split("=", 1)
        changes[name] = ast.literal_eval(value)
    return DEFAULT.with_(**changes)


def accept(candidate: Result, best: Result, gain: float, games: int, first_seed: int) -> bool:
    """A candidate better by `gain` a seat (and by 1.5 standard errors of the paired difference) that
    still beats easy seats in BEATS_EASY of mixed games."""
    diff, se = paired(candidate, best)
    if diff < max(gain, 1.5 * se):
        return False
    mixed = max(1, int(games * MIXED_SHARE))
    for variant in VARIANTS:
        for game in range(mixed):
            check_mixed(candidate, variant, first_seed + 5_000 + game, game % PLAYERS)
    return statistics.mean(candidate.beats) >= BEATS_EASY


def search(params: list[str], games: int, gain: float, rounds: int, tries: int, seed: int,
           first: StrongTuning = DEFAULT) -> StrongTuning:
    """Coordinate search over GRID from `first` (then `tries` random sets), a line per candidate."""
    start = time.perf_counter()
    best = evaluate(first, games, SEARCH_SEEDS)
    print(best.row(label_of(first)[:36], None), flush=True)
    for _ in range(rounds):
        moved = False
        for name in params:
            for value in GRID[name]:
                if getattr(best.tuning, name) == value:
                    continue
                candidate = evaluate(best.tuning.with_(**{name: value}), games, SEARCH_SEEDS)
                taken = accept(candidate, best, gain, games, SEARCH_SEEDS)
                print(candidate.row(f"  {name}={value}", best) + ("  TAKEN" if taken else ""), flush=True)
                if taken:
                    best, moved = candidate, True
        if not moved:
            break
    rng = random.Random(seed)
    for _ in range(tries):
        names = rng.sample(params, rng.choice((2, 3)))
        tuning = best.tuning.with_(**{n: rng.choice(GRID[n]) for n in names})
        candidate = evaluate(tuning, games, SEARCH_SEEDS)
        taken = accept(candidate, best, gain, games, SEARCH_SEEDS)
        print(candidate.row("  " + label_of(tuning)[:34], best) + ("  TAKEN" if taken else ""), flush=True)
        if taken:
            best = candidate
    print(f"best: {label_of(best.tuning)}  ({time.perf_counter() - start:.0f} s)", flush=True)
    return best.tuning


def details(result: Result) -> str:
    """Per seat: reputation by reason (gains and losses) and points by source."""
    per = {k: v / result.seats for k, v in sorted(result.reasons.items()) if v}
    return "    " + "  ".join(f"{k} {v:+.2f}" for k, v in per.items())


def validate(tuning: StrongTuning, games: int, first_seed: int) -> tuple[Result, Result]:
    """The shipped and the given set on the same fresh seeds, all-strong and mixed."""
    mixed = games
    shipped = evaluate(DEFAULT, games, first_seed, mixed)
    print(shipped.row("shipped", None), details(shipped), sep="\n", flush=True)
    tuned = evaluate(tuning, games, first_seed, mixed)
    print(tuned.row(label_of(tuning)[:36], shipped), details(tuned), sep="\n", flush=True)
    return shipped, tuned


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="all-strong games per variant and candidate")
    parser.add_argument("--params", default=",".join(GRID), help="parameters to search, comma-separated")
    parser.add_argument("--gain", type=float, default=0.5, help="points a seat a change must gain to be taken")
    parser.add_argument("--rounds", type=int, default=1, help="passes of the coordinate search")
    parser.add_argument("--random", type=int, default=0, help="random sets tried after the coordinate search")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random sets")
    parser.add_argument("--start", default="", help="the set the search starts from (default: shipped)")
    parser.add_argument("--grid", default="", help='values to try instead of GRID\'s, e.g. "info_value=1.5,2"')
    parser.add_argument("--validate", help='a set to check on fresh seeds, e.g. "star_silver=0.6 debunk_risk=0"')
    parser.add_argument("--first-seed", type=int, default=VALIDATE_SEEDS, help="first seed of --validate")
    args = parser.parse_args(argv)
    if args.validate is not None:
        validate(parse_set(args.validate), args.games, args.first_seed)
        return 0
    params = [p for p in args.params.split(",") if p]
    unknown = [p for p in params if p not in GRID and f"{p}=" not in args.grid]
    if unknown:
        parser.error(f"unknown parameters {unknown}; known: {', '.join(GRID)}")
    for item in args.grid.split():
        name, values = item.split("=", 1)
        GRID[name] = tuple(ast.literal_eval(f"[{values}]"))
    search(params, args.games, args.gain, args.rounds, args.random, args.seed, parse_set(args.start))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
