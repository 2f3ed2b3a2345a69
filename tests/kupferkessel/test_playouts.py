"""Seeded computer games with invariants checked after every step."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from games.bots import RandomBot
from games.kernel.play import play_to_end
from games.kernel.protocol import CHANCE, TERMINAL
from games.kernel.record import record_from_json, replay
from games.kupferkessel.bots import EasyBot, StrongBot
from games.kupferkessel.components import ALL_CARDS, TRACK
from games.kupferkessel.rules import RULES
from games.kupferkessel.state import EMPTY, State

MAX_ACTIONS = 2_000  # the longest seeded game so far has about 230 actions
BATCHES = 8
GAMES_PER_BATCH = 27  # 8 x 27 = 216 games


def with_hidden_cards_swapped(state: State) -> State | None:
    """The same table with an unseen pile card and a covered cauldron card exchanged."""
    for seat, cauldron in enumerate(state.cauldrons):
        if len(cauldron) >= 2 and state.pile:
            hidden, unseen = cauldron[0], state.pile[0]
            cauldrons = list(state.cauldrons)
            cauldrons[seat] = (unseen,) + cauldron[1:]
            pile = tuple(sorted(state.pile[1:] + (hidden,)))
            return replace(state, cauldrons=tuple(cauldrons), pile=pile)
    return None


def check_step(state: State) -> None:
    """Everything that must hold in every state of a game."""
    cards = state.all_cards()
    assert sorted(cards) == list(ALL_CARDS), Counter(cards).most_common(2)
    assert state.figures[0] != state.figures[1]
    assert state.turns_in_row in (1, 2)
    mover = RULES.to_move(state)
    if mover >= 0:
        assert RULES.legal_actions(state), state.phase
    elif mover == CHANCE:
        assert RULES.chance_outcomes(state)
    for seat in (0, 1):
        view = RULES.view(state, seat)
        assert view.cauldron_sizes == (len(state.cauldrons[0]), len(state.cauldrons[1]))
        twin = with_hidden_cards_swapped(state)
        if twin is not None and mover != TERMINAL:
            assert RULES.view(twin, seat) == view


def check_game(match) -> None:
    assert match.to_move() == TERMINAL
    assert len(match.actions) < MAX_ACTIONS
    for state in match.states:
        check_step(state)
    assert replay(RULES, record_from_json(match.record.to_json())) == match.state
    outcome = match.outcome()
    final = match.state
    assert outcome is not None and any(
        all(final.grid[c] == EMPTY for c in line.cells) for line in TRACK if line is not None)


@pytest.mark.parametrize("batch", range(BATCHES))
def test_seeded_bot_games_keep_every_invariant(batch: int) -> None:
    for index in range(GAMES_PER_BATCH):
        seed = batch * GAMES_PER_BATCH + index
        bots = [EasyBot(), RandomBot()] if seed % 3 == 0 else [EasyBot(), EasyBot()]
        if seed % 2:
            bots.reverse()
        check_game(play_to_end(RULES, bots, seed, max_actions=MAX_ACTIONS))


def test_seeded_games_with_the_strong_bot_keep_every_invariant() -> None:
    for seed in range(4):
        bots = [StrongBot(), EasyBot()] if seed % 2 == 0 else [EasyBot(), StrongBot()]
        check_game(play_to_end(RULES, bots, 500 + seed, max_actions=MAX_ACTIONS))


def test_same_seed_same_game() -> None:
    first = play_to_end(RULES, [EasyBot(), StrongBot()], 31)
    second = play_to_end(RULES, [EasyBot(), StrongBot()], 31)
    assert first.record.actions == second.record.actions and first.state == second.state
