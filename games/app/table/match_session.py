"""A match on screen, for any game in games.GAMES with a `rules` path: the hot-seat match flow.

`MatchSession` wraps the kernel driver (games.kernel.play) with what a screen needs:

- seats: "human", "phone" (a human playing from a phone: the screen treats it like a computer's
  seat, games.app.phones plays it through `play_remote`), or "bot:<level>" (the game's `BOTS`);
- start a new match or resume the stored one (games.app.table.session_store);
- a human action, then chance resolved by the driver and forced actions (exactly one legal
  action, e.g. a compulsory walk) played at once; bots think in the BotWorker and are polled; a
  bot answer that was the worker's fallback (the bot raised, chose something illegal or overran)
  is kept in `fallbacks` and reported with its traceback (games.app.table.bot_fallbacks);
- a save after every action; a disk that refuses does not stop play (the shell's banner says so);
- undo back to the last human decision, only while every action it takes back was a seat's
  decision that revealed nothing (never across a chance outcome or a reveal);
- `take_news()`: the actions applied since the screen last looked, with the viewer's view before
  and after each, so the screen can animate them; `history()` the same for the whole record (the
  event log is rebuilt from it, so it is never saved on its own);
- `ui` / `keep_ui(key, value)`: what the screens keep of their own with the match (a deduction
  sheet's hand marks), saved in the record's file under "ui" and read back on resume;
- `undo_check()` / `undo()`: see games.kernel.undo; `poll_bot(now, min_think)` keeps the table's
  pace (games.app.table.bot_pacing);
- hot-seat hand-over: with `private_views=True` (a game whose seats see different things) and
  several humans, the screen shows only the view of the human who holds it. `handover_to()` names
  the human who must get the screen next (also at the start and after a restart, when nobody holds
  it yet), behind a "pass the screen" curtain (games.app.table.hotseat); until `handed_over(seat)`, news
  and `view()` stay those of the previous holder, and undo never takes back another human's move.

Scenes start sessions with `**session_options(ctx)` (session_store). Nothing here knows a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from games.app.table.bot_fallbacks import Fallback, report
from games.app.table.bot_worker import DEFAULT_THINK_SECONDS, BotAnswer, BotWorker
from games.app.scene import Storage
from games.app.table.seats import BOT_PREFIX, HUMAN, PHONE, bot_table, check_seats, make_bot, rules_of  # noqa: F401 (re-exported)
from games.app.table.session_store import (  # noqa: F401 (re-exported)
    OPTIONS_SERVICE, saved_record, session_options, stored_session, storage_name,
)
from games.kernel import play
from games.kernel.errors import IllegalActionError
from games.kernel.protocol import CHANCE, TERMINAL, Action, Outcome, Rules
from games.kernel.undo import UndoCheck, undo_check


@dataclass(frozen=True)
class Happening:
    """One action applied since the screen last looked, as the viewer saw it."""

    index: int  # position in the match log
    seat: int  # the seat that acted, or CHANCE
    action: Action
    before: Any  # the viewer's view before the action
    after: Any  # ... and after it
    forced: bool  # played without a choice (a chance outcome or the only legal action)


class MatchSession:
    """One match of one game with its seats, storage and bot worker (see the module docstring)."""

    def __init__(self, game_id: str, match: play.Match, storage: Storage, *,
                 worker: BotWorker | None = None, think_seconds: float = DEFAULT_THINK_SECONDS,
                 bot_factory: Callable[[str, str], play.Bot] = make_bot, private_views: bool = False) -> None:
        self.game_id = game_id
        self.match = match
        self.rules: Rules = match.rules
        self.storage = storage
        self.worker = worker if worker is not None else BotWorker()
        self.think_seconds = think_seconds
        self.bots = {seat: bot_factory(game_id, kind) for seat, kind in enumerate(self.seats)
                     if kind.startswith(BOT_PREFIX)}
        self.last_fallback: str | None = None  # the reason of the last bot answer when it was a fallback
        self.fallbacks: list[Fallback] = []  # every fallback of this session, oldest first
        self._answer: BotAnswer | None = None  # the bot's choice, held back until the pace allows it
        self._asked_at = 0.0
        self._news: list[Happening] = []
        self._viewer = self._default_viewer()
        self.private_views = private_views
        self._screen_holder: int | None = None if self.curtained else self._viewer
        self._put_down_by: int | None = None  # the holder who last put the screen down unasked
        self.ui: dict[str, Any] = {}  # the screens' own state saved with the match ("ui"), e.g. a sheet's marks

    # -- starting and resuming ---------------------------------------------------------------

    @classmethod
    def new(cls, game_id: str, seats: Sequence[str], storage: Storage, *, seed: int | None = None,
            config: Mapping[str, object] | None = None, **options: Any) -> "MatchSession":
        """A new match (replacing any stored one), advanced to the first decision and saved; the
        deal is not news, forced actions after it are."""
        rules = rules_of(game_id)
        check_seats(seats, rules, config)
        match = play.new_match(rules, list(seats), seed if seed is not None else play.fresh_seed(), config)
        session = cls(game_id, match, storage, **options)
        session._settle()  # a human's forced first action stays news, so the screen can show it
        session.save()
        return session

    @classmethod
    def resume(cls, game_id: str, storage: Storage, *, seed: int | None = None,
               **options: Any) -> "MatchSession | None":
        """The stored match, or None when there is none or it cannot be replayed (then it is set
        aside and the player told, through the storage). `seed` is ignored: a stored match keeps its
        own (the parameter lets one options dict serve `new` and `resume`)."""
        def make(match: play.Match, ui: dict[str, Any]) -> "MatchSession":
            session = cls(game_id, match, storage, **options)
            session.ui = ui
            return session

        session = stored_session(game_id, storage, make)
        if session is None:
            return None
        played = len(session.match.actions)
        session._settle()
        if len(session.match.actions) != played:
            session.save()
        session._news.clear()
        return session

    saved_record = staticmethod(saved_record)

    # -- what the screen asks ----------------------------------------------------------------

    @property
    def seats(self) -> tuple[str, ...]:
        """The seat kinds: "human" or "bot:<level>", one per seat."""
        return tuple(self.match.record.seats)

    @property
    def state(self) -> Any:
        """The current full state (for the shell only; draw from `view()`)."""
        return self.match.state

    @property
    def to_move(self) -> int:
        """The seat to move, or TERMINAL."""
        return self.match.to_move()

    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        return self.to_move == TERMINAL

    @property
    def outcome(self) -> Outcome | None:
        """The result once the match is over."""
        return self.match.outcome()

    def is_human(self, seat: int) -> bool:
        """True for a seat played at the screen."""
        return 0 <= seat < len(self.seats) and self.seats[seat] == HUMAN

    def is_phone(self, seat: int) -> bool:  # a human on a phone: the screen treats it like a computer's seat
        return 0 <= seat < len(self.seats) and self.seats[seat] == PHONE

    def take_to_screen(self, seat: int) -> None:  # a phone seat whose phone is gone plays on at the screen
        if self.is_phone(seat):
            self.match.record.seats = tuple(HUMAN if i == seat else k for i, k in enumerate(self.seats))
            self.save()

    def phone_to_move(self) -> bool:  # a human on a phone must decide
        return self.is_phone(self.to_move)

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played at the screen."""
        return tuple(seat for seat in range(len(self.seats)) if self.is_human(seat))

    @property
    def viewer(self) -> int:
        """The seat whose view the screen shows: the human to move, else the last human who moved."""
        return self._viewer

    def view(self) -> Any:
        """What the screen may show now: the viewer's view."""
        return self.match.view(self._viewer)

    def human_to_move(self) -> bool:
        """True when a human at the screen must decide."""
        return self.is_human(self.to_move)

    def legal_actions(self) -> list[Action]:
        """The choices of the human to move (empty while a bot or nobody moves)."""
        return self.match.legal_actions() if self.human_to_move() else []

    def bot_to_move(self) -> bool:
        """True when a computer seat must decide."""
        return self.to_move in self.bots

    @property
    def curtained(self) -> bool:
        """True when the screen must be passed between humans behind a curtain."""
        return self.private_views and len(self.humans) > 1

    @property
    def screen_holder(self) -> int | None:
        """The human seat holding the screen (None in a curtained match before the first hand-over)."""
        return self._screen_holder

    def _may_look(self, seat: int) -> bool:
        """True when the screen may show `seat`'s view now."""
        return self.is_human(seat) and (not self.curtained or seat == self._screen_holder)

    def handover_to(self) -> int | None:
        """The human seat that must be handed the screen before it may look, or None."""
        seat = self.to_move
        if self.curtained and self.is_human(seat) and seat != self._screen_holder:
            return seat
        if self.curtained and self._screen_holder is None and self._put_down_by is not None:
            return self._put_down_by  # nobody else must take it: the screen goes back to who put it down
        return None

    def handed_over(self, seat: int) -> None:
        """`seat` now holds the screen (after the curtain)."""
        self._screen_holder = seat
        self._viewer = seat
        self._put_down_by = None

    def put_down(self) -> bool:
        """Hide the holder's private view (the kiosk's idle question comes up): nobody holds the screen
        until a curtain is passed again. False when nothing private was showing."""
        if not self.curtained or self._screen_holder is None:
            return False
        self._put_down_by, self._screen_holder = self._screen_holder, None
        return True

    def history(self) -> list[Happening]:
        """Every action of the record as the viewer sees it now, oldest first (for the event log,
        which is rebuilt from the record and never stored)."""
        states, rules = self.match.states, self.rules
        views = [rules.view(state, self._viewer) for state in states]
        seats = [rules.to_move(state) for state in states]
        return [Happening(index, seats[index], action, views[index], views[index + 1],
                          seats[index] == CHANCE or len(rules.legal_actions(states[index])) == 1)
                for index, action in enumerate(self.match.actions)]

    def take_news(self) -> list[Happening]:
        """The actions applied since the last call (oldest first), then forget them."""
        news, self._news = self._news, []
        return news

    # -- acting --------------------------------------------------------------------------------

    def play(self, action: Action) -> None:
        """Apply the human's `action` (IllegalActionError when it is not theirs or not legal)."""
        seat = self.to_move
        if not self.is_human(seat):
            raise IllegalActionError(f"'{action}' cannot be played now: it is not a human's turn")
        self._play_legal(seat, action)

    def play_text(self, text: str) -> None:
        """Parse and play a typed action (InvalidNotationError / IllegalActionError on bad input)."""
        self.play(self.rules.parse_action(text))

    def play_remote(self, seat: int, action: Action) -> None:
        """`seat`'s `action` from a phone (games.app.phones); IllegalActionError when not its turn or not legal."""
        if seat != self.to_move or self.seats[seat] not in (HUMAN, PHONE):
            raise IllegalActionError(f"'{action}' cannot be played now: it is not {self.rules.seat_names[seat]}'s turn")
        self._play_legal(seat, action)

    def _play_legal(self, seat: int, action: Action) -> None:
        if action not in self.match.legal_actions():
            raise IllegalActionError(f"'{action}' is not legal for {self.rules.seat_names[seat]} "
                                     f"(phase {self.rules.phase(self.state)})")
        self._apply(action, forced=False)
        self._settle()
        self.save()

    def poll_bot(self, now: float, min_think: float = 0.0) -> bool:
        """Let the bot to move think (never waits); True when it has just played.

        A forced action (the only legal one) is played at once; a decision no sooner than
        `min_think` seconds after the bot was asked (the table's pace, games.app.table.bot_pacing)."""
        seat = self.to_move
        bot = self.bots.get(seat)
        if bot is None:
            return False
        if self._answer is None and not self.worker.pending:
            legal = self.match.legal_actions()
            if len(legal) == 1:
                self._apply(legal[0], forced=True)
                self._settle()
                self.save()
                return True
            self.worker.submit(self.match.view(seat), legal, bot, play.bot_rng(self.match, seat),
                               now + self.think_seconds)
            self._asked_at = now
        if self._answer is None:
            self._answer = self.worker.poll(now)
        if self._answer is None or now < self._asked_at + min_think:
            return False
        answer, self._answer = self._answer, None
        self.last_fallback = answer.fallback_reason
        if answer.fallback_reason is not None:
            self._fell_back(seat, answer)
        self._apply(answer.action, forced=False)
        self._settle()
        self.save()
        return True

    def undo_check(self) -> UndoCheck:
        """Whether the last human decision can be taken back without hiding anything seen, and
        if not, why (games.kernel.undo)."""
        holder = self._screen_holder
        return undo_check(self.match, self.is_human,
                          (lambda seat: seat == holder) if self.curtained else (lambda seat: True))

    def can_undo(self) -> bool:
        """True when the last human decision can be taken back without hiding anything seen."""
        return self.undo_check().allowed

    def undo(self) -> int:
        """Take back everything since the last human decision; the number of actions undone."""
        check = self.undo_check()
        point = check.point
        if point is None:
            kind = check.blocker.kind if check.blocker else "nothing"
            raise IllegalActionError(f"nothing to undo ({kind}): the last human decision is followed by a reveal, "
                                     "or there is none")
        self.worker.cancel()
        self._answer = None
        count = len(self.match.actions) - point
        while len(self.match.actions) > point:
            play.undo(self.match, self.rules.to_move(self.match.states[-2]))
        self._news.clear()
        self._viewer = self._default_viewer()
        self.save()
        return count

    def save(self) -> bool:
        """Store the match record atomically; False when the disk refuses (play goes on, the shell's
        banner says saving is failing)."""
        data = self.match.record.to_dict()
        if self.ui:
            data["ui"] = self.ui
        return self.storage.save(storage_name(self.game_id), data)

    def keep_ui(self, key: str, value: Any) -> bool:
        """Keep a screen's own JSON-ready state under `key` with the match (saved at once; undo and
        replay never touch it); False when the disk refuses."""
        self.ui[key] = value
        return self.save()

    def delete_save(self) -> bool:
        """Forget the stored match; False when the disk refuses."""
        return self.storage.delete(storage_name(self.game_id))

    def close(self) -> None:
        """Drop a bot job in progress and let the worker's thread end (a later bot turn starts a
        new one, so the session can be used again)."""
        self._answer = None
        self.worker.close()

    # -- inside ----------------------------------------------------------------------------------

    def _apply(self, action: Action, *, forced: bool) -> None:
        """Apply one seat decision and let the driver resolve the chance that follows; record news."""
        seat = self.to_move
        first = len(self.match.actions)
        play.play_action(self.match, action)
        for index in range(first, len(self.match.actions)):
            actor = seat if index == first else CHANCE
            self._record(actor, index, forced or actor == CHANCE)

    def _fell_back(self, seat: int, answer: BotAnswer) -> None:
        """Keep and report a bot answer that was the worker's fallback (a defect, never silent)."""
        fallback = Fallback(self.game_id, seat, self.seats[seat], len(self.match.actions),
                            answer.fallback_reason or "", answer.details)
        self.fallbacks.append(fallback)
        report(fallback)

    def _record(self, seat: int, index: int, forced: bool) -> None:
        """Note the action at log `index` as news, seen from the viewer after it."""
        if self._may_look(seat):
            self._viewer = seat
        states = self.match.states
        before = self.rules.view(states[index], self._viewer)
        after = self.rules.view(states[index + 1], self._viewer)
        self._news.append(Happening(index, seat, self.match.actions[index], before, after, forced))

    def _settle(self) -> None:
        """Play forced human actions (exactly one legal choice) until a real decision or the end."""
        while self.human_to_move() or self.phone_to_move():
            legal = self.match.legal_actions()
            if len(legal) != 1:
                break
            self._apply(legal[0], forced=True)
        if self.human_to_move() and self._may_look(self.to_move):
            self._viewer = self.to_move

    def _default_viewer(self) -> int:
        seat = self.to_move
        if self.is_human(seat):
            return seat
        return self.humans[0] if self.humans else 0
