"""The shared seat setup on a toy game with 2-5 seats: seat kinds, colours, the number of players,
options, the pace; start (asking before a saved match is replaced), continue, a corrupt save."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from games.app.table.bot_worker import BotWorker
from games.app.kit.common_scenes import ConfirmScene, MessageScene
from games.app.testing.headless import Harness
from games.app.table.match_session import OPTIONS_SERVICE, MatchSession, storage_name
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.table.seat_setup import (
    GameSetup, SetupOption, SeatColour, SeatPlan, SeatSetupScene, default_kinds, setup_file, stored_plan,
)
from games.app.store.settings import load_settings
from games.kernel.protocol import seat_names_of
from tests.app.toy import register
from tests.app.toy.rules import COLOURS, add


class ToyBoard(Scene):
    def __init__(self, session: MatchSession) -> None:
        self.session = session

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        return Pop() if intent.kind == "back" else None


def toy_setup(ctx: Context) -> GameSetup:
    def emblem(colour: str):  # type: ignore[no-untyped-def]
        return lambda canvas, rect: pygame.draw.circle(canvas, (200, 40, 40), rect.center, min(rect.size) // 2)

    return GameSetup(
        game_id="tally", title="Secret tally",
        colours=tuple(SeatColour(c, c.title()) for c in COLOURS), seat_counts=(2, 3, 4, 5),
        kinds=default_kinds(ctx, "tally"), board=ToyBoard,
        summary=lambda record: f"Secret tally · {len(record['actions'])} actions",
        config=lambda plan: {"colours": list(plan.colours)},
        options=(SetupOption("goal", "Goal", (("Short", 12), ("Long", 20))),),
        emblem=emblem, private_views=True)


@pytest.fixture
def h(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):  # type: ignore[no-untyped-def]
    register(monkeypatch)
    with Harness("en", storage_dir=tmp_path) as harness:
        harness.ctx.services[OPTIONS_SERVICE] = {"seed": 4, "worker": BotWorker(threaded=False)}
        yield harness


def tap(h: Harness, action: object) -> None:
    scene = h.top
    matches = [b for b in scene.buttons.buttons if b.action == action]  # type: ignore[union-attr]
    assert matches, action
    h.click(matches[0].rect.center)


def test_the_default_plan_and_the_seat_kinds_in_words(h: Harness) -> None:
    setup = h.push(SeatSetupScene(toy_setup))
    assert setup.plan == SeatPlan(("red", "green"), ("human", "bot:easy"), {"goal": 12})
    labels = [label for _, label in setup.setup.kinds]  # type: ignore[union-attr]
    assert labels == ["Human", "Computer (easy)", "Computer (greedy)"]


def test_players_colours_kinds_and_options_make_the_match(h: Harness) -> None:
    setup = h.push(SeatSetupScene(toy_setup))
    tap(h, ("count", 4))
    assert setup.plan.colours == ("red", "green", "blue", "yellow")
    assert setup.plan.kinds == ("human", "bot:easy", "bot:easy", "bot:easy")
    tap(h, ("colour", 0))  # red -> the next free colour: purple
    assert setup.plan.colours[0] == "purple"
    tap(h, ("kind", 2, "human"))
    tap(h, ("kind", 3, "bot:greedy"))
    tap(h, ("option:goal", 20))
    tap(h, "start")
    board = h.top
    assert isinstance(board, ToyBoard)
    session = board.session
    assert session.seats == ("human", "bot:easy", "human", "bot:greedy")
    assert seat_names_of(session.rules, session.match.record.config) == ("purple", "green", "blue", "yellow")
    assert session.curtained
    stored = h.ctx.storage.load(setup_file("tally"))
    assert stored == {"colours": ["purple", "green", "blue", "yellow"], "seats": list(session.seats),
                      "options": {"goal": 20}}
    h.back()
    tap(h, ("count", 2))
    assert setup.plan.colours == ("purple", "green") and setup.plan.kinds == ("human", "bot:easy")


def limited_setup(ctx: Context) -> GameSetup:
    """The toy with a second option that limits the table, as yucata.de limits Alchemist to 4."""
    base = toy_setup(ctx)
    return GameSetup(**{**base.__dict__, "options": base.options + (SetupOption("most", "At most", (("5", 5), ("4", 4))),),
                        "counts_for": lambda options: tuple(n for n in (2, 3, 4, 5) if n <= int(options["most"]))})


def test_an_option_that_limits_the_table_greys_out_counts_and_trims_the_seats(h: Harness) -> None:
    setup = h.push(SeatSetupScene(limited_setup))
    tap(h, ("count", 5))
    tap(h, ("option:most", 4))
    assert setup.plan.colours == ("red", "green", "blue", "yellow")
    count = {b.action[1]: b for b in setup.buttons.buttons if isinstance(b.action, tuple) and b.action[0] == "count"}
    assert not count[5].enabled and count[4].enabled
    tap(h, ("count", 5))  # greyed out: nothing happens
    assert len(setup.plan.kinds) == 4
    assert stored_plan(limited_setup(h.ctx), {"colours": ["red", "green", "blue", "yellow", "purple"],
                                              "seats": ["human"] * 5, "options": {"goal": 12, "most": 4}}
                       ).kinds == ("human", "bot:easy")  # a stored plan the option no longer allows
    buttons = setup.buttons.buttons  # four rows at the right (players, two options, pace) and Start
    for i, a in enumerate(buttons):
        assert all(not a.rect.colliderect(b.rect) for b in buttons[i + 1:]), a.label
    assert h.small_texts() == {}


def test_the_last_plan_is_offered_again_and_a_stale_one_is_dropped(h: Harness) -> None:
    setup = toy_setup(h.ctx)
    plan = {"colours": ["blue", "red", "green"], "seats": ["bot:greedy", "human", "human"], "options": {"goal": 20}}
    assert stored_plan(setup, plan) == SeatPlan(("blue", "red", "green"), ("bot:greedy", "human", "human"), {"goal": 20})
    for broken in ({"colours": ["blue", "blue"], "seats": ["human", "human"]}, {"seats": ["human"] * 6},
                   {"colours": ["red", "green"], "seats": ["human", "wizard"]}, {"colours": ["red", "pink"],
                   "seats": ["human", "human"]}, [], None):
        assert stored_plan(setup, broken).colours == ("red", "green"), broken
    assert stored_plan(setup, {**plan, "options": {"goal": 99}}).options == {"goal": 12}


def test_starting_over_a_saved_match_asks_first(h: Harness) -> None:
    setup = h.push(SeatSetupScene(toy_setup))
    tap(h, "start")
    h.top.session.play(add(2))  # type: ignore[union-attr]
    h.back()
    saved = h.ctx.storage.load(storage_name("tally"))
    assert setup.saved == saved
    tap(h, "start")
    dialog = h.top
    assert isinstance(dialog, ConfirmScene) and "Secret tally · " in dialog.consequence
    h.back()
    assert h.top is setup and h.ctx.storage.load(storage_name("tally")) == saved
    tap(h, "start")
    h.confirm()
    h.step(0.6)
    h.confirm()
    assert isinstance(h.top, ToyBoard) and h.scenes[-2] is setup
    assert h.ctx.storage.load(storage_name("tally"))["actions"] != saved["actions"]  # a fresh match


def test_continue_resumes_and_a_corrupt_save_is_explained(h: Harness) -> None:
    setup = h.push(SeatSetupScene(toy_setup))
    tap(h, "start")
    actions = list(h.top.session.match.record.actions)  # type: ignore[union-attr]
    h.back()
    tap(h, "resume")
    assert isinstance(h.top, ToyBoard) and h.top.session.match.record.actions == actions
    h.back()
    data = h.ctx.storage.load(storage_name("tally"))
    data["actions"][0] = "deal 9"
    h.ctx.storage.save(storage_name("tally"), data)
    tap(h, "resume")
    assert isinstance(h.top, MessageScene) and "deal 9" in h.top.text
    h.confirm()
    assert h.top is setup and not [b for b in setup.buttons.buttons if b.action == "resume"]


def test_the_pace_is_chosen_here_for_every_game(h: Harness) -> None:
    h.push(SeatSetupScene(toy_setup))
    tap(h, ("pace", "quick"))
    assert h.ctx.settings.bot_speed == "quick" and load_settings(h.ctx.storage).bot_speed == "quick"


@pytest.mark.parametrize("language", ["de", "en"])
def test_five_seats_are_readable_and_every_button_is_a_fingers_size(language: str, h: Harness) -> None:
    h.ctx.tr.set_language(language)  # type: ignore[attr-defined]
    h.push(SeatSetupScene(toy_setup))
    tap(h, ("count", 5))
    assert h.small_texts() == {}
    for button in h.top.buttons.buttons:  # type: ignore[union-attr]
        assert min(button.rect.size) >= 72, button.label
        assert button.rect.bottom <= 1080 - 24


def test_rule_options_put_the_rules_options_into_words() -> None:
    from games.kernel.protocol import GameOption
    from games.app.table.seat_setup import rule_options

    class Rules:
        options = (GameOption("goal", (12, 20), "how far to race"),)

    words = {"toy.option.goal": "Goal", "toy.option.goal.12": "Short", "toy.option.goal.20": "Long"}
    with Harness("en") as h:
        h.ctx.tr = lambda key, **values: words[key]  # type: ignore[assignment]
        assert rule_options(h.ctx, Rules(), "toy") == (SetupOption("goal", "Goal", (("Short", 12), ("Long", 20))),)
        assert rule_options(h.ctx, object(), "toy") == ()
