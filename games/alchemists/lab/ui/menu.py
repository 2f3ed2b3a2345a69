"""The lab menu of a running game: every flow of its variant, history, code, and the reveal.

Keys: 1-5 start the flows in the order shown, ? opens the rules help; Tab / arrows move the focus, Enter presses.
The code stays visible in the title bar; the latest public results are listed at the right. Every
button label has one size (LABEL_SIZE): a long label wraps rather than shrinks. Below the results:
"Notebooks" (the table's set-up, notebook_table.py) or, once the table keeps notebooks, one plate per
player that opens their notebook behind a curtain, and a gear for the set-up.
"""

from __future__ import annotations

import pygame

from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen
from games.alchemists.lab.ui.choose import ChooseScene
from games.alchemists.lab.ui.code_screen import CodeScene
from games.alchemists.lab.ui.flows import FLOWS, flows_of
from games.alchemists.lab.ui.history import history_scene
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.notebook_screen import open_notebook
from games.alchemists.lab.ui.notebook_table import NotebookTableScene
from games.alchemists.ui.players import draw_player_plate, player_name
from games.alchemists.lab.ui.results import describe
from games.alchemists.lab.ui.reveal import RevealScene
from games.alchemists.lab.ui.rules_scene import rules_scene
from games.alchemists.lab.ui.tiles import draw_caption_row, draw_parchment
from games.app.kit import theme
from games.app.kit.common_scenes import ConfirmScene
from games.app.scene import Context, Intent, Push, Replace, Transition
from games.app.kit.widgets import Button, draw_button, draw_text, draw_text_box

FLOW_ICONS = {"student": "flask", "drink": "cauldron", "sell": "hand", "debunk-apprentice": "cross",
              "debunk-master": "cross", "exhibit": "check"}
MENU_KEYS = {"student": "menu.student", "drink": "menu.drink", "sell": "menu.sell",
             "debunk-apprentice": "menu.debunk", "debunk-master": "menu.debunk", "exhibit": "menu.exhibit"}
RECENT_COUNT = 6
RECENT_ROW_H = 112
LABEL_SIZE = theme.TEXT_LABEL
TOOL_AREA = pygame.Rect(layout.CONTENT.left, layout.CONTENT.bottom - 124, 1060, 124)
RULES_W = 290  # the Rules button: its label in one line; Show code and Reveal share the rest
TOOL_GAP = 20
FLOW_AREA = pygame.Rect(layout.CONTENT.left, layout.CONTENT.top, 1060, TOOL_AREA.top - 48 - layout.CONTENT.top)
RECENT_RECT = pygame.Rect(FLOW_AREA.right + 44, layout.CONTENT.top, layout.CONTENT.right - FLOW_AREA.right - 44,
                          FLOW_AREA.height)
NOTEBOOK_AREA = pygame.Rect(RECENT_RECT.left, TOOL_AREA.top, RECENT_RECT.width, TOOL_AREA.height)
TABLE_W = 110  # the gear beside the players' plates
REVEALED_NOTE_RECT = pygame.Rect(RECENT_RECT.left + theme.PAD, RECENT_RECT.bottom - theme.PAD - 90,
                                 RECENT_RECT.width - 2 * theme.PAD, 90)


class LabMenuScene(LabScreen):
    """The hub of a running game."""

    def __init__(self, lab: LabSession, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.lab = lab
        self.badge_code = lab.game.code
        self.recent_rects: list[pygame.Rect] = []  # where the latest results were drawn

    def title(self, ctx: Context) -> str:
        variant = ctx.tr(f"alchemists.variant.{self.lab.game.variant}")
        return ctx.tr("alchemists.menu.title", variant=variant)

    def build(self, ctx: Context) -> list[Button]:
        over = self.lab.game.revealed
        flows = flows_of(self.lab.game.variant)
        cells = layout.grid(FLOW_AREA, len(flows) + 1, 2)
        buttons = [
            Button(cell, f"{number}  {ctx.tr('alchemists.' + MENU_KEYS[flow.id])}", ("flow", flow.id),
                   enabled=not over, kind="secondary", icon=FLOW_ICONS[flow.id])
            for number, (cell, flow) in enumerate(zip(cells, flows), start=1)
        ]
        buttons.append(Button(cells[-1], ctx.tr("alchemists.menu.history"), ("history",), kind="quiet", icon="hourglass"))
        rules_cell, rest = layout.split_left(TOOL_AREA, RULES_W, TOOL_GAP)
        code_cell, reveal_cell = layout.row(rest, 2, TOOL_GAP)
        buttons.append(Button(rules_cell, ctx.tr("alchemists.menu.rules"), ("rules",), kind="quiet", icon="unknown"))
        buttons.append(Button(code_cell, ctx.tr("alchemists.menu.show_code"), ("code",), kind="quiet", icon="barcode"))
        reveal_label = ctx.tr("alchemists.menu.solution" if over else "alchemists.menu.reveal")
        buttons.append(Button(reveal_cell, reveal_label, ("reveal",), kind="danger", icon="eye-closed"))
        return buttons + self.notebook_buttons(ctx)

    def notebook_buttons(self, ctx: Context) -> list[Button]:
        """"Notebooks", or a plate per player at the table and the gear for the set-up."""
        book = self.lab.notebook
        if book is None:
            return [Button(NOTEBOOK_AREA, ctx.tr("alchemists_notebook.menu"), ("notebooks",), kind="quiet", icon="book")]
        plates, gear = layout.split_left(NOTEBOOK_AREA, NOTEBOOK_AREA.width - TABLE_W - TOOL_GAP, TOOL_GAP)
        buttons = [Button(cell, player_name(ctx, colour), ("notebook", colour))
                   for cell, colour in zip(layout.row(plates, len(book.colours), TOOL_GAP), book.colours)]
        return buttons + [Button(gear, "", ("notebooks",), kind="quiet", icon="gear")]

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        assert isinstance(action, tuple)
        if action[0] == "flow":
            return Push(ChooseScene(self.lab, FLOWS[action[1]], self.icons))
        if action[0] == "history":
            return Push(history_scene(ctx, self.lab, self.icons))
        if action[0] == "rules":
            return Push(rules_scene(ctx, self.lab.game.code))
        if action[0] == "code":
            return Push(CodeScene(self.lab, self.icons))
        if action[0] == "notebooks":
            return Push(NotebookTableScene(self.lab, self.icons))
        if action[0] == "notebook":
            return open_notebook(ctx, self.lab, action[1], self.icons)
        if self.lab.game.revealed:
            return Push(RevealScene(self.lab, self.icons))
        return Push(self.reveal_dialog(ctx))

    def reveal_dialog(self, ctx: Context) -> ConfirmScene:
        """The deliberate confirmation before the solution is shown to everyone."""
        def reveal(ctx: Context) -> Transition:
            self.lab.record(lambda game: game.reveal())
            return Replace(RevealScene(self.lab, self.icons))

        return ConfirmScene(ctx.tr("alchemists.reveal.question"), ctx.tr("alchemists.reveal.consequence"),
                            on_confirm=reveal, confirm_label=ctx.tr("alchemists.reveal.confirm"))

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "text" and intent.text == "?":
            return self.on_button(("rules",), ctx)
        if intent.kind == "key" and intent.key is not None and intent.key.isdigit():
            number = int(intent.key)
            flows = flows_of(self.lab.game.variant)
            if 1 <= number <= len(flows) and not self.lab.game.revealed:
                return self.on_button(("flow", flows[number - 1].id), ctx)
        return None

    def draw_buttons(self, canvas: pygame.Surface, ctx: Context) -> None:
        for button in self.buttons.buttons:
            hovered, focused = self.buttons.hovered(button), self.buttons.focused(button)
            if button.action[0] == "notebook":  # type: ignore[index]
                draw_player_plate(canvas, ctx, button.rect, button.action[1], button.label,  # type: ignore[index]
                                  hovered=hovered, focused=focused, icon="book" if button.rect.width > 200 else None)
            else:
                draw_button(canvas, ctx.fonts, button, hovered=hovered, focused=focused, font_size=LABEL_SIZE,
                            min_size=LABEL_SIZE)

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_parchment(canvas, RECENT_RECT)
        inner = RECENT_RECT.inflate(-2 * theme.PAD, -2 * theme.PAD)
        heading = ctx.fonts.get(theme.TEXT_HEADING, bold=True)
        draw_text(canvas, ctx.tr("alchemists.menu.recent"), heading, theme.INK_TEXT, inner.topleft)
        rows = pygame.Rect(inner.left, inner.top + heading.get_linesize() + 16, inner.width, 0)
        rows.height = inner.bottom - rows.top
        if self.lab.game.revealed:
            draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.menu.revealed_note"), REVEALED_NOTE_RECT, theme.DANGER,
                          theme.TEXT_BODY, bold=True)
            rows.height = REVEALED_NOTE_RECT.top - 10 - rows.top
        self.recent_rects = self.draw_recent(canvas, ctx, rows)

    def draw_recent(self, canvas: pygame.Surface, ctx: Context, area: pygame.Rect) -> list[pygame.Rect]:
        """The newest results, newest first, as many as fit in `area`; returns the rows drawn."""
        history = self.lab.game.history
        if not history:
            box = pygame.Rect(area.left, area.top, area.width, 200)
            draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.menu.no_results"), box, theme.INK_MUTED, theme.TEXT_BODY)
        fitting = min(RECENT_COUNT, (area.height + 10) // (RECENT_ROW_H + 10))
        recent = list(enumerate(history, start=1))[::-1][:fitting]
        rects = []
        for offset, (number, entry) in enumerate(recent):
            rect = pygame.Rect(area.left, area.top + offset * (RECENT_ROW_H + 10), area.width, RECENT_ROW_H)
            picture, text = describe(entry, ctx)
            label = f"{number}. {ctx.tr('alchemists.flow.' + entry.action)}"
            draw_caption_row(canvas, ctx, self.icons, rect, picture, label, text)
            rects.append(rect)
        return rects
