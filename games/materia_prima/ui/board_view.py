"""Drawing the board screen: the day track and caption, the hex board with the marks of the moment,
the dice tray, the team column (with the event log below it when there is room), the right
column's tab and controls, an open exchange, and the buttons.

Everything but the figures and marks on the board changes only when the screen's contents do, so
it is painted once into a cached "chrome" surface (with the board's fields) and blitted each
frame; a frame of a running clip redraws only the board's pieces and the overlays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.widgets import Button, draw_background, draw_panel, draw_text, draw_text_box, fit_font
from games.materia_prima import actions as A
from games.materia_prima.figures import figure_field
from games.materia_prima.scenarios import objective_by_alchemist
from games.materia_prima.state import OVER, Roll, State
from games.materia_prima.stats import pool_limit
from games.materia_prima.ui import inquisition_panel, table_panel
from games.materia_prima.ui import words as W
from games.materia_prima.ui.board_draw import BoardMarks, draw_board, draw_fields
from games.materia_prima.ui.buttons import draw_readable_button
from games.materia_prima.ui.card_pop import draw_card_pop
from games.materia_prima.ui.choices import PROMPT_H as CHOICE_PROMPT_H, choice_prompt
from games.materia_prima.ui.controls import PROMPT_H, prompt
from games.materia_prima.ui.dice_draw import draw_dice
from games.materia_prima.ui.chrome import Region, buttons_in, buttons_key
from games.materia_prima.ui.layout import BOARD_BOX, BOTTOM, CAPTION, CENTRE_W, CENTRE_X, DAYS, RIGHT, TABS, TEAM
from games.materia_prima.ui.narrate import who
from games.materia_prima.ui.team_panel import card_rects, draw_team
from games.materia_prima.ui.turn_ui import GRID, card_infos, decision

if TYPE_CHECKING:
    from games.materia_prima.ui.board_scene import BoardScene

LOG_MIN_H = 200
RIGHT_X = RIGHT.x - 12


def draw(scene: "BoardScene", canvas: pygame.Surface, ctx: Context) -> None:
    """The whole screen: the cached still parts, the board's pieces, the overlays of the moment."""
    scene.chrome.draw(canvas, regions(scene, ctx))
    state = scene.display
    draw_board(canvas, ctx.fonts, state, GRID, board_marks(scene))
    clip = scene.clip
    if clip is not None and isinstance(clip.happening.action, (A.DrawAlarm, A.DrawInquisitor)):
        draw_card_pop(canvas, ctx, state, clip.happening.action)
    if clip is not None and clip.roll is not None:
        verdict = clip.happening.action.verdict if isinstance(clip.happening.action, A.Result) else None
        draw_dice(canvas, ctx, state, clip.roll, verdict, tray_at_top(clip.happening.before.state, clip.roll))
    if decision(scene) == "exchange":
        scene.exchange.draw(canvas, ctx, scene.session.state, scene.buttons)


def regions(scene: "BoardScene", ctx: Context) -> list[Region]:
    """The screen's still parts, each with what it shows."""
    state, group, language = scene.display, scene.buttons, ctx.tr.language
    body, controls = scene.body_rect, scene.controls_rect
    width = theme.CANVAS_W - RIGHT_X
    infos = card_infos(scene, ctx, state)
    cards = card_rects(ctx, state, infos, TEAM)
    split = cards[-1].bottom + 6 if cards else TEAM.y
    log = scene.log_panel_for(pygame.Rect(TEAM.x, split + 6, TEAM.w, TEAM.bottom - split - 6)) \
        if TEAM.bottom - split - 6 >= LOG_MIN_H else None
    scene.log_panel = log
    parts = [
        ("team", pygame.Rect(0, 0, CENTRE_X, split), (state.alchemists, state.effects, tuple(infos)),
         lambda s: draw_team(s, ctx, state, infos, TEAM)),
        ("log", pygame.Rect(0, split, CENTRE_X, theme.CANVAS_H - split),
         (scene.log.version, log.scroller.offset if log else None),
         lambda s: log.draw(s, ctx, scene.log, ctx.tr("app.log_title")) if log else None),
        ("days", pygame.Rect(CENTRE_X, 0, CENTRE_W, CAPTION.y - 2), (state.day, state.days),
         lambda s: inquisition_panel.draw_days(s, ctx, state, DAYS)),
        ("caption", pygame.Rect(CENTRE_X, CAPTION.y - 2, CENTRE_W, BOARD_BOX.y - CAPTION.y),
         tuple(caption_lines(scene, ctx)), lambda s: _draw_caption(scene, s, ctx)),
        ("board", pygame.Rect(CENTRE_X, BOARD_BOX.y - 2, CENTRE_W, BOTTOM.y - BOARD_BOX.y - 2), (state.board.layout,),
         lambda s: draw_fields(s, state, GRID, BOARD_BOX)),
        ("bottom", pygame.Rect(CENTRE_X, BOTTOM.y - 4, CENTRE_W, theme.CANVAS_H - BOTTOM.y + 4), (), None),
        ("tabs", pygame.Rect(RIGHT_X, 0, width, TABS.bottom + 4), (scene.tab,), None),
        ("body", pygame.Rect(RIGHT_X, TABS.bottom + 4, width, body.bottom + 5 - TABS.bottom - 4),
         (scene.tab, tuple(body), tab_key(scene, state)), lambda s: _draw_tab(scene, s, ctx, state)),
        ("controls", pygame.Rect(RIGHT_X, body.bottom + 5, width, theme.CANVAS_H - body.bottom - 5),
         (tuple(controls), controls_text(scene, ctx), scene.undo.button.enabled, scene.undo.reason, scene.undo.hovered,
          scene.undo.visible), lambda s: _draw_controls(scene, s, ctx, state)),
    ]
    return [Region(name, rect, (key, buttons_key(group, rect), language), _painter(scene, ctx, rect, paint))
            for name, rect, key, paint in parts]


def _painter(scene: "BoardScene", ctx: Context, rect: pygame.Rect, paint) -> Callable[[pygame.Surface], None]:  # type: ignore[no-untyped-def]
    """Backdrop, the region's own drawing, then its buttons."""
    def draw_region(surface: pygame.Surface) -> None:
        draw_background(surface)
        if paint is not None:
            paint(surface)
        _draw_buttons(scene, surface, ctx, buttons_in(scene.buttons, rect))
        if rect.collidepoint(scene.undo.rect.center):
            scene.undo.draw(surface, ctx)
    return draw_region


def tab_key(scene: "BoardScene", state: State) -> tuple:
    """What the open tab shows."""
    if scene.tab == "inquisition":
        return state.alarm_card, state.slots, state.effects, state.scenario
    if scene.tab == "scenario":
        return state.scenario, state.events, state.orders_won, state.day, objective_by_alchemist(state)
    if scene.tab == "cities":
        return state.city_upgrades, state.city_orders, state.fulfilled
    return state.pool, pool_limit(state), tuple(sorted(makeable(scene)))


def makeable(scene: "BoardScene") -> set[str]:
    """The pool recipes the human to move can transmute now."""
    return {b.action[1].recipe for b in scene.buttons.buttons
            if isinstance(b.action, tuple) and isinstance(b.action[1], A.Transmute)}


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
        return scene.playback.lines[:2]
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
        table_panel.draw_pool(canvas, ctx, state, body, makeable(scene))
    canvas.set_clip(None)


def controls_text(scene: "BoardScene", ctx: Context) -> tuple[str, int]:
    """The words at the top of the controls box, and the height they may take."""
    kind = decision(scene)
    if kind == "act":
        return prompt(ctx, scene.session.state, scene.session.to_move, scene.controls), PROMPT_H - 8
    if kind == "exchange":
        return W.t(ctx.tr, "controls.exchange"), 200
    if kind and kind != "carry":
        return choice_prompt(ctx.tr, scene.session.state), CHOICE_PROMPT_H - 20  # ends above the choices
    if scene.session.bot_to_move() and scene.idle():
        colour = scene.session.state.alchemists[scene.session.to_move].colour
        return W.t(ctx.tr, "caption.thinking", name=who(ctx.tr, colour)), 200
    return W.t(ctx.tr, "controls.watch"), 200


def _draw_controls(scene: "BoardScene", canvas: pygame.Surface, ctx: Context, state: State) -> None:
    box = scene.controls_rect
    draw_panel(canvas, box, "wood")
    text, height = controls_text(scene, ctx)
    draw_text_box(canvas, ctx.fonts, text, pygame.Rect(box.x + 20, box.y + 14, box.w - 40, height), theme.TEXT_LIGHT,
                  30, min_size=24, line_spacing=1.05)


def _draw_buttons(scene: "BoardScene", canvas: pygame.Surface, ctx: Context, buttons: list[Button]) -> None:
    group = scene.buttons
    for button in buttons:
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
