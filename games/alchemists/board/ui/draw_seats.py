"""The status line (round, phase) and each seat's strip: colour and name, whose turn, reputation in
its zone's colour, gold, cards in hand, favors, seals left, cubes placed of this round's, artifacts."""

from __future__ import annotations

import pygame

from games.alchemists.board.components import ARTIFACT_BY_ID, SPACES, zone
from games.alchemists.board.view import SeatView, View
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.art import FIGURE, LABEL, MIN_TEXT, Pen
from games.alchemists.board.ui.draw_tracks import ZONE_FILL
from games.alchemists.board.ui.pieces import draw_card_back, draw_coin, draw_favor_back, draw_seal
from games.alchemists.ui.players import PLAYER_RGB, player_name
from games.app.kit import theme


def phase_name(pen: Pen, phase: str) -> str:
    """The phase as the table says it (an action space's name while it is resolved)."""
    return pen.tr(f"space.{phase}") if phase in SPACES else pen.tr(f"phase.{phase}")


def draw_status(pen: Pen, view: View) -> None:
    """Round and phase."""
    rect = pen.layout.status.inflate(-pen.px(20), 0)
    if view.phase == "over":
        text = pen.tr("status.over")
    else:
        text = f"{pen.tr('status.round', round=max(1, view.round))} \u00b7 {phase_name(pen, view.phase)}"
    pen.fit(text, rect, FIGURE, theme.BRASS_LIGHT, "midleft")


def draw_seats(pen: Pen, view: View) -> None:
    """One strip per seat (a target)."""
    for seat, rect in enumerate(pen.layout.seat_cards(view.players)):
        _strip(pen, view, seat, rect)
        pen.target(rect, T.player(seat))


def _strip(pen: Pen, view: View, seat: int, rect: pygame.Rect) -> None:
    seat_view = view.seats[seat]
    moving = view.to_move == seat
    pen.plate(rect, theme.PARCHMENT, theme.EMBER if moving else theme.BRASS_DARK, radius=12, width=5 if moving else 2)
    band = pygame.Rect(rect.left, rect.top, pen.px(14), rect.height)
    pygame.draw.rect(pen.surface, PLAYER_RGB[seat_view.colour], band, border_top_left_radius=pen.px(12),
                     border_bottom_left_radius=pen.px(12))
    left = band.right + pen.px(8)
    _header(pen, view, seat, pygame.Rect(left, rect.top + pen.px(4), rect.right - left - pen.px(8), pen.px(40)))
    _holdings(pen, seat_view, left, rect.top + pen.px(48))
    cubes_end = _cubes(pen, seat_view, left, rect.top + pen.px(110))
    if seat_view.poisoned:
        cubes_end = _hospital(pen, seat_view, cubes_end + pen.px(4), rect.top + pen.px(110))
    line = pygame.Rect(cubes_end + pen.px(10), rect.top + pen.px(94), rect.right - cubes_end - pen.px(18), pen.px(32))
    if moving:
        line.width -= _turn_tag(pen, line.midright) + pen.px(8)
    _artifacts(pen, seat_view, line)


def _header(pen: Pen, view: View, seat: int, line: pygame.Rect) -> None:
    seat_view = view.seats[seat]
    badge = pygame.Rect(0, 0, pen.px(58), pen.px(38))
    badge.midright = line.midright
    pygame.draw.rect(pen.surface, ZONE_FILL[zone(seat_view.reputation)], badge, border_radius=pen.px(10))
    pen.text(str(seat_view.reputation), badge.center, FIGURE, theme.TEXT_LIGHT, "center", bold=True)
    name = player_name(pen.ctx, seat_view.colour)
    if seat == view.seat:
        name += f" ({pen.tr('seat.you')})"
    room = pygame.Rect(line.left, line.top, badge.left - line.left - pen.px(8), line.height)
    pen.fit(name, room, LABEL, theme.INK_TEXT, "midleft")


def _turn_tag(pen: Pen, midright: tuple[int, int]) -> int:
    """The "to move" tag ending at `midright`; returns its width."""
    turn = pen.tr("seat.turn")
    width = pen.font(MIN_TEXT, bold=True).size(turn)[0] + pen.px(16)
    tag = pygame.Rect(0, 0, width, pen.px(32))
    tag.midright = midright
    pygame.draw.rect(pen.surface, theme.EMBER, tag, border_radius=pen.px(8))
    pen.text(turn, tag.center, MIN_TEXT, theme.TEXT_LIGHT, "center", bold=True)
    return width


def _holdings(pen: Pen, seat_view: SeatView, x: int, top: int) -> None:
    """Gold, hand, favors, seals left, cubes: small pictures with their numbers."""
    side = pen.px(38)
    cy = top + side // 2
    draw_coin(pen, pygame.Rect(x, top, side, side))
    x = pen.text(str(seat_view.gold), (x + side + pen.px(4), cy), FIGURE, theme.INK_TEXT, "midleft", bold=True).right
    x += pen.px(10)
    draw_card_back(pen, pygame.Rect(x, top, round(side * 0.72), side))
    x = pen.text(str(seat_view.hand_size), (x + round(side * 0.72) + pen.px(4), cy), LABEL, theme.INK_TEXT,
                 "midleft", bold=True).right + pen.px(10)
    draw_favor_back(pen, pygame.Rect(x, top, round(side * 0.72), side))
    x = pen.text(str(seat_view.favor_count), (x + round(side * 0.72) + pen.px(4), cy), LABEL, theme.INK_TEXT,
                 "midleft", bold=True).right + pen.px(10)
    draw_seal(pen, pygame.Rect(x, top + pen.px(2), side - pen.px(4), side - pen.px(4)), seat_view.colour, "silver")
    pen.text(str(seat_view.seals_left), (x + side, cy), LABEL, theme.INK_TEXT, "midleft", bold=True)


def _cubes(pen: Pen, seat_view: SeatView, x: int, cy: int) -> int:
    """This round's cubes: solid ones still to place, hollow ones placed; returns the x after them."""
    side = pen.px(20)
    for k in range(seat_view.cubes):
        box = pygame.Rect(x + k * (side + pen.px(4)), cy - side // 2, side, side)
        pen.cube(box, seat_view.colour, hollow=k < seat_view.placed)
    return x + seat_view.cubes * (side + pen.px(4))


def _hospital(pen: Pen, seat_view: SeatView, x: int, cy: int) -> int:
    """A cube in the hospital (poisoned: one cube fewer next round): a red cross beside a cube."""
    side = pen.px(24)
    cross = pygame.Rect(x, cy - side // 2, side, side)
    pygame.draw.rect(pen.surface, theme.PARCHMENT_LIGHT, cross, border_radius=pen.px(4))
    bar = max(2, side // 4)
    pygame.draw.rect(pen.surface, theme.DANGER, (cross.centerx - bar // 2, cross.top + 3, bar, side - 6))
    pygame.draw.rect(pen.surface, theme.DANGER, (cross.left + 3, cross.centery - bar // 2, side - 6, bar))
    pen.cube(pygame.Rect(cross.right + pen.px(3), cy - pen.px(10), pen.px(20), pen.px(20)), seat_view.colour)
    return cross.right + pen.px(26)


def _artifacts(pen: Pen, seat_view: SeatView, line: pygame.Rect) -> None:
    """The seat's artifacts by their short names when they fit the line, else a card sign and their
    count (a tap on the strip shows them with their effects)."""
    if not seat_view.artifacts:
        return
    names = " \u00b7 ".join(pen.tr(f"artifact.{a}") for a in seat_view.artifacts if a in ARTIFACT_BY_ID)
    if pen.fits(names, line.width):
        pen.fit(names, line, MIN_TEXT, theme.INK_MUTED, "midleft")
        return
    card = pygame.Rect(line.left, line.centery - pen.px(14), pen.px(22), pen.px(28))
    pygame.draw.rect(pen.surface, theme.PARCHMENT_LIGHT, card, border_radius=pen.px(4))
    pygame.draw.rect(pen.surface, theme.BRASS_DARK, card, max(1, pen.px(2)), border_radius=pen.px(4))
    pen.text(f"\u00d7{len(seat_view.artifacts)}", (card.right + pen.px(4), line.centery), MIN_TEXT, theme.INK_TEXT,
             "midleft", bold=True)
