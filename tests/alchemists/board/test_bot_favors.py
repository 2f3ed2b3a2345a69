"""The strong computer plays a helping favor when what it brings beats the 2 gold a favor kept to the
end is worth (a third of a point each): a sage on a transmutation, a shopkeeper on a buy, a barmaid on
a sale she saves. Identity secret (helpers): ingredient n holds alchemical n.
"""

from __future__ import annotations

import random
from itertools import combinations

from games.alchemists.board.bots import StrongBot
from games.alchemists.board.rules import RULES
from games.alchemists.board.state import Experiment, Task
from games.alchemists.board.strong import FAVOR_KEPT
from games.alchemists.board.economy import MIX_TABLE
from tests.alchemists.board.helpers import lab, play, table, with_declared

DEALT = (("boots", "discount-card", "periscope"), ("silver-chalice", "witchs-trunk", "hypnotic-amulet"),
         ("altar-of-gold", "bronze-cup", "wisdom-idol"))


def choice(state, seat: int = 0) -> str:
    return str(StrongBot().choose(RULES.view(state, seat), RULES.legal_actions(state), random.Random(1)))


def test_a_favor_kept_to_the_end_is_worth_two_gold_a_third_of_a_point_each() -> None:
    assert FAVOR_KEPT == 2 / 3


def transmuting(round_number: int):
    labs = [with_declared(lab(gold=2, hand=["toad", "fern", "flower"], favors=["sage"]), transmute=1), lab(), lab()]
    return table(labs, agenda=[Task("act", 0, "transmute", count=0)], round=round_number)


def test_a_sage_goes_on_a_transmutation_while_a_gold_is_worth_more_than_the_favor_kept() -> None:
    state = transmuting(2)
    assert choice(state) == "play sage"
    after = play(state, "play sage")
    assert choice(after).startswith("transmute")
    assert play(after, choice(after)).labs[0].gold == 2 + 2


def test_in_the_last_round_the_sage_is_kept_for_its_two_gold_at_the_end() -> None:
    assert choice(transmuting(6)) != "play sage"


def buying(gold: int):
    labs = [with_declared(lab(gold=gold, favors=["shopkeeper"]), buy=1), lab(), lab()]
    return table(labs, agenda=[Task("act", 0, "buy", count=0)], round=4, artifacts_dealt=DEALT)


def test_a_shopkeeper_goes_on_a_buy_the_seat_could_pay_anyway_and_saves_a_gold() -> None:
    state = buying(gold=5)
    assert choice(state) == "play shopkeeper"
    after = play(state, "play shopkeeper")
    assert choice(after) == "buy silver-chalice"
    assert play(after, "buy silver-chalice").labs[0].gold == 5 - 3


def test_a_shopkeeper_makes_a_wanted_artifact_affordable() -> None:
    state = buying(gold=3)
    assert choice(state) == "play shopkeeper"
    assert choice(play(state, "play shopkeeper")) == "buy silver-chalice"


def selling(hand: list[str], known: range):
    """Seat 0 at the sale of round 4 (the adventurer wants R-, G-, B+) with a barmaid, having tested every
    pair of the `known` ingredients."""
    tests = tuple(Experiment(1, 0, "student", (a, b), MIX_TABLE[a][b], "", MIX_TABLE[a][b])
                  for a, b in combinations(known, 2))
    labs = [with_declared(lab(gold=0, hand=hand, favors=["barmaid"]), sell=1), lab(), lab()]
    return table(labs, agenda=[Task("act", 0, "sell", count=0), Task("space-end", space="sell")], round=4,
                 experiments=tests)


def test_a_barmaid_goes_on_a_sale_she_lifts_from_a_known_neutral_to_the_right_sign() -> None:
    # mushroom + fern is known to make the neutral potion: alone the seat can promise no more than
    # "neutral"; with a barmaid the neutral potion counts as the right sign.
    state = selling(["mushroom", "fern"], range(3))
    assert MIX_TABLE[0][1] == "N"
    assert choice(state) == "play barmaid"
    sale = choice(play(state, "play barmaid"))
    assert sale.startswith("sell") and sale.split()[2] in ("sign", "exact"), sale
