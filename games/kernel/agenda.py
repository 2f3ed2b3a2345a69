"""The agenda: what happens next is the head of `state.agenda`, a task ("name", *args).

Each task name has a stepper and a resolver (a game's task table, e.g. games/materia_prima/engine.py). The stepper says what the task needs
now: a seat's `Decision` (the legal actions), a `Chance` (outcomes with weights; a forced step of
the Inquisition or of the table is a chance with a single outcome, so it is logged and can be shown
one by one), or — for bookkeeping that logs nothing — the next state directly. The resolver applies
the chosen action. Tasks push the tasks they lead to in front of the rest, so a day is the
rulebook's sequence of steps written as data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence, TypeVar

from games.kernel.frozen import evolve as replace
from games.kernel.protocol import Action

State = TypeVar("State")
Task = Any


@dataclass(frozen=True)
class Decision:
    """A seat must choose one of `actions` (sorted by notation)."""

    seat: int
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class Chance:
    """The driver picks one of `outcomes` (action, weight); one outcome: a forced step."""

    outcomes: tuple[tuple[Action, int], ...]

    @property
    def forced(self) -> bool:
        """True for a step with one possible outcome."""
        return len(self.outcomes) == 1


def decide(seat: int, actions: Sequence[Action]) -> Decision:
    """A decision of `seat` among `actions` (sorted by their notation)."""
    return Decision(seat, tuple(sorted(actions, key=str)))


def forced(action: Action) -> Chance:
    """A step that happens by itself (logged as a chance step with one outcome)."""
    return Chance(((action, 1),))


def uniform(actions: Sequence[Action]) -> Chance:
    """A chance step over `actions`, each equally likely (sorted by notation)."""
    return Chance(tuple((a, 1) for a in sorted(actions, key=str)))


def weighted(pairs: Sequence[tuple[Action, int]]) -> Chance:
    """A chance step with the given weights (sorted by notation)."""
    return Chance(tuple(sorted(pairs, key=lambda pair: str(pair[0]))))


def pop(state: State, **changes: object) -> State:
    """The state with the head task done (and `changes` applied)."""
    return replace(state, agenda=state.agenda[1:], **changes)


def then(state: State, *tasks: Task, **changes: object) -> State:
    """The state with the head task replaced by `tasks` (and `changes` applied)."""
    return replace(state, agenda=tuple(tasks) + state.agenda[1:], **changes)


def push(state: State, *tasks: Task, **changes: object) -> State:
    """The state with `tasks` put before the head task, which stays (and `changes` applied)."""
    return replace(state, agenda=tuple(tasks) + state.agenda, **changes)


def head(state: State) -> Task | None:
    """The task to do next, or None when the scenario is over."""
    return state.agenda[0] if state.agenda else None
