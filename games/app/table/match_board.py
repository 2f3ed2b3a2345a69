"""What every game's board scene does with its match, whatever it draws: play the news as clips
at the table's pace (games.app.table.playback), keep the event log in step, hand the screen over behind
the curtain, let the computers think, and show the scores once the match is over.

    class MyBoard(MatchBoard):
        def __init__(self, session):
            super().__init__(session, make_clip, undo_rect, log_rect)  # make_clip(happening) -> clip with a duration
        def _refresh(self, ctx): ...                   # rebuild buttons (and self.undo) after anything changed
        def _score_scene(self): return MyScores(self.session)
        def _rules_scene(self): return my_rules_help()
        def _sound_of(self, happening): return "chime-pleasant" if ... else None   # key moments (games.app.kit.sound)
        def _curtain(self, ctx): return pass_screen(...)   # only games with private views

A game's end scene offers "again" with `new_match(ctx, session.game_id)`: the game's first screen
through the registry, so the end scene needs no import of the game's start screen (no circle).

`update` does the rest; `_pull_news(ctx)` after a human's move; `_board_action(action, ctx)` answers
the actions every board has ("menu", "rules", "log", "undo", "pace", "scores"); `_taken_back(ctx)`
runs after an undo (extend it to forget a half-made choice). The board owns `self.undo` (the shared
UndoControl), `self.log` and `self.log_panel` (the shared event log). A human's moves animate at
normal speed, the computers' (and the chance they trigger) at the pace's.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from games import GAMES, resolve
from games.app.table.bot_pacing import next_pace, pace_of, set_pace
from games.app.table.event_log import EventLog, EventLogPanel, EventLogScene
from games.app.table.match_session import Happening, MatchSession
from games.app.table.playback import Playback
from games.app.scene import Context, Intent, Pop, Push, Replace, Scene, Transition
from games.app.kit.sound import play_sound
from games.app.table.undo_control import UndoControl
from games.app.kit.widgets import ButtonGroup
from games.app.phones.join_scene import PhoneJoinScene
from games.app.phones.link import PhoneLink
from games.app.phones.page import seat_label
from games.kernel.protocol import seat_names_of

BOARD_ACTIONS = ("menu", "rules", "log", "undo", "pace", "scores")
END_SOUND = "chime-pleasant"  # the match is over: the scores come


class MatchBoard(Scene):
    """The match-driving half of a board scene (see the module docstring)."""

    def __init__(self, session: MatchSession, make_clip: Callable[[Happening], Any], undo_rect: pygame.Rect,
                 log_rect: pygame.Rect) -> None:
        self.session = session
        news = session.take_news()
        self.playback = Playback(make_clip)
        self.shown = news[0].index if news else len(session.match.actions)  # actions the log covers
        self.log = EventLog(lambda h: [])
        self.log_panel = EventLogPanel(log_rect)
        self.undo = UndoControl(undo_rect)
        self.scores_shown = False
        self.playback.queue(news)
        self.phones: PhoneLink | None = None  # the phone server, once a board with phone seats runs
        self._phones_asked: tuple[int, ...] = ()  # the waiting phone seats the join screen last showed

    @property
    def animating(self) -> bool:  # type: ignore[override]
        """Update every frame while a clip plays, a computer thinks, the screen must be handed over
        or the scores are due."""
        return (not self.playback.idle or self.session.bot_to_move() or self._end_pending()
                or self.session.handover_to() is not None or self._has_phone_seats())

    # -- hooks ------------------------------------------------------------------------------------

    def _refresh(self, ctx: Context) -> None:
        """Rebuild what depends on the match (buttons, undo) after anything changed."""

    def _curtain(self, ctx: Context) -> Push | None:
        """The hot-seat curtain when a human must take the screen (games.app.table.hotseat.pass_screen)."""
        return None

    def privacy_curtain(self, ctx: Context) -> Scene | None:
        """The kiosk's idle question is coming: put the screen down and return the curtain that hides
        the private view of the human holding it (None when nothing private shows)."""
        if not self.session.put_down():
            return None
        curtain = self._curtain(ctx)
        return curtain.scene if curtain is not None else None

    def _score_scene(self) -> Scene:
        """The scene that shows the finished match's scores."""
        raise NotImplementedError

    def _rules_scene(self) -> Scene:
        """The game's rules help."""
        raise NotImplementedError

    # -- what every board can do --------------------------------------------------------------------

    def _board_action(self, action: object, ctx: Context) -> Transition | None:
        """Menu (back to the setup), the rules, the whole log, undo, the next pace, the scores."""
        if action == "menu":
            return self._leave()
        if action == "rules":
            return Push(self._rules_scene())
        if action == "log":
            return Push(EventLogScene(self.log, ctx.tr("app.log_title")))
        if action == "scores" and self.session.is_over:
            return self._show_scores(ctx)
        if action == "undo" and self.undo.enabled:
            self.session.undo()
            self._taken_back(ctx)
        elif action == "pace":
            set_pace(ctx, next_pace(pace_of(ctx.settings).id))
        self._refresh(ctx)
        return None

    def _shared_controls(self, intent: Intent, ctx: Context, buttons: ButtonGroup) -> Transition | None | bool:
        """Undo, the log panel (scrolled, or opened whole) and the scene's `buttons` answer `intent`:
        the transition of what was used (None), or False when none of them took it."""
        if self.undo.pressed(intent):
            return self._activate("undo", ctx)
        panel = self.log_panel.handle(intent)
        if panel is not None:
            return self._activate("log", ctx) if panel == "open" else None
        pressed = buttons.handle(intent)
        return self._activate(pressed.action, ctx) if pressed is not None else False

    def _activate(self, action: object, ctx: Context) -> Transition | None:
        """Use a button's action (a board's own actions first; by default the board actions)."""
        return self._board_action(action, ctx)

    # -- driving ----------------------------------------------------------------------------------

    def update(self, dt: float, ctx: Context) -> Transition | None:
        join = self._serve_phones(ctx)
        if join is not None:
            return join
        if self.playback.clip is not None:
            if self.playback.advance(dt, self._speed(self.playback.actor, ctx)):
                self._next_clip(ctx)
            return None
        if self.playback.waiting:
            self._next_clip(ctx)
            return None
        curtain = self._curtain(ctx)
        if curtain is not None:
            return curtain
        if self.session.bot_to_move() and self.session.poll_bot(ctx.now(), pace_of(ctx.settings).think_seconds):
            self._pull_news(ctx)
            return None
        if self._end_pending():
            return self._show_scores(ctx)
        return None

    def _serve_phones(self, ctx: Context) -> Transition | None:
        """Start the phone server for phone seats, play what the phones sent, and show the QR codes
        when a phone seat's phone has not joined (or went quiet)."""
        if self.phones is None and self._has_phone_seats():
            self.phones = PhoneLink.open(self.session, lan=ctx.settings.phones_lan)
        if self.phones is None:
            return None
        if self.phones.pump():
            self._pull_news(ctx)
        waiting = self.phones.waiting()
        if waiting and waiting != self._phones_asked:
            self._phones_asked = waiting
            return Push(self._join_scene())
        self._phones_asked = waiting if not waiting else self._phones_asked
        return None

    def _has_phone_seats(self) -> bool:
        return self.phones is not None or any(map(self.session.is_phone, range(len(self.session.seats))))

    def _join_scene(self) -> Scene:
        names = seat_names_of(self.session.rules, self.session.match.record.config or None)
        assert self.phones is not None
        return PhoneJoinScene(self.phones, lambda ctx, seat: seat_label(ctx.tr, names[seat]),
                              lambda seat: self.phones.take_to_screen(seat) if self.phones else None)

    def _speed(self, actor: int, ctx: Context) -> float:
        """How fast a clip runs: the pace's speed for what a computer did, normal for humans."""
        return 1.0 if self.session.is_human(actor) else pace_of(ctx.settings).animation_speed

    def _pull_news(self, ctx: Context) -> None:
        """Queue what the session applied since it was last asked, and start playing it."""
        self.playback.queue(self.session.take_news())
        self._next_clip(ctx)

    def _next_clip(self, ctx: Context) -> None:
        """Start the next waiting clip; its lines enter the log as it starts, its sound sounds."""
        shown = self.playback.start_next(self.log)
        if shown is not None:
            self.shown = shown
        if shown is not None and self.playback.happening is not None:  # a clip has just started
            sound = self._sound_of(self.playback.happening)
            if sound is not None:
                play_sound(ctx, sound)
        self._refresh(ctx)

    def _sound_of(self, happening: Happening) -> str | None:
        """The game's sound for a key moment (a name in assets/sounds), or None."""
        return None

    def _taken_back(self, ctx: Context) -> None:
        """After an undo: nothing plays any more, and the log follows the record."""
        self.playback.clear()
        self.shown = len(self.session.match.actions)
        self.log.rebuild(self.session.history())

    def _idle(self) -> bool:
        return self.playback.idle

    def _end_pending(self) -> bool:
        return self.session.is_over and self._idle() and not self.scores_shown

    def _show_scores(self, ctx: Context) -> Transition:
        if not self.scores_shown:
            play_sound(ctx, END_SOUND)
        self.scores_shown = True
        self.session.close()  # the match is over: no computer will think again
        self._refresh(ctx)
        return Push(self._score_scene())

    def on_removed(self, ctx: Context) -> None:
        """Taken off the stack (also by the kiosk going home): no computer thinks any more, and the
        phones' server stops."""
        self._close()

    def _leave(self) -> Transition:
        self._close()
        return Pop()

    def _close(self) -> None:
        self.session.close()
        if self.phones is not None:
            self.phones.close()
            self.phones = None


def new_match(ctx: Context, game_id: str) -> Transition:
    """"Again" after a match: the game's first screen (its registry entry) in place of the asking scene."""
    entry = GAMES[game_id].ui_entry
    if entry is None:
        raise ValueError(f"game {game_id!r} has no screens to start again from")
    return Replace(resolve(entry)(ctx))  # type: ignore[operator]
