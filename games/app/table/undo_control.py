"""The Undo control every game uses: a button while undo is possible, otherwise a grey plate that
says why ("a new card was revealed"); hidden in matches without human seats.

    self.undo = UndoControl(rect)                       # in the scene's layout
    self.undo.refresh(ctx, session, explain)            # after every change of the match
    if self.undo.pressed(intent): session.undo() ...    # in handle
    self.undo.draw(canvas, ctx)                         # in draw

Whether undo is possible comes from the record (games.kernel.undo.undo_check through
MatchSession.undo_check()). `explain(blocker) -> str | None` gives the game's own words for a
blocker (a Kupferkessel chance step is "a new card was revealed"); None falls back to the general
"app.undo_<kind>" texts. The reason is drawn at a readable size inside the plate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.scene import Context, Intent
from games.app.kit.widgets import Button, draw_button, draw_text, draw_text_box, fit_font
from games.kernel.undo import Blocker

if TYPE_CHECKING:
    from games.app.table.match_session import MatchSession

REASON_SIZE = 26
Explain = Callable[[Blocker], "str | None"]


class UndoControl:
    """The Undo button, or a grey plate saying why undo is not possible; hidden without humans."""

    def __init__(self, rect: pygame.Rect, action: object = "undo") -> None:
        self.rect = rect
        self.button = Button(rect, "", action, kind="secondary", icon="undo")
        self.visible = False
        self.reason: str | None = None
        self.hovered = False

    @property
    def enabled(self) -> bool:
        """True when a tap undoes."""
        return self.visible and self.button.enabled

    def refresh(self, ctx: Context, session: "MatchSession", explain: Explain | None = None) -> None:
        """Read the session: visible with humans at the screen, enabled when undo is possible."""
        self.visible = bool(session.humans)
        check = session.undo_check()
        self.button.label = ctx.tr("app.undo")
        self.button.enabled = check.allowed
        self.reason = None
        if not check.allowed and check.blocker is not None:
            self.reason = (explain(check.blocker) if explain is not None else None) or \
                ctx.tr(f"app.undo_{check.blocker.kind}")

    def pressed(self, intent: Intent) -> bool:
        """True when `intent` taps the enabled button (a move only updates the hover)."""
        if intent.kind == "move":
            self.hovered = self.button.hit(intent.pos)
        return self.enabled and intent.kind == "click" and self.button.hit(intent.pos)

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The button, or the plate with "Undo" and the reason below it."""
        if not self.visible:
            return
        if self.button.enabled:
            draw_button(canvas, ctx.fonts, self.button, hovered=self.hovered)
            return
        draw_button(canvas, ctx.fonts, Button(self.rect, "", enabled=False))
        inner = self.rect.inflate(-2 * theme.PAD + 8, -16)
        icon = pygame.Rect(inner.x, inner.y + 2, 36, 36)
        draw_icon(canvas, "undo", icon, theme.TEXT_MUTED)
        font = fit_font(ctx.fonts, self.button.label, inner.right - icon.right - 10, 30, min_size=24, bold=True,
                        serif=False)
        draw_text(canvas, self.button.label, font, theme.TEXT_MUTED, (icon.right + 10, icon.centery), "midleft")
        if self.reason:
            box = pygame.Rect(inner.x, icon.bottom + 4, inner.w, inner.bottom - icon.bottom - 4)
            draw_text_box(canvas, ctx.fonts, self.reason, box, theme.TEXT_LIGHT, REASON_SIZE, min_size=24, serif=False,
                          line_spacing=1.0)
