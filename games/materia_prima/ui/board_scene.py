"""The board screen: a scenario of a campaign in progress, drawn from the open state.

The scene owns a MatchSession. Whatever the session applied — a player's action, a computer
alchemist's, every die and card, every step of the alarm phase and the Inquisition — comes back as
news and is shown as clips one after another at the table's pace (games.app.bot_pacing), each
with its line in the caption and the shared event log. Computer alchemists are asked only while no
clip runs. A human to move gets the turn controls (turn_ui.py), an exchange panel, or the buttons
of another decision. Keys: Tab/arrows + Enter reach every button; U undo, R rules, L the whole log,
F the pace, S skip to the next decision, 1–4 the tabs, Esc back to the campaign (saved after
every action).
"""

from __future__ import annotations

import pygame

from games.app.bot_pacing import next_pace, pace_of, set_pace
from games.app.event_log import EventLog, EventLogPanel, EventLogScene
from games.app.match_session import Happening, MatchSession
from games.app.scene import Context, Intent, Pop, Push, Scene, Transition
from games.app.undo_control import UndoControl
from games.app.widgets import ButtonGroup
from games.kernel.errors import IllegalActionError
from games.materia_prima import actions as A
from games.materia_prima.state import EPILOGUE, OVER, State
from games.materia_prima.ui import board_view, turn_ui
from games.materia_prima.ui.chrome import Chrome
from games.materia_prima.ui.clips import Clip, make_clip, path_after
from games.materia_prima.ui.controls import TurnControls
from games.materia_prima.ui.exchange_panel import ExchangePanel
from games.materia_prima.ui.layout import TAB_NAMES, split_right
from games.materia_prima.ui.narrate import narrate
from games.materia_prima.ui.turn_options import TurnOptions
from games.materia_prima.ui.undo_words import undo_reason

KEYS = {"u": "undo", "r": "rules", "l": "log", "f": "pace", "s": "skip"}
ALARM_TYPES = (A.Day, A.DrawAlarm, A.Marker, A.Alarm, A.DrawInquisitor, A.Place, A.Activate, A.Target, A.Step,
               A.Attack, A.Destroy, A.Forfeit)


class BoardScene(Scene):
    """A Materia Prima scenario on screen (see the module docstring)."""

    def __init__(self, session: MatchSession, cid: str) -> None:
        self.session = session
        self.cid = cid
        news = session.take_news()
        self.pending_news: list[Happening] = news
        self.clips: list[Clip] = []
        self.clip: Clip | None = None
        self.clip_time = 0.0
        self.shown = news[0].index if news else len(session.match.actions)
        self.display: State = news[0].before.state if news else session.view().state
        self.path: tuple[int, ...] = ()
        self.log = EventLog(lambda h: [])
        self.undo = UndoControl(pygame.Rect(0, 0, 10, 10))
        self.controls = TurnControls()
        self.exchange = ExchangePanel()
        self.tab = "inquisition"
        self.opened: int | None = None
        self.buttons = ButtonGroup()
        self.skipping = False
        self.ended = False
        self.leave = False
        self.body_rect, self.controls_rect = split_right(0)
        self.options: TurnOptions | None = None
        self.log_panel: EventLogPanel | None = None
        self.version = 0  # changes whenever the buttons are laid out anew (the drawing cache follows it)
        self.chrome = Chrome()

    # -- life cycle -----------------------------------------------------------------------------

    @property
    def animating(self) -> bool:  # type: ignore[override]
        return (self.clip is not None or bool(self.clips) or bool(self.pending_news) or self.session.bot_to_move()
                or self._end_due() or self.leave)

    def enter(self, ctx: Context) -> None:
        self.log = EventLog(lambda h: narrate(ctx.tr, h))
        self.log.rebuild(self.session.history()[:self.shown])
        if self.pending_news:
            self._queue(self.pending_news, ctx)
            self.pending_news = []
        if self.ended and self.session.is_over:
            self.leave = True
        self.refresh(ctx)

    def refresh(self, ctx: Context) -> None:
        """Rebuild buttons and the undo control after anything changed."""
        turn_ui.rebuild(self, ctx)
        self.version += 1

    # -- news and clips -------------------------------------------------------------------------

    def _queue(self, news: list[Happening], ctx: Context) -> None:
        for happening in news:
            self.clips.append(make_clip(happening, narrate(ctx.tr, happening), happening.seat))
        self._next_clip(ctx)

    def pull_news(self, ctx: Context) -> None:
        """Queue what the session applied since it was last asked."""
        self._queue(self.session.take_news(), ctx)

    def _next_clip(self, ctx: Context) -> None:
        """Start the next waiting clip (at once when skipping); its lines enter the log."""
        while self.clip is None and self.clips:
            clip = self.clips.pop(0)
            self.log.add(clip.happening)
            self.shown = clip.happening.index + 1
            self.display = clip.state
            self.path = path_after(clip.happening, self.path)
            self._follow_tab(clip.happening)
            if clip.duration > 0 and not self.skipping:
                self.clip, self.clip_time = clip, 0.0
        if self.clip is None and not self.clips:
            self.skipping = False
            self.display = self.session.view().state
        self.refresh(ctx)

    def _follow_tab(self, happening: Happening) -> None:
        if isinstance(happening.action, ALARM_TYPES):
            self.tab = "inquisition"
        elif isinstance(happening.action, A.EventSide):
            self.tab = "scenario"

    def idle(self) -> bool:
        """True when no clip runs or waits."""
        return self.clip is None and not self.clips

    def speed(self, ctx: Context) -> float:
        """A player's own actions run at normal speed; the table's and the computers' at the pace's."""
        clip = self.clip
        if clip is not None and self.session.is_human(clip.actor) and not clip.happening.forced:
            return 1.0
        return pace_of(ctx.settings).animation_speed

    def update(self, dt: float, ctx: Context) -> Transition | None:
        if self.leave:
            self.leave = False
            return Pop()
        if self.clip is not None:
            self.clip_time += dt * self.speed(ctx)
            if self.clip_time >= self.clip.duration:
                self.clip = None
                self._next_clip(ctx)
            return None
        if self.clips:
            self._next_clip(ctx)
            return None
        if self.session.bot_to_move() and self.session.poll_bot(ctx.now(), pace_of(ctx.settings).think_seconds):
            self.pull_news(ctx)
            return None
        if self._end_due():
            return self.show_end(ctx)
        return None

    def _end_due(self) -> bool:
        state = self.session.state
        if self.ended or not self.idle() or state.phase not in (EPILOGUE, OVER):
            return False
        return self.session.is_over or self.session.human_to_move()

    def show_end(self, ctx: Context) -> Transition:
        """The end of the scenario: verdict, carrying over, the chronicle."""
        from games.materia_prima.ui.end_scene import EndScene

        self.ended = True
        return Push(EndScene(self.session, self.cid))

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return self._leave()
        if intent.kind == "key" and intent.key in KEYS:
            return self.activate(KEYS[intent.key], ctx)
        if intent.kind == "key" and intent.key in ("1", "2", "3", "4"):
            self.tab = TAB_NAMES[int(intent.key) - 1]
            self.refresh(ctx)
            return None
        if self.undo.pressed(intent):
            return self.activate("undo", ctx)
        if self.log_panel is not None:
            used = self.log_panel.handle(intent)
            if used == "open":
                return self.activate("log", ctx)
            if used == "scroll":
                return None
        return turn_ui.handle(self, intent, ctx)

    def activate(self, action: object, ctx: Context) -> Transition | None:
        """A command of the screen (not of the game)."""
        if action == "menu":
            return self._leave()
        if action == "rules":
            from games.materia_prima.ui.rules_scene import rules_scene

            return Push(rules_scene())
        if action == "log":
            return Push(EventLogScene(self.log, ctx.tr("app.log_title")))
        if action == "undo" and self.undo.enabled and self.idle():
            self.session.undo()
            self.shown = len(self.session.match.actions)
            self.display = self.session.view().state
            self.log.rebuild(self.session.history())
        elif action == "pace":
            set_pace(ctx, next_pace(pace_of(ctx.settings).id))
        elif action == "skip" and not self.idle():
            self.skipping = True
            self.clip = None
            self._next_clip(ctx)
        elif isinstance(action, tuple) and action[0] == "tab":
            self.tab = action[1]
        elif isinstance(action, tuple) and action[0] == "card":
            self.opened = None if self.opened == action[1] else action[1]
        self.refresh(ctx)
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
        self.pull_news(ctx)

    def _leave(self) -> Transition:
        self.session.close()
        return Pop()

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
        board_view.draw(self, canvas, ctx)
