"""Drawing the board screen: the day track and caption, the hex board with the marks of the moment,
the dice tray, the team column (with the event log below it when there is room), the right
column's tab and controls, an open exchange, and the buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.app import theme
from games.app.scene import Context
from games.app.widgets import Button, draw_background, draw_panel, draw_text, draw_text_box, fit_font
from games.materia_prima import actions as A
from games.materia_prima.figures import figure_field
from games.materia_prima.state import OVER, Roll, State
from games.materia_prima.ui import inquisition_panel, table_panel
from games.materia_prima.ui import words as W
from games.materia_prima.ui.board_draw import BoardMarks, draw_board
from games.materia_prima.ui.buttons import draw_readable_button
from games.materia_prima.ui.card_pop import draw_card_pop
from games.materia_prima.ui.choices import choice_prompt
from games.materia_prima.ui.controls import PROMPT_H, prompt
from games.materia_prima.ui.dice_draw import draw_dice
from games.materia_prima.ui.layout import BOARD_BOX, CAPTION, DAYS, TEAM
from games.materia_prima.ui.narrate import who
from games.materia_prima.ui.team_panel import card_rects, draw_team
from games.materia_prima.ui.turn_ui import GRID, card_infos, decision

if TYPE_CHECKING:
    from games.materia_prima.ui.board_scene import BoardScene

LOG_MIN_H = 200


def draw(scene: "BoardScene", canvas: pygame.Surface, ctx: Context) -> None:
    """The whole screen."""
    draw_background(canvas)
    state = scene.display
    inquisition_panel.draw_days(canvas, ctx, state, DAYS)
    _draw_caption(scene, canvas, ctx)
    draw_board(canvas, ctx.fonts, state, GRID, BOARD_BOX, board_marks(scene))
    clip = scene.clip
    if clip is not None and isinstance(clip.happening.action, (A.DrawAlarm, A.DrawInquisitor)):
        draw_card_pop(canvas, ctx, state, clip.happening.action)
    if clip is not None and clip.roll is not None:
        verdict = clip.happening.action.verdict if isinstance(clip.happening.action, A.Result) else None
        draw_dice(canvas, ctx, state, clip.roll, verdict, tray_at_top(clip.happening.before.state, clip.roll))
    _draw_team(scene, canvas, ctx, state)
    _draw_tab(scene, canvas, ctx, state)
    _draw_controls(scene, canvas, ctx, state)
    if decision(scene) == "exchange":
        scene.exchange.draw(canvas, ctx, scene.session.state, scene.buttons)
    _draw_buttons(scene, canvas, ctx)
    scene.undo.draw(canvas, ctx)


def tray_at_top(state: State, roll: Roll) -> bool:
    """The dice tray goes to the half of the board away from the fight."""
    spots = [figure_field(state, figure) for figure in (roll.attacker, roll.defender)]
    ys = [GRID.pixel(state.board.fields[spot].hex)[1] for spot in spots if spot is not None]
    return not ys or min(ys) > BOARD_BOX.centery


def board_marks(scene: "BoardScene") -> BoardMarks:
    """What the board marks now: a clip's flashes, walk and path, or the targets of the turn."""
    clip = scene.clip
    if clip is not None:
        marks = BoardMarks(flash=dict(clip.flash), path=scene.path)
        if clip.moving is not None and clip.duration > 0:
            figure, start, end = clip.moving
            marks.moving = (figure, start, end, min(1.0, scene.clip_time / clip.duration))
        return marks
    if scene.options is not None:
        return scene.controls.marks(scene.session.state, scene.options)
    return BoardMarks(path=scene.path)


def caption_lines(scene: "BoardScene", ctx: Context) -> list[str]:
    """The caption above the board: the step being shown, whose turn it is, or the end."""
    if scene.clip is not None:
        return scene.clip.lines[:2]
    session = scene.session
    state = session.state
    if state.phase == OVER:
        return [W.t(ctx.tr, f"end.title_{state.result}")]
    seat = session.to_move
    if 0 <= seat < len(state.alchemists):
        name = who(ctx.tr, state.alchemists[seat].colour)
        player = state.campaign.members[seat].player if state.campaign else ""
        kind = decision(scene)
        key = "caption.decides" if kind in ("event", "extend") else "caption.chooses" if kind in (
            "destroy", "sacrifice") else "caption.human" if session.is_human(seat) else "caption.computer"
        return [W.t(ctx.tr, key, name=name, player=player)]
    return scene.log.entries[-1].lines[-1:] if scene.log.entries else []


def _draw_caption(scene: "BoardScene", canvas: pygame.Surface, ctx: Context) -> None:
    pygame.draw.rect(canvas, theme.WOOD_DARK, CAPTION, border_radius=14)
    pygame.draw.rect(canvas, theme.BRASS_DARK, CAPTION, 3, border_radius=14)
    text = "\n".join(caption_lines(scene, ctx))
    draw_text_box(canvas, ctx.fonts, text, CAPTION.inflate(-28, -10), theme.TEXT_LIGHT, 30, min_size=24,
                  valign="center", line_spacing=1.0)


def _draw_team(scene: "BoardScene", canvas: pygame.Surface, ctx: Context, state: State) -> None:
    infos = card_infos(scene, ctx, state)
    draw_team(canvas, ctx, state, infos, TEAM)
    rects = card_rects(ctx, state, infos, TEAM)
    bottom = rects[-1].bottom + 12 if rects else TEAM.y
    if TEAM.bottom - bottom >= LOG_MIN_H:
        panel = scene.log_panel_for(pygame.Rect(TEAM.x, bottom, TEAM.w, TEAM.bottom - bottom))
        panel.draw(canvas, ctx, scene.log, ctx.tr("app.log_title"))
    else:
        scene.log_panel = None


def _draw_tab(scene: "BoardScene", canvas: pygame.Surface, ctx: Context, state: State) -> None:
    body = scene.body_rect
    draw_panel(canvas, body)
    canvas.set_clip(body.inflate(-6, -6))
    if scene.tab == "inquisition":
        inquisition_panel.draw_inquisition(canvas, ctx, state, body)
    elif scene.tab == "scenario":
        inquisition_panel.draw_scenario(canvas, ctx, state, body)
    elif scene.tab == "cities":
        table_panel.draw_cities(canvas, ctx, state, body)
    else:
        makeable = {b.action[1].recipe for b in scene.buttons.buttons
                    if isinstance(b.action, tuple) and isinstance(b.action[1], A.Transmute)}
        table_panel.draw_pool(canvas, ctx, state, body, makeable)
    canvas.set_clip(None)


def _draw_controls(scene: "BoardScene", canvas: pygame.Surface, ctx: Context, state: State) -> None:
    box = scene.controls_rect
    draw_panel(canvas, box, "wood")
    kind = decision(scene)
    if kind == "act":
        text = prompt(ctx, scene.session.state, scene.session.to_move, scene.controls)
        height = PROMPT_H - 8
    elif kind == "exchange":
        text, height = W.t(ctx.tr, "controls.exchange"), 200
    elif kind and kind != "carry":
        text, height = choice_prompt(ctx.tr, scene.session.state), 140
    elif scene.clip is not None:
        text, height = "\n".join(scene.clip.lines), box.h - 130
    elif scene.session.bot_to_move():
        seat = scene.session.to_move
        text, height = W.t(ctx.tr, "caption.thinking", name=who(ctx.tr, scene.session.state.alchemists[seat].colour)), 200
    else:
        text, height = W.t(ctx.tr, "controls.watch"), 200
    draw_text_box(canvas, ctx.fonts, text, pygame.Rect(box.x + 20, box.y + 14, box.w - 40, height), theme.TEXT_LIGHT,
                  30, min_size=24, line_spacing=1.05)


def _draw_buttons(scene: "BoardScene", canvas: pygame.Surface, ctx: Context) -> None:
    group = scene.buttons
    for button in group.buttons:
        action = button.action
        tag = action[0] if isinstance(action, tuple) else action
        if tag == "card" or (tag == "play" and isinstance(action[1], A.Transmute) and button.label == ""):
            if group.focused(button):
                pygame.draw.rect(canvas, theme.FOCUS, button.rect.inflate(10, 10), theme.FOCUS_WIDTH, border_radius=20)
            continue
        if tag == "play" and decision(scene) == "exchange" and not isinstance(action[1], A.EndTurn):
            continue
        if tag == "tab":
            _draw_tab_button(canvas, ctx, button, group.focused(button))
            continue
        draw_readable_button(canvas, ctx.fonts, button, hovered=group.hovered(button), focused=group.focused(button))


def _draw_tab_button(canvas: pygame.Surface, ctx: Context, button: Button, focused: bool) -> None:
    selected = button.kind == "selected"
    fill = theme.PARCHMENT if selected else theme.WOOD
    pygame.draw.rect(canvas, fill, button.rect, border_top_left_radius=14, border_top_right_radius=14)
    pygame.draw.rect(canvas, theme.BRASS, button.rect, 3, border_top_left_radius=14, border_top_right_radius=14)
    font = fit_font(ctx.fonts, button.label, button.rect.w - 12, 28, min_size=24, bold=True, serif=False)
    draw_text(canvas, button.label, font, theme.INK_TEXT if selected else theme.TEXT_LIGHT, button.rect.center,
              "center")
    if focused:
        pygame.draw.rect(canvas, theme.FOCUS, button.rect.inflate(8, 8), theme.FOCUS_WIDTH, border_radius=16)
