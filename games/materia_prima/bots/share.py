"""Sharing the work of a big recipe: idle computer alchemists make its stage-2 parts.

A stage-3 element needs four mined elements and three conversions; one alchemist alone takes most
of a scenario for it, while the others sit idle. So the team plan splits what an alchemist still
lacks for its recipes and deliveries into stage-2 parts (a stage-3 element into its two
ingredients) and hands them to the alchemists with nothing to do: each helper gets a "supply"
wish (mine, convert in its own tower, carry the part over and trade it), the worker an "await"
wish, so it does not mine for the part itself. Parts go to the helper that already holds most of
them, so the split stays stable while the plan is recomputed at every decision.
"""

from __future__ import annotations

from collections import Counter

from games.materia_prima.bots.plan import STAGE_OF, Wish, cost_of, holdings, shortfall
from games.materia_prima.components import CONVERSIONS, ELEMENT_INDEX, ELEMENTS
from games.materia_prima.elements import Bag
from games.materia_prima.state import Alchemist, State

PARTS_PER_HELPER = 2  # stage-2 parts one helper works on at a time
BIG_JOB = 6  # mined elements a worker still lacks above which its stage-2 needs are shared too


def stage_two_parts(need: Counter, have: Bag) -> list[str]:
    """The stage-2 elements still lacking for `need` (stage-3 elements split into their
    ingredients), after what `have` covers. A stage-2 element needed as such counts only when the
    worker lacks more than BIG_JOB mined elements in all: a small job it does quicker alone."""
    missing, _ = shortfall(need, have)
    direct = sum(missing.values()) > BIG_JOB
    stock = Counter({e: n for e, n in zip(ELEMENTS, have) if n})
    work = Counter()
    for element, n in need.items():
        left = max(0, n - stock[element])
        stock[element] -= n - left
        if STAGE_OF[element] == 3:
            for part in CONVERSIONS[element]:
                work[part] += left
        elif STAGE_OF[element] == 2 and direct:
            work[element] += left
    parts: list[str] = []
    for element in sorted(work):
        left = max(0, work[element] - max(0, stock[element]))
        parts += [element] * left
    return parts


def progress(helper: Alchemist, part: str) -> int:
    """How far a helper already is with a part: holding it counts most, then its ingredients."""
    have = holdings(helper)
    return 10 * have[ELEMENT_INDEX[part]] + sum(min(1, have[ELEMENT_INDEX[e]]) for e in CONVERSIONS[part])


def hand_out(state: State, parts: list[str], helpers: list[int]) -> dict[int, list[str]]:
    """Parts to helpers: at most PARTS_PER_HELPER each, the helper furthest along first."""
    given: dict[int, list[str]] = {seat: [] for seat in helpers}
    pairs = sorted(((-progress(state.alchemists[seat], part), index, seat) for index, part in enumerate(parts)
                    for seat in helpers))
    done: set[int] = set()
    for round_ in range(PARTS_PER_HELPER):
        for _, index, seat in pairs:
            if index not in done and len(given[seat]) == round_:
                given[seat].append(parts[index])
                done.add(index)
    return {seat: items for seat, items in given.items() if items}


def share_work(state: State, plan: dict[int, list[Wish]]) -> None:
    """Give idle alchemists the stage-2 parts the busiest alchemist lacks (in place)."""
    helpers = [a.seat for a in state.alchemists if not plan[a.seat]]
    workers = sorted((a for a in state.alchemists if plan[a.seat]),
                     key=lambda a: (-len(stage_two_parts(cost_of(plan[a.seat]), holdings(a))), a.seat))
    for worker in workers:
        if not helpers:
            return
        parts = stage_two_parts(cost_of(plan[worker.seat]), holdings(worker))
        for seat, items in hand_out(state, parts, helpers).items():
            plan[seat] = [Wish("supply", part, str(worker.seat)) for part in items]
            plan[worker.seat] = plan[worker.seat] + [Wish("await", part, str(seat)) for part in items]
            helpers.remove(seat)
