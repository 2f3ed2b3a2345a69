"""Scenario events on the red days 4, 8, 12 and 16 (rulebook, "Szenarioereignisse auslösen").

With enough scenario points from fulfilled city orders the team may spend them for the
alchemists' side or save them; without, the Inquisition's side happens by itself. [D] The first
alchemist's seat decides for the team; the points are paid with the cheapest combination of order
cards (least points, then fewest cards); spent cards are turned face down.
"""

from __future__ import annotations

from itertools import combinations

from games.kernel import agenda
from games.materia_prima.actions import EventSide, Sacrifice
from games.materia_prima.components import CITY_ORDERS, RECIPES, SCENARIOS
from games.materia_prima.elements import Bag, count, plus
from games.materia_prima.scenario_cards import Effect, ScenarioEvent
from games.materia_prima.state import Alchemist, EventRecord, State, Step, Task, replace
from games.materia_prima.stats import carry_limit, difficulty_level, storage_room

ALCHEMISTS_SIDE, INQUISITION_SIDE = "alchemists", "inquisition"
DECIDING_SEAT = 0  # [D] the first alchemist's player decides for the team


def todays_event(state: State) -> ScenarioEvent:
    """The event of today's red day."""
    event = SCENARIOS[state.scenario].event_on(state.day)
    assert event is not None
    return event


def points_needed(state: State, event: ScenarioEvent) -> int:
    """The points the event's alchemists' side costs: the card's for the team size, changed by the
    difficulty [D], at least one."""
    return max(1, event.points_needed(state.alchemist_count) + difficulty_level(state).event_points)


def points_available(state: State) -> int:
    """Scenario points of fulfilled, unspent city orders."""
    return sum(CITY_ORDERS[o].points for o in state.orders_won)


def cheapest_payment(orders: tuple[int, ...], needed: int) -> tuple[int, ...]:
    """The order cards worth at least `needed` points with the least total, then fewest cards."""
    best: tuple[int, int, tuple[int, ...]] | None = None
    for size in range(1, len(orders) + 1):
        for chosen in combinations(sorted(orders), size):
            total = sum(CITY_ORDERS[o].points for o in chosen)
            if total >= needed and (best is None or (total, size) < best[:2]):
                best = (total, size, chosen)
    return best[2] if best else ()


def step_event(state: State, task: Task) -> Step:
    """Spend or save when the points suffice; otherwise the Inquisition's side, forced."""
    event = todays_event(state)
    needed = points_needed(state, event)
    if points_available(state) >= needed:
        return agenda.decide(DECIDING_SEAT, [EventSide(state.day, ALCHEMISTS_SIDE), EventSide(state.day, INQUISITION_SIDE)])
    return agenda.forced(EventSide(state.day, INQUISITION_SIDE))


def resolve_event(state: State, task: Task, action: EventSide) -> State:
    """Pay the points (alchemists' side), note the event, and carry out its effect."""
    event = todays_event(state)
    needed = points_needed(state, event)
    spent: tuple[int, ...] = ()
    if action.side == ALCHEMISTS_SIDE:
        spent = cheapest_payment(state.orders_won, needed)
    record = EventRecord(state.day, needed, sum(CITY_ORDERS[o].points for o in spent), action.side)
    state = replace(state, orders_won=tuple(o for o in state.orders_won if o not in spent),
                    orders_spent=state.orders_spent + spent, events=state.events + (record,))
    effect = event.alchemists if action.side == ALCHEMISTS_SIDE else event.inquisition
    return apply_effect(agenda.pop(state), effect)


def apply_effect(state: State, effect: Effect) -> State:
    """Carry out one side of an event (after the event task is done)."""
    if effect.kind in ("alchemists", "inquisitors"):
        return replace(state, effects=state.effects + (effect,))
    if effect.kind == "gain":
        for alchemist in state.alchemists:
            state = gain(state, alchemist, effect.what, effect.amount)
        return state
    if effect.kind == "lose":
        for alchemist in state.alchemists:
            state = lose(state, alchemist.seat, effect.what, effect.amount)
        return state
    tasks = [("sacrifice", a.seat, effect.what) for a in state.alchemists if sacrificeable(a, effect.what)]
    return agenda.push(state, *tasks)


def gain(state: State, alchemist: Alchemist, element: str, amount: int) -> State:
    """The alchemist gets elements onto the tower tableau; when it is full, into its hands; what
    fits nowhere (or is missing from the supply) stays in the supply [D]."""
    for _ in range(amount):
        if not count(state.supply, element):
            break
        alchemist = state.alchemists[alchemist.seat]
        if storage_room(alchemist):
            alchemist = replace(alchemist, storage=plus(alchemist.storage, element))
        elif sum(alchemist.carried) < carry_limit(state, alchemist):
            alchemist = replace(alchemist, carried=plus(alchemist.carried, element))
        else:
            break
        state = replace(state.with_alchemist(alchemist), supply=plus(state.supply, element, -1))
    return state


def lose(state: State, seat: int, element: str, amount: int) -> State:
    """The alchemist gives back up to `amount` of an element: from the tower tableau first, then
    its homunculi, then its own tableau [D]; they go to the supply."""
    alchemist = state.alchemists[seat]
    left = amount

    def take(bag: Bag) -> Bag:
        nonlocal left
        n = min(left, count(bag, element))
        left -= n
        return plus(bag, element, -n)

    storage = take(alchemist.storage)
    homunculi = tuple(replace(h, carried=take(h.carried)) for h in alchemist.homunculi)
    carried = take(alchemist.carried)
    lost = amount - left
    alchemist = replace(alchemist, storage=storage, homunculi=homunculi, carried=carried)
    return replace(state.with_alchemist(alchemist), supply=plus(state.supply, element, lost))


def sacrificeable(alchemist: Alchemist, deck: str) -> tuple[str, ...]:
    """What the alchemist could give up of a deck (homunculi, equipment, fragments)."""
    if deck == "homunculi":
        return tuple(h.id for h in alchemist.homunculi)
    if deck == "equipment":
        return alchemist.worn + alchemist.stored
    return alchemist.fragments


def step_sacrifice(state: State, task: Task) -> Step:
    """The alchemist chooses what to give up."""
    _, seat, deck = task
    alchemist = state.alchemists[seat]
    return agenda.decide(seat, [Sacrifice(alchemist.colour, thing) for thing in sacrificeable(alchemist, deck)])


def resolve_sacrifice(state: State, task: Task, action: Sacrifice) -> State:
    """The card leaves the game; a homunculus's figure leaves the board and the elements it carried
    go to the supply [D]."""
    alchemist = state.alchemists[task[1]]
    return agenda.pop(remove_thing(state, alchemist, action.thing))


def remove_thing(state: State, alchemist: Alchemist, thing: str) -> State:
    """The state without one of the alchemist's things (its card leaves the game)."""
    deck = RECIPES[thing].deck
    if deck == "homunculi":
        homunculus = alchemist.homunculus(thing)
        assert homunculus is not None
        supply = tuple(s + c for s, c in zip(state.supply, homunculus.carried))
        return replace(state.with_alchemist(alchemist.without_homunculus(thing)), supply=supply)
    if deck == "equipment":
        alchemist = replace(alchemist, worn=tuple(i for i in alchemist.worn if i != thing),
                            stored=tuple(i for i in alchemist.stored if i != thing))
        return state.with_alchemist(alchemist)
    return state.with_alchemist(replace(alchemist, fragments=tuple(f for f in alchemist.fragments if f != thing)))
