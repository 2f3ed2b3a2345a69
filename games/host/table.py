"""HostedTable: one match played from phones (and the table), shared between threads.

Every access goes through one lock. `seat_json(seat, lang)` is what the seat's phone may see: its
view, whose turn it is, its legal actions (in the game's notation, with labels) on its turn and the
log narrated for that seat; `act(seat, text)` plays an action through the same MatchSession as the
window (rules check, save after every action, undo rules); `step(now)` lets computer seats play at
the table's pace. `version` changes with every change, so pages can wait for news.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Callable

from games.app.match_session import Happening, MatchSession
from games.host.jsonview import to_json
from games.host.page import page_words
from games.host.words import PhoneWords
from games.kernel.errors import IllegalActionError, InvalidNotationError, RulesError
from games.kernel.protocol import CHANCE, TERMINAL, seat_names_of

MARKS = ("", "✕", "?", "✓")  # a player's own marks, in the order a tap cycles them
Translate = Callable[[str], Callable[..., str]]  # language -> tr


@dataclass(frozen=True)
class ActResult:
    """How an action from a phone ended: an HTTP status and a reason for the player."""

    status: int  # 200 played, 409 not this seat's turn, 400 not legal or not readable
    reason: str = ""


class HostedTable:
    """A MatchSession with per-seat access for phones (see the module docstring)."""

    def __init__(self, session: MatchSession, words: PhoneWords, translate: Translate) -> None:
        self.session = session
        self.words = words
        self.translate = translate
        self.names = seat_names_of(session.rules, session.match.record.config or None)
        self.version = 0
        self.lock = threading.RLock()
        self._logs: dict[tuple[int, str], list[tuple[int, list[str]]]] = {}
        self._marks: dict[int, dict[tuple[int, int], str]] = {}  # the players' own marks on their sheets

    # -- reading ----------------------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self.session.game_id

    def to_move_name(self) -> str | None:
        """The colour (seat name) of the seat to move, None once the match is over."""
        seat = self.session.to_move
        return None if seat in (TERMINAL, CHANCE) else self.names[seat]

    def seat_json(self, seat: int, lang: str) -> dict[str, Any]:
        """Everything the phone of `seat` may see (see the module docstring)."""
        with self.lock:
            tr = self.translate(lang)
            view = self.session.match.view(seat)
            data: dict[str, Any] = {
                "game": self.game_id, "version": self.version, "seat": self.names[seat], "seat_index": seat,
                "seats": list(self.names), "kinds": list(self.session.seats),
                "to_move": self.to_move_name(), "your_turn": self.session.to_move == seat,
                "over": self.session.is_over, "view": to_json(view),
                "private": self.words.private(tr, view), "log": self._log(seat, lang),
                "sheet": self._sheet(tr, view, seat),
            }
            if self.session.to_move == seat:
                legal = self.session.match.legal_actions()
                data["legal"] = [str(action) for action in legal]
                data["prompt"] = self.words.prompt(tr, view)
                data["steps"] = [self.words.steps(tr, view, action) for action in legal]
                data["labels"] = [" · ".join(steps) for steps in data["steps"]]
            data.update(self._outcome_json())
            data.update(page_words(tr, self.game_id, self.names, seat, data["to_move"], data.get("outcome")))
            return data

    def table_json(self) -> dict[str, Any]:
        """The public table: whose turn, the seats, what everyone may see, the result at the end."""
        with self.lock:
            view = self.session.match.view(0)
            data: dict[str, Any] = {
                "game": self.game_id, "version": self.version, "seats": list(self.names),
                "kinds": list(self.session.seats), "to_move": self.to_move_name(), "over": self.session.is_over,
                "public": self.words.public(view),
            }
            data.update(self._outcome_json())
            return data

    def _sheet(self, tr: Callable[..., str], view: Any, seat: int) -> dict[str, Any] | None:
        """The game's sheet for `seat` with the player's own marks laid over it."""
        sheet = self.words.sheet(tr, view)
        if sheet is None:
            return None
        marks = self._marks.get(seat, {})
        sheet["marks"] = [[marks.get((r, c), "") for c in range(len(sheet["columns"]))]
                          for r in range(len(sheet["rows"]))]
        return sheet

    def mark(self, seat: int, row: int, column: int) -> bool:
        """Cycle the player's own mark in a sheet cell (none, ✕, ?, ✓); False for a cell off the sheet."""
        with self.lock:
            sheet = self.words.sheet(self.translate("en"), self.session.match.view(seat))
            if sheet is None or not (0 <= row < len(sheet["rows"]) and 0 <= column < len(sheet["columns"])):
                return False
            marks = self._marks.setdefault(seat, {})
            mark = MARKS[(MARKS.index(marks.get((row, column), "")) + 1) % len(MARKS)]
            if mark:
                marks[(row, column)] = mark
            else:
                marks.pop((row, column), None)
            self.version += 1
            return True

    def _outcome_json(self) -> dict[str, Any]:
        outcome = self.session.outcome
        if outcome is None:
            return {}
        winner = None if outcome.winner is None else self.names[outcome.winner]
        return {"outcome": {"scores": dict(zip(self.names, outcome.scores)), "winner": winner}}

    def _log(self, seat: int, lang: str) -> list[list[str]]:
        """The narrated log as `seat` sees it, oldest first (narrated once per action and kept)."""
        key = (seat, lang)
        match, rules = self.session.match, self.session.rules
        entries = [entry for entry in self._logs.get(key, []) if entry[0] < len(match.actions)]
        narrate = self.words.narrate(self.translate(lang), seat)
        for index in range(len(entries), len(match.actions)):
            before, after = match.states[index], match.states[index + 1]
            actor = rules.to_move(before)
            happening = Happening(index, actor, match.actions[index], rules.view(before, seat),
                                  rules.view(after, seat), actor == CHANCE)
            entries.append((index, [line for line in narrate(happening) if line]))
        self._logs[key] = entries
        return [lines for _, lines in entries if lines]

    # -- acting -----------------------------------------------------------------------------

    def act(self, seat: int, text: str) -> ActResult:
        """Play `text` for `seat`: 200, 409 when it is not its turn, 400 when not legal/readable."""
        with self.lock:
            if self.session.is_over or self.session.to_move != seat:
                return ActResult(409, f"it is not {self.names[seat]}'s turn")
            try:
                self.session.play_text(text)
            except InvalidNotationError as error:
                return ActResult(400, str(error))
            except (IllegalActionError, RulesError) as error:
                return ActResult(400, str(error))
            self.version += 1
            return ActResult(200)

    def step(self, now: float, min_think: float = 0.0) -> bool:
        """Let a computer seat play when it is its turn (never waits); True when one played."""
        with self.lock:
            played = self.session.poll_bot(now, min_think)
            if played:
                self.version += 1
            return played
