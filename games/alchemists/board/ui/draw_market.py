"""The open market of the board: the face-up ingredient row with the deck, the
adventurer (this round's three wishes, what was sold to whom, while selling the bids with their smileys, the next
adventurer) and the artifact display (name, price, points; bought ones marked with the buyer)."""

from __future__ import annotations

import pygame

from games.alchemists.board.components import ARTIFACT_BY_ID, TIER_OF_ROUND, Artifact
from games.alchemists.board.view import View
from games.alchemists.components import INGREDIENTS
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui import printed
from games.alchemists.board.ui.art import LABEL, MIN_TEXT, PLATE, Pen
from games.alchemists.board.ui.pieces import draw_card_back, draw_coin, draw_empty_slot, draw_smiley
from games.app.kit import theme

ROMAN = ("I", "II", "III")


# ---- the row ------------------------------------------------------------------------------------
def draw_row(pen: Pen, view: View) -> None:
    """The face-up ingredients (targets) and the deck with its count (a target)."""
    places = pen.layout.row_cards(5)
    for ingredient, rect in zip(view.row, places):
        pen.plate(rect, theme.PARCHMENT_LIGHT, radius=10)
        pen.icon("ingredient", INGREDIENTS[ingredient], rect.inflate(-pen.px(10), -pen.px(10)))
        pen.target(rect, T.row(ingredient))
    for rect in places[len(view.row):5]:
        draw_empty_slot(pen, rect.inflate(-pen.px(8), -pen.px(8)))
    deck = places[5]
    draw_card_back(pen, deck.inflate(-pen.px(14), -pen.px(4)))
    _count_badge(pen, deck, view.deck_size)
    pen.target(deck, T.DECK)


def _count_badge(pen: Pen, rect: pygame.Rect, count: int) -> None:
    badge = pygame.Rect(0, 0, pen.px(44), pen.px(32))
    badge.midbottom = (rect.centerx, rect.bottom + pen.px(2))
    pygame.draw.rect(pen.surface, theme.INK, badge, border_radius=pen.px(10))
    pen.text(str(count), badge.center, MIN_TEXT, theme.TEXT_LIGHT, "center", bold=True)


# ---- the adventurer -----------------------------------------------------------------------------
def draw_adventurer(pen: Pen, view: View) -> None:
    """The three wishes (targets) with their buyers, the shown bids and the next adventurer."""
    region = pen.layout.adventurer
    if not view.adventurer:
        pen.fit(pen.tr("adventurer.none"), region.inflate(-pen.px(20), 0), LABEL, theme.TEXT_MUTED, "center")
        return
    sold = dict(view.sold)
    for index, (potion, rect) in enumerate(zip(view.adventurer, pen.layout.wish_rects())):
        pen.plate(rect, PLATE, radius=10)
        pen.icon("potion", potion, rect.inflate(-pen.px(12), -pen.px(12)))
        if index in sold:
            _sold_mark(pen, rect, view.seats[sold[index]].colour)
        pen.target(rect, T.wish(index))
    if not _bids(pen, view):
        _next(pen, view)


def _sold_mark(pen: Pen, rect: pygame.Rect, colour: str) -> None:
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((30, 20, 14, 120))
    pen.surface.blit(veil, rect)
    pen.disc((rect.right - pen.px(18), rect.bottom - pen.px(18)), pen.px(16), colour)


def _bids(pen: Pen, view: View) -> bool:
    """While the potions are sold, the shown bids in selling order where the next adventurer stands:
    each seat's disc with its discount and its smileys as the bid cards show them (one more in the
    green and blue zones). False when there is nothing to show."""
    if not view.bids or view.phase != "sell":
        return False
    strip = pen.layout.next_adventurer_rect()
    width = strip.width // len(view.bids)
    face = pen.px(7 if len(view.bids) > 3 else 9)  # a smiley's radius; two columns of them beside the disc
    radius = min(pen.px(17), strip.height // 2, (width - pen.px(3) - 2 * (2 * face + pen.px(1))) // 2)
    for k, (seat, discount, smileys) in enumerate(view.bids):
        left = strip.left + k * width
        pen.disc((left + radius, strip.centery), radius, view.seats[seat].colour, f"-{discount}" if discount else "0")
        x0 = left + 2 * radius + pen.px(4)
        per_column = 1 if smileys <= 2 else 2
        for s in range(smileys):
            column, row = divmod(s, per_column)
            y = strip.centery if per_column == 1 else strip.centery + (2 * row - 1) * (face + pen.px(1))
            draw_smiley(pen, (x0 + face + column * (2 * face + pen.px(2)), y), face)
    return True


def _next(pen: Pen, view: View) -> None:
    strip = pen.layout.next_adventurer_rect()
    if not view.next_adventurer:
        pen.fit(pen.tr("adventurer.last"), strip, MIN_TEXT, theme.TEXT_MUTED, "midleft", bold=False)
        return
    label = pen.text(pen.tr("adventurer.next"), (strip.left, strip.centery), MIN_TEXT, theme.TEXT_MUTED, "midleft")
    side = strip.height
    for k, potion in enumerate(view.next_adventurer):
        x = label.right + pen.px(10) + k * (side + pen.px(6))
        pen.icon("potion", potion, pygame.Rect(x, strip.top, side, side))

CARD_FOOT: theme.Color = (222, 198, 146)  # an artifact card's foot, where its price and points are printed


# ---- artifacts ----------------------------------------------------------------------------------
def draw_artifacts(pen: Pen, view: View) -> None:
    """This round's tier: each card with name, price and points; bought ones with the buyer's disc."""
    tier = TIER_OF_ROUND[max(view.round, 1) - 1]
    dealt = view.artifacts_dealt[tier - 1] if view.artifacts_dealt else ()
    owners = {a: s for s, sv in enumerate(view.seats) for a in sv.artifacts}
    cards = pen.layout.artifact_cards(3)
    region = pen.layout.artifacts
    pen.text(pen.tr("artifacts.tier", tier=ROMAN[tier - 1]), (region.right - pen.px(12), region.top + pen.px(21)),
             MIN_TEXT, theme.TEXT_MUTED, "midright")
    if not dealt:
        for rect in cards:
            draw_empty_slot(pen, rect)
    for artifact_id, rect in zip(dealt, cards):
        _artifact_card(pen, ARTIFACT_BY_ID[artifact_id], rect, owners.get(artifact_id), view)
        if artifact_id not in owners:
            pen.target(rect, T.artifact(artifact_id))


def artifact_name(pen: Pen, artifact: Artifact) -> str:
    """The artifact's full name in the table's language."""
    return artifact.de if pen.ctx.tr.language == "de" else artifact.en


def _artifact_card(pen: Pen, artifact: Artifact, rect: pygame.Rect, owner: int | None, view: View) -> None:
    """A printed card: a frame line inside its edge, the name, and a darker foot with its price and points."""
    pen.plate(rect, theme.PARCHMENT_LIGHT if owner is None else (170, 156, 130), radius=10)
    body = rect.inflate(-pen.px(12), -pen.px(12))
    foot = pygame.Rect(rect.left + pen.px(4), body.bottom - pen.px(46), rect.width - pen.px(8), rect.bottom - body.bottom
                       + pen.px(42))
    pygame.draw.rect(pen.surface, CARD_FOOT, foot, border_bottom_left_radius=pen.px(8),
                     border_bottom_right_radius=pen.px(8))
    printed.frame_line(pen.surface, rect, theme.BRASS_DARK, pen.px(5), pen.px(10))
    name_box = pygame.Rect(body.left, body.top, body.width, body.height - pen.px(46))
    _name(pen, artifact, name_box)
    side = pen.px(40)
    draw_coin(pen, pygame.Rect(body.left, body.bottom - side, side, side), str(artifact.cost))
    points = "?" if artifact.points is None else str(artifact.points)
    pen.text(f"{points} \u2605", (body.right, body.bottom - side // 2), LABEL, theme.INK_TEXT, "midright", bold=True)
    if owner is not None:
        pen.disc((rect.centerx, body.bottom - side // 2), pen.px(16), view.seats[owner].colour)


def _name(pen: Pen, artifact: Artifact, box: pygame.Rect) -> None:
    """The full name (wrapped) in `box`, else the short one."""
    pen.label([artifact_name(pen, artifact), pen.tr(f"artifact.{artifact.id}")], box, LABEL)
