"""HostedTable: one match played from phones, beside the thread that owns its MatchSession.

The owner (the window's board, or the host tool's loop) calls `pump()` often: it applies the actions
phones sent, and publishes an immutable `Snapshot` of the record after every change. The server's
threads only read snapshots — states are immutable values — so they never race the owner:
`seat_json(seat, lang)` is what that seat's phone may see (its view, whose turn, on its turn the
legal actions in the game's notation with labelled steps, the log narrated for that seat, its sheet
with its own marks); `submit(seat, text)` checks the action against the snapshot and queues it;
the owner plays it through the same MatchSession as the window (rules check, save, undo rules).
`version` changes with every change, so pages can wait for news.
"""

from __future__ import annotations

import queue
import threading
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Callable

from games.app.table.match_session import Happening, MatchSession
from games.app.phones.jsonview import to_json
from games.app.phones.page import page_words
from games.app.phones.words import PhoneWords
from games.kernel.errors import RulesError
from games.kernel.protocol import CHANCE, TERMINAL, Outcome, Rules, seat_names_of

MARKS = ("", "✕", "?", "✓")  # a player's own marks, in the order a tap cycles them
Translate = Callable[[str], Callable[..., str]]  # language -> tr


@dataclass(frozen=True)
class ActResult:
    """How an action from a phone ended: an HTTP status and a reason for the player."""

    status: int  # 200 played, 409 not this seat's turn, 400 not legal or not readable
    reason: str = ""


@dataclass(frozen=True)
class Snapshot:
    """The match as published by its owner: every state and action so far (immutable values)."""

    states: tuple[Any, ...]
    actions: tuple[Any, ...]
    outcome: Outcome | None

    @property
    def state(self) -> Any:
        return self.states[-1]


class HostedTable:
    """A MatchSession shared with phones (see the module docstring)."""

    def __init__(self, session: MatchSession, words: PhoneWords, translate: Translate) -> None:
        self.session = session
        self.rules: Rules = session.rules
        self.words = words
        self.translate = translate
        self.names = seat_names_of(session.rules, session.match.record.config or None)
        self.kinds = tuple(session.seats)
        self.version = 0
        self.last_seen: dict[int, float] = {}  # seat -> when its phone last asked (monotonic seconds)
        self._snapshot = self._take_snapshot()
        self._inbox: "queue.Queue[tuple[int, Any, Future[ActResult]]]" = queue.Queue()
        self._lock = threading.Lock()  # guards the caches and marks below (never held by the owner)
        self._logs: dict[tuple[int, str], list[tuple[int, list[str], Any]]] = {}  # (index, lines, state after)
        self._marks: dict[int, dict[tuple[int, int], str]] = {}

    @property
    def game_id(self) -> str:
        return self.session.game_id

    # -- the owner's side -------------------------------------------------------------------

    def pump(self) -> bool:
        """Play the actions phones sent, each published before its phone hears the answer (so a view
        asked for right after a 200 shows the move); True when anything changed."""
        changed = False
        while True:
            try:
                seat, action, future = self._inbox.get_nowait()
            except queue.Empty:
                break
            result = self._play(seat, action)
            changed = self.publish() or changed
            future.set_result(result)
        return self.publish() or changed

    def publish(self) -> bool:
        """Publish a new snapshot when the record changed (also after an undo); True when it did."""
        states = self.session.match.states
        old = self._snapshot
        if len(states) == len(old.states) and states[-1] is old.states[-1]:
            return False
        self._snapshot = self._take_snapshot()
        self.version += 1
        return True

    def step(self, now: float, min_think: float = 0.0) -> bool:
        """Let a computer seat play when it is its turn (never waits), then publish; True when one played."""
        played = self.session.poll_bot(now, min_think)
        self.publish()
        return played

    def _play(self, seat: int, action: Any) -> ActResult:
        try:
            self.session.play_remote(seat, action)
        except RulesError as error:
            return ActResult(409 if self.session.to_move != seat else 400, str(error))
        return ActResult(200)

    def _take_snapshot(self) -> Snapshot:
        match = self.session.match
        return Snapshot(tuple(match.states), tuple(match.actions), match.outcome())

    # -- the server's side -------------------------------------------------------------------

    def to_move(self, snapshot: Snapshot | None = None) -> int:
        """The seat to move in the snapshot (TERMINAL once over, CHANCE never: the owner resolves it)."""
        return self.rules.to_move((snapshot or self._snapshot).state)

    def submit(self, seat: int, text: str) -> "Future[ActResult]":
        """Check `text` for `seat` against the snapshot and queue it for the owner; the result to come."""
        future: Future[ActResult] = Future()
        snapshot = self._snapshot
        if self.to_move(snapshot) != seat:
            future.set_result(ActResult(409, f"it is not {self.names[seat]}'s turn"))
            return future
        try:
            action = self.rules.parse_action(text)
        except RulesError as error:
            future.set_result(ActResult(400, str(error)))
            return future
        if action not in self.rules.legal_actions(snapshot.state):
            future.set_result(ActResult(400, f"'{text}' is not legal for {self.names[seat]} now"))
            return future
        self._inbox.put((seat, action, future))
        return future

    def seat_json(self, seat: int, lang: str) -> dict[str, Any]:
        """Everything the phone of `seat` may see (see the module docstring)."""
        snapshot, version = self._snapshot, self.version
        tr = self.translate(lang)
        view = self.rules.view(snapshot.state, seat)
        to_move = self.to_move(snapshot)
        data: dict[str, Any] = {
            "game": self.game_id, "version": version, "seat": self.names[seat], "seat_index": seat,
            "seats": list(self.names), "kinds": list(self.kinds), "to_move": self._name(to_move),
            "your_turn": to_move == seat, "over": to_move == TERMINAL, "view": to_json(view),
            "private": self.words.private(tr, view), "log": self._log(snapshot, seat, lang),
            "sheet": self._sheet(tr, view, seat),
        }
        if to_move == seat:
            legal = self.rules.legal_actions(snapshot.state)
            data["prompt"] = self.words.prompt(tr, view)
            data["legal"] = [str(action) for action in legal]
            data["steps"] = [self.words.steps(tr, view, action) for action in legal]
            data["labels"] = [" · ".join(steps) for steps in data["steps"]]
        data.update(self._outcome_json(snapshot))
        data.update(page_words(tr, self.game_id, self.names, seat, data["to_move"], data.get("outcome")))
        return data

    def table_json(self) -> dict[str, Any]:
        """The public table: whose turn, the seats, what everyone may see, the result at the end."""
        snapshot = self._snapshot
        to_move = self.to_move(snapshot)
        data: dict[str, Any] = {
            "game": self.game_id, "version": self.version, "seats": list(self.names), "kinds": list(self.kinds),
            "to_move": self._name(to_move), "over": to_move == TERMINAL,
            "public": self.words.public(self.rules.view(snapshot.state, 0)),
        }
        data.update(self._outcome_json(snapshot))
        return data

    def seen(self, seat: int, now: float) -> None:
        """Note that the phone of `seat` asked for its view at `now`."""
        self.last_seen[seat] = now

    def mark(self, seat: int, row: int, column: int) -> bool:
        """Cycle the player's own mark in a sheet cell (none, ✕, ?, ✓); False for a cell off the sheet."""
        sheet = self.words.sheet(self.translate("en"), self.rules.view(self._snapshot.state, seat))
        if sheet is None or not (0 <= row < len(sheet["rows"]) and 0 <= column < len(sheet["columns"])):
            return False
        with self._lock:
            marks = self._marks.setdefault(seat, {})
            mark = MARKS[(MARKS.index(marks.get((row, column), "")) + 1) % len(MARKS)]
            if mark:
                marks[(row, column)] = mark
            else:
                marks.pop((row, column), None)
            self.version += 1
        return True

    def _name(self, seat: int) -> str | None:
        return self.names[seat] if 0 <= seat < len(self.names) else None

    def _sheet(self, tr: Callable[..., str], view: Any, seat: int) -> dict[str, Any] | None:
        """The game's sheet for `seat` with the player's own marks laid over it."""
        sheet = self.words.sheet(tr, view)
        if sheet is None:
            return None
        with self._lock:
            marks = dict(self._marks.get(seat, {}))
        sheet["marks"] = [[marks.get((r, c), "") for c in range(len(sheet["columns"]))]
                          for r in range(len(sheet["rows"]))]
        return sheet

    def _outcome_json(self, snapshot: Snapshot) -> dict[str, Any]:
        outcome = snapshot.outcome
        if outcome is None:
            return {}
        winner = None if outcome.winner is None else self.names[outcome.winner]
        return {"outcome": {"scores": dict(zip(self.names, outcome.scores)), "winner": winner}}

    def _log(self, snapshot: Snapshot, seat: int, lang: str) -> list[list[str]]:
        """The narrated log as `seat` sees it, oldest first (each action narrated once and kept,
        forgotten again from where an undo took the record back)."""
        key = (seat, lang)
        with self._lock:
            entries = list(self._logs.get(key, []))
        kept = 0
        while kept < len(entries) and kept < len(snapshot.actions) and entries[kept][2] is snapshot.states[kept + 1]:
            kept += 1
        entries = entries[:kept]
        narrate = self.words.narrate(self.translate(lang), seat)
        for index in range(len(entries), len(snapshot.actions)):
            before, after = snapshot.states[index], snapshot.states[index + 1]
            actor = self.rules.to_move(before)
            happening = Happening(index, actor, snapshot.actions[index], self.rules.view(before, seat),
                                  self.rules.view(after, seat), actor == CHANCE)
            entries.append((index, [line for line in narrate(happening) if line], after))
        with self._lock:
            self._logs[key] = entries
        return [lines for _, lines, _ in entries if lines]
