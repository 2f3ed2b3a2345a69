"""Seeded computer games for 2 to 5 seats, schools on and off, with invariants checked after every
step: 32 cubes of each kind across bag, supply, screens, cauldrons and out of the game; every
seat's view unchanged when only another seat's secrets change; the log replays to the same state."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.alchemist.bots import EasyBot, StrongBot
from games.alchemist.components import CUBES_PER_KIND, KIND_COUNT, RECIPE_SEALS
from games.alchemist.rules import RULES
from games.alchemist.state import NO_SCHOOL, OVER, State
from games.bots import RandomBot
from games.kernel.play import Match, play_to_end
from games.kernel.protocol import CHANCE, TERMINAL
from games.kernel.record import record_from_json, replay

MAX_ACTIONS = 3_000  # the longest seeded game so far has about 200 actions
GAMES_PER_TABLE = 26  # x 4 table sizes x schools on/off = 208 games


def shifted(counts: tuple[int, ...]) -> tuple[int, ...]:
    """The same number of cubes with one of them of another kind (unchanged when there are none)."""
    if not any(counts):
        return counts
    give = next(k for k in range(KIND_COUNT) if counts[k])
    take = (give + 1) % KIND_COUNT
    return tuple(n - (k == give) + (k == take) for k, n in enumerate(counts))


def with_secrets_changed(state: State, viewer: int) -> State:
    """The table with every other seat's secrets and the bag's contents different (sizes kept): a
    cube of each other screen and of the bag turned into another kind, the other schools changed.
    (The twin need not keep 32 cubes of each kind: it only shows what `viewer`'s view depends on.)"""
    screens = tuple(screen if seat == viewer else shifted(screen) for seat, screen in enumerate(state.screens))
    schools = tuple(school if seat == viewer or school == NO_SCHOOL else (school + 1) % KIND_COUNT
                    for seat, school in enumerate(state.schools))
    return replace(state, screens=screens, bag=shifted(state.bag), schools=schools)


def check_step(state: State) -> None:
    """Everything that must hold in every state of a game."""
    assert state.cube_totals() == (CUBES_PER_KIND,) * KIND_COUNT
    places = (state.bag, state.supply, state.out, *state.screens)
    assert all(n >= 0 for place in places for n in place)
    assert all(0 <= seals <= RECIPE_SEALS for seals in state.seals)
    mover = RULES.to_move(state)
    if mover >= 0:
        assert RULES.legal_actions(state)
    elif mover == CHANCE:
        assert RULES.chance_outcomes(state) and all(w > 0 for _, w in RULES.chance_outcomes(state))
    if mover == TERMINAL:
        return
    for seat in range(state.players):
        assert RULES.view(with_secrets_changed(state, seat), seat) == RULES.view(state, seat)


def check_game(match: Match) -> None:
    """A finished game: every state sound, fame never falls, the log replays to the same state."""
    assert match.to_move() == TERMINAL and match.state.phase == OVER
    assert len(match.actions) < MAX_ACTIONS
    for before, after in zip(match.states, match.states[1:]):
        assert all(b <= a for b, a in zip(before.fame, after.fame))
    for state in match.states:
        check_step(state)
    assert match.state.kinds_gone() >= 3
    assert replay(RULES, record_from_json(match.record.to_json())) == match.state
    outcome = match.outcome()
    assert outcome is not None and len(outcome.scores) == match.state.players


def bots_for(seed: int, players: int) -> list:
    """Easy bots, with a random one at some seats."""
    return [RandomBot() if (seed + seat) % 3 == 0 else EasyBot() for seat in range(players)]


@pytest.mark.parametrize("schools", ["on", "off"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_bot_games_keep_every_invariant(players: int, schools: str) -> None:
    for index in range(GAMES_PER_TABLE):
        seed = 1_000 * players + index
        match = play_to_end(RULES, bots_for(seed, players), seed, max_actions=MAX_ACTIONS, config={"schools": schools})
        check_game(match)


def test_seeded_games_with_the_strong_bot_keep_every_invariant() -> None:
    for players in (2, 3, 5):
        bots = [EasyBot() for _ in range(players)]
        bots[players % 2] = StrongBot()
        check_game(play_to_end(RULES, bots, 500 + players, max_actions=MAX_ACTIONS))


def test_same_seed_same_game() -> None:
    first = play_to_end(RULES, [EasyBot(), StrongBot(), RandomBot()], 31)
    second = play_to_end(RULES, [EasyBot(), StrongBot(), RandomBot()], 31)
    assert first.record.actions == second.record.actions and first.state == second.state
