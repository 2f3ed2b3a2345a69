"""After a result, when the table keeps notebooks: whose experiment was it? One tap answers.

The row replaces the result screen's Done button: the question, one plate per player (keys 1–4)
and "Nobody" (key 0), which keeps the result out of every notebook. It shows colours and names only,
never anything from a notebook.
"""

from __future__ import annotations

import pygame

from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.note_words import KEY
from games.alchemists.ui.players import draw_player_plate, player_name
from games.app.kit import theme
from games.app.scene import Context, Intent
from games.app.kit.widgets import Button, ButtonGroup, draw_button, draw_text_box

ROW = pygame.Rect(layout.CONTENT.left, layout.DONE_RECT.top, layout.CONTENT.width, layout.DONE_RECT.height)
QUESTION_W = 440
NOBODY = "nobody"


def whose_buttons(ctx: Context, colours: tuple[str, ...]) -> list[Button]:
    """A plate per player and "Nobody", right of the question, in seat order."""
    area = pygame.Rect(ROW.left + QUESTION_W + theme.GAP, ROW.top, ROW.width - QUESTION_W - theme.GAP, ROW.height)
    cells = layout.row(area, len(colours) + 1, theme.GAP)
    buttons = [Button(cell, f"{number}  {player_name(ctx, colour)}", ("whose", colour))
               for number, (cell, colour) in enumerate(zip(cells, colours), start=1)]
    buttons.append(Button(cells[-1], f"0  {ctx.tr(KEY + 'whose.nobody')}", ("whose", NOBODY), kind="quiet"))
    return buttons


def whose_key(intent: Intent, colours: tuple[str, ...]) -> str | None:
    """The answer a key gives: 1..n a player, 0 nobody; None for any other intent."""
    if intent.kind != "key" or intent.key is None:
        return None
    if intent.key == "0":
        return NOBODY
    if intent.key.isdigit() and 1 <= int(intent.key) <= len(colours):
        return colours[int(intent.key) - 1]
    return None


def draw_whose(canvas: pygame.Surface, ctx: Context, group: ButtonGroup) -> None:
    """The question and the plates."""
    question = pygame.Rect(ROW.left, ROW.top, QUESTION_W, ROW.height)
    draw_text_box(canvas, ctx.fonts, ctx.tr(KEY + "whose.question"), question, theme.TEXT_LIGHT, theme.TEXT_BODY,
                  min_size=28, bold=True, serif=False, valign="center")
    for button in group.buttons:
        action = button.action
        if not (isinstance(action, tuple) and action[0] == "whose"):
            continue
        hovered, focused = group.hovered(button), group.focused(button)
        if action[1] == NOBODY:
            draw_button(canvas, ctx.fonts, button, hovered=hovered, focused=focused)
        else:
            draw_player_plate(canvas, ctx, button.rect, action[1], button.label, hovered=hovered, focused=focused)
