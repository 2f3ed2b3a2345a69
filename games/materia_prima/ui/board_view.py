"""Drawing the board screen: the day track and caption, the hex board with the marks of the moment,
the dice tray, the team column (with the event log below it when there is room), the right
column's tab and controls, an open exchange, and the buttons.

Everything but the figures and marks on the board changes only when the screen's contents do, so
it is painted once into a cached "chrome" surface (with the board's fields) and blitted each
frame; a frame of a running clip redraws only the board's pieces and the overlays.

Every function draws from plain values (table_view.py): the TableView of the player at the screen
and the screen's Widgets, never the screen itself."""

from __future__ import annotations

from typing import Callable

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
from games.materia_prima.ui.table_view import TableView, Widgets
from games.materia_prima.ui.turn_ui import GRID, card_infos

LOG_MIN_H = 200
RIGHT_X = RIGHT.x - 12


def draw(view: TableView, parts: Widgets, canvas: pygame.Surface, ctx: Context) -> None:
    """The whole screen: the cached still parts, the board's pieces, the overlays of the moment."""
    parts.chrome.draw(canvas, regions(view, parts, ctx))
    state = view.display
    draw_board(canvas, ctx.fonts, state, GRID, board_marks(view, parts))
    clip = view.clip
    if clip is not None and isinstance(clip.happening.action, (A.DrawAlarm, A.DrawInquisitor)):
        draw_card_pop(canvas, ctx, state, clip.happening.action)
    if clip is not None and clip.roll is not None:
        verdict = clip.happening.action.verdict if isinstance(clip.happening.action, A.Result) else None
        draw_dice(canvas, ctx, state, clip.roll, verdict, tray_at_top(clip.happening.before.state, clip.roll))
    if view.decision == "exchange":
        parts.exchange.draw(canvas, ctx, view.state, parts.buttons)


def _below(cards: list[pygame.Rect]) -> int:
    """Where the team cards end (the log goes below them when there is room)."""
    return cards[-1].bottom + 6 if cards else TEAM.y


def log_rect(view: TableView, ctx: Context) -> pygame.Rect | None:
    """The event log's box below the team cards, None when there is too little room."""
    split = _below(card_rects(ctx, view.display, card_infos(view, ctx, view.display), TEAM))
    return pygame.Rect(TEAM.x, split + 6, TEAM.w, TEAM.bottom - split - 6) if TEAM.bottom - split - 6 >= LOG_MIN_H else None


def regions(view: TableView, parts: Widgets, ctx: Context) -> list[Region]:
    """The screen's still parts, each with what it shows (the log in `parts.log_panel`, placed by the
    screen at log_rect)."""
    state, group, language = view.display, parts.buttons, ctx.tr.language
    body, controls, log, undo = parts.body_rect, parts.controls_rect, parts.log_panel, parts.undo
    width = theme.CANVAS_W - RIGHT_X
    infos = card_infos(view, ctx, state)
    split = _below(card_rects(ctx, state, infos, TEAM))
    still = [
        ("team", pygame.Rect(0, 0, CENTRE_X, split), (state.alchemists, state.effects, tuple(infos)),
         lambda s: draw_team(s, ctx, state, infos, TEAM)),
        ("log", pygame.Rect(0, split, CENTRE_X, theme.CANVAS_H - split),
         (parts.log.version, log.scroller.offset if log else None),
         lambda s: log.draw(s, ctx, parts.log, ctx.tr("app.log_title")) if log else None),
        ("days", pygame.Rect(CENTRE_X, 0, CENTRE_W, CAPTION.y - 2), (state.day, state.days),
         lambda s: inquisition_panel.draw_days(s, ctx, state, DAYS)),
        ("caption", pygame.Rect(CENTRE_X, CAPTION.y - 2, CENTRE_W, BOARD_BOX.y - CAPTION.y),
         tuple(caption_lines(view, ctx)), lambda s: _draw_caption(view, s, ctx)),
        ("board", pygame.Rect(CENTRE_X, BOARD_BOX.y - 2, CENTRE_W, BOTTOM.y - BOARD_BOX.y - 2), (state.board.layout,),
         lambda s: draw_fields(s, state, GRID, BOARD_BOX)),
        ("bottom", pygame.Rect(CENTRE_X, BOTTOM.y - 4, CENTRE_W, theme.CANVAS_H - BOTTOM.y + 4), (), None),
        ("tabs", pygame.Rect(RIGHT_X, 0, width, TABS.bottom + 4), (view.tab,), None),
        ("body", pygame.Rect(RIGHT_X, TABS.bottom + 4, width, body.bottom + 5 - TABS.bottom - 4),
         (view.tab, tuple(body), tab_key(view, parts, state)), lambda s: _draw_tab(view, parts, s, ctx, state)),
        ("controls", pygame.Rect(RIGHT_X, body.bottom + 5, width, theme.CANVAS_H - body.bottom - 5),
         (tuple(controls), controls_text(view, parts, ctx), undo.button.enabled, undo.reason, undo.hovered,
          undo.visible), lambda s: _draw_controls(view, parts, s, ctx)),
    ]
    return [Region(name, rect, (key, buttons_key(group, rect), language), _painter(view, parts, ctx, rect, paint))
            for name, rect, key, paint in still]


def _painter(view: TableView, parts: Widgets, ctx: Context, rect: pygame.Rect, paint) -> Callable[[pygame.Surface], None]:  # type: ignore[no-untyped-def]
    """Backdrop, the region's own drawing, then its buttons."""
    def draw_region(surface: pygame.Surface) -> None:
        draw_background(surface)
        if paint is not None:
            paint(surface)
        _draw_buttons(view, parts, surface, ctx, buttons_in(parts.buttons, rect))
        if rect.collidepoint(parts.undo.rect.center):
            parts.undo.draw(surface, ctx)
    return draw_region


def tab_key(view: TableView, parts: Widgets, state: State) -> tuple:
    """What the open tab shows."""
    if view.tab == "inquisition":
        return state.alarm_card, state.slots, state.effects, state.scenario
    if view.tab == "scenario":
        return state.scenario, state.events, state.orders_won, state.day, objective_by_alchemist(state)
    if view.tab == "cities":
        return state.city_upgrades, state.city_orders, state.fulfilled
    return state.pool, pool_limit(state), tuple(sorted(makeable(parts)))


def makeable(parts: Widgets) -> set[str]:
    """The pool recipes the human to move can transmute now."""
    return {b.action[1].recipe for b in parts.buttons.buttons
            if isinstance(b.action, tuple) and isinstance(b.action[1], A.Transmute)}


def tray_at_top(state: State, roll: Roll) -> bool:
    """The dice tray goes to the half of the board away from the fight."""
    spots = [figure_field(state, figure) for figure in (roll.attacker, roll.defender)]
    ys = [GRID.pixel(state.board.fields[spot].hex)[1] for spot in spots if spot is not None]
    return not ys or min(ys) > BOARD_BOX.centery


def board_marks(view: TableView, parts: Widgets) -> BoardMarks:
    """What the board marks now: a clip's flashes, walk and path, or the targets of the turn."""
    clip = view.clip
    if clip is not None:
        marks = BoardMarks(flash=dict(clip.flash), path=view.path)
        if clip.moving is not None and clip.duration > 0:
            figure, start, end = clip.moving
            marks.moving = (figure, start, end, min(1.0, view.clip_time / clip.duration))
        return marks
    if parts.options is not None:
        return parts.controls.marks(view.state, parts.options)
    return BoardMarks(path=view.path)


def caption_lines(view: TableView, ctx: Context) -> list[str]:
    """The caption above the board: the step being shown, whose turn it is, or the end."""
    if view.clip is not None:
        return list(view.clip_lines[:2])
    state = view.state
    if state.phase == OVER:
        return [W.t(ctx.tr, f"end.title_{state.result}")]
    seat = view.to_move
    if 0 <= seat < len(state.alchemists):
        name = who(ctx.tr, state.alchemists[seat].colour)
        player = state.campaign.members[seat].player if state.campaign else ""
        kind = view.decision
        key = "caption.decides" if kind in ("event", "extend") else "caption.chooses" if kind in (
            "destroy", "sacrifice") else "caption.human" if view.is_human(seat) else "caption.computer"
        return [W.t(ctx.tr, key, name=name, player=player)]
    return list(view.last_line)


def _draw_caption(view: TableView, canvas: pygame.Surface, ctx: Context) -> None:
    pygame.draw.rect(canvas, theme.WOOD_DARK, CAPTION, border_radius=14)
    pygame.draw.rect(canvas, theme.BRASS_DARK, CAPTION, 3, border_radius=14)
    text = "\n".join(caption_lines(view, ctx))
    draw_text_box(canvas, ctx.fonts, text, CAPTION.inflate(-28, -10), theme.TEXT_LIGHT, 30, min_size=24,
                  valign="center", line_spacing=1.0)


def _draw_tab(view: TableView, parts: Widgets, canvas: pygame.Surface, ctx: Context, state: State) -> None:
    body = parts.body_rect
    draw_panel(canvas, body)
    canvas.set_clip(body.inflate(-6, -6))
    if view.tab == "inquisition":
        inquisition_panel.draw_inquisition(canvas, ctx, state, body)
    elif view.tab == "scenario":
        inquisition_panel.draw_scenario(canvas, ctx, state, body)
    elif view.tab == "cities":
        table_panel.draw_cities(canvas, ctx, state, body)
    else:
        table_panel.draw_pool(canvas, ctx, state, body, makeable(parts))
    canvas.set_clip(None)


def controls_text(view: TableView, parts: Widgets, ctx: Context) -> tuple[str, int]:
    """The words at the top of the controls box, and the height they may take."""
    kind = view.decision
    if kind == "act":
        return prompt(ctx, view.state, view.to_move, parts.controls), PROMPT_H - 8
    if kind == "exchange":
        return W.t(ctx.tr, "controls.exchange"), 200
    if kind and kind != "carry":
        return choice_prompt(ctx.tr, view.state), CHOICE_PROMPT_H - 20  # ends above the choices
    if view.bot_to_move and view.idle:
        colour = view.state.alchemists[view.to_move].colour
        return W.t(ctx.tr, "caption.thinking", name=who(ctx.tr, colour)), 200
    return W.t(ctx.tr, "controls.watch"), 200


def _draw_controls(view: TableView, parts: Widgets, canvas: pygame.Surface, ctx: Context) -> None:
    box = parts.controls_rect
    draw_panel(canvas, box, "wood")
    text, height = controls_text(view, parts, ctx)
    draw_text_box(canvas, ctx.fonts, text, pygame.Rect(box.x + 20, box.y + 14, box.w - 40, height), theme.TEXT_LIGHT,
                  30, min_size=24, line_spacing=1.05)


def _draw_buttons(view: TableView, parts: Widgets, canvas: pygame.Surface, ctx: Context,
                  buttons: list[Button]) -> None:
    group = parts.buttons
    for button in buttons:
        action = button.action
        tag = action[0] if isinstance(action, tuple) else action
        if tag == "card" or (tag == "play" and isinstance(action[1], A.Transmute) and button.label == ""):
            if group.focused(button):
                pygame.draw.rect(canvas, theme.FOCUS, button.rect.inflate(10, 10), theme.FOCUS_WIDTH, border_radius=20)
            continue
        if tag == "play" and view.decision == "exchange" and not isinstance(action[1], A.EndTurn):
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
