"""The table's notebooks: who is at the table (2–4 colours) and whether the hint is allowed.

Opened from the lab menu ("Notebooks", later the gear beside the players). Nothing here is private:
it shows colours and the table's choice, never a notebook's notes. The choice is staged and kept with
"Keep notebooks" (Enter); Back leaves everything as it was. Taking a player with notes off the table,
or ending the notebooks, first asks (games.app.table.replace_guard) and names what would be deleted.
Keys: 1–4 toggle the players, H the hint.
"""

from __future__ import annotations

import pygame

from games.alchemists.components import PLAYER_COLOURS
from games.alchemists.lab.notebook import MAX_PLAYERS, MIN_PLAYERS, Notebook, new_notebook
from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.note_words import KEY
from games.alchemists.ui.players import draw_player_plate, player_name
from games.alchemists.lab.ui.tiles import draw_parchment
from games.app.kit import theme
from games.app.table.replace_guard import ask_before_losing
from games.app.scene import Context, Intent, Pop, Transition
from games.app.kit.widgets import Button, draw_button, draw_text, draw_text_box

INTRO_RECT = pygame.Rect(layout.CONTENT.left, layout.CONTENT.top, layout.CONTENT.width, 250)
PLAYERS_RECT = pygame.Rect(layout.CONTENT.left + 80, INTRO_RECT.bottom + 40, layout.CONTENT.width - 160, 170)
HINT_RECT = pygame.Rect(layout.CONTENT.left, PLAYERS_RECT.bottom + 50, layout.CONTENT.width, 200)
HINT_BUTTON = pygame.Rect(HINT_RECT.left + theme.PAD, HINT_RECT.top + (HINT_RECT.height - 120) // 2, 560, 120)
KEEP_RECT = pygame.Rect(layout.CONTENT.right - 680, layout.CONTENT.bottom - 116, 680, 116)
END_RECT = pygame.Rect(layout.CONTENT.left, KEEP_RECT.top, 560, 116)


class NotebookTableScene(LabScreen):
    """Set up, change or end the notebooks of the running lab game (see the module docstring)."""

    def __init__(self, lab: LabSession, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.lab = lab
        self.badge_code = lab.game.code
        book = lab.notebook
        self.chosen: set[str] = set(book.colours) if book is not None else set()
        self.hint = book.hint if book is not None else False
        self.closing = False  # kept after a confirmation: leave at the next frame

    def title(self, ctx: Context) -> str:
        return ctx.tr(KEY + "table.title")

    def colours(self) -> tuple[str, ...]:
        """The chosen players in seat order."""
        return tuple(colour for colour in PLAYER_COLOURS if colour in self.chosen)

    def build(self, ctx: Context) -> list[Button]:
        cells = layout.row(PLAYERS_RECT, len(PLAYER_COLOURS), 40)
        buttons = [Button(cell, f"{number}  {player_name(ctx, colour)}", ("player", colour))
                   for number, (cell, colour) in enumerate(zip(cells, PLAYER_COLOURS), start=1)]
        hint_label = ctx.tr(KEY + ("table.hint_on" if self.hint else "table.hint_off"))
        buttons.append(Button(HINT_BUTTON, hint_label, ("hint",), kind="selected" if self.hint else "quiet",
                              icon="check" if self.hint else "cross"))
        valid = MIN_PLAYERS <= len(self.chosen) <= MAX_PLAYERS
        keep = ctx.tr(KEY + "table.keep", count=len(self.chosen)) if valid else ctx.tr(KEY + "table.choose")
        buttons.append(Button(KEEP_RECT, keep, ("keep",), enabled=valid, kind="primary", icon="book"))
        if self.lab.notebook is not None:
            buttons.append(Button(END_RECT, ctx.tr(KEY + "table.end"), ("end",), kind="danger", icon="cross"))
        return buttons

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        assert isinstance(action, tuple)
        if action[0] == "player":
            self.chosen ^= {action[1]}
        elif action[0] == "hint":
            self.hint = not self.hint
        elif action[0] == "keep":
            return self.keep(ctx)
        else:
            return self.end(ctx)
        self.refresh(ctx)
        return None

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "confirm" and MIN_PLAYERS <= len(self.chosen) <= MAX_PLAYERS:
            return self.keep(ctx)
        if intent.kind == "key" and intent.key in ("1", "2", "3", "4"):
            return self.on_button(("player", PLAYER_COLOURS[int(intent.key) - 1]), ctx)
        if intent.kind == "key" and intent.key == "h":
            return self.on_button(("hint",), ctx)
        return None

    def update(self, dt: float, ctx: Context) -> Transition | None:
        return Pop() if self.closing else None

    def enter(self, ctx: Context) -> None:
        super().enter(ctx)
        self.animating = self.closing  # back from a confirmation that went through: leave

    # --- changes --------------------------------------------------------------------------------

    def keep(self, ctx: Context) -> Transition | None:
        """Keep the notebooks for the chosen players; ask first if players with notes leave."""
        book = self.lab.notebook
        new = new_notebook(self.colours(), self.hint) if book is None else book.with_players(self.colours()).with_hint(self.hint)
        leaving = [page.colour for page in book.pages if page.colour not in self.chosen] if book is not None else []
        return ask_before_losing(ctx, ctx.tr(KEY + "table.leave_question"), self.losses(ctx, leaving),
                                 lambda ctx: self.store(new), verb="delete")

    def end(self, ctx: Context) -> Transition | None:
        """No notebooks for this game any more; ask first if any has notes."""
        book = self.lab.notebook
        assert book is not None
        return ask_before_losing(ctx, ctx.tr(KEY + "table.end_question"), self.losses(ctx, list(book.colours)),
                                 lambda ctx: self.store(None), verb="delete")

    def losses(self, ctx: Context, colours: list[str]) -> str | None:
        """What deleting the pages of `colours` would lose, in words; None if they hold no notes."""
        book = self.lab.notebook
        if book is None:
            return None
        lost = [ctx.tr(KEY + "table.lost_page", player=player_name(ctx, colour), count=len(book.page(colour).notes))
                for colour in colours if book.page(colour).notes]
        return ", ".join(lost) or None

    def store(self, book: Notebook | None) -> Transition:
        """Save the table's notebooks and leave."""
        self.lab.keep_notebooks(book)
        self.closing = True
        return Pop()

    # --- drawing --------------------------------------------------------------------------------

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_parchment(canvas, INTRO_RECT)
        inner = INTRO_RECT.inflate(-2 * theme.PAD - 20, -2 * theme.PAD)
        draw_text(canvas, ctx.tr(KEY + "table.question"), ctx.fonts.get(theme.TEXT_HEADING, bold=True), theme.INK_TEXT,
                  inner.topleft)
        body = pygame.Rect(inner.left, inner.top + 74, inner.width, inner.height - 74)
        draw_text_box(canvas, ctx.fonts, ctx.tr(KEY + "table.explain"), body, theme.INK_TEXT, theme.TEXT_BODY - 2,
                      min_size=26)
        draw_parchment(canvas, HINT_RECT)
        words = pygame.Rect(HINT_BUTTON.right + theme.GAP, HINT_RECT.top + theme.PAD,
                            HINT_RECT.right - HINT_BUTTON.right - theme.GAP - theme.PAD, HINT_RECT.height - 2 * theme.PAD)
        draw_text_box(canvas, ctx.fonts, ctx.tr(KEY + "table.hint_explain"), words, theme.INK_TEXT, theme.TEXT_BODY - 2,
                      min_size=26, valign="center")

    def draw_buttons(self, canvas: pygame.Surface, ctx: Context) -> None:
        for button in self.buttons.buttons:
            hovered, focused = self.buttons.hovered(button), self.buttons.focused(button)
            action = button.action
            if isinstance(action, tuple) and action[0] == "player":
                chosen = action[1] in self.chosen
                draw_player_plate(canvas, ctx, button.rect, action[1], button.label, chosen=chosen, dimmed=not chosen,
                                  hovered=hovered, focused=focused, font_size=theme.TEXT_HEADING - 6)
            else:
                draw_button(canvas, ctx.fonts, button, hovered=hovered, focused=focused)
