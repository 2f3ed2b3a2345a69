"""What must hold in every state of an Alchemists match, and twins that differ only in one seat's
secrets (for checking that a view hides them)."""

from __future__ import annotations


from games.alchemists.board.components import (
    FAVOR_COPIES, INGREDIENT_COPIES, ROUNDS, SEAL_COUNTS, SEALS, SPACES, START_GOLD, action_costs,
)
from games.alchemists.board.rules import RULES
from games.alchemists.board.state import State, evolve
from games.kernel.protocol import CHANCE, TERMINAL

IN_FLIGHT = ("cauldron", "mortar")


def ingredient_cards(state: State) -> list[int]:
    """Every ingredient card's kind, wherever it is."""
    counts = [0] * 8
    for pile in (state.deck, state.discard, *(lab.hand for lab in state.labs), *(lab.set_aside for lab in state.labs)):
        for kind, n in enumerate(pile):
            counts[kind] += n
    for kind in state.row:
        counts[kind] += 1
    for task in state.agenda:
        if task.kind in IN_FLIGHT:
            for kind in task.data:
                counts[kind] += 1
    return counts


def favor_cards(state: State) -> list[int]:
    return [a + b + sum(lab.favors[i] for lab in state.labs)
            for i, (a, b) in enumerate(zip(state.favor_deck, state.favor_discard))]


def seals_of(state: State, seat: int) -> list[int]:
    counts = list(state.labs[seat].seals)
    for theory in state.theories:
        kind = theory.seal_of(seat)
        if kind:
            counts[SEALS.index(kind)] += 1
    for owner, kind, _ in state.retired_seals:
        if owner == seat:
            counts[SEALS.index(kind)] += 1
    return counts


def declared_cost(state: State, seat: int) -> int:
    lab = state.labs[seat]
    total = 0
    for index, space in enumerate(SPACES):
        costs = (1,) * lab.declared[index] if space == "custodian" else action_costs(space, state.players)
        total += sum(costs[:lab.declared[index]])
    return total


def check_state(state: State) -> None:
    """Conservation and sanity: cards, favors, seals, gold, cubes, reputation, the theory board."""
    assert ingredient_cards(state) == [INGREDIENT_COPIES] * 8, ingredient_cards(state)
    assert favor_cards(state) == list(FAVOR_COPIES), favor_cards(state)
    for seat, lab in enumerate(state.labs):
        assert seals_of(state, seat) == list(SEAL_COUNTS)
        assert lab.gold >= 0 and lab.reputation >= 0 and min(lab.hand) >= 0 and min(lab.favors) >= 0
        assert lab.placed == declared_cost(state, seat) and lab.placed <= lab.cubes
        assert all(0 <= t <= d for t, d in zip(lab.taken, lab.declared))
    assert sum(lab.gold for lab in state.labs) == START_GOLD * state.players + state.bank_paid_out
    ingredients = [t.ingredient for t in state.theories]
    alchemicals = [t.alchemical for t in state.theories]
    assert len(set(ingredients)) == len(ingredients) and len(set(alchemicals)) == len(alchemicals)
    for theory in state.theories:
        owners = [seat for seat, _ in theory.seals]
        assert len(set(owners)) == len(owners) and owners
    assert 0 <= state.round <= ROUNDS
    mover = RULES.to_move(state)
    if mover >= 0:
        assert RULES.legal_actions(state), RULES.phase(state)
    elif mover == CHANCE:
        assert RULES.chance_outcomes(state), state.agenda[0]
    else:
        assert mover == TERMINAL and state.round == ROUNDS


def _swap_one(held: tuple[int, ...], pile: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """One card of a held kind exchanged with a pile card of a kind not held, or None."""
    have = [k for k, n in enumerate(held) if n]
    spare = [k for k, n in enumerate(pile) if n and k not in have]
    if not have or not spare:
        return None
    held_list, pile_list = list(held), list(pile)
    held_list[have[0]] -= 1; pile_list[have[0]] += 1; held_list[spare[0]] += 1; pile_list[spare[0]] -= 1
    return tuple(held_list), tuple(pile_list)


def with_secrets_changed(state: State, seat: int) -> State:
    """The same table where only `seat`'s secrets differ: a hand card swapped with an unseen deck
    card, a favor swapped with one of the favor deck, a seal in stock of another kind, a hidden bid
    changed, its own experiments' ingredients changed."""
    lab = state.labs[seat]
    changes: dict[str, object] = {}
    swapped = _swap_one(lab.hand, state.deck)
    if swapped:
        changes["hand"], deck = swapped
        state = evolve(state, deck=deck)
    swapped = _swap_one(lab.favors, state.favor_deck)
    if swapped:
        changes["favors"], favor_deck = swapped
        state = evolve(state, favor_deck=favor_deck)
    kinds = [k for k, n in enumerate(lab.seals) if n]
    if kinds:
        seals = list(lab.seals)
        seals[kinds[0]] -= 1
        seals[(kinds[0] + 1) % len(seals)] += 1
        changes["seals"] = tuple(seals)
    if lab.bid >= 0 and not state.bids_shown:
        changes["bid"] = (lab.bid + 1) % 4
    state = state.with_lab(seat, **changes)
    experiments = tuple(evolve(e, ingredients=tuple((i + 1) % 8 for i in e.ingredients))
                        if e.seat == seat and not e.public else e for e in state.experiments)
    return evolve(state, experiments=experiments)


def check_views_hide_secrets(state: State) -> None:
    """Every seat's view is unchanged when only another seat's secrets change."""
    if state.over:
        return
    views = [RULES.view(state, seat) for seat in range(state.players)]
    for other in range(state.players):
        twin = with_secrets_changed(state, other)
        for seat in range(state.players):
            if seat != other:
                assert RULES.view(twin, seat) == views[seat], (seat, other)
