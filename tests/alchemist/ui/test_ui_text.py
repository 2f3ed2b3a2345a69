"""Readable at arm's length: every Alchemist screen and dialog, in German and English, draws no text
below MIN_READABLE canvas px (16 px in a 1280 x 720 window), every touch target is a finger's
size there, and the action bar's words fit their lines for every cauldron and kind."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.alchemist.actions import Copy, Invent
from games.alchemist.checks import PROBLEMS
from games.alchemist.components import COLOURS, HOUSE_RULES, KIND_IDS, kinds_in
from games.alchemist.state import forbidden
from games.alchemist.ui import art
from games.alchemist.ui import layout as L
from games.alchemist.ui import plan as P
from games.alchemist.ui.action_bar import WORDS_SIZE
from games.alchemist.ui.board_draw import clear_table
from games.alchemist.ui.board_scene import BoardScene
from games.alchemist.ui.end_scene import EndScene
from games.alchemist.ui.narrate import colour_name, kind_name
from games.alchemist.ui.rules_scene import rules_scene
from games.app.kit.common_scenes import CurtainScene
from games.app.table.event_log import EventLogScene
from games.app.testing.headless import Harness
from tests.alchemist.ui.screens import harness, perform, play_turns, start_match, tap, thrifty
from tests.alchemist.ui.test_ui_flow import wait_for_turn
from tests.rules_help_check import check_every_tab_and_the_house_rules

TABLE = json.loads((Path(__file__).resolve().parents[3] / "assets/i18n/alchemist.json").read_text("utf-8"))
LANGUAGES = ("de", "en")
FINGER = 72  # canvas px: 48 px in a 1280 x 720 window


def readable(h: Harness, what: str) -> None:
    """Everything drawn now is large enough (caches emptied first, so every word is drawn afresh),
    and every button and target a finger's size."""
    art.clear_caches()
    clear_table()
    h.forget_texts()
    assert h.small_texts() == {}, what
    for scene in h.scenes:
        group = scene.targets.buttons if isinstance(scene, BoardScene) else getattr(scene, "buttons", None)
        for b in getattr(group, "buttons", []):
            assert min(b.rect.size) >= FINGER, f"{what}: target {b.label or b.action!r} is {b.rect.size}"


def test_every_kind_colour_school_problem_and_house_rule_has_german_and_english_text() -> None:
    keys = [f"kind.{k}" for k in KIND_IDS] + [f"school.{k}" for k in KIND_IDS] + [f"colour.{c}" for c in COLOURS]
    keys += [f"problem.{p}" for p in PROBLEMS] + [rule.text_key.removeprefix("alchemist.") for rule in HOUSE_RULES]
    keys += ["title", "blurb"]
    for key in keys:
        assert TABLE.get(key, {}).get("en") and TABLE[key].get("de"), key
    assert TABLE["title"]["en"] == "Alchemist (Amigo)" != json.loads(
        (Path(__file__).resolve().parents[3] / "assets/i18n/alchemists_board.json").read_text("utf-8"))["title"]["en"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_setup_with_five_seats_and_its_dialogs_are_readable(language: str) -> None:
    with harness(language, seed=17) as h:
        board = start_match(h, ["human", "bot:easy", "bot:strong", "bot:easy", "human"])
        play_turns(h, board, turns=2)
        h.back()
        readable(h, "setup with a save, five seats")
        tap(h, "start")
        readable(h, "replace the saved game?")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_busiest_board_is_readable_in_every_moment(language: str) -> None:
    with harness(language, seed=17, pace="relaxed") as h:
        board = start_match(h, ["human", "bot:easy", "bot:strong", "bot:easy", "bot:easy"])
        wait_for_turn(h, board)
        readable(h, "the first turn")
        play_turns(h, board, turns=4)
        wait_for_turn(h, board)
        view = board.view()
        invent = max((a for a in view.legal_actions() if isinstance(a, Invent)), key=lambda a: sum(a.recipe))
        tap(h, ("cauldron", invent.cauldron))
        tap(h, ("screen", forbidden(invent.cauldron)[0]))
        readable(h, "a refused cube")
        for kind in kinds_in(invent.recipe):
            tap(h, ("screen", kind))
        readable(h, "a recipe without a tile")
        tap(h, ("tile", invent.fame))
        readable(h, "a recipe ready to confirm")
        copies = [a for a in view.legal_actions() if isinstance(a, Copy)]
        if copies:
            tap(h, ("cauldron", copies[0].cauldron))
            readable(h, "choosing a tribute")
        tap(h, ("bag",))
        readable(h, "passing with the bag")
        tap(h, ("supply", 0))
        readable(h, "passing with the supply")
        perform(h, board, thrifty(view, view.legal_actions()))
        h.step(0.4)
        assert not board.playback.idle
        readable(h, "a move being played")
        wait_for_turn(h, board)
        h.key("pageup")
        readable(h, "the log scrolled back")
        h.key("l")
        assert isinstance(h.top, EventLogScene)
        readable(h, "the whole log")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_curtain_the_end_steps_and_the_scores_are_readable(language: str) -> None:
    with harness(language, seed=23) as h:
        board = start_match(h, ["human", "human", "bot:strong"])
        play_turns(h, board, turns=1)
        for _ in range(200):
            if isinstance(h.top, CurtainScene):
                break
            h.step(0.25)
        assert isinstance(h.top, CurtainScene)
        readable(h, "the curtain")
        play_turns(h, board)
        end = h.top
        assert isinstance(end, EndScene)
        while True:
            readable(h, f"the end: {end.step}")
            if end.step.kind == "table":
                break
            tap(h, "next")
        tap(h, "board")
        readable(h, "the board after the end")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scores_without_schools_and_computers_watched_are_readable(language: str) -> None:
    with harness(language, seed=4) as h:
        board = start_match(h, ["bot:easy", "bot:strong"], {"schools": "off"})
        h.step(2.0)
        readable(h, "watching, schools off")
        for _ in range(3000):
            if isinstance(h.top, EndScene):
                break
            h.step(1.0)
        assert isinstance(h.top, EndScene)
        tap(h, "skip")
        readable(h, "the scores without schools")
        assert board.session.is_over


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rules_tab_is_readable_and_shows_every_house_rule(language: str) -> None:
    with Harness(language) as h:
        h.push(rules_scene())
        check_every_tab_and_the_house_rules(h, readable, [rule.text_key for rule in HOUSE_RULES])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_action_bars_words_fit_their_line_for_every_cauldron_kind_and_colour(language: str) -> None:
    with Harness(language) as h:
        tr, fonts = h.ctx.tr, h.ctx.fonts
        box = L.headline_rect()
        longest = max((colour_name(tr, c) for c in COLOURS), key=len)
        headlines = [tr("alchemist.bar.your_turn_named", player=longest),
                     tr("alchemist.bar.copy", n=10, inventor=longest, fame=10),
                     tr("alchemist.bar.pass_bag", count=2), tr("alchemist.bar.pass_empty")]
        headlines += [tr("alchemist.bar.pass_supply", kind=kind_name(tr, k)) for k in range(5)]
        headlines += [tr("alchemist.bar.invent", n=10)]
        details = [tr("alchemist.bar.copy_detail", count=5, inventor=longest), tr("alchemist.bar.pass_detail")]
        for cauldron in range(10):
            a, b = (kind_name(tr, k) for k in forbidden(cauldron))
            details.append(tr("alchemist.bar.invent_detail", a=a, b=b))
        for line in headlines:
            assert fonts.get(24, bold=True).size(line)[0] <= box.w, line
        for line in details:  # one line above the recipe's places or the tribute choices
            assert fonts.get(24).size(line)[0] <= box.w, line
        assert WORDS_SIZE >= 24 and P.NOTHING.mode == P.NONE
