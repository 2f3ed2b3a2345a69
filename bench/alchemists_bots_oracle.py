"""Alchemists board game: how many points the strong computer leaves for want of knowing the secret.

Four strong seats play the same seeds twice: as shipped, and as oracles that know the secret from
round --from-round on (their knowledge keeps only the true world; everything else, the plan, the
values and the rules, is the same code). The gap is what better deduction and experimenting could
still bring this policy; an oracle table is an upper bound for it, not a goal. Per variant: points a
seat and the winner's, and the seat's points by source.

    nice -n 10 .venv/bin/python bench/alchemists_bots_oracle.py [--games 20] [--from-round 1]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.alchemists.board.economy import assignment  # noqa: E402
from games.alchemists.board.knowledge import TRUSTED_SEAL, Knowledge, KnowledgeMemory  # noqa: E402
from games.alchemists.board.rules import RULES  # noqa: E402
from games.alchemists.board.scoring import breakdowns  # noqa: E402
from games.alchemists.board.strong import StrongBot  # noqa: E402
from games.alchemists.board.view import View  # noqa: E402
from games.alchemists.deduction import WORLDS, WorldSet  # noqa: E402
from games.kernel.play import TERMINAL, Match, bot_action, new_match, play_action  # noqa: E402

VARIANTS = ("apprentice", "master")
PLAYERS = 4
FIRST_SEED = 70_000


class OracleMemory(KnowledgeMemory):
    """A strong seat's knowledge narrowed to the true world from `from_round` on."""

    def __init__(self, secret: tuple[int, ...], from_round: int) -> None:
        super().__init__(TRUSTED_SEAL)
        self.truth = np.all(WORLDS == np.array(secret), axis=1)
        self.from_round = from_round
        self._narrowed: tuple[Knowledge, Knowledge] | None = None  # the shipped knowledge and its narrowing

    def recall(self, view: View) -> Knowledge:
        """The shipped knowledge, or the true world alone once the round has come (narrowed once per
        knowledge the shipped memory gives, so its cached beliefs are not worked out again every decision)."""
        known = super().recall(view)
        if view.round < self.from_round:
            return known
        if self._narrowed is None or self._narrowed[0] is not known:
            mask = known.worlds.mask & self.truth
            mask.flags.writeable = False
            self._narrowed = (known, Knowledge(WorldSet(known.worlds.facts, mask), known.claims))
        return self._narrowed[1]


def play(seed: int, variant: str, from_round: int | None) -> Match:
    """One all-strong game; oracle seats when `from_round` is given."""
    match = new_match(RULES, [f"bot:strong{seat}" for seat in range(PLAYERS)], seed, {"variant": variant})
    secret = assignment(match.state.secret)
    bots = [StrongBot(memory=OracleMemory(secret, from_round)) if from_round else StrongBot() for _ in range(PLAYERS)]
    while RULES.to_move(match.state) != TERMINAL:
        play_action(match, bot_action(match, bots[RULES.to_move(match.state)]))
    return match


def table(games: int, variant: str, from_round: int | None) -> str:
    """Points a seat, the winner's and the seat's points by source over `games` seeded games."""
    seats, winners, sources = [], [], defaultdict(float)
    for game in range(games):
        parts = breakdowns(play(FIRST_SEED + game, variant, from_round).state)
        seats += [p.total for p in parts]
        winners.append(max(p.total for p in parts))
        for part in parts:
            for source, points in part.to_json().items():
                if source not in ("total", "leftover_gold"):
                    sources[source] += points / (games * PLAYERS)
    label = "shipped" if from_round is None else f"oracle from round {from_round}"
    by_source = "  ".join(f"{k} {v:.1f}" for k, v in sources.items())
    return (f"{variant:10s} {label:22s} seat {statistics.mean(seats):5.1f}  winner {statistics.mean(winners):5.1f}"
            f"  | {by_source}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per variant and table")
    parser.add_argument("--from-round", type=int, default=1, help="the first round the oracles know the secret")
    args = parser.parse_args(argv)
    if not 1 <= args.from_round <= 6:
        parser.error("--from-round is a round, 1 to 6")
    for variant in VARIANTS:
        for from_round in (None, args.from_round):
            print(table(args.games, variant, from_round), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
