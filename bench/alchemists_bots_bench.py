"""Alchemists board game: how the computers play, per player count (2, 3, 4) and variant.

For every table size and variant two kinds of seeded games:
- all strong: the mean score per seat and the winner's mean;
- mixed: one strong seat (rotated) against easy seats: the easy seats' mean, how often the strong seat
  beats every easy seat;
artifacts bought, exhibitions (tried / made), the reputation at the end (and how often it is below the
start) and the seals placed (and the share on right theories) per player and game, at the all-strong
tables and for the easy seats of the mixed games; the decision times of both levels (median and max).
Goals of issue 21: all-strong 4-seat tables >= 40 a seat and the winner >= 50; easy >= 12; strong
beats easy in >= 90 %; every decision <= 1 s. With --losses, every mixed game the strong seat did not
win is printed seed by seed, with the points by source of the strong seat and of the best easy seat.

    nice -n 10 .venv/bin/python bench/alchemists_bots_bench.py [--games 8] [--players 2,3,4] [--losses]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot_timing import TimedBot  # noqa: E402  (bench/ is the script's folder)

from games.alchemists.board.bots import BOTS  # noqa: E402
from games.alchemists.board.rules import RULES  # noqa: E402
from games.alchemists.board.components import START_REPUTATION  # noqa: E402
from games.alchemists.board.scoring import breakdowns, revelation  # noqa: E402
from games.kernel.play import Match, play_to_end  # noqa: E402

VARIANTS = ("apprentice", "master")


@dataclass
class Habits:
    """What seats of one kind did, one entry per player and game."""

    artifacts: list[int] = field(default_factory=list)  # bought
    exhibitions: list[tuple[int, int]] = field(default_factory=list)  # (tried, made)
    reputation: list[int] = field(default_factory=list)  # at the end
    seals: list[tuple[int, int]] = field(default_factory=list)  # (placed, on a right theory at the end)


@dataclass
class Tally:
    """Figures gathered over the games of one table size and variant."""

    strong_scores: list[int] = field(default_factory=list)  # every seat of all-strong games
    winners: list[int] = field(default_factory=list)  # the winner of each all-strong game
    easy_scores: list[int] = field(default_factory=list)  # easy seats of mixed games
    mixed_strong: list[int] = field(default_factory=list)  # the strong seat of mixed games
    strong_beats_easy: list[bool] = field(default_factory=list)
    # by "strong" (every seat of all-strong games) and "easy" (the easy seats of mixed ones)
    habits: dict[str, Habits] = field(default_factory=lambda: {"strong": Habits(), "easy": Habits()})
    times: dict[str, list[float]] = field(default_factory=lambda: {"strong": [], "easy": []})
    losses: list[str] = field(default_factory=list)  # one line per mixed game the strong seat did not win


def seat_figures(match: Match, levels: list[str], tally: Tally) -> None:
    """The habits of the seats of a finished match: every seat of an all-strong table, the easy seats
    of a mixed one."""
    state = match.state
    revealed = revelation(state)
    for seat, lab in enumerate(state.labs):
        kind = levels[seat]
        if kind == "strong" and "easy" in levels:
            continue  # the strong seat among easy ones plays another game
        habits = tally.habits[kind]
        habits.artifacts.append(len(lab.artifacts))
        tried = sum(1 for e in state.experiments if e.seat == seat and e.kind == "exhibit")
        habits.exhibitions.append((tried, len(lab.exhibited)))
        habits.reputation.append(lab.reputation)
        standing = [r.correct for r in revealed for s in r.seals if s.seat == seat]
        retired = sum(1 for owner, _, _ in state.retired_seals if owner == seat)  # debunked: wrong
        habits.seals.append((len(standing) + retired, sum(standing)))


def play(levels: list[str], seed: int, variant: str, tally: Tally) -> Match:
    """One seeded game of the given levels."""
    bots: list[Any] = [TimedBot(BOTS[level](), tally.times[level]) for level in levels]
    match = play_to_end(RULES, bots, seed, config={"variant": variant})
    assert match.outcome() is not None
    seat_figures(match, levels, tally)
    return match


def scores_of(match: Match) -> list[int]:
    """The finished match's scores."""
    outcome = match.outcome()
    assert outcome is not None
    return list(outcome.scores)


def loss_line(match: Match, seed: int, strong: int) -> str:
    """A mixed game the strong seat did not win: its seed, the scores, and the points by source of
    the strong seat and of the best easy seat."""
    scores = scores_of(match)
    rival = max((i for i in range(len(scores)) if i != strong), key=lambda i: scores[i])
    parts = breakdowns(match.state)

    def sources(seat: int) -> str:
        return " ".join(f"{k[:4]} {v}" for k, v in parts[seat].to_json().items() if k not in ("total", "leftover_gold"))
    return (f"  seed {seed} strong seat {strong}: scores {scores} | strong {sources(strong)} "
            f"| easy seat {rival} {sources(rival)}")


def measure(players: int, variant: str, games: int) -> Tally:
    """All-strong and mixed games of one table size and variant."""
    tally = Tally()
    for game in range(games):
        seed = 30_000 + 100 * players + game
        scores = scores_of(play(["strong"] * players, seed, variant, tally))
        tally.strong_scores += scores
        tally.winners.append(max(scores))
        strong = game % players
        levels = ["easy"] * players
        levels[strong] = "strong"
        match = play(levels, seed + 50, variant, tally)
        scores = scores_of(match)
        easy = [s for i, s in enumerate(scores) if i != strong]
        tally.easy_scores += easy
        tally.mixed_strong.append(scores[strong])
        tally.strong_beats_easy.append(scores[strong] > max(easy))
        if scores[strong] <= max(easy):
            tally.losses.append(loss_line(match, seed + 50, strong))
    return tally


def mean(values: list[int] | list[float]) -> float:
    return statistics.mean(values) if values else float("nan")


def seat_habits(tally: Tally, kind: str) -> str:
    """Per player and game of seats of `kind`: artifacts bought, exhibitions tried / made, reputation
    at the end (and how often below the start), seals placed and the share on right theories."""
    habits = tally.habits[kind]
    tried = mean([t for t, _ in habits.exhibitions])
    made = mean([m for _, m in habits.exhibitions])
    below = mean([float(r < START_REPUTATION) for r in habits.reputation])
    placed, right = sum(p for p, _ in habits.seals), sum(r for _, r in habits.seals)
    return (f"artifacts/player {mean(habits.artifacts):.2f} exhibitions/player {tried:.2f} tried {made:.2f} made "
            f"reputation {mean(habits.reputation):.1f} ({100 * below:.0f}% below {START_REPUTATION}) "
            f"seals/player {mean([p for p, _ in habits.seals]):.1f} {100 * right / max(placed, 1):.0f}% right")


def report(players: int, variant: str, tally: Tally) -> str:
    """One line of figures."""
    strong_t, easy_t = tally.times["strong"], tally.times["easy"]
    return (f"{players}p {variant:10s} strong/seat {mean(tally.strong_scores):5.1f}  winner {mean(tally.winners):5.1f}  "
            f"| mixed: strong {mean(tally.mixed_strong):5.1f} easy/seat {mean(tally.easy_scores):5.1f} "
            f"strong>easy {100 * mean([float(b) for b in tally.strong_beats_easy]):3.0f}%  "
            f"| all strong: {seat_habits(tally, 'strong')} | easy seats: {seat_habits(tally, 'easy')} "
            f"| decision ms strong median {1000 * statistics.median(strong_t):.1f} max {1000 * max(strong_t):.0f}, "
            f"easy max {1000 * max(easy_t):.1f}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8, help="all-strong and mixed games per table size and variant")
    parser.add_argument("--players", default="2,3,4", help="table sizes, comma-separated")
    parser.add_argument("--variants", default=",".join(VARIANTS), help="variants, comma-separated")
    parser.add_argument("--losses", action="store_true", help="print the mixed games the strong seat did not win")
    args = parser.parse_args(argv)
    for players in (int(p) for p in args.players.split(",")):
        for variant in args.variants.split(","):
            tally = measure(players, variant, args.games)
            print(report(players, variant, tally), flush=True)
            if args.losses and tally.losses:
                print("\n".join(tally.losses), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
