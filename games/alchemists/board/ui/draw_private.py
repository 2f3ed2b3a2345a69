"""The viewer's private area, drawn only behind the curtain: ingredient cards, favors and seals in
stock (all targets), the results triangle of its known mixes and a compact deduction grid.

Everything comes from the view's own fields (hand, favors, seals, experiments whose ingredients it
may know): another seat's secrets are not in the view, so they cannot be drawn.
"""

from __future__ import annotations

from typing import Callable

import pygame

from games.alchemists.board.components import FAVOR_NAMES, FAVORS, SEALS
from games.alchemists.board.view import View
from games.alchemists.components import INGREDIENTS
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.art import LABEL, MIN_TEXT, Pen
from games.alchemists.board.ui.draw_results import draw_notebook, draw_results
from games.alchemists.board.ui.pieces import draw_card_back, draw_favor_back, draw_seal
from games.alchemists.ui.players import PLAYER_RGB
from games.app.kit import theme

ROW_LABEL_W = 40  # design px of the sign before each row
CHIP = 72  # design px: the side of a card chip (48 px at 1280 x 720)
FAVOR_PLATE: theme.Color = (226, 196, 214)
FELT: theme.Color = (58, 40, 30)  # the mat's felt before the seat's colour tints it


def draw_private(pen: Pen, view: View) -> None:
    """Hand, favors, seals, results and notebook of `view.seat`."""
    draw_cards(pen, view)
    draw_results_part(pen, view)
    draw_notebook_part(pen, view)


def draw_cards(pen: Pen, view: View) -> None:
    """The rows of ingredient cards, favors and seals in stock."""
    parts = pen.layout.private_parts()
    colour = PLAYER_RGB[view.own().colour]
    mat = parts["cards"].inflate(pen.px(6), pen.px(4))  # the player's own mat: felt in the seat's colour
    felt = tuple(round(c * 0.22 + w * 0.78) for c, w in zip(colour, FELT))
    pygame.draw.rect(pen.surface, felt, mat, border_radius=pen.px(10))
    pygame.draw.rect(pen.surface, colour, mat, max(2, pen.px(4)), border_radius=pen.px(10))
    _hand(pen, view, parts["hand"])
    _favors(pen, view, parts["favors"])
    _seals(pen, view, parts["seals"])


def draw_results_part(pen: Pen, view: View) -> None:
    """The results triangle: a tap opens the full sheet."""
    area = pen.layout.private_parts()["results"]
    draw_results(pen, view, area)
    pen.target(area, T.SHEET)


def draw_notebook_part(pen: Pen, view: View) -> None:
    """The compact deduction grid: a tap opens the full sheet."""
    area = pen.layout.private_parts()["notebook"]
    draw_notebook(pen, view, area)
    pen.target(area, T.SHEET)


def draw_hidden(pen: Pen) -> None:
    """The private area closed: one line saying so."""
    region = pen.layout.private
    pen.fit(pen.tr("private.hidden"), region.inflate(-pen.px(40), 0), LABEL, theme.TEXT_MUTED, "center")


def _label(pen: Pen, rect: pygame.Rect, sign: Callable[[Pen, pygame.Rect], None]) -> int:
    """The row's sign at its left (a card, a favor card, a seal); returns the x after it."""
    box = pygame.Rect(rect.left, rect.top + pen.px(10), pen.px(ROW_LABEL_W), rect.height - pen.px(20))
    sign(pen, box)
    return box.right + pen.px(10)


def _chips(pen: Pen, rect: pygame.Rect, x: int, count: int, width: int) -> list[pygame.Rect]:
    """`count` chips of `width` (squeezed to fit) from `x` along `rect`."""
    if not count:
        return []
    gap = pen.px(6)
    room = rect.right - x
    width = max(pen.px(CHIP), min(width, (room - (count - 1) * gap) // count))
    return [pygame.Rect(x + k * (width + gap), rect.top, width, rect.height) for k in range(count)]


def _none(pen: Pen, rect: pygame.Rect, x: int) -> None:
    pen.text(pen.tr("private.empty"), (x + pen.px(8), rect.centery), LABEL, theme.TEXT_MUTED, "midleft")


def _hand(pen: Pen, view: View, rect: pygame.Rect) -> None:
    x = _label(pen, rect, draw_card_back)
    kinds = [i for i, n in enumerate(view.hand) if n]
    if not kinds:
        _none(pen, rect, x)
    for ingredient, chip in zip(kinds, _chips(pen, rect, x, len(kinds), pen.px(CHIP + 8))):
        pen.plate(chip, theme.PARCHMENT_LIGHT, radius=10)
        pen.icon("ingredient", INGREDIENTS[ingredient], chip.inflate(-pen.px(10), -pen.px(10)))
        if view.hand[ingredient] > 1:
            _count(pen, chip, view.hand[ingredient])
        pen.target(chip, T.ingredient(ingredient))


def _count(pen: Pen, chip: pygame.Rect, count: int) -> None:
    badge = pygame.Rect(0, 0, pen.px(34), pen.px(30))
    badge.bottomright = (chip.right + pen.px(4), chip.bottom + pen.px(4))
    pygame.draw.rect(pen.surface, theme.INK, badge, border_radius=pen.px(8))
    pen.text(f"{count}", badge.center, MIN_TEXT, theme.TEXT_LIGHT, "center", bold=True)


def _favors(pen: Pen, view: View, rect: pygame.Rect) -> None:
    x = _label(pen, rect, draw_favor_back)
    kinds = [FAVORS[i] for i, n in enumerate(view.favors) if n]
    if not kinds:
        _none(pen, rect, x)
    language = "de" if pen.ctx.tr.language == "de" else "en"
    for favor, chip in zip(kinds, _chips(pen, rect, x, len(kinds), pen.px(170))):
        pen.plate(chip, FAVOR_PLATE, radius=10)
        box = chip.inflate(-pen.px(8), -pen.px(4))
        names = [FAVOR_NAMES[favor][language], pen.tr(f"favor.{favor}")]
        pen.label(names + [_abbreviated(pen, names[-1], box.width)], box, MIN_TEXT)
        count = view.favors[FAVORS.index(favor)]
        if count > 1:
            _count(pen, chip, count)
        pen.target(chip, T.favor(favor))


def _abbreviated(pen: Pen, name: str, width: int) -> str:
    """`name` cut to the longest start that fits `width` with a full stop ("Assist."), when many
    favors share the row; the chip's card (a tap) names it whole."""
    for end in range(len(name) - 1, 1, -1):
        if pen.fits(name[:end] + ".", width):
            return name[:end] + "."
    return name[:2] + "."


def _seals(pen: Pen, view: View, rect: pygame.Rect) -> None:
    colour = view.own().colour
    x = _label(pen, rect, lambda p, box: draw_seal(p, box, colour, None))
    kinds = [kind for kind, n in zip(SEALS, view.seals) if n]
    for kind, chip in zip(kinds, _chips(pen, rect, x, len(kinds), pen.px(CHIP + 30))):
        pen.plate(chip, theme.PARCHMENT_LIGHT, radius=10)
        side = chip.height - pen.px(12)
        draw_seal(pen, pygame.Rect(chip.left + pen.px(6), chip.top + pen.px(6), side, side), colour, kind)
        pen.text(f"\u00d7{view.seals[SEALS.index(kind)]}", (chip.right - pen.px(6), chip.centery), LABEL,
                 theme.INK_TEXT, "midright", bold=True)
        pen.target(chip, T.seal(kind))
