"""Seeded computer games for 2, 3 and 4 seats in both variants, with invariants after every step:
cards, favors, seals, gold and cubes conserved, legal actions until the end, one seat's view blind to
another's secrets, the log replaying to the same state, the end after round 6."""

from __future__ import annotations

import pytest

from games.alchemists.board.bots import EasyBot, StrongBot
from games.alchemists.board.components import ROUNDS
from games.alchemists.board.rules import RULES
from games.bots import RandomBot
from games.kernel.play import Match, play_to_end
from games.kernel.protocol import TERMINAL
from games.kernel.record import record_from_json, replay
from tests.alchemists.board.invariants import check_state, with_secrets_changed

MAX_ACTIONS = 3_000  # the longest seeded game so far has about 900 actions
BATCHES = 12
GAMES_PER_BATCH = 18  # 12 x 18 = 216 games
SETTINGS = [(players, variant) for players in (2, 3, 4) for variant in ("apprentice", "master")]


def check_game(match: Match) -> None:
    """Every state of the game, the end, and the replay of its saved log."""
    n = match.state.players
    for step, state in enumerate(match.states):
        check_state(state)
        if not state.over:
            other, viewer = step % n, (step + 1) % n
            assert RULES.view(with_secrets_changed(state, other), viewer) == RULES.view(state, viewer)
    final = match.state
    assert match.to_move() == TERMINAL and final.over and final.round == ROUNDS
    assert len(match.actions) < MAX_ACTIONS
    assert replay(RULES, record_from_json(match.record.to_json())) == final
    outcome = match.outcome()
    assert outcome is not None and len(outcome.scores) == n


def bots_for(seed: int, players: int) -> list:
    """Easy players, with a random one at every other table."""
    bots = [EasyBot() for _ in range(players)]
    if seed % 2:
        bots[seed % players] = RandomBot()
    return bots


@pytest.mark.parametrize("batch", range(BATCHES))
def test_seeded_computer_games_keep_every_invariant(batch: int) -> None:
    for index in range(GAMES_PER_BATCH):
        seed = batch * GAMES_PER_BATCH + index
        players, variant = SETTINGS[seed % len(SETTINGS)]
        match = play_to_end(RULES, bots_for(seed, players), seed, config={"variant": variant},
                            max_actions=MAX_ACTIONS)
        check_game(match)


@pytest.mark.parametrize("players, variant", [(2, "master"), (3, "apprentice"), (4, "master")])
def test_games_with_the_strong_player_keep_every_invariant(players: int, variant: str) -> None:
    bots = [EasyBot() for _ in range(players)]
    bots[players - 1] = StrongBot()
    check_game(play_to_end(RULES, bots, 900 + players, config={"variant": variant}))


def test_the_same_seed_gives_the_same_game() -> None:
    first = play_to_end(RULES, [EasyBot(), StrongBot(), EasyBot()], 31, config={"variant": "master"})
    second = play_to_end(RULES, [EasyBot(), StrongBot(), EasyBot()], 31, config={"variant": "master"})
    assert first.record.actions == second.record.actions and first.state == second.state
