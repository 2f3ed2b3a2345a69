"""The end of a match: the grand revelation theory by theory, then the score table.

Everything is read from the final view (at the end every seal and the secret are open) and the
outcome's breakdowns (games.alchemists.board.scoring). Next shows the next theory, Skip goes to the
table; from the table: a new game, back to the board, or the menu."""

from __future__ import annotations

import pygame

from games.alchemists.board.scoring import Breakdown
from games.alchemists.board.view import View
from games.alchemists.board.ui.controls import draw_buttons, strip_of
from games.alchemists.board.ui.draw import draw_table
from games.alchemists.board.ui.draw_reveal import draw_revelation, reveal_rows
from games.alchemists.board.ui.layout import table_layout
from games.alchemists.board.ui.pieces import seat_emblem
from games.alchemists.board.ui.words import player
from games.app.kit import theme
from games.app.table.match_board import new_match
from games.app.table.match_session import MatchSession
from games.app.scene import Context, Home, Intent, Pop, Scene, Transition
from games.app.table.score_table import ScoreCell, ScoreLabels, ScoreRow, ScoreSeat, ScoreSheet, draw_score_table
from games.app.kit.text import draw_text, draw_text_box
from games.app.kit.widgets import Button, ButtonGroup, draw_background, draw_panel

STAGE = pygame.Rect(56, 140, 1400, 900)
SIDE = pygame.Rect(1490, 140, 374, 900)


class EndScene(Scene):
    """The final scoring of a finished match."""

    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.view: View = session.view()
        self.theories = reveal_rows(self.view)
        self.shown = min(1, len(self.theories))  # theories turned over so far
        self.layout = table_layout((theme.CANVAS_W, theme.CANVAS_H))
        self.strip = strip_of(self.layout.command)
        self.buttons = ButtonGroup()

    @property
    def at_table(self) -> bool:
        """True once every theory is revealed and the score table shows."""
        return self.shown > len(self.theories)

    def enter(self, ctx: Context) -> None:
        self._build(ctx)

    def _build(self, ctx: Context) -> None:
        tr = ctx.tr
        rows = [pygame.Rect(SIDE.x, SIDE.bottom - (3 - i) * theme.BUTTON_H - (2 - i) * theme.GAP, SIDE.w,
                            theme.BUTTON_H) for i in range(3)]
        if self.at_table:
            self.buttons.set([Button(rows[0], tr("alchemists_play.end.new_game"), "new", kind="primary"),
                              Button(rows[1], tr("alchemists_play.end.board"), "board", icon="back"),
                              Button(rows[2], tr("alchemists_play.board.menu"), "menu", kind="quiet")])
        else:
            self.buttons.set([Button(self.strip.confirm, tr("alchemists_play.end.next"), "next", kind="primary"),
                              Button(self.strip.back, tr("alchemists_play.end.skip"), "skip", kind="quiet")])

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return Pop()
        if intent.kind == "confirm" and self.buttons.focus is None and not self.at_table:
            return self._go("next", ctx)
        pressed = self.buttons.handle(intent)
        return self._go(pressed.action, ctx) if pressed is not None else None

    def _go(self, action: object, ctx: Context) -> Transition | None:
        if action in ("next", "skip"):
            self.shown = len(self.theories) + 1 if action == "skip" else self.shown + 1
            self._build(ctx)
            return None
        if action == "board":
            return Pop()
        if action == "menu":
            return Home()
        return new_match(ctx, self.session.game_id)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        outcome = self.session.outcome
        if not self.at_table:
            self._draw_revelation(canvas, ctx)
            return
        draw_background(canvas)
        draw_text(canvas, ctx.tr("alchemists_play.end.title"), ctx.fonts.get(theme.TEXT_TITLE, bold=True),
                  theme.BRASS_LIGHT, (STAGE.x + 10, 40))
        if outcome is None:
            return
        draw_score_table(canvas, ctx.fonts, score_sheet(ctx, self.view, outcome.details, outcome.winner), STAGE)
        draw_panel(canvas, pygame.Rect(SIDE.x, SIDE.y, SIDE.w, SIDE.h - 3 * theme.BUTTON_H - 3 * theme.GAP))
        draw_text_box(canvas, ctx.fonts, self._side_text(ctx, outcome.details, outcome.winner),
                      pygame.Rect(SIDE.x + 20, SIDE.y + 20, SIDE.w - 40, SIDE.h - 3 * theme.BUTTON_H - 3 * theme.GAP - 40),
                      theme.INK_TEXT, 30, min_size=24)
        self.buttons.draw(canvas, ctx.fonts)

    def _draw_revelation(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The final board with the revelation panel over it, theory by theory; the words and the
        buttons in the strip below."""
        view = self.view
        draw_table(canvas, self.layout, view, ctx, {}, private=self.session.is_human(view.seat))
        draw_revelation(canvas, self.layout, view, ctx, self.shown)
        area = self.strip.area
        pygame.draw.rect(canvas, theme.WOOD_DARK, area, border_radius=12)
        pygame.draw.rect(canvas, theme.BRASS_DARK, area, 3, border_radius=12)
        box = pygame.Rect(area.x + 16, area.y + 8, self.strip.confirm.x - area.x - 32, area.h - 16)
        draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists_play.end.explain_revelation"), box, theme.TEXT_LIGHT, 28,
                      min_size=24)
        draw_buttons(canvas, ctx, self.buttons)

    def _side_text(self, ctx: Context, details: tuple, winner: int | None) -> str:
        tr = ctx.tr
        if winner is None:
            return tr("alchemists_play.end.draw")
        return tr("alchemists_play.end.winner", player=player(tr, self.view.seats[winner].colour),
                  points=details[winner].total)


def score_sheet(ctx: Context, view: View, details: tuple, winner: int | None) -> ScoreSheet:
    """The score table of a finished match in the current language."""
    tr = ctx.tr
    seats = tuple(ScoreSeat(player(tr, s.colour), seat_emblem(s.colour)) for s in view.seats)
    b: tuple[Breakdown, ...] = details

    def row(key: str, values: list[int], notes: list[str] | None = None) -> ScoreRow:
        cells = tuple(ScoreCell(v, (notes or [""] * len(values))[i]) for i, v in enumerate(values))
        return ScoreRow(tr(f"alchemists_play.end.row_{key}"), cells)

    rows = (row("reputation", [x.reputation for x in b], [tr("alchemists_play.end.rep_note", now=s.reputation)
                                                          for s in view.seats]),
            row("artifacts", [x.artifacts for x in b]), row("grants", [x.grants for x in b]),
            row("gold", [x.gold for x in b]), row("theories", [x.theories for x in b], None))
    labels = ScoreLabels(tr("alchemists_play.end.row"), tr("alchemists_play.end.points"), tr("alchemists_play.end.total"))
    return ScoreSheet(seats, rows, tuple(x.total for x in b), () if winner is None else (winner,), labels,
                      tr("alchemists_play.end.legend"))
