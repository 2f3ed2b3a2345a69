"""The end of a scenario as players meet it: the carry-over screen shown on a prologue played to its
end (not a made-up table), "Done" the main button only once there is nothing better to do, what an
alchemist chose shown above (not over) the "choose" line, and the players' own names."""

from __future__ import annotations

import pytest

from games.kernel.record import record_from_json, replay
from games.materia_prima.rules import RULES
from games.materia_prima.scenarios import objective_by_alchemist
from games.materia_prima.ui.chips import CHIP_H
from games.materia_prima.ui.end_scene import BUTTONS_DY, CHIPS_DY, LINE_DY, EndScene
from games.materia_prima.ui.words import t
from tests.materia_prima.crafted import NAMES, carry_choices, carry_over_match, crafted_end, played_end
from tests.materia_prima.ui.test_ui_campaigns import harness
from tests.materia_prima.ui.ui_tour import forget_drawings, press


def done_button(end: EndScene):  # type: ignore[no-untyped-def]
    return next(b for b in end.buttons.buttons if b.action[1].__class__.__name__ == "CarryDone")


def test_the_carry_over_table_is_a_prologue_played_to_its_end() -> None:
    match = carry_over_match()
    state = match.state
    assert (state.result, state.reason, state.day, state.days) == ("passed", "objective", 16, 16)
    assert objective_by_alchemist(state) == (True, True)
    assert state.agenda == (("carry", 0), ("carry", 1))
    assert tuple(m.player for m in state.campaign.members) == NAMES
    assert replay(RULES, record_from_json(match.record.to_json())) == state


@pytest.mark.parametrize("language", ["de", "en"])
def test_done_is_the_main_button_only_once_something_is_chosen(language: str) -> None:
    with harness(language) as h:
        end = h.push(crafted_end(carry_choices(), h.ctx.storage))
        assert isinstance(end, EndScene)
        done = done_button(end)
        assert (done.kind, done.label) == ("secondary", t(h.ctx.tr, "end.carry_nothing"))
        assert [b for b in end.buttons.buttons if b.kind == "primary"] == []
        press(h, next(b.action for b in end.buttons.buttons if "dolch" in str(b.action)))
        done = done_button(end)
        assert (done.kind, done.label) == ("primary", t(h.ctx.tr, "end.carry_done"))
        assert len(end.buttons.buttons) == 3  # the two tower upgrades are still open


def test_what_was_chosen_sits_between_the_name_and_the_choose_line() -> None:
    with harness("en") as h:
        end = h.push(crafted_end(carry_choices(), h.ctx.storage))
        assert isinstance(end, EndScene)
        press(h, next(b.action for b in end.buttons.buttons if "dolch" in str(b.action)))
        top = end.row_tops()[0]
        choose_line = top + LINE_DY + end.chosen_h(0)
        assert top + CHIPS_DY + CHIP_H <= choose_line
        assert choose_line + 34 <= min(b.rect.top for b in end.buttons.buttons)
        assert min(b.rect.top for b in end.buttons.buttons) == top + BUTTONS_DY + end.chosen_h(0)
        assert end.row_tops()[1] >= max(b.rect.bottom for b in end.buttons.buttons)


def test_the_played_prologue_ends_in_the_chronicle_with_the_players_names() -> None:
    with harness("de") as h:
        forget_drawings()
        h.forget_texts()
        end = h.push(played_end(carry_over_match(), h.ctx.storage))
        assert isinstance(end, EndScene)
        for seat in (0, 1):  # each may take one homunculus along; then nothing is left to choose
            assert end.deciding() == seat and done_button(end).kind == "secondary"
            press(h, next(b.action for b in end.buttons.buttons if b.action[1].__class__.__name__ == "Carry"))
        assert end.session.is_over and end.recorded
        assert [b.action for b in end.buttons.buttons] == ["leave"]
        h.render()
        texts = " ".join(h.ctx.fonts.recorded())  # type: ignore[attr-defined]
        assert "Anna" in texts and "Jonas" in texts and "Player" not in texts
