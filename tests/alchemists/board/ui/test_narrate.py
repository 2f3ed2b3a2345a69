"""The board game's words for what happened: undo reasons by what was revealed, plurals keyed to
the right number, seal names without placeholders."""

from __future__ import annotations

import json
import random
from pathlib import Path

from games.alchemists.board import actions as A
from games.alchemists.board.rules import RULES
from games.alchemists.board.state import Event
from games.alchemists.board.ui.narrate import event_line, undo_reason
from games.app.kit.i18n import Translator
from games.kernel.play import new_match, play_action
from games.kernel.undo import undo_check

I18N = Path(__file__).resolve().parents[4] / "assets" / "i18n"


def test_keeping_the_last_favor_blocks_undo_because_the_round_began_not_because_the_lab_answered() -> None:
    tr = Translator("en")
    match = new_match(RULES, ["human", "bot", "bot"], 3, {"variant": "apprentice"})
    while not isinstance(match.actions[-1:] and match.actions[-1], A.KeepFavor) or match.state.round == 0:
        play_action(match, RULES.legal_actions(match.state)[0])
    check = undo_check(match, lambda seat: seat == 0)
    assert check.blocker is not None and check.blocker.kind == "reveal"
    assert isinstance(check.blocker.action, A.KeepFavor)
    assert undo_reason(check.blocker, tr, match.states) == "A new round has begun since."


def test_a_lab_answer_still_says_the_lab_answered() -> None:
    tr = Translator("de")
    match = new_match(RULES, ["human", "bot", "bot"], 3, {"variant": "apprentice"})
    rng = random.Random(1)
    for _ in range(3000):
        play_action(match, rng.choice(RULES.legal_actions(match.state)))
        check = undo_check(match, lambda seat: seat == 0)
        if check.blocker is not None and isinstance(check.blocker.action, (A.Mix, A.DebunkAspect)):
            break
    assert undo_reason(check.blocker, tr, match.states) == "Das Labor hat seither geantwortet."


def test_one_unused_cube_and_no_favor_read_as_one_cube_and_zero_favors() -> None:
    view = RULES.view(new_match(RULES, ["human", "human"], 1, {"variant": "apprentice"}).state, 0)
    line = lambda tr, cubes, favors: event_line(tr, Event(1, 0, "unused-cubes", (("cubes", cubes), ("favors", favors))),  # noqa: E731
                                                view, True)
    en, de = Translator("en"), Translator("de")
    assert line(en, 1, 0).endswith(": 1 unused cube brings 0 favors")
    assert line(en, 3, 1).endswith(": 3 unused cubes bring 1 favor")
    assert line(de, 1, 0).endswith(": 1 ungenutzter Würfel bringt 0 Helferkarten")


def test_no_seal_name_carries_a_placeholder_question_mark() -> None:
    table = json.loads((I18N / "alchemists_play.json").read_text("utf-8"))
    names = {key: texts for key, texts in table.items() if key.startswith("seal.")}
    assert len(names) >= 5
    assert [key for key, texts in names.items() if any("?" in text for text in texts.values())] == []


def test_a_forced_pass_says_why_and_a_chosen_one_does_not() -> None:
    import dataclasses

    from games.alchemists.board.view import TheoryView

    view = RULES.view(new_match(RULES, ["human", "human"], 1, {"variant": "apprentice"}).state, 0)
    event = Event(2, 1, "pass", (("space", "debunk"),))
    en = Translator("en")
    assert event_line(en, event, view, True, forced=True).endswith("passes on Debunk: no theory to debunk yet")
    assert event_line(en, event, view, True, forced=False).endswith("passes on Debunk")
    poor = dataclasses.replace(view, seats=tuple(dataclasses.replace(s, gold=0) for s in view.seats),
                               theories=(TheoryView(0, 0, ((0, None),), False),))
    publish = Event(2, 1, "pass", (("space", "publish"),))
    assert event_line(Translator("de"), publish, poor, True, forced=True).endswith(": nicht genug Gold")


def test_declaring_an_action_that_must_pass_is_warned_about() -> None:
    import dataclasses

    from games.alchemists.board.view import TheoryView
    from games.alchemists.board.ui.why import declare_warning

    view = RULES.view(new_match(RULES, ["human", "human"], 1, {"variant": "apprentice"}).state, 0)
    assert view.own().hand_size >= 2
    assert declare_warning(view, "debunk") == "no_theory" and declare_warning(view, "student") is None
    theory = dataclasses.replace(view, theories=(TheoryView(0, 0, ((1, None),), False),))
    assert declare_warning(theory, "debunk") is None
    own = dataclasses.replace(view.own(), hand_size=1)
    one_card = dataclasses.replace(view, seats=(own,) + view.seats[1:])
    assert declare_warning(one_card, "drink") == "cards"
    declared = tuple(1 if i == 0 else 0 for i in range(10))  # a forage first brings a card
    foraging = dataclasses.replace(one_card, seats=(dataclasses.replace(own, declared=declared),) + view.seats[1:])
    assert declare_warning(foraging, "drink") is None


def test_every_action_space_has_its_printed_emblem_and_it_shows() -> None:
    import pygame

    from games.alchemists.board.components import SPACES
    from games.alchemists.board.ui.art import Pen
    from games.alchemists.board.ui.emblems import EMBLEMS, draw_space_emblem
    from games.alchemists.board.ui.layout import table_layout
    from games.app.testing.headless import Harness

    assert set(EMBLEMS) == set(SPACES)
    with Harness() as h:
        layout = table_layout((1920, 1080))
        for space in SPACES:
            surface = pygame.Surface((200, 200))
            surface.fill((240, 230, 200))
            draw_space_emblem(Pen(surface, layout, h.ctx, {}), space, surface.get_rect())
            assert surface.get_at((150, 150)) != (240, 230, 200, 255) or surface.get_at((160, 160)) != \
                (240, 230, 200, 255), space
