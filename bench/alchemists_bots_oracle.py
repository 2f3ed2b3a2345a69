"""Alchemists board game: how many points the strong computer leaves for want of knowing the secret.

Four strong seats play the same seeds twice: as shipped, and as oracles that know the secret from
round --from-round on (their knowledge keeps only the true world; everything else, the plan, the
values and the rules, is the same code). The gap is what better deduction and experimenting could
still bring this policy; an oracle table is an upper bound for it, not a goal. Per variant: points a
seat and the winner's, and the seat's points by source.

Instead of the oracle: --pooled seats know every seat's facts (colleagues' results with their
ingredients: the most that reading colleagues could ever tell); --gift gold|cube gives every seat one
more gold (or cube) each round from round 2 on, outside the rules (what the policy would make of the
resources it is short of; such a game is no legal record).

    nice -n 10 .venv/bin/python bench/alchemists_bots_oracle.py [--games 20] [--from-round 1 | --pooled | --gift gold]
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
from games.alchemists.board.knowledge import TRUSTED_SEAL, Knowledge, KnowledgeMemory, claims_of, facts_of  # noqa: E402
from games.alchemists.board.state import State, evolve  # noqa: E402
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


class PooledMemory(KnowledgeMemory):
    """A strong seat's knowledge from every seat's facts (`match`: the game it plays in)."""

    def __init__(self, match: Match) -> None:
        super().__init__(TRUSTED_SEAL)
        self.match = match
        self._pooled: tuple[tuple, Knowledge] | None = None  # the facts pooled last and their knowledge

    def recall(self, view: View) -> Knowledge:
        """The worlds all seats' facts leave, with the seat's own beliefs in colleagues' claims."""
        super().recall(view)
        facts = tuple(dict.fromkeys(f for seat in range(PLAYERS) for f in facts_of(RULES.view(self.match.state, seat))))
        if self._pooled is None or self._pooled[0] != facts:
            worlds = WorldSet.of(facts)
            self._pooled = (facts, Knowledge(worlds, claims_of(view, worlds, self.trusted)))
        return self._pooled[1]


def gifted(state: State, gift: str, given: set[tuple[int, str]]) -> State:
    """The state with one more gold (at a round's start) or cube (when its declaring starts) for every
    seat, once a round from round 2 on."""
    task = state.agenda[0] if state.agenda else None
    moment = "declare" if gift == "cube" else "order"
    if state.round < 2 or task is None or task.kind != moment or (state.round, gift) in given:
        return state
    given.add((state.round, gift))
    field = "cubes" if gift == "cube" else "gold"
    return evolve(state, labs=tuple(evolve(lab, **{field: getattr(lab, field) + 1}) for lab in state.labs))


def play(seed: int, variant: str, from_round: int | None, pooled: bool = False, gift: str = "") -> Match:
    """One all-strong game; oracle seats when `from_round` is given, pooled ones or a gift if asked."""
    match = new_match(RULES, [f"bot:strong{seat}" for seat in range(PLAYERS)], seed, {"variant": variant})
    secret = assignment(match.state.secret)
    bots = [StrongBot(memory=OracleMemory(secret, from_round)) if from_round
            else StrongBot(memory=PooledMemory(match)) if pooled else StrongBot() for _ in range(PLAYERS)]
    given: set[tuple[int, str]] = set()
    while RULES.to_move(match.state) != TERMINAL:
        if gift:
            match.states[-1] = gifted(match.state, gift, given)
        play_action(match, bot_action(match, bots[RULES.to_move(match.state)]))
    return match


def table(games: int, variant: str, from_round: int | None, pooled: bool = False, gift: str = "") -> str:
    """Points a seat, the winner's and the seat's points by source over `games` seeded games."""
    seats, winners, sources = [], [], defaultdict(float)
    for game in range(games):
        parts = breakdowns(play(FIRST_SEED + game, variant, from_round, pooled, gift).state)
        seats += [p.total for p in parts]
        winners.append(max(p.total for p in parts))
        for part in parts:
            for source, points in part.to_json().items():
                if source not in ("total", "leftover_gold"):
                    sources[source] += points / (games * PLAYERS)
    label = ("pooled facts" if pooled else f"one more {gift} a round" if gift else "shipped" if from_round is None
             else f"oracle from round {from_round}")
    by_source = "  ".join(f"{k} {v:.1f}" for k, v in sources.items())
    return (f"{variant:10s} {label:22s} seat {statistics.mean(seats):5.1f}  winner {statistics.mean(winners):5.1f}"
            f"  | {by_source}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per variant and table")
    parser.add_argument("--from-round", type=int, default=1, help="the first round the oracles know the secret")
    parser.add_argument("--pooled", action="store_true", help="seats that know every seat's facts instead of oracles")
    parser.add_argument("--gift", choices=("gold", "cube"), help="one more gold or cube a round instead of oracles")
    args = parser.parse_args(argv)
    if not 1 <= args.from_round <= 6:
        parser.error("--from-round is a round, 1 to 6")
    if args.pooled and args.gift:
        parser.error("--pooled and --gift are two different tables: choose one")
    for variant in VARIANTS:
        print(table(args.games, variant, None), flush=True)
        if args.pooled or args.gift:
            print(table(args.games, variant, None, args.pooled, args.gift or ""), flush=True)
        else:
            print(table(args.games, variant, args.from_round), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
