"""The seats' strips are labelled: every row of pictures and numbers says what it counts ("Gold 3",
"Siegel 8", "Ruf 14", "Würfel"), in German and English, and every label fits its strip at 1920 x 1080
and at 1280 x 720 (nothing cut, nothing below the readable size)."""

from __future__ import annotations

import pygame
import pytest

from games.alchemists.board.rules import RULES
from games.alchemists.board.ui import draw_seats
from games.alchemists.board.ui.art import CUT_TEXTS
from games.alchemists.board.ui.draw import draw_table
from games.alchemists.board.ui.layer import clear_layers
from games.alchemists.board.ui.layout import table_layout
from games.alchemists.board.ui.samples import busiest_state, busy_state
from games.app.kit import theme
from games.app.kit.fonts import MIN_READABLE
from games.app.kit.i18n import Translator
from games.app.testing.headless import Harness

SMALL, BIG = (1280, 720), (1920, 1080)


LONG = ("periscope", "discount-card", "printing-press", "seal-of-authority")  # long names, four of them


def with_artifacts(state):  # type: ignore[no-untyped-def]
    """`state` with every seat owning one to four artifacts of long names."""
    for seat in range(len(state.labs)):
        state = state.with_lab(seat, artifacts=LONG[:seat % 4 + 1])
    return state


def with_assistants(state):  # type: ignore[no-untyped-def]
    """`state` with every seat holding one cube more (an assistant played: five cubes at four seats)."""
    for seat, lab in enumerate(state.labs):
        state = state.with_lab(seat, cubes=lab.cubes + 1)
    return state


def in_hospital(state):  # type: ignore[no-untyped-def]
    """`state` with every other seat poisoned (a cube in the hospital)."""
    for seat in range(1, len(state.labs), 2):
        state = state.with_lab(seat, poisoned=True)
    return state


def states():
    """Declaring in round 2 (three seats, every one 'you' once, all cubes in hand), the busiest board (four
    seats, poison, high numbers), and both with every seat owning artifacts, and a four-seat round 2 (also
    with an assistant's cube beside the artifacts, and then with a cube in the hospital too)."""
    plain = [busy_state(3, 3, "apprentice", 2, "declare"), busiest_state(), busy_state(4, 4, "master", 2, "declare")]
    crowded = with_assistants(with_artifacts(plain[2]))
    return plain + [with_artifacts(state) for state in plain] + [crowded, in_hospital(crowded)]


@pytest.mark.parametrize("language", ("de", "en"))
@pytest.mark.parametrize("size, minimum", ((BIG, MIN_READABLE), (SMALL, 16)))
def test_every_row_of_every_strip_carries_a_label_that_fits(language: str, size, minimum: int,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    labelled: list[str] = []
    plain = draw_seats.seat_label

    def spy(pen, name, value=None):  # type: ignore[no-untyped-def]
        labelled.append(name)
        return plain(pen, name, value)

    monkeypatch.setattr(draw_seats, "seat_label", spy)
    CUT_TEXTS.clear()
    with Harness(language) as h:
        h.ctx.fonts.start_recording()
        for state in states():
            for seat in range(RULES.view(state, 0).players):
                clear_layers()
                labelled.clear()
                draw_table(pygame.Surface(size), table_layout(size), RULES.view(state, seat), h.ctx)
                players = RULES.view(state, seat).players
                missing = [name for name in draw_seats.LABELS if labelled.count(name) < players]
                assert missing == [], (state.round, seat)
        small = {text: px for text, px in h.ctx.fonts.recorded().items() if px < minimum}
    assert small == {}
    assert CUT_TEXTS == set()


@pytest.mark.parametrize("language", ("de", "en"))
def test_the_labels_are_short_words_in_both_languages(language: str) -> None:
    tr = Translator(language)
    words = {name: tr(f"alchemists_table.seat.label.{name}") for name in draw_seats.LABELS}
    assert all(0 < len(word) <= 8 and "seat.label" not in word for word in words.values()), words
    assert len(set(words.values())) == len(words)
    if language == "de":
        assert words == {"rep": "Ruf", "cubes": "Würfel", "gold": "Gold", "hand": "Zutaten", "favors": "Helfer",
                         "seals": "Siegel"}


def test_a_cube_in_the_hospital_shows_on_the_seats_colour_band() -> None:
    state = in_hospital(busy_state(4, 4, "master", 2, "declare"))
    surface = pygame.Surface(BIG)
    with Harness("en") as h:
        clear_layers()
        draw_table(surface, table_layout(BIG), RULES.view(state, 0), h.ctx)
    strips = table_layout(BIG).seat_cards(4)

    def band_has_cross(seat: int) -> bool:
        band = pygame.Rect(strips[seat].left, strips[seat].top, draw_seats.BAND, strips[seat].height)
        return any(surface.get_at((x, y))[:3] == theme.DANGER for x in range(band.left, band.right)
                   for y in range(band.top, band.bottom))

    assert [band_has_cross(seat) for seat in range(4)] == [False, True, False, True]
