"""One player's notebook page: the deduction grid, the solutions left, the notes in words, the hint.

Opened from the lab menu behind a curtain ("Pass the screen to Red") and wrapped in a
games.app.table.private_screen.PrivateScene, so it closes itself after IDLE_SECONDS untouched, or at once
when a card is scanned (the next experiment starts). Tapping a square shows its percentage (in the
square and in words beside the grid); arrows move over the squares, Enter shows the focused one.
Each note can be removed (asked first); "Add a note" opens the hand entry (notebook_entry.py).
"""

from __future__ import annotations

import math

import pygame

from games.alchemists.lab.notebook import Page
from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.notebook_entry import NoteKindScene
from games.alchemists.lab.ui.note_words import (
    KEY, cell_text, contradiction_text, fact_text, hint_text, quoted, source_text, worlds_text,
)
from games.alchemists.lab.ui.notebook_grid import GRID, Cell, draw_grid
from games.alchemists.ui.players import PLAYER_RGB, player_emblem, player_name
from games.alchemists.lab.ui.tiles import draw_parchment
from games.app.kit import theme
from games.app.kit.common_scenes import ConfirmScene, CurtainScene
from games.app.table.private_screen import PrivacyGuard, PrivateScene
from games.app.scene import Context, Intent, Pop, Push, Replace, Transition
from games.app.kit.widgets import Button, draw_button, draw_text, draw_text_box, fit_font

IDLE_SECONDS = 60  # a notebook left alone this long closes itself
SIDE = pygame.Rect(GRID.panel.right + theme.GAP, layout.CONTENT.top, layout.CONTENT.right - GRID.panel.right - theme.GAP,
                   layout.CONTENT.height)
ADD_RECT = pygame.Rect(SIDE.left, SIDE.bottom - theme.BUTTON_H, 400, theme.BUTTON_H)
CLOSES_RECT = pygame.Rect(ADD_RECT.right + theme.GAP, ADD_RECT.top, SIDE.right - ADD_RECT.right - theme.GAP, ADD_RECT.height)
STATUS_RECT = pygame.Rect(SIDE.left, SIDE.top, SIDE.width, 320)
NOTES_RECT = pygame.Rect(SIDE.left, STATUS_RECT.bottom + 20, SIDE.width, ADD_RECT.top - STATUS_RECT.bottom - 40)
NOTES_HEAD_H = 90
NOTE_ROW_H = 102
REMOVE_SIDE = 84
ARROWS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def cell_index(cell: Cell) -> int:
    """The button index of a square: reading order, alchemical rows of eight ingredients."""
    ingredient, alchemical = cell
    return alchemical * 8 + ingredient


class NotebookScene(LabScreen):
    """The private page of the player `colour` (see the module docstring)."""

    def __init__(self, lab: LabSession, colour: str, guard: PrivacyGuard, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.lab = lab
        self.colour = colour
        self.guard = guard
        self.badge_code = lab.game.code
        self.selected: Cell | None = None
        self.first_row = 0  # notes are listed newest first; this many are scrolled away

    @property
    def page(self) -> Page:
        """The player's page as it is now."""
        assert self.lab.notebook is not None
        return self.lab.notebook.page(self.colour)

    def title(self, ctx: Context) -> str:
        return ctx.tr(KEY + "title", player=player_name(ctx, self.colour))

    # --- buttons --------------------------------------------------------------------------------

    def rows_fitting(self) -> int:
        """How many note rows the notes panel shows at once."""
        return (NOTES_RECT.height - NOTES_HEAD_H - theme.PAD // 2) // NOTE_ROW_H

    def visible_notes(self) -> list[int]:
        """The note indices on screen, newest first."""
        newest_first = list(range(len(self.page.notes)))[::-1]
        return newest_first[self.first_row : self.first_row + self.rows_fitting()]

    def note_rect(self, row: int) -> pygame.Rect:
        """The row of the `row`-th note on screen."""
        top = NOTES_RECT.top + NOTES_HEAD_H + row * NOTE_ROW_H
        return pygame.Rect(NOTES_RECT.left + theme.PAD, top, NOTES_RECT.width - 2 * theme.PAD, NOTE_ROW_H - 8)

    def build(self, ctx: Context) -> list[Button]:
        buttons = [Button(GRID.cell(i, n), "", ("cell", i, n)) for n in range(8) for i in range(8)]
        for row, index in enumerate(self.visible_notes()):
            rect = self.note_rect(row)
            remove = pygame.Rect(rect.right - REMOVE_SIDE, rect.centery - REMOVE_SIDE // 2, REMOVE_SIDE, REMOVE_SIDE)
            buttons.append(Button(remove, "", ("remove", index), kind="quiet", icon="cross"))
        if len(self.page.notes) > self.rows_fitting():
            arrows = pygame.Rect(NOTES_RECT.right - theme.PAD - 2 * 76 - 12, NOTES_RECT.top + 8, 76, 72)
            buttons.append(Button(arrows, "", ("scroll", -1), kind="quiet", icon="up",
                                  enabled=self.first_row > 0))
            buttons.append(Button(arrows.move(88, 0), "", ("scroll", 1), kind="quiet", icon="down",
                                  enabled=self.first_row + self.rows_fitting() < len(self.page.notes)))
        buttons.append(Button(ADD_RECT, ctx.tr(KEY + "add"), ("add",), kind="primary", icon="book"))
        return buttons

    # --- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        """Arrow keys move over the squares in two directions while a square has the focus."""
        focus = self.buttons.focus
        if intent.kind == "key" and intent.key in ARROWS and focus is not None and focus < 64:
            dx, dy = ARROWS[intent.key]
            alchemical, ingredient = divmod(focus, 8)
            self.buttons.focus = cell_index(((ingredient + dx) % 8, (alchemical + dy) % 8))
            return None
        return super().handle(intent, ctx)

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        assert isinstance(action, tuple)
        if action[0] == "cell":
            cell = (action[1], action[2])
            self.selected = None if self.selected == cell else cell
            return None
        if action[0] == "remove":
            return Push(self.remove_dialog(ctx, action[1]))
        if action[0] == "scroll":
            self.scroll(action[1], ctx)
            return None
        return Push(NoteKindScene(self.lab, self.colour, self.icons))

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "card":  # someone lays out the next experiment: the notebook closes
            self.guard.close()
            return Pop()
        if intent.kind == "scroll" and isinstance(intent.data, int):
            self.scroll(-intent.data, ctx)
        elif intent.kind == "key" and intent.key in ("pageup", "pagedown"):
            self.scroll(-self.rows_fitting() if intent.key == "pageup" else self.rows_fitting(), ctx)
        return None

    def scroll(self, rows: int, ctx: Context) -> None:
        """Move the notes list by `rows` (positive: towards older notes)."""
        last = max(0, len(self.page.notes) - self.rows_fitting())
        self.first_row = max(0, min(last, self.first_row + rows))
        self.refresh(ctx)

    def remove_dialog(self, ctx: Context, index: int) -> ConfirmScene:
        """The question before note `index` is taken off the page."""
        note = self.page.notes[index]

        def remove(ctx: Context) -> None:
            self.lab.remove_note(self.colour, index)
            self.first_row = min(self.first_row, max(0, len(self.page.notes) - self.rows_fitting()))

        consequence = ctx.tr(KEY + "remove.consequence", fact=quoted(ctx, fact_text(ctx, note.fact)),
                             source=source_text(ctx, note), player=player_name(ctx, self.colour))
        return ConfirmScene(ctx.tr(KEY + "remove.question"), consequence, on_confirm=remove,
                            confirm_label=ctx.tr(KEY + "remove.confirm"))

    # --- drawing --------------------------------------------------------------------------------

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        page = self.page
        focus = self.buttons.focus
        focused = divmod(focus, 8)[::-1] if focus is not None and focus < 64 else None
        draw_grid(canvas, ctx, self.icons, page.shown_worlds, self.selected, focused)  # type: ignore[arg-type]
        self.draw_status(canvas, ctx, page)
        self.draw_notes(canvas, ctx, page)
        self.draw_closing(canvas, ctx)

    def draw_status(self, canvas: pygame.Surface, ctx: Context, page: Page) -> None:
        """What the notes leave: the solutions, the tapped square, the hint; or the contradiction."""
        draw_parchment(canvas, STATUS_RECT)
        inner = STATUS_RECT.inflate(-2 * theme.PAD, -2 * theme.PAD)
        pygame.draw.rect(canvas, PLAYER_RGB[self.colour], (STATUS_RECT.left + 6, STATUS_RECT.top + 18, 10,
                                                           STATUS_RECT.height - 36), border_radius=5)
        if page.contradiction is not None:
            head = pygame.Rect(inner.left, inner.top, inner.width - 60, 60)
            draw_text_box(canvas, ctx.fonts, ctx.tr(KEY + "contradiction.heading"), head, theme.DANGER,
                          theme.TEXT_HEADING - 8, min_size=30, bold=True, valign="center")
            body = pygame.Rect(inner.left, head.bottom + 10, inner.width, inner.bottom - head.bottom - 10)
            draw_text_box(canvas, ctx.fonts, contradiction_text(ctx, page.contradiction), body, theme.INK_TEXT,
                          theme.TEXT_BODY - 4, min_size=24)
            return
        worlds = page.shown_worlds
        heading = worlds_text(ctx, worlds.count)
        font = fit_font(ctx.fonts, heading, inner.width, theme.TEXT_HEADING - 4, min_size=30, bold=True)
        draw_text(canvas, heading, font, theme.INK_TEXT, inner.topleft)
        hint_h = 100 if self.lab.notebook is not None and self.lab.notebook.hint and worlds.count > 1 else 0
        info = pygame.Rect(inner.left, inner.top + 64, inner.width, inner.height - 64 - hint_h - (8 if hint_h else 0))
        if self.selected is not None:
            ingredient, alchemical = self.selected
            text = cell_text(ctx, ingredient, alchemical + 1, int(worlds.cell_counts[ingredient, alchemical]), worlds.count)
        else:
            text = ctx.tr(KEY + "legend")
        draw_text_box(canvas, ctx.fonts, text, info, theme.INK_TEXT, theme.TEXT_BODY - 4, min_size=24, serif=False)
        if hint_h:
            box = pygame.Rect(inner.left, inner.bottom - hint_h, inner.width, hint_h)
            pygame.draw.rect(canvas, theme.PARCHMENT_DARK, box, border_radius=theme.RADIUS)
            draw_text_box(canvas, ctx.fonts, hint_text(ctx, worlds.best_experiment, worlds.count), box.inflate(-24, -12),
                          theme.INK_TEXT, theme.TEXT_BODY - 6, min_size=24, bold=True, serif=False, valign="center")

    def draw_notes(self, canvas: pygame.Surface, ctx: Context, page: Page) -> None:
        """The notes in words, newest first, each with its source and a remove button."""
        draw_parchment(canvas, NOTES_RECT)
        heading = ctx.tr(KEY + "notes_heading", count=len(page.notes))
        draw_text(canvas, heading, ctx.fonts.get(theme.TEXT_HEADING - 8, bold=True), theme.INK_TEXT,
                  (NOTES_RECT.left + theme.PAD, NOTES_RECT.top + 18))
        if not page.notes:
            box = self.note_rect(0).union(self.note_rect(self.rows_fitting() - 1))
            draw_text_box(canvas, ctx.fonts, ctx.tr(KEY + "no_notes"), box, theme.INK_MUTED, theme.TEXT_BODY - 4,
                          min_size=24, serif=False)
        troubled = set(page.contradiction.conflicts) | {page.contradiction.fact} if page.contradiction else set()
        for row, index in enumerate(self.visible_notes()):
            note = page.notes[index]
            rect = self.note_rect(row)
            alarm = note.fact in troubled
            if alarm:
                pygame.draw.rect(canvas, theme.DANGER_LIGHT, rect, 4, border_radius=theme.RADIUS)
            text_box = pygame.Rect(rect.left + 12, rect.top + 2, rect.width - REMOVE_SIDE - 24, rect.height - 4)
            label = f"{index + 1} · {source_text(ctx, note)}"
            small = ctx.fonts.get(24, serif=False, bold=alarm)
            draw_text(canvas, label, small, theme.DANGER if alarm else theme.INK_MUTED, text_box.topleft)
            body = pygame.Rect(text_box.left, text_box.top + small.get_linesize(), text_box.width,
                               text_box.height - small.get_linesize())
            draw_text_box(canvas, ctx.fonts, fact_text(ctx, note.fact), body, theme.INK_TEXT, 30, min_size=24, bold=True,
                          serif=False, line_spacing=1.0)

    def draw_closing(self, canvas: pygame.Surface, ctx: Context) -> None:
        """When the notebook closes by itself, as words and a shrinking bar."""
        left = self.guard.seconds_left(ctx.now())
        text = ctx.tr(KEY + "closes_in", seconds=math.ceil(left - 1e-6))
        box = CLOSES_RECT.inflate(0, -28)
        draw_text_box(canvas, ctx.fonts, text, box, theme.TEXT_MUTED, 28, min_size=24, serif=False, valign="center")
        share = left / self.guard.idle_seconds if self.guard.idle_seconds else 0.0
        pygame.draw.rect(canvas, theme.EMBER_LIGHT, (box.left, box.bottom + 6, int(box.width * share), 8), border_radius=4)

    def draw_buttons(self, canvas: pygame.Surface, ctx: Context) -> None:
        for button in self.buttons.buttons:
            if button.action[0] != "cell":  # type: ignore[index]
                draw_button(canvas, ctx.fonts, button, hovered=self.buttons.hovered(button),
                            focused=self.buttons.focused(button))


def open_notebook(ctx: Context, lab: LabSession, colour: str, icons: IconCache) -> Push:
    """The curtain before `colour`'s notebook ("Pass the screen to Red"); lifting it opens the page,
    private (closing itself when left alone); "Not now" or Back closes the curtain."""
    def lift(ctx: Context) -> Transition:
        guard = PrivacyGuard(IDLE_SECONDS, ctx.now())
        return Replace(PrivateScene(NotebookScene(lab, colour, guard, icons), guard))

    return Push(CurtainScene(player_name(ctx, colour), then=lift, emblem=player_emblem(colour), cancellable=True))
