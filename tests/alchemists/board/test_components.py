"""The board game's printed data and our house rules with their texts."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from games.alchemists.board.components import (
    ADVENTURERS, ARTIFACTS, FAVOR_COPIES, GRANTS, HOUSE_RULES, SEAL_COUNTS, SEALS,
)
from games.alchemists.components import COLOURED_POTIONS, INGREDIENT_NAMES, INGREDIENTS

I18N = Path(__file__).resolve().parents[3] / "assets" / "i18n" / "alchemists_board.json"


def test_twenty_two_favors_eleven_seals_eighteen_artifacts() -> None:
    assert sum(FAVOR_COPIES) == 22 and sum(SEAL_COUNTS) == 11 and len(ARTIFACTS) == 18
    assert dict(zip(SEALS, SEAL_COUNTS)) == {"gold": 2, "silver": 3, "hedge-red": 2, "hedge-green": 2, "hedge-blue": 2}


def test_six_adventurers_each_want_three_different_coloured_potions() -> None:
    assert len(ADVENTURERS) == 6
    for wishes in ADVENTURERS:
        assert len(set(wishes)) == 3 and set(wishes) <= set(COLOURED_POTIONS)
        assert len({w[0] for w in wishes}) == 3  # one of each colour
    assert Counter(w for wishes in ADVENTURERS for w in wishes) == {p: 3 for p in COLOURED_POTIONS}


def test_every_house_rule_has_english_and_german_text_and_no_text_is_left_over() -> None:
    texts = json.loads(I18N.read_text(encoding="utf-8"))
    keys = {rule.text_key.split(".", 1)[1] for rule in HOUSE_RULES}
    assert keys == {k for k in texts if k.startswith("house.")}
    for key in keys:
        assert texts[key]["en"].strip() and texts[key]["de"].strip()


def test_the_grant_house_rule_names_the_grants_data() -> None:
    texts = json.loads(I18N.read_text(encoding="utf-8"))["house.grants"]
    for grant in GRANTS:
        assert "-".join(INGREDIENT_NAMES[INGREDIENTS[i]]["en"].lower() for i in grant) in texts["en"]
        assert "-".join(INGREDIENT_NAMES[INGREDIENTS[i]]["de"] for i in grant) in texts["de"]
