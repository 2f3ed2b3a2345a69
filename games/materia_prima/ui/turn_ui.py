"""The board screen's buttons and input: tabs, the strip below the board, the team cards, the
recipe pool, and the controls of whatever the human to move decides — a turn's actions, an open
exchange, or another decision. `layout(view, parts, ctx)` lays them out for what the table shows
now; `handle(view, parts, intent, ctx)` turns an intent into a Command: actions to play, a
command of the screen, or a new layout (the values are in table_view.py; neither sees the screen)."""

from __future__ import annotations

from games.app.table.bot_pacing import pace_label, pace_of
from games.app.scene import Context, Intent
from games.app.kit.widgets import Button
from games.materia_prima import actions as A
from games.materia_prima.state import State
from games.materia_prima.ui import words as W
from games.materia_prima.ui.board_draw import figure_positions
from games.materia_prima.ui.choices import choice_buttons, choice_height
from games.materia_prima.ui.hexgeo import grid_in
from games.materia_prima.ui.layout import BOARD_BOX, TAB_NAMES, TEAM, bottom_rects, split_right, tab_rect
from games.materia_prima.ui.table_panel import pool_rects
from games.materia_prima.ui.table_view import Command, Layout, TableView, Widgets
from games.materia_prima.ui.team_panel import CardInfo, card_rects
from games.materia_prima.ui.turn_options import TurnOptions, sort_turn

GRID = grid_in(BOARD_BOX)
TURN_TASKS = ("turn", "act", "exchange", "research-keep", "research-trim")


def active_seat(state: State) -> int | None:
    """The seat whose turn it is (None outside the alchemists' turns)."""
    head = state.agenda[0] if state.agenda else ()
    return head[1] if head and head[0] in TURN_TASKS else None


def card_infos(view: TableView, ctx: Context, state: State) -> list[CardInfo]:
    """What each team card shows besides the state."""
    members = state.campaign.members if state.campaign else ()
    active = active_seat(state)
    expanded = view.opened if view.opened is not None else active
    infos = []
    for seat, alchemist in enumerate(state.alchemists):
        player = members[seat].player if seat < len(members) else ""
        infos.append(CardInfo(player, W.seat_kind_label(ctx, view.seats[seat]), seat == active, seat == expanded))
    return infos


def decision(view: TableView) -> str:
    """What the human at the screen decides now ("" while nobody at the screen must)."""
    return view.decision


def turn_options(view: TableView) -> TurnOptions | None:
    """The turn's actions when a human alchemist acts now."""
    if view.decision != "act":
        return None
    return sort_turn(view.state, view.to_move, list(view.legal))


def layout(view: TableView, parts: Widgets, ctx: Context) -> Layout:
    """Every button for what the screen shows now (the turn's selection in `parts.controls` follows)."""
    state = view.display
    kind = view.decision
    legal = list(view.legal) if kind else []
    options = turn_options(view)
    if options is not None:
        parts.controls.refresh(options)
        height = parts.controls.height(options)
    else:
        height = choice_height(legal) if kind not in ("", "exchange", "carry") else 0
    body, box = split_right(height)
    buttons = [Button(tab_rect(i), W.t(ctx.tr, f"tab.{name}"), ("tab", name),
                      kind="selected" if view.tab == name else "quiet") for i, name in enumerate(TAB_NAMES)]
    labels = [W.t(ctx.tr, "board.menu"), ctx.tr("app.setup_rules"), W.t(ctx.tr, "board.log"),
              ctx.tr("app.pace_button", pace=pace_label(ctx, pace_of(ctx.settings).id))]
    for rect, label, action in zip(bottom_rects(4), labels, ("menu", "rules", "log", "pace")):
        buttons.append(Button(rect, label, action, kind="quiet"))
    for seat, rect in enumerate(card_rects(ctx, state, card_infos(view, ctx, state), TEAM)):
        buttons.append(Button(rect, "", ("card", seat), kind="quiet"))
    if options is not None:
        buttons += parts.controls.buttons(ctx, state, options, box)
        if view.tab == "pool":
            colour = state.alchemists[view.to_move].colour
            makeable = {a.recipe for a in options.actions(colour, "transmute")}
            buttons += [Button(rect, "", ("play", A.Transmute(colour, recipe)), kind="quiet")
                        for recipe, rect in pool_rects(state, body) if recipe in makeable]
    elif kind == "exchange":
        buttons += parts.exchange.buttons(ctx, state, legal)
    elif kind not in ("", "carry"):
        buttons += choice_buttons(ctx, state, legal, box)
    if not view.idle:
        buttons.append(Button(parts.controls.end_rect(box), W.t(ctx.tr, "board.skip"), "skip", kind="secondary",
                              icon="play"))
    return Layout(buttons, body, box, options, parts.controls.undo_rect(box))


def handle(view: TableView, parts: Widgets, intent: Intent, ctx: Context) -> Command | None:
    """Buttons, the exchange's drag, and taps on the board."""
    if view.decision == "exchange":
        dragged = parts.exchange.handle_pointer(intent, parts.buttons)
        if dragged is not None:
            return Command(play=(dragged,))
    pressed = parts.buttons.handle(intent)
    if pressed is not None:
        return handle_press(parts, pressed.action)
    if intent.kind == "click" and intent.pos is not None and view.decision == "act":
        return _tap_board(view, parts, intent.pos)
    return None


def handle_press(parts: Widgets, action: object) -> Command:
    """A pressed button's action as a Command (a figure or verb chosen changes the turn's selection)."""
    if isinstance(action, tuple) and action[0] == "play":
        return Command(play=(action[1],))
    if isinstance(action, tuple) and action[0] in ("figure", "verb"):
        parts.controls.press(action)
        if action[0] == "verb" and action[1] in ("transmute", "research"):
            return Command(tab="pool")
        if action[0] == "verb" and action[1] in ("deliver", "sail"):
            return Command(tab="cities")
        return Command()
    return Command(activate=action)


def _tap_board(view: TableView, parts: Widgets, pos: tuple[int, int]) -> Command | None:
    state = view.state
    spot = GRID.field_at(state.board, pos)
    options = parts.options
    if spot is None or options is None:
        return None
    reach = GRID.size * 0.4
    touched = [figure for figure, (_, _, (x, y), scale) in figure_positions(state, GRID).items()
               if figure in options.figures() and abs(x - pos[0]) < reach * scale and abs(y - pos[1]) < reach * scale]
    actions = parts.controls.tap_field(state, options, spot, touched)
    return Command(play=tuple(actions))
