"""The end screen: the shared score table (games.app.table.score_table) with one row per ingredient
kind — the cards counted, how doubling for the own colour and the bonuses came about — the bonus
for most cards of value 1, the totals, the winner, and the scoring rule as its legend."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.table.match_board import new_match
from games.app.table.match_session import MatchSession
from games.app.scene import Context, Home, Intent, Pop, Scene, Transition
from games.app.table.score_table import (
    Drawing, ScoreCell, ScoreLabels, ScoreRow, ScoreSeat, ScoreSheet, draw_score_table, signed,
)
from games.app.kit.widgets import Button, ButtonGroup, draw_background, draw_panel, draw_text, draw_text_box, fit_font
from games.kupferkessel.components import KINDS, OWN_COLOUR_FACTOR, SEAT_COLOURS, Kind
from games.kupferkessel.scoring import Breakdown, KindScore, kind_points
from games.kupferkessel.ui import card_art

TABLE = pygame.Rect(36, 130, 1430, 926)
SIDE = pygame.Rect(TABLE.right + 36, 130, 1920 - TABLE.right - 72, 926)
CHIP = (34, 40)


def points_note(seat: int, score: KindScore) -> str:
    """How a kind's points came about: "(−4 × 2)", "(+10 + 5)" or ""."""
    base, bonus = kind_points(score.values)
    doubled = KINDS[_kind_index(score.kind)].colour == SEAT_COLOURS[seat] and base != 0
    parts = f"{base:+d}".replace("-", "−") if doubled or bonus else ""
    if doubled:
        parts += f" × {OWN_COLOUR_FACTOR}"
    if bonus:
        parts += f" + {bonus}"
    return f"({parts})" if parts else ""


def _kind_index(kind_id: str) -> int:
    return next(k.index for k in KINDS if k.id == kind_id)


def score_sheet(ctx: Context, breakdowns: tuple[Breakdown, ...], winner: int | None) -> ScoreSheet:
    """The score table of a finished match in the current language."""
    names = [ctx.tr(f"kupferkessel.player.{c}") for c in SEAT_COLOURS]
    seats = tuple(ScoreSeat(names[seat], _figure(colour)) for seat, colour in enumerate(SEAT_COLOURS))
    rows = [_kind_row(ctx, kind, breakdowns) for kind in KINDS]
    tie = breakdowns[0].value_one_cards == breakdowns[1].value_one_cards
    rows.append(ScoreRow(ctx.tr("kupferkessel.score.ones_tie" if tie else "kupferkessel.score.ones"),
                         tuple(ScoreCell(b.value_one_bonus, ctx.tr("kupferkessel.score.ones_count", n=b.value_one_cards))
                               for b in breakdowns), rule=True))
    labels = ScoreLabels(ctx.tr("kupferkessel.score.kind"), ctx.tr("kupferkessel.score.points"),
                         ctx.tr("kupferkessel.score.total"))
    return ScoreSheet(seats, tuple(rows), tuple(b.total for b in breakdowns), () if winner is None else (winner,),
                      labels, ctx.tr("kupferkessel.score.rule_line"))


def _kind_row(ctx: Context, kind: Kind, breakdowns: tuple[Breakdown, ...]) -> ScoreRow:
    label = f"{ctx.tr(f'kupferkessel.kind.{kind.id}')} ({ctx.tr(f'kupferkessel.colour.{kind.colour}')})"
    cells = []
    for seat, breakdown in enumerate(breakdowns):
        score = next((s for s in breakdown.kinds if s.kind == kind.id), None)
        cells.append(ScoreCell(None) if score is None else
                     ScoreCell(score.points + score.bonus, points_note(seat, score), _chips(ctx, kind.colour, score.values),
                               len(score.values) * (CHIP[0] + 6)))
    icon = card_art.card_face(ctx.fonts, kind.colour, kind.id, 4, None, (36, 42))
    return ScoreRow(label, tuple(cells), icon=lambda canvas, rect: canvas.blit(icon, icon.get_rect(center=rect.center)))


def _figure(colour: str) -> Drawing:
    def draw(canvas: pygame.Surface, rect: pygame.Rect) -> None:
        canvas.blit(card_art.figure_image(colour, min(rect.w, rect.h)), rect.topleft)
    return draw


def _chips(ctx: Context, colour: str, values: tuple[int, ...]) -> Drawing:
    """The counted cards as small chips in their colour, each with its value."""
    palette = card_art.palette_for(colour)

    def draw(canvas: pygame.Surface, rect: pygame.Rect) -> None:
        height = min(CHIP[1], rect.h)
        for i, value in enumerate(values):
            chip = pygame.Rect(rect.x + i * (CHIP[0] + 6), rect.centery - height // 2, CHIP[0], height)
            pygame.draw.rect(canvas, palette.face, chip, border_radius=6)
            pygame.draw.rect(canvas, palette.frame, chip, 2, border_radius=6)
            draw_text(canvas, str(value), ctx.fonts.get(26, bold=True, serif=False), palette.ink, chip.center, "center")
    return draw


class ScoreScene(Scene):
    """Scores of a finished match, read from its outcome."""

    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.buttons = ButtonGroup()

    def enter(self, ctx: Context) -> None:
        x, w, bottom = SIDE.x, SIDE.w, SIDE.bottom
        self.buttons.set([
            Button(pygame.Rect(x, bottom - 3 * theme.BUTTON_H - 2 * theme.GAP, w, theme.BUTTON_H),
                   ctx.tr("kupferkessel.score.new_game"), "new", kind="primary"),
            Button(pygame.Rect(x, bottom - 2 * theme.BUTTON_H - theme.GAP, w, theme.BUTTON_H),
                   ctx.tr("kupferkessel.score.board"), "board", kind="secondary", icon="back"),
            Button(pygame.Rect(x, bottom - theme.BUTTON_H, w, theme.BUTTON_H), ctx.tr("kupferkessel.score.to_menu"),
                   "menu", kind="quiet"),
        ])

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return Pop()
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        if pressed.action == "board":
            return Pop()
        if pressed.action == "menu":
            return Home()
        return new_match(ctx, self.session.game_id)

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        outcome = self.session.outcome
        draw_text(canvas, ctx.tr("kupferkessel.score.title"), ctx.fonts.get(theme.TEXT_TITLE, bold=True),
                  theme.BRASS_LIGHT, (TABLE.x + 10, 28), shadow=theme.INK)
        if outcome is None:
            return
        breakdowns: tuple[Breakdown, ...] = outcome.details  # type: ignore[assignment]
        draw_score_table(canvas, ctx.fonts, score_sheet(ctx, breakdowns, outcome.winner), TABLE)
        self._draw_side(canvas, ctx, outcome.winner, outcome.scores)
        self.buttons.draw(canvas, ctx.fonts)

    def _draw_side(self, canvas: pygame.Surface, ctx: Context, winner: int | None, scores: tuple[int, ...]) -> None:
        names = [ctx.tr(f"kupferkessel.player.{c}") for c in SEAT_COLOURS]
        box = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, 440)
        draw_panel(canvas, box, "wood")
        if winner is not None:
            canvas.blit(card_art.figure_image(SEAT_COLOURS[winner], 150), (box.centerx - 75, box.y + 30))
            text = ctx.tr("kupferkessel.score.winner", player=names[winner])
        else:
            for seat in (0, 1):
                canvas.blit(card_art.figure_image(SEAT_COLOURS[seat], 120), (box.centerx - 130 + seat * 140, box.y + 50))
            text = ctx.tr("kupferkessel.score.draw")
        font = fit_font(ctx.fonts, text, box.w - 40, theme.TEXT_TITLE, min_size=32, bold=True)
        draw_text(canvas, text, font, theme.BRASS_LIGHT, (box.centerx, box.y + 240), "center", shadow=theme.INK)
        line = f"{signed(scores[0])} : {signed(scores[1])}"
        draw_text(canvas, line, ctx.fonts.get(theme.TEXT_HEADING, bold=True, serif=False), theme.TEXT_LIGHT,
                  (box.centerx, box.y + 320), "center")
        if winner is None:
            draw_text_box(canvas, ctx.fonts, ctx.tr("kupferkessel.score.draw_rule"),
                          pygame.Rect(box.x + 24, box.y + 360, box.w - 48, 70), theme.TEXT_MUTED, 26, min_size=24,
                          align="center")
