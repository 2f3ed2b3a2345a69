"""The computer players: the strong one deduces with the deduction engine and acts on it."""

from __future__ import annotations

import random
from itertools import combinations

from games.alchemists.board.bots import BOTS, EasyBot, StrongBot
from games.alchemists.board.knowledge import KnowledgeMemory, facts_of
from games.alchemists.board.state import Experiment, Task, Theory
from games.alchemists.deduction import WorldSet
from games.alchemists.board.economy import MIX_TABLE
from games.alchemists.components import INGREDIENTS
from games.kernel.play import play_to_end
from tests.alchemists.board.helpers import RULES, lab, play, table

TOAD, MANDRAKE = 2, 5
ALL_RESULTS = tuple(Experiment(1, 0, "student", (a, b), MIX_TABLE[a][b], "", MIX_TABLE[a][b])
                    for a, b in combinations(range(8), 2))  # every pair under the identity secret


def choice(state, seat: int = 0, bot=None) -> str:
    bot = bot or StrongBot()
    return str(bot.choose(RULES.view(state, seat), RULES.legal_actions(state), random.Random(1)))


def test_the_registry_has_easy_and_strong() -> None:
    assert set(BOTS) == {"easy", "strong"} and BOTS["strong"]().name == "strong"


def test_the_bot_knows_its_own_results_and_every_debunk_but_not_colleagues_ingredients() -> None:
    experiments = (Experiment(2, 0, "student", (0, 2), "B-", "", "B-"),
                   Experiment(2, 1, "student", (1, 5), "R+", "", "R+"),
                   Experiment(2, 1, "debunk-aspect", (TOAD,), "", "", "+", "red"))
    state = table(experiments=experiments)
    assert [str(f) for f in facts_of(RULES.view(state, 0))] == ["mushroom+toad=B-", "toad.red=+"]


def test_all_pair_results_leave_one_world() -> None:
    state = table(experiments=ALL_RESULTS)
    assert WorldSet.of(facts_of(RULES.view(state, 0))).count == 1


def test_a_certain_theory_is_published_with_a_gold_seal() -> None:
    labs = [lab(gold=3), lab(), lab()]
    state = table(labs, agenda=[Task("act", 0, "publish", count=0)], experiments=ALL_RESULTS)
    assert choice(state).split()[-1] == "gold"
    text = choice(state)
    ingredient, grid = text.split()[1], int(text.split()[2])
    assert RULES.parse_action(text) and grid == {"mushroom": 1, "fern": 2, "toad": 3, "bird-claw": 4, "flower": 5,
                                                 "mandrake": 6, "scorpion": 7, "raven-feather": 8}[ingredient]


def test_an_uncertain_theory_is_hedged_in_the_colour_the_bot_is_unsure_of() -> None:
    known = (Experiment(2, 1, "debunk-aspect", (TOAD,), "", "", "+", "red"),
             Experiment(2, 1, "debunk-aspect", (TOAD,), "", "", "-", "green"))
    state = table(agenda=[Task("act", 0, "publish", count=0)], experiments=known)
    assert choice(state) in ("publish toad 2 hedge-blue", "publish toad 3 hedge-blue")


def test_a_theory_the_bots_worlds_prove_wrong_is_debunked() -> None:
    wrong = Theory(MANDRAKE, 0, ((1, "silver"),))  # mandrake is 6 (++-); 1 is -+-
    state = table(agenda=[Task("act", 0, "debunk", count=0)], theories=(wrong,), experiments=ALL_RESULTS)
    after = play(state, choice(state))
    assert after.theory_of(MANDRAKE) is None and after.labs[0].reputation == 12


def test_a_sale_the_bot_can_guarantee_is_sold_exact() -> None:
    labs = [lab(hand=["fern", "mandrake", "toad"], declared=(0, 0, 0, 1, 0, 0, 0, 0, 0, 0)), lab(), lab()]
    state = table(labs, agenda=[Task("act", 0, "sell", count=0)], experiments=ALL_RESULTS)
    assert choice(state) in ("sell R+ exact fern mandrake", "sell R+ exact toad mandrake")


def test_the_experiment_chosen_is_the_most_informative_pair_in_hand() -> None:
    facts = (Experiment(1, 0, "student", (0, 1), "N", "", "N"),)
    labs = [lab(hand=["mushroom", "fern", "toad", "raven-feather"]), lab(), lab()]
    state = table(labs, agenda=[Task("act", 0, "student", count=0)], experiments=facts)
    knowledge = KnowledgeMemory().recall(RULES.view(state, 0))
    pairs = [(0, 1), (0, 2), (0, 7), (1, 2), (1, 7), (2, 7)]
    remaining = knowledge.information(pairs)
    best = pairs[remaining.index(min(remaining))]
    assert choice(state) == f"student {INGREDIENTS[best[0]]} {INGREDIENTS[best[1]]}"


def test_bots_only_ever_choose_legal_actions_and_the_strong_one_wins_most_seeded_games() -> None:
    wins = 0
    for seed in range(4):
        bots = [EasyBot(), EasyBot(), EasyBot()]
        bots[seed % 3] = StrongBot()
        outcome = play_to_end(RULES, bots, 700 + seed, config={"variant": "apprentice"}).outcome()
        wins += outcome is not None and outcome.winner == seed % 3
    assert wins >= 3


def test_what_the_periscope_saw_of_a_colleagues_mix_is_an_exact_aspect_sign() -> None:
    # Seat 1 tested fern + mandrake (R+); seat 0's periscope saw mandrake: its red aspect is +.
    seen = Experiment(2, 1, "student", (1, MANDRAKE), "R+", "", "R+", glimpses=((0, MANDRAKE),))
    shown = Experiment(2, 1, "exhibit", (0, 3), "G+", "G+", "yes", glimpses=((0, 3),))
    state = table(experiments=(seen, shown))
    assert [str(f) for f in facts_of(RULES.view(state, 0))] == ["mandrake.red=+", "bird-claw.green=+"]
    assert facts_of(RULES.view(state, 2)) == ()
