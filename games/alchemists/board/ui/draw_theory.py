"""The theory board: per ingredient its place (a target), the alchemical marker a theory put there,
the seals on it (face down unless the viewer owns them or the game is over), the conflict marker
with its pair's letter; under it the grant tiles (taken ones with the taker's disc)."""

from __future__ import annotations

import pygame

from games.alchemists.board.components import CONFERENCES, GRANTS
from games.alchemists.board.view import TheoryView, View
from games.alchemists.components import INGREDIENTS
from games.alchemists.board.ui import targets as T
from games.alchemists.board.ui.art import LABEL, MIN_TEXT, PLATE, TITLE, Pen
from games.alchemists.board.ui import printed
from games.alchemists.board.ui.pieces import draw_conflict, draw_seal
from games.app.kit import theme

PAIR_LETTERS = "ABCDEF"

SOCKET: theme.Color = (214, 196, 156)  # an empty seal socket on a theory
SOCKET_RIM: theme.Color = (170, 146, 100)


def conflict_letter(view: View, ingredient: int) -> str | None:
    """The letter of the conflict pair `ingredient`'s theory belongs to, or None."""
    for k, pair in enumerate(view.conflicts):
        if ingredient in pair:
            return PAIR_LETTERS[k]
    return None


def draw_theory(pen: Pen, view: View) -> None:
    """The eight places with their theories, then the grants."""
    theories = {t.ingredient: t for t in view.theories}
    for ingredient, rect in enumerate(pen.layout.theory_cells()):
        draw_theory_cell(pen, view, ingredient, theories.get(ingredient), rect)
        pen.target(rect, T.theory(ingredient))
    _grants(pen, view)
    _conference(pen, view)


def next_conference(round_number: int) -> int | None:
    """The round after which the next conference meets (None when none is left)."""
    return next((r for r in sorted(CONFERENCES) if r >= max(1, round_number)), None)


def _conference(pen: Pen, view: View) -> None:
    """The next conference under the title: after which round, how many theories with one's seal it asks."""
    after = next_conference(view.round)
    if after is None or view.phase == "over":
        return
    needs = CONFERENCES[after].needs[view.variant]
    region = pen.layout.theory
    line = pygame.Rect(region.left + pen.px(12), region.top + pen.px(34), region.w - pen.px(24), pen.px(30))
    texts = [pen.tr(key, round=after, count=needs) for key in ("theory.conference_line", "theory.conference_short")]
    pen.fit(pen.first_fitting(texts, line.width), line, MIN_TEXT, theme.BRASS_LIGHT, "midleft")


def draw_theory_cell(pen: Pen, view: View, ingredient: int, theory: TheoryView | None, rect: pygame.Rect,
                     *, wrong: bool = False) -> None:
    """One ingredient's place: picture, marker (or an empty slot), seals, conflict; `wrong` greys the
    marker (the revelation uses it)."""
    pen.plate(rect, PLATE, radius=10)
    pad = pen.px(6)
    picture = pygame.Rect(rect.left + pad, rect.top + pad, pen.px(56), pen.px(56))
    pen.icon("ingredient", INGREDIENTS[ingredient], picture)
    token = pygame.Rect(0, 0, pen.px(60), pen.px(60))
    token.topleft = (picture.right + pen.px(6), rect.top + pad - pen.px(2))
    if theory is None:
        printed.slot(pen.surface, token.inflate(-pen.px(10), -pen.px(10)), max(2, pen.px(4)), printed.PAPER)
    else:
        pen.icon("alchemical", theory.alchemical, token)
        if wrong:
            _cross(pen, token)
        _seals(pen, view, theory, rect)
    corner = pygame.Rect(0, 0, pen.px(42), pen.px(42))
    corner.topright = (rect.right - pad, rect.top + pad)
    if view.secret is not None and theory is not None:
        _truth(pen, theory.alchemical, view.secret[ingredient], corner, token)
        return
    letter = conflict_letter(view, ingredient)
    if letter is not None:
        marker = pygame.Rect(0, 0, pen.px(38), pen.px(38))
        marker.topright = (rect.right - pad, rect.top + pad)
        draw_conflict(pen, marker, letter)


def _truth(pen: Pen, claimed: int, true: int, corner: pygame.Rect, token: pygame.Rect) -> None:
    """At the end: a wrong theory's marker crossed and the true alchemical in the corner; a right one ticked."""
    if claimed == true:
        pygame.draw.circle(pen.surface, theme.SUCCESS, corner.center, corner.width // 2)
        pen.text("\u2713", corner.center, LABEL, theme.TEXT_LIGHT, "center", bold=True)
        return
    _cross(pen, token)
    pygame.draw.rect(pen.surface, theme.PARCHMENT_LIGHT, corner, border_radius=pen.px(8))
    pygame.draw.rect(pen.surface, theme.DANGER, corner, max(1, pen.px(3)), border_radius=pen.px(8))
    pen.icon("alchemical", true, corner.inflate(-pen.px(4), -pen.px(4)))


def _seals(pen: Pen, view: View, theory: TheoryView, rect: pygame.Rect) -> None:
    """The seals on the theory, each in its round socket; empty sockets for the seals still to come."""
    side = pen.px(38)
    gap = pen.px(4)
    y = rect.bottom - pen.px(6) - side
    for k in range(max(view.players, len(theory.seals))):
        box = pygame.Rect(rect.left + pen.px(6) + k * (side + gap), y, side, side)
        if k < len(theory.seals):
            seat, kind = theory.seals[k]
            draw_seal(pen, box, view.seats[seat].colour, kind)
        elif box.right <= rect.right - pen.px(4):
            pygame.draw.circle(pen.surface, SOCKET, box.center, side // 2 - pen.px(2))
            pygame.draw.circle(pen.surface, SOCKET_RIM, box.center, side // 2 - pen.px(2), max(1, pen.px(2)))


def _cross(pen: Pen, rect: pygame.Rect) -> None:
    width = max(2, pen.px(4))
    pygame.draw.line(pen.surface, theme.DANGER, rect.topleft, rect.bottomright, width)
    pygame.draw.line(pen.surface, theme.DANGER, rect.topright, rect.bottomleft, width)


def _grants(pen: Pen, view: View) -> None:
    takers = {g: s for s, sv in enumerate(view.seats) for g in sv.grants}
    for index, rect in enumerate(pen.layout.grant_tiles(len(GRANTS))):
        taken = index in takers
        pen.plate(rect, (170, 156, 130) if taken else theme.PARCHMENT_LIGHT, radius=8)
        side = min(rect.width // 2, rect.height // 2) - pen.px(2)
        spots = ((rect.left + pen.px(3), rect.top + pen.px(4)), (rect.right - pen.px(3) - side, rect.top + pen.px(4)),
                 (rect.centerx - side // 2, rect.bottom - pen.px(4) - side))
        for ingredient, (x, y) in zip(GRANTS[index], spots):
            pen.icon("ingredient", INGREDIENTS[ingredient], pygame.Rect(x, y, side, side))
        if taken:
            pen.disc(rect.center, pen.px(16), view.seats[takers[index]].colour)
        elif index in view.grants_left:
            pen.target(rect, T.grant(index))
