"""Colour-blind players: every pair of pieces a player must tell apart still differs clearly when seen
through deuteranopia, protanopia and tritanopia (Machado 2009, severity 1.0) - in every game.

Each piece is drawn alone on a neutral ground at about its size on the 1920 x 1080 table; the pairs are
the ones a player must tell apart by colour: Alchemists' hedge seals, flasks, seats' cubes, markers and
seals, reputation zones; Amigo's seal stones; Kupferkessel's card colours; Materia Prima's figures.
"""

from __future__ import annotations

from itertools import combinations
from typing import Callable, Iterator

import numpy as np
import pygame
import pytest

from games.alchemists.ui.icons import render_potion
from games.alchemists.board.ui.art import Pen
from games.alchemists.board.ui.draw_tracks import draw_zone_plate
from games.alchemists.board.ui.layout import table_layout
from games.alchemists.board.ui.pieces import draw_seal
from games.alchemists.lab.ui.tiles import draw_colour_disc
from games.alchemist.components import COLOURS as AMIGO_COLOURS
from games.alchemist.ui import art as amigo_art
from games.app.testing.headless import Harness
from games.kupferkessel.components import COLOURS as CARD_COLOURS
from games.kupferkessel.ui import card_art
from games.materia_prima.components import COLOURS as MATERIA_COLOURS
from games.materia_prima.ui import art as materia_art
from tests.colour_vision import KINDS, clearly_different, difference, pixels, simulate

SEATS = ("red", "green", "blue", "yellow")
GROUND = (128, 128, 128)
Drawing = Callable[[Pen, pygame.Rect], None]


def alchemists_pieces(pen: Pen) -> Iterator[tuple[str, dict[str, pygame.Surface]]]:
    """Groups of Alchemists pieces whose members must differ: name -> {member: picture}."""
    def draw(painter: Drawing, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill(GROUND)
        pen.surface = surface
        painter(pen, surface.get_rect())
        return surface

    yield "hedge seals", {k: draw(lambda p, r, k=k: draw_seal(p, r, "blue", k), (40, 40))
                          for k in ("hedge-red", "hedge-green", "hedge-blue")}
    for sign in "+-":
        yield f"flasks {sign}", {c: render_potion(c + sign, 48) for c in "RGB"}
    yield "cubes", {c: draw(lambda p, r, c=c: p.cube(r.inflate(-4, -4), c), (24, 24)) for c in SEATS}
    yield "spent cubes", {c: draw(lambda p, r, c=c: p.cube(r.inflate(-4, -4), c, hollow=True), (24, 24)) for c in SEATS}
    yield "markers", {c: draw(lambda p, r, c=c: p.disc(r.center, 12, c), (28, 28)) for c in SEATS}
    yield "bid markers", {c: draw(lambda p, r, c=c: p.disc(r.center, 16, c, "-1"), (40, 40)) for c in SEATS}
    yield "face-down seals", {c: draw(lambda p, r, c=c: draw_seal(p, r, c, None), (40, 40)) for c in SEATS}
    yield "hedge seals of seats", {c: draw(lambda p, r, c=c: draw_seal(p, r, c, "hedge-red"), (40, 40)) for c in SEATS}
    yield "lab colour tiles", {c: draw(lambda p, r, c=c: draw_colour_disc(p.surface, c, r.inflate(-4, -4)), (64, 64))
                               for c in ("red", "green", "blue")}
    yield "reputation zones", {z: draw(lambda p, r, z=z: draw_zone_plate(p, r, z, pygame.Rect(30, 4, 16, 16), 5), (56, 24))
                               for z in ("red", "none", "green", "blue")}


def other_pieces(h: Harness) -> Iterator[tuple[str, dict[str, pygame.Surface]]]:
    """The other games' groups of pieces told apart by colour."""
    yield "Amigo seals", {c: amigo_art.seal(c, 56) for c in AMIGO_COLOURS}
    yield "Amigo screens", {c: amigo_art.closed_screen(c, 120, 70) for c in AMIGO_COLOURS}
    yield "Kupferkessel cards", {c: card_art.card_face(h.ctx.fonts, c, "cobweb", 3, None, (96, 136)) for c in CARD_COLOURS}
    yield "Materia Prima alchemists", {c: materia_art.alchemist_figure(c, 64) for c in MATERIA_COLOURS}
    yield "Materia Prima homunculi", {c: materia_art.homunculus_figure(c, 48) for c in MATERIA_COLOURS}
    yield "Materia Prima towers", {c: materia_art.tower_figure(c, 64) for c in MATERIA_COLOURS}
    yield "Materia Prima turn order", {c: materia_art.colour_chip(c, 34) for c in MATERIA_COLOURS}


def alike_pairs(groups: Iterator[tuple[str, dict[str, pygame.Surface]]]) -> list[str]:
    """Every pair of a group that looks alike to someone (group, kind of vision, the two members)."""
    found = []
    for name, members in groups:
        seen = {member: pixels(picture, GROUND) for member, picture in members.items()}
        for kind in KINDS:
            looks = {member: simulate(rgb, kind) for member, rgb in seen.items()}
            for a, b in combinations(looks, 2):
                if not clearly_different(looks[a], looks[b]):
                    found.append(f"{name}, {kind}: {a} ~ {b} ({difference(looks[a], looks[b])} px)")
    return found


def test_the_simulation_makes_red_and_green_alike_for_deuteranopes_only() -> None:
    red, green = np.full((8, 8, 3), (214.0, 52.0, 46.0)), np.full((8, 8, 3), (52.0, 160.0, 74.0))
    assert not clearly_different(simulate(red, "deuteranopia"), simulate(green, "deuteranopia"))
    assert clearly_different(simulate(red, "tritanopia"), simulate(green, "tritanopia"))
    grey = np.full((8, 8, 3), 128.0)
    assert all(np.allclose(simulate(grey, kind), grey, atol=1.5) for kind in KINDS)  # greys stay grey


def test_alchemists_pieces_differ_for_colour_blind_players() -> None:
    with Harness() as h:
        pen = Pen(pygame.Surface((1, 1)), table_layout((1920, 1080)), h.ctx, {})
        assert alike_pairs(alchemists_pieces(pen)) == []


def test_the_other_games_pieces_differ_for_colour_blind_players() -> None:
    with Harness() as h:
        assert alike_pairs(other_pieces(h)) == []


def test_a_colour_without_a_mark_is_a_loud_error() -> None:
    from games.app.kit.colour_marks import draw_mark
    with pytest.raises(ValueError, match="no mark for colour 'teal'"):
        draw_mark(pygame.Surface((20, 20)), "teal", pygame.Rect(0, 0, 20, 20), (0, 0, 0))
