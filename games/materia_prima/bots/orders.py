"""City orders for the computer alchemists' team plan: scenario points for the events of days 4,
8, 12 and 16.

Alchemists with nothing else to do — and everyone once the objective is met — take the open city
orders they can reach and afford, the cheapest (alchemist, order) pair first, one order each and
one alchemist per city: an element it has or can make from a few mined elements (deliver), a
homunculus or an equipment it has to spare or makes from a pool card (deliver-thing: a homunculus
walks there itself, an equipment is worn there), a stone fragment it has to spare, a fight when its
attack dice have a fair chance. What the objective needs is never given away (scenario 0's
homunculus and fragment, scenario 4's fragments). Order wishes are "optional": an alchemist that
has only those is on an errand — it goes only where it can act and be back in safety (its tower or
a field below RISK_ERRAND) in the same turn, else home (bot_travel.py), since a soul stone lost on an
errand is lost for the campaign too.
"""

from __future__ import annotations

from collections import Counter

from games.materia_prima.board import UNREACHABLE, distances_from
from games.materia_prima.bots.plan import STAGE_OF, Wish, holdings, pool_cards, shortfall, weapon_wishes
from games.materia_prima.components import CITIES, CITY_ORDERS, RECIPES, SCENARIOS, CityOrder
from games.materia_prima.figures import enterable_for
from games.materia_prima.odds import success_chance
from games.materia_prima.scenarios import objective_by_alchemist
from games.materia_prima.state import Alchemist, State, replace
from games.materia_prima.stats import attack_dice

MINED_AT_MOST = 4  # mined elements an alchemist may still lack for an element order
FIGHT_ORDER_ODDS = 0.3  # the least chance per attack for which a fight order is worth the trip
THING_DECKS = {"homunculus": "homunculi", "equipment": "equipment", "fragment": "fragments"}
KEPT_DECKS = {"opus-magnum": ("fragments",)}  # objectives that need every thing of a deck


def without(alchemist: Alchemist, thing: str) -> Alchemist:
    """The alchemist without one of its homunculi, equipment or fragments."""
    deck = RECIPES[thing].deck
    if deck == "homunculi":
        return alchemist.without_homunculus(thing)
    if deck == "equipment":
        return replace(alchemist, worn=tuple(i for i in alchemist.worn if i != thing))
    return replace(alchemist, fragments=tuple(f for f in alchemist.fragments if f != thing))


def spare(state: State, alchemist: Alchemist, thing: str) -> bool:
    """True when giving `thing` away costs the objective nothing (it stays met for this alchemist,
    and no objective needs its whole deck)."""
    if RECIPES[thing].deck in KEPT_DECKS.get(SCENARIOS[state.scenario].objective, ()):
        return False
    before = objective_by_alchemist(state)[alchemist.seat]
    after = objective_by_alchemist(state.with_alchemist(without(alchemist, thing)))[alchemist.seat]
    return after or not before


def spare_things(state: State, alchemist: Alchemist, deck: str) -> list[str]:
    """The alchemist's things of a deck it may deliver: homunculi, worn equipment, fragments."""
    if deck == "homunculi":
        things = [h.id for h in alchemist.homunculi]
    elif deck == "equipment":
        things = list(alchemist.worn)
    else:
        things = list(alchemist.fragments)
    return [t for t in things if spare(state, alchemist, t)]


def element_order(state: State, alchemist: Alchemist, element: str) -> tuple[int, list[Wish]] | None:
    """(mined elements still lacking, wishes) for delivering an element, when few enough; in
    scenario 3 no stage-3 element (made in the tower, it could burn there before it is carried out)."""
    if STAGE_OF[element] == 3 and SCENARIOS[state.scenario].objective == "smoke-over-the-towers":
        return None
    missing, _ = shortfall(Counter({element: 1}), holdings(alchemist))
    lacking = sum(missing.values())
    return (lacking, [Wish("deliver", element, optional=True)]) if lacking <= MINED_AT_MOST else None


def thing_order(state: State, alchemist: Alchemist, deck: str, taken: set[str]) -> tuple[int, list[Wish]] | None:
    """(work, wishes) for delivering a homunculus or an equipment (made from a free level-1 pool
    card when it has none to spare, researched first when the pool has none) or a spare fragment."""
    if spare_things(state, alchemist, deck):
        return 0, [Wish("deliver-thing", deck, optional=True)]
    if deck == "fragments":
        return None
    cards = pool_cards(state, deck, 1, taken)
    if not cards:  # research the deck first: the card goes into the pool
        return 1, [Wish("research", deck, "1", optional=True), Wish("deliver-thing", deck, optional=True)]
    card = min(cards, key=lambda c: (sum(shortfall(Counter(RECIPES[c].cost), holdings(alchemist))[0].values()), c))
    lacking = sum(shortfall(Counter(RECIPES[card].cost), holdings(alchemist))[0].values())
    return lacking, [Wish("make", card, optional=True), Wish("deliver-thing", deck, optional=True)]


def fight_order(state: State, alchemist: Alchemist, order: CityOrder, taken: set[str]) -> tuple[int, list[Wish]] | None:
    """(work, wishes) for a fight order, when the alchemist's attack dice have a fair chance."""
    if success_chance(attack_dice(state, alchemist), int(order.value) + 1) < FIGHT_ORDER_ODDS:
        return None
    return 0, [Wish("fight-order", order.value, optional=True)]


def order_work(state: State, alchemist: Alchemist, order: CityOrder, taken: set[str]) -> tuple[int, list[Wish]] | None:
    """(work, wishes without the city) for one alchemist and one open order; None when out of reach."""
    if order.kind == "element":
        return element_order(state, alchemist, order.value)
    if order.kind == "fight":
        return fight_order(state, alchemist, order, taken)
    return thing_order(state, alchemist, THING_DECKS[order.kind], taken)


def at_city(wishes: list[Wish], city: str) -> list[Wish]:
    """The wishes with the order's city filled in (make-wishes need none)."""
    return [w if w.kind in ("make", "research") else Wish(w.kind, w.what, city, optional=True) for w in wishes]


def take_orders(state: State, plan: dict[int, list[Wish]], claimed: set[str], taken: set[str]) -> None:
    """Alchemists with an empty plan take the open orders of unclaimed cities (in place): the
    cheapest pair of steps to the city (an occupied city counts as free: it may be left) and mined
    elements lacking first."""
    idle = [a for a in state.alchemists if not plan[a.seat]]
    pairs = []
    for alchemist in idle:
        passable = enterable_for(state, alchemist.colour)
        dist = distances_from(state.board, [alchemist.tower], lambda f: passable[f] or bool(state.board.fields[f].city))
        for city, number in zip(CITIES, state.city_orders):
            steps = dist[state.board.city(city)] if number and city not in claimed else UNREACHABLE
            if steps < UNREACHABLE:
                pairs.append((steps, alchemist.seat, city))
    busy: set[int] = set()
    costed = []
    for steps, seat, city in pairs:
        work = order_work(state, state.alchemists[seat], CITY_ORDERS[state.city_orders[CITIES.index(city)]], set(taken))
        if work is not None:
            costed.append((steps + 2 * work[0], seat, city))
    for _, seat, city in sorted(costed):
        if seat in busy or city in claimed:
            continue
        work = order_work(state, state.alchemists[seat], CITY_ORDERS[state.city_orders[CITIES.index(city)]], taken)
        if work is None:
            continue
        wishes = at_city(work[1], city)
        taken.update(w.what for w in wishes if w.kind == "make")
        alchemist = state.alchemists[seat]
        if any(w.kind == "fight-order" for w in wishes):
            wishes = [replace(w, optional=True) for w in weapon_wishes(state, alchemist, taken)] + wishes
        plan[seat] = wishes
        busy.add(seat)
        claimed.add(city)
