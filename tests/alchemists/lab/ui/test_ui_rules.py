"""The lab's rules help (the shared rules pages): reachable from the menu, every flow and house rule explained
in both languages, house rules badged as house rules, the game's code in the title bar."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from games.alchemists.components import HOUSE_RULES  # noqa: E402
from games.alchemists.lab.ui.menu import LabMenuScene  # noqa: E402
from games.alchemists.lab.ui.rules_scene import FLOW_SECTIONS, house_rule_keys  # noqa: E402
from games.alchemists.lab.ui.showcase import open_screen, tap  # noqa: E402
from games.app.table.rules_help import RulesHelpScene  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from tests.rules_help_check import check_every_tab_and_the_house_rules  # noqa: E402

TABLE = json.loads((Path(__file__).resolve().parents[4] / "assets" / "i18n" / "alchemists.json").read_text("utf-8"))


def test_the_rules_button_opens_the_help_and_back_returns_to_the_menu() -> None:
    with Harness(language="en") as h:
        open_screen(h, "menu")
        tap(h, ("rules",))
        assert isinstance(h.top, RulesHelpScene)
        assert h.top.badge == "Code " + h.scenes[-2].lab.game.code
        h.back()
        assert isinstance(h.top, LabMenuScene)


def test_the_question_mark_key_opens_the_help() -> None:
    with Harness(language="de") as h:
        open_screen(h, "menu")
        h.text("?")
        assert isinstance(h.top, RulesHelpScene)


def test_every_house_rule_of_the_rules_data_has_a_text_in_both_languages() -> None:
    assert house_rule_keys() == [f"alchemists.rules.house.{rule}" for rule in HOUSE_RULES]
    for key in house_rule_keys():
        entry = TABLE[key.removeprefix("alchemists.")]
        assert entry["en"] and entry["de"] and entry["en"] != entry["de"]
    assert "neutral" in TABLE["rules.house.master-debunk-neutral"]["en"]
    assert "neutralen" in TABLE["rules.house.master-debunk-neutral"]["de"]


def test_the_code_note_names_the_accepted_and_refused_last_letters() -> None:
    assert "A to E" in TABLE["rules.codes_text"]["en"] and "F to Z" in TABLE["rules.codes_text"]["en"]
    assert "A bis E" in TABLE["rules.codes_text"]["de"] and "F bis Z" in TABLE["rules.codes_text"]["de"]
    assert "official app" in TABLE["rules.codes_text"]["en"]


def readable(h: Harness, what: str) -> None:
    """Everything drawn since the last check is large enough and translated."""
    assert h.small_texts() == {}, what
    assert h.ctx.tr.missing == set(), what
    h.forget_texts()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_help_page_renders_every_section_translated(language: str) -> None:
    with Harness(language=language) as h:
        open_screen(h, "menu")
        tap(h, ("rules",))
        canvas = h.render()
        assert h.stack.crashes == []
        assert h.ctx.tr.missing == set()
        for section in FLOW_SECTIONS:
            assert f"rules.{section}.name" in TABLE and f"rules.{section}.text" in TABLE
        colours = {canvas.get_at((x, y))[:3] for x in range(0, 1920, 16) for y in range(140, 1080, 16)}
        assert len(colours) > 40, "the help page has text on it"
        check_every_tab_and_the_house_rules(h, readable, house_rule_keys())
        assert h.stack.crashes == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_first_tab_names_every_flow_in_bold_above_what_the_lab_does(language: str) -> None:
    with Harness(language=language) as h:
        open_screen(h, "menu")
        tap(h, ("rules",))
        h.render()
        lines = h.top.page.lines
        names = [line.text for line in lines if line.bold]
        assert names == [h.ctx.tr(f"alchemists.rules.{flow}.name") for flow in FLOW_SECTIONS]
        page = " ".join(line.text for line in lines)
        for flow in FLOW_SECTIONS:
            assert " ".join(h.ctx.tr(f"alchemists.rules.{flow}.text").split()[:4]) in page, flow


def test_the_house_rules_tab_says_they_are_house_rules_not_the_rulebook() -> None:
    assert TABLE["rules.house.tag"] == {"en": "House rule", "de": "Hausregel"}
    assert "not printed in the rulebook" in TABLE["rules.house.intro"]["en"]
    assert "nicht im Regelheft" in TABLE["rules.house.intro"]["de"]


def test_the_sign_of_an_aspect_is_called_ladung_everywhere_in_german() -> None:
    german = [text for entry in TABLE.values() for text in (entry["de"].values() if isinstance(entry["de"], dict)
                                                             else [entry["de"]])]
    assert not [text for text in german if "Vorzeichen" in text]
    assert "Ladung" in TABLE["rules.debunk.text"]["de"] and "Ladung" in TABLE["quality.sign"]["de"]
