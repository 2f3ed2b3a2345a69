"""The controls the board scene puts over the drawn table (1920×1080 canvas): the choice strip at
the bottom (what to do, the options as buttons, Confirm and Back), the row of board buttons
(Menu, Rules, Log, the computers' pace) and Undo; and the buttons for one moment of the match.

Option buttons are at least 76 canvas px high (51 px at 1280×720) and carry their number for the
keyboard (1-9, 0 for the tenth)."""

from __future__ import annotations

import pygame

from games.alchemists.table.choice import Choice, Part
from games.alchemists.table.words import part_label, word_label
from games.alchemists.board.view import View
from games.app import theme
from games.app.bot_pacing import pace_label, pace_of
from games.app.scene import Context
from games.app.widgets import Button

STRIP = pygame.Rect(0, 872, 1920, 208)
PROMPT = pygame.Rect(24, 876, 1560, 46)
OPTIONS = pygame.Rect(24, 926, 1560, 148)
OPTION_H, OPTION_GAP = 70, 8
SIDE = pygame.Rect(1600, 884, 300, 184)
CONFIRM = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, 100)
BACK = pygame.Rect(SIDE.x, SIDE.bottom - 76, SIDE.w, 76)
MAX_PER_ROW = 8


def option_rects(count: int) -> list[pygame.Rect]:
    """Where `count` option buttons go: one row, or two when more than MAX_PER_ROW."""
    rows = 1 if count <= MAX_PER_ROW else 2
    per_row = -(-count // rows) if count else 1
    width = min(300, (OPTIONS.w - (per_row - 1) * OPTION_GAP) // per_row)
    rects = []
    for index in range(count):
        row, col = divmod(index, per_row)
        y = OPTIONS.y + (row * (OPTION_H + OPTION_GAP) if rows == 2 else (OPTIONS.h - OPTION_H) // 2)
        rects.append(pygame.Rect(OPTIONS.x + col * (width + OPTION_GAP), y, width, OPTION_H))
    return rects


def option_buttons(ctx: Context, view: View, choice: Choice) -> list[Button]:
    """The options of the next step as numbered buttons."""
    options = choice.options()
    buttons = []
    for index, (part, rect) in enumerate(zip(options, option_rects(len(options)))):
        label = word_label(ctx.tr, view, part) if part[0] == "word" else part_label(ctx.tr, part)
        number = f"{(index + 1) % 10} " if index < 10 else ""
        buttons.append(Button(rect, number + label, ("part", part), kind="secondary"))
    return buttons


def decision_buttons(ctx: Context, choice: Choice) -> list[Button]:
    """Confirm (when one whole action is chosen) and Back (when anything is)."""
    buttons = []
    if choice.ready() is not None:
        buttons.append(Button(CONFIRM, ctx.tr("alchemists_play.board.confirm"), "confirm", kind="primary", icon="check"))
    if choice.started:
        buttons.append(Button(BACK, ctx.tr("alchemists_play.board.back"), "back", kind="quiet"))
    return buttons


def board_buttons(ctx: Context, rects: dict[str, pygame.Rect], *, over: bool, watching: bool) -> list[Button]:
    """Menu, Rules, Log, the pace (while computers play) and Scores once the game is over."""
    tr = ctx.tr
    buttons = [Button(rects["menu"], tr("alchemists_play.board.menu"), "menu", kind="quiet"),
               Button(rects["rules"], tr("alchemists_play.board.rules"), "rules", kind="quiet", icon="book"),
               Button(rects["log"], tr("alchemists_play.board.log"), "log", kind="quiet")]
    if watching:
        buttons.append(Button(rects["pace"], tr("app.pace_button", pace=pace_label(ctx, pace_of(ctx.settings).id)),
                              "pace", kind="quiet"))
    if over:
        buttons.append(Button(CONFIRM, tr("alchemists_play.board.scores"), "scores", kind="primary"))
    return buttons


def is_option(action: object) -> bool:
    """True for the action of an option button."""
    return isinstance(action, tuple) and len(action) == 2 and action[0] == "part"
