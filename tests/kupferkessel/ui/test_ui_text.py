"""Readable at arm's length: every Kupferkessel screen, in German and English, draws no text below
MIN_READABLE canvas px (16 px in a 1280 x 720 window), its buttons are a finger's size there, and
every translation key the game's data names exists."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.app.table.event_log import LOG_TEXT_SIZE, EventLogScene
from games.app.kit.fonts import MIN_READABLE
from games.app.testing.headless import Harness
from games.app.kit.text import layout_text_box
from games.app.table.undo_control import REASON_SIZE
from games.kupferkessel.actions import KEEP
from games.kupferkessel.components import COLOURS, HOUSE_RULES, KINDS
from games.kupferkessel.ui.board_draw import cell_rect
from games.kupferkessel.ui.board_scene import BoardScene
from games.kupferkessel.ui.panel_draw import panel_rect, status_rect, undo_rect
from games.kupferkessel.ui.rules_scene import rules_scene
from games.kupferkessel.ui.score_scene import ScoreScene
from tests.kupferkessel.ui.test_ui_flow import button, harness, open_setup, play_turns, start_match
from tests.kupferkessel.ui.test_ui_screenshots import collector
from tests.rules_help_check import check_every_tab_and_the_house_rules

TABLE = json.loads((Path(__file__).resolve().parents[3] / "assets/i18n/kupferkessel.json").read_text("utf-8"))
LANGUAGES = ("de", "en")
FINGER = 72  # canvas px: 48 px in a 1280 x 720 window


def readable(h: Harness, what: str) -> None:
    """Everything drawn since the last check is large enough, and every button a finger's size."""
    assert h.small_texts() == {}, what
    for scene in h.scenes:
        for b in getattr(getattr(scene, "buttons", None), "buttons", []):
            assert min(b.rect.size) >= FINGER, f"{what}: button {b.label or b.action!r} is {b.rect.size}"
    h.forget_texts()


def test_every_kind_colour_and_house_rule_has_german_and_english_text() -> None:
    keys = [f"kind.{k.id}" for k in KINDS] + [f"colour.{c}" for c in COLOURS]
    keys += [rule.text_key.removeprefix("kupferkessel.") for rule in HOUSE_RULES]
    keys += ["title", "blurb"]
    for key in keys:
        assert TABLE.get(key, {}).get("en") and TABLE[key].get("de"), key
    assert TABLE["title"]["en"] == "Kupferkessel Co."
    assert any(ch in TABLE[key]["de"] for key in keys for ch in "äöüß")  # real German


def test_the_english_crossing_line_rule_says_what_the_german_says() -> None:
    rule = TABLE["house.crossing_line_ends_game"]
    assert "gleich, neben welcher du standest" in rule["de"]
    assert "no matter which of the two you stood beside" in rule["en"] and "whichever" not in rule["en"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_setup_and_its_dialogs_are_readable(language: str) -> None:
    with harness(language, seed=17) as h:
        open_setup(h)
        readable(h, "setup without a save")
        board = start_match(h, "human", "bot:easy")
        play_turns(h, board, turns=2)
        h.back()
        h.forget_texts()
        readable(h, "setup with a save")
        h.click(button(h.top, "start").rect.center)
        readable(h, "replace the saved game?")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_board_is_readable_in_play_with_a_long_log_and_the_log_page(language: str) -> None:
    with harness(language, seed=17) as h:
        board = start_match(h, "human", "bot:strong")
        h.step(2.0)
        readable(h, "the first turn")
        play_turns(h, board, turns=14)
        h.step(4.0)
        assert len(board.log.lines) > 30
        readable(h, "a long log")
        h.key("pageup")
        readable(h, "the log scrolled back")
        h.key("l")
        assert isinstance(h.top, EventLogScene)
        readable(h, "the whole log")


def test_the_log_beside_the_board_shows_seven_rows_without_smaller_text() -> None:
    """The "what happened" box used to show 6 rows of 294 px (3 lines of the log at 720p, review of
    issue 8): it now takes the room its panel has, 7 rows of 310 px at the same 26 px, and shows
    4 lines of this game where it showed 3."""
    with harness("de", seed=3) as h:
        board = start_match(h, "human", "bot:strong")
        play_turns(h, board, turns=6)
        h.step(3.0)
        h.forget_texts()
        h.render()
        panel = board.log_panel
        assert (panel.scroller.visible, panel.text_box.w, panel.scroller.size) == (7, 310, LOG_TEXT_SIZE)
        assert panel_rect(1).contains(panel.rect) and panel.rect.top > status_rect(1).bottom
        shown = [row.text for row in panel.scroller.window()]
        assert shown == ["Weiß geht 3 Schritte", "Weiß nimmt", "Trollknochen 1", "Neue Karte vom",
                         "Stapel: Mondblume 3", "Schwarz geht 4", "Schritte"]
        assert board.log.lines[-4:] == ["Weiß geht 3 Schritte", "Weiß nimmt Trollknochen 1",
                                        "Neue Karte vom Stapel: Mondblume 3", "Schwarz geht 4 Schritte"]
        readable(h, "the log beside the board")


@pytest.mark.parametrize("language", LANGUAGES)
def test_banners_the_last_card_the_end_and_the_scores_are_readable(language: str) -> None:
    with harness(language, seed=19) as h:
        board = start_match(h, "human", "human")
        banners: set[str] = set()
        for _ in range(3000):
            if board.awaiting_last_card_choice():
                break
            if board.awaiting_card():
                h.click(cell_rect(collector(board)).center)
            h.step(0.1)
            banner = board.current_frame().banner
            if banner and banner not in banners:
                banners.add(banner)
                readable(h, f"the {banner} banner")
        assert banners, "no banner was seen in this seeded game"
        assert board.awaiting_last_card_choice()
        readable(h, "the last card")
        h.click(button(board, KEEP).rect.center)
        for _ in range(100):
            if isinstance(h.top, ScoreScene):
                break
            h.step(0.2)
        assert isinstance(h.top, ScoreScene)
        readable(h, "the scores with their legend")
        h.back()
        assert isinstance(h.top, BoardScene)
        readable(h, "the board after the end")


@pytest.mark.parametrize("language", LANGUAGES)
def test_watching_two_computers_is_readable(language: str) -> None:
    with harness(language, seed=3) as h:
        start_match(h, "bot:easy", "bot:strong")
        h.step(3.0)
        readable(h, "watching")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rules_tab_is_readable_and_shows_every_house_rule(language: str) -> None:
    with Harness(language) as h:
        h.push(rules_scene())
        check_every_tab_and_the_house_rules(h, readable, [rule.text_key for rule in HOUSE_RULES])


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_undo_reason_fits_its_plate(language: str) -> None:
    with Harness(language) as h:
        plate = undo_rect().inflate(-40, -16)
        box = (plate.w, plate.h - 40)
        for key in ("kupferkessel.undo.card_revealed", "kupferkessel.undo.explosion", "app.undo_nothing",
                    "app.undo_over", "app.undo_other"):
            text = h.ctx.tr(key)
            assert layout_text_box(h.ctx.fonts, text, box, REASON_SIZE, min_size=MIN_READABLE, serif=False,
                                   line_spacing=1.0)[2], text
