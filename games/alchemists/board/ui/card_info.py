"""A readable card telling what an artifact or a favor does, drawn over the board where the player
decides: for a tapped artifact card or favor, the artifact or favor being chosen (or holding the
keyboard's focus), and for a tapped seat strip that seat's artifacts. Text at no less than 26 design
px (the title larger); a tap on the card closes it. The words come from the rules summary
(`alchemists_table.effect.*`)."""

from __future__ import annotations

import pygame

from games.alchemists.board.components import ARTIFACT_BY_ID, FAVOR_NAMES, FAVORS
from games.alchemists.board.view import View
from games.alchemists.board.ui.art import PLATE, Pen
from games.alchemists.board.ui.layout import TableLayout
from games.alchemists.board.ui.targets import Hit, Target
from games.alchemists.ui.players import player_name
from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.text import wrap_text

CLOSE: Target = ("info",)  # the card's own target: a tap on it closes it
WIDTH = 620  # design px
PAD = 20
TITLE, BODY, NOTE = 34, 27, 24
ROMAN = ("I", "II", "III")
Block = tuple[str, int, bool, theme.Color]  # text, design size, bold, colour


def card_target(target: Target | None, private: bool) -> Target | None:
    """`target` when it has a card to show (favors only while the private area is shown)."""
    if target is None or len(target) != 2:
        return None
    kind, key = target
    if kind == "artifact" and key in ARTIFACT_BY_ID or kind == "player":
        return target
    return target if kind == "favor" and key in FAVORS and private else None


def card_blocks(pen: Pen, view: View, target: Target) -> list[Block]:
    """The card's texts, top to bottom."""
    kind, key = target
    if kind == "artifact":
        return _artifact_blocks(pen, key, heading=True)  # type: ignore[arg-type]
    if kind == "favor":
        name = FAVOR_NAMES[key]["de" if pen.ctx.tr.language == "de" else "en"]  # type: ignore[index]
        count = view.favors[FAVORS.index(key)] if view.favors else 0  # type: ignore[arg-type]
        facts = pen.tr("card.favor") + (f"  \u00d7{count}" if count > 1 else "")
        return [(name, TITLE, True, theme.INK_TEXT), (facts, NOTE, False, theme.INK_MUTED),
                (pen.tr(f"effect.favor.{key}"), BODY, False, theme.INK_TEXT)]
    seat_view = view.seats[key]  # type: ignore[index]
    blocks: list[Block] = [(pen.tr("card.seat", player=player_name(pen.ctx, seat_view.colour)), TITLE, True,
                            theme.INK_TEXT)]
    for artifact in seat_view.artifacts:
        blocks += _artifact_blocks(pen, artifact, heading=False)
    if not seat_view.artifacts:
        blocks.append((pen.tr("card.none"), BODY, False, theme.INK_MUTED))
    return blocks


def _artifact_blocks(pen: Pen, artifact_id: str, *, heading: bool) -> list[Block]:
    artifact = ARTIFACT_BY_ID[artifact_id]
    name = artifact.de if pen.ctx.tr.language == "de" else artifact.en
    points = (pen.tr("card.points_vary") if artifact.points is None
              else pen.tr("card.points", count=artifact.points))
    facts = " \u00b7 ".join((pen.tr("card.tier", tier=ROMAN[artifact.tier - 1]),
                             pen.tr("card.price", gold=artifact.cost), points))
    effect = (pen.tr(f"effect.artifact.{artifact_id}"), BODY, False, theme.INK_TEXT)
    if heading:
        return [(name, TITLE, True, theme.INK_TEXT), (facts, NOTE, False, theme.INK_MUTED), effect]
    return [(name, BODY, True, theme.INK_TEXT), effect]


def draw_card_info(surface: pygame.Surface, layout: TableLayout, ctx: Context, view: View, target: Target,
                   anchor: pygame.Rect) -> Hit:
    """The card for `target` next to `anchor` (above it, else below; left of a seat strip); its hit."""
    pen = Pen(surface, layout, ctx, {})
    blocks = card_blocks(pen, view, target) + [(pen.tr("card.close"), NOTE, False, theme.INK_MUTED)]
    inner = pen.px(WIDTH - 2 * PAD)
    lines = [(line, pen.font(size, bold=bold), colour) for text, size, bold, colour in blocks
             for line in wrap_text(pen.font(size, bold=bold), text, inner)]
    height = sum(font.get_linesize() for _, font, _ in lines) + pen.px(2 * PAD + 8)
    rect = _place(layout, pygame.Rect(0, 0, pen.px(WIDTH), height), anchor, beside=target[0] == "player")
    pygame.draw.rect(surface, theme.INK, rect.move(pen.px(4), pen.px(6)), border_radius=pen.px(16))
    pen.plate(rect, PLATE, theme.EMBER, radius=16, width=4)
    y = rect.top + pen.px(PAD)
    for line, font, colour in lines:
        surface.blit(font.render(line, True, colour), (rect.left + pen.px(PAD), y))
        y += font.get_linesize()
    return Hit(rect, CLOSE)


def _place(layout: TableLayout, card: pygame.Rect, anchor: pygame.Rect, *, beside: bool) -> pygame.Rect:
    """`card` above `anchor` (below when there is no room), or left of it with `beside`; inside the board."""
    board = layout.rect(88, 8, 1824, 874)
    gap = layout.px(10)
    if beside:
        card.topright = (anchor.left - gap, anchor.top)
    else:
        card.midbottom = (anchor.centerx, anchor.top - gap)
        if card.top < board.top:
            card.midtop = (anchor.centerx, anchor.bottom + gap)
    return card.clamp(board)
