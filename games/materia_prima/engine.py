"""Materia Prima's task table, run by the kernel's turn-flow engine (games.kernel.agenda): FLOW.

A task is ("name", *args). Each name has a stepper (what the task needs now: a seat's Decision, a
Chance step — the Inquisition's and the table's forced steps are chances with one outcome — or,
for bookkeeping that logs nothing, the next state) and a resolver (the chosen action applied).
`FLOW.settle` runs the tasks that log nothing, `FLOW.current` is the head task's step,
`FLOW.advance` checks an action, applies it and settles; the scenario is over when the agenda is
done (`finish`).
"""

from __future__ import annotations

from typing import Any, Callable, Final

from games.kernel.agenda import Chance, Decision, TurnFlow
from games.materia_prima import alarm, city_actions, end, events, exchange, fights, inquisition, orders, scenarios, turns
from games.materia_prima.actions import Action
from games.materia_prima.state import OVER, State, Step, Task, replace

Stepper = Callable[[State, Task], Step]
Resolver = Callable[[State, Task, Any], State]

TASKS: Final[dict[str, tuple[Stepper, Resolver | None]]] = {
    # setup and the table's draws
    "upgrade-draw": (city_actions.step_upgrade_draw, city_actions.resolve_upgrade_draw),
    "order-draw": (orders.step_order_draw, orders.resolve_order_draw),
    "pool-draw": (city_actions.step_pool_draw, city_actions.resolve_pool_draw),
    "guard": (scenarios.step_guard, scenarios.resolve_guard),
    # the alarm phase
    "day": (alarm.step_day, alarm.resolve_day),
    "event": (events.step_event, events.resolve_event),
    "sacrifice": (events.step_sacrifice, events.resolve_sacrifice),
    "draw-alarm": (alarm.step_draw_alarm, alarm.resolve_draw_alarm),
    "markers": (alarm.step_markers, None),
    "marker": (alarm.step_marker, alarm.resolve_marker),
    "alarms": (alarm.step_alarms, None),
    "alarm": (alarm.step_alarm, alarm.resolve_alarm),
    "summon-draw": (alarm.step_summon_draw, alarm.resolve_summon_draw),
    "place": (alarm.step_place, alarm.resolve_place),
    # the alchemists' phase
    "alchemist-phase": (turns.step_phase, None),
    "peek": (alarm.step_peek, alarm.resolve_peek),
    "turn": (turns.step_turn, turns.resolve_turn),
    "act": (turns.step_act, turns.resolve_act),
    "exchange": (exchange.step_exchange, exchange.resolve_exchange),
    "research-draw": (city_actions.step_research_draw, city_actions.resolve_research_draw),
    "research-keep": (city_actions.step_research_keep, city_actions.resolve_research_keep),
    "research-trim": (city_actions.step_research_trim, city_actions.resolve_research_trim),
    "research-end": (city_actions.step_research_end, None),
    # fights
    "roll": (fights.step_roll, fights.resolve_roll),
    "result": (fights.step_result, fights.resolve_result),
    "loot": (fights.step_loot, fights.resolve_loot),
    # the Inquisition's phase
    "inquisition-phase": (inquisition.step_phase, None),
    "activate": (inquisition.step_activate, inquisition.resolve_activate),
    "inq": (inquisition.step_inquisitor, inquisition.resolve_inquisitor),
    "destroy": (inquisition.step_destroy, inquisition.resolve_destroy),
    # the end
    "dusk": (end.step_dusk, None),
    "extend": (end.step_extend, end.resolve_extend),
    "verdict": (end.step_verdict, end.resolve_verdict),
    "carry": (end.step_carry, end.resolve_carry),
}


def finish(state: State) -> State:
    """The state whose agenda ran empty: the scenario is over."""
    return state if state.phase == OVER else replace(state, phase=OVER)


def describe_illegal(state: State, step: Decision | Chance | None, action: Action) -> str:
    """A message naming the action, who is to move, the phase and what is expected."""
    if step is None:
        return f"'{action}' is not allowed: the scenario is over"
    if isinstance(step, Chance):
        expected = "a forced step" if step.forced else "a chance outcome"
        return (f"'{action}' is not allowed in phase '{state.phase}' (day {state.day}): {expected} comes next, "
                f"e.g. '{step.outcomes[0][0]}'")
    colour = state.alchemists[step.seat].colour
    sample = ", ".join(str(a) for a in step.actions[:4])
    return (f"'{action}' is not allowed for {colour} in phase '{state.phase}' (day {state.day}); "
            f"legal now: {sample}{' …' if len(step.actions) > 4 else ''}")


FLOW: Final[TurnFlow[State]] = TurnFlow(TASKS, describe=describe_illegal, finish=finish)
