"""Declaring actions: each seat, in reverse play order, puts its cubes on the action spaces.

One decision adds one action to a space (its cube cost follows the space's row: e.g. transmute
1 then 2 cubes); spaces closed this round (round 1: sell, debunk, publish; round 6: student and
drink, replaced by the exhibition) take none. Favors played while declaring: an assistant gives
one more cube this round; an associate moves the own cubes on one space where the seat declared
to the top row (the latest associate on top) [D]; a custodian adds a drink action before selling
for one cube [D]. "done" ends the declaration; cubes left over count as unused.
"""

from __future__ import annotations


from games.alchemists.board import actions as A
from games.alchemists.board.components import ASSISTANT, ASSOCIATE, CUSTODIAN, CUSTODIAN_FAVOR, SPACES, space_open
from games.alchemists.board.economy import has_favor, play_favor
from games.alchemists.board.flow import next_cost
from games.alchemists.board.state import State, Task, evolve


def cubes_left(state: State, seat: int) -> int:
    """Cubes the seat has not yet put on a space this round."""
    lab = state.labs[seat]
    return lab.cubes - lab.placed


def declare_options(state: State, task: Task) -> list[A.Action]:
    """Spaces with room for one more of the seat's actions it can afford, favors, done."""
    seat, left = task.seat, cubes_left(state, task.seat)
    options: list[A.Action] = []
    for space in SPACES:
        cost = next_cost(state, seat, space) if space_open(space, state.round) else None
        if cost is not None and cost <= left:
            options.append(A.Declare(space))
    if has_favor(state, seat, ASSISTANT):
        options.append(A.PlayFavor(ASSISTANT))
    if has_favor(state, seat, ASSOCIATE):
        lab = state.labs[seat]
        options += [A.PlayFavor(ASSOCIATE, space) for index, space in enumerate(SPACES)
                    if lab.declared[index] and seat not in state.associates[index]]
    if has_favor(state, seat, CUSTODIAN_FAVOR) and left >= 1:
        options.append(A.PlayFavor(CUSTODIAN_FAVOR))
    return options + [A.DONE]


def _add_action(state: State, seat: int, space: str, cost: int) -> State:
    lab = state.labs[seat]
    index = SPACES.index(space)
    declared = lab.declared[:index] + (lab.declared[index] + 1,) + lab.declared[index + 1:]
    return state.with_lab(seat, declared=declared, placed=lab.placed + cost).note(seat, "declared", space=space)


def declare(state: State, task: Task, action: A.Action) -> State:
    """One declaration step; the seat declares again until it says done."""
    seat = task.seat
    if action == A.DONE:
        lab = state.labs[seat]
        return state.with_lab(seat, unused=lab.unused + lab.cubes - lab.placed).note(seat, "declared-all")
    if isinstance(action, A.Declare):
        state = _add_action(state, seat, action.space, next_cost(state, seat, action.space) or 0)
    elif isinstance(action, A.PlayFavor) and action.favor == ASSISTANT:
        state = play_favor(state, seat, ASSISTANT)
        state = state.with_lab(seat, cubes=state.labs[seat].cubes + 1)
    elif isinstance(action, A.PlayFavor) and action.favor == ASSOCIATE:
        state = play_favor(state, seat, ASSOCIATE, space=action.space)
        index = SPACES.index(action.space)
        associates = list(state.associates)
        associates[index] = (seat,) + associates[index]
        state = evolve(state, associates=tuple(associates))
    elif isinstance(action, A.PlayFavor) and action.favor == CUSTODIAN_FAVOR:
        state = _add_action(play_favor(state, seat, CUSTODIAN_FAVOR), seat, CUSTODIAN, 1)
    return state.push(task)
