"""The end of a round (conference, Alchemist of the Month, new adventurer, start player) and the
final scoring with the grand revelation."""

from __future__ import annotations

import pytest

from games.alchemists.board.scoring import breakdowns, seal_score, winner
from games.alchemists.board.state import Task, Theory
from tests.alchemists.board.helpers import RULES, draw_first, lab, rep, table

MUSHROOM, FERN, TOAD, BIRD, FLOWER, MANDRAKE, SCORPION, RAVEN = range(8)


def sealed(*owners: int, ingredient: int = TOAD, alchemical: int = 2) -> Theory:
    return Theory(ingredient, alchemical, tuple((seat, "silver") for seat in owners))


@pytest.mark.parametrize("variant, needs", [("apprentice", 1), ("master", 2)])
def test_conference_one_rewards_enough_theories_and_costs_two_otherwise(variant: str, needs: int) -> None:
    theories = (sealed(0, 1), sealed(0, ingredient=FERN, alchemical=1))
    state = table(agenda=[Task("conference")], theories=theories, variant=variant, round=3)
    assert rep(state) == [11, 11 if needs == 1 else 8, 8]


def test_conference_two_needs_two_or_three_and_costs_three() -> None:
    theories = (sealed(0, 1), sealed(0, ingredient=FERN, alchemical=1))
    assert rep(table(agenda=[Task("conference")], theories=theories, round=5)) == [11, 7, 7]
    assert rep(table(agenda=[Task("conference")], theories=theories, round=5, variant="master")) == [7, 7, 7]


def test_conflicted_theories_count_neither_for_conferences_nor_the_alchemist_of_the_month() -> None:
    theories = (sealed(0, 1), sealed(0, ingredient=FERN, alchemical=1))
    state = table(agenda=[Task("conference"), Task("month")], theories=theories, round=3,
                  conflicts=((FERN, TOAD),), variant="master")
    assert rep(state) == [8, 8, 8]


def test_alchemist_of_the_month_rewards_the_most_seals_all_tied_and_nobody_without_one() -> None:
    theories = (sealed(0, 1), sealed(2, ingredient=FERN, alchemical=1), sealed(0, 2, ingredient=RAVEN, alchemical=7))
    assert rep(table(agenda=[Task("month")], theories=theories)) == [11, 10, 11]
    assert rep(table(agenda=[Task("month")])) == [10, 10, 10]


def test_round_end_brings_the_next_adventurer_and_the_start_player_passes_skipping_the_paralysed() -> None:
    state = table(agenda=[Task("round-cleanup")], start_player=0, paralysed=(1,), adventurers=(3, 1), round=2)
    assert state.start_player == 2 and state.agenda[0].kind == "adventurer"
    assert {str(a) for a, _ in RULES.chance_outcomes(state)} == {f"adventurer {i}" for i in (1, 3, 5, 6)}


def test_no_adventurer_is_revealed_after_round_five_and_the_game_ends_after_round_six() -> None:
    state = table(agenda=[Task("round-cleanup")], round=5, adventurers=(0, 1, 2, 3, 4))
    assert state.round == 6 and state.agenda[0].kind == "row" and state.adventurers == (0, 1, 2, 3, 4)
    over = table(agenda=[Task("round-cleanup")], round=6)
    assert over.over and RULES.phase(over) == "over"


def test_a_new_round_deals_a_fresh_row_of_five() -> None:
    state = draw_first(table(agenda=[Task("round-start")], round=2))
    assert state.round == 3 and len(state.row) == 5


@pytest.mark.parametrize("claimed, seal, points, hedged", [
    (2, "gold", 5, False), (2, "silver", 3, False), (2, "hedge-red", 0, False),  # toad is 3 (+--): correct
    (7, "gold", -4, False),  # 8 (+++): wrong
    (4, "hedge-red", -4, False),  # 5 (--+) differs from 3 (+--) in red and blue: not protected
    (5, "hedge-green", 0, True),  # 6 (++-) differs from +-- in green only: hedged green
    (5, "hedge-red", -4, False),  # ... a red hedge does not help
    (6, "hedge-red", 0, True),  # 7 (---) differs in red only
])
def test_the_revelation_scores_seals_and_a_hedge_protects_when_only_its_colours_sign_differs(
        claimed: int, seal: str, points: int, hedged: bool) -> None:
    score = seal_score(claimed, 2, seal)
    assert (score.points, score.hedged) == (points, hedged)


def finished(labs, theories=(), **fields):
    return table(labs, agenda=[Task("game-end")], theories=tuple(theories), round=6, **fields)


def test_final_score_adds_reputation_artifacts_grants_favors_gold_and_theories() -> None:
    labs = [lab(reputation=17, gold=4, favors=["sage"], grants=(0, 3),
                artifacts=("boots", "magic-mirror", "crystal-cabinet", "wisdom-idol")), lab(), lab()]
    theories = [Theory(TOAD, 2, ((0, "gold"),)), Theory(FERN, 1, ((0, "hedge-red"), (1, "silver"))),
                Theory(RAVEN, 0, ((0, "silver"),))]
    result = breakdowns(finished(labs, theories))[0]
    # boots 2 + mirror 17//5=3 + cabinet 2*4=8 + idol 2 correct seals
    assert result.to_json() == {"reputation": 17, "artifacts": 15, "grants": 3, "gold": 2, "theories": 5 + 0 - 4,
                                "total": 17 + 15 + 3 + 2 + 1, "leftover_gold": 0}


def test_feather_in_cap_scores_one_per_kind_set_aside() -> None:
    labs = [lab(artifacts=("feather-in-cap",), set_aside=(2, 1, 0, 0, 0, 0, 1, 0)), lab(), lab()]
    assert breakdowns(finished(labs))[0].artifacts == 3


def test_most_points_win_and_ties_go_to_the_most_gold_left_over() -> None:
    state = finished([lab(reputation=12, gold=2), lab(reputation=12, gold=1), lab(reputation=5)])
    outcome = RULES.outcome(state)
    assert outcome.scores == (12, 12, 5) and outcome.winner == 0
    assert winner(breakdowns(finished([lab(gold=2), lab(gold=2), lab()]))) is None


def test_artifacts_score_their_printed_points() -> None:
    printed = ("boots", "discount-card", "magic-mortar", "periscope", "printing-press", "robe-of-respect",
               "amulet-of-rhetoric", "hypnotic-amulet", "seal-of-authority", "silver-chalice", "thinking-cap",
               "witchs-trunk", "altar-of-gold", "bronze-cup")
    labs = [lab(artifacts=printed), lab(), lab()]
    assert breakdowns(finished(labs))[0].artifacts == 2 + 1 + 1 + 1 + 2 + 0 + 0 + 1 + 0 + 6 + 1 + 2 + 0 + 4
