"""Tower actions of an alchemist: Convert, Transmute, Equip (rulebook), and the Portal upgrade.

[D] Convert turns the two elements of a recipe (e.g. water + earth) into one of the next stage;
Transmute makes a card of the shared pool for its cost. Both pay from the tower tableau first,
then from what the alchemist carries; the converted element goes onto the tableau (into the
alchemist's hands when the tableau is full). Wilka transmutes anywhere, paying from her hands
away from the tower. A new homunculus stands on the tower field and acts from its owner's next
turn; new equipment is worn when its slot is free, else it lies in the tower; a stone fragment
lies on the alchemist's tableau.
"""

from __future__ import annotations


from games.materia_prima.acting import can_act, spend
from games.materia_prima.actions import Action, Convert, Equip, Portal, Transmute
from games.materia_prima.components import CHARACTERS, CONVERSIONS, RECIPES
from games.materia_prima.elements import EMPTY_BAG, Bag, add, bag_of, contains, count, plus, size, sub
from games.materia_prima.exchange import can_open, open_exchange
from games.materia_prima.state import Alchemist, Homunculus, State, replace
from games.materia_prima.stats import carry_limit, homunculus_limit, storage_room


def paid(alchemist: Alchemist, cost: Bag, with_tower: bool) -> tuple[Bag, Bag] | None:
    """(tableau, hands) after paying `cost`, tableau first; None when it cannot be paid."""
    storage = alchemist.storage if with_tower else EMPTY_BAG
    if not contains(add(storage, alchemist.carried), cost):
        return None
    from_storage = tuple(min(s, c) for s, c in zip(storage, cost))
    from_hands = sub(cost, from_storage)
    new_storage = sub(alchemist.storage, from_storage) if with_tower else alchemist.storage
    return new_storage, sub(alchemist.carried, from_hands)


def conversion_result(state: State, alchemist: Alchemist, element: str) -> Alchemist | None:
    """The alchemist after converting into `element`, or None when it cannot."""
    if not count(state.supply, element):
        return None
    after = paid(alchemist, bag_of(CONVERSIONS[element]), with_tower=True)
    if after is None:
        return None
    storage, hands = after
    probe = replace(alchemist, storage=storage, carried=hands)
    if storage_room(probe):
        return replace(probe, storage=plus(storage, element))
    if size(hands) < carry_limit(state, probe):
        return replace(probe, carried=plus(hands, element))
    return None


def can_transmute_here(alchemist: Alchemist) -> bool:
    """True in the tower, or anywhere for an alchemist with the transmute-anywhere ability."""
    return alchemist.in_tower or CHARACTERS[alchemist.character].ability == "transmute-anywhere"


def transmutable(state: State, alchemist: Alchemist, recipe: str) -> bool:
    """True when the alchemist can make pool card `recipe` now."""
    card = RECIPES[recipe]
    if card.deck == "homunculi" and len(alchemist.homunculi) >= homunculus_limit(alchemist):
        return False
    return paid(alchemist, bag_of(card.cost), alchemist.in_tower) is not None


def tower_actions(state: State, alchemist: Alchemist) -> list[Action]:
    """Convert, Transmute, Equip and Portal actions open to the alchemist now."""
    colour = alchemist.colour
    actions: list[Action] = []
    has_elements = any(alchemist.storage) or any(alchemist.carried)
    if alchemist.in_tower:
        if has_elements and can_act(state, colour, "convert"):
            actions += [Convert(colour, e) for e in CONVERSIONS if conversion_result(state, alchemist, e)]
        if can_act(state, colour) and can_open(state, colour, "tower", equip=True):
            actions.append(Equip(colour))
    elif "portal" in alchemist.upgrades and can_act(state, colour):
        actions.append(Portal(colour))
    if has_elements and can_transmute_here(alchemist) and can_act(state, colour, "transmute"):
        actions += [Transmute(colour, r) for r in dict.fromkeys(state.pool) if transmutable(state, alchemist, r)]
    return actions


def resolve_convert(state: State, action: Convert) -> State:
    """Two elements back to the supply, one of the next stage from it."""
    alchemist = state.by_colour(action.figure)
    assert alchemist is not None
    state = spend(state, action.figure, "convert")
    before = state.alchemists[alchemist.seat]
    after = conversion_result(state, before, action.element)
    assert after is not None
    supply = plus(add(state.supply, bag_of(CONVERSIONS[action.element])), action.element, -1)
    return replace(state.with_alchemist(after), supply=supply)


def made(state: State, alchemist: Alchemist, recipe: str) -> Alchemist:
    """The alchemist with the thing of `recipe` made."""
    card = RECIPES[recipe]
    alchemist = replace(alchemist, made=alchemist.made + (recipe,))
    if card.deck == "homunculi":
        return replace(alchemist, homunculi=alchemist.homunculi + (Homunculus(recipe, alchemist.tower, EMPTY_BAG),))
    if card.deck == "fragments":
        return replace(alchemist, fragments=alchemist.fragments + (recipe,))
    if card.slot in {RECIPES[i].slot for i in alchemist.worn}:
        return replace(alchemist, stored=alchemist.stored + (recipe,))
    return replace(alchemist, worn=alchemist.worn + (recipe,))


def resolve_transmute(state: State, action: Transmute) -> State:
    """The cost back to the supply, the card from the pool to the alchemist."""
    state = spend(state, action.figure, "transmute")
    alchemist = state.by_colour(action.figure)
    assert alchemist is not None
    cost = bag_of(RECIPES[action.recipe].cost)
    after = paid(alchemist, cost, alchemist.in_tower)
    assert after is not None
    alchemist = made(state, replace(alchemist, storage=after[0], carried=after[1]), action.recipe)
    pool = list(state.pool)
    pool.remove(action.recipe)
    return replace(state.with_alchemist(alchemist), supply=add(state.supply, cost), pool=tuple(pool))


def resolve_equip(state: State, action: Equip, seat: int) -> State:
    """Open the exchange with the tower (elements and equipment)."""
    return open_exchange(spend(state, action.figure), seat, action.figure, "tower", equip=True)


def resolve_portal(state: State, action: Portal) -> State:
    """The alchemist steps through the portal onto its tower field."""
    state = spend(state, action.figure)
    alchemist = state.by_colour(action.figure)
    assert alchemist is not None
    return state.with_alchemist(replace(alchemist, field=alchemist.tower))
