"""The end screen: the score table per ingredient kind for both players, showing where doubling
for the own colour and the bonuses came from, the totals and the winner."""

from __future__ import annotations

import pygame

from games.app import theme
from games.app.match_session import MatchSession
from games.app.scene import Context, Home, Intent, Pop, Replace, Scene, Transition
from games.app.widgets import Button, ButtonGroup, draw_background, draw_panel, draw_text, draw_text_box, fit_font
from games.kupferkessel.components import KINDS, OWN_COLOUR_FACTOR, SEAT_COLOURS
from games.kupferkessel.scoring import Breakdown, KindScore, kind_points
from games.kupferkessel.ui import card_art

TABLE = pygame.Rect(36, 150, 1430, 900)
HEADER_H, ROW_H = 64, 46
KIND_W = 470
SEAT_W = (TABLE.w - KIND_W - 40) // 2
CHIP = (34, 40)
SIDE = pygame.Rect(TABLE.right + 36, 150, 1920 - TABLE.right - 72, 900)


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


def signed(number: int) -> str:
    """A score with its sign and a real minus: "+8", "−4", "0"."""
    return "0" if number == 0 else f"{number:+d}".replace("-", "−")


class ScoreScene(Scene):
    """Scores of a finished match, read from its outcome."""

    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.buttons = ButtonGroup()

    def enter(self, ctx: Context) -> None:
        x, w = SIDE.x, SIDE.w
        bottom = SIDE.bottom
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
        from games.kupferkessel.ui.scenes import SetupScene

        return Replace(SetupScene(self.session.seats))

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        outcome = self.session.outcome
        names = [ctx.tr(f"kupferkessel.player.{c}") for c in SEAT_COLOURS]
        title = ctx.tr("kupferkessel.score.title")
        draw_text(canvas, title, ctx.fonts.get(theme.TEXT_TITLE, bold=True), theme.BRASS_LIGHT, (TABLE.x + 10, 34),
                  shadow=theme.INK)
        rule = ctx.tr("kupferkessel.score.rule_line")
        font = fit_font(ctx.fonts, rule, TABLE.w - 420, theme.TEXT_SMALL, min_size=18, serif=False)
        draw_text(canvas, rule, font, theme.TEXT_MUTED, (TABLE.right, 70), "midright")
        draw_panel(canvas, TABLE)
        if outcome is None:
            return
        breakdowns: tuple[Breakdown, ...] = outcome.details  # type: ignore[assignment]
        self._draw_header(canvas, ctx, names)
        for row, kind in enumerate(KINDS):
            self._draw_kind_row(canvas, ctx, row, kind.index, breakdowns)
        self._draw_footer(canvas, ctx, breakdowns)
        self._draw_side(canvas, ctx, names, outcome.winner, outcome.scores)
        self.buttons.draw(canvas, ctx.fonts)

    def _seat_x(self, seat: int) -> int:
        return TABLE.x + 20 + KIND_W + seat * SEAT_W

    def _draw_header(self, canvas: pygame.Surface, ctx: Context, names: list[str]) -> None:
        y = TABLE.y + 16
        bold = ctx.fonts.get(theme.TEXT_BODY, bold=True)
        draw_text(canvas, ctx.tr("kupferkessel.score.kind"), bold, theme.INK_TEXT, (TABLE.x + 24, y))
        for seat in (0, 1):
            x = self._seat_x(seat)
            canvas.blit(card_art.figure_image(SEAT_COLOURS[seat], 48), (x, y - 6))
            draw_text(canvas, names[seat], bold, theme.INK_TEXT, (x + 56, y))
            small = ctx.fonts.get(theme.TEXT_SMALL - 4, serif=False)
            draw_text(canvas, ctx.tr("kupferkessel.score.points"), small, theme.INK_MUTED, (x + SEAT_W - 30, y + 10),
                      "topright")
        pygame.draw.line(canvas, theme.BRASS_DARK, (TABLE.x + 16, TABLE.y + HEADER_H),
                         (TABLE.right - 16, TABLE.y + HEADER_H), 3)

    def _draw_kind_row(self, canvas: pygame.Surface, ctx: Context, row: int, kind: int,
                       breakdowns: tuple[Breakdown, ...]) -> None:
        y = TABLE.y + HEADER_H + 6 + row * ROW_H
        if row % 2 == 1:
            pygame.draw.rect(canvas, theme.PARCHMENT_LIGHT, (TABLE.x + 12, y, TABLE.w - 24, ROW_H), border_radius=6)
        info = KINDS[kind]
        canvas.blit(card_art.card_face(ctx.fonts, info.colour, info.id, 4, None, (36, 42)), (TABLE.x + 20, y + 2))
        name = ctx.tr(f"kupferkessel.kind.{info.id}")
        colour_word = ctx.tr(f"kupferkessel.colour.{info.colour}")
        font = fit_font(ctx.fonts, f"{name} ({colour_word})", KIND_W - 80, theme.TEXT_SMALL + 2, min_size=20)
        draw_text(canvas, f"{name} ({colour_word})", font, theme.INK_TEXT, (TABLE.x + 68, y + ROW_H // 2), "midleft")
        for seat, breakdown in enumerate(breakdowns):
            score = next((s for s in breakdown.kinds if s.kind == info.id), None)
            self._draw_seat_cell(canvas, ctx, seat, y, info.colour, score)

    def _draw_seat_cell(self, canvas: pygame.Surface, ctx: Context, seat: int, y: int, colour: str,
                        score: KindScore | None) -> None:
        x = self._seat_x(seat)
        if score is None:
            draw_text(canvas, "·", ctx.fonts.get(theme.TEXT_SMALL), theme.INK_MUTED, (x + 20, y + ROW_H // 2), "midleft")
            return
        palette = card_art.palette_for(colour)
        for i, value in enumerate(score.values):
            chip = pygame.Rect(x + i * (CHIP[0] + 6), y + (ROW_H - CHIP[1]) // 2, *CHIP)
            pygame.draw.rect(canvas, palette.face, chip, border_radius=6)
            pygame.draw.rect(canvas, palette.frame, chip, 2, border_radius=6)
            draw_text(canvas, str(value), ctx.fonts.get(26, bold=True, serif=False), palette.ink, chip.center, "center")
        total = score.points + score.bonus
        note = points_note(seat, score)
        right = x + SEAT_W - 30
        ink = theme.DANGER if total < 0 else (theme.SUCCESS if total > 0 else theme.INK_MUTED)
        rect = draw_text(canvas, signed(total), ctx.fonts.get(theme.TEXT_BODY - 2, bold=True, serif=False), ink,
                         (right, y + ROW_H // 2), "midright")
        if note:
            draw_text(canvas, note, ctx.fonts.get(24, serif=False), theme.INK_MUTED, (rect.x - 12, y + ROW_H // 2),
                      "midright")

    def _draw_footer(self, canvas: pygame.Surface, ctx: Context, breakdowns: tuple[Breakdown, ...]) -> None:
        y = TABLE.y + HEADER_H + 10 + len(KINDS) * ROW_H
        pygame.draw.line(canvas, theme.BRASS_DARK, (TABLE.x + 16, y), (TABLE.right - 16, y), 3)
        tie = breakdowns[0].value_one_cards == breakdowns[1].value_one_cards
        label = ctx.tr("kupferkessel.score.ones_tie" if tie else "kupferkessel.score.ones")
        draw_text_box(canvas, ctx.fonts, label, pygame.Rect(TABLE.x + 20, y + 6, KIND_W - 30, 52), theme.INK_TEXT,
                      theme.TEXT_SMALL, min_size=20, valign="center")
        for seat, b in enumerate(breakdowns):
            x = self._seat_x(seat)
            count = ctx.tr("kupferkessel.score.ones_count", n=b.value_one_cards)
            draw_text(canvas, count, ctx.fonts.get(26, serif=False), theme.INK_MUTED, (x, y + 30), "midleft")
            draw_text(canvas, signed(b.value_one_bonus), ctx.fonts.get(theme.TEXT_BODY - 2, bold=True, serif=False),
                      theme.SUCCESS if b.value_one_bonus else theme.INK_MUTED, (x + SEAT_W - 30, y + 30), "midright")
        y += 62
        pygame.draw.line(canvas, theme.BRASS, (TABLE.x + 16, y), (TABLE.right - 16, y), 4)
        big = ctx.fonts.get(theme.TEXT_HEADING, bold=True)
        draw_text(canvas, ctx.tr("kupferkessel.score.total"), big, theme.INK_TEXT, (TABLE.x + 20, y + 42), "midleft")
        for seat, b in enumerate(breakdowns):
            draw_text(canvas, signed(b.total), big, theme.INK_TEXT, (self._seat_x(seat) + SEAT_W - 30, y + 42),
                      "midright")

    def _draw_side(self, canvas: pygame.Surface, ctx: Context, names: list[str], winner: int | None,
                   scores: tuple[int, ...]) -> None:
        box = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, 420)
        draw_panel(canvas, box, "wood")
        if winner is not None:
            canvas.blit(card_art.figure_image(SEAT_COLOURS[winner], 150), (box.centerx - 75, box.y + 30))
            text = ctx.tr("kupferkessel.score.winner", player=names[winner])
        else:
            for seat in (0, 1):
                canvas.blit(card_art.figure_image(SEAT_COLOURS[seat], 120), (box.centerx - 130 + seat * 140, box.y + 50))
            text = ctx.tr("kupferkessel.score.draw")
        font = fit_font(ctx.fonts, text, box.w - 40, theme.TEXT_TITLE, min_size=32, bold=True)
        draw_text(canvas, text, font, theme.BRASS_LIGHT, (box.centerx, box.y + 250), "center", shadow=theme.INK)
        line = f"{signed(scores[0])} : {signed(scores[1])}"
        draw_text(canvas, line, ctx.fonts.get(theme.TEXT_HEADING, bold=True, serif=False), theme.TEXT_LIGHT,
                  (box.centerx, box.y + 340), "center")
