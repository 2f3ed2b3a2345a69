"""Artifacts, favors and bids a player can read: the seats' strips never cut an artifact name (short names
when they fit, else a card sign and the count), the card shown on a tap tells the effect, and the
shown bids carry their smileys."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from games.alchemists.board.components import ARTIFACTS, FAVORS
from games.alchemists.board.rules import RULES
from games.alchemists.board.ui.art import CUT_TEXTS
from games.alchemists.board.ui.card_info import CLOSE, card_target, draw_card_info
from games.alchemists.board.ui.draw import draw_table
from games.alchemists.board.ui.layer import clear_layers
from games.alchemists.board.ui.layout import table_layout
from games.alchemists.board.ui.samples import busy_state
from games.app.kit.fonts import MIN_READABLE
from games.app.testing.headless import Harness

SMALL, BIG = (1280, 720), (1920, 1080)
LONG = ("periscope", "discount-card", "printing-press", "seal-of-authority")


def rich_state():
    """Selling in round 5, every seat owning artifacts (the one to move four, with long names)."""
    state = busy_state(2, 4, "master", 5, "sell")
    mover = RULES.to_move(state)
    for seat in range(4):
        state = state.with_lab(seat, artifacts=LONG if seat == mover else LONG[:seat % 3 + 1])
    return state


@pytest.mark.parametrize("language", ("de", "en"))
@pytest.mark.parametrize("size, minimum", ((BIG, MIN_READABLE), (SMALL, 16)))
def test_seat_strips_cut_no_artifact_name(language: str, size, minimum: int) -> None:
    CUT_TEXTS.clear()
    clear_layers()
    state = rich_state()
    with Harness(language) as h:
        for seat in range(4):
            surface = pygame.Surface(size)
            draw_table(surface, table_layout(size), RULES.view(state, seat), h.ctx, {})
        small = {text: px for text, px in h.ctx.fonts.recorded().items() if px < minimum}
    assert small == {}
    assert CUT_TEXTS == set()


@pytest.mark.parametrize("language", ("de", "en"))
@pytest.mark.parametrize("size, minimum", ((BIG, MIN_READABLE), (SMALL, 16)))
def test_every_artifact_and_favor_card_tells_its_effect_readably(language: str, size, minimum: int) -> None:
    """Each artifact's and favor's card draws its own effect text (no key missing), nothing small."""
    state = rich_state()
    view = RULES.view(state, 0)
    layout = table_layout(size)
    anchor = layout.artifact_cards(3)[1]
    with Harness(language) as h:
        for target in [("artifact", a.id) for a in ARTIFACTS] + [("favor", f) for f in FAVORS] + [("player", 1)]:
            h.ctx.fonts.start_recording()
            surface = pygame.Surface(size)
            hit = draw_card_info(surface, layout, h.ctx, view, target, anchor)
            drawn = " ".join(h.ctx.fonts.recorded())
            if target[0] != "player":
                effect = h.ctx.tr(f"alchemists_table.effect.{target[0]}.{target[1]}")
                assert effect.split()[-1] in drawn and effect.split()[0] in drawn, target
            small = {text: px for text, px in h.ctx.fonts.recorded().items() if px < minimum}
            assert small == {}, target
            assert hit.target == CLOSE and surface.get_rect().contains(hit.rect), target
        assert h.ctx.tr.missing == set()


def test_cards_shown_only_for_artifacts_seats_and_own_favors_behind_the_curtain() -> None:
    assert card_target(("artifact", "periscope"), private=False) == ("artifact", "periscope")
    assert card_target(("player", 2), private=False) == ("player", 2)
    assert card_target(("favor", "barmaid"), private=True) == ("favor", "barmaid")
    assert card_target(("favor", "barmaid"), private=False) is None
    assert card_target(("space", "sell"), private=True) is None
    assert card_target(("artifact", "nothing"), private=True) is None


def _adventurer(h, view, size=BIG) -> bytes:  # type: ignore[no-untyped-def]
    clear_layers()
    surface = pygame.Surface(size)
    layout = table_layout(size)
    draw_table(surface, layout, view, h.ctx, {})
    return pygame.image.tobytes(surface.subsurface(layout.adventurer), "RGB")


def test_shown_bids_show_their_smileys_while_selling() -> None:
    """The bids in selling order with each one's smileys (a zone's extra smiley changes the picture, the
    discount staying); outside the sale the next adventurer stands there again."""
    view = RULES.view(busy_state(2, 4, "master", 5, "sell"), 0)
    assert view.phase == "sell" and view.next_adventurer
    bids = ((2, 3, 4), (0, 2, 2), (1, 0, 1), (3, 1, 1))
    happier = ((2, 3, 4), (0, 2, 3), (1, 0, 1), (3, 1, 1))
    with Harness("de") as h:
        h.ctx.fonts.start_recording()
        plain = _adventurer(h, view)
        shown = _adventurer(h, replace(view, bids=bids))
        assert {text for text in h.ctx.fonts.recorded()} >= {"-3", "-2", "0", "-1"}
        assert shown != plain and _adventurer(h, replace(view, bids=happier)) != shown
        assert _adventurer(h, replace(view, bids=bids, phase="buy")) == _adventurer(h, replace(view, phase="buy"))
        small = {text: px for text, px in h.ctx.fonts.recorded().items() if px < MIN_READABLE}
        assert small == {}
