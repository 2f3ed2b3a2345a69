"""Alchemists board game: what a resource is worth to one strong seat, measured instead of guessed.

Four strong seats play the same seeds twice: as shipped, and with seat 0 given a gift when round
--round starts: an artifact (one whose effect lasts; those that act once when bought are refused) or
some gold, outside the rules (such a game is no legal record). Per gift and variant: seat 0's points
minus its points without the gift (paired game by game, mean ± s.e.), the colleagues' mean change,
and seat 0's change by source. An artifact's measured worth, less its printed points, is what its
effect brings this policy from that round on; compare it with `values.artifact_effect`.

    nice -n 10 .venv/bin/python bench/alchemists_gift_value.py [--games 100] [--round 2] \
        [--gifts printing-press,robe-of-respect,gold:4]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.alchemists.board.components import ARTIFACT_BY_ID  # noqa: E402
from games.alchemists.board.rules import RULES  # noqa: E402
from games.alchemists.board.scoring import breakdowns  # noqa: E402
from games.alchemists.board.state import State, evolve  # noqa: E402
from games.alchemists.board.strong import StrongBot  # noqa: E402
from games.kernel.play import TERMINAL, Match, bot_action, new_match, play_action  # noqa: E402

VARIANTS = ("apprentice", "master")
PLAYERS = 4
FIRST_SEED = 81_000
ACT_WHEN_BOUGHT = frozenset({"amulet-of-rhetoric", "hypnotic-amulet", "witchs-trunk", "thinking-cap", "altar-of-gold"})
DEFAULT_GIFTS = "boots,discount-card,magic-mortar,periscope,printing-press,robe-of-respect,gold:1,gold:4"

Scores = tuple[list[float], dict[str, float]]  # every seat's total, seat 0's points by source


def check_gift(gift: str) -> str:
    """The gift if it can be given at a round's start, else ValueError saying why."""
    if gift.startswith("gold:") and gift[5:].isdigit():
        return gift
    if gift not in ARTIFACT_BY_ID:
        raise ValueError(f"unknown gift {gift!r}: an artifact id or gold:N")
    if gift in ACT_WHEN_BOUGHT:
        raise ValueError(f"{gift} acts when bought, so a gift would not show its worth")
    return gift


def given(state: State, gift: str) -> State:
    """The state with seat 0 holding the gift."""
    lab = state.labs[0]
    if gift.startswith("gold:"):
        lab = evolve(lab, gold=lab.gold + int(gift[5:]))
    else:
        lab = evolve(lab, artifacts=lab.artifacts + (gift,))
    return evolve(state, labs=(lab,) + state.labs[1:])


def play_match(seed: int, variant: str, gift: str, at: int) -> Match:
    """One all-strong game; seat 0 gets `gift` (if any) when round `at` starts its play order."""
    match = new_match(RULES, [f"bot:strong{seat}" for seat in range(PLAYERS)], seed, {"variant": variant})
    bots = [StrongBot() for _ in range(PLAYERS)]
    pending = bool(gift)
    while RULES.to_move(match.state) != TERMINAL:
        task = match.state.agenda[0] if match.state.agenda else None
        if pending and match.state.round == at and task is not None and task.kind == "order":
            match.states[-1], pending = given(match.state, gift), False
        play_action(match, bot_action(match, bots[RULES.to_move(match.state)]))
    return match


def play(job: tuple[int, str, str, int]) -> Scores:
    """The scores of one game of `play_match`."""
    parts = breakdowns(play_match(*job).state)
    return [float(p.total) for p in parts], {k: float(v) for k, v in parts[0].to_json().items()}


def report(gift: str, at: int, variant: str, pairs: list[tuple[Scores, Scores]]) -> str:
    """One line: seat 0's paired gain, the colleagues' change and seat 0's gain by source."""
    own = [gifted[0][0] - shipped[0][0] for shipped, gifted in pairs]
    others = [statistics.mean(gifted[0][1:]) - statistics.mean(shipped[0][1:]) for shipped, gifted in pairs]
    sources: dict[str, float] = defaultdict(float)
    for shipped, gifted in pairs:
        for source, points in gifted[1].items():
            sources[source] += (points - shipped[1].get(source, 0.0)) / len(pairs)
    spread = statistics.stdev(own) / len(own) ** 0.5 if len(own) > 1 else 0.0
    by_source = " ".join(f"{s} {v:+.2f}" for s, v in sources.items() if s != "total" and abs(v) >= 0.05)
    return (f"{gift:18s} round {at} {variant:10s} seat 0 {statistics.mean(own):+5.2f} ± {spread:.2f}"
            f"  colleagues {statistics.mean(others):+5.2f}  ({by_source})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games a variant and gift (default 100)")
    parser.add_argument("--round", type=int, default=2, help="the round whose start brings the gift (1-6)")
    parser.add_argument("--gifts", default=DEFAULT_GIFTS, help="artifact ids or gold:N, comma-separated")
    parser.add_argument("--procs", type=int, default=2)
    args = parser.parse_args()
    if not 1 <= args.round <= 6:
        parser.error(f"--round {args.round}: a game has rounds 1 to 6")
    try:
        gifts = [check_gift(g) for g in args.gifts.split(",")]
    except ValueError as error:
        parser.error(str(error))
    seeds = range(FIRST_SEED, FIRST_SEED + args.games)
    jobs = [(seed, variant, gift, args.round) for gift in ["", *gifts] for variant in VARIANTS for seed in seeds]
    with Pool(args.procs) as pool:
        results = dict(zip(jobs, pool.map(play, jobs, chunksize=4)))
    print(f"{args.games} games a variant and gift, seeds {FIRST_SEED}+, four strong seats; seat 0 gifted")
    for gift in gifts:
        for variant in VARIANTS:
            pairs = [(results[(s, variant, "", args.round)], results[(s, variant, gift, args.round)]) for s in seeds]
            print(report(gift, args.round, variant, pairs), flush=True)


if __name__ == "__main__":
    main()
