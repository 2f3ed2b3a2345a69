"""Actions left in a turn: who may still act, and paying for an action.

An alchemist has its actions per turn plus free actions: Move (Sejlon, Wanderstiefel), Convert
(Athanor) and Transmute (Laboratorium), each once per turn and used before a normal action [D].
A homunculus has its own actions, used in its owner's turn.
"""

from __future__ import annotations

from typing import Final

from games.materia_prima.state import Alchemist, State, replace
from games.materia_prima.stats import actions_per_turn, extra_moves, homunculus_stats

FREE_KIND: Final[dict[str, str]] = {"move": "free_moves", "convert": "free_converts", "transmute": "free_transmutes"}


def can_act(state: State, figure: str, kind: str = "") -> bool:
    """True when `figure` has an action left for an action of `kind` ("move", "convert", ...)."""
    owner = state.owner_of(figure)
    if owner is None:
        return False
    if owner.colour == figure:
        free = FREE_KIND.get(kind)
        return owner.actions_left > 0 or (free is not None and getattr(owner, free) > 0)
    homunculus = owner.homunculus(figure)
    return homunculus is not None and homunculus.actions_left > 0


def spend(state: State, figure: str, kind: str = "") -> State:
    """The state after `figure` paid for one action of `kind` (a free one first)."""
    owner = state.owner_of(figure)
    assert owner is not None, figure
    if owner.colour == figure:
        free = FREE_KIND.get(kind)
        if free is not None and getattr(owner, free) > 0:
            return state.with_alchemist(replace(owner, **{free: getattr(owner, free) - 1}))
        return state.with_alchemist(replace(owner, actions_left=owner.actions_left - 1))
    homunculus = owner.homunculus(figure)
    assert homunculus is not None
    return state.with_alchemist(owner.with_homunculus(replace(homunculus, actions_left=homunculus.actions_left - 1)))


def refund(state: State, figure: str) -> State:
    """The state with one action given back to `figure` (an exchange that moved nothing) [D]."""
    owner = state.owner_of(figure)
    assert owner is not None, figure
    if owner.colour == figure:
        return state.with_alchemist(replace(owner, actions_left=owner.actions_left + 1))
    homunculus = owner.homunculus(figure)
    assert homunculus is not None
    return state.with_alchemist(owner.with_homunculus(replace(homunculus, actions_left=homunculus.actions_left + 1)))


def start_turn(state: State, alchemist: Alchemist) -> Alchemist:
    """The alchemist with this turn's actions (and its homunculi's)."""
    return replace(
        alchemist,
        actions_left=actions_per_turn(state, alchemist),
        free_moves=extra_moves(alchemist),
        free_converts=1 if "athanor" in alchemist.upgrades else 0,
        free_transmutes=1 if "laboratorium" in alchemist.upgrades else 0,
        homunculi=tuple(replace(h, actions_left=homunculus_stats(h.id)[0]) for h in alchemist.homunculi),
    )


def end_turn(alchemist: Alchemist) -> Alchemist:
    """The alchemist with every action of the turn gone."""
    return replace(alchemist, actions_left=0, free_moves=0, free_converts=0, free_transmutes=0,
                   homunculi=tuple(replace(h, actions_left=0) for h in alchemist.homunculi))


def acting_figures(alchemist: Alchemist) -> list[str]:
    """The alchemist and its homunculi, in that order."""
    return [alchemist.colour] + [h.id for h in alchemist.homunculi]
