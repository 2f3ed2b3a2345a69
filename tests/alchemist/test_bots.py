"""The computer players: legal choices from their own view, sensible ones in clear positions, and
the strong bot ahead of the easy one."""

from __future__ import annotations

import random

from games.alchemist.actions import PASS_EMPTY, Copy, Invent, PassSupply, parse_action
from games.alchemist.bots import BOTS, EasyBot, StrongBot, candidates, immediate_gain
from games.alchemist.rules import RULES
from games.alchemist.scoring import winners
from games.kernel.play import play_to_end
from tests.alchemist.helpers import make_state


def choice(bot, state, seat: int | None = None):
    seat = state.seat if seat is None else seat
    return bot.choose(RULES.view(state, seat), RULES.legal_actions(state), random.Random(1))


def test_bot_table_has_both_levels_as_fresh_bots() -> None:
    assert sorted(BOTS) == ["easy", "strong"]
    assert isinstance(BOTS["easy"](), EasyBot) and isinstance(BOTS["strong"](), StrongBot)


def test_easy_bot_takes_what_pays_most_at_once() -> None:
    state = make_state(screens=("mushrooms spiders", ""), cauldrons={"c9": ("mushrooms", 10, "black")})
    assert choice(EasyBot(mistake_rate=0.0), state) == parse_action("copy c9 tribute mushrooms")
    view = RULES.view(state, 0)
    assert immediate_gain(view, parse_action("copy c9 tribute mushrooms")) == 10.5  # +10, -1 cube, +2 by-products
    assert immediate_gain(view, parse_action("pass supply spiders")) == 0.5


def test_strong_bot_weighs_only_the_lowest_and_highest_tile_of_each_recipe() -> None:
    state = make_state(screens=("mushrooms", ""))
    legal = RULES.legal_actions(state)
    weighed = candidates(legal)
    inventions = [a for a in weighed if isinstance(a, Invent)]
    assert {a.fame for a in inventions} == {1, 10} and len(inventions) == 2 * 6  # 6 cauldrons take mushrooms
    assert [a for a in weighed if not isinstance(a, Invent)] == [a for a in legal if not isinstance(a, Invent)]


def test_strong_bot_copies_a_cheap_recipe_worth_ten() -> None:
    state = make_state(screens=("mushrooms troll-eyes", "spiders*4"), cauldrons={"c9": ("mushrooms", 10, "black")},
                       seals=(0, 4))
    assert choice(StrongBot(), state) == Copy(8, 1)


def test_strong_bot_ahead_ends_the_game_by_taking_the_last_cube_of_a_third_kind() -> None:
    state = make_state(screens=("spiders*4", "spiders*4"), supply=(0, 0, 1, 5, 5), fame=(25, 32),
                       seat=1, first=0, seals=(0, 0))
    assert choice(StrongBot(), state, seat=1) == PassSupply(2)


def test_strong_bot_behind_keeps_the_game_going() -> None:
    state = make_state(screens=("spiders*4", "spiders*4"), supply=(0, 0, 1, 5, 5), fame=(32, 25),
                       seat=1, first=0, seals=(0, 0))
    assert choice(StrongBot(), state, seat=1) != PassSupply(2)


def test_strong_bot_puts_its_own_schools_kind_into_a_recipe() -> None:
    state = make_state(players=3, screens=("mushrooms*2 troll-eyes*2", "spiders*3", "bird-legs*3"),
                       schools=("troll-eyes", "spiders", "bird-legs"), fame=(0, 0, 0))
    action = choice(StrongBot(), state)
    assert isinstance(action, Invent) and action.recipe[3] >= action.recipe[1]


def test_strong_bot_beats_easy_bots_in_most_seeded_games() -> None:
    wins = 0
    for seed in range(12):
        strong_seat = seed % 2
        bots = [EasyBot(), EasyBot()]
        bots[strong_seat] = StrongBot()
        outcome = play_to_end(RULES, bots, 300 + seed).outcome()
        wins += strong_seat in winners(outcome.details)
    assert wins >= 10


def test_bots_take_a_cube_when_they_pass_though_the_rules_let_them_take_none() -> None:
    """Behind, taking any cube would end the game (a third kind gone): passing without a cube is
    legal, but the computers take one (a table of computers always comes to an end)."""
    state = make_state(screens=("spiders*4", "spiders*4"), supply=(0, 0, 1, 1, 1), bag=(0,) * 5, fame=(32, 25),
                       seat=1, first=0, seals=(0, 0))
    legal = RULES.legal_actions(state)
    assert PASS_EMPTY in legal and len(legal) == 4
    assert isinstance(choice(StrongBot(), state, seat=1), PassSupply)
    for seed in range(20):
        easy = EasyBot(mistake_rate=1.0).choose(RULES.view(state, 1), legal, random.Random(seed))
        assert isinstance(easy, PassSupply)
