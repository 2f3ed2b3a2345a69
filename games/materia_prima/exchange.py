"""Exchanges: Drop (with the field), Trade (with a figure) and Equip (with the tower), one action
each, then any number of single steps: `give E`, `take E`, `wear I`, `stow I`, `done`.

Rulebook: in a trade any number of carried elements change hands, within each figure's carrying
limit; elements in a tower must be picked up first. [D] Dropping and picking up are one action;
on the own tower field the Drop goes to the tower tableau. Within one exchange an element moved
one way is not moved back, and an item put on or taken off stays so (every exchange ends).
Equip (in the tower): elements between the alchemist and its tableau, and equipment put on from
the tower or taken off into it — one weapon, one armour and one tool worn at most [D].
"""

from __future__ import annotations


from games.kernel import agenda
from games.materia_prima.acting import refund
from games.materia_prima.actions import Action, Done, Give, Stow, Take, Wear
from games.materia_prima.components import ELEMENT_INDEX, RECIPES
from games.materia_prima.elements import EMPTY_BAG, Bag, kinds, plus, size
from games.materia_prima.figures import carried, figure_field, set_carried
from games.materia_prima.state import Exchange, State, Step, Task, replace
from games.materia_prima.stats import carry_limit, figure_room, storage_room

UNLIMITED = 10**6


def counterpart(state: State, figure: str, other: str) -> str:
    """"tower" for a Drop on the own tower field, else `other` as given."""
    if other == "ground":
        owner = state.owner_of(figure)
        if owner is not None and figure_field(state, figure) == owner.tower:
            return "tower"
    return other


def holding(state: State, figure: str, other: str) -> Bag:
    """What the other side of an exchange holds."""
    if other == "ground":
        field = figure_field(state, figure)
        assert field is not None
        return state.ground[field]
    if other == "tower":
        owner = state.owner_of(figure)
        assert owner is not None
        return owner.storage
    return carried(state, other)


def room(state: State, figure: str, other: str) -> int:
    """How many more elements the other side takes."""
    if other == "ground":
        return UNLIMITED
    if other == "tower":
        owner = state.owner_of(figure)
        assert owner is not None
        return storage_room(owner)
    return figure_room(state, other, size(carried(state, other)))


def set_holding(state: State, figure: str, other: str, bag: Bag) -> State:
    """The state with the other side holding `bag`."""
    if other == "ground":
        field = figure_field(state, figure)
        assert field is not None
        return replace(state, ground=state.ground[:field] + (bag,) + state.ground[field + 1:])
    if other == "tower":
        owner = state.owner_of(figure)
        assert owner is not None
        return state.with_alchemist(replace(owner, storage=bag))
    return set_carried(state, other, bag)


def wearable(state: State, figure: str) -> tuple[list[str], list[str]]:
    """(items that can be put on, items that can be taken off) by the alchemist `figure`."""
    owner = state.owner_of(figure)
    assert owner is not None
    worn_slots = {RECIPES[i].slot for i in owner.worn}
    put_on = [i for i in owner.stored if RECIPES[i].slot not in worn_slots]
    take_off = []
    for item in owner.worn:
        without = replace(owner, worn=tuple(i for i in owner.worn if i != item))
        if size(owner.carried) <= carry_limit(state, without):
            take_off.append(item)
    return put_on, take_off


def steps(state: State, ex: Exchange) -> list[Action]:
    """The steps open in exchange `ex` (always including `done`)."""
    mine, theirs = carried(state, ex.figure), holding(state, ex.figure, ex.other)
    my_room = figure_room(state, ex.figure, size(mine))
    options: list[Action] = [Done()]
    if room(state, ex.figure, ex.other) > 0:
        options += [Give(e) for e in kinds(mine) if not ex.taken[ELEMENT_INDEX[e]]]
    if my_room > 0:
        options += [Take(e) for e in kinds(theirs) if not ex.given[ELEMENT_INDEX[e]]]
    if ex.equip:
        put_on, take_off = wearable(state, ex.figure)
        options += [Wear(i) for i in put_on if i not in ex.toggled]
        options += [Stow(i) for i in take_off if i not in ex.toggled]
    return options


def can_open(state: State, figure: str, other: str, equip: bool = False) -> bool:
    """True when an exchange of `figure` with `other` could move anything."""
    side = counterpart(state, figure, other)
    mine, theirs = carried(state, figure), holding(state, figure, side)
    if any(mine) and room(state, figure, side) > 0:
        return True
    if any(theirs) and figure_room(state, figure, size(mine)) > 0:
        return True
    return equip and any(wearable(state, figure))


def open_exchange(state: State, seat: int, figure: str, other: str, equip: bool = False) -> State:
    """The exchange begins (its action is paid already): its steps are the seat's next decisions."""
    side = counterpart(state, figure, other)
    return agenda.push(state, ("exchange", seat), pending=Exchange(figure, side, EMPTY_BAG, EMPTY_BAG, equip))


def moved_nothing(ex: Exchange) -> bool:
    """True when an exchange has moved no element and no equipment (closing it costs nothing [D])."""
    return not any(ex.given) and not any(ex.taken) and not ex.toggled


def step_exchange(state: State, task: Task) -> Step:
    """The seat gives, takes, puts on, takes off, or is done."""
    assert isinstance(state.pending, Exchange)
    return agenda.decide(task[1], steps(state, state.pending))


def resolve_exchange(state: State, task: Task, action: Action) -> State:
    """One element or item moves; `done` closes the exchange."""
    ex = state.pending
    assert isinstance(ex, Exchange)
    if isinstance(action, Done):
        return agenda.pop(refund(state, ex.figure) if moved_nothing(ex) else state, pending=None)
    if isinstance(action, (Give, Take)):
        sign = 1 if isinstance(action, Give) else -1
        mine = plus(carried(state, ex.figure), action.element, -sign)
        theirs = plus(holding(state, ex.figure, ex.other), action.element, sign)
        state = set_holding(set_carried(state, ex.figure, mine), ex.figure, ex.other, theirs)
        moved = ex.given if sign == 1 else ex.taken
        moved = plus(moved, action.element)
        ex = replace(ex, given=moved) if sign == 1 else replace(ex, taken=moved)
        return replace(state, pending=ex)
    owner = state.owner_of(ex.figure)
    assert owner is not None
    item = action.item  # type: ignore[attr-defined]
    if isinstance(action, Wear):
        owner = replace(owner, worn=owner.worn + (item,), stored=tuple(i for i in owner.stored if i != item))
    else:
        owner = replace(owner, stored=owner.stored + (item,), worn=tuple(i for i in owner.worn if i != item))
    return replace(state.with_alchemist(owner), pending=replace(ex, toggled=ex.toggled + (item,)))
