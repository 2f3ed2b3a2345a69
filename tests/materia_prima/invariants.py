"""What must hold in every state of a Materia Prima scenario (used by the playout tests)."""

from __future__ import annotations

from collections import Counter

from games.kernel.protocol import CHANCE, TERMINAL
from games.materia_prima.components import (
    ALARM_CARDS, CITY_ORDERS, INQUISITOR_CARDS, RECIPES, SCENARIOS, SUPPLY, UPGRADE_COPIES, UPGRADES,
)
from games.materia_prima.elements import EMPTY_BAG, size
from games.materia_prima.rules import RULES
from games.materia_prima.state import Research, State
from games.materia_prima.stats import carry_limit, homunculus_limit, storage_limit


def element_total(state: State) -> tuple[int, ...]:
    """Every element the state holds, wherever it lies (supply, out, figures, towers, fields)."""
    bags = [state.supply, state.out, *state.ground]
    for alchemist in state.alchemists:
        bags += [alchemist.carried, alchemist.storage] + [h.carried for h in alchemist.homunculi]
    return tuple(map(sum, zip(*bags)))


def check_elements(state: State) -> None:
    assert element_total(state) == SUPPLY, (element_total(state), SUPPLY)
    assert min(state.supply) >= 0


def check_fields(state: State) -> None:
    """Figures never share a field against the movement rules."""
    owner: dict[int, str] = {}
    for alchemist in state.alchemists:
        for field in [alchemist.tower, alchemist.field] + [h.field for h in alchemist.homunculi]:
            assert owner.get(field, alchemist.colour) == alchemist.colour, (field, owner.get(field), alchemist.colour)
            owner[field] = alchemist.colour
    inquisitor_fields = [i.field for i in state.inquisitors]
    assert len(set(inquisitor_fields)) == len(inquisitor_fields), inquisitor_fields
    assert not set(inquisitor_fields) & set(owner), (inquisitor_fields, owner)
    towers = {a.tower for a in state.alchemists}
    for field in towers:
        assert state.ground[field] == EMPTY_BAG


def check_cards(state: State) -> None:
    types = SCENARIOS[state.scenario].types
    inquisitor_cards = list(state.inq_pile) + list(state.inq_under) + [c for slot in state.slots for c in slot]
    assert sorted(inquisitor_cards) == sorted(c for c, card in INQUISITOR_CARDS.items() if card.type in types)
    slot_types = [INQUISITOR_CARDS[s[0]].type for s in state.slots if s]
    assert len(set(slot_types)) == len(slot_types)
    for slot in state.slots:
        assert len({INQUISITOR_CARDS[c].type for c in slot}) <= 1
    assert sorted(state.alarm_pile + state.alarm_seen) == sorted(ALARM_CARDS)
    assert not state.alarm_next or state.alarm_next in state.alarm_pile
    orders = list(state.order_pile) + [o for o in state.city_orders if o] + list(state.orders_won) + list(state.orders_spent)
    assert sorted(orders) == sorted(CITY_ORDERS)
    owned = [u for a in state.alchemists for u in a.upgrades]
    upgrades = Counter(state.upgrade_pile) + Counter(u for u in state.city_upgrades if u) + Counter(owned)
    assert upgrades == Counter({u: UPGRADE_COPIES for u in UPGRADES})
    recipes = [c for deck in state.decks for c in deck] + list(state.pool)
    if isinstance(state.pending, Research):
        recipes += list(state.pending.drawn)
    for alchemist in state.alchemists:
        recipes += [h.id for h in alchemist.homunculi] + list(alchemist.worn) + list(alchemist.stored)
        recipes += list(alchemist.fragments)
    assert len(recipes) == len(set(recipes)) and set(recipes) <= set(RECIPES), Counter(recipes).most_common(2)


def check_no_deck_order(state: State) -> None:
    """Face-down piles are sets (kept sorted): no state carries the order of a deck."""
    for pile in (state.inq_pile, state.alarm_pile, state.order_pile, state.upgrade_pile, *state.decks):
        assert list(pile) == sorted(pile)


def check_alchemists(state: State) -> None:
    for alchemist in state.alchemists:
        assert alchemist.soul_stone in (0, 1)
        assert size(alchemist.carried) <= carry_limit(state, alchemist)
        assert size(alchemist.storage) <= storage_limit(alchemist)
        assert len(alchemist.homunculi) <= homunculus_limit(alchemist)
        slots = [RECIPES[i].slot for i in alchemist.worn]
        assert len(slots) == len(set(slots))
        for homunculus in alchemist.homunculi:
            assert size(homunculus.carried) <= RECIPES[homunculus.id].stats[1]


def check_step(state: State) -> None:
    """Everything that must hold in every state."""
    check_elements(state)
    check_fields(state)
    check_cards(state)
    check_no_deck_order(state)
    check_alchemists(state)
    assert 0 <= state.day <= state.days <= 20
    mover = RULES.to_move(state)
    if mover >= 0:
        assert RULES.legal_actions(state)
    elif mover == CHANCE:
        assert RULES.chance_outcomes(state)
    else:
        assert mover == TERMINAL and state.result in ("passed", "failed")
