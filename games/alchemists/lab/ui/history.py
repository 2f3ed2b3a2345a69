"""The public history of the game: every result in order, action and answer, never private cards.

Scroll with the wheel, the arrow keys or Page Up / Page Down when there are more than fit.
"""

from __future__ import annotations

import pygame

from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.results import describe
from games.alchemists.lab.ui.tiles import draw_caption_row, draw_parchment
from games.app.kit import theme
from games.app.scene import Context, Intent, Transition
from games.app.kit.widgets import draw_text, draw_text_box

COLUMNS = 2
ROWS = 7
ROW_H = 108
PANEL = pygame.Rect(layout.CONTENT)


class HistoryScene(LabScreen):
    """All results of this game, newest last, two columns."""

    def __init__(self, lab: LabSession, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.lab = lab
        self.first_row = 0  # index of the top row shown (rows of COLUMNS entries)
        self.badge_code = lab.game.code

    def title(self, ctx: Context) -> str:
        return ctx.tr("alchemists.history.title")

    @property
    def row_count(self) -> int:
        """Rows needed for the whole history."""
        return -(-len(self.lab.game.history) // COLUMNS)

    def scroll_by(self, rows: int) -> None:
        """Move the view by `rows`, staying within the history."""
        self.first_row = max(0, min(self.first_row + rows, self.row_count - ROWS))

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "scroll" and isinstance(intent.data, int):
            self.scroll_by(-intent.data)
        elif intent.kind == "key" and intent.key in ("up", "down", "page up", "page down", "pageup", "pagedown"):
            step = ROWS if "page" in str(intent.key) else 1
            self.scroll_by(step if "down" in str(intent.key) else -step)
        return None

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_parchment(canvas, PANEL)
        inner = PANEL.inflate(-2 * theme.PAD - 16, -2 * theme.PAD - 8)
        history = self.lab.game.history
        if not history:
            draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.history.empty"), inner, theme.INK_MUTED, theme.TEXT_HEADING)
            return
        width = (inner.width - theme.GAP * 2 * (COLUMNS - 1)) // COLUMNS
        first = self.first_row * COLUMNS
        shown = list(enumerate(history, start=1))[first:first + ROWS * COLUMNS]
        for offset, (number, entry) in enumerate(shown):
            row, column = divmod(offset, COLUMNS)
            rect = pygame.Rect(inner.left + column * (width + theme.GAP * 2), inner.top + row * (ROW_H + 8), width, ROW_H)
            picture, text = describe(entry, ctx)
            draw_caption_row(canvas, ctx, self.icons, rect, picture, f"{number}. {ctx.tr('alchemists.flow.' + entry.action)}", text)
        if self.row_count > ROWS:
            hint = ctx.tr("alchemists.history.scroll_hint")
            draw_text(canvas, hint, ctx.fonts.get(theme.TEXT_SMALL, serif=False), theme.INK_MUTED,
                      (inner.right, PANEL.bottom - 12), "bottomright")
