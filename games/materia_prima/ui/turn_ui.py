"""The board screen's buttons and input: tabs, the strip below the board, the team cards, the
recipe pool, and the controls of whatever the human to move decides — a turn's actions, an open
exchange, or another decision. `rebuild(scene, ctx)` lays them out after every change;
`handle(scene, intent, ctx)` turns an intent into a command, an action to play, or a board tap."""

from __future__ import annotations

from typing import TYPE_CHECKING


from games.app.table.bot_pacing import pace_label, pace_of
from games.app.scene import Context, Intent, Transition
from games.app.kit.widgets import Button
from games.materia_prima import actions as A
from games.materia_prima.state import State
from games.materia_prima.ui import words as W
from games.materia_prima.ui.board_draw import figure_positions
from games.materia_prima.ui.choices import choice_buttons, choice_height, decision_kind
from games.materia_prima.ui.hexgeo import grid_in
from games.materia_prima.ui.layout import BOARD_BOX, TAB_NAMES, TEAM, bottom_rects, split_right, tab_rect
from games.materia_prima.ui.table_panel import pool_rects
from games.materia_prima.ui.team_panel import CardInfo, card_rects
from games.materia_prima.ui.turn_options import TurnOptions, sort_turn

if TYPE_CHECKING:
    from games.materia_prima.ui.board_scene import BoardScene

GRID = grid_in(BOARD_BOX)
TURN_TASKS = ("turn", "act", "exchange", "research-keep", "research-trim")


def active_seat(state: State) -> int | None:
    """The seat whose turn it is (None outside the alchemists' turns)."""
    head = state.agenda[0] if state.agenda else ()
    return head[1] if head and head[0] in TURN_TASKS else None


def card_infos(scene: "BoardScene", ctx: Context, state: State) -> list[CardInfo]:
    """What each team card shows besides the state."""
    members = state.campaign.members if state.campaign else ()
    active = active_seat(state)
    expanded = scene.opened if scene.opened is not None else active
    infos = []
    for seat, alchemist in enumerate(state.alchemists):
        player = members[seat].player if seat < len(members) else ""
        infos.append(CardInfo(player, W.seat_kind_label(ctx, scene.session.seats[seat]), seat == active,
                              seat == expanded))
    return infos


def decision(scene: "BoardScene") -> str:
    """What the human at the screen decides now ("" while nobody at the screen must)."""
    if not scene.idle() or not scene.session.human_to_move():
        return ""
    return decision_kind(scene.session.state)


def turn_options(scene: "BoardScene") -> TurnOptions | None:
    """The turn's actions when a human alchemist acts now."""
    if decision(scene) != "act":
        return None
    state = scene.session.state
    return sort_turn(state, scene.session.to_move, scene.session.legal_actions())


def rebuild(scene: "BoardScene", ctx: Context) -> None:
    """Lay out every button for what the screen shows now."""
    state = scene.display
    kind = decision(scene)
    legal = scene.session.legal_actions() if kind else []
    options = turn_options(scene)
    if options is not None:
        scene.controls.refresh(options)
        height = scene.controls.height(options)
    else:
        height = choice_height(legal) if kind not in ("", "exchange", "carry") else 0
    scene.body_rect, scene.controls_rect = split_right(height)
    scene.options = options
    box = scene.controls_rect
    buttons = [Button(tab_rect(i), W.t(ctx.tr, f"tab.{name}"), ("tab", name),
                      kind="selected" if scene.tab == name else "quiet") for i, name in enumerate(TAB_NAMES)]
    labels = [W.t(ctx.tr, "board.menu"), ctx.tr("app.setup_rules"), W.t(ctx.tr, "board.log"),
              ctx.tr("app.pace_button", pace=pace_label(ctx, pace_of(ctx.settings).id))]
    for rect, label, action in zip(bottom_rects(4), labels, ("menu", "rules", "log", "pace")):
        buttons.append(Button(rect, label, action, kind="quiet"))
    for seat, rect in enumerate(card_rects(ctx, state, card_infos(scene, ctx, state), TEAM)):
        buttons.append(Button(rect, "", ("card", seat), kind="quiet"))
    if options is not None:
        buttons += scene.controls.buttons(ctx, state, options, box)
        if scene.tab == "pool":
            makeable = {a.recipe for a in options.actions(state.alchemists[scene.session.to_move].colour, "transmute")}
            buttons += [Button(rect, "", ("play", A.Transmute(state.alchemists[scene.session.to_move].colour, recipe)),
                               kind="quiet") for recipe, rect in pool_rects(state, scene.body_rect) if recipe in makeable]
    elif kind == "exchange":
        buttons += scene.exchange.buttons(ctx, state, legal)
    elif kind not in ("", "carry"):
        buttons += choice_buttons(ctx, state, legal, box)
    if not scene.idle():
        buttons.append(Button(scene.controls.end_rect(box), W.t(ctx.tr, "board.skip"), "skip", kind="secondary",
                              icon="play"))
    scene.undo.rect = scene.undo.button.rect = scene.controls.undo_rect(box)
    scene.undo_words(ctx)
    if not scene.idle():  # nothing to take back while the table is still showing what happened
        scene.undo.button.enabled, scene.undo.reason = False, None
    scene.buttons.set(buttons)


def handle(scene: "BoardScene", intent: Intent, ctx: Context) -> Transition | None:
    """Buttons, the exchange's drag, and taps on the board."""
    if decision(scene) == "exchange":
        dragged = scene.exchange.handle_pointer(intent, scene.buttons)
        if dragged is not None:
            scene.play([dragged], ctx)
            return None
    pressed = scene.buttons.handle(intent)
    if pressed is not None:
        return _press(scene, pressed.action, ctx)
    if intent.kind == "click" and intent.pos is not None and decision(scene) == "act":
        return _tap_board(scene, intent.pos, ctx)
    return None


def _press(scene: "BoardScene", action: object, ctx: Context) -> Transition | None:
    if isinstance(action, tuple) and action[0] == "play":
        scene.play([action[1]], ctx)
        return None
    if isinstance(action, tuple) and action[0] in ("figure", "verb"):
        scene.controls.press(action)
        if action[0] == "verb" and action[1] in ("transmute", "research"):
            scene.tab = "pool"
        elif action[0] == "verb" and action[1] in ("deliver", "sail"):
            scene.tab = "cities"
        rebuild(scene, ctx)
        return None
    return scene.activate(action, ctx)


def _tap_board(scene: "BoardScene", pos: tuple[int, int], ctx: Context) -> Transition | None:
    state = scene.session.state
    spot = GRID.field_at(state.board, pos)
    options = scene.options
    if spot is None or options is None:
        return None
    reach = GRID.size * 0.4
    touched = [figure for figure, (_, _, (x, y), scale) in figure_positions(state, GRID).items()
               if figure in options.figures() and abs(x - pos[0]) < reach * scale and abs(y - pos[1]) < reach * scale]
    actions = scene.controls.tap_field(state, options, spot, touched)
    if actions:
        scene.play(actions, ctx)
    else:
        rebuild(scene, ctx)
    return None
