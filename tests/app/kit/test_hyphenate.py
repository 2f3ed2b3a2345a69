"""Hyphenation, the last resort of a label too wide for its button."""

from __future__ import annotations

from games.app.testing.headless import Harness
from games.app.kit.hyphenate import breaks, hyphenate_word
from games.app.kit.text import layout_text_box


def test_breaks_fall_before_a_consonant_that_a_vowel_follows() -> None:
    assert breaks("Transmutieren") == [5, 7, 10]  # Trans-mu-tie-ren
    assert breaks("Geschäftspartner") == [9, 13]  # none inside "sch", none two letters from either end
    assert breaks("Zug") == []


def test_a_word_is_cut_at_the_latest_break_that_fits_and_a_box_fits_only_with_hyphenation() -> None:
    with Harness() as h:
        font = h.ctx.fonts.get(24, bold=True, serif=False)
        width = font.size("Transmu-")[0]
        assert hyphenate_word(font, "Transmutieren", width) == ["Transmu-", "tieren"]
        assert hyphenate_word(font, "Transmutieren", font.size("Tra")[0]) is None
        size = (width, 200)
        assert not layout_text_box(h.ctx.fonts, "Transmutieren", size, 28, min_size=24, bold=True, serif=False)[2]
        _, lines, fits = layout_text_box(h.ctx.fonts, "Transmutieren", size, 28, min_size=24, bold=True, serif=False,
                                         hyphenate=True)
        assert fits and "".join(lines).replace("-", "") == "Transmutieren" and len(lines) == 2
