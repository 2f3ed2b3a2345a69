"""The computer alchemists' team plan: what each alchemist works towards, and the elements that needs.

Every computer alchemist computes the same plan from the open table, so they share the work
without talking: the objective's recipes are handed out in seat order (different pool cards for
different alchemists); idle alchemists then make parts of big jobs for the others (bot_share.py)
or fetch their last elements, else take city orders for scenario points (bot_orders.py). Once the
objective is met, city orders are all that is left to do; the holder of the team's last soul stone
stays safe. A "wish" is a
recipe to make, a deck to research (the pool lacks a card the objective needs), an element to
deliver to a city or to hand to another alchemist (or to await from one), a guard to beat and a
sealed mine to open (scenario 2).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from games.materia_prima.board import UNREACHABLE, distances_from, hex_distance
from games.materia_prima.components import CITIES, CITY_ORDERS, CONVERSIONS, ELEMENTS, RECIPES, SCENARIOS, STAGE
from games.materia_prima.elements import Bag, add, bag_of
from games.materia_prima.scenarios import complete_stone, level_two_items, made_homunculus_then_fragment, objective_met
from games.materia_prima.state import Alchemist, State
from games.materia_prima.figures import enterable_for
from games.materia_prima.odds import success_chance
from games.materia_prima.scenario_cards import GUARD_TYPE
from games.materia_prima.stats import attack_dice, inquisitor_values

STAGE_OF = dict(zip(ELEMENTS, STAGE))
SUPPLY_AT_MOST = 4  # elements a helper fetches for another alchemist
GUARD_ODDS = 0.1  # scenario 2: the least chance per attack for which a guard is worth attacking
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


def assign(state: State, deck: str, level: int, seats: list[int], taken: set[str]) -> dict[int, Wish]:
    """Free pool cards of a deck and level handed to `seats`: the cheapest (alchemist, card) pair
    first, so each card goes to whoever makes it quickest; a research-wish for seats left over."""
    pairs = sorted((travel_cost(state, state.alchemists[seat], card), seat, card)
                   for seat in seats for card in pool_cards(state, deck, level, taken))
    given: dict[int, Wish] = {}
    for _, seat, card in pairs:
        if seat not in given and card not in taken:
            given[seat] = Wish("make", card)
            taken.add(card)
    return {seat: given.get(seat, Wish("research", deck, str(level))) for seat in seats}


def prolog_plan(state: State, taken: set[str]) -> dict[int, list[Wish]]:
    """Scenario 0: each alchemist a level-1 homunculus, then a level-1 fragment."""
    open_seats = [a.seat for a in state.alchemists if not made_homunculus_then_fragment(a)]
    need_homunculus = [s for s in open_seats
                       if not any(RECIPES[h.id].level == 1 for h in state.alchemists[s].homunculi
                                  if h.id in state.alchemists[s].made)]
    homunculi = assign(state, "homunculi", 1, need_homunculus, taken)
    fragments = assign(state, "fragments", 1, open_seats, taken)
    plan = {a.seat: [homunculi[a.seat]] if a.seat in homunculi else [] for a in state.alchemists}
    for seat, wish in fragments.items():
        plan[seat].append(wish)
    return plan


def level_two_wishes(state: State, alchemist: Alchemist, taken: set[str], needed: int) -> list[Wish]:
    """Scenario 3: level-2 homunculi or equipment, one each for the first `needed` alchemists,
    until the team has made enough."""
    made = [r for r in alchemist.made if RECIPES[r].level == 2 and RECIPES[r].deck in ("homunculi", "equipment")]
    if alchemist.seat >= needed or made or level_two_items(state) >= needed:
        return []
    for deck in ("equipment", "homunculi"):
        cards = pool_cards(state, deck, 2, taken)
        if cards:
            taken.add(cards[0])
            return [Wish("make", cards[0])]
    return [Wish("research", "homunculi" if alchemist.seat % 2 else "equipment", "2")]


def stone_keeper(state: State) -> int:
    """Scenario 4: the seat that gathers the stone — whose tower is farthest from the cities, where
    new inquisitors appear (the lowest seat among equals)."""
    cities = [state.board.fields[state.board.city(c)].hex for c in CITIES]

    def shelter(alchemist: Alchemist) -> tuple[int, int]:
        home = state.board.fields[alchemist.tower].hex
        return (-min(hex_distance(home, c) for c in cities), alchemist.seat)

    return min(state.alchemists, key=shelter).seat


def stone_wishes(state: State, alchemist: Alchemist, taken: set[str]) -> list[Wish]:
    """Scenario 4: the stone keeper collects fragments of level 1, 2 and 3."""
    if alchemist.seat != stone_keeper(state) or any(complete_stone(a) for a in state.alchemists):
        return []
    have = {RECIPES[f].level for f in alchemist.fragments}
    return [claim(state, "fragments", level, taken) for level in (1, 2, 3) if level not in have]


def weapon_wishes(state: State, alchemist: Alchemist, taken: set[str]) -> list[Wish]:
    """A weapon from the pool (the strongest free one) for an alchemist about to fight that has none."""
    weapons = [c for c in WEAPONS if c in state.pool and c not in taken]
    if not weapons or any(RECIPES[t].slot == "weapon" for t in alchemist.worn + alchemist.stored):
        return []
    taken.add(weapons[0])
    return [Wish("make", weapons[0])]


def guard_wishes(state: State, alchemist: Alchemist, taken: set[str]) -> list[Wish]:
    """Scenario 2: a weapon from the pool first when it has none; the guard nearest to its tower
    while it has a fair chance to beat it (GUARD_ODDS); then the nearest open sealed mine."""
    home = state.board.fields[alchemist.tower].hex
    guards = sorted((i for i in state.inquisitors if i.guard),
                    key=lambda i: (hex_distance(state.board.fields[i.field].hex, home), i.id))
    wishes = weapon_wishes(state, alchemist, taken) if guards else []
    odds = success_chance(attack_dice(state, alchemist), inquisitor_values(state, GUARD_TYPE).defence + 1)
    wishes += [Wish("guard", g.id) for g in guards[:1] if odds >= GUARD_ODDS]
    guarded = {i.field for i in state.inquisitors if i.guard}
    wishes += [Wish("open", "", str(f)) for f in state.sealed if f not in guarded][:1]
    return wishes


def order_wishes(state: State, alchemist: Alchemist, claimed_orders: set[str]) -> list[Wish]:
    """An open stage-2 element order nobody works on (for scenario points), nearest city first."""
    passable = enterable_for(state, alchemist.colour)
    dist = distances_from(state.board, [alchemist.tower], lambda f: passable[f])
    options = []
    for city, number in zip(CITIES, state.city_orders):
        order = CITY_ORDERS[number] if number else None
        if order and order.kind == "element" and STAGE_OF[order.value] <= 2 and city not in claimed_orders:
            d = dist[state.board.city(city)]
            if d < UNREACHABLE:
                options.append((d, city, order.value))
    if not options:
        return []
    _, city, element = min(options)
    claimed_orders.add(city)
    return [Wish("deliver", element, city)]


def team_plan(state: State) -> dict[int, list[Wish]]:
    """Each seat's wishes: its part of the objective; with none, help another alchemist or fulfil
    a city order for scenario points. Once the objective is met only city orders: the scenario goes
    on to its last day, and the events of the red days go to the side the points pay for."""
    from games.materia_prima.bots.orders import take_orders  # it builds on this module's wishes
    objective = SCENARIOS[state.scenario].objective
    taken: set[str] = set()
    claimed: set[str] = set()
    if objective_met(state):  # the rest is to be survived: only city orders, for the events
        plan = {a.seat: [] for a in state.alchemists}
        take_orders(state, plan, claimed, taken)
        return without_last_stone(state, plan)
    plan: dict[int, list[Wish]] = prolog_plan(state, taken) if objective == "homunculus-and-fragment" else {}
    for alchemist in state.alchemists:
        if objective == "homunculus-and-fragment":
            wishes = plan[alchemist.seat]
        elif objective == "smoke-over-the-towers":
            wishes = level_two_wishes(state, alchemist, taken, 2)
        elif objective == "opus-magnum":
            wishes = stone_wishes(state, alchemist, taken)
        elif objective == "sealed-mines":
            wishes = guard_wishes(state, alchemist, taken)
        else:
            wishes = []
        plan[alchemist.seat] = wishes
    if objective == "three-orders-in-tristigis":
        tristigis_plan(state, plan, claimed, taken)
    from games.materia_prima.bots.share import share_work  # it builds on this module's wishes
    share_work(state, plan)
    add_supply_wishes(state, plan)
    if objective == "three-orders-in-tristigis":
        tristigis_stock(state, plan, taken)
    for alchemist in state.alchemists:
        if not plan[alchemist.seat]:
            plan[alchemist.seat] = order_wishes(state, alchemist, claimed)
    return without_last_stone(state, plan)


def without_last_stone(state: State, plan: dict[int, list[Wish]]) -> dict[int, list[Wish]]:
    """The plan, with nothing for the holder of the team's last soul stone on a team objective."""
    keeper = last_stone(state)
    if keeper is not None and SCENARIOS[state.scenario].team_objective:
        plan[keeper] = []
    return plan


def last_stone(state: State) -> int | None:
    """The seat holding the team's last soul stone, when the others have none: losing it fails the
    scenario at once, so on a team objective it stays home and leaves the work to the others."""
    holders = [a.seat for a in state.alchemists if a.soul_stone]
    return holders[0] if len(holders) == 1 and state.alchemist_count > 1 else None


def add_supply_wishes(state: State, plan: dict[int, list[Wish]]) -> None:
    """Alchemists with nothing left to do fetch the last elements (at most four) an alchemist still
    lacks for its recipes or deliveries and hand them over."""
    helpers = [a.seat for a in state.alchemists if not plan[a.seat]]
    for alchemist in state.alchemists:
        if not helpers:
            return
        makes = [w for w in plan[alchemist.seat] if w.kind in ("make", "deliver")]
        missing, _ = shortfall(cost_of(makes), expecting(alchemist, plan[alchemist.seat]))
        if makes and 0 < sum(missing.values()) <= SUPPLY_AT_MOST:
            helper = helpers.pop(0)
            plan[helper] = [Wish("supply", element, str(alchemist.seat)) for element in sorted(missing.elements())]


THING_DECKS = {"homunculus": "homunculi", "equipment": "equipment", "fragment": "fragments"}


def can_supply(alchemist: Alchemist, kind: str, value: str) -> bool:
    """True when the alchemist already has what an order of `kind` asks for."""
    if kind == "element":
        return bool(holdings(alchemist)[ELEMENTS.index(value)])
    if kind == "homunculus":
        return bool(alchemist.homunculi)
    if kind == "equipment":
        return bool(alchemist.worn)
    return kind == "fragment" and bool(alchemist.fragments)


def tristigis_plan(state: State, plan: dict[int, list[Wish]], claimed: set[str], taken: set[str]) -> None:
    """Scenario 1: whoever has what Tristigis's open order asks for brings it, else the alchemist
    whose tower is nearest makes it (a fight order: the one with the most attack dice). The others
    help it first (supply wishes); who is still free then stocks up (`tristigis_stock`)."""
    number = state.city_orders[CITIES.index("T")]
    if not number:
        return
    order = CITY_ORDERS[number]
    claimed.add("T")
    by_distance = tristigis_neighbours(state)
    holders = [a for a in by_distance if can_supply(a, order.kind, order.value)]
    if order.kind == "fight":
        runner = max(by_distance, key=lambda a: attack_dice(state, a))  # max keeps the nearest of equals
        plan[runner.seat] = weapon_wishes(state, runner, taken) + [Wish("fight-order", order.value, "T")]
        return
    runner = (holders or by_distance)[0]
    if order.kind == "element":
        plan[runner.seat] = [Wish("deliver", order.value, "T")]
        return
    deck = THING_DECKS[order.kind]
    plan[runner.seat] = ([] if holders else [claim(state, deck, 1, taken, runner)]) + [Wish("deliver-thing", deck, "T")]


def tristigis_neighbours(state: State) -> list[Alchemist]:
    """The alchemists by the distance of their towers to Tristigis (then seat)."""
    city = state.board.fields[state.board.city("T")].hex
    return sorted(state.alchemists, key=lambda a: (hex_distance(state.board.fields[a.tower].hex, city), a.seat))


def tristigis_stock(state: State, plan: dict[int, list[Wish]], taken: set[str]) -> None:
    """Scenario 1: alchemists with nothing to do make a level-1 equipment and a homunculus, to have
    something at hand for the next orders."""
    for alchemist in tristigis_neighbours(state):
        if plan[alchemist.seat]:
            continue
        stock = []
        if not alchemist.worn and not alchemist.stored:
            stock.append(claim(state, "equipment", 1, taken, alchemist))
        if not alchemist.homunculi:
            stock.append(claim(state, "homunculi", 1, taken, alchemist))
        plan[alchemist.seat] = [w for w in stock if w.kind == "make"]


def holdings(alchemist: Alchemist, with_tower: bool = True) -> Bag:
    """What the alchemist has to work with: its tableau (optionally) and its hands."""
    return add(alchemist.storage, alchemist.carried) if with_tower else alchemist.carried


def expecting(alchemist: Alchemist, wishes: list[Wish]) -> Bag:
    """What the alchemist has, with the parts helpers are bringing (its "await" wishes)."""
    awaited = [w.what for w in wishes if w.kind == "await"]
    return add(holdings(alchemist), bag_of(awaited)) if awaited else holdings(alchemist)
