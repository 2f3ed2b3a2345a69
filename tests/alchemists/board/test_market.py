"""Selling to the adventurer: bids, order, which wishes, guarantees, prices, quality and reputation.

Adventurer 1 (index 0) wants B+, R+, G+ in this order. Under the identity secret fern+mandrake = R+,
fern+bird-claw = B+, mushroom+bird-claw = G+, mushroom+fern = N, fern+toad = G-, toad+mandrake = R+.
"""

from __future__ import annotations

import pytest

from games.alchemists.board.state import Task
from games.kernel.protocol import CHANCE
from tests.alchemists.board.helpers import RULES, gold, lab, legal_texts, play, rep, table, with_declared

HAND = ["mushroom", "fern", "toad", "bird-claw", "mandrake"]


def selling(players: int = 3, sellers: tuple[int, ...] = (0, 1, 2), seats: dict | None = None) -> object:
    """A table at the sell space; `seats` gives some seats' lab fields."""
    labs = []
    for seat in range(players):
        fields = dict((seats or {}).get(seat, {}))
        fields.setdefault("hand", HAND)
        seat_lab = lab(order_space=seat, **fields)
        labs.append(with_declared(seat_lab, sell=1) if seat in sellers else seat_lab)
    return table(labs, agenda=[Task("space", space="sell"), Task("space-end", space="sell")], players=players)


def sale_options(state) -> set[str]:
    """The wishes the seller may choose now."""
    return {t.split()[1] for t in legal_texts(state) if t.startswith("sell")}


def test_a_lone_seller_does_not_bid() -> None:
    state = selling(sellers=(1,))
    assert state.agenda[0] == Task("act", 1, "sell", count=0)


def test_two_or_more_sellers_bid_hidden_then_go_by_smileys_ties_in_row_order() -> None:
    state = selling()
    assert [t.kind for t in state.agenda[:3]] == ["bid", "bid", "bid"]
    state = play(state, "bid 1", "bid 3")
    assert state.bids_shown == () and RULES.view(state, 2).seats[0].bid_placed and RULES.view(state, 2).bid == -1
    state = play(state, "bid 1")
    assert [seat for seat, _, _ in state.bids_shown] == [1, 0, 2]
    assert [t.seat for t in state.agenda if t.kind == "act"] == [1, 0, 2]


def test_green_and_blue_zones_add_a_smiley_to_every_bid() -> None:
    state = selling(seats={2: {"reputation": 15}})
    state = play(state, "bid 1", "bid 1", "bid 1")
    assert state.bids_shown[0] == (2, 1, 2)


def test_four_players_sell_any_wish_not_yet_sold() -> None:
    state = selling(players=4, sellers=(0, 1))
    state = play(state, "bid 0", "bid 0", "sell R+ any fern mandrake")
    assert sale_options(state) == {"B+", "G+"}


@pytest.mark.parametrize("first, second", [("R+", {"G+"}), ("G+", {"B+", "R+"})])
def test_small_tables_sell_once_from_wishes_one_and_two_and_once_from_wish_three(first: str, second: set) -> None:
    state = selling(players=3, sellers=(0, 1, 2))
    pair = {"R+": "fern mandrake", "G+": "mushroom bird-claw"}[first]
    state = play(state, "bid 0", "bid 0", "bid 0", f"sell {first} any {pair}")
    assert sale_options(state) == second


def test_the_third_seller_of_a_small_table_gets_no_wish_unless_a_merchant_helps() -> None:
    labs = {2: {"favors": ["merchant"], "hand": HAND}}
    state = play(selling(seats=labs), "bid 0", "bid 0", "bid 0", "sell G+ any mushroom bird-claw",
                 "sell R+ any fern mandrake")
    assert sale_options(state) == set() and "play merchant" in legal_texts(state)
    state = play(state, "play merchant")
    assert sale_options(state) == {"B+", "R+", "G+"}


def test_a_merchant_played_by_the_first_seller_gives_one_gold() -> None:
    state = selling(sellers=(0,), seats={0: {"favors": ["merchant"], "hand": HAND}})
    state = play(state, "play merchant", "sell R+ any fern mandrake")
    assert gold(state)[0] == 2 + 1 + 1


def test_a_guarantee_must_be_worth_at_least_one_gold_after_the_discount() -> None:
    state = play(selling(sellers=(0, 1)), "bid 3", "bid 0")
    assert {t.split()[2] for t in legal_texts(state) if t.startswith("sell")} == {"exact"}


@pytest.mark.parametrize("guarantee, pair, paid, reputation", [
    ("exact", "fern mandrake", 4, 10),  # R+ made: exact
    ("sign", "toad mandrake", 3, 10),  # R+ made for R+: exact meets sign
    ("exact", "mushroom bird-claw", 0, 10),  # G+ for R+: right sign only, no pay
    ("neutral", "mushroom fern", 2, 9),  # neutral meets neutral but costs a reputation point
    ("any", "fern toad", 1, 9),  # G- for R+: wrong sign, paid 1, -1 reputation
])
def test_a_kept_guarantee_pays_its_price_and_a_neutral_or_wrong_potion_costs_reputation(
        guarantee: str, pair: str, paid: int, reputation: int) -> None:
    state = play(selling(sellers=(0,)), f"sell R+ {guarantee} {pair}")
    assert (gold(state)[0], rep(state)[0]) == (2 + paid, reputation)


def test_the_table_learns_only_the_quality() -> None:
    state = play(selling(sellers=(0,)), "sell R+ any fern toad")
    seen = RULES.view(state, 1).experiments[-1]
    assert (seen.ingredients, seen.answer, seen.result) == (None, "wrong", None)
    assert RULES.view(state, 0).experiments[-1].ingredients == (1, 2)


@pytest.mark.parametrize("reputation, paid", [(5, 3), (10, 4), (18, 5)])
def test_red_zone_sells_one_gold_cheaper_blue_zone_one_dearer(reputation: int, paid: int) -> None:
    state = selling(sellers=(0,), seats={0: {"reputation": reputation, "hand": HAND}})
    state = play(state, "sell R+ exact fern mandrake")
    assert gold(state)[0] == 2 + paid


def test_a_barmaid_counts_the_potion_one_quality_better_and_beyond_exact_gives_reputation() -> None:
    state = selling(sellers=(0,), seats={0: {"favors": ["barmaid", "barmaid"], "hand": HAND}})
    state = play(state, "play barmaid", "sell R+ sign mushroom fern")  # neutral counts as sign: paid, no loss
    assert (gold(state)[0], rep(state)[0]) == (2 + 3, 10)
    state = selling(sellers=(0,), seats={0: {"favors": ["barmaid", "barmaid"], "hand": HAND}})
    state = play(state, "play barmaid", "play barmaid", "sell R+ exact fern bird-claw")  # B+: sign -> exact, +1
    assert (gold(state)[0], rep(state)[0]) == (2 + 4, 11)


def test_the_sold_ingredients_are_discarded() -> None:
    state = play(selling(sellers=(0,)), "sell R+ any fern mandrake")
    assert state.labs[0].hand[1] == 0 and state.discard[1] == 1 and RULES.to_move(state) != CHANCE
