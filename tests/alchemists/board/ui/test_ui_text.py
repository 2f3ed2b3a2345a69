"""Readable at arm's length: every screen and dialog of the board game (the scenario walk of
tests.alchemists.board.ui.scenarios), in German and English, draws no text below MIN_READABLE canvas
px (16 px in a 1280 × 720 window), and every button is a finger's size there; every text this game
shows exists in both languages; the rules help shows every house rule, marked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.alchemists.board.components import HOUSE_RULES
from games.alchemists.board.ui.layer import clear_layers
from games.alchemists.board.ui.rules_scene import rules_scene
from games.app.testing.headless import Harness
from tests.alchemists.board.ui.scenarios import moments
from tests.alchemists.board.ui.screens import harness
from tests.rules_help_check import check_every_tab_and_the_house_rules

I18N = Path(__file__).resolve().parents[4] / "assets" / "i18n"
FINGER = 72  # canvas px: 48 px in a 1280 × 720 window
MOMENTS = ("start", "setup", "keep-favor", "favor-card", "order", "declare", "forage", "artifact-card", "seat-card",
           "sell", "publish", "debunk", "narration",
           "rules", "rules-house", "log", "revelation", "scores", "curtain", "debunk-master", "replace-guard")


def readable(h: Harness, what: str) -> None:
    """Everything drawn now is large enough (the table's cached layer drawn afresh), and every button
    a finger's size."""
    clear_layers()
    h.forget_texts()
    assert h.small_texts() == {}, what
    for scene in h.scenes:
        for b in getattr(getattr(scene, "buttons", None), "buttons", []):
            assert min(b.rect.size) >= FINGER, f"{what}: button {b.label or b.action!r} is {b.rect.size}"


@pytest.mark.parametrize("language", ("de", "en"))
def test_every_screen_and_dialog_is_readable_and_every_button_a_finger_s_size(language: str) -> None:
    seen = []
    for name, h in moments(language):
        readable(h, f"{language} {name}")
        assert h.stack.crashes == [] and h.ctx.tr.missing == set(), name
        seen.append(name)
    assert tuple(seen) == MOMENTS


def test_every_text_of_the_game_has_german_and_english() -> None:
    table = json.loads((I18N / "alchemists_play.json").read_text("utf-8"))
    for key, texts in table.items():
        assert texts.get("en") and texts.get("de"), key
    assert table["title"]["en"] != json.loads((I18N / "alchemists.json").read_text("utf-8"))["title"]["en"]


@pytest.mark.parametrize("language", ("de", "en"))
def test_the_rules_help_shows_every_house_rule_marked(language: str) -> None:
    with harness(language) as h:
        h.push(rules_scene())
        check_every_tab_and_the_house_rules(h, readable, [rule.text_key for rule in HOUSE_RULES])
