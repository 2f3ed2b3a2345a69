"""Alchemists board game: how well the strong computer's declaration spends a round, and what it holds
when the last round starts.

Four strong seats play seeded games. At every declaration the greedy plan (plan.declare_plan) is
compared with the best set of actions the cubes allow, found by trying every set, both judged by the
plan's own offers and values: the gap is what a better search within a round could still bring (a
small gap means the values, not the search, decide). When the last round's declaration starts, each
seat's stock is counted: cubes, gold, star seals left, and the right theories on the board without
its seal that it believes (star_silver or more), with how many endorsements its gold pays for.

    nice -n 10 .venv/bin/python bench/alchemists_plan_gap.py [--games 15]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.alchemists.board import plan as P  # noqa: E402
from games.alchemists.board.components import ROUNDS, action_costs  # noqa: E402
from games.alchemists.board.economy import assignment  # noqa: E402
from games.alchemists.board.knowledge import Knowledge  # noqa: E402
from games.alchemists.board.rules import RULES  # noqa: E402
from games.alchemists.board.strong import StrongBot  # noqa: E402
from games.alchemists.board.tuning import DEFAULT  # noqa: E402
from games.alchemists.board.view import View  # noqa: E402
from games.kernel.play import TERMINAL, bot_action, new_match, play_action  # noqa: E402

VARIANTS = ("apprentice", "master")
PLAYERS = 4
FIRST_SEED = 80_000


def set_worth(offers: dict[str, list[P.Offer]], view: View, cubes: int, spaces: list[str]) -> float | None:
    """The plan's worth of declaring `spaces` (None when the cubes, cards or gold do not allow it)."""
    worth = P.steps_worth(offers, P.Desk(cubes, view.hand, view.own().gold, {}), view.players, spaces)
    return None if worth is None else worth[0]


def best_set(offers: dict[str, list[P.Offer]], view: View, cubes: int) -> float:
    """The worth of the best set of actions the cubes allow, every set tried."""
    rows = {space: action_costs(space, view.players)[:len(row)] for space, row in offers.items() if row}
    best = 0.0
    for counts in product(*(range(len(costs) + 1) for costs in rows.values())):
        if sum(sum(costs[:n]) for costs, n in zip(rows.values(), counts)) > cubes:
            continue
        worth = set_worth(offers, view, cubes, [space for space, n in zip(rows, counts) for _ in range(n)])
        if worth is not None:
            best = max(best, worth)
    return best


def plan_gap(view: View, knowledge: Knowledge, plan: list[str]) -> float:
    """How much less the greedy `plan` is worth than the best set, by the plan's own values."""
    cubes = view.own().cubes
    offers = P.offers_of(view, knowledge)
    greedy = set_worth(offers, view, cubes, plan) or 0.0
    return max(0.0, best_set(offers, view, cubes) - greedy)


def final_stock(view: View, knowledge: Knowledge, secret: tuple[int, ...]) -> Counter[str]:
    """What the seat holds as the last round's declaration starts."""
    own, stars = view.own(), view.seals[0] + view.seals[1]
    believed = sorted(1 + len(t.seals) for t in view.theories  # each one's endorsement fee
                      if t.alchemical == secret[t.ingredient] and all(s != view.seat for s, _ in t.seals)
                      and knowledge.cells[t.ingredient, t.alchemical] >= DEFAULT.star_silver)
    return Counter({"cubes": own.cubes, "gold": own.gold, "star seals": stars, "right theories believed": len(believed),
                    "gold pays 1 endorsement": bool(stars and believed and believed[0] <= own.gold),
                    "gold pays 2": bool(stars > 1 and len(believed) > 1 and sum(believed[:2]) <= own.gold)})


def play(seed: int, variant: str, gaps: list[float], stock: Counter[str]) -> int:
    """One all-strong game, its declarations' gaps and last-round stocks added; the seats counted."""
    match = new_match(RULES, [f"bot:strong{seat}" for seat in range(PLAYERS)], seed, {"variant": variant})
    bots, secret, seen = [StrongBot() for _ in range(PLAYERS)], assignment(match.state.secret), set()
    while RULES.to_move(match.state) != TERMINAL:
        seat = RULES.to_move(match.state)
        view = RULES.view(match.state, seat)
        if view.task is not None and view.task.kind == "declare" and (view.round, seat) not in seen:
            seen.add((view.round, seat))
            knowledge = bots[seat].memory.recall(view)
            gaps.append(plan_gap(view, knowledge, bots[seat].plans.plan(view, knowledge)))  # kept for its decision
            if view.round == ROUNDS:
                stock.update(final_stock(view, knowledge, secret))
        play_action(match, bot_action(match, bots[seat]))
    return PLAYERS


def report(games: int, variant: str) -> str:
    """The mean gap a declaration, the share of declarations the search would change, the stock."""
    gaps: list[float] = []
    stock: Counter[str] = Counter()
    seats = sum(play(FIRST_SEED + game, variant, gaps, stock) for game in range(games))
    held = "  ".join(f"{name} {count / seats:.2f}" for name, count in stock.items())
    return (f"{variant:10s} {len(gaps)} declarations: greedy {statistics.mean(gaps):.3f} points below the best set, "
            f"{sum(g > 1e-9 for g in gaps) / len(gaps):.0%} differ | last round a seat: {held}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=15, help="all-strong four-seat games per variant")
    args = parser.parse_args(argv)
    for variant in VARIANTS:
        print(report(args.games, variant), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
