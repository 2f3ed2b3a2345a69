"""The board screen: a scenario of a campaign in progress, drawn from the open state.

The match itself is driven by the shared games.app.table.match_board.MatchBoard: whatever the session
applied — a player's action, a computer alchemist's, every die and card, every step of the alarm
phase and the Inquisition — comes back as news and is shown as clips one after another at the
table's pace, each with its line in the caption and the shared event log; computers are asked only
while no clip runs. The Inquisition's and the table's own steps play at the pace even after a
human's action (they are nobody's move). A human to move gets the turn controls (turn_ui.py), an
exchange panel, or the buttons of another decision. The drawing (board_view.py) and the controls
(turn_ui.py) see only `table_view()` — the table as the player at the screen may see it — and the
screen's widgets; they hand back a Layout or a Command, which this screen applies. Keys: Tab/arrows + Enter reach every button;
U undo, R rules, L the whole log, F the pace, S skip to the next decision, 1–4 the tabs, Esc back
to the campaign (saved after every action).
"""

from __future__ import annotations

import pygame

from games.app.kiosk import last_game
from games.app.table.bot_pacing import pace_of
from games.app.table.event_log import EventLog, EventLogPanel
from games.app.table.match_board import MatchBoard
from games.app.table.match_session import Happening, MatchSession
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.widgets import ButtonGroup
from games.kernel.errors import IllegalActionError
from games.kernel.protocol import CHANCE
from games.materia_prima import actions as A
from games.materia_prima.state import EPILOGUE, OVER, State
from games.materia_prima.ui import board_view, turn_ui
from games.materia_prima.ui.chrome import Chrome
from games.materia_prima.ui.campaign_store import GAME_ID
from games.materia_prima.ui.clips import Clip, make_clip, path_after
from games.materia_prima.ui.controls import TurnControls
from games.materia_prima.ui.exchange_panel import ExchangePanel
from games.materia_prima.ui.layout import TAB_NAMES, TEAM, split_right
from games.materia_prima.ui.table_view import Command, TableView, Widgets
from games.materia_prima.ui.narrate import narrate
from games.materia_prima.ui.turn_options import TurnOptions
from games.materia_prima.ui.undo_words import undo_reason
from games.materia_prima.ui.narrate import moment_sound

KEYS = {"u": "undo", "r": "rules", "l": "log", "f": "pace", "s": "skip"}
ALARM_TYPES = (A.Day, A.DrawAlarm, A.Marker, A.Alarm, A.DrawInquisitor, A.Place, A.Activate, A.Target, A.Step,
               A.Attack, A.Destroy, A.Forfeit)


class BoardScene(MatchBoard):
    """A Materia Prima scenario on screen (see the module docstring)."""

    def __init__(self, session: MatchSession, cid: str) -> None:
        self.body_rect, self.controls_rect = split_right(0)
        super().__init__(session, make_clip, self.controls_rect, TEAM)
        self.cid = cid
        self.path: tuple[int, ...] = ()  # the acting inquisitor's way, as far as it is still to go
        self.controls = TurnControls()
        self.exchange = ExchangePanel()
        self.tab = "inquisition"
        self.opened: int | None = None  # the team card tapped open
        self.buttons = ButtonGroup()
        self.leave = False  # the scenario is over and written: back to the campaign
        self.options: TurnOptions | None = None
        self.log_panel: EventLogPanel | None = None  # type: ignore[assignment]  # below the team, when there is room
        self.version = 0  # changes whenever the buttons are laid out anew (the drawing cache follows it)
        self.chrome = Chrome()
        self._legal: tuple[object, tuple[A.Action, ...]] = (None, ())  # the legal actions of one state, kept
        self._show_the_first_day()

    def _show_the_first_day(self) -> None:
        """A scenario nobody has decided anything in yet opens with day 1's alarm phase, played
        as the game's first moments (the match reaches the first decision before the board opens)."""
        history = self.session.history()
        first = next((h.index for h in history if isinstance(h.action, A.Day)), None)
        if first is None or not all(h.forced for h in history[first:]):
            return
        self.playback.clear()
        self.shown = first
        self.playback.queue(history[first:])

    # -- what is shown ------------------------------------------------------------------------------

    @property
    def clip(self) -> Clip | None:
        """The running clip."""
        return self.playback.clip

    @property
    def clip_time(self) -> float:
        return self.playback.time

    @property
    def display(self) -> State:
        """The table as the board shows it now: the running clip's, the one before the next clip,
        or the session's when nothing plays."""
        if self.playback.happening is not None:
            return self.playback.happening.after.state
        if self.playback.waiting:
            return self.playback.waiting[0][1].before.state
        return self.session.view().state

    def idle(self) -> bool:
        """True when no clip runs or waits."""
        return self.playback.idle

    def table_view(self) -> TableView:
        """What the drawing and the controls see: the table as the player at the screen may see it."""
        session, idle = self.session, self.idle()
        to_move = session.to_move  # asked once: the rules work it out from the state
        human = session.is_human(to_move)
        return TableView(
            state=session.view().state, display=self.display, to_move=to_move, seats=session.seats,
            legal=self._legal_now() if idle and human else (), human_to_move=human, bot_to_move=to_move in session.bots,
            idle=idle, clip=self.clip, clip_time=self.clip_time, path=self.path,
            clip_lines=tuple(self.playback.lines), last_line=self.log.entries[-1].lines[-1:] if self.log.entries else (),
            tab=self.tab, opened=self.opened)

    def _legal_now(self) -> tuple[A.Action, ...]:
        """The human's choices, asked of the session once per state."""
        state = self.session.state
        if self._legal[0] is not state:
            self._legal = (state, tuple(self.session.legal_actions()))
        return self._legal[1]

    def widgets(self) -> Widgets:
        """The screen's own controls, for the drawing and turn_ui."""
        return Widgets(self.buttons, self.controls, self.exchange, self.undo, self.log, self.log_panel, self.chrome,
                       self.options, self.body_rect, self.controls_rect)

    @property
    def decision(self) -> str:
        """What the human at the screen decides now ("" while nobody at the screen must)."""
        return self.table_view().decision

    # -- life cycle -----------------------------------------------------------------------------

    @property
    def animating(self) -> bool:  # type: ignore[override]
        return super().animating or self.leave

    def enter(self, ctx: Context) -> None:
        last_game.note_where(ctx, GAME_ID, self.cid)  # a kiosk continues this campaign, not another
        self.log = EventLog(lambda h: narrate(ctx.tr, h))
        self.log.rebuild(self.session.history()[:self.shown])
        if self.scores_shown and self.session.is_over:
            self.leave = True
        self._refresh(ctx)

    def _refresh(self, ctx: Context) -> None:
        """Rebuild buttons and the undo control after anything changed."""
        layout = turn_ui.layout(self.table_view(), self.widgets(), ctx)
        self.body_rect, self.controls_rect, self.options = layout.body_rect, layout.controls_rect, layout.options
        self.undo.rect = self.undo.button.rect = layout.undo_rect
        self.undo_words(ctx)
        if not self.idle():  # nothing to take back while the table is still showing what happened
            self.undo.button.enabled, self.undo.reason = False, None
        self.buttons.set(layout.buttons)
        self.version += 1

    refresh = _refresh

    def update(self, dt: float, ctx: Context) -> Transition | None:
        if self.leave:
            self.leave = False
            return Pop()
        return super().update(dt, ctx)

    def _next_clip(self, ctx: Context) -> None:
        """Start the next clip; the inquisitor's path and the tab follow what it shows."""
        self._start_next()
        self._refresh(ctx)

    def _start_next(self) -> None:
        shown = self.playback.start_next(self.log)
        if shown is not None:
            self.shown = shown
        happening = self.playback.happening
        if happening is not None:
            self.path = path_after(happening, self.path)
            self._follow_tab(happening)
        if self.playback.idle:
            self.path = ()

    def skip(self, ctx: Context) -> None:
        """Show everything waiting at once (its lines enter the log)."""
        while not self.playback.idle:
            self.playback.clip = self.playback.happening = None
            self._start_next()
        self._refresh(ctx)

    def _follow_tab(self, happening: Happening) -> None:
        if isinstance(happening.action, ALARM_TYPES):
            self.tab = "inquisition"
        elif isinstance(happening.action, A.EventSide):
            self.tab = "scenario"

    def _speed(self, actor: int, ctx: Context) -> float:
        """A player's own decisions run at normal speed; the table's steps and the computers' at the
        pace's."""
        happening = self.playback.happening
        if happening is not None and happening.seat != CHANCE and self.session.is_human(happening.seat) \
                and not happening.forced:
            return 1.0
        return pace_of(ctx.settings).animation_speed

    def _end_pending(self) -> bool:
        """The end screen is due once the verdict is shown and a person must choose (or all is over)."""
        state = self.session.state
        if self.scores_shown or not self.idle() or state.phase not in (EPILOGUE, OVER):
            return False
        return self.session.is_over or self.session.human_to_move()

    def _sound_of(self, happening: Happening) -> str | None:
        """This game's key moments (narrate.moment_sound)."""
        return moment_sound(happening)

    def _score_scene(self) -> Scene:
        from games.materia_prima.ui.end_scene import EndScene

        return EndScene(self.session, self.cid)

    def _rules_scene(self) -> Scene:
        from games.materia_prima.ui.rules_scene import rules_scene

        return rules_scene()

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return self._leave()
        if intent.kind == "key" and intent.key in KEYS:
            return self.activate(KEYS[intent.key], ctx)
        if intent.kind == "key" and intent.key in ("1", "2", "3", "4"):
            return self.activate(("tab", TAB_NAMES[int(intent.key) - 1]), ctx)
        if self.undo.pressed(intent):
            return self.activate("undo", ctx)
        if self.log_panel is not None:
            used = self.log_panel.handle(intent)
            if used == "open":
                return self.activate("log", ctx)
            if used == "scroll":
                return None
        return self._obey(turn_ui.handle(self.table_view(), self.widgets(), intent, ctx), ctx)

    def _obey(self, command: Command | None, ctx: Context) -> Transition | None:
        """Play the command's actions, run its screen command, or lay out anew (on its tab)."""
        if command is None:
            return None
        if command.play:
            self.play(list(command.play), ctx)
            return None
        if command.activate is not None:
            return self.activate(command.activate, ctx)
        if command.tab is not None:
            self.tab = command.tab
        self._refresh(ctx)
        return None

    def activate(self, action: object, ctx: Context) -> Transition | None:
        """A command of the screen (not of the game): the board's common ones, skip, a tab, a card."""
        if action == "skip" and not self.idle():
            self.skip(ctx)
        elif isinstance(action, tuple) and action[0] == "tab":
            self.tab = action[1]
        elif isinstance(action, tuple) and action[0] == "card":
            self.opened = None if self.opened == action[1] else action[1]
        elif action != "skip":
            return self._board_action(action, ctx)
        self._refresh(ctx)
        return None

    def play(self, actions: list[A.Action], ctx: Context) -> None:
        """Play the human's actions one after another (a walk is several Move actions)."""
        self.controls.verb = None
        for action in actions:
            if not self.session.human_to_move() or action not in self.session.legal_actions():
                break
            try:
                self.session.play(action)
            except IllegalActionError:
                break
        self._pull_news(ctx)

    def log_panel_for(self, rect: pygame.Rect) -> EventLogPanel:
        """The event log's panel in `rect`, keeping how far it is scrolled."""
        if self.log_panel is None or self.log_panel.rect != rect:
            scroller = self.log_panel.scroller if self.log_panel is not None else None
            self.log_panel = EventLogPanel(rect)
            if scroller is not None:
                self.log_panel.scroller = scroller
        return self.log_panel

    def undo_words(self, ctx: Context) -> None:
        """Refresh the undo control with this game's reasons."""
        self.undo.refresh(ctx, self.session, lambda blocker: undo_reason(ctx.tr, blocker))

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        view = self.table_view()
        rect = board_view.log_rect(view, ctx)
        self.log_panel = self.log_panel_for(rect) if rect is not None else None
        board_view.draw(view, self.widgets(), canvas, ctx)
