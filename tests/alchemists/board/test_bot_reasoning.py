"""The strong computer's reasoning pieces of issue 21 in hand-built positions, and a seeded floor on its
strength (a regression in its play shows as a lower mean or a lost game against easy seats).

Identity secret (helpers): ingredient n holds alchemical n; fern + mandrake = R+, bird-claw + flower = R-.
"""

from __future__ import annotations

import random
import statistics
from itertools import combinations

import pytest

from games.alchemists.board.bots import EasyBot, StrongBot
from games.alchemists.board.economy import MIX_TABLE, pair_capacity
from games.alchemists.board.knowledge import THEORY_TRUST, KnowledgeMemory, seat_trust
from games.alchemists.board.actions import DebunkAspect
from games.alchemists.board.plan import row_picks
from games.alchemists.board.strong import act_value
from games.alchemists.board.tuning import DEFAULT
from games.alchemists.board.rules import RULES
from games.alchemists.board.state import Experiment, Task, Theory
from games.alchemists.board.values import debunk_value, facts_share, seal_value
from games.kernel.play import play_to_end
from tests.alchemists.board.helpers import counts, lab, play, table

FERN, TOAD, MANDRAKE, SCORPION = 1, 2, 5, 6


def results(ingredients: range) -> tuple[Experiment, ...]:
    """Seat 0's student tests of every pair of `ingredients` under the identity secret."""
    return tuple(Experiment(1, 0, "student", (a, b), MIX_TABLE[a][b], "", MIX_TABLE[a][b])
                 for a, b in combinations(ingredients, 2))


def choice(state, seat: int = 0) -> str:
    return str(StrongBot().choose(RULES.view(state, seat), RULES.legal_actions(state), random.Random(1)))


def declarations(state, seat: int = 0) -> list[str]:
    texts = []
    while state.agenda[0] == Task("declare", seat):
        texts.append(choice(state, seat))
        state = play(state, texts[-1])
        if texts[-1] == "done":
            break
    return texts


def test_a_colleague_is_trusted_by_how_likely_its_theories_look_and_not_after_a_disproved_one() -> None:
    # Seat 0 tested every pair of the first five ingredients: six worlds are left, a third of them with
    # mandrake = 6 (seat 1's claim, right); seat 2 claims fern = 1, which those results rule out.
    theories = (Theory(MANDRAKE, 5, ((1, "silver"),)), Theory(FERN, 0, ((2, "silver"),)),
                Theory(3, 3, ((2, "hedge-red"),)))
    state = table(agenda=[Task("act", 0, "publish", count=0)], experiments=results(range(5)), theories=theories)
    view = RULES.view(state, 0)
    knowledge = KnowledgeMemory(8.0).recall(view)
    assert knowledge.worlds.count == 6
    assert seat_trust(view, knowledge.worlds, 8.0) == {1: 8.0, 2: THEORY_TRUST}
    assert knowledge.cells[MANDRAKE, 5] == pytest.approx(0.8)  # 2 worlds x 8 against 4 others
    assert KnowledgeMemory().recall(view).cells[MANDRAKE, 5] == pytest.approx(3 / 7)  # every claim 1.5x


def test_a_star_seal_needs_the_own_facts_to_leave_its_theory_at_least_nearly_even() -> None:
    # Seat 0's results leave six worlds, mandrake = 6 in two of them; two trusted colleagues' seals on
    # that theory make the belief 0.99, but the facts alone give it a third: a hedge, never a star.
    theories = (Theory(MANDRAKE, 5, ((1, "silver"), (2, "silver"))), Theory(3, 3, ((1, "hedge-red"),)))
    state = table(agenda=[Task("act", 0, "publish", count=0)], experiments=results(range(5)), theories=theories)
    knowledge = KnowledgeMemory(16.0).recall(RULES.view(state, 0))
    assert knowledge.cells[MANDRAKE, 5] > 0.9 and facts_share(knowledge, MANDRAKE, 5) == pytest.approx(1 / 3)
    assert seal_value(knowledge, MANDRAKE, 5, "gold") == seal_value(knowledge, MANDRAKE, 5, "silver") == -10.0
    assert seal_value(knowledge, MANDRAKE, 5, "hedge-red") > -10.0


def test_the_last_round_forages_the_face_up_card_that_completes_a_colour_pair_of_exhibitions() -> None:
    # bird-claw + flower shows R-; with the mandrake on display fern + mandrake shows R+ too (+2 more).
    labs = [lab(gold=0, hand=["fern", "bird-claw", "flower"], cubes=4, seals=(0,) * 5), lab(), lab()]
    declaring = table(labs, agenda=[Task("declare", 0)], round=6, experiments=results(range(8)), row=(TOAD, MANDRAKE, 7))
    view = RULES.view(declaring, 0)
    assert row_picks(view, KnowledgeMemory().recall(view), 2) == [MANDRAKE]
    assert declarations(declaring).count("declare exhibit") == 2
    foraging = table(labs, agenda=[Task("act", 0, "forage", count=0)], round=6, experiments=results(range(8)),
                     row=(TOAD, MANDRAKE, 7))
    assert choice(foraging) == "forage mandrake"


def test_the_last_round_weighs_the_two_exhibitions_of_a_colour_pair_together() -> None:
    # fern + mandrake shows R+ (1.2), then bird-claw + flower R- (1 + 2 for the pair + 0.2): 4.4 for two
    # cubes. The mirror (4 points for 20 reputation, less 4 gold at 0.6) is worth 1.6, more than the first
    # exhibition alone: taken one by one it would leave only one exhibition, and the pair unshown.
    labs = [lab(gold=4, reputation=20, hand=["fern", "mandrake", "bird-claw", "flower"], cubes=2, seals=(0,) * 5),
            lab(), lab()]
    state = table(labs, agenda=[Task("declare", 0)], round=6, experiments=results(range(8)), row=(TOAD, 7, 0),
                  artifacts_dealt=((), (), ("magic-mirror",)))
    assert declarations(state) == ["declare exhibit", "declare exhibit", "done"]


@pytest.mark.parametrize("seal, worth", [("hedge-red", 2.0), ("hedge-blue", -3.0), ("silver", -3.0)])
def test_debunking_an_own_theory_costs_nothing_for_a_hedge_of_the_colour_shown(seal: str, worth: float) -> None:
    # Toad holds 3 (+--); the own theory claims 7 (---): wrong in red alone. Showing red brings it down:
    # +2, and the own seal loses 5 unless it is the red hedge.
    theories = (Theory(TOAD, 6, ((0, seal),)),)
    state = table(agenda=[Task("act", 0, "debunk", count=0)], round=3, experiments=results(range(8)), theories=theories)
    view = RULES.view(state, 0)
    assert debunk_value(view, KnowledgeMemory().recall(view), DebunkAspect(TOAD, "red")) == pytest.approx(worth)


def test_a_test_does_not_leave_the_declared_drink_two_cards_of_one_kind() -> None:
    # Nothing known: every pair tells as much; flower + mandrake would leave raven + raven for the drink.
    labs = [lab(hand=["raven-feather", "raven-feather", "flower", "mandrake"], declared=(0,) * 7 + (1, 1, 0)),
            lab(), lab()]
    state = table(labs, agenda=[Task("act", 0, "student", count=0)])
    assert choice(state) == "student flower raven-feather"


def acts_through(state, seat: int = 0) -> list[str]:
    """The strong bot's choices while the hand-made agenda gives `seat` acts."""
    texts = []
    while state.agenda[0].kind == "act" and state.agenda[0].seat == seat:
        texts.append(choice(state, seat))
        state = play(state, texts[-1])
    return texts


def test_two_tests_and_a_drink_leave_each_other_pairs_of_two_different_cards() -> None:
    # Three mushrooms, two ferns, a mandrake make three pairs only as mushroom+fern twice and
    # mushroom+mandrake (in any order): fern+mandrake first would leave three mushrooms and a fern.
    labs = [lab(hand=["mushroom"] * 3 + ["fern"] * 2 + ["mandrake"], declared=(0,) * 7 + (2, 1, 0)), lab(), lab()]
    acts = [Task("act", 0, "student", count=0), Task("act", 0, "student", count=1), Task("act", 0, "drink", count=0)]
    done = acts_through(table(labs, agenda=acts, round=1))
    assert len(done) == 3 and "pass" not in done, done
    assert sorted(text.split(" ", 1)[1] for text in done) == ["mushroom fern"] * 2 + ["mushroom mandrake"]


def test_a_sale_does_not_take_the_pair_a_declared_test_needs() -> None:
    # Nothing known: every pair sells alike, but bird-claw + flower (the first pair in grid order)
    # would leave two ravens for the declared test.
    labs = [lab(hand=["bird-claw", "flower", "raven-feather", "raven-feather"],
                declared=(0,) * 3 + (1,) + (0,) * 3 + (1, 0, 0)), lab(), lab()]
    acts = [Task("act", 0, "sell", count=0), Task("act", 0, "student", count=0)]
    done = acts_through(table(labs, agenda=acts))
    assert len(done) == 2 and "pass" not in done and "bird-claw flower" not in done[0], done


def test_a_publication_keeps_the_gold_a_declared_test_may_owe_the_student() -> None:
    # Two gold: endorsing fern (2 gold: the bank and the author's seal) would leave nothing for the fee
    # of the test declared after it, publishing toad (1 gold) would not.
    def values(declared: tuple[int, ...]) -> list[float]:
        labs = [lab(gold=2, hand=["toad", "mandrake"], declared=declared), lab(), lab()]
        state = table(labs, agenda=[Task("act", 0, "publish", count=0)], round=3, experiments=results(range(8)),
                      theories=(Theory(FERN, 1, ((1, "gold"),)),))
        view = RULES.view(state, 0)
        knowledge, legal = KnowledgeMemory().recall(view), RULES.legal_actions(state)
        return [act_value(view, knowledge, (), legal, RULES.parse_action(text))
                for text in ("endorse fern gold", "publish toad 3 gold")]
    alone, then_test = values((0,) * 6 + (1, 0, 0, 0)), values((0,) * 6 + (1, 1, 0, 0))
    assert then_test == pytest.approx([alone[0] - DEFAULT.stranded, alone[1]])


@pytest.mark.parametrize("gold, hand, takes", [
    (1, ["toad", "mandrake", "scorpion", "raven-feather"], True),  # a pair to spare and the fee at hand
    (0, ["toad", "mandrake", "scorpion", "raven-feather"], False),  # the student wants a gold it lacks
    (1, ["toad", "toad", "mandrake"], False)])  # the declared drink needs the only pair
def test_the_boots_extra_test_is_taken_only_when_it_can_be_made(gold, hand, takes) -> None:
    labs = [lab(gold=gold, hand=hand, artifacts=("boots",), declared=(0,) * 7 + (1, 1, 0),
                taken=(0,) * 7 + (1, 0, 0)), lab(), lab()]
    state = table(labs, agenda=[Task("boots", 0, "student")], student_negative=True)
    assert choice(state) == ("boots" if takes else "pass")


@pytest.mark.parametrize("hand, round_number", [
    (["toad"] * 4 + ["mandrake", "scorpion"], 1), (["fern"] + ["toad"] * 3, 2), (["scorpion"] * 2 + ["toad"], 3)])
def test_the_plan_declares_no_more_mixes_than_the_cards_make_pairs_of_two_kinds(hand, round_number) -> None:
    labs = [lab(hand=hand, cubes=4, gold=4), lab(), lab(), lab()]
    plan = declarations(table(labs, agenda=[Task("declare", 0)], round=round_number))
    mixes = sum(plan.count(f"declare {space}") for space in ("sell", "student", "drink"))
    assert 0 < mixes <= pair_capacity(counts(hand), plan.count("declare forage")), plan


def test_with_no_cards_round_two_plans_the_forages_a_test_needs() -> None:
    labs = [lab(hand=[], cubes=4), lab(), lab(), lab()]
    state = table(labs, agenda=[Task("declare", 0)], row=(TOAD, MANDRAKE, SCORPION))
    assert declarations(state) == ["declare forage", "declare forage", "declare student", "done"]


def test_seeded_four_seat_games_keep_the_strong_bots_measured_strength() -> None:
    # Measured when written: all-strong means 35.2 (apprentice) + 34.7 (master), before issue 21's trust
    # and foraging plans 34.8 + 29.8; against three easy seats it won 6 of these 8 games (one tie, one
    # loss: the easy seats hedge and sell better now) and scored 34 to the best easy seat's 22 on average.
    # With the tuned numbers (tuning.py: no bid discount, experiments' information worth 2, colleagues'
    # clean seals 16x): 40.75 + 33.5, all 8 won, 35.9 to the best easy seat's 19.3.
    means, wins, strong, easy = [], 0, [], []
    for variant in ("apprentice", "master"):
        scores = []
        for seed in range(920, 923):
            scores += play_to_end(RULES, [StrongBot() for _ in range(4)], seed, config={"variant": variant}).outcome().scores
        means.append(statistics.mean(scores))
        for seed in range(930, 934):
            bots = [EasyBot() for _ in range(4)]
            bots[seed % 4] = StrongBot()
            scores = play_to_end(RULES, bots, seed, config={"variant": variant}).outcome().scores
            strong.append(scores[seed % 4])
            easy.append(max(s for i, s in enumerate(scores) if i != seed % 4))
            wins += strong[-1] > easy[-1]
    assert sum(means) >= 72, means
    assert wins >= 7 and statistics.mean(strong) >= statistics.mean(easy) + 12, (strong, easy)
