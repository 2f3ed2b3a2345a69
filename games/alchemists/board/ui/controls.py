"""The controls the board scene draws in the rooms the table leaves free (layout.command and
layout.buttons): the choice strip (what to do, the options as buttons, Confirm and Back) and the
row of board buttons (Menu, Rules, Log, the computers' pace).

Option buttons are at least 72 canvas px high (48 px at 1280×720) and carry their number for the
keyboard (1-9, 0 for the tenth)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.alchemists.board.ui.choice import Choice
from games.alchemists.board.ui.draw_pickers import (
    draw_alchemical_picker, draw_ingredient_picker, draw_potion_picker, draw_seal_picker, picker_rects,
)
from games.alchemists.board.ui.layout import TableLayout
from games.alchemists.board.ui.targets import Hit, Marks
from games.alchemists.board.ui.words import part_label, word_label
from games.alchemists.board.view import View
from games.app.kit import theme
from games.app.table.bot_pacing import pace_label, pace_of
from games.app.scene import Context
from games.app.kit.text import draw_text_box
from games.app.kit.widgets import Button, ButtonGroup, draw_button

PROMPT_H = 32
SIDE_W = 224
OPTION_GAP = 6
ROWS, PER_ROW = 2, 6
OPTION_TEXT, OPTION_MIN_TEXT = 28, 24
INK = {"secondary": theme.INK_TEXT, "primary": theme.TEXT_LIGHT, "quiet": theme.TEXT_LIGHT}  # label ink per button kind


@dataclass(frozen=True)
class Strip:
    """The parts of the choice strip inside the layout's command region."""

    area: pygame.Rect
    prompt: pygame.Rect
    options: pygame.Rect
    confirm: pygame.Rect
    back: pygame.Rect


def strip_of(command: pygame.Rect) -> Strip:
    """Prompt line on top; below it the options at the left, Confirm and Back at the right."""
    body = pygame.Rect(command.x, command.y + PROMPT_H, command.w, command.h - PROMPT_H)
    half = (body.h - OPTION_GAP) // 2
    side_x = body.right - SIDE_W
    return Strip(command, pygame.Rect(command.x + 8, command.y, command.w - 16, PROMPT_H),
                 pygame.Rect(body.x, body.y, side_x - OPTION_GAP - body.x, body.h),
                 pygame.Rect(side_x, body.y, SIDE_W, half), pygame.Rect(side_x, body.y + half + OPTION_GAP, SIDE_W, half))


def option_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where `count` option buttons go: one row, or two when more than PER_ROW (wider ones when few)."""
    rows = 1 if count <= PER_ROW else ROWS
    per_row = max(1, -(-count // rows))
    width = min(320, (area.w - (per_row - 1) * OPTION_GAP) // per_row)
    height = (area.h - (ROWS - 1) * OPTION_GAP) // ROWS
    top = area.y if rows == 2 else area.centery - height // 2
    return [pygame.Rect(area.x + (i % per_row) * (width + OPTION_GAP), top + (i // per_row) * (height + OPTION_GAP),
                        width, height) for i in range(count)]


PICTURED = ("alchemical", "potion", "wish", "ingredient", "seal")  # steps shown as rows of pictures


def pictured(choice: Choice) -> str | None:
    """The slot of the next step when it is shown as pictures (all options of one pictured kind)."""
    slot = choice.slot()
    return slot if slot in PICTURED and choice.started else None


def draw_pictures(canvas: pygame.Surface, layout: TableLayout, ctx: Context, view: View, choice: Choice,
                  strip: Strip, marks: Marks) -> list[Hit]:
    """The next step's options as pictures in the strip (their hits: taps choose them)."""
    slot, values = pictured(choice), [value for _, value in choice.options()]
    area = strip.options
    if slot == "alchemical":
        return draw_alchemical_picker(canvas, layout, ctx, area, marks, values)  # type: ignore[arg-type]
    if slot in ("potion", "wish"):
        return draw_potion_picker(canvas, layout, ctx, area, marks, values)  # type: ignore[arg-type]
    if slot == "ingredient":
        return draw_ingredient_picker(canvas, layout, ctx, area, marks, values)  # type: ignore[arg-type]
    if slot == "seal":
        return draw_seal_picker(canvas, layout, ctx, area, marks, view.own().colour, values)  # type: ignore[arg-type]
    return []


def option_buttons(ctx: Context, view: View, choice: Choice, strip: Strip, layout: TableLayout) -> list[Button]:
    """The options of the next step as numbered buttons (over the pictures, when pictured)."""
    options = choice.options()
    rects = (picker_rects(layout, strip.options, len(options)) if pictured(choice)
             else option_rects(strip.options, len(options)))
    buttons = []
    for index, (part, rect) in enumerate(zip(options, rects)):
        label = word_label(ctx.tr, view, part) if part[0] == "word" else part_label(ctx.tr, part)
        number = f"{(index + 1) % 10} " if index < 10 else ""
        buttons.append(Button(rect, number + label, ("part", part), kind="secondary"))
    return buttons


def decision_buttons(ctx: Context, choice: Choice, strip: Strip) -> list[Button]:
    """Confirm (when one whole action is chosen) and Back (when anything is)."""
    buttons = []
    if choice.ready() is not None:
        buttons.append(Button(strip.confirm, ctx.tr("alchemists_play.board.confirm"), "confirm", kind="primary"))
    if choice.started:
        buttons.append(Button(strip.back, ctx.tr("alchemists_play.board.back"), "back", kind="quiet"))
    return buttons


def board_buttons(ctx: Context, row: pygame.Rect, strip: Strip, *, over: bool) -> list[Button]:
    """Menu, Rules, Log and the computers' pace in the buttons row; Scores once the game is over."""
    tr = ctx.tr
    labels = [(tr("alchemists_play.board.menu"), "menu", None), (tr("alchemists_play.board.rules"), "rules", None),
              (tr("alchemists_play.board.log"), "log", None),
              (tr("app.pace_button", pace=pace_label(ctx, pace_of(ctx.settings).id)), "pace", None)]
    widths = (0.2, 0.24, 0.2, 0.36)
    buttons, x = [], row.x
    for (label, action, icon), share in zip(labels, widths):
        width = round(row.w * share) - OPTION_GAP
        buttons.append(Button(pygame.Rect(x, row.y, width, row.h), label, action, kind="quiet", icon=icon))
        x += width + OPTION_GAP
    if over:
        buttons.append(Button(strip.confirm, tr("alchemists_play.board.scores"), "scores", kind="primary"))
    return buttons


def draw_buttons(canvas: pygame.Surface, ctx: Context, group: ButtonGroup, pictures: bool = False) -> None:
    """Every button; option buttons with their label wrapped at no less than 24 px (with `pictures`
    the options are pictures drawn by draw_pictures: only their focus ring is drawn here)."""
    for button in group.buttons:
        hovered, focused = group.hovered(button), group.focused(button)
        if pictures and is_option(button.action):  # the picture is drawn; only the focus ring here
            if focused:
                pygame.draw.rect(canvas, theme.FOCUS, button.rect.inflate(12, 12), theme.FOCUS_WIDTH, border_radius=14)
            continue
        if button.icon is not None:
            draw_button(canvas, ctx.fonts, button, hovered=hovered, focused=focused, font_size=32, min_size=24)
            continue
        draw_button(canvas, ctx.fonts, Button(button.rect, "", button.action, button.enabled, button.kind),
                    hovered=hovered, focused=focused)
        ink = INK.get(button.kind, theme.TEXT_LIGHT)
        draw_text_box(canvas, ctx.fonts, button.label, button.rect.inflate(-16, -8), ink, OPTION_TEXT,
                      min_size=OPTION_MIN_TEXT, bold=True, serif=False, align="center", valign="center",
                      line_spacing=1.0)


def is_option(action: object) -> bool:
    """True for the action of an option button."""
    return isinstance(action, tuple) and len(action) == 2 and action[0] == "part"
