"""Figures on the board: where they stand, what they carry, and which fields they may enter.

Movement (rulebook): a figure never moves onto or across a field with a figure or tower of
another colour. [D] Inquisitors count as another colour for the alchemists; an inquisitor never
enters a field with any figure or tower, nor one with another inquisitor, so two inquisitors never
share a field. An alchemist and its own homunculi may share fields.
"""

from __future__ import annotations


from games.materia_prima.elements import Bag
from games.materia_prima.state import Alchemist, Homunculus, State, replace

TOWER_PREFIX = "tower-"


def tower_id(colour: str) -> str:
    """The target id of a colour's tower."""
    return f"{TOWER_PREFIX}{colour}"


def figure_field(state: State, figure: str) -> int | None:
    """The field of an alchemist, homunculus or inquisitor; None if it is not on the board."""
    for alchemist in state.alchemists:
        if alchemist.colour == figure:
            return alchemist.field
        homunculus = alchemist.homunculus(figure)
        if homunculus is not None:
            return homunculus.field
    inquisitor = state.inquisitor(figure)
    return inquisitor.field if inquisitor else None


def carried(state: State, figure: str) -> Bag:
    """The elements an alchemist or homunculus carries."""
    owner = state.owner_of(figure)
    assert owner is not None, figure
    if owner.colour == figure:
        return owner.carried
    homunculus = owner.homunculus(figure)
    assert homunculus is not None
    return homunculus.carried


def update_figure(state: State, figure: str, **changes: object) -> State:
    """The state with the alchemist or homunculus `figure` changed (its field or what it carries)."""
    owner = state.owner_of(figure)
    assert owner is not None, figure
    if owner.colour == figure:
        return state.with_alchemist(replace(owner, **changes))
    homunculus = owner.homunculus(figure)
    assert homunculus is not None
    return state.with_alchemist(owner.with_homunculus(replace(homunculus, **changes)))


def set_carried(state: State, figure: str, bag: Bag) -> State:
    """The state with `figure` carrying `bag`."""
    return update_figure(state, figure, carried=bag)


def move_figure(state: State, figure: str, field: int) -> State:
    """The state with the alchemist or homunculus `figure` standing on `field`."""
    return update_figure(state, figure, field=field)


def colour_of(state: State, figure: str) -> str:
    """The colour of an alchemist or homunculus."""
    owner = state.owner_of(figure)
    assert owner is not None, figure
    return owner.colour


def player_figures(state: State) -> list[tuple[str, str, int]]:
    """(figure id, colour, field) of every alchemist and homunculus."""
    result = []
    for alchemist in state.alchemists:
        result.append((alchemist.colour, alchemist.colour, alchemist.field))
        result.extend((h.id, alchemist.colour, h.field) for h in alchemist.homunculi)
    return result


def occupied_by_players(state: State) -> dict[int, str]:
    """Field -> colour of the alchemists, homunculi and towers on it."""
    taken: dict[int, str] = {}
    for alchemist in state.alchemists:
        taken[alchemist.tower] = alchemist.colour
        taken[alchemist.field] = alchemist.colour
        for homunculus in alchemist.homunculi:
            taken[homunculus.field] = alchemist.colour
    return taken


def inquisitor_fields(state: State) -> set[int]:
    """The fields inquisitors stand on."""
    return {i.field for i in state.inquisitors}


def enterable_for(state: State, colour: str) -> list[bool]:
    """Per field: may a figure of `colour` move onto it?"""
    allowed = [True] * len(state.board.fields)
    for field, owner in occupied_by_players(state).items():
        if owner != colour:
            allowed[field] = False
    for field in inquisitor_fields(state):
        allowed[field] = False
    return allowed


def free_for_inquisitor(state: State) -> list[bool]:
    """Per field: may an inquisitor move onto (or be placed on) it?"""
    allowed = [True] * len(state.board.fields)
    for field in occupied_by_players(state):
        allowed[field] = False
    for field in inquisitor_fields(state):
        allowed[field] = False
    return allowed


def homunculus_owner(state: State, hid: str) -> tuple[Alchemist, Homunculus] | None:
    """The owner and the homunculus `hid`, if it is on the board."""
    for alchemist in state.alchemists:
        homunculus = alchemist.homunculus(hid)
        if homunculus is not None:
            return alchemist, homunculus
    return None


def in_own_tower(state: State, figure: str) -> bool:
    """True when an alchemist or homunculus stands on its own tower field (protected)."""
    owner = state.owner_of(figure)
    field = figure_field(state, figure)
    return owner is not None and field == owner.tower
