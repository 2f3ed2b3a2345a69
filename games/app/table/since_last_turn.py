"""Hot-seat: what happened since a player's last turn, shown once as the curtain lifts.

    lines = since_last_turn(session.history(), log, seat)   # the log's lines after the seat's last decision
    Replace(SinceLastTurnScene(title, lines))               # instead of Pop in the curtain's lift

The summary is the shared event log's own lines (games.app.table.event_log), so it says nothing the
viewer may not know; a player who has not decided yet gets none. The overlay shows the newest
lines that fit (and how many earlier ones the log holds); a tap, Enter or Back closes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from games.app.kit import theme
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.text import wrap_text
from games.app.kit.widgets import Button, ButtonGroup, dim, draw_panel, draw_text, fit_font

if TYPE_CHECKING:
    from games.app.table.event_log import EventLog
    from games.app.table.match_session import Happening

PANEL = pygame.Rect(300, 120, 1320, 840)
TEXT_SIZE = 30


def since_last_turn(history: Sequence["Happening"], log: "EventLog", seat: int) -> list[str]:
    """The log's lines after `seat`'s last decision (none if it has not decided yet)."""
    last = max((h.index for h in history if h.seat == seat and not h.forced), default=None)
    if last is None:
        return []
    return [line for entry in log.entries if entry.index > last for line in entry.lines]


class SinceLastTurnScene(Scene):
    """The summary over the board (see the module docstring)."""

    overlay = True

    def __init__(self, title: str, lines: Sequence[str]) -> None:
        self.title = title
        self.lines = list(lines)
        self.buttons = ButtonGroup()

    def enter(self, ctx: Context) -> None:
        ok = pygame.Rect(0, 0, 420, theme.BUTTON_H)
        ok.midbottom = (PANEL.centerx, PANEL.bottom - theme.PAD)
        self.buttons.set([Button(ok, ctx.tr("app.since_ok"), "ok", kind="primary", icon="check")])
        self.buttons.focus = 0

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind in ("back", "confirm"):
            return Pop()
        if intent.kind == "click":
            return Pop()  # any tap: the table is what the player came for
        self.buttons.handle(intent)
        return None

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        dim(canvas)
        draw_panel(canvas, PANEL)
        title_font = fit_font(ctx.fonts, self.title, PANEL.w - 4 * theme.PAD, theme.TEXT_HEADING, min_size=32, bold=True)
        draw_text(canvas, self.title, title_font, theme.INK_TEXT, (PANEL.x + 2 * theme.PAD, PANEL.y + 30))
        box = pygame.Rect(PANEL.x + 2 * theme.PAD, PANEL.y + 110, PANEL.w - 4 * theme.PAD,
                          self.buttons.buttons[0].rect.top - PANEL.y - 130)
        self._draw_lines(canvas, ctx, box)
        self.buttons.draw(canvas, ctx.fonts)

    def _draw_lines(self, canvas: pygame.Surface, ctx: Context, box: pygame.Rect) -> None:
        """The newest lines that fit, oldest of them first; a note of the earlier ones above."""
        font = ctx.fonts.get(TEXT_SIZE, serif=True)
        step = font.get_linesize()
        rows: list[list[str]] = [wrap_text(font, "• " + line, box.w) for line in self.lines]
        room = box.h // step - 1  # one row for the note of earlier lines
        shown: list[list[str]] = []
        for wrapped in reversed(rows):
            if sum(map(len, shown)) + len(wrapped) > room:
                break
            shown.insert(0, wrapped)
        y = box.y
        earlier = len(rows) - len(shown)
        if earlier:
            draw_text(canvas, ctx.tr("app.since_earlier", count=earlier), font, theme.INK_MUTED, (box.x, y))
            y += step
        for wrapped in shown:
            for row in wrapped:
                draw_text(canvas, row, font, theme.INK_TEXT, (box.x, y))
                y += step
