"""The board game's task table, run by the kernel's turn-flow engine (games.kernel.agenda): FLOW.

A task (state.Task) is a chance step (chance.py: the driver picks an outcome), a seat's decision
(kind -> (options, apply); the options of the act task come from the space's rules in spaces.py,
market.py and theory.py plus the helping favors and "pass") or automatic (flow.py's round shape:
run at once). Resolving a task takes it off the agenda first. `FLOW.settle` runs automatic tasks
and drops draws from empty piles (and a herbalist's discard from an empty hand) until a chance step
or a decision heads the agenda, or the match is over; `phase_of` names the part of the round.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Callable, Final, Sequence

from games.alchemists.board import actions as A
from games.alchemists.board import chance, declare, flow, market, spaces, theory
from games.alchemists.board.components import DEBUNK, PUBLISH, SELL
from games.alchemists.board.state import State, Task
from games.kernel.agenda import Chance, Decision, Resolver, Stepper, TurnFlow, decide, pop

Options = Callable[[State, Task], Sequence[A.Action]]
Apply = Callable[[State, Task, Any], State]

SPACE_RULES: dict[str, tuple[Options, Apply]] = {
    **spaces.SPACE_RULES,
    SELL: (market.sell_options, market.sell),
    DEBUNK: (theory.debunk_options, theory.debunk),
    PUBLISH: (lambda state, task: theory.publish_options(state, task.seat), theory.publish_action),
}


def act_options(state: State, task: Task) -> list[A.Action]:
    """What the seat may do with one declared action: the space's actions, helping favors, pass."""
    options, _ = SPACE_RULES[task.space]
    return [*spaces.boost_options(state, task), *options(state, task), A.PASS]


def act(state: State, task: Task, action: A.Action) -> State:
    """Resolve one declared action (or a helping favor played before it)."""
    if isinstance(action, A.PlayFavor):
        return spaces.play_boost(state, task, action)
    if action == A.PASS:
        return spaces.finish_act(state, task, passed=True)
    _, apply = SPACE_RULES[task.space]
    return apply(spaces.finish_act(state, task, passed=False), task, action)


def _yes_no(word: A.Word) -> Options:
    return lambda state, task: [word, A.PASS]


def use_boots(state: State, task: Task, action: A.Action) -> State:
    """The boots' one extra action of the round on this space."""
    if action == A.PASS:
        return state
    state = state.with_lab(task.seat, boots_used=True).note(task.seat, "boots", space=task.space)
    return state.push(Task("act", task.seat, task.space, count=spaces.BONUS_ACTION))


def use_periscope(state: State, task: Task, action: A.Action) -> State:
    """Look at one of the colleague's two cards (picked blind: a chance step)."""
    if action == A.PASS:
        return state
    return state.with_lab(task.seat, periscope_used=True).push(Task("peek", task.seat, data=task.data))


def feather(state: State, task: Task, action: A.Action) -> State:
    """With a magic mortar and a feather in cap: set the returned card aside too, or keep it."""
    if action == A.PASS:
        return state
    return chance.set_aside_from_hand(state, task.seat, task.data[0])


def grant_options(state: State, task: Task) -> list[A.Action]:
    return [A.TakeGrant(g) for g in task.data]


def grant(state: State, task: Task, action: A.TakeGrant) -> State:
    return theory.take_grant(state, task.seat, action.grant)


DECISIONS: dict[str, tuple[Options, Apply]] = {
    "keep-favor": (flow.keep_favor_options, flow.keep_favor),
    "order": (flow.order_options, flow.choose_order),
    "declare": (declare.declare_options, declare.declare),
    "act": (act_options, act),
    "bid": (market.bid_options, market.place_bid),
    "boots": (_yes_no(A.BOOTS), use_boots),
    "periscope": (_yes_no(A.PERISCOPE), use_periscope),
    "feather": (_yes_no(A.SET_ASIDE), feather),
    "cap": (spaces.cap_options, spaces.cap_test),
    "altar": (spaces.altar_options, spaces.altar),
    "grant": (grant_options, grant),
    "publish-now": (theory.publish_now_options, theory.publish_now),
}
AUTOMATIC: dict[str, Callable[[State, Task], State]] = {
    **flow.AUTOMATIC,
    "sell-order": market.sell_order,
    "cauldron": spaces.empty_cauldron,
}
PHASE_MARKERS: dict[str, str] = {  # the first of these still on the agenda names the phase
    "space-end": "",  # the space itself
    "declare-start": "order",
    "resolve-start": "declare",
    "order-start": "round-start",
    "round-cleanup": "end-of-round",
    "round-start": "end-of-round",
}


def phase_of(state: State) -> str:
    """setup, round-start, order, declare, the action space being resolved, end-of-round or over."""
    if state.over:
        return "over"
    if state.round == 0:
        return "setup"
    for task in state.agenda:
        if task.kind in PHASE_MARKERS:
            return PHASE_MARKERS[task.kind] or task.space
    return "end-of-round"


def describe_illegal(state: State, step: Decision | Chance | None, action: A.Action) -> str:
    """A refusal naming the action, the phase and the task waited for."""
    if step is None:
        return f"'{action}' cannot be played: the game is over"
    kind = state.agenda[0].kind
    if isinstance(step, Chance):
        return f"'{action}' cannot come up now (phase '{phase_of(state)}', chance step '{kind}')"
    return (f"'{action}' is not allowed for {state.colours[step.seat]} in phase '{phase_of(state)}' "
            f"(waiting for: {kind})")


def _decision(options: Options) -> Stepper:
    """The stepper of a decision task: the seat's options, sorted by notation."""
    def step(state: State, task: Task) -> Decision:
        return decide(task.seat, options(state, task))
    return step


def _discard(state: State, task: Task) -> Decision | State:
    """A herbalist's discard: nothing to do with an empty hand."""
    if not sum(state.labs[task.seat].hand):
        return pop(state)
    return decide(task.seat, flow.discard_options(state, task))


def _draw(state: State, task: Task) -> Chance | State:
    """A chance step once its pile is refilled (a step of its own); skipped when both piles are empty."""
    ready = chance.ready(state, task)
    if ready is None:
        return pop(state).note(task.seat, "nothing-to-draw", pile=task.kind)
    return ready if ready is not state else chance.step(state, task)


def _automatic(run: Callable[[State, Task], State]) -> Stepper:
    """The stepper of an automatic task: `run` on the state without the task."""
    def step(state: State, task: Task) -> State:
        return run(pop(state), task)
    return step


def _resolving(apply: Apply) -> Resolver:
    """The resolver that applies the action to the state without the task."""
    def resolve(state: State, task: Task, action: Any) -> State:
        return apply(pop(state), task, action)
    return resolve


TASKS: dict[str, tuple[Stepper, Resolver | None]] = {
    **{kind: (_draw, _resolving(apply)) for kind, apply in chance.CHANCE_APPLY.items()},
    **{kind: (_decision(options), _resolving(apply)) for kind, (options, apply) in DECISIONS.items()},
    "discard": (_discard, _resolving(flow.discard_card)),  # a decision, skipped with an empty hand
    **{kind: (_automatic(run), None) for kind, run in AUTOMATIC.items()},
}
FLOW: Final[TurnFlow[State]] = TurnFlow(TASKS, kind=attrgetter("kind"), describe=describe_illegal)
