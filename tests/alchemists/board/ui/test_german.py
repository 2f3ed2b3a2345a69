"""German, one voice: one set of terms across the lab and the board (as the German rules summary has
them: Element, Trank vorführen, publizieren), artifacts declined where a sentence needs them
("kauft den Magischen Mörser"), and reputation changes told in a player's words, not a programmer's."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from games.alchemists.board.components import ARTIFACTS
from games.alchemists.board.rules import RULES
from games.alchemists.board.state import Event
from games.alchemists.board.ui.narrate import event_line
from games.alchemists.board.ui.samples import busy_state
from games.app.kit.i18n import Translator

I18N = Path(__file__).resolve().parents[4] / "assets" / "i18n"
CATALOGUES = ("alchemists", "alchemists_board", "alchemists_notebook", "alchemists_play", "alchemists_table")
FORBIDDEN = {  # a word we do not use -> the word we do (or why not)
    r"Alchemik": "Element",
    r"Ausstellung": "vorführen / Vorführung",
    r"Leistungsschau": "vorführen / Vorführung",
    r"veröffentlich": "publizieren",
    r"Krankenhaus": "Hospital",
    r"\bTipp\b": "Vorschlag (the hint); 'Tipp' reads like a tap",
    r"gedruckt": "laut Regel",
    r"änderten es": "what changed it, in words",
}


def german_texts() -> list[tuple[str, str]]:
    """(key, German text) of every text of the Alchemists lab and board."""
    found = []
    for name in CATALOGUES:
        for key, languages in json.loads((I18N / f"{name}.json").read_text(encoding="utf-8")).items():
            text = languages["de"]
            found += [(f"{name}.{key}", value) for value in (text.values() if isinstance(text, dict) else [text])]
    return found


def test_the_lab_and_the_board_use_one_set_of_german_terms() -> None:
    misses = [f"{key}: {pattern!r} -> {FORBIDDEN[pattern]}" for key, text in german_texts()
              for pattern in FORBIDDEN if re.search(pattern, text)]
    assert misses == []
    texts = " ".join(text for _, text in german_texts())
    assert all(word in texts for word in ("Element", "vorführen", "publizieren", "Hospital", "Vorschlag"))


def bought(artifact: str, language: str) -> str:
    state = busy_state(2, 4, "master", 5, "sell")
    event = Event(5, 0, "bought", (("artifact", artifact), ("price", 4)))
    return event_line(Translator(language), event, RULES.view(state, 0), may_see_own=False)


@pytest.mark.parametrize(("artifact", "text"), [
    ("magic-mortar", "Rot kauft den Magischen Mörser für 4 Gold"),
    ("altar-of-gold", "Rot kauft den Goldenen Altar für 4 Gold"),
    ("wisdom-idol", "Rot kauft den Götzen der Weisheit für 4 Gold"),
    ("robe-of-respect", "Rot kauft die Respektable Robe für 4 Gold"),
    ("hypnotic-amulet", "Rot kauft das Hypnotische Amulett für 4 Gold"),
    ("boots", "Rot kauft die Siebenmeilenstiefel für 4 Gold"),
])
def test_a_bought_artifact_is_declined(artifact: str, text: str) -> None:
    assert bought(artifact, "de") == text


def test_every_artifact_has_a_declined_name_in_both_languages() -> None:
    for artifact in ARTIFACTS:
        german, english = bought(artifact.id, "de"), bought(artifact.id, "en")
        assert re.fullmatch(r"Rot kauft (den|die|das) .+ für 4 Gold", german), german
        assert not re.search(r"\bden [A-ZÄÖÜ]\w*er [A-ZÄÖÜ]", german), german  # not "den Magischer Mörser"
        assert english == f"Red buys the {artifact.en} for 4 gold"
        assert artifact.de.split()[-1].rstrip("n") in german  # the noun of the card's own name


def reputation(change: int, printed: int, now: int, language: str = "de") -> str:
    state = busy_state(2, 4, "master", 5, "sell")
    event = Event(5, 0, "reputation", (("change", change), ("printed", printed), ("reason", "debunk"), ("now", now)))
    return event_line(Translator(language), event, RULES.view(state, 0), may_see_own=False)


def test_a_reputation_change_says_what_changed_the_rules_amount() -> None:
    assert reputation(-6, -5, 9) == "Rot: Ruf −6 (Widerlegung: −5 laut Regel, im grünen Bereich −6), jetzt 9"
    assert reputation(-7, -5, 13) == "Rot: Ruf −7 (Widerlegung: −5 laut Regel, im blauen Bereich −7), jetzt 13"
    assert reputation(-1, -2, 3) == "Rot: Ruf −1 (Widerlegung: −2 laut Regel, im roten Bereich −1), jetzt 3"
    assert reputation(-2, -5, 0) == "Rot: Ruf −2 (Widerlegung: −5 laut Regel, doch der Ruf sinkt nie unter 0), jetzt 0"
    assert reputation(3, 2, 12) == "Rot: Ruf +3 (Widerlegung: +2 laut Regel, mit der Respektablen Robe +3), jetzt 12"
    assert reputation(-5, -5, 8) == "Rot: Ruf −5 (Widerlegung), jetzt 8"
    assert reputation(-6, -5, 9, "en") == "Red: reputation −6 (debunk: −5 by the rules, −6 in the green zone), now 9"
