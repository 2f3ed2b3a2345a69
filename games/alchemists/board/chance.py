"""Chance steps: what may come up (with weights) and what it changes. The driver picks.

The secret is one outcome of 8! (an index as games.alchemists.codes numbers them); every card
comes up one per step, weighted by how many copies the unordered deck still holds; artifacts and
adventurers are drawn without replacement; a magic mortar's and a periscope's blind picks are two
equally likely cards. A draw from an empty deck takes the discard pile first; from two empty piles
it is skipped (`ready` says so before the step is offered).
"""

from __future__ import annotations

from typing import Any, Callable

from games.alchemists.board import actions as A
from games.alchemists.board.components import (
    ADVENTURERS, ARTIFACTS, ARTIFACTS_PER_TIER, FAVORS, HERBALIST,
)
from games.alchemists.board.economy import (
    add_card, add_favor, discard_favor, from_deck, refill_deck, refill_favor_deck, take_card, to_discard,
)
from games.alchemists.board.flow import herbalist_tasks
from games.alchemists.board.state import State, Task, evolve
from games.alchemists.codes import ASSIGNMENT_COUNT
from games.kernel.agenda import Chance

Outcomes = list[tuple[A.Action, int]]
SECRETS: Outcomes = [(A.Secret(index), 1) for index in range(ASSIGNMENT_COUNT)]
SECRET_STEP = Chance(tuple(SECRETS))  # one object: its set of 40,320 outcomes is built once


def ready(state: State, task: Task) -> State | None:
    """The state with the piles refilled for `task`, or None when the step has nothing to draw."""
    if task.kind in ("row", "draw-ingredient"):
        state = refill_deck(state)
        return state if sum(state.deck) else None
    if task.kind == "draw-favor":
        state = refill_favor_deck(state)
        return state if sum(state.favor_deck) and task.count > 0 else None
    return state


def next_tier(state: State) -> int:
    """The artifact tier (0..2) still being dealt."""
    return next(t for t, dealt in enumerate(state.artifacts_dealt) if len(dealt) < ARTIFACTS_PER_TIER)


def outcomes(state: State, task: Task) -> Outcomes:
    """The possible outcomes of the chance task at the head of the agenda, with weights."""
    kind = task.kind
    if kind == "secret":
        return SECRETS
    if kind == "start":
        return [(A.StartPlayer(colour), 1) for colour in state.colours]
    if kind == "artifact":
        tier = next_tier(state)
        dealt = state.artifacts_dealt[tier]
        return [(A.DealArtifact(a.id), 1) for a in ARTIFACTS if a.tier == tier + 1 and a.id not in dealt]
    if kind == "adventurer":
        return [(A.RevealAdventurer(i), 1) for i in range(len(ADVENTURERS)) if i not in state.adventurers]
    if kind == "row":
        return [(A.DealRow(i), n) for i, n in enumerate(state.deck) if n]
    if kind == "draw-ingredient":
        colour = state.colours[task.seat]
        return [(A.DrawIngredient(colour, i), n) for i, n in enumerate(state.deck) if n]
    if kind == "draw-favor":
        colour = state.colours[task.seat]
        return [(A.DrawFavor(colour, FAVORS[i]), n) for i, n in enumerate(state.favor_deck) if n]
    if kind == "mortar":
        return [(A.MortarPick(card), 1) for card in task.data]
    if kind == "peek":
        return [(A.PeekPick(card), 1) for card in task.data[1:]]
    raise ValueError(f"no chance step '{kind}'")


def step(state: State, task: Task) -> Chance:
    """The chance step of `task` (its outcomes in this module's fixed order)."""
    return SECRET_STEP if task.kind == "secret" else Chance(tuple(outcomes(state, task)))


def _again(state: State, task: Task) -> State:
    """The same draw once more when it was for several cards."""
    return state.push(evolve(task, count=task.count - 1)) if task.count > 1 else state


def deal_artifact(state: State, task: Task, action: A.DealArtifact) -> State:
    tier = next_tier(state)
    dealt = list(state.artifacts_dealt)
    dealt[tier] = dealt[tier] + (action.artifact,)
    return _again(evolve(state, artifacts_dealt=tuple(dealt)), task)


def deal_row(state: State, task: Task, action: A.DealRow) -> State:
    state = from_deck(state, action.ingredient)
    return _again(evolve(state, row=tuple(sorted(state.row + (action.ingredient,)))), task)


def draw_ingredient(state: State, task: Task, action: A.DrawIngredient) -> State:
    state = add_card(from_deck(state, action.ingredient), task.seat, action.ingredient)
    return _again(state.note(task.seat, "drew", cards=1), task)


def draw_favor(state: State, task: Task, action: A.DrawFavor) -> State:
    """A favor into the hand; a herbalist (outside set-up) is played at once."""
    state = add_favor(state, task.seat, action.favor).note(task.seat, "drew-favor")
    rest = _again(state, task)
    if action.favor == HERBALIST and task.data != ("setup",):
        played = discard_favor(rest, task.seat, HERBALIST).note(task.seat, "favor", favor=HERBALIST)
        return played.push(*herbalist_tasks(task.seat))
    return rest


def mortar_pick(state: State, task: Task, action: A.MortarPick) -> State:
    """The blind pick is discarded (or set aside for a feather in cap); the other card comes back."""
    first, second = task.data
    kept = second if action.ingredient == first else first
    seat, set_aside = task.seat, task.count == 1
    if set_aside:
        state = _set_aside(state, seat, action.ingredient)
    else:
        state = to_discard(state, action.ingredient)
    state = add_card(state, seat, kept).note(seat, "mortar", kept=1)
    return state.push(Task("feather", seat, data=(kept,))) if set_aside else state


def _set_aside(state: State, seat: int, ingredient: int) -> State:
    pile = list(state.labs[seat].set_aside)
    pile[ingredient] += 1
    return state.with_lab(seat, set_aside=tuple(pile))


def set_aside_from_hand(state: State, seat: int, ingredient: int) -> State:
    """A card from the hand onto the feather-in-cap pile."""
    return _set_aside(take_card(state, seat, ingredient), seat, ingredient)


def peek_pick(state: State, task: Task, action: A.PeekPick) -> State:
    """The periscope owner sees one of the two cards a colleague just mixed."""
    index = task.data[0]
    experiment = state.experiments[index]
    seen = evolve(experiment, glimpses=experiment.glimpses + ((task.seat, action.ingredient),))
    experiments = state.experiments[:index] + (seen,) + state.experiments[index + 1:]
    return evolve(state, experiments=experiments).note(task.seat, "periscope", experiment=index)


def deal_secret(state: State, task: Task, action: A.Secret) -> State:
    return evolve(state, secret=action.index)


def choose_start(state: State, task: Task, action: A.StartPlayer) -> State:
    seat = state.colours.index(action.colour)
    return evolve(state, start_player=seat).note(seat, "start-player")


def reveal_adventurer(state: State, task: Task, action: A.RevealAdventurer) -> State:
    return evolve(state, adventurers=state.adventurers + (action.index,)).note(-1, "adventurer", index=action.index)


CHANCE_APPLY: dict[str, Callable[[State, Task, Any], State]] = {
    "secret": deal_secret,
    "start": choose_start,
    "artifact": deal_artifact,
    "adventurer": reveal_adventurer,
    "row": deal_row,
    "draw-ingredient": draw_ingredient,
    "draw-favor": draw_favor,
    "mortar": mortar_pick,
    "peek": peek_pick,
}
