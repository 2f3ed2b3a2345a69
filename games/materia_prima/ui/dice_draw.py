"""The dice tray over the board while a roll is made: who rolls for what, each die as it falls
(faces 0, 0, 1, 1, 2, 2), the dice still to come, the sum against the value to reach, the chance
before the first die, and the verdict."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.widgets import draw_panel, draw_text, fit_font
from games.materia_prima.components import ALARM_CARDS
from games.materia_prima.odds import success_chance
from games.materia_prima.state import Roll, State
from games.materia_prima.ui import art
from games.materia_prima.ui import words as W
from games.materia_prima.ui.layout import BOARD_BOX
from games.materia_prima.ui.narrate import target_words

TRAY = pygame.Rect(BOARD_BOX.centerx - 350, BOARD_BOX.y + 8, 700, 236)
DIE = 76
VERDICT_COLOURS = {"hit": theme.SUCCESS, "defended": theme.SUCCESS, "miss": theme.DANGER, "beaten": theme.DANGER}


def roll_title(tr: W.Tr, roll: Roll) -> str:
    """Who rolls for what."""
    return W.t(tr, f"dice.title_{roll.kind}", attacker=target_words(tr, roll.attacker),
               defender=target_words(tr, roll.defender) if not roll.defender.startswith("order-") else
               W.t(tr, f"city.{roll.defender[-1]}"))


def roll_outcome(tr: W.Tr, state: State, roll: Roll) -> str:
    """The sum against the value to reach, or what a loot or destruction die means."""
    if roll.kind == "loot":
        if not roll.faces or not state.alarm_card:
            return ""
        return W.t(tr, "dice.loot", element=W.element_name(tr, ALARM_CARDS[state.alarm_card].loot[roll.faces[0]]))
    if roll.kind == "destroy":
        return W.t(tr, "dice.destroy", stage=roll.faces[0] + 1) if roll.faces else ""
    if not roll.faces:
        return W.t(tr, "dice.chance", needed=roll.target, chance=round(100 * success_chance(roll.dice, roll.target)))
    return W.t(tr, "dice.sum", total=sum(roll.faces), needed=roll.target)


def draw_dice(canvas: pygame.Surface, ctx: Context, state: State, roll: Roll, verdict: str | None,
              top: bool = True) -> None:
    """The tray with the roll so far (and its verdict once decided), at the top or bottom of the board."""
    tr = ctx.tr
    tray = TRAY if top else TRAY.move(0, BOARD_BOX.h - TRAY.h - 16)
    draw_panel(canvas, tray)
    title = roll_title(tr, roll)
    draw_text(canvas, title, fit_font(ctx.fonts, title, tray.w - 48, 32, min_size=24, bold=True), theme.INK_TEXT,
              (tray.x + 24, tray.y + 16))
    x = tray.x + 24
    die = min(DIE, (tray.w - 48) // max(1, roll.dice) - 12)
    for index in range(roll.dice):
        rect = pygame.Rect(x + index * (die + 12), tray.y + 64, die, die)
        if index < len(roll.faces):
            canvas.blit(art.die_face(roll.faces[index], die, highlight=index == len(roll.faces) - 1), rect)
        else:
            pygame.draw.rect(canvas, theme.PARCHMENT_DARK, rect, border_radius=14)
            pygame.draw.rect(canvas, theme.BRASS_DARK, rect, 3, border_radius=14)
            draw_text(canvas, "?", ctx.fonts.get(40, bold=True, serif=False), theme.INK_MUTED, rect.center, "center")
    outcome = roll_outcome(tr, state, roll)
    dice_right = x + roll.dice * (die + 12)
    room = tray.right - 24 - dice_right
    if room > 200:
        draw_text(canvas, outcome, fit_font(ctx.fonts, outcome, room, 32, min_size=24, bold=True), theme.INK_TEXT,
                  (dice_right + 8, tray.y + 102), "midleft")
        bottom_text = ""
    else:
        bottom_text = outcome
    if verdict:
        text = W.t(tr, f"dice.verdict_{verdict}")
        draw_text(canvas, text, fit_font(ctx.fonts, text, tray.w - 48, 44, min_size=28, bold=True),
                  VERDICT_COLOURS.get(verdict, theme.INK_TEXT), (tray.centerx, tray.bottom - 40), "center")
    elif bottom_text:
        draw_text(canvas, bottom_text, fit_font(ctx.fonts, bottom_text, tray.w - 48, 30, min_size=24, bold=True),
                  theme.INK_TEXT, (tray.centerx, tray.bottom - 40), "center")
