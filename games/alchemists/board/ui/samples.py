"""Busy tables for tests, the bench and screenshots: seeded computer games stopped at a moment.

`busy_state(seed, players, variant, round, phase)` plays easy bots from `seed` until the given
round and phase (the last state of the game when they never come). `busiest_state()` is the bench's
board: late in a 4-seat game, cubes on many spaces, theories with many seals.
"""

from __future__ import annotations

from functools import lru_cache

from games.alchemists.board.bots import BOTS
from games.alchemists.board.rules import RULES
from games.alchemists.board.state import State
from games.kernel.play import bot_action, new_match, play_action

BUSIEST = (2, 4, "master", 6, "exhibit")  # seed, seats, variant, round, phase of the bench's board (a game that gets there)


@lru_cache(maxsize=32)
def busy_state(seed: int, players: int = 4, variant: str = "master", round_number: int = 6,
               phase: str = "exhibit") -> State:
    """The state of a seeded easy-bot game when `round_number` reaches `phase` (or its end)."""
    match = new_match(RULES, ["bot:easy"] * players, seed, {"players": players, "variant": variant})
    bots = [BOTS["easy"]() for _ in range(players)]
    while match.to_move() >= 0:
        state = match.state
        if state.round == round_number and RULES.phase(state) == phase:
            return state
        play_action(match, bot_action(match, bots[match.to_move()]))
    return match.state


def final_state(seed: int, players: int = 4, variant: str = "master") -> State:
    """The last state of a seeded easy-bot game (the game over)."""
    return busy_state(seed, players, variant, 99, "never")


def busiest_state() -> State:
    """The bench's board (see BUSIEST)."""
    return busy_state(*BUSIEST)
