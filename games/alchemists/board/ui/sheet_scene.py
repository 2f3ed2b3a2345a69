"""A player's deduction sheet, full size: the board game's own results on the lab's notebook grid,
with the player's hand marks on top, as on the paper sheet.

Opened from the board (a tap on the compact grid of the private area, or N) for the seat holding
the screen; in a hot-seat match behind that player's curtain and closing itself when left alone
(games.app.table.private_screen), like the lab's notebook. What the sheet knows is `sheet_facts` of the
seat's view (its own results, every debunk, its periscope glimpses): the grid's shares, the certain
signs, the facts in words, a contradiction if the facts ever had one, and, on request, the best next
mix. A tap on a square puts the player's own mark there (cross, ring, empty: sheet_marks), kept with
the match and apart from what Athanor knows; a mark the facts contradict is outlined in red and
listed. "Clear my marks" asks first.
"""

from __future__ import annotations

import pygame

from games.alchemists.board.knowledge import sheet_facts
from games.alchemists.lab.notebook import Note, Page
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.note_words import KEY as NOTE, cell_text, contradiction_text, fact_text, hint_text, worlds_text
from games.alchemists.lab.ui.notebook_grid import GridGeometry, draw_grid
from games.alchemists.board.ui import sheet_marks as SM
from games.alchemists.board.ui.art import Pen
from games.alchemists.board.ui.draw_results import draw_results
from games.alchemists.board.ui.layout import table_layout
from games.alchemists.board.ui.targets import NO_MARKS
from games.alchemists.board.ui.words import ingredient, player
from games.app.kit import theme
from games.app.kit.common_scenes import ConfirmScene
from games.app.table.match_session import MatchSession
from games.app.scene import Context, Intent, Pop, Push, Scene, Transition
from games.app.kit.text import wrap_text
from games.app.kit.widgets import Button, ButtonGroup, draw_background, draw_button, draw_panel, draw_text, draw_text_box, fit_font

KEY = "alchemists_play.sheet."
GEOMETRY = GridGeometry(pygame.Rect(24, 110, 1004, 890))
SIDE = pygame.Rect(GEOMETRY.panel.right + 24, 110, theme.CANVAS_W - GEOMETRY.panel.right - 48, 890)
STATUS = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, 300)
BUTTONS_Y = SIDE.bottom - theme.BUTTON_H
FACTS = pygame.Rect(SIDE.x, STATUS.bottom + 16, SIDE.w, BUTTONS_Y - STATUS.bottom - 40)
BUTTON_SHARES = (0.3, 0.4, 0.3)  # Hint, Clear my marks, Close
PEN: theme.Color = (36, 64, 142)  # the player's own marks: ink of a blue pen
WRONG: theme.Color = theme.DANGER
FACT_SIZE = 26
TRIANGLE = 392  # the results triangle's square at the left of the facts (8 cells of 48 px and a margin)


class SheetScene(Scene):
    """The deduction sheet of the seat holding the screen (see the module docstring)."""

    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.seat = session.view().seat
        self.icons = IconCache()
        self.buttons = ButtonGroup()
        self.selected: SM.Cell | None = None
        self.hint = False
        self.marks: SM.Marks = SM.marks_of(session.ui, self.seat)
        self.triangle: dict[tuple[int, int], str] = {}  # what the results triangle showed at the last frame

    # -- what the sheet knows ------------------------------------------------------------------

    def page(self) -> Page:
        """The seat's facts as a notebook page (its worlds, or the first contradiction)."""
        view = self.session.view()
        return Page(view.seats[self.seat].colour, tuple(Note(fact, "experiment") for fact in sheet_facts(view)))

    # -- buttons and input -----------------------------------------------------------------------

    def enter(self, ctx: Context) -> None:
        tr = ctx.tr
        cells = [Button(GEOMETRY.cell(i, n), "", ("cell", i, n)) for n in range(8) for i in range(8)]
        row = [("hint", "hint_hide" if self.hint else "hint_show", "secondary"), ("clear", "clear", "quiet"),
               ("close", "close", "primary")]
        room, x, buttons = SIDE.w - 2 * theme.GAP, SIDE.x, []
        for (action, label, kind), share in zip(row, BUTTON_SHARES):
            width = round(room * share)
            buttons.append(Button(pygame.Rect(x, BUTTONS_Y, width, theme.BUTTON_H), tr(KEY + label), action, kind=kind,
                                  enabled=action != "clear" or bool(self.marks)))
            x += width + theme.GAP
        self.buttons.set(cells + buttons)

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind in ("back",):
            return Pop()
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        action = pressed.action
        if isinstance(action, tuple) and action[0] == "cell":
            self._mark((action[1], action[2]))
        elif action == "hint":
            self.hint = not self.hint
        elif action == "clear":
            return Push(self._clear_dialog(ctx))
        elif action == "close":
            return Pop()
        self.enter(ctx)
        return None

    def _mark(self, cell: SM.Cell) -> None:
        """A tap on a square: the next mark there, kept with the match at once."""
        self.selected = cell
        self.marks = SM.tapped(self.marks, cell)
        self._keep()

    def _keep(self) -> None:
        self.session.keep_ui(SM.UI_KEY, SM.with_marks(self.session.ui, self.seat, self.marks))

    def _clear_dialog(self, ctx: Context) -> ConfirmScene:
        def clear(ctx: Context) -> None:
            self.marks = {}
            self._keep()
            self.enter(ctx)

        return ConfirmScene(ctx.tr(KEY + "clear_question"), ctx.tr(KEY + "clear_consequence", count=len(self.marks)),
                            on_confirm=clear, confirm_label=ctx.tr(KEY + "clear"))

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        view = self.session.view()
        title = ctx.tr(KEY + "title", player=player(ctx.tr, view.seats[self.seat].colour))
        draw_text(canvas, title, fit_font(ctx.fonts, title, theme.CANVAS_W - 80, theme.TEXT_TITLE, min_size=36, bold=True),
                  theme.BRASS_LIGHT, (40, 55), "midleft")
        page = self.page()
        worlds = page.shown_worlds
        focus = self.buttons.focus
        focused = divmod(focus, 8)[::-1] if focus is not None and focus < 64 else None
        draw_grid(canvas, ctx, self.icons, worlds, None, focused, GEOMETRY)  # type: ignore[arg-type]
        wrong = SM.disagreements(self.marks, worlds)
        for cell, mark in self.marks.items():
            draw_mark(canvas, GEOMETRY.cell(*cell), mark, cell in wrong)
        if self.selected is not None:
            pygame.draw.rect(canvas, theme.EMBER, GEOMETRY.cell(*self.selected).inflate(2, 2), 5, border_radius=10)
        self._draw_status(canvas, ctx, page, wrong)
        self._draw_facts(canvas, ctx, page)
        for button in self.buttons.buttons[64:]:
            draw_button(canvas, ctx.fonts, button, hovered=self.buttons.hovered(button), focused=self.buttons.focused(button))

    def _draw_status(self, canvas: pygame.Surface, ctx: Context, page: Page, wrong: list[SM.Cell]) -> None:
        """The solutions left, the tapped square, marks the facts contradict, the hint."""
        draw_panel(canvas, STATUS)
        inner = STATUS.inflate(-2 * theme.PAD, -2 * theme.PAD)
        worlds = page.shown_worlds
        if page.contradiction is not None:
            heading, body = ctx.tr(NOTE + "contradiction.heading"), contradiction_text(ctx, page.contradiction)
        else:
            heading, body = worlds_text(ctx, worlds.count), self._status_text(ctx, page, wrong)
        font = fit_font(ctx.fonts, heading, inner.w, theme.TEXT_HEADING - 8, min_size=28, bold=True)
        draw_text(canvas, heading, font, theme.INK_TEXT, inner.topleft)
        box = pygame.Rect(inner.x, inner.y + 56, inner.w, inner.h - 56)
        draw_text_box(canvas, ctx.fonts, body, box, theme.INK_TEXT, 28, min_size=24, serif=False)

    def _status_text(self, ctx: Context, page: Page, wrong: list[SM.Cell]) -> str:
        worlds = page.shown_worlds
        parts = []
        if self.selected is not None:
            i, n = self.selected
            parts.append(cell_text(ctx, i, n + 1, int(worlds.cell_counts[i, n]), worlds.count))
        else:
            parts.append(ctx.tr(KEY + "legend"))
        if wrong:
            cells = ", ".join(f"{ingredient(ctx.tr, i)} {n + 1}" for i, n in wrong)
            parts.append(ctx.tr(KEY + "disagree", cells=cells))
        if self.hint and worlds.count > 1:
            parts.append(hint_text(ctx, worlds.best_experiment, worlds.count))
        return "\n".join(parts)

    def _draw_facts(self, canvas: pygame.Surface, ctx: Context, page: Page) -> None:
        """What the sheet knows: the results triangle (as on the board's private area, large) and the facts
        in words beside it, newest first (as many as fit)."""
        draw_panel(canvas, FACTS)
        inner = FACTS.inflate(-2 * theme.PAD, -2 * theme.PAD)
        heading = ctx.tr(KEY + "facts", count=len(page.notes))
        draw_text(canvas, heading, ctx.fonts.get(30, bold=True), theme.INK_TEXT, inner.topleft)
        body = pygame.Rect(inner.x, inner.y + 44, inner.w, inner.h - 44)
        side = min(TRIANGLE, body.h)
        pen = Pen(canvas, table_layout((theme.CANVAS_W, theme.CANVAS_H)), ctx, NO_MARKS)
        self.triangle = draw_results(pen, self.session.view(), pygame.Rect(body.x, body.y, side, side))
        words = pygame.Rect(body.x + side + theme.PAD, body.y, body.w - side - theme.PAD, body.h)
        lines = [fact_text(ctx, note.fact) for note in reversed(page.notes)] or [ctx.tr(KEY + "no_facts")]
        font = ctx.fonts.get(FACT_SIZE, serif=False)
        y, bottom = words.y, words.bottom
        for line in lines:
            rows = len(wrap_text(font, "• " + line, words.w))
            height = font.get_linesize() * rows
            if y + height > bottom:
                rest = ctx.tr(KEY + "more", count=len(lines) - lines.index(line))
                draw_text_box(canvas, ctx.fonts, rest, pygame.Rect(words.x, y, words.w, bottom - y), theme.INK_MUTED,
                              FACT_SIZE, min_size=24, serif=False, line_spacing=1.0)
                break
            draw_text_box(canvas, ctx.fonts, "• " + line, pygame.Rect(words.x, y, words.w, height), theme.INK_TEXT,
                          FACT_SIZE, min_size=24, serif=False, line_spacing=1.0)
            y += height + 4


def draw_mark(canvas: pygame.Surface, cell: pygame.Rect, mark: str, wrong: bool) -> None:
    """The player's own mark in a square: a pen cross or ring (outlined in red when the facts disagree)."""
    box = cell.inflate(-cell.w // 3, -cell.h // 4)
    if mark == "x":
        pygame.draw.line(canvas, PEN, box.topleft, box.bottomright, 7)
        pygame.draw.line(canvas, PEN, box.bottomleft, box.topright, 7)
    else:
        pygame.draw.ellipse(canvas, PEN, box, 6)
    if wrong:
        pygame.draw.rect(canvas, WRONG, cell.inflate(-4, -4), 5, border_radius=8)


def open_sheet(session: MatchSession, names: list[str]) -> Push:
    """The sheet of the seat holding the screen; in a hot-seat match behind that player's curtain
    ("Not now" closes it) and closing itself when left alone."""
    from games.app.kit.common_scenes import CurtainScene
    from games.app.table.private_screen import PrivacyGuard, PrivateScene
    from games.app.scene import Replace

    if not session.curtained:
        return Push(SheetScene(session))

    def lift(ctx: Context) -> Transition:
        guard = PrivacyGuard(IDLE_SECONDS, ctx.now())
        return Replace(PrivateScene(SheetScene(session), guard))

    return Push(CurtainScene(names[session.view().seat], then=lift, cancellable=True))


IDLE_SECONDS = 90  # a sheet left alone this long closes itself (hot-seat)
