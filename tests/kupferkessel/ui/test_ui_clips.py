"""What the board animates and writes in its log for one action, on hand-made states: the walk
step by step (the other figure skipped uncounted), the card's flight, explosions (under the pile,
out of the game, spared), the hat's extra turn, the refill, the last card."""

from __future__ import annotations

import pygame

from games.app.testing.headless import new_context
from games.app.table.match_session import Happening
from games.kernel.protocol import CHANCE
from games.kupferkessel import actions as A
from games.kupferkessel.rules import RULES
from games.kupferkessel.state import LAST, REFILL, TAKE, State
from games.kupferkessel.ui.animation import (
    BANNER_SECONDS, EXPLOSION_SECONDS, FLIGHT_SECONDS, STEP_SECONDS, DrawClip, LastCardClip, TakeClip, WalkClip,
    clip_for, pending_rect,
)
from games.kupferkessel.ui.board_draw import LAYOUT
from games.kupferkessel.ui.narrate import describe
from games.kupferkessel.ui.panel_draw import cauldron_card_rect, pile_rect
from tests.kupferkessel.helpers import at, card, make_state

NAMES = ("White", "Black")


def happening(state: State, action: object, seat: int) -> Happening:
    """The news the session would give for `action` on `state`, seen by white."""
    after = RULES.apply(state, action)
    return Happening(0, seat, action, RULES.view(state, 0), RULES.view(after, 0), seat == CHANCE)


def lines(h: Happening) -> list[str]:
    return describe(h, new_context("en").tr, NAMES)


def take_state(black: tuple[str, ...], pile: tuple[str, ...] | None = None, white_top: str = "cobweb-1",
               turns_in_row: int = 1, taken: str = "bat-wing-2") -> State:
    """White beside column 2 (space 1) about to take `taken` from r3c2."""
    return make_state({"r3c2": taken}, white=(white_top,), black=black, figures=(1, 10), pile=pile,
                      phase=TAKE, turns_in_row=turns_in_row, fill=True)


def test_walk_hops_every_space_and_counts_only_the_steps_that_count() -> None:
    state = make_state({}, white=("cobweb-3",), figures=(0, 2), fill=True)
    h = happening(state, A.MOVE, 0)
    clip = clip_for(h)
    assert isinstance(clip, WalkClip)
    assert clip.path == [0, 1, 2, 3, 4]  # over black's space 2, which does not count
    assert clip.counts == [0, 1, 1, 2, 3]
    assert clip.duration == STEP_SECONDS * 4
    end = clip.frame(clip.duration)
    assert end.scenery.figure_pos[0] == LAYOUT.space_center(4) and end.counter[1] == 3
    assert lines(h) == ["White walks 3 steps"]


def test_walk_onto_a_corner_says_there_is_nothing_to_take() -> None:
    state = make_state({}, white=("cobweb-4",), figures=(1, 10), fill=True)
    assert lines(happening(state, A.MOVE, 0)) == ["White walks 4 steps", "White stops at a corner: nothing to take"]


def test_the_extra_turn_is_announced_before_the_walk() -> None:
    state = make_state({}, white=("cobweb-1",), figures=(0, 10), turns_in_row=2, fill=True)
    h = happening(state, A.MOVE, 0)
    clip = clip_for(h)
    assert clip.lead == BANNER_SECONDS and clip.frame(0.1).banner == "extra_turn"
    assert clip.frame(BANNER_SECONDS + 0.01).banner is None
    assert lines(h) == ["Hat and wand: White plays again!", "White walks 1 step"]


def test_taken_card_flies_from_its_cell_to_the_cauldron() -> None:
    state = take_state(black=("cobweb-2",), taken="cobweb-3")
    h = happening(state, A.Take(at(3, 2)), 0)
    clip = clip_for(h)
    assert isinstance(clip, TakeClip) and not clip.exploded and clip.duration == FLIGHT_SECONDS
    start, end = clip.frame(0.0), clip.frame(FLIGHT_SECONDS - 1e-6)
    assert at(3, 2) in start.scenery.hidden_cells and start.sprites[0].card == card("cobweb-3")
    assert abs(end.sprites[0].rect.centerx - cauldron_card_rect(0).centerx) < 3
    assert lines(h) == ["White takes Cobweb 3"]


def test_explosion_blows_the_opponents_top_card_under_the_pile() -> None:
    state = take_state(black=("cobweb-2", "moon-moth-3"))
    h = happening(state, A.Take(at(3, 2)), 0)
    clip = clip_for(h)
    assert isinstance(clip, TakeClip) and clip.exploded
    assert clip.duration == FLIGHT_SECONDS + EXPLOSION_SECONDS
    frame = clip.frame(FLIGHT_SECONDS + EXPLOSION_SECONDS * 0.9)
    assert frame.banner == "explosion" and frame.burst[0] == cauldron_card_rect(1).center
    assert frame.sprites[0].card is None  # face down by now, on its way to the pile
    assert abs(frame.sprites[0].rect.centerx - pile_rect().centerx) < 40
    assert lines(h) == ["White takes Bat wing 2", "Explosion! Black loses Moon moth 3 under the pile"]


def test_explosion_with_an_empty_pile_sends_the_card_out_of_the_game() -> None:
    state = take_state(black=("cobweb-2", "moon-moth-3"), pile=())
    h = happening(state, A.Take(at(3, 2)), 0)
    assert clip_for(h).exploded
    assert lines(h) == ["White takes Bat wing 2", "Explosion! Black loses Moon moth 3: out of the game",
                        "The pile is empty: the gap stays"]


def test_explosion_spares_an_opponent_with_one_card() -> None:
    state = take_state(black=("cobweb-2",))
    h = happening(state, A.Take(at(3, 2)), 0)
    assert not clip_for(h).exploded and clip_for(h).duration == FLIGHT_SECONDS
    assert lines(h)[1] == "Explosion – but Black has only one card: nothing happens"


def test_a_hat_on_the_second_turn_in_a_row_gives_no_third() -> None:
    state = take_state(black=("cobweb-2",), turns_in_row=2, taken="raven-feather-2")
    assert lines(happening(state, A.Take(at(3, 2)), 0))[1] == "Hat and wand – but two turns in a row is the limit"


def test_refill_turns_a_card_from_the_pile_into_the_gap() -> None:
    state = take_state(black=("cobweb-2",), taken="cobweb-3")
    refill = RULES.apply(state, A.Take(at(3, 2)))
    assert refill.phase == REFILL
    drawn = RULES.chance_outcomes(refill)[0][0]
    h = happening(refill, drawn, CHANCE)
    clip = clip_for(h)
    assert isinstance(clip, DrawClip) and clip.gap == at(3, 2)
    first, late = clip.frame(0.0), clip.frame(FLIGHT_SECONDS * 0.9)
    assert first.sprites[0].card is None and late.sprites[0].card == drawn.card
    assert at(3, 2) in first.scenery.hidden_cells
    assert lines(h)[0].startswith("A new card from the pile: ")


def test_the_last_card_of_a_line_waits_in_the_middle_then_goes_to_the_cauldron() -> None:
    state = make_state({"r3c2": "cobweb-3"}, white=("cobweb-1",), black=("cobweb-2",), figures=(1, 10), pile=(),
                       phase=TAKE)
    take = happening(state, A.Take(at(3, 2)), 0)
    assert take.after.phase == LAST
    clip = clip_for(take)
    assert abs(clip.frame(FLIGHT_SECONDS - 1e-6).sprites[0].rect.centerx - pending_rect().centerx) < 3
    keep = happening(RULES.apply(state, A.Take(at(3, 2))), A.KEEP, 0)
    assert isinstance(clip_for(keep), LastCardClip)
    assert lines(keep) == ["White keeps the last card: Cobweb 3", "A line is empty: the game is over"]
    decline = happening(RULES.apply(state, A.Take(at(3, 2))), A.DECLINE, 0)
    assert clip_for(decline).frame(FLIGHT_SECONDS * 0.5).sprites[0].alpha < 255
    assert lines(decline) == ["White leaves the last card", "A line is empty: the game is over"]


def test_a_flying_card_keeps_one_face_however_its_size_changes() -> None:
    """A flight from a cell to a cauldron changes the card's size every frame: the face is painted
    once at table size and scaled, not painted and kept for every in-between size."""
    from games.app.kit.picture_cache import PICTURES
    from games.kupferkessel.ui import card_art
    from games.kupferkessel.ui.animation import Sprite, draw_sprites
    from games.kupferkessel.ui.layout import CARD_H, CARD_W

    ctx = new_context()
    canvas = pygame.Surface((1920, 1080))
    faces, backs = card_art._cached_face.namespace, card_art.card_back.namespace  # type: ignore[attr-defined]
    PICTURES.clear(faces)
    PICTURES.clear(backs)
    for step in range(40):
        rect = pygame.Rect(100 + step * 10, 100, CARD_W // 2 + step * 3, CARD_H // 2 + step * 4)
        draw_sprites(canvas, ctx.fonts, [Sprite(card("cobweb-1"), rect), Sprite(None, rect.move(0, 300))])
    assert PICTURES.count(faces) == 1 and PICTURES.count(backs) == 1
    assert canvas.get_at((100 + CARD_W // 4, 100 + CARD_H // 4)) != canvas.get_at((5, 5))  # the face is drawn
