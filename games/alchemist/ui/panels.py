"""The panels around the compendium: the viewer's own screen (open) and school, the open supply
and the bag, the free tiles' heading, and one row per player (seal, name, role, seals left, the
closed screen with its number of cubes, the school — the viewer's own only — and fame).

Nothing here reads more than the Scenery's view: another seat's cubes and school are never drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.alchemist.components import FAME_TILES, KIND_COUNT, KINDS_GONE_TO_END, RECIPE_SEALS
from games.alchemist.state import NO_SCHOOL
from games.alchemist.ui import art
from games.alchemist.ui import layout as L
from games.alchemist.ui.board_draw import Scenery
from games.alchemist.ui.plan import INVENT, PASS_FROM_BAG, PASS_SUPPLY, cube_problem, left_behind_screen
from games.app.kit import theme
from games.app.scene import Context

PLATE = (86, 58, 38)
HEADING = 30
COUNT = 34
INFO_W = 116  # seals left, the closed screen and the school, between a player's name and fame


@dataclass(frozen=True)
class SeatCaption:
    """How a seat is named on screen: "Purple" and "You" / "Player" / "Computer (strong)"."""

    name: str
    role: str


def _heading(canvas: pygame.Surface, ctx: Context, text: str, rect: pygame.Rect, colour=theme.BRASS_LIGHT) -> None:
    size = art.fitted_size(ctx.fonts, text, rect.w, HEADING, 24, bold=True)
    art.draw_label(canvas, ctx.fonts, text, size, colour, rect.topleft, bold=True)


def paint_fixtures(table: pygame.Surface, players: int) -> None:
    """What stays put on the panels: the piles' plates, the tiles' places, the players' rows and
    their fame badges (painted once into the table layer)."""
    plates = [L.screen_kind_rect(k) for k in range(KIND_COUNT)] + [L.supply_kind_rect(k) for k in range(KIND_COUNT)]
    for rect in plates + [L.bag_rect()]:
        pygame.draw.rect(table, PLATE, rect, border_radius=14)
        pygame.draw.rect(table, theme.BRASS_DARK, rect, 2, border_radius=14)
    for tile in FAME_TILES:
        rect = L.tile_rect(tile).inflate(-4, -4)
        pygame.draw.rect(table, (40, 28, 20), rect, border_radius=12)
        pygame.draw.rect(table, theme.BRASS_DARK, rect, 2, border_radius=12)
    for seat in range(players):
        rect = L.player_rect(seat)
        pygame.draw.rect(table, (46, 30, 20), rect, border_radius=14)
        pygame.draw.rect(table, theme.BRASS_DARK, rect, 2, border_radius=14)
        badge = (rect.right - 38, rect.centery)
        pygame.draw.circle(table, theme.BRASS_DARK, badge, 33)
        pygame.draw.circle(table, theme.BRASS, badge, 29)


def _kind_plate(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, kind: int, count: int, faded: bool,
                chosen: bool = False) -> None:
    """A pile of one kind on its plate: its cube and how many (veiled when it cannot be used now)."""
    canvas.blit(art.cube(kind, 64, faded), (rect.centerx - 32, rect.y + 8))
    colour = theme.TEXT_MUTED if faded else theme.TEXT_LIGHT
    art.draw_label(canvas, ctx.fonts, str(count), COUNT, colour, (rect.centerx, rect.bottom - 6), "midbottom",
                   bold=True, serif=False)
    if faded:
        canvas.blit(art.veil(rect.size, 90), rect)
    if chosen:
        pygame.draw.rect(canvas, theme.FOCUS, rect, 6, border_radius=14)


# ---- the own screen ---------------------------------------------------------------------------------------

def draw_own_screen(canvas: pygame.Surface, ctx: Context, scenery: Scenery) -> None:
    """The viewer's screen opened: each kind with how many cubes are left behind it (the recipe
    being written already taken out; kinds that may not go in now faded), and the secret school."""
    panel = L.SCREEN_PANEL
    view = scenery.view
    head = pygame.Rect(panel.x + 18, panel.y + 14, panel.w - 36, 40)
    if not scenery.own_visible:
        _heading(canvas, ctx, ctx.tr("alchemist.board.screens_closed"), head)
        hint = pygame.Rect(panel.x + 18, panel.y + 64, panel.w - 36, panel.h - 76)
        pygame.draw.rect(canvas, (46, 30, 20), hint.inflate(12, 8), border_radius=14)  # over the piles' plates
        pygame.draw.rect(canvas, theme.BRASS_DARK, hint.inflate(12, 8), 2, border_radius=14)
        canvas.blit(art.text_block(ctx.fonts, ctx.tr("alchemist.board.screens_closed_hint"), hint.size, theme.TEXT_MUTED,
                                   30), hint)
        return
    left = left_behind_screen(view, scenery.plan)
    title = ctx.tr("alchemist.board.own_screen", count=sum(left))
    school_w = _draw_school(canvas, ctx, view.school, head) if view.schools_on else 0
    _heading(canvas, ctx, title, pygame.Rect(head.x, head.y, head.w - school_w - 12, head.h))
    for kind in range(KIND_COUNT):
        faded = left[kind] == 0 or (scenery.plan.mode == INVENT and cube_problem(view, scenery.plan, kind) is not None)
        _kind_plate(canvas, ctx, L.screen_kind_rect(kind), kind, left[kind], faded)


def _draw_school(canvas: pygame.Surface, ctx: Context, school: int, head: pygame.Rect) -> int:
    """The own school at the right of the heading ("School:" and its cube); the width it took."""
    if school == NO_SCHOOL:
        return 0
    text = ctx.tr("alchemist.board.school_label")
    width = ctx.fonts.get(26, bold=True, serif=False).size(text)[0]
    cube_rect = pygame.Rect(head.right - 40, head.y - 2, 40, 40)
    canvas.blit(art.cube(school, 40), cube_rect)
    art.draw_label(canvas, ctx.fonts, text, 26, theme.BRASS_LIGHT, (cube_rect.x - 8, cube_rect.centery), "midright",
                   bold=True, serif=False)
    return width + 56


# ---- the open supply and the bag --------------------------------------------------------------------------

def draw_supply(canvas: pygame.Surface, ctx: Context, scenery: Scenery) -> None:
    """The open supply's five piles, the bag with its size, and how near the end is."""
    panel = L.SUPPLY_PANEL
    view, plan = scenery.view, scenery.plan
    head = pygame.Rect(panel.x + 18, panel.y + 14, panel.w - 36, 40)
    gone = view.kinds_gone()
    if gone >= KINDS_GONE_TO_END:
        status, colour = ctx.tr("alchemist.board.last_round"), theme.EMBER_LIGHT
    else:
        status, colour = ctx.tr("alchemist.board.kinds_gone", count=gone, end=KINDS_GONE_TO_END), theme.TEXT_MUTED
    status_size = art.fitted_size(ctx.fonts, status, head.w // 2, 28, 24, bold=True, serif=False)
    shown = art.draw_label(canvas, ctx.fonts, status, status_size, colour, head.topright, "topright", bold=True,
                           serif=False)
    _heading(canvas, ctx, ctx.tr("alchemist.board.supply"), pygame.Rect(head.x, head.y, shown.x - head.x - 12, 40))
    for kind in range(KIND_COUNT):
        chosen = plan.mode == PASS_SUPPLY and plan.kind == kind
        _kind_plate(canvas, ctx, L.supply_kind_rect(kind), kind, view.supply[kind], view.supply[kind] == 0, chosen)
    rect = L.bag_rect()
    canvas.blit(art.bag(72), (rect.centerx - 36, rect.y + 4))
    art.draw_label(canvas, ctx.fonts, str(view.bag_size), COUNT, theme.TEXT_LIGHT, (rect.centerx, rect.bottom - 6),
                   "midbottom", bold=True, serif=False)
    if not view.bag_size:
        canvas.blit(art.veil(rect.size, 90), rect)
    if plan.mode == PASS_FROM_BAG:
        pygame.draw.rect(canvas, theme.FOCUS, rect, 6, border_radius=14)


def draw_tiles_heading(canvas: pygame.Surface, ctx: Context) -> None:
    """"Free tiles" above the fame tiles beside the board."""
    box = pygame.Rect(L.TILES.x + 10, L.TILES.y + 10, L.TILES.w - 20, L.TILES_TOP - L.TILES.y - 16)
    canvas.blit(art.text_block(ctx.fonts, ctx.tr("alchemist.board.tiles"), box.size, theme.BRASS_LIGHT, 28, bold=True,
                               align="center", valign="center"), box)


# ---- the players ---------------------------------------------------------------------------------------------

def draw_player(canvas: pygame.Surface, ctx: Context, scenery: Scenery, seat: int, caption: SeatCaption,
                active: bool) -> None:
    """One player's row: seal, name and role, seals left, closed screen and its cubes, school, fame."""
    view = scenery.view
    rect = L.player_rect(seat)
    if active or scenery.flash_seat == seat:
        pygame.draw.rect(canvas, theme.EMBER_LIGHT, rect, 5, border_radius=14)
    colour = view.colours[seat]
    canvas.blit(art.seal(colour, 56), (rect.x + 10, rect.centery - 28))
    badge = (rect.right - 38, rect.centery)
    art.draw_label(canvas, ctx.fonts, str(view.fame[seat]), 30, theme.INK_TEXT, badge, "center", bold=True, serif=False)
    text_x = rect.x + 76
    info_x = rect.right - 76 - INFO_W
    name_size = art.fitted_size(ctx.fonts, caption.name, info_x - text_x - 6, 32, 26, bold=True)
    art.draw_label(canvas, ctx.fonts, caption.name, name_size, theme.TEXT_LIGHT, (text_x, rect.y + 8), bold=True)
    role_size = art.fitted_size(ctx.fonts, caption.role, info_x - text_x - 6, 26, 24, serif=False)
    art.draw_label(canvas, ctx.fonts, caption.role, role_size, theme.BRASS_LIGHT, (text_x, rect.y + 56), serif=False)
    _draw_seals_left(canvas, colour, view.seals[seat], pygame.Rect(info_x, rect.y + 12, INFO_W, 24))
    screen = pygame.Rect(info_x, rect.y + 52, 40, 30)
    canvas.blit(art.closed_screen(colour, screen.w, screen.h), screen)
    art.draw_label(canvas, ctx.fonts, str(view.screen_sizes[seat]), 28, theme.TEXT_LIGHT,
                   (screen.right + 4, screen.centery), "midleft", bold=True, serif=False)
    if view.schools_on:
        own = seat == view.seat and scenery.own_visible and view.school != NO_SCHOOL
        known = view.schools[seat] if view.schools else (view.school if own else None)
        canvas.blit(art.cube(known, 32), (rect.right - 76 - 32, rect.y + 51))


def _draw_seals_left(canvas: pygame.Surface, colour: str, left: int, box: pygame.Rect) -> None:
    """The seals a player still has for new recipes (used ones as empty rings)."""
    for index in range(RECIPE_SEALS):
        centre = (box.x + 10 + index * 23, box.centery)
        if index < left:
            canvas.blit(art.seal(colour, 22), (centre[0] - 11, centre[1] - 11))
        else:
            pygame.draw.circle(canvas, theme.BRASS_DARK, centre, 9, 2)
