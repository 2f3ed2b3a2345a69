"""An open exchange (Drop, Trade, Equip) over the board: what the figure carries on the left, what
the other side holds on the right (the field, the tower tableau, or another figure), one row per
element. A tap on a row moves one element across, and so does dragging it onto the other side;
equipment is put on or taken off with its button; Done closes the exchange. Rows that cannot
move (the rules let nothing move back within one exchange) are greyed."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.scene import Context, Intent
from games.app.kit.widgets import Button, ButtonGroup, draw_panel, draw_text, draw_text_box, fit_font
from games.materia_prima.ui.buttons import draw_readable_button
from games.materia_prima import actions as A
from games.materia_prima.components import ELEMENTS
from games.materia_prima.elements import Bag, size
from games.materia_prima.exchange import holding
from games.materia_prima.figures import carried
from games.materia_prima.state import Exchange, State
from games.materia_prima.stats import figure_carry, storage_limit
from games.materia_prima.ui import art
from games.materia_prima.ui import words as W
from games.materia_prima.ui.layout import DIALOG
from games.materia_prima.ui.narrate import who

ROW_H, GAP, DRAG_START = 76, 8, 14
EXCHANGE_STEPS = (A.Give, A.Take, A.Wear, A.Stow, A.Done)
HEAD_H = 120


def _side_rect(right: bool) -> pygame.Rect:
    width = (DIALOG.w - 3 * 24) // 2
    return pygame.Rect(DIALOG.x + 24 + (width + 24 if right else 0), DIALOG.y + HEAD_H, width,
                       DIALOG.h - HEAD_H - 130)


def side_titles(ctx: Context, state: State, ex: Exchange) -> tuple[str, str]:
    """The two sides' headings with how full they are."""
    tr = ctx.tr
    mine = carried(state, ex.figure)
    left = W.t(tr, "exchange.carries", figure=who(tr, ex.figure), count=size(mine), limit=figure_carry(state, ex.figure))
    if ex.other == "ground":
        right = W.t(tr, "exchange.ground")
    elif ex.other == "tower":
        owner = state.owner_of(ex.figure)
        assert owner is not None
        right = W.t(tr, "exchange.tower", count=size(owner.storage), limit=storage_limit(owner))
    else:
        theirs = carried(state, ex.other)
        right = W.t(tr, "exchange.carries", figure=who(tr, ex.other), count=size(theirs),
                    limit=figure_carry(state, ex.other))
    return left, right


class ExchangePanel:
    """Buttons, drag and drawing of an open exchange."""

    def __init__(self) -> None:
        self.pressed: tuple[object, tuple[int, int]] | None = None
        self.dragging = False
        self.pointer: tuple[int, int] | None = None

    def buttons(self, ctx: Context, state: State, legal: list[A.Action]) -> list[Button]:
        """One row per element on each side, the equipment buttons and Done."""
        ex = state.pending
        assert isinstance(ex, Exchange)
        buttons = []
        sides = ((False, carried(state, ex.figure), A.Give, A.Stow), (True, holding(state, ex.figure, ex.other), A.Take,
                                                                        A.Wear))
        for right, bag, verb, item_verb in sides:
            rows: list[tuple[A.Action, str]] = [(verb(e), "") for e, n in zip(ELEMENTS, bag) if n]
            key = "exchange.wear" if item_verb is A.Wear else "exchange.stow"
            rows += [(a, W.t(ctx.tr, key, item=W.thing_name(ctx.tr, a.item))) for a in legal  # type: ignore[attr-defined]
                     if isinstance(a, item_verb)]
            buttons += self._side_buttons(_side_rect(right), rows, legal)
        width = (DIALOG.w - 48 - 2 * GAP) // 3
        done = pygame.Rect(DIALOG.right - 24 - width, DIALOG.bottom - 118, width, 84)
        buttons.append(Button(done, W.t(ctx.tr, "exchange.done"), ("play", A.Done()), kind="primary", icon="check"))
        return buttons

    @staticmethod
    def _side_buttons(box: pygame.Rect, rows: list[tuple[A.Action, str]], legal: list[A.Action]) -> list[Button]:
        """One row per element or item of a side (two columns when they would not fit in one)."""
        fits = (box.h - 56) // (ROW_H + GAP)
        columns = 1 if len(rows) <= fits else 2
        width = (box.w - 24 - (columns - 1) * GAP) // columns
        buttons = []
        for index, (action, label) in enumerate(rows):
            column, row = index // fits if columns > 1 else 0, index % fits if columns > 1 else index
            rect = pygame.Rect(box.x + 12 + column * (width + GAP), box.y + 56 + row * (ROW_H + GAP), width, ROW_H)
            buttons.append(Button(rect, label, ("play", action), kind="secondary", enabled=action in legal))
        return buttons

    def handle_pointer(self, intent: Intent, group: ButtonGroup) -> A.Action | None:
        """Follow a drag from a row; letting go over the other side moves the element."""
        if intent.kind == "press" and intent.pos is not None:
            button = next((b for b in group.buttons if b.hit(intent.pos) and isinstance(b.action, tuple)), None)
            self.pressed = (button.action, intent.pos) if button is not None else None
            self.dragging = False
            return None
        if intent.kind == "move":
            self.pointer = intent.pos
            if self.pressed is not None and intent.pos is not None:
                start = self.pressed[1]
                self.dragging = self.dragging or abs(intent.pos[0] - start[0]) + abs(intent.pos[1] - start[1]) > DRAG_START
            return None
        if intent.kind != "click" or not self.dragging or self.pressed is None:
            return None
        action = self.pressed[0][1]  # type: ignore[index]
        self.pressed, self.dragging = None, False
        if not isinstance(action, (A.Give, A.Take)) or intent.pos is None:
            return None
        target = _side_rect(isinstance(action, A.Give))
        return action if target.collidepoint(intent.pos) else None

    def draw(self, canvas: pygame.Surface, ctx: Context, state: State, group: ButtonGroup) -> None:
        """The panel, both sides, the rows with tokens and names, the buttons."""
        ex = state.pending
        assert isinstance(ex, Exchange)
        draw_panel(canvas, DIALOG)
        title = W.t(ctx.tr, f"exchange.title_{'equip' if ex.equip else 'trade' if ex.other not in ('ground', 'tower') else 'drop'}")
        draw_text(canvas, title, fit_font(ctx.fonts, title, DIALOG.w - 48, 40, min_size=28, bold=True), theme.INK_TEXT,
                  (DIALOG.x + 24, DIALOG.y + 20))
        hint = W.t(ctx.tr, "exchange.hint")
        draw_text_box(canvas, ctx.fonts, hint, pygame.Rect(DIALOG.x + 24, DIALOG.y + 68, DIALOG.w - 48, 50),
                      theme.INK_MUTED, 26, min_size=24, line_spacing=1.0)
        for right, title_text in zip((False, True), side_titles(ctx, state, ex)):
            box = _side_rect(right)
            pygame.draw.rect(canvas, theme.PARCHMENT_LIGHT, box, border_radius=14)
            pygame.draw.rect(canvas, theme.BRASS_DARK, box, 3, border_radius=14)
            draw_text(canvas, title_text, fit_font(ctx.fonts, title_text, box.w - 24, 28, min_size=24, bold=True),
                      theme.INK_TEXT, (box.x + 12, box.y + 12))
        bags = {False: carried(state, ex.figure), True: holding(state, ex.figure, ex.other)}
        for button in group.buttons:
            if not (isinstance(button.action, tuple) and isinstance(button.action[1], EXCHANGE_STEPS)):
                continue
            draw_readable_button(canvas, ctx.fonts, button, hovered=group.hovered(button), focused=group.focused(button))
            action = button.action[1] if isinstance(button.action, tuple) else None
            if isinstance(action, (A.Give, A.Take)):
                self._draw_row(canvas, ctx, button, action.element, bags[isinstance(action, A.Take)])
        if self.dragging and self.pressed is not None and self.pointer is not None:
            action = self.pressed[0][1]  # type: ignore[index]
            if isinstance(action, (A.Give, A.Take)):
                art.blit_centred(canvas, art.element_token(action.element, 64), self.pointer)

    @staticmethod
    def _draw_row(canvas: pygame.Surface, ctx: Context, button: Button, element: str, bag: Bag) -> None:
        rect = button.rect
        canvas.blit(art.element_token(element, 48), (rect.x + 10, rect.centery - 24))
        amount = bag[ELEMENTS.index(element)]
        text = f"{W.element_name(ctx.tr, element)} ×{amount}"
        if ctx.fonts.get(24, bold=True, serif=False, condensed=True).size(text)[0] > rect.w - 80:
            text = f"×{amount}"
        ink = theme.INK_TEXT if button.enabled else theme.TEXT_MUTED
        draw_text(canvas, text, fit_font(ctx.fonts, text, rect.w - 80, 28, min_size=24, bold=True, serif=False), ink,
                  (rect.x + 68, rect.centery), "midleft")
