"""Drawing the compendium from a seat's view: the board with its fame track, the ten cauldrons
(printed pair, fame tile, recipe, the inventor's seal and the copiers'), the seals on the track and
the free fame tiles beside the board.

Everything is a function of a `Scenery`: the view plus what the screen adds (the recipe being
written, what may be played, a running clip's overrides). What never changes during a match is
painted once into a table layer (`draw_table`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from games.alchemist.components import CAULDRON_COUNT, FAME_TILES, kinds_in
from games.alchemist.state import Cauldron, forbidden
from games.alchemist.ui import art
from games.alchemist.ui import layout as L
from games.alchemist.ui.plan import COPY, INVENT, NOTHING, Plan, tile_problem
from games.alchemist.view import View
from games.app.kit import theme
from games.app.kit.picture_cache import PICTURES
from games.app.scene import FontBook
from games.app.kit.widgets import draw_background, draw_panel

GLOW = theme.EMBER_LIGHT
TRACK_SEAL = 34
PLATE = (232, 214, 174)  # a cauldron's parchment


@dataclass
class Scenery:
    """What to draw: a view, the player's half-made decision, and a clip's overrides."""

    view: View
    plan: Plan = NOTHING
    own_visible: bool = False  # the view's seat is a human at the screen: its screen is open
    invent_glow: frozenset[int] = frozenset()  # cauldrons where the player can invent now
    copy_glow: frozenset[int] = frozenset()  # cauldrons the player can copy now
    cauldrons: dict[int, Cauldron] = field(default_factory=dict)  # shown instead of the view's
    fame: dict[int, float] = field(default_factory=dict)  # seat -> track position while a seal moves
    flash_cauldron: int | None = None  # the cauldron a clip is about
    flash_seat: int | None = None  # the seat a clip is about

    def cauldron(self, index: int) -> Cauldron:
        """Cauldron `index` as drawn now."""
        return self.cauldrons.get(index, self.view.cauldrons[index])

    def fame_of(self, seat: int) -> float:
        """Where `seat`'s seal stands on the track now."""
        return self.fame.get(seat, float(self.view.fame[seat]))


# ---- the table layer ----------------------------------------------------------------------------------

TABLE = "alchemist.table"  # the table layers' namespace in the picture store


def draw_table(canvas: pygame.Surface, fonts: FontBook, players: int,
               fixtures: Callable[[pygame.Surface, int], None]) -> None:
    """Backdrop, board, track, the cauldrons' plates with their printed pairs, numbers and pots,
    the wooden boards of the panels and the panels' `fixtures` for `players`: painted once, then
    one blit per frame."""
    size = canvas.get_size()
    table = PICTURES.get_or_make(TABLE, (size, players), lambda: _paint_table(size, fonts, players, fixtures))
    canvas.blit(table, (0, 0))


def _paint_table(size: tuple[int, int], fonts: FontBook, players: int,
                 fixtures: Callable[[pygame.Surface, int], None]) -> pygame.Surface:
    """The table layer of a canvas of `size` (see draw_table)."""
    table = pygame.Surface(size)
    draw_background(table)
    _draw_board_plate(table)
    _draw_track(table, fonts)
    for cauldron in range(CAULDRON_COUNT):
        _draw_cauldron_plate(table, fonts, cauldron)
    for rect in (L.TILES, L.SCREEN_PANEL, L.SUPPLY_PANEL, L.ACTION_BAR):
        draw_panel(table, rect, "wood")
    fixtures(table, players)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        table = table.convert()
    return table


def clear_table() -> None:
    """Forget the painted table layer (tests that count rendered texts)."""
    PICTURES.clear(TABLE)


def _draw_board_plate(canvas: pygame.Surface) -> None:
    board = L.BOARD
    shadow = pygame.Surface((board.w + 24, board.h + 24), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 100), shadow.get_rect(), border_radius=30)
    canvas.blit(shadow, (board.x - 6, board.y + 4))
    pygame.draw.rect(canvas, (74, 46, 30), board, border_radius=22)
    pygame.draw.rect(canvas, (52, 34, 24), L.INNER, border_radius=12)
    pygame.draw.rect(canvas, theme.BRASS_DARK, L.INNER, 3, border_radius=12)
    pygame.draw.rect(canvas, theme.BRASS, board, 5, border_radius=22)


def _draw_track(canvas: pygame.Surface, fonts: FontBook) -> None:
    """50 spaces, every fifth marked; numbers on every space."""
    for space in range(L.TRACK_SPACES):
        rect = L.space_rect(space).inflate(-6, -6)
        fifth = space % 5 == 0
        pygame.draw.rect(canvas, (96, 64, 40) if fifth else (84, 56, 36), rect, border_radius=8)
        pygame.draw.rect(canvas, theme.BRASS if fifth else theme.BRASS_DARK, rect, 2, border_radius=8)
        colour = theme.BRASS_LIGHT if fifth else theme.TEXT_MUTED
        text = fonts.get(24, bold=fifth, serif=False).render(str(space), True, colour)
        canvas.blit(text, text.get_rect(center=rect.center))


def _draw_cauldron_plate(canvas: pygame.Surface, fonts: FontBook, cauldron: int) -> None:
    """The parchment plate, the cauldron's number, its printed pair and the empty pot."""
    box = L.cauldron_rect(cauldron)
    pygame.draw.rect(canvas, (0, 0, 0), box.move(0, 4), border_radius=14)
    pygame.draw.rect(canvas, PLATE, box, border_radius=14)
    pygame.draw.rect(canvas, theme.BRASS_DARK, box, 3, border_radius=14)
    centre = L.number_badge(cauldron)
    pygame.draw.circle(canvas, theme.WOOD, centre, 20)
    pygame.draw.circle(canvas, theme.BRASS, centre, 20, 3)
    number = fonts.get(26, bold=True, serif=False).render(str(cauldron + 1), True, theme.TEXT_LIGHT)
    canvas.blit(number, number.get_rect(center=centre))
    for kind, rect in zip(forbidden(cauldron), L.pair_rects(cauldron)):
        canvas.blit(art.cube(kind, L.PAIR_CUBE), rect)
    slot = L.tile_slot(cauldron)
    pygame.draw.rect(canvas, (206, 186, 144), slot, border_radius=8)
    pygame.draw.rect(canvas, theme.BRASS_DARK, slot, 2, border_radius=8)
    pot = L.pot_rect(cauldron)
    canvas.blit(art.pot(pot.w, pot.h), pot)
    for rect in L.slot_rects(cauldron):
        pygame.draw.rect(canvas, (44, 40, 42), rect, border_radius=8)
        pygame.draw.rect(canvas, (110, 100, 96), rect, 2, border_radius=8)
    seal = L.seal_spot(cauldron)
    pygame.draw.circle(canvas, (206, 186, 144), seal.center, seal.w // 2)
    pygame.draw.circle(canvas, theme.BRASS_DARK, seal.center, seal.w // 2, 2)


# ---- what changes ---------------------------------------------------------------------------------------

def draw_compendium(canvas: pygame.Surface, fonts: FontBook, scenery: Scenery) -> None:
    """The cauldrons' contents, what may be played, the seals on the track and the free tiles."""
    for cauldron in range(CAULDRON_COUNT):
        _draw_cauldron(canvas, fonts, scenery, cauldron)
    _draw_track_seals(canvas, scenery)
    draw_tiles(canvas, fonts, scenery)


def _draw_cauldron(canvas: pygame.Surface, fonts: FontBook, scenery: Scenery, index: int) -> None:
    view, plan = scenery.view, scenery.plan
    box = L.cauldron_rect(index)
    cauldron = scenery.cauldron(index)
    writing = plan.mode == INVENT and plan.cauldron == index
    if index in scenery.invent_glow or index in scenery.copy_glow:
        colour = GLOW if index in scenery.invent_glow else theme.BRASS_LIGHT
        pygame.draw.rect(canvas, colour, box.inflate(8, 8), 4, border_radius=18)
    if cauldron.recipe is not None:
        for rect, kind in zip(L.slot_rects(index), kinds_in(cauldron.recipe)):
            canvas.blit(art.cube(kind, L.SLOT_CUBE), rect)
        canvas.blit(art.fame_tile(fonts, cauldron.fame, L.tile_slot(index).w), L.tile_slot(index))
        canvas.blit(art.seal(view.colours[cauldron.inventor], L.SEAL_SIZE), L.seal_spot(index))
        for rect, seat in zip(L.copier_spots(index, len(cauldron.copied_by)), cauldron.copied_by):
            canvas.blit(art.seal(view.colours[seat], rect.w), rect)
    elif writing:
        for rect, kind in zip(L.slot_rects(index), kinds_in(plan.recipe)):
            canvas.blit(art.cube(kind, L.SLOT_CUBE), rect)
        if plan.tile is not None:
            canvas.blit(art.fame_tile(fonts, plan.tile, L.tile_slot(index).w, "chosen"), L.tile_slot(index))
        canvas.blit(art.seal(view.colours[view.seat], L.SEAL_SIZE, ghost=True), L.seal_spot(index))
    chosen = plan.mode in (INVENT, COPY) and plan.cauldron == index
    if chosen or scenery.flash_cauldron == index:
        pygame.draw.rect(canvas, theme.FOCUS if chosen else GLOW, box.inflate(14, 14), 7, border_radius=20)


def _draw_track_seals(canvas: pygame.Surface, scenery: Scenery) -> None:
    """Each seat's seal on its fame space (past 49 it laps round); seals sharing a space spread out."""
    view = scenery.view
    spaces = {seat: int(round(scenery.fame_of(seat))) % L.TRACK_SPACES for seat in range(view.players)}
    for seat in range(view.players):
        sharing = [other for other in range(view.players) if spaces[other] == spaces[seat]]
        fame = scenery.fame_of(seat) % L.TRACK_SPACES
        point = L.fame_point(fame, sharing.index(seat), len(sharing))
        image = art.seal(view.colours[seat], TRACK_SEAL + (8 if seat == scenery.flash_seat else 0))
        canvas.blit(image, image.get_rect(center=point))


def draw_tiles(canvas: pygame.Surface, fonts: FontBook, scenery: Scenery) -> None:
    """The fame tiles beside the board: free ones face up, used ones as empty places; while a
    recipe is written, tiles not allowed now are barred and the chosen one glows."""
    view, plan = scenery.view, scenery.plan
    free = view.free_tiles()
    for tile in FAME_TILES:
        rect = L.tile_rect(tile)
        if tile not in free:
            continue  # its empty place is part of the table layer
        state = "free"
        if plan.mode == INVENT:
            state = "chosen" if plan.tile == tile else ("barred" if tile_problem(view, plan, tile) else "free")
        canvas.blit(art.fame_tile(fonts, tile, L.TILE_SIZE, state), rect)
