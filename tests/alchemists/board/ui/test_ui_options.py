"""The strip's option buttons: at every decision of a seeded match (German and English), every label
fits its button at 24 px or more with no word cut, the key shows as a badge and not in the label,
and a single row of options uses the strip's whole height."""

from __future__ import annotations

import pytest

from games.alchemists.board.ui import controls as C
from games.alchemists.board.ui.words import part_label, short_label, word_label
from tests.alchemists.board.ui.scenarios import steering
from tests.alchemists.board.ui.screens import harness, play_turns, start_match


@pytest.mark.parametrize("language", ("de", "en"))
def test_every_option_label_fits_its_button_at_every_decision(language: str) -> None:
    unfit: set[tuple[str, tuple[int, int]]] = set()
    checked = 0
    with harness(language, seed=7) as h:
        board = start_match(h, ["human", "bot:easy", "bot:easy"])

        def check(view, legal) -> bool:  # type: ignore[no-untyped-def]
            nonlocal checked
            assert board.choice is not None
            if C.pictured(board.choice):
                return False
            options = [b for b in board.buttons.buttons if C.is_option(b.action)]
            for button in options:
                checked += 1
                part = button.action[1]
                full = word_label(h.ctx.tr, view, part) if part[0] == "word" else part_label(h.ctx.tr, part)
                assert button.label in (full, short_label(h.ctx.tr, part, full)), button.label  # no key glued on
                if not C.label_fits(h.ctx.fonts, button.label, button.rect):
                    unfit.add((button.label, button.rect.size))
            if 0 < len(options) <= C.PER_ROW:
                assert all(b.rect.h == board.strip.options.h for b in options)
            return False

        play_turns(h, board, steering, 3, 20000, ("buttons",), until=check)
    assert checked > 300 and unfit == set()


def test_option_rects_stay_inside_the_options_area_and_are_a_finger_s_size() -> None:
    from games.alchemists.board.ui.layout import table_layout
    from games.app.kit import theme

    area = C.strip_of(table_layout((theme.CANVAS_W, theme.CANVAS_H)).command).options
    for count in range(1, 13):
        rects = C.option_rects(area, count)
        assert all(area.contains(r) and min(r.size) >= 72 for r in rects), count
        assert len({(r.x, r.y) for r in rects}) == count
