"""The alchemists' phase: each alchemist in the alarm card's colour order takes a turn, acting with
itself and its homunculi in any order until it ends the turn (`end`).

An Observatorium shows the next alarm card at the start of the phase [D].
"""

from __future__ import annotations

from games.kernel import agenda
from games.materia_prima.acting import acting_figures, end_turn, start_turn
from games.materia_prima.actions import (
    Action, Buy, Convert, Deliver, Drop, EndTurn, Equip, Fight, FightOrder, Mine, Move, Portal, Research, Sail,
    Trade, Transmute, Turn,
)
from games.materia_prima.base_actions import (
    base_actions, enterable, resolve_deliver, resolve_drop, resolve_fight, resolve_fight_order, resolve_mine,
    resolve_move, resolve_trade,
)
from games.materia_prima.city_actions import city_actions, resolve_buy, resolve_research, resolve_sail
from games.materia_prima.state import ALCHEMISTS, State, Step, Task
from games.materia_prima.tower_actions import (
    resolve_convert, resolve_equip, resolve_portal, resolve_transmute, tower_actions,
)


def step_phase(state: State, task: Task) -> Step:
    """The phase begins (logs nothing): the Observatorium's look, then one turn per alchemist."""
    peek = any("observatorium" in a.upgrades for a in state.alchemists) and not state.alarm_next
    tasks = [("peek",)] if peek else []
    tasks += [("turn", seat) for seat in state.turn_order]
    return agenda.then(state, *tasks, phase=ALCHEMISTS)


def step_turn(state: State, task: Task) -> Step:
    """The alchemist's turn begins."""
    return agenda.forced(Turn(state.alchemists[task[1]].colour))


def resolve_turn(state: State, task: Task, action: Turn) -> State:
    """Its actions (and its homunculi's) are ready."""
    seat = task[1]
    state = state.with_alchemist(start_turn(state, state.alchemists[seat]))
    return agenda.then(state, ("act", seat))


def turn_actions(state: State, seat: int) -> list[Action]:
    """Everything the seat's alchemist and homunculi can do now, and `end`."""
    alchemist = state.alchemists[seat]
    passable = enterable(state, alchemist.colour)
    actions: list[Action] = [EndTurn()]
    for figure in acting_figures(alchemist):
        actions += base_actions(state, figure, passable)
    actions += tower_actions(state, alchemist)
    actions += city_actions(state, alchemist, passable)
    return actions


def step_act(state: State, task: Task) -> Step:
    """The seat chooses its next action."""
    return agenda.decide(task[1], turn_actions(state, task[1]))


SIMPLE = {Move: resolve_move, Mine: resolve_mine, Fight: resolve_fight, FightOrder: resolve_fight_order,
          Deliver: resolve_deliver, Convert: resolve_convert, Transmute: resolve_transmute, Buy: resolve_buy,
          Sail: resolve_sail, Portal: resolve_portal}
WITH_SEAT = {Drop: resolve_drop, Trade: resolve_trade, Equip: resolve_equip, Research: resolve_research}


def resolve_act(state: State, task: Task, action: Action) -> State:
    """Carry out the action; the turn goes on until `end`."""
    seat = task[1]
    if isinstance(action, EndTurn):
        return agenda.pop(state.with_alchemist(end_turn(state.alchemists[seat])))
    simple = SIMPLE.get(type(action))
    if simple is not None:
        return simple(state, action)  # type: ignore[operator]
    return WITH_SEAT[type(action)](state, action, seat)  # type: ignore[operator]

