"""The end of a match: the grand revelation theory by theory, then the score table.

Everything is read from the final view (at the end every seal and the secret are open) and the
outcome's breakdowns (games.alchemists.board.scoring). Next shows the next theory, Skip goes to the
table; from the table: a new game, back to the board, or the menu."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.alchemists.board.scoring import Breakdown, seal_score
from games.alchemists.board.view import TheoryView, View
from games.alchemists.table.scenes import seat_emblem
from games.alchemists.table.words import alchemical, ingredient, player
from games.app import theme
from games.app.match_session import MatchSession
from games.app.scene import Context, Home, Intent, Pop, Replace, Scene, Transition
from games.app.score_table import ScoreCell, ScoreLabels, ScoreRow, ScoreSeat, ScoreSheet, draw_score_table, signed
from games.app.text import draw_text, draw_text_box
from games.app.widgets import Button, ButtonGroup, draw_background, draw_panel

STAGE = pygame.Rect(56, 140, 1400, 900)
SIDE = pygame.Rect(1490, 140, 374, 900)
ROW_H = 96


@dataclass(frozen=True)
class Seal:
    """One seal at the revelation: whose, which kind, its points, whether its hedge saved it."""

    seat: int
    kind: str
    points: int
    hedged: bool


@dataclass(frozen=True)
class Revealed:
    """One theory at the revelation."""

    ingredient: int
    claimed: int
    true: int
    seals: tuple[Seal, ...]


def revealed(view: View) -> tuple[Revealed, ...]:
    """The standing theories with the truth and each seal's points (the view is the final one)."""
    secret = view.secret or tuple(range(8))
    return tuple(_reveal(theory, secret[theory.ingredient]) for theory in view.theories)


def _reveal(theory: TheoryView, true: int) -> Revealed:
    seals = []
    for seat, kind in theory.seals:
        score = seal_score(theory.alchemical, true, kind or "silver")
        seals.append(Seal(seat, kind or "", score.points, score.hedged))
    return Revealed(theory.ingredient, theory.alchemical, true, tuple(seals))


class EndScene(Scene):
    """The final scoring of a finished match."""

    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.view: View = session.view()
        self.theories = revealed(self.view)
        self.shown = min(1, len(self.theories))  # theories revealed so far
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
            self.buttons.set([Button(rows[1], tr("alchemists_play.end.next"), "next", kind="primary", icon="play"),
                              Button(rows[2], tr("alchemists_play.end.skip"), "skip", kind="quiet")])

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
        from games.alchemists.table.scenes import start_scene

        return Replace(start_scene(ctx))

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        title = ctx.tr("alchemists_play.end.title" if self.at_table else "alchemists_play.end.revelation")
        draw_text(canvas, title, ctx.fonts.get(theme.TEXT_TITLE, bold=True), theme.BRASS_LIGHT, (STAGE.x + 10, 40))
        outcome = self.session.outcome
        if outcome is None:
            return
        if self.at_table:
            draw_score_table(canvas, ctx.fonts, score_sheet(ctx, self.view, outcome.details, outcome.winner), STAGE)
        else:
            self._draw_revelation(canvas, ctx)
        draw_panel(canvas, pygame.Rect(SIDE.x, SIDE.y, SIDE.w, SIDE.h - 3 * theme.BUTTON_H - 3 * theme.GAP))
        draw_text_box(canvas, ctx.fonts, self._side_text(ctx, outcome.details, outcome.winner),
                      pygame.Rect(SIDE.x + 20, SIDE.y + 20, SIDE.w - 40, SIDE.h - 3 * theme.BUTTON_H - 3 * theme.GAP - 40),
                      theme.INK_TEXT, 30, min_size=24)
        self.buttons.draw(canvas, ctx.fonts)

    def _draw_revelation(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The theories revealed so far, one row each, the newest marked."""
        draw_panel(canvas, STAGE)
        tr = ctx.tr
        if not self.theories:
            draw_text_box(canvas, ctx.fonts, tr("alchemists_play.end.no_theories"), STAGE.inflate(-60, -60),
                          theme.INK_TEXT, 36)
            return
        row_h = min(ROW_H, (STAGE.h - 40) // len(self.theories))
        for index, theory in enumerate(self.theories[:self.shown]):
            box = pygame.Rect(STAGE.x + 20, STAGE.y + 20 + index * row_h, STAGE.w - 40, row_h - 8)
            if index == self.shown - 1:
                pygame.draw.rect(canvas, theme.BRASS_LIGHT, box, border_radius=12)
            right = theory.claimed == theory.true
            claim = tr("alchemists_play.end.claim", ingredient=ingredient(tr, theory.ingredient),
                       claimed=alchemical(tr, theory.claimed))
            truth = tr("alchemists_play.end.right" if right else "alchemists_play.end.wrong",
                       true=alchemical(tr, theory.true))
            draw_text_box(canvas, ctx.fonts, f"{claim} — {truth}", pygame.Rect(box.x + 12, box.y, 820, box.h),
                          theme.SUCCESS if right else theme.DANGER, 30, min_size=24, bold=True, valign="center")
            self._draw_seals(canvas, ctx, theory, pygame.Rect(box.x + 850, box.y, box.w - 850, box.h))

    def _draw_seals(self, canvas: pygame.Surface, ctx: Context, theory: Revealed, rect: pygame.Rect) -> None:
        x = rect.x
        font = ctx.fonts.get(28, bold=True, serif=False)
        for seal in theory.seals:
            colour = self.view.seats[seal.seat].colour
            side = min(56, rect.h - 12)
            seat_emblem(colour)(canvas, pygame.Rect(x, rect.centery - side // 2, side, side))
            kind = ctx.tr(f"alchemists_play.seal_short.{seal.kind}") if seal.kind else "?"
            text = f"{kind} {signed(seal.points)}"
            drawn = draw_text(canvas, text, font, theme.INK_TEXT, (x + side + 6, rect.centery), "midleft")
            x = drawn.right + 24

    def _side_text(self, ctx: Context, details: tuple, winner: int | None) -> str:
        tr = ctx.tr
        if not self.at_table:
            return tr("alchemists_play.end.explain_revelation")
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
