"""Selling potions to the adventurer of the round.

Two or more sellers bid first: each lays a discount card face down (0..3 gold off = as many
smileys, one more in the green and blue reputation zones); when the last has bid they are shown
and the sellers go by smileys, ties in row order. Each seller in turn picks one of the adventurer's
three wishes still open to them (4 players: any unsold one; 2-3 players: wishes 1-2 and wish 3 are
two groups and each group sells once [D]; a merchant opens every wish), a quality guarantee whose
price minus the discount is at least 1 [D], and two ingredients. The lab tells the table the
quality only; barmaids raise it one step each (beyond "exact": +1 reputation each). A guarantee
kept pays its price minus the discount, one less in the red zone and one more in the blue (never
below 0); a neutral or wrong-sign potion costs 1 reputation.
"""

from __future__ import annotations


from games.alchemists.board import actions as A
from games.alchemists.board.components import (
    ADVENTURERS, BARMAID, BIDS, EXTRA_SMILEY, GUARANTEE_PRICE, GUARANTEES, MEETS, MERCHANT, NEGATIVE_SALE_LOSS,
    PRICE_CHANGE, QUALITY_RANK, SELL, SMALL_TABLE_GROUPS, zone,
)
from games.alchemists.board.economy import change_reputation, gain_gold, hand_pairs
from games.alchemists.board.flow import row_order
from games.alchemists.board.spaces import after_mix, mix_cards
from games.alchemists.board.state import State, Task, evolve
from games.alchemists.mixing import quality_of

QUALITIES_UP: tuple[str, ...] = ("wrong", "neutral", "sign", "exact")


def wishes(state: State) -> tuple[str, str, str]:
    """The three potions the round's adventurer wants (none before round 2)."""
    return ADVENTURERS[state.adventurers[state.round - 2]] if state.round >= 2 else ("", "", "")


def bid_options(state: State, task: Task) -> list[A.Action]:
    return [A.Bid(d) for d in BIDS]


def place_bid(state: State, task: Task, action: A.Bid) -> State:
    """The discount card lies face down until every seller has bid."""
    return state.with_lab(task.seat, bid=action.discount).note(task.seat, "bid-placed")


def smileys(state: State, seat: int) -> int:
    """The smileys of a seat's bid: its discount, plus one in the green and blue zones."""
    lab = state.labs[seat]
    return max(lab.bid, 0) + EXTRA_SMILEY[zone(lab.reputation)]


def sell_order(state: State, task: Task) -> State:
    """Show the bids; the sellers act by smileys, ties in row order."""
    order = [seat for seat in row_order(state, SELL) if state.labs[seat].bid >= 0]
    ranked = sorted(order, key=lambda seat: (-smileys(state, seat), order.index(seat)))
    shown = tuple((seat, state.labs[seat].bid, smileys(state, seat)) for seat in ranked)
    state = evolve(state, bids_shown=shown).note(-1, "bids", bids=shown)
    return state.push(*(Task("act", seat, SELL, count=position) for position, seat in enumerate(ranked)))


def open_wishes(state: State, merchant: bool) -> list[int]:
    """Indices of the wishes this seller may still choose."""
    if merchant:
        return [0, 1, 2]
    sold = {index for index, _ in state.sold}
    if state.players == 4:
        return [i for i in range(3) if i not in sold]
    used = {SMALL_TABLE_GROUPS[i] for i in sold}
    return [i for i in range(3) if SMALL_TABLE_GROUPS[i] not in used]


def discount(state: State, seat: int) -> int:
    """The seat's bid discount (0 without bidding)."""
    return max(state.labs[seat].bid, 0)


def guarantees(state: State, seat: int) -> list[str]:
    """The quality guarantees worth at least 1 gold after the seat's discount."""
    return [g for g in GUARANTEES if GUARANTEE_PRICE[g] - discount(state, seat) >= 1]


def sell_options(state: State, task: Task) -> list[A.Action]:
    wished = wishes(state)
    merchant = MERCHANT in task.data and task.count > 0
    pairs = hand_pairs(state.labs[task.seat].hand)
    return [A.Sell(wished[i], g, a, b) for i in open_wishes(state, merchant)
            for g in guarantees(state, task.seat) for a, b in pairs]


def sell(state: State, task: Task, action: A.Sell) -> State:
    seat, wished = task.seat, wishes(state)
    index = next(i for i in open_wishes(state, MERCHANT in task.data and task.count > 0) if wished[i] == action.potion)
    state, result, number = mix_cards(state, seat, "sell", action.a, action.b, asked=action.potion,
                                      answer=lambda made: quality_of(action.potion, made))
    quality = state.experiments[number].answer
    barmaids = task.data.count(BARMAID)
    rank = QUALITY_RANK[quality] + barmaids
    extra = max(0, rank - QUALITY_RANK["exact"])
    effective = QUALITIES_UP[min(rank, QUALITY_RANK["exact"])]
    lab = state.labs[seat]
    kept = QUALITY_RANK[effective] >= MEETS[action.guarantee]
    paid = max(0, GUARANTEE_PRICE[action.guarantee] - discount(state, seat) + PRICE_CHANGE[zone(lab.reputation)])
    state = evolve(state, sold=state.sold + ((index, seat),))
    state = state.note(seat, "sold", potion=action.potion, guarantee=action.guarantee, quality=quality,
                       counted_as=effective, kept=kept, price=paid if kept else 0)
    merchants = task.data.count(MERCHANT)
    bonus_gold = merchants if task.count == 0 else max(0, merchants - 1)
    state = gain_gold(state, seat, (paid if kept else 0) + bonus_gold, "sale")
    change = extra - (NEGATIVE_SALE_LOSS if effective in ("neutral", "wrong") else 0)
    state = change_reputation(state, {seat: change}, "sale", quality=effective)
    return after_mix(state, seat, action.a, action.b, number)
