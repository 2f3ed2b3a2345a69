"""Everything a player reads on Materia Prima's screens is at least 24 canvas px (16 px in a
1280 x 720 window) and every button is at least 72 canvas px in both directions (48 px there), in
German and English: the campaign book and its dialogs, a new campaign, the chronicle, the scenario
choice, the board at every kind of moment (each tab, each decision, the dice and the Inquisition's
steps), the whole log, every page of the rules, and the end of a scenario."""

from __future__ import annotations

import pytest

from games.app.testing.headless import Harness
from games.materia_prima.ui.board_scene import BoardScene
from games.materia_prima.components import HOUSE_RULES
from tests.materia_prima.crafted import MOMENTS, carry_choices, carry_over, crafted_board, crafted_end
from tests.materia_prima.helpers import play as apply
from tests.materia_prima.ui.test_ui_campaigns import harness
from tests.materia_prima.ui.ui_tour import book_and_setup, forget_drawings, play, press, rules_pages
from tests.rules_help_check import check_every_tab_and_the_house_rules

SIGHTS = frozenset({"decide-act", "tab-pool", "log-page", "verb-move", "clip-Day", "clip-DrawAlarm", "clip-Marker",
                    "clip-Alarm", "clip-DrawInquisitor", "clip-Place", "clip-Activate", "clip-Target", "clip-Step"})


def inspect(h: Harness, name: str, problems: list[str]) -> None:
    """Note texts under 24 px and buttons under 72 px on the screen shown now."""
    small = h.small_texts()
    if small:
        problems.append(f"{name}: small text {small}")
    buttons = getattr(h.top, "buttons", None)
    for button in getattr(buttons, "buttons", []):
        if min(button.rect.w, button.rect.h) < 72:
            problems.append(f"{name}: button {button.label or button.action} is {button.rect.size}")
    h.forget_texts()


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_screen_is_readable_and_every_button_easy_to_hit(language: str) -> None:
    problems: list[str] = []
    with harness(language) as h:
        forget_drawings()
        visit = lambda name: inspect(h, name, problems)  # noqa: E731
        book_and_setup(h, visit)
        play(h, visit, enough=SIGHTS)
        rules_pages(h, visit)
        h.key("r")
        check_every_tab_and_the_house_rules(h, lambda inner, name: visit(name), [r.text_key for r in HOUSE_RULES])
        h.back()
        for name, make in MOMENTS.items():
            board = h.push(crafted_board(make(), h.ctx.storage))
            if name == "fight":
                press(h, ("verb", "fight"))
            visit(f"moment-{name}")
            assert isinstance(board, BoardScene)
            h.back()
        end = h.push(crafted_end(carry_choices(), h.ctx.storage))
        visit("end-carry-choices")
        press(h, next(b.action for b in end.buttons.buttons if "dolch" in str(b.action)))  # type: ignore[attr-defined]
        visit("end-carry-chosen")
        h.back()
        over = apply(carry_over(), "carry yellow limmex", "carried yellow", "carry brown branos", "carried brown")
        h.push(crafted_end(over, h.ctx.storage))
        visit("end-over")
        assert end is not None
    assert problems == [], "\n".join(problems)
