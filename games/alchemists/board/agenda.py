"""The agenda's dispatch: which tasks are chance steps, decisions or automatic, and `settle`.

A decision task kind maps to (options, apply); the options of the act task come from the space's
rules (spaces.py, market.py, theory.py) plus the helping favors and "pass". `settle` runs
automatic tasks and drops draws from empty piles until a chance step or a decision heads the
agenda, or the match is over.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from games.alchemists.board import actions as A
from games.alchemists.board import chance, declare, flow, market, spaces, theory
from games.alchemists.board.components import DEBUNK, PUBLISH, SELL
from games.alchemists.board.state import State, Task, evolve

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
    "discard": (flow.discard_options, flow.discard_card),
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
CHANCE_KINDS: frozenset[str] = frozenset(chance.CHANCE_APPLY)


def settle(state: State) -> State:
    """Run automatic tasks (and skip impossible draws) until a chance step or a decision is next."""
    while state.agenda:
        task = state.agenda[0]
        if task.kind in AUTOMATIC:
            state = AUTOMATIC[task.kind](evolve(state, agenda=state.agenda[1:]), task)
        elif task.kind in CHANCE_KINDS:
            ready = chance.ready(state, task)
            if ready is not None:
                return ready
            state = evolve(state, agenda=state.agenda[1:]).note(task.seat, "nothing-to-draw", pile=task.kind)
        elif task.kind == "discard" and not sum(state.labs[task.seat].hand):
            state = evolve(state, agenda=state.agenda[1:])
        else:
            return state
    return state
