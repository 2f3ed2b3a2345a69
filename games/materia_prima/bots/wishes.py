"""What a computer alchemist works towards, and what that costs: the `Wish` every bot module speaks in.

A "wish" is a recipe to make, a deck to research (the pool lacks a card the objective needs), an
element to deliver to a city or to hand to another alchemist (or to await from one), a guard to
beat and a sealed mine to open (scenario 2). The team plan (plan.py), city orders (orders.py),
shared work (share.py), travel and turns build on these.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from games.materia_prima.board import UNREACHABLE, hex_distance
from games.materia_prima.components import CONVERSIONS, ELEMENTS, RECIPES, STAGE
from games.materia_prima.elements import Bag, add, bag_of
from games.materia_prima.state import Alchemist, State

STAGE_OF = dict(zip(ELEMENTS, STAGE))
WEAPONS = ("schwert", "dolch")  # +2 and +1 attack dice


@dataclass(frozen=True)
class Wish:
    """One thing an alchemist works towards.

    kind: "make" (recipe `what`), "research" (deck `what`, level `where`), "deliver" (element
    `what` to city `where`), "supply" (element `what` to the alchemist of seat `where`), "await"
    (element `what` from the helper of seat `where`), "guard" (beat guard `what`), "open" (mine
    the sealed mine at field `where`)."""

    kind: str
    what: str
    where: str = ""
    optional: bool = False  # a city order for scenario points, not the objective


def cost_of(wishes: list[Wish]) -> Counter:
    """The elements the make- and deliver-wishes need together."""
    need: Counter = Counter()
    for wish in wishes:
        if wish.kind == "make":
            need.update(RECIPES[wish.what].cost)
        elif wish.kind in ("deliver", "supply"):
            need[wish.what] += 1
    return need


def shortfall(need: Counter, have: Bag) -> tuple[Counter, list[str]]:
    """(stage-1 elements still to mine, conversions that can be made now) to cover `need` from
    `have`, turning missing higher elements into their ingredients (highest stage first)."""
    stock = Counter({e: n for e, n in zip(ELEMENTS, have) if n})
    work = Counter(need)
    missing: Counter = Counter()
    ready: list[str] = []
    for stage in (3, 2, 1):
        for element in [e for e in ELEMENTS if STAGE_OF[e] == stage]:
            wanted = work[element]
            used = min(wanted, stock[element])
            stock[element] -= used
            left = wanted - used
            if not left:
                continue
            if stage == 1:
                missing[element] += left
                continue
            a, b = CONVERSIONS[element]
            if stock[a] >= 1 and stock[b] >= 1 and element not in ready:
                ready.append(element)
            work[a] += left
            work[b] += left
    return missing, ready


def travel_cost(state: State, alchemist: Alchemist, recipe: str) -> int:
    """Steps from the alchemist's tower to the nearest mines of the stage-1 elements a recipe needs
    (each element counted as often as needed), less what the alchemist already has."""
    missing, _ = shortfall(Counter(RECIPES[recipe].cost), holdings(alchemist))
    home = state.board.fields[alchemist.tower].hex
    total = 0
    for element, n in missing.items():
        mines = [hex_distance(home, f.hex) for f in state.board.fields if f.kind == "mine" and f.element == element]
        total += n * min(mines, default=UNREACHABLE)
    return total


def pool_cards(state: State, deck: str, level: int, taken: set[str], alchemist: Alchemist | None = None) -> list[str]:
    """Pool cards of a deck and level nobody has claimed yet, the quickest to make first."""
    cards = [c for c in state.pool if RECIPES[c].deck == deck and RECIPES[c].level == level and c not in taken]
    if alchemist is None:
        return sorted(cards)
    return sorted(cards, key=lambda c: (travel_cost(state, alchemist, c), c))


def claim(state: State, deck: str, level: int, taken: set[str], alchemist: Alchemist | None = None) -> Wish:
    """A make-wish for a free pool card, or a research-wish for its deck and level."""
    cards = pool_cards(state, deck, level, taken, alchemist)
    if cards:
        taken.add(cards[0])
        return Wish("make", cards[0])
    return Wish("research", deck, str(level))


def weapon_wishes(state: State, alchemist: Alchemist, taken: set[str]) -> list[Wish]:
    """A weapon from the pool (the strongest free one) for an alchemist about to fight that has none."""
    weapons = [c for c in WEAPONS if c in state.pool and c not in taken]
    if not weapons or any(RECIPES[t].slot == "weapon" for t in alchemist.worn + alchemist.stored):
        return []
    taken.add(weapons[0])
    return [Wish("make", weapons[0])]


def holdings(alchemist: Alchemist, with_tower: bool = True) -> Bag:
    """What the alchemist has to work with: its tableau (optionally) and its hands."""
    return add(alchemist.storage, alchemist.carried) if with_tower else alchemist.carried


def expecting(alchemist: Alchemist, wishes: list[Wish]) -> Bag:
    """What the alchemist has, with the parts helpers are bringing (its "await" wishes)."""
    awaited = [w.what for w in wishes if w.kind == "await"]
    return add(holdings(alchemist), bag_of(awaited)) if awaited else holdings(alchemist)
