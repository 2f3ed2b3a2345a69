"""The one turn-flow engine of the agenda-driven games: what happens next is the head of `state.agenda`.

A state is a frozen dataclass with an `agenda` field: a tuple of tasks, the head task next. A
game gives a task table, kind -> (stepper, resolver). The stepper says what the head task needs
now:

  - a `Decision(seat, actions)`: a seat picks one of the legal actions (`decide` sorts them by
    notation, the kernel's rule: games.kernel.protocol.in_notation_order);
  - a `Chance(outcomes)`: the driver picks one of the (action, weight) outcomes, in the game's
    fixed order (`uniform` and `weighted` sort them by notation); a step with a single outcome is
    `forced`: it happens by itself but is logged, so a screen can show it one by one;
  - or, for an automatic task that logs nothing, the next state itself.

The resolver applies the chosen action (None for automatic tasks). Tasks push the tasks they lead
to in front of the rest (`pop`, `then`, `push`), so a round is the rulebook's sequence of steps
written as data.

`TurnFlow(table)` runs it: `settle` runs automatic tasks until a decision, a chance step or the
end; `current` is the settled state's step; `advance` checks an action against it (the game words
the refusal), resolves it and settles; `to_move`, `legal_actions` and `chance_outcomes` answer the
kernel protocol from the step.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from operator import itemgetter
from typing import Any, Callable, Generic, Mapping, Sequence, TypeVar

from games.kernel.errors import IllegalActionError
from games.kernel.frozen import evolve
from games.kernel.protocol import CHANCE, TERMINAL, Action, in_notation_order

S = TypeVar("S")  # a game's state: a frozen dataclass with an `agenda` tuple
Task = Any  # one agenda entry; the engine reads only its kind (see TurnFlow)
SET_ABOVE = 32  # a chance step with more outcomes checks an action against a set (e.g. 40,320 secrets)


@dataclass(frozen=True)
class Decision:
    """A seat must choose one of `actions` (sorted by notation: build it with `decide`)."""

    seat: int
    actions: tuple[Action, ...]

    def allows(self, action: Action) -> bool:
        """True when `action` is one of the choices."""
        return action in self.actions


@dataclass(frozen=True)
class Chance:
    """The driver picks one of `outcomes` (action, weight), walking them in this order; one
    outcome: a forced step."""

    outcomes: tuple[tuple[Action, int], ...]

    @property
    def forced(self) -> bool:
        """True for a step with one possible outcome."""
        return len(self.outcomes) == 1

    @property
    def actions(self) -> tuple[Action, ...]:
        """The outcomes without their weights."""
        return tuple(action for action, _ in self.outcomes)

    @cached_property
    def _outcome_set(self) -> frozenset[Action]:
        return frozenset(action for action, _ in self.outcomes)

    def allows(self, action: Action) -> bool:
        """True when `action` can come up."""
        if len(self.outcomes) > SET_ABOVE:
            return action in self._outcome_set
        return any(action == outcome for outcome, _ in self.outcomes)


Stepper = Callable[[Any, Task], "Decision | Chance | Any"]  # the head task's step, or the next state
Resolver = Callable[[Any, Task, Any], Any]  # the state after the chosen action
Describe = Callable[[Any, "Decision | Chance | None", Any], str]


def decide(seat: int, actions: Sequence[Action]) -> Decision:
    """A decision of `seat` among `actions` (sorted by their notation)."""
    return Decision(seat, tuple(in_notation_order(actions)))


def forced(action: Action) -> Chance:
    """A step that happens by itself (logged as a chance step with one outcome)."""
    return Chance(((action, 1),))


def uniform(actions: Sequence[Action]) -> Chance:
    """A chance step over `actions`, each equally likely (sorted by notation)."""
    return Chance(tuple((a, 1) for a in in_notation_order(actions)))


def weighted(pairs: Sequence[tuple[Action, int]]) -> Chance:
    """A chance step with the given weights (sorted by notation)."""
    return Chance(tuple(sorted(pairs, key=lambda pair: str(pair[0]))))


def options(step: Decision | Chance | None) -> tuple[Action, ...]:
    """The actions a step allows (none at the end)."""
    return () if step is None else step.actions


def pop(state: S, **changes: Any) -> S:
    """The state with the head task done (and `changes` applied)."""
    return evolve(state, agenda=state.agenda[1:], **changes)  # type: ignore[attr-defined]


def then(state: S, *tasks: Task, **changes: Any) -> S:
    """The state with the head task replaced by `tasks` (and `changes` applied)."""
    return evolve(state, agenda=tuple(tasks) + state.agenda[1:], **changes)  # type: ignore[attr-defined]


def push(state: S, *tasks: Task, **changes: Any) -> S:
    """The state with `tasks` put before the head task, which stays (and `changes` applied)."""
    return evolve(state, agenda=tuple(tasks) + state.agenda, **changes)  # type: ignore[attr-defined]


def head(state: Any) -> Task | None:
    """The task to do next, or None when the agenda is done."""
    return state.agenda[0] if state.agenda else None


def describe_plainly(state: Any, step: Decision | Chance | None, action: Action) -> str:
    """The refusal of a game that words none: the action and what was expected."""
    if step is None:
        return f"'{action}' is not allowed: the match is over"
    if isinstance(step, Chance):
        return f"'{action}' cannot come up now; e.g. '{step.outcomes[0][0]}' can"
    return f"'{action}' is not allowed for seat {step.seat} now"


class TurnFlow(Generic[S]):
    """A game's task table run as the match's turn flow (see the module docstring).

    `kind(task)` names a task's row in `table` (default: the task's first item, for tasks written
    as tuples ("name", *args)); `describe(state, step, action)` words an illegal action; `finish`
    (optional) turns the state whose agenda ran empty into the final one.

    `current` remembers its last answer for this engine only: the driver asks for the same state's
    step several times (who moves, the legal actions, the check in `advance`), and `settle` leaves
    the step it stopped at there. The memo is one (state, step) pair swapped in a single assignment,
    so a second thread (a phone server reading snapshots) at worst recomputes, never reads a step
    of another state."""

    def __init__(self, table: Mapping[str, tuple[Stepper, Resolver | None]], *,
                 kind: Callable[[Task], str] = itemgetter(0), describe: Describe = describe_plainly,
                 finish: Callable[[S], S] | None = None) -> None:
        self.table = dict(table)
        self._steppers = {name: stepper for name, (stepper, _) in self.table.items()}
        self._resolvers = {name: resolver for name, (_, resolver) in self.table.items()}
        self.kind = kind
        self.describe = describe
        self.finish = finish
        self._memo: tuple[S, Decision | Chance | None] | None = None

    def _stepper(self, task: Task) -> Stepper:
        name = self.kind(task)
        try:
            return self._steppers[name]
        except KeyError:
            raise ValueError(f"task {task!r}: the kind '{name}' is not in the game's task table") from None

    def settle(self, state: S) -> S:
        """Run the automatic tasks until a decision, a chance step or the end (then `finish`)."""
        step: Decision | Chance | None = None
        while state.agenda:  # type: ignore[attr-defined]
            task = state.agenda[0]  # type: ignore[attr-defined]
            found = self._stepper(task)(state, task)
            if isinstance(found, (Decision, Chance)):
                step = found
                break
            state = found
        else:
            if self.finish is not None:
                state = self.finish(state)
        self._memo = (state, step)
        return state

    def current(self, state: S) -> Decision | Chance | None:
        """What the head task of the settled `state` needs now; None when the agenda is done."""
        memo = self._memo
        if memo is not None and memo[0] is state:
            return memo[1]
        step = None
        if state.agenda:  # type: ignore[attr-defined]
            task = state.agenda[0]  # type: ignore[attr-defined]
            step = self._stepper(task)(state, task)
            if not isinstance(step, (Decision, Chance)):
                raise ValueError(f"unsettled state at task {task!r}: settle it before asking for its step")
        self._memo = (state, step)
        return step

    def advance(self, state: S, action: Action) -> S:
        """The settled state after `action`; IllegalActionError (the game's words) when it is not allowed."""
        step = self.current(state)
        if step is None or not step.allows(action):
            raise IllegalActionError(self.describe(state, step, action))
        task = state.agenda[0]  # type: ignore[attr-defined]
        resolver = self._resolvers[self.kind(task)]
        if resolver is None:
            raise ValueError(f"task {task!r} offered a step but has no resolver")
        return self.settle(resolver(state, task, action))

    # ---- the kernel protocol, read off the step ------------------------------------------------
    def to_move(self, state: S) -> int:
        """The deciding seat, CHANCE for a chance or forced step, TERMINAL when the agenda is done."""
        step = self.current(state)
        if step is None:
            return TERMINAL
        return step.seat if isinstance(step, Decision) else CHANCE

    def legal_actions(self, state: S) -> list[Action]:
        """The deciding seat's choices, sorted by notation; empty at chance steps and at the end."""
        step = self.current(state)
        return list(step.actions) if isinstance(step, Decision) else []

    def chance_outcomes(self, state: S) -> list[tuple[Action, int]]:
        """At a chance step its outcomes with their weights, in the game's fixed order; else empty."""
        step = self.current(state)
        return list(step.outcomes) if isinstance(step, Chance) else []
