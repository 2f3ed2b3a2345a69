"""The seat setup's computer players are real bots for every registered game and level."""

from __future__ import annotations

import pytest

from games import GAMES
from games.app.table.seats import bot_kind, bot_levels, make_bot, rules_of
from games.kernel import play
from games.kernel.protocol import seat_names_of, table_config

GAMES_WITH_BOTS = sorted(game_id for game_id, info in GAMES.items() if info.rules is not None)


def _first_real_decision(game_id: str, seed: int) -> play.Match:
    """A two-seat (or smallest) match advanced by first-legal play to a decision with a choice."""
    rules = rules_of(game_id)
    seat_count = len(seat_names_of(rules, table_config(rules, 2, None)))
    match = play.new_match(rules, ["human"] * seat_count, seed)
    for _ in range(200):
        if len(match.rules.legal_actions(match.state)) > 1:
            return match
        play.play_action(match, match.rules.legal_actions(match.state)[0])
    raise AssertionError(f"{game_id}: no decision with a choice in 200 steps")


@pytest.mark.parametrize("game_id", GAMES_WITH_BOTS)
def test_every_level_makes_a_fresh_bot_that_chooses_a_legal_action(game_id: str) -> None:
    match = _first_real_decision(game_id, seed=3)
    seat = match.rules.to_move(match.state)
    legal = match.rules.legal_actions(match.state)
    for level in bot_levels(game_id):
        bot = make_bot(game_id, bot_kind(level))
        assert not isinstance(bot, type), f"{game_id}:{level} gave the class, not a bot"
        assert make_bot(game_id, bot_kind(level)) is not bot, "each seat gets its own bot"
        choice = bot.choose(match.rules.view(match.state, seat), list(legal), play.bot_rng(match, seat))
        assert choice in legal
