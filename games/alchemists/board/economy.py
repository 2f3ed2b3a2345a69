"""Moving things between seats, the bank and the piles: gold, reputation, cards, favors.

Every change of gold, reputation, ingredient cards and favors goes through these functions, so the
conservation checks of the tests see one path; each public change leaves an Event.

Reputation follows the track's zones (components.zone): a loss is one smaller in the red zone, one
larger in the green and two larger in the blue; the Robe of Respect adds one to every net gain.
All changes that one happening causes to one seat are netted first (a debunker's +2 against the
loss of the own seal on the debunked theory), then the zone or the robe applies once.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Mapping, Sequence

from games.alchemists.board.components import FAVOR_INDEX, LOSS_CHANGE, zone
from games.alchemists.board.state import State, evolve
from games.alchemists.codes import assignment_from_index
from games.alchemists.mixing import mix_alchemicals

ROBE = "robe-of-respect"
MIX_TABLE: tuple[tuple[str, ...], ...] = tuple(
    tuple("" if x == y else mix_alchemicals(x, y) for y in range(8)) for x in range(8))


@lru_cache(maxsize=64)
def assignment(secret: int) -> tuple[int, ...]:
    """The alchemical index of each ingredient (grid order) for the secret's index."""
    return assignment_from_index(secret)


def mix_result(state: State, a: int, b: int) -> str:
    """The potion ingredients a and b make under the state's secret."""
    secret = assignment(state.secret)
    return MIX_TABLE[secret[a]][secret[b]]


def adjusted_change(state: State, seat: int, change: int) -> int:
    """The change a seat's reputation really makes: zones on losses, the robe on gains, never
    below zero reputation."""
    lab = state.labs[seat]
    if change > 0:
        change += 1 if ROBE in lab.artifacts else 0
    elif change < 0:
        change = -max(0, -change + LOSS_CHANGE[zone(lab.reputation)])
    return max(change, -lab.reputation)


def change_reputation(state: State, changes: Mapping[int, int], reason: str, **facts: object) -> State:
    """Apply each seat's net change (seat -> change) for one happening, with an event each."""
    for seat in sorted(changes):
        raw = changes[seat]
        if raw == 0:
            continue
        real = adjusted_change(state, seat, raw)
        now = state.labs[seat].reputation + real
        state = state.with_lab(seat, reputation=now)
        state = state.note(seat, "reputation", change=real, printed=raw, reason=reason, now=now, **facts)
    return state


def gain_gold(state: State, seat: int, amount: int, reason: str) -> State:
    """The bank pays `seat`."""
    if amount <= 0:
        return state
    state = state.with_lab(seat, gold=state.labs[seat].gold + amount)
    state = evolve(state, bank_paid_out=state.bank_paid_out + amount)
    return state.note(seat, "gold", change=amount, reason=reason)


def pay_gold(state: State, seat: int, amount: int, reason: str, to: int | None = None) -> State:
    """`seat` pays the bank, or the seat `to`."""
    if amount <= 0:
        return state
    if amount > state.labs[seat].gold:
        raise ValueError(f"seat {seat} cannot pay {amount} gold")
    state = state.with_lab(seat, gold=state.labs[seat].gold - amount)
    if to is None:
        state = evolve(state, bank_paid_out=state.bank_paid_out - amount)
    else:
        state = state.with_lab(to, gold=state.labs[to].gold + amount)
    return state.note(seat, "gold", change=-amount, reason=reason, to=to)


def _plus(counts: tuple[int, ...], index: int, amount: int = 1) -> tuple[int, ...]:
    result = list(counts)
    result[index] += amount
    if result[index] < 0:
        raise ValueError(f"no card {index} left to take")
    return tuple(result)


def add_card(state: State, seat: int, ingredient: int) -> State:
    """An ingredient card into `seat`'s hand."""
    return state.with_lab(seat, hand=_plus(state.labs[seat].hand, ingredient))


def take_card(state: State, seat: int, ingredient: int) -> State:
    """An ingredient card out of `seat`'s hand (to wherever the caller puts it)."""
    return state.with_lab(seat, hand=_plus(state.labs[seat].hand, ingredient, -1))


def to_discard(state: State, *ingredients: int) -> State:
    """Ingredient cards face down onto the discard pile."""
    discard = state.discard
    for ingredient in ingredients:
        discard = _plus(discard, ingredient)
    return evolve(state, discard=discard)


def from_deck(state: State, ingredient: int) -> State:
    """An ingredient card off the deck (the caller says where it goes)."""
    return evolve(state, deck=_plus(state.deck, ingredient, -1))


def refill_deck(state: State) -> State:
    """An empty deck takes the discard pile (shuffled: the deck is unordered anyway)."""
    if sum(state.deck) or not sum(state.discard):
        return state
    return evolve(state, deck=state.discard, discard=(0,) * 8).note(-1, "reshuffle", pile="ingredients")


def refill_favor_deck(state: State) -> State:
    """An empty favor deck takes the favor discard pile."""
    if sum(state.favor_deck) or not sum(state.favor_discard):
        return state
    return evolve(state, favor_deck=state.favor_discard,
                   favor_discard=(0,) * len(state.favor_discard)).note(-1, "reshuffle", pile="favors")


def add_favor(state: State, seat: int, favor: str) -> State:
    """A favor card from the favor deck into `seat`'s hand."""
    index = FAVOR_INDEX[favor]
    state = evolve(state, favor_deck=_plus(state.favor_deck, index, -1))
    return state.with_lab(seat, favors=_plus(state.labs[seat].favors, index))


def discard_favor(state: State, seat: int, favor: str) -> State:
    """A favor card from `seat`'s hand onto the favor discard pile (played or not kept)."""
    index = FAVOR_INDEX[favor]
    state = state.with_lab(seat, favors=_plus(state.labs[seat].favors, index, -1))
    return evolve(state, favor_discard=_plus(state.favor_discard, index))


def play_favor(state: State, seat: int, favor: str, **facts: object) -> State:
    """`seat` plays a favor card: discarded, and told to the table."""
    return discard_favor(state, seat, favor).note(seat, "favor", favor=favor, **facts)


def has_favor(state: State, seat: int, favor: str) -> bool:
    """True when `seat` holds at least one `favor` card."""
    return state.labs[seat].favors[FAVOR_INDEX[favor]] > 0


def has_artifact(state: State, seat: int, artifact: str) -> bool:
    """True when `seat` owns `artifact`."""
    return artifact in state.labs[seat].artifacts


def pair_capacity(hand: Sequence[int], wild: int = 0) -> int:
    """How many mixes of two different ingredients the hand makes at once; `wild` cards still to come
    may be of any kind."""
    total = sum(hand) + wild
    return max(0, min(total // 2, total - max(hand, default=0)))


def hand_pairs(hand: tuple[int, ...]) -> list[tuple[int, int]]:
    """Every pair of two different ingredients the hand can mix, in grid order."""
    kinds = [i for i, count in enumerate(hand) if count]
    return [(a, b) for n, a in enumerate(kinds) for b in kinds[n + 1:]]
