"""The status line (round, phase) and each seat's strip, a mat in its colour with its mark: name, whose
turn, reputation in its zone's colour, gold, cards in hand, favors, seals left, cubes placed of this
round's, artifacts. Every row says what it counts in a short label ("Gold 3", "Siegel 8", "Ruf 14",
"Würfel"), so no picture has to be guessed."""

from __future__ import annotations

import pygame

from games.alchemists.board.components import ARTIFACT_BY_ID, SPACES, zone
from games.alchemists.board.view import SeatView, View
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.art import FIGURE, LABEL, MIN_TEXT, Pen
from games.alchemists.board.ui.draw_tracks import draw_zone_plate
from games.alchemists.board.ui.layout import SEAT_CARD_H, SEAT_CARD_TALL_H
from games.alchemists.board.ui.pieces import draw_card_back, draw_coin, draw_favor_back, draw_seal
from games.alchemists.ui.players import PLAYER_INK, PLAYER_RGB, player_name
from games.app.kit import theme
from games.app.kit.colour_marks import draw_mark


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


ROWS = ("gold", "hand", "favors", "seals")  # the labelled holdings, two to a row
LABELS = ("rep", "cubes") + ROWS  # every short label a strip shows (alchemists_table.seat.label.*)
BAND = 26  # design px: the mat's colour band with the seat's mark
MIN_CUBE = 12  # design px: the smallest a cube is drawn to leave the artifacts their room


def _strip(pen: Pen, view: View, seat: int, rect: pygame.Rect) -> None:
    """The seat's mat: a band in its colour with its mark, name and reputation, two labelled rows of
    holdings, and its cubes and artifacts."""
    seat_view = view.seats[seat]
    moving = view.to_move == seat
    pen.plate(rect, theme.PARCHMENT, theme.EMBER if moving else theme.BRASS_DARK, radius=12, width=5 if moving else 2)
    band = pygame.Rect(rect.left, rect.top, pen.px(BAND), rect.height)
    pygame.draw.rect(pen.surface, PLAYER_RGB[seat_view.colour], band, border_top_left_radius=pen.px(12),
                     border_bottom_left_radius=pen.px(12))
    mark = pygame.Rect(0, 0, pen.px(20), pen.px(20))
    mark.center = (band.centerx, band.top + pen.px(24))
    draw_mark(pen.surface, seat_view.colour, mark, PLAYER_INK[seat_view.colour])
    if seat_view.poisoned:
        _hospital(pen, seat_view, band)
    left = band.right + pen.px(8)
    width = rect.right - left - pen.px(8)
    _header(pen, view, seat, pygame.Rect(left, rect.top + pen.px(4), width, pen.px(38)))
    values = (seat_view.gold, seat_view.hand_size, seat_view.favor_count, seat_view.seals_left)
    split = holdings_split(pen, pygame.Rect(left, 0, width, pen.px(28)), values)
    for line in range(2):
        row = pygame.Rect(left, rect.top + pen.px(46 + 30 * line), width, pen.px(28))
        _holdings(pen, seat_view.colour, row, ROWS[2 * line:2 * line + 2], values[2 * line:2 * line + 2], split)
    cubes = pygame.Rect(left, rect.top + pen.px(106), width, pen.px(26))
    own_line = rect.height > pen.px((SEAT_CARD_H + SEAT_CARD_TALL_H) / 2)  # the artifacts get a line of their own
    cubes_end = _cubes(pen, seat_view, cubes, 0 if own_line else _artifacts_room(pen, seat_view))
    if own_line:
        line = pygame.Rect(left, cubes.bottom + pen.px(4), width, pen.px(26))
    else:
        line = pygame.Rect(cubes_end + pen.px(10), cubes.top, rect.right - cubes_end - pen.px(18), cubes.height)
    _artifacts(pen, seat_view, line)


def seat_label(pen: Pen, name: str, value: object = None) -> str:
    """A short label of the strip ("Gold 3", "Ruf 11", "Würfel")."""
    text = pen.tr(f"seat.label.{name}")
    return text if value is None else f"{text} {value}"


def _header(pen: Pen, view: View, seat: int, line: pygame.Rect) -> None:
    seat_view = view.seats[seat]
    label = _tight(pen, seat_label(pen, "rep", seat_view.reputation), theme.TEXT_LIGHT)
    place = zone(seat_view.reputation)
    badge = pygame.Rect(0, 0, label.get_width() + pen.px(12 if place == "none" else 32), pen.px(36))
    badge.midright = line.midright
    mark = pygame.Rect(badge.left + pen.px(5), badge.centery - pen.px(8), pen.px(16), pen.px(16))
    draw_zone_plate(pen, badge, place, mark, 10)
    pen.surface.blit(label, label.get_rect(midright=(badge.right - pen.px(6), badge.centery)))
    plain = player_name(pen.ctx, seat_view.colour)
    names = [f"{plain} ({pen.tr('seat.you')})", plain] if seat == view.seat else [plain]
    right = badge.left - pen.px(4)
    if view.to_move == seat:  # the "to move" tag beside the reputation, so the lower lines keep their room
        tag = _tight(pen, pen.tr("seat.turn"), theme.TEXT_LIGHT)
        tag_width = tag.get_width() + pen.px(10)
        if pen.fits(plain, right - tag_width - pen.px(4) - line.left, LABEL):  # else the strip's rim says it
            _turn_tag(pen, tag, (right, line.centery), tag_width)
            right -= tag_width + pen.px(4)
    room = pygame.Rect(line.left, line.top, right - line.left, line.height)
    pen.fit(pen.first_fitting(names, room.width, LABEL), room, LABEL, theme.INK_TEXT, "midleft")


def _tight(pen: Pen, text: str, colour: theme.Color) -> pygame.Surface:
    """A short tag's text at the smallest size, condensed (the header shares its line with the name)."""
    return pen.ctx.fonts.get(pen.px(MIN_TEXT), bold=True, serif=False, condensed=True).render(text, True, colour)


def _turn_tag(pen: Pen, text: pygame.Surface, midright: tuple[int, int], width: int) -> None:
    """The "to move" tag (`text`, `width` wide) ending at `midright`."""
    tag = pygame.Rect(0, 0, width, pen.px(32))
    tag.midright = midright
    pygame.draw.rect(pen.surface, theme.EMBER, tag, border_radius=pen.px(8))
    pen.surface.blit(text, text.get_rect(center=tag.center))


PICTURES = {"gold": lambda pen, r, colour: draw_coin(pen, r),
            "hand": lambda pen, r, colour: draw_card_back(pen, r.inflate(-r.width * 2 // 7, 0)),
            "favors": lambda pen, r, colour: draw_favor_back(pen, r.inflate(-r.width * 2 // 7, 0)),
            "seals": lambda pen, r, colour: draw_seal(pen, r, colour, "silver")}


def _holdings(pen: Pen, colour: str, row: pygame.Rect, names: tuple[str, ...], values: tuple[int, ...],
              split: int) -> None:
    """A row of two holdings, each a small picture and its label with the number ("Gold 3"); the second
    starts at `split`."""
    for k, (name, value) in enumerate(zip(names, values)):
        left = row.left if k == 0 else split
        cell = pygame.Rect(left, row.top, (split - pen.px(6) if k == 0 else row.right) - left, row.height)
        side = row.height
        PICTURES[name](pen, pygame.Rect(cell.left, cell.top, side, side), colour)
        text = pygame.Rect(cell.left + side + pen.px(4), cell.top, cell.width - side - pen.px(4), cell.height)
        pen.fit(seat_label(pen, name, value), text, MIN_TEXT, theme.INK_TEXT, "midleft")


def holdings_split(pen: Pen, row: pygame.Rect, values: tuple[int, ...]) -> int:
    """Where the second holding of each row starts: after the wider first one (its picture, label and number)."""
    font = pen.font(MIN_TEXT, bold=True)
    widest = max(font.size(seat_label(pen, ROWS[k], values[k]))[0] for k in (0, 2))
    return row.left + row.height + pen.px(4) + widest + pen.px(10)


def _cubes(pen: Pen, seat_view: SeatView, line: pygame.Rect, reserve: int = 0) -> int:
    """This round's cubes after their label: solid ones still to place, hollow ones placed, smaller when
    they would leave less than `reserve` pixels of the line; returns the x after them."""
    x = pen.text(seat_label(pen, "cubes"), (line.left, line.centery), MIN_TEXT, theme.INK_MUTED, "midleft",
                 bold=True).right + pen.px(6)
    gap = pen.px(4)
    room = line.right - reserve - x
    side = max(pen.px(MIN_CUBE), min(line.height, pen.px(20), room // max(1, seat_view.cubes) - gap))
    for k in range(seat_view.cubes):
        box = pygame.Rect(x + k * (side + gap), line.centery - side // 2, side, side)
        pen.cube(box, seat_view.colour, hollow=k < seat_view.placed)
    return x + seat_view.cubes * (side + gap)


def _artifacts_room(pen: Pen, seat_view: SeatView) -> int:
    """The width the artifacts' shortest text needs beside the cubes (nothing without artifacts)."""
    if not seat_view.artifacts:
        return 0
    return pen.font(MIN_TEXT, bold=True).size(_short_count(pen, seat_view))[0] + pen.px(18)


def _short_count(pen: Pen, seat_view: SeatView) -> str:
    """The artifacts' shortest text: how many ("Artif. 2")."""
    return pen.tr("seat.artifacts_short", count=len(seat_view.artifacts))


def _hospital(pen: Pen, seat_view: SeatView, band: pygame.Rect) -> None:
    """A cube in the hospital (poisoned: one cube fewer next round): a red cross above a cube, on the
    colour band under the seat's mark (the cube line has no room to spare)."""
    side = pen.px(20)
    cross = pygame.Rect(0, band.top + pen.px(44), side, side)
    cross.centerx = band.centerx
    pygame.draw.rect(pen.surface, theme.PARCHMENT_LIGHT, cross, border_radius=pen.px(4))
    bar = max(2, side // 4)
    pygame.draw.rect(pen.surface, theme.DANGER, (cross.centerx - bar // 2, cross.top + 3, bar, side - 6))
    pygame.draw.rect(pen.surface, theme.DANGER, (cross.left + 3, cross.centery - bar // 2, side - 6, bar))
    cube = pygame.Rect(0, cross.bottom + pen.px(6), pen.px(18), pen.px(18))
    cube.centerx = band.centerx
    pygame.draw.rect(pen.surface, theme.PARCHMENT_LIGHT, cube.inflate(pen.px(4), pen.px(4)), border_radius=pen.px(4))
    pen.cube(cube, seat_view.colour)


def _artifacts(pen: Pen, seat_view: SeatView, line: pygame.Rect) -> None:
    """The seat's artifacts by their short names when they fit the line, else the first and how many
    more, else how many ("2 artifacts", else "Artif. 2"); a tap on the strip shows them with their effects."""
    if not seat_view.artifacts:
        return
    short = [pen.tr(f"artifact.{a}") for a in seat_view.artifacts if a in ARTIFACT_BY_ID]
    names = " \u00b7 ".join(short)
    first = f"{short[0]} +{len(short) - 1}" if len(short) > 1 else ""
    counted = pen.tr("seat.artifacts", count=len(seat_view.artifacts))
    text = pen.first_fitting([t for t in (names, first, counted) if t] + [_short_count(pen, seat_view)], line.width)
    pen.fit(text, line, MIN_TEXT, theme.INK_MUTED, "midleft")  # the last one shrinks (a test keeps it uncut)
