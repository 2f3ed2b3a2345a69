"""How the computers play (issue 21): the strong one buys what pays, exhibits, shows conflicts and goes
ahead with what it declared; the easy one plays like a newcomer and keeps its reputation.

Identity secret (helpers): ingredient n holds alchemical n; signs (red green blue) 1 -+-, 2 +-+, 3 +--,
4 -++, 5 --+, 6 ++-, 7 ---, 8 +++.
"""

from __future__ import annotations


import random
from itertools import combinations

from games.alchemists.board.bots import EasyBot, StrongBot
from games.alchemists.board.components import START_REPUTATION
from games.alchemists.board.economy import MIX_TABLE
from games.alchemists.board.rules import RULES
from games.alchemists.board.state import Experiment, Task, Theory
from games.kernel.play import play_to_end
from tests.alchemists.board.helpers import lab, play, table

MUSHROOM, FERN, TOAD, BIRD, FLOWER, MANDRAKE, SCORPION, RAVEN = range(8)
ALL_RESULTS = tuple(Experiment(1, 0, "student", (a, b), MIX_TABLE[a][b], "", MIX_TABLE[a][b])
                    for a, b in combinations(range(8), 2))  # seat 0 knows the whole secret
LAST_ARTIFACTS = (("boots", "discount-card", "periscope"), ("thinking-cap", "witchs-trunk", "hypnotic-amulet"),
                  ("crystal-cabinet", "bronze-cup", "wisdom-idol"))


def choice(state, seat: int = 0) -> str:
    return str(StrongBot().choose(RULES.view(state, seat), RULES.legal_actions(state), random.Random(1)))


def declarations(state, seat: int = 0) -> list[str]:
    """Everything the strong bot declares from a declare task until it says done."""
    texts = []
    while state.agenda[0] == Task("declare", seat):
        text = choice(state, seat)
        texts.append(text)
        state = play(state, text)
        if text == "done":
            break
    return texts


def declaring(labs, round_number: int, **fields):
    return table(labs, agenda=[Task("declare", 0)], round=round_number, **fields)


def test_in_the_last_round_six_gold_buy_the_bronze_cup() -> None:
    labs = [lab(gold=6, hand=["mushroom"], cubes=4), lab(), lab()]
    state = declaring(labs, 6, artifacts_dealt=LAST_ARTIFACTS, experiments=ALL_RESULTS)
    assert "declare buy" in declarations(state)
    buying = table(labs, agenda=[Task("act", 0, "buy", count=0)], round=6, artifacts_dealt=LAST_ARTIFACTS)
    assert choice(buying) == "buy bronze-cup"


def test_the_last_round_exhibits_the_potions_the_bot_is_sure_of_pairing_a_colour() -> None:
    # fern + mandrake = R+, bird-claw + flower = R-: both signs of red, +1 +1 and +2.
    labs = [lab(gold=0, hand=["fern", "mandrake", "bird-claw", "flower"], cubes=4, seals=(0,) * 5), lab(), lab()]
    state = declaring(labs, 6, experiments=ALL_RESULTS)
    assert declarations(state).count("declare exhibit") == 2
    acting = table(labs, agenda=[Task("act", 0, "exhibit", count=0)], round=6, experiments=ALL_RESULTS)
    assert choice(acting) in ("exhibit R+ fern mandrake", "exhibit R- bird-claw flower")


def test_master_shows_a_conflict_it_is_sure_of() -> None:
    # The bot saw fern + mandrake make R+; colleagues claim fern = 8 (+++) and mandrake = 6 (++-), whose
    # mix would be G+: both keep red +, so the answer disproves neither but shows the conflict.
    seen = (Experiment(1, 0, "student", (FERN, MANDRAKE), "R+", "", "R+"),)
    theories = (Theory(FERN, 7, ((1, "silver"),)), Theory(MANDRAKE, 5, ((2, "silver"),)))
    state = table(agenda=[Task("act", 0, "debunk", count=0)], variant="master", theories=theories,
                  experiments=seen)
    # R+ (made, the theories say G+) and G+ (not made) both show it: the bot may take either
    assert choice(state) in ("debunk fern mandrake R+", "debunk fern mandrake G+")
    assert play(state, choice(state)).conflicts == ((FERN, MANDRAKE),)


def strong_seats_games(players: int, seeds: range, variant: str):
    for seed in seeds:
        bots = [StrongBot() if (seat + seed) % 2 == 0 else EasyBot() for seat in range(players)]
        yield bots, play_to_end(RULES, bots, seed, config={"variant": variant}).state


def all_strong_games(seeds: range):
    for variant in ("apprentice", "master"):
        for seed in seeds:
            bots = [StrongBot() for _ in range(4)]
            yield bots, play_to_end(RULES, bots, seed, config={"variant": variant}).state


def test_the_strong_bot_never_passes_a_test_or_drink_it_declared() -> None:
    # Before its card choices kept pairs for what it declared after them, four strong seats passed a
    # declared test or drink about once in three games (20 in 60, seeds 80000-80029 in both variants).
    games = [*strong_seats_games(2, range(900, 904), "master"), *all_strong_games(range(80002, 80006))]
    for bots, state in games:
        for event in state.events:
            if event.kind == "pass" and event.get("space") in ("student", "drink"):
                assert bots[event.seat].name != "strong", f"round {event.round}: seat {event.seat} passed"


def reputation_by_round(state, seat: int) -> list[int]:
    """The seat's reputation at the end of every round (START_REPUTATION before the first)."""
    ends = [START_REPUTATION] * 7
    for event in state.events:
        if event.seat == seat and event.kind == "reputation":
            for later in range(event.round, 7):
                ends[later] = event.get("now")
    return ends


def test_the_easy_bot_does_not_lose_reputation_round_after_round() -> None:
    finals = []
    for bots, state in strong_seats_games(3, range(910, 916), "apprentice"):
        for seat, bot in enumerate(bots):
            if bot.name == "easy":
                ends = reputation_by_round(state, seat)
                assert sum(b < a for a, b in zip(ends, ends[1:])) <= 3, ends
                finals.append(ends[-1])
    assert sum(finals) / len(finals) >= START_REPUTATION
