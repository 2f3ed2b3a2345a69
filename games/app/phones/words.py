"""What a phone shows of a game: a game's `PhoneWords` (registry: games.GAMES[id].phone).

A game gives its narration of the log for one seat, each action as labelled steps (the page
chooses an action step by step when there are many; the steps joined are its label), the private sections of a seat's view
(hand, favors, ...) and the public part of a view (for the table's JSON). Every field has a plain
default, so a game without words still plays on a phone (notation and raw view).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from games import GAMES, resolve
from games.app.table.match_session import Happening

Tr = Callable[..., str]
Section = dict[str, Any]  # {"title": text, "items": [text, ...]}


def _own_decisions(tr: Tr, seat: int) -> Callable[[Happening], Sequence[str]]:
    """The safe default: only the seat's own decisions, in notation (never a chance outcome, which
    may be another seat's secret)."""
    return lambda happening: [str(happening.action)] if happening.seat == seat else []


@dataclass(frozen=True)
class PhoneWords:
    """A game's words for the phone page (see the module docstring)."""

    narrate: Callable[[Tr, int], Callable[[Happening], Sequence[str]]] = _own_decisions
    steps: Callable[[Tr, Any, Any], list[str]] = lambda tr, view, action: str(action).split()
    private: Callable[[Tr, Any], list[Section]] = lambda tr, view: []
    public: Callable[[Any], dict[str, Any]] = lambda view: {}
    prompt: Callable[[Tr, Any], str] = lambda tr, view: ""  # what the seat to move is asked, in one line
    sheet: Callable[[Tr, Any], dict[str, Any] | None] = lambda tr, view: None  # a grid the player marks


PLAIN = PhoneWords()


def words_of(game_id: str) -> PhoneWords:
    """The registered game's phone words (plain ones when it has none)."""
    info = GAMES.get(game_id)
    path = getattr(info, "phone", None) if info is not None else None
    return resolve(path) if path else PLAIN  # type: ignore[return-value]
