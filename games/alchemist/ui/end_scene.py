"""The end of a match, step by step: the screens are opened (1 point per 2 cubes), emptied into the
open supply, the schools nobody holds are set aside, the ranks are shown one after another
(fewest cubes first, ties sharing a rank) with the points they bring — then the shared score
table (games.app.table.score_table) with the winners.

Next (a tap, Enter or Space) shows the next step; "Skip to the scores" goes to the table at once.
With the schools off there are only the screens and the table.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.alchemist import scoring
from games.alchemist.components import KIND_COUNT, school_points
from games.alchemist.state import NO_SCHOOL
from games.alchemist.ui import art
from games.alchemist.ui.narrate import colour_name, kind_name, school_name
from games.alchemist.view import View
from games.app.kit import theme
from games.app.table.match_board import new_match
from games.app.table.match_session import MatchSession
from games.app.scene import Context, Home, Intent, Pop, Scene, Transition
from games.app.table.score_table import ScoreCell, ScoreLabels, ScoreRow, ScoreSeat, ScoreSheet, draw_score_table
from games.app.kit.widgets import Button, ButtonGroup, draw_background, draw_panel, draw_text_box

ROMAN = ("I", "II", "III", "IV", "V")
STAGE = pygame.Rect(36, 130, 1420, 926)  # the steps' pictures, and later the score table
SIDE = pygame.Rect(STAGE.right + 32, 130, 1920 - STAGE.right - 68, 926)
SEAT_ROW_H = 76
LOWER_TOP = 470  # below it: the supply's columns (or, with the schools off, the screens)
COLUMN_W = 264


@dataclass(frozen=True)
class Step:
    """One moment of the final scoring: "screens", "supply", "ignored", "rank" (with its rank) or "table"."""

    kind: str
    rank: int = 0


def steps_of(view: View) -> list[Step]:
    """The steps of a finished match's scoring, in order."""
    steps = [Step("screens")]
    if view.schools_on:
        steps.append(Step("supply"))
        held = {school for school in view.schools if school != NO_SCHOOL}
        if len(held) < KIND_COUNT:
            steps.append(Step("ignored"))
        steps += [Step("rank", rank) for rank in sorted(set(ranks_of(view).values()))]
    return steps + [Step("table")]


def emptied(view: View) -> tuple[int, ...]:
    """The open supply once every screen is emptied into it."""
    return scoring.counts_after_screens_emptied(view.supply, view.screens)


def ranks_of(view: View) -> dict[int, int]:
    """Rank of each held school's kind (1 = I)."""
    return scoring.school_ranks(emptied(view), (s for s in view.schools if s != NO_SCHOOL))


class EndScene(Scene):
    """The final scoring of a finished match, read from its final view and outcome."""

    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.view: View = session.view()
        self.steps = steps_of(self.view)
        self.index = 0
        self.buttons = ButtonGroup()

    @property
    def step(self) -> Step:
        """The step shown now."""
        return self.steps[self.index]

    def enter(self, ctx: Context) -> None:
        self._build(ctx)

    def _build(self, ctx: Context) -> None:
        x, w, bottom = SIDE.x, SIDE.w, SIDE.bottom
        rows = [pygame.Rect(x, bottom - (3 - i) * theme.BUTTON_H - (2 - i) * theme.GAP, w, theme.BUTTON_H)
                for i in range(3)]
        if self.step.kind == "table":
            self.buttons.set([Button(rows[0], ctx.tr("alchemist.end.new_game"), "new", kind="primary"),
                              Button(rows[1], ctx.tr("alchemist.end.board"), "board", icon="back"),
                              Button(rows[2], ctx.tr("alchemist.board.menu"), "menu", kind="quiet")])
        else:
            self.buttons.set([Button(rows[1], ctx.tr("alchemist.end.next"), "next", kind="primary", icon="play"),
                              Button(rows[2], ctx.tr("alchemist.end.skip"), "skip", kind="quiet")])

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return Pop()
        if intent.kind == "confirm" and self.buttons.focus is None and self.step.kind != "table":
            return self._go("next", ctx)
        pressed = self.buttons.handle(intent)
        return self._go(pressed.action, ctx) if pressed is not None else None

    def _go(self, action: object, ctx: Context) -> Transition | None:
        if action in ("next", "skip"):
            self.index = len(self.steps) - 1 if action == "skip" else min(self.index + 1, len(self.steps) - 1)
            self._build(ctx)
            return None
        if action == "board":
            return Pop()
        if action == "menu":
            return Home()
        return new_match(ctx, self.session.game_id)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        art.draw_label(canvas, ctx.fonts, ctx.tr("alchemist.end.title"), theme.TEXT_TITLE, theme.BRASS_LIGHT,
                       (STAGE.x + 10, 30), bold=True)
        outcome = self.session.outcome
        if outcome is None:
            return
        lower = pygame.Rect(STAGE.x, STAGE.y + LOWER_TOP, STAGE.w, STAGE.h - LOWER_TOP)
        if self.step.kind == "table":
            draw_score_table(canvas, ctx.fonts, score_sheet(ctx, self.view, outcome.details),
                             pygame.Rect(STAGE.x, STAGE.y, STAGE.w, LOWER_TOP - 20))
            draw_panel(canvas, lower)
            if self.view.schools_on:
                self._draw_columns(canvas, ctx, lower)
            else:
                self._draw_screens(canvas, ctx, lower.inflate(0, -40))
            self._finish(canvas, ctx, outcome.details)
            return
        draw_panel(canvas, STAGE)
        upper = pygame.Rect(STAGE.x, STAGE.y + 24, STAGE.w, LOWER_TOP - 60 if self.view.schools_on else STAGE.h - 60)
        self._draw_screens(canvas, ctx, upper)
        if self.index >= 1:
            pygame.draw.line(canvas, theme.BRASS_DARK, (STAGE.x + 20, lower.y - 16), (STAGE.right - 20, lower.y - 16), 3)
            self._draw_columns(canvas, ctx, lower)
        self._finish(canvas, ctx, outcome.details)

    def _finish(self, canvas: pygame.Surface, ctx: Context, details: tuple) -> None:
        """The words at the right and the buttons below them."""
        self._draw_side(canvas, ctx, details)
        self.buttons.draw(canvas, ctx.fonts)

    def _draw_screens(self, canvas: pygame.Surface, ctx: Context, area: pygame.Rect) -> None:
        """Every seat's opened screen: its cubes by kind and the points they bring."""
        view = self.view
        row_h = min(SEAT_ROW_H, area.h // view.players)
        for seat in range(view.players):
            y = area.y + seat * row_h
            canvas.blit(art.seal(view.colours[seat], row_h - 16), (area.x + 24, y + 4))
            name = colour_name(ctx.tr, view.colours[seat])
            art.draw_label(canvas, ctx.fonts, name, 30, theme.INK_TEXT, (area.x + 24 + row_h, y + row_h // 2 - 4),
                           "midleft", bold=True)
            screen = view.screens[seat]
            cube = min(44, row_h - 20)
            for kind in range(KIND_COUNT):
                x = area.x + 280 + kind * 130
                canvas.blit(art.cube(kind, cube, faded=not screen[kind]), (x, y + (row_h - cube) // 2 - 4))
                art.draw_label(canvas, ctx.fonts, f"× {screen[kind]}", 30, theme.INK_TEXT if screen[kind] else theme.INK_MUTED,
                               (x + cube + 8, y + row_h // 2 - 4), "midleft", bold=True, serif=False)
            points = ctx.tr("alchemist.end.screen_points", count=sum(screen), points=sum(screen) // 2)
            art.draw_label(canvas, ctx.fonts, points, 28, theme.INK_TEXT, (area.right - 24, y + row_h // 2 - 4),
                           "midright", bold=True, serif=False)

    def _draw_columns(self, canvas: pygame.Surface, ctx: Context, area: pygame.Rect) -> None:
        """The supply after the screens, one column per kind: its count, who holds its school,
        and once shown, its rank and the points."""
        view, step = self.view, self.step
        counts, ranks = emptied(view), ranks_of(view)
        shown_rank = step.rank if step.kind == "rank" else (0 if step.kind in ("supply", "ignored") else 99)
        left = area.centerx - (KIND_COUNT * COLUMN_W) // 2
        for kind in range(KIND_COUNT):
            box = pygame.Rect(left + kind * COLUMN_W + 8, area.y + 16, COLUMN_W - 16, area.h - 32)
            ignored = kind not in ranks and self.index >= 2
            pygame.draw.rect(canvas, (214, 196, 156) if not ignored else (190, 176, 150), box, border_radius=14)
            pygame.draw.rect(canvas, theme.BRASS_DARK, box, 2, border_radius=14)
            canvas.blit(art.cube(kind, 76, faded=ignored), (box.centerx - 38, box.y + 14))
            art.draw_label(canvas, ctx.fonts, str(counts[kind]), 44, theme.INK_TEXT, (box.centerx, box.y + 96),
                           "midtop", bold=True, serif=False)
            draw_text_box(canvas, ctx.fonts, kind_name(ctx.tr, kind), pygame.Rect(box.x + 8, box.y + 150, box.w - 16, 64),
                          theme.INK_MUTED, 26, min_size=24, align="center", line_spacing=1.0)
            holders = [seat for seat, school in enumerate(view.schools) if school == kind]
            for i, seat in enumerate(holders):
                canvas.blit(art.seal(view.colours[seat], 44), (box.x + 12 + i * 50, box.y + 222))
            rank = ranks.get(kind)
            if rank is not None and rank <= shown_rank:
                self._draw_rank(canvas, ctx, box, rank)
            elif ignored:
                draw_text_box(canvas, ctx.fonts, ctx.tr("alchemist.end.nobody"), pygame.Rect(box.x + 8, box.y + 280,
                              box.w - 16, 100), theme.INK_MUTED, 26, min_size=24, align="center")

    def _draw_rank(self, canvas: pygame.Surface, ctx: Context, box: pygame.Rect, rank: int) -> None:
        centre = (box.centerx, box.y + 320)
        pygame.draw.circle(canvas, theme.BRASS_DARK, centre, 44)
        pygame.draw.circle(canvas, theme.BRASS_LIGHT, centre, 39)
        art.draw_label(canvas, ctx.fonts, ROMAN[rank - 1], 36, theme.INK_TEXT, centre, "center", bold=True)
        points = school_points(self.view.players, rank)
        text = ctx.tr("alchemist.end.rank_points", points=points)
        art.draw_label(canvas, ctx.fonts, text, 30, theme.SUCCESS if points else theme.INK_MUTED,
                       (box.centerx, box.y + 376), "midtop", bold=True, serif=False)

    def _draw_side(self, canvas: pygame.Surface, ctx: Context, details: tuple) -> None:
        """What this step means, in words; on the table's step the winners' seals above."""
        box = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, SIDE.h - 3 * theme.BUTTON_H - 3 * theme.GAP)
        draw_panel(canvas, box, "wood")
        text_box = box.inflate(-48, -48)
        if self.step.kind == "table":
            best = scoring.winners(details)
            size = min(150, (text_box.w - 20 * (len(best) - 1)) // len(best))
            left = text_box.centerx - (len(best) * size + (len(best) - 1) * 20) // 2
            for i, seat in enumerate(best):
                canvas.blit(art.seal(self.view.colours[seat], size), (left + i * (size + 20), text_box.y))
            text_box = pygame.Rect(text_box.x, text_box.y + size + 24, text_box.w, text_box.h - size - 24)
        draw_text_box(canvas, ctx.fonts, self._explain(ctx, details), text_box, theme.TEXT_LIGHT, 34, min_size=24)

    def _explain(self, ctx: Context, details: tuple) -> str:
        tr, view, step = ctx.tr, self.view, self.step
        if step.kind == "screens":
            return tr("alchemist.end.explain_screens")
        if step.kind == "supply":
            return tr("alchemist.end.explain_supply")
        if step.kind == "ignored":
            held = {s for s in view.schools if s != NO_SCHOOL}
            kinds = ", ".join(school_name(tr, kind) for kind in range(KIND_COUNT) if kind not in held)
            return tr("alchemist.end.explain_ignored", schools=kinds)
        if step.kind == "rank":
            ranks = ranks_of(view)
            kinds = [kind for kind, rank in ranks.items() if rank == step.rank]
            schools = ", ".join(school_name(tr, kind) for kind in kinds)
            who = [colour_name(tr, view.colours[seat]) for seat, school in enumerate(view.schools) if school in kinds]
            return tr("alchemist.end.explain_rank", rank=ROMAN[step.rank - 1], schools=schools,
                      count=emptied(view)[kinds[0]], points=school_points(view.players, step.rank),
                      players=", ".join(who))
        best = scoring.winners(details)
        names = ", ".join(colour_name(tr, view.colours[seat]) for seat in best)
        text = tr("alchemist.end.winner", player=names) if len(best) == 1 else tr("alchemist.end.shared", players=names)
        tied = [seat for seat in range(view.players) if details[seat].total == details[best[0]].total]
        if len(tied) > len(best):
            text += "\n" + tr("alchemist.end.tie_break")
        elif len(best) > 1:
            text += "\n" + tr("alchemist.end.shared_rule")
        return text


def score_sheet(ctx: Context, view: View, details: tuple) -> ScoreSheet:
    """The score table of a finished match in the current language."""
    tr = ctx.tr
    seats = tuple(ScoreSeat(colour_name(tr, colour), _seal(colour)) for colour in view.colours)
    rows = [ScoreRow(tr("alchemist.end.row_fame"), tuple(ScoreCell(b.fame) for b in details)),
            ScoreRow(tr("alchemist.end.row_screen"), tuple(
                ScoreCell(b.screen_points, tr("alchemist.end.cubes_note", count=b.screen_cubes)) for b in details))]
    if view.schools_on:
        rows.append(ScoreRow(tr("alchemist.end.row_school"), tuple(_school_cell(ctx, b) for b in details)))
    labels = ScoreLabels(tr("alchemist.end.row"), tr("alchemist.end.points"), tr("alchemist.end.total"))
    legend = tr("alchemist.end.legend_schools" if view.schools_on else "alchemist.end.legend")
    return ScoreSheet(seats, tuple(rows), tuple(b.total for b in details), scoring.winners(details), labels, legend)


def _school_cell(ctx: Context, breakdown: scoring.Breakdown) -> ScoreCell:
    if breakdown.school == NO_SCHOOL or breakdown.school_rank is None:
        return ScoreCell(None)
    note = ctx.tr("alchemist.end.rank_note", rank=ROMAN[breakdown.school_rank - 1])
    kind = breakdown.school

    def draw(canvas: pygame.Surface, rect: pygame.Rect) -> None:
        side = min(rect.h, 40)
        canvas.blit(art.cube(kind, side), (rect.x, rect.centery - side // 2))
    return ScoreCell(breakdown.school_points, note, draw, 48)


def _seal(colour: str):  # type: ignore[no-untyped-def]
    def draw(canvas: pygame.Surface, rect: pygame.Rect) -> None:
        side = min(rect.w, rect.h)
        canvas.blit(art.seal(colour, side), rect.topleft)
    return draw

