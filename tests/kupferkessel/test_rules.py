"""One test per rule of the short rules, on hand-made states."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.kernel.errors import IllegalActionError
from games.kernel.protocol import CHANCE, TERMINAL
from games.kernel.play import can_undo, new_match, play_action, undo
from games.kupferkessel.actions import DECLINE, KEEP, MOVE as MOVE_ACTION, Draw
from games.kupferkessel.components import CORNER_CELLS, HOUSE_RULES, SEAT_COLOURS, START_PILE, TRACK, colour_of
from games.kupferkessel.rules import RULES, walk
from games.kupferkessel.state import DEAL, EMPTY, LAST, MOVE, OVER, REFILL, START, TAKE
from tests.kupferkessel.helpers import at, card, cards, make_state, take_at

FULL_COLUMN_3 = {f"r{r}c3": name for r, name in zip(range(1, 7), (
    "moonflower-3", "bat-wing-2", "witch-eye-2", "mandrake-root-4", "toadstool-2", "snake-skin-1"))}


def dealt_state():
    state = RULES.setup()
    while RULES.to_move(state) == CHANCE:
        state = RULES.apply(state, RULES.chance_outcomes(state)[0][0])
    return state


# ---- set-up -------------------------------------------------------------------------------------
def test_white_starts() -> None:
    state = dealt_state()
    assert (state.phase, RULES.to_move(state), RULES.seat_names[0]) == (MOVE, 0, "white")


def test_layout_is_six_by_six_with_four_corner_cards_and_22_cards_left_in_the_pile() -> None:
    state = dealt_state()
    assert [c for c in range(36) if state.grid[c] == EMPTY] == sorted(CORNER_CELLS)
    assert state.pile_size == START_PILE == 22
    assert [len(c) for c in state.cauldrons] == [1, 1]


def test_layout_is_dealt_one_card_per_chance_step() -> None:
    state, steps = RULES.setup(), 0
    assert state.phase == DEAL
    while RULES.to_move(state) == CHANCE:
        if state.phase == DEAL:
            assert len(RULES.chance_outcomes(state)) == len(state.pile)
        state = RULES.apply(state, RULES.chance_outcomes(state)[-1][0])
        steps += 1
    assert steps == 32 + 2


def test_start_card_of_a_cauldron_is_never_white_or_black() -> None:
    state = RULES.setup()
    while state.phase == DEAL:
        state = RULES.apply(state, RULES.chance_outcomes(state)[-1][0])
    assert state.phase == START
    outcomes = [a.card for a, _ in RULES.chance_outcomes(state)]
    assert outcomes and all(colour_of(c) not in SEAT_COLOURS for c in outcomes)
    with pytest.raises(IllegalActionError):
        RULES.apply(state, Draw(next(c for c in state.pile if colour_of(c) == "white")))


def test_start_corners_are_diagonally_opposite() -> None:
    state = RULES.setup()
    assert state.figures == (0, 10) and TRACK[0] is None and TRACK[10] is None


def test_track_has_20_spaces_four_corners_and_four_lines_per_side() -> None:
    assert len(TRACK) == 20
    assert [i for i, line in enumerate(TRACK) if line is None] == [0, 5, 10, 15]
    assert [str(line) for line in TRACK if line is not None] == [
        "c2", "c3", "c4", "c5", "r2", "r3", "r4", "r5", "c5", "c4", "c3", "c2", "r5", "r4", "r3", "r2"]


# ---- 1) moving the figure -----------------------------------------------------------------------
def test_step_count_is_the_top_card_of_own_cauldron() -> None:
    state = make_state(FULL_COLUMN_3, white=("cobweb-1", "moonflower-3", "bat-wing-2"))
    moved = RULES.apply(state, MOVE_ACTION)
    assert moved.figures[0] == 2 and moved.phase == TAKE


def test_figure_walks_clockwise_and_a_corner_counts_as_one_step() -> None:
    assert walk(3, 3, other=10) == 6  # 4, corner 5, 6
    assert walk(18, 4, other=10) == 2  # 19, corner 0, 1, 2: round the start


def test_figure_skips_the_other_figure_without_counting() -> None:
    state = make_state(FULL_COLUMN_3, white=("cobweb-3",), figures=(0, 2))
    moved = RULES.apply(state, MOVE_ACTION)
    assert moved.figures == (4, 2)


def test_movement_is_forced_before_taking() -> None:
    state = make_state(FULL_COLUMN_3)
    assert RULES.legal_actions(state) == [MOVE_ACTION]
    with pytest.raises(IllegalActionError, match=r"'take r1c3' is not allowed for white in phase 'move'"):
        RULES.apply(state, take_at(1, 3))


def test_corner_gives_nothing_and_ends_the_turn() -> None:
    state = make_state(FULL_COLUMN_3, white=("cobweb-4",), figures=(1, 10))
    moved = RULES.apply(state, MOVE_ACTION)
    assert moved.figures[0] == 5 and TRACK[5] is None
    assert (moved.phase, moved.seat, moved.grid, moved.cauldrons) == (MOVE, 1, state.grid, state.cauldrons)


# ---- 2) taking a card -----------------------------------------------------------------------------
def test_take_any_card_of_the_line_beside_the_figure() -> None:
    state = make_state(FULL_COLUMN_3, figures=(2, 10), phase=TAKE)
    assert [str(a) for a in RULES.legal_actions(state)] == [f"take r{r}c3" for r in range(1, 7)]


def test_taking_a_card_outside_the_line_is_illegal_and_names_seat_and_phase() -> None:
    state = make_state({**FULL_COLUMN_3, "r2c2": "cobweb-4"}, figures=(2, 10), phase=TAKE)
    with pytest.raises(IllegalActionError, match=r"'take r2c2' is not allowed for white in phase 'take'"):
        RULES.apply(state, take_at(2, 2))


def test_taken_card_goes_face_up_on_top_of_own_cauldron() -> None:
    state = make_state(FULL_COLUMN_3, figures=(2, 10), phase=TAKE)
    after = RULES.apply(state, take_at(4, 3))
    assert after.cauldrons[0] == cards("cobweb-1", "mandrake-root-4")
    assert after.grid[at(4, 3)] == EMPTY


# ---- 3) refilling and the change of turn ------------------------------------------------------------
def test_gap_is_refilled_from_the_pile_and_the_turn_passes() -> None:
    state = make_state(FULL_COLUMN_3, figures=(2, 10), phase=TAKE, pile=("wolf-claw-3", "moon-moth-1"))
    after = RULES.apply(state, take_at(4, 3))
    assert (after.phase, RULES.to_move(after), after.gap) == (REFILL, CHANCE, at(4, 3))
    assert RULES.chance_outcomes(after) == [(Draw(card("wolf-claw-3")), 1), (Draw(card("moon-moth-1")), 1)]
    refilled = RULES.apply(after, Draw(card("moon-moth-1")))
    assert refilled.grid[at(4, 3)] == card("moon-moth-1") and refilled.pile == cards("wolf-claw-3")
    assert (refilled.phase, refilled.seat) == (MOVE, 1)


def test_no_refill_when_the_draw_pile_is_empty() -> None:
    state = make_state(FULL_COLUMN_3, figures=(2, 10), phase=TAKE, pile=(), fill=True)
    after = RULES.apply(state, take_at(4, 3))
    assert after.grid[at(4, 3)] == EMPTY and (after.phase, after.seat) == (MOVE, 1)


def test_card_laid_under_the_pile_comes_up_after_the_unseen_cards() -> None:
    state = make_state(FULL_COLUMN_3, figures=(2, 10), phase=TAKE, pile=(), fill=True,
                       pile_bottom=("wolf-claw-4",))
    after = RULES.apply(state, take_at(4, 3))
    assert RULES.chance_outcomes(after) == [(Draw(card("wolf-claw-4")), 1)]
    refilled = RULES.apply(after, Draw(card("wolf-claw-4")))
    assert refilled.grid[at(4, 3)] == card("wolf-claw-4") and refilled.pile_size == 0


# ---- symbols -------------------------------------------------------------------------------------
def test_explosion_puts_the_opponents_top_card_under_the_draw_pile() -> None:
    state = make_state(FULL_COLUMN_3, black=("cobweb-2", "frost-crystal-4"), figures=(2, 10), phase=TAKE,
                       pile=("wolf-claw-3",))
    after = RULES.apply(state, take_at(2, 3))  # bat-wing-2: exploding cauldron
    assert after.cauldrons[1] == cards("cobweb-2")
    assert after.pile_bottom == cards("frost-crystal-4") and after.pile == cards("wolf-claw-3")
    assert RULES.chance_outcomes(after) == [(Draw(card("wolf-claw-3")), 1)]


def test_explosion_with_empty_draw_pile_puts_card_out_of_game() -> None:
    state = make_state(FULL_COLUMN_3, black=("cobweb-2", "frost-crystal-4"), figures=(2, 10), phase=TAKE,
                       pile=(), fill=True)
    after = RULES.apply(state, take_at(2, 3))
    assert after.cauldrons[1] == cards("cobweb-2") and after.out == cards("frost-crystal-4")
    assert after.pile_size == 0


def test_explosion_spares_an_opponent_with_one_card() -> None:
    state = make_state(FULL_COLUMN_3, black=("cobweb-2",), figures=(2, 10), phase=TAKE, pile=("wolf-claw-3",))
    after = RULES.apply(state, take_at(2, 3))
    assert after.cauldrons[1] == cards("cobweb-2") and after.pile_bottom == ()


def test_hat_gives_an_extra_turn() -> None:
    state = make_state(FULL_COLUMN_3, figures=(2, 10), phase=TAKE, pile=("wolf-claw-3",))
    after = RULES.apply(state, take_at(5, 3))  # toadstool-2: hat with wand
    assert after.extra_turn
    refilled = RULES.apply(after, Draw(card("wolf-claw-3")))
    assert (refilled.phase, refilled.seat, refilled.turns_in_row) == (MOVE, 0, 2)


def test_hat_gives_at_most_two_turns_in_a_row() -> None:
    state = make_state(FULL_COLUMN_3, figures=(2, 10), phase=TAKE, pile=(), fill=True, turns_in_row=2)
    after = RULES.apply(state, take_at(5, 3))
    assert (after.phase, after.seat, after.turns_in_row) == (MOVE, 1, 1)


# ---- the end ---------------------------------------------------------------------------------------
def test_game_ends_when_the_last_card_of_a_line_is_taken_and_it_may_be_kept() -> None:
    state = make_state({"r3c3": "moonflower-3"}, figures=(2, 10), phase=TAKE, pile=())
    last = RULES.apply(state, take_at(3, 3))
    assert (last.phase, last.pending, RULES.legal_actions(last)) == (LAST, card("moonflower-3"), [DECLINE, KEEP])
    over = RULES.apply(last, KEEP)
    assert over.phase == OVER and RULES.to_move(over) == TERMINAL
    assert over.cauldrons[0][-1] == card("moonflower-3") and RULES.outcome(over) is not None


def test_last_card_of_a_line_may_be_declined() -> None:
    state = make_state({"r3c3": "moonflower-3"}, figures=(2, 10), phase=TAKE, pile=())
    over = RULES.apply(RULES.apply(state, take_at(3, 3)), DECLINE)
    assert over.phase == OVER and over.out == cards("moonflower-3") and over.cauldrons == state.cauldrons


def test_last_card_symbol_does_not_count() -> None:
    state = make_state({"r3c3": "bat-wing-2"}, black=("cobweb-2", "frost-crystal-4"), figures=(2, 10),
                       phase=TAKE, pile=())
    over = RULES.apply(RULES.apply(state, take_at(3, 3)), KEEP)
    assert over.cauldrons[1] == cards("cobweb-2", "frost-crystal-4") and over.out == ()
    hat = make_state({"r3c3": "toadstool-2"}, figures=(2, 10), phase=TAKE, pile=())
    assert RULES.apply(RULES.apply(hat, take_at(3, 3)), KEEP).phase == OVER


def test_taking_the_last_card_of_a_crossing_line_ends_the_game() -> None:
    state = make_state({"r3c3": "moonflower-3", "r3c4": "cobweb-4"}, figures=(2, 10), phase=TAKE, pile=())
    assert RULES.apply(state, take_at(3, 3)).phase == LAST  # column c3 keeps nothing, row r3 keeps r3c4


def test_house_rule_crossing_line_ends_game_even_when_the_line_beside_the_figure_keeps_cards() -> None:
    state = make_state({"r3c3": "moonflower-3", "r4c3": "cobweb-4"}, figures=(2, 10), phase=TAKE, pile=())
    assert TRACK[2] is not None and str(TRACK[2]) == "c3"  # white stands beside column c3
    last = RULES.apply(state, take_at(3, 3))
    assert [last.grid[at(r, 3)] for r in (3, 4)] == [EMPTY, card("cobweb-4")]  # column c3 still has a card
    assert all(last.grid[at(3, c)] == EMPTY for c in range(1, 7))  # the crossing row r3 is empty
    assert (last.phase, last.pending, RULES.legal_actions(last)) == (LAST, card("moonflower-3"), [DECLINE, KEEP])


def test_game_goes_on_while_every_line_keeps_a_card() -> None:
    state = make_state({"r1c3": "moonflower-3", "r3c3": "cobweb-4", "r3c2": "wolf-claw-1"}, figures=(2, 10),
                       phase=TAKE, pile=())
    after = RULES.apply(state, take_at(1, 3))  # r1 is no line; column c3 keeps r3c3
    assert (after.phase, after.seat) == (MOVE, 1)


def test_game_does_not_end_while_the_pile_can_refill_the_line() -> None:
    state = make_state({"r3c3": "moonflower-3"}, figures=(2, 10), phase=TAKE, pile=("cobweb-4",))
    assert RULES.apply(state, take_at(3, 3)).phase == REFILL


def test_highest_score_wins() -> None:
    base = make_state({}, phase=OVER, pile=())
    won = replace(base, cauldrons=(cards("cobweb-1", "cobweb-2", "cobweb-3"), cards("wolf-claw-2")))
    outcome = RULES.outcome(won)
    assert outcome is not None
    assert outcome.scores == (6 + 5, -2)  # three cobwebs (+6) and the most value-1 cards (+5)
    assert outcome.winner == 0 and not outcome.is_draw
    assert RULES.outcome(make_state({}, phase=MOVE)) is None


def test_house_rule_points_tie_is_a_draw() -> None:
    assert "points-tie-is-a-draw" in [rule.id for rule in HOUSE_RULES]
    base = make_state({}, phase=OVER, pile=())
    tie = replace(base, cauldrons=(cards("cobweb-2"), cards("wolf-claw-2")))
    outcome = RULES.outcome(tie)
    assert outcome is not None and outcome.scores == (-2, -2)
    assert outcome.winner is None and outcome.is_draw
    ones_tie = replace(base, cauldrons=(cards("cobweb-1", "cobweb-3"), cards("wolf-claw-1", "wolf-claw-3")))
    outcome = RULES.outcome(ones_tie)  # equal value-1 cards: nobody gets the +5, and the points tie too
    assert outcome is not None and outcome.scores == (0, 0) and outcome.winner is None


# ---- undo boundaries -----------------------------------------------------------------------------
def test_walking_and_a_plain_take_reveal_nothing() -> None:
    state = make_state(FULL_COLUMN_3, figures=(2, 10), phase=TAKE, pile=(), fill=True)
    assert not RULES.reveals_information(state, take_at(4, 3))
    assert not RULES.reveals_information(make_state(FULL_COLUMN_3), MOVE_ACTION)


def test_draws_explosions_and_the_end_reveal_information() -> None:
    state = make_state(FULL_COLUMN_3, black=("cobweb-2", "frost-crystal-4"), figures=(2, 10), phase=TAKE, pile=(), fill=True)
    assert RULES.reveals_information(state, take_at(2, 3))  # black's next card comes to light
    spared = make_state(FULL_COLUMN_3, black=("cobweb-2",), figures=(2, 10), phase=TAKE, pile=(), fill=True)
    assert not RULES.reveals_information(spared, take_at(2, 3))
    assert RULES.reveals_information(state, Draw(card("cobweb-3")))
    assert RULES.reveals_information(state, KEEP) and RULES.reveals_information(state, DECLINE)


def test_driver_undo_takes_back_the_walk_but_never_a_refill_draw() -> None:
    match = new_match(RULES, ["human", "human"], seed=9)
    play_action(match, MOVE_ACTION)
    assert (match.state.phase, match.state.figures) == (TAKE, (3, 10))
    assert can_undo(match, 0) and not can_undo(match, 1)
    undo(match, 0)
    assert (match.state.phase, match.state.figures) == (MOVE, (0, 10))
    play_action(match, MOVE_ACTION)
    play_action(match, match.legal_actions()[0])  # the gap is refilled from the pile at once
    assert match.record.actions[-1].startswith("draw ") and not can_undo(match, 0)
