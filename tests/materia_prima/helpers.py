"""Hand-made Materia Prima states, written in the game's own language (fields as "q,r", actions in
their notation). The default board (tile 4 in the centre):

    T (Tristigis) 1,-3   R (Riverford) 2,1   G (Goldhill) -3,2   temple 0,0
    tower sites: 1 at 1,-4 · 2 at 1,2 · 3 at -3,1 · 4 at -1,1
    mines: water 2,-3 -1,-2 -3,3 · air 4,-3 0,-2 -3,-1 · earth 0,-1 3,0 0,3 ·
           fire -2,-1 2,-1 1,1 · iron 3,-2 -2,2 -2,3
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.kernel.agenda import Chance
from games.materia_prima.actions import Action, parse_action
from games.materia_prima.alarm import turn_order_of
from games.materia_prima.board import Hex
from games.materia_prima.components import SUPPLY
from games.materia_prima.elements import EMPTY_BAG, bag_of
from games.materia_prima.engine import FLOW
from games.materia_prima.rules import RULES
from games.materia_prima.state import ALCHEMISTS, INQUISITION, Alchemist, Homunculus, Inquisitor, State

SETUP_TASKS = ("upgrade-draw", "order-draw", "pool-draw", "guard")


def hexof(text: str) -> Hex:
    """The hex written "q,r"."""
    q, r = text.split(",")
    return int(q), int(r)


def at(state: State, text: str) -> int:
    """The field index of "q,r"."""
    return state.board.index_of(hexof(text))


def first_outcome(state: State) -> State:
    """The state after the first listed outcome of a chance step."""
    step = FLOW.current(state)
    assert isinstance(step, Chance), state.agenda[:1]
    return RULES.apply(state, step.outcomes[0][0])


def table(players: int = 2, scenario: int = 0, start_elements: bool = False, **config: Any) -> State:
    """A scenario set up (each setup draw: the first outcome), stopped before day 1's hourglass;
    without the difficulty's start elements unless asked (the tests set up what they need)."""
    state = RULES.setup({"players": players, "scenario": scenario, **config})
    while state.agenda and state.agenda[0][0] in SETUP_TASKS:
        state = first_outcome(state)
    if not start_elements:
        state = replace(state, supply=SUPPLY, alchemists=tuple(replace(a, storage=EMPTY_BAG) for a in state.alchemists))
    return state


def alchemist(state: State, colour: str) -> Alchemist:
    """The alchemist of `colour`."""
    found = state.by_colour(colour)
    assert found is not None
    return found


def change(state: State, colour: str, **changes: Any) -> State:
    """The state with the alchemist of `colour` changed; fields given as "q,r", bags as lists."""
    for key in ("field", "tower"):
        if isinstance(changes.get(key), str):
            changes[key] = at(state, changes[key])
    for key in ("carried", "storage"):
        if isinstance(changes.get(key), (list, tuple)) and changes[key] and isinstance(changes[key][0], str):
            changes[key] = bag_of(changes[key])
        elif changes.get(key) == []:
            changes[key] = bag_of([])
    return state.with_alchemist(replace(alchemist(state, colour), **changes))


def give_homunculus(state: State, colour: str, hid: str, field: str | None = None, carried: list[str] = ()) -> State:  # type: ignore[assignment]
    """The state with homunculus `hid` belonging to `colour` (on its tower field unless given)."""
    owner = alchemist(state, colour)
    where = at(state, field) if field else owner.tower
    homunculus = Homunculus(hid, where, bag_of(carried))
    pool = tuple(c for c in state.pool if c != hid)
    decks = tuple(tuple(c for c in deck if c != hid) for deck in state.decks)
    return replace(state.with_alchemist(replace(owner, homunculi=owner.homunculi + (homunculus,))), pool=pool, decks=decks)


def add_inquisitor(state: State, iid: str, field: str, guard: bool = False) -> State:
    """The state with an inquisitor figure standing on `field`."""
    return replace(state, inquisitors=state.inquisitors + (Inquisitor(iid, iid[0], at(state, field), guard),))


def open_cards(state: State, *cards: str) -> State:
    """The state with these inquisitor cards open in the card places (taken from the pile)."""
    slots: list[tuple[str, ...]] = list(state.slots)
    for card in cards:
        index = next((i for i, s in enumerate(slots) if s and s[0][0] == card[0]), slots.index(()))
        slots[index] = slots[index] + (card,)
    pile = tuple(c for c in state.inq_pile if c not in cards)
    return replace(state, slots=tuple(slots), inq_pile=pile)


def turn(state: State, colour: str, alarm_card: int = 1, day: int = 1) -> State:
    """The state at the start of `colour`'s turn (its actions fresh), with an open alarm card."""
    seat = alchemist(state, colour).seat
    state = replace(state, alarm_card=alarm_card, day=day, phase=ALCHEMISTS, agenda=(("turn", seat),),
                    turn_order=tuple(a.seat for a in state.alchemists))
    return play(state, f"turn {colour}")


def inquisition(state: State, alarm_card: int = 4, day: int = 1) -> State:
    """The state at the start of the Inquisition's phase (the scenario ends after it)."""
    state = replace(state, alarm_card=alarm_card, day=day, phase=INQUISITION, agenda=(("inquisition-phase",),),
                    turn_order=turn_order_of(state, alarm_card))
    return FLOW.settle(state)


def agenda(state: State, *tasks: tuple) -> State:
    """The state with exactly these tasks to do (settled)."""
    return FLOW.settle(replace(state, agenda=tuple(tasks)))


def play(state: State, *texts: str) -> State:
    """The state after the actions written as texts (decisions, chance outcomes or forced steps)."""
    for text in texts:
        state = RULES.apply(state, parse_action(text))
    return state


def forced_steps(state: State, limit: int = 200) -> list[str]:
    """The forced steps that follow (as texts) until a decision, a real chance step or the end."""
    steps = []
    for _ in range(limit):
        step = FLOW.current(state)
        if not isinstance(step, Chance) or not step.forced:
            break
        action: Action = step.outcomes[0][0]
        steps.append(str(action))
        state = RULES.apply(state, action)
    return steps


def run_forced(state: State, limit: int = 200) -> State:
    """The state after the forced steps that follow."""
    for _ in range(limit):
        step = FLOW.current(state)
        if not isinstance(step, Chance) or not step.forced:
            return state
        state = RULES.apply(state, step.outcomes[0][0])
    return state


def legal(state: State) -> list[str]:
    """The legal actions as texts."""
    return [str(a) for a in RULES.legal_actions(state)]


def outcomes(state: State) -> list[tuple[str, int]]:
    """The chance outcomes as (text, weight)."""
    return [(str(a), w) for a, w in RULES.chance_outcomes(state)]
