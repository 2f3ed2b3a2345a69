"""The side panels: each player's name, role, cauldron (top card and size), next walk and turn
status; the draw pile; where the shared undo control and event log sit in black's panel.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.app.kit import theme
from games.app.kit.picture_cache import cached_picture
from games.app.scene import Context
from games.app.kit.widgets import draw_text, draw_text_box, fit_font
from games.kupferkessel.components import SEAT_COLOURS, value_of
from games.kupferkessel.state import EMPTY
from games.kupferkessel.ui import card_art
from games.kupferkessel.ui.board_draw import Scenery
from games.kupferkessel.ui.layout import CARD_H, CARD_W, BoardLayout

LAYOUT = BoardLayout()
TOP_ROW_H = 112  # the buttons (white) or the undo control (black) at the top of a panel
HEADER_TOP = 140  # below the top row
CAULDRON_TOP = 262
STATUS_TOP = 612  # the turn status box
LOWER_TOP = 744  # the pile (white's panel) and the log (black's)
BOX_MARGIN = 12  # the status box and the log reach this close to their panel's sides (the log: room for 7 rows)
TOP_CARD = (190, 216)


@dataclass(frozen=True)
class SeatCaption:
    """How a seat is named on screen: "White" and "You" / "Computer (strong)" / "Player"."""

    name: str
    role: str


def panel_rect(seat: int) -> pygame.Rect:
    """The panel of `seat` (white left, black right)."""
    return LAYOUT.panel(seat)


def cauldron_card_rect(seat: int) -> pygame.Rect:
    """Where `seat`'s cauldron shows its top card (animations fly cards here)."""
    panel = panel_rect(seat)
    rect = pygame.Rect((0, 0), TOP_CARD)
    rect.midtop = (panel.centerx, panel.y + CAULDRON_TOP)
    return rect


def pile_rect() -> pygame.Rect:
    """Where the draw pile lies (lower part of white's panel)."""
    panel = panel_rect(0)
    rect = pygame.Rect(0, 0, CARD_W, CARD_H)
    rect.topleft = (panel.x + 40, panel.y + LOWER_TOP + 40)
    return rect


def undo_rect() -> pygame.Rect:
    """The undo control (or, with no human at the screen, the pace button): black's top row."""
    panel = panel_rect(1)
    return pygame.Rect(panel.x + 18, panel.y + 18, panel.w - 36, TOP_ROW_H)


def log_rect() -> pygame.Rect:
    """The event log: the lower part of black's panel, as wide and tall as it allows."""
    panel = panel_rect(1)
    return pygame.Rect(panel.x + BOX_MARGIN, panel.y + LOWER_TOP, panel.w - 2 * BOX_MARGIN,
                       panel.h - LOWER_TOP - BOX_MARGIN)


def status_rect(seat: int) -> pygame.Rect:
    """The box under a cauldron that says whose turn it is and what to do."""
    panel = panel_rect(seat)
    return pygame.Rect(panel.x + BOX_MARGIN, panel.y + STATUS_TOP, panel.w - 2 * BOX_MARGIN, 124)


def draw_player_panel(canvas: pygame.Surface, ctx: Context, seat: int, scenery: Scenery, caption: SeatCaption,
                      active: bool, status: str, pulse: float) -> None:
    """One player's panel: header, cauldron, next walk, and the turn status when active."""
    panel = panel_rect(seat)
    if active:
        canvas.blit(_glow_ring(panel.size, int(70 + 60 * pulse)), panel.inflate(24, 24))
        pygame.draw.rect(canvas, theme.EMBER_LIGHT, panel, 5, border_radius=theme.RADIUS)
    _draw_header(canvas, ctx, seat, caption, panel)
    _draw_cauldron(canvas, ctx, seat, scenery)
    if status:
        box = status_rect(seat)
        fill = theme.PARCHMENT if active else theme.WOOD_DARK
        ink = theme.INK_TEXT if active else theme.TEXT_MUTED
        pygame.draw.rect(canvas, fill, box, border_radius=14)
        pygame.draw.rect(canvas, theme.BRASS, box, 3, border_radius=14)
        draw_text_box(canvas, ctx.fonts, status, box.inflate(-28, -20), ink, theme.TEXT_BODY, min_size=24,
                      bold=active, align="center", valign="center")


@cached_picture
def _glow_ring(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """An ember halo just outside a panel of `size` (the panel itself is on the table layer)."""
    ring = pygame.Surface((size[0] + 24, size[1] + 24), pygame.SRCALPHA)
    for step, fade in enumerate((1.0, 0.6, 0.3)):
        pygame.draw.rect(ring, (*theme.EMBER, int(alpha * fade)), ring.get_rect().inflate(-step * 8, -step * 8), 4,
                         border_radius=30 - step * 4)
    return ring


def _draw_header(canvas: pygame.Surface, ctx: Context, seat: int, caption: SeatCaption, panel: pygame.Rect) -> None:
    top = panel.y + HEADER_TOP
    canvas.blit(card_art.figure_image(SEAT_COLOURS[seat], 88), (panel.x + 22, top))
    left = panel.x + 128
    room = panel.right - left - 20
    font = fit_font(ctx.fonts, caption.name, room, theme.TEXT_HEADING, min_size=30, bold=True)
    draw_text(canvas, caption.name, font, theme.TEXT_LIGHT, (left, top + 2), shadow=theme.INK)
    font = fit_font(ctx.fonts, caption.role, room, theme.TEXT_BODY - 4, min_size=24, serif=False)
    draw_text(canvas, caption.role, font, theme.BRASS_LIGHT, (left, top + 60))


def _draw_cauldron(canvas: pygame.Surface, ctx: Context, seat: int, scenery: Scenery) -> None:
    """The copper cauldron with the stack's edge, its top card, its size and the next walk."""
    card_rect = cauldron_card_rect(seat)
    size, top = scenery.size(seat), scenery.top(seat)
    pot = pygame.Rect(0, 0, 330, 130)
    pot.midtop = (card_rect.centerx, card_rect.bottom - 44)
    for depth in range(min(size - 1, 8), 0, -1):
        edge = card_rect.move(depth * 4, -depth * 3)
        pygame.draw.rect(canvas, (70, 50, 36), edge, border_radius=18)
        pygame.draw.rect(canvas, (150, 120, 90), edge, 2, border_radius=18)
    if top != EMPTY:
        canvas.blit(card_art.card_image(ctx.fonts, top, TOP_CARD), card_rect)
    else:
        pygame.draw.rect(canvas, (30, 20, 14), card_rect, border_radius=18)
        pygame.draw.rect(canvas, theme.BRASS_DARK, card_rect, 2, border_radius=18)
    _draw_pot(canvas, pot)
    label = ctx.tr("kupferkessel.board.one_card") if size == 1 else ctx.tr("kupferkessel.board.cards", n=size)
    font = fit_font(ctx.fonts, label, pot.w - 40, theme.TEXT_BODY - 2, min_size=26, bold=True, serif=False)
    draw_text(canvas, label, font, theme.TEXT_LIGHT, (pot.centerx, pot.bottom - 48), "center", shadow=theme.INK)
    if top != EMPTY:
        steps = value_of(top)
        text = (ctx.tr("kupferkessel.board.next_walk_one") if steps == 1
                else ctx.tr("kupferkessel.board.next_walk", n=steps))
        font = fit_font(ctx.fonts, text, pot.w + 60, theme.TEXT_BODY, min_size=24)
        draw_text(canvas, text, font, theme.TEXT_MUTED, (pot.centerx, pot.bottom + 10), "midtop")


def _draw_pot(canvas: pygame.Surface, pot: pygame.Rect) -> None:
    """A copper cauldron in front of the stack, its rim at the card's lower third."""
    body = pygame.Rect(pot.x + 20, pot.y + 8, pot.w - 40, pot.h - 8)
    pygame.draw.ellipse(canvas, (0, 0, 0), body.move(0, 8))
    pygame.draw.ellipse(canvas, theme.COPPER, body)
    pygame.draw.ellipse(canvas, (140, 74, 40), body.inflate(-30, -30).move(0, 14))
    rim = pygame.Rect(pot.x, pot.y, pot.w, 30)
    pygame.draw.rect(canvas, (214, 140, 86), rim, border_radius=15)
    pygame.draw.rect(canvas, (110, 58, 30), rim, 3, border_radius=15)
    for side in (-1, 1):
        leg = (pot.centerx + side * 90, pot.bottom - 4)
        pygame.draw.line(canvas, (90, 50, 28), leg, (leg[0] + side * 18, leg[1] + 18), 10)


def draw_pile(canvas: pygame.Surface, ctx: Context, size: int) -> None:
    """The face-down draw pile with its count."""
    rect = pile_rect()
    for depth in range(min(size, 10) - 1, 0, -1):
        edge = rect.move(depth * 3, -depth * 3)
        pygame.draw.rect(canvas, (52, 28, 14), edge, border_radius=12)
        pygame.draw.rect(canvas, theme.BRASS_DARK, edge, 2, border_radius=12)
    if size > 0:
        canvas.blit(card_art.card_back((CARD_W, CARD_H)), rect)
    else:
        pygame.draw.rect(canvas, (30, 20, 14), rect, border_radius=12)
        pygame.draw.rect(canvas, theme.BRASS_DARK, rect, 2, border_radius=12)
    left = rect.right + 40
    room = panel_rect(0).right - left - 20
    title = ctx.tr("kupferkessel.board.pile") if size else ctx.tr("kupferkessel.board.pile_empty")
    draw_text_box(canvas, ctx.fonts, title, pygame.Rect(left, rect.y + 4, room, 84), theme.TEXT_LIGHT, theme.TEXT_BODY - 4,
                  min_size=26, bold=True, line_spacing=1.0)
    if size:
        count = ctx.tr("kupferkessel.board.one_card") if size == 1 else ctx.tr("kupferkessel.board.cards", n=size)
        font = fit_font(ctx.fonts, count, room, theme.TEXT_HEADING, min_size=28, bold=True, serif=False)
        draw_text(canvas, count, font, theme.BRASS_LIGHT, (left, rect.y + 92))
