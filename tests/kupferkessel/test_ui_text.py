"""Every Kupferkessel text fits its place in German and English at a size readable from arm's
length, and every translation key the game's data names exists."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.app import theme
from games.app.headless import new_context
from games.app.text import fit_font, layout_text_box
from games.kupferkessel.components import COLOURS, HOUSE_RULES, KINDS
from games.kupferkessel.ui.panel_draw import status_rect
from games.kupferkessel.ui.rules_scene import HOUSE_INTRO_H, PAGE, SECTIONS, RulesScene
from games.kupferkessel.ui.scenes import OPTION_W, SEAT_CHOICES, _seat_label
from games.kupferkessel.ui.score_scene import KIND_W

TABLE = json.loads((Path(__file__).resolve().parents[2] / "assets/i18n/kupferkessel.json").read_text("utf-8"))
LANGUAGES = ("en", "de")


def test_every_kind_colour_and_house_rule_has_german_and_english_text() -> None:
    keys = [f"kind.{k.id}" for k in KINDS] + [f"colour.{c}" for c in COLOURS]
    keys += [rule.text_key.removeprefix("kupferkessel.") for rule in HOUSE_RULES]
    keys += ["title", "blurb"]
    for key in keys:
        assert TABLE.get(key, {}).get("en") and TABLE[key].get("de"), key
    assert TABLE["title"]["en"] == "Kupferkessel Co."
    assert any(ch in TABLE[key]["de"] for key in keys for ch in "äöüß")  # real German


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_sections_fit_the_page(language: str) -> None:
    ctx = new_context(language)
    inner = PAGE.inflate(-96, -72)
    body = (inner.w, inner.h - 96)
    for section in SECTIONS:
        if section == "house":
            continue
        width = body[0] - (240 if section == "symbols" else 0)
        text = ctx.tr(f"kupferkessel.rules.{section}.text").replace("\n", "\n\n")
        assert layout_text_box(ctx.fonts, text, (width, body[1]), theme.TEXT_BODY, min_size=30, line_spacing=1.2)[2], \
            section


@pytest.mark.parametrize("language", LANGUAGES)
def test_house_rules_share_one_readable_size(language: str) -> None:
    ctx = new_context(language)
    inner = PAGE.inflate(-96, -72)
    row_h = (inner.h - 96 - HOUSE_INTRO_H) // len(HOUSE_RULES)
    texts = [ctx.tr(rule.text_key) for rule in HOUSE_RULES]
    assert RulesScene._common_size(ctx, texts, (inner.w - 200, row_h - 8)) >= 28


@pytest.mark.parametrize("language", LANGUAGES)
def test_seat_buttons_and_status_texts_fit(language: str) -> None:
    ctx = new_context(language)
    for kind in SEAT_CHOICES:
        label = _seat_label(ctx, kind)
        font = fit_font(ctx.fonts, label, OPTION_W - 2 * theme.PAD, theme.TEXT_LABEL, min_size=30, bold=True,
                        serif=False)
        assert font.size(label)[0] <= OPTION_W - 2 * theme.PAD, label
    box = status_rect(0).inflate(-28, -20)
    for key, values in (("board.take_hint", {}), ("board.thinking", {"player": ctx.tr("kupferkessel.player.black")}),
                        ("board.to_move", {"player": ctx.tr("kupferkessel.player.white")})):
        text = ctx.tr(f"kupferkessel.{key}", **values)
        assert layout_text_box(ctx.fonts, text, box.size, theme.TEXT_BODY, min_size=32, bold=True)[2], text


@pytest.mark.parametrize("language", LANGUAGES)
def test_ingredient_names_fit_the_score_table(language: str) -> None:
    ctx = new_context(language)
    for kind in KINDS:
        text = f"{ctx.tr(f'kupferkessel.kind.{kind.id}')} ({ctx.tr(f'kupferkessel.colour.{kind.colour}')})"
        font = fit_font(ctx.fonts, text, KIND_W - 80, theme.TEXT_SMALL + 2, min_size=26)
        assert font.size(text)[0] <= KIND_W - 80, text
