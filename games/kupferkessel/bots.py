"""Computer players for Kupferkessel Co.: `easy` and `strong` (registry BOTS).

Both see only their seat's view. Every action of this game is public (cards are turned up face up,
taken face up, exploded from a visible top), so the public log is a complete memory of the table:
`state_from_view` replays it to the one state consistent with it. What nobody knows is the order
of the pile, which the state does not hold; the strong bot averages over sampled draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from games.bots.base import Bot, Rng, pick_uniform
from games.bots.search import SearchLimits, best_action
from games.kernel.errors import RulesError
from games.kupferkessel.actions import Action
from games.kupferkessel.evaluation import WIN_VALUE, evaluate
from games.kupferkessel.rules import RULES
from games.kupferkessel.scoring import totals
from games.kupferkessel.state import EMPTY, OVER, State
from games.kupferkessel.view import View

NODE_BUDGET = 1_500  # applied actions per decision: depth 3 where it fits, else depth 2 (~0.1 ms each)



def replay_log(log: Sequence[str], start: State | None = None) -> State:
    """The state after the public log `log` (continuing from `start`, whose log is a prefix)."""
    state = start if start is not None else RULES.setup()
    for text in log[len(state.log):]:
        state = RULES.apply(state, RULES.parse_action(text))
    return state


def state_from_view(view: View, memory: State | None = None) -> State:
    """The state the public log leads to; `memory`, an earlier result, saves replaying its part.

    RulesError when the log does not lead to the table the view shows."""
    if memory is None or view.log[: len(memory.log)] != memory.log:
        memory = None
    state = replay_log(view.log, memory)
    seen = (view.grid, view.figures, view.cauldron_sizes, view.cauldron_tops, view.pile_size, view.phase)
    rebuilt = (state.grid, state.figures, tuple(len(c) for c in state.cauldrons),
               tuple(c[-1] if c else EMPTY for c in state.cauldrons), state.pile_size, state.phase)
    if seen != rebuilt:
        raise RulesError("the public log does not lead to the table this view shows")
    return state


class TableMemory:
    """A bot's memory of the table: the last state it rebuilt, so it replays only new actions."""

    def __init__(self) -> None:
        self._state: State | None = None

    def recall(self, view: View) -> State:
        """The state behind `view`."""
        state = state_from_view(view, self._state)
        self._state = state
        return state


def score_difference(state: State, seat: int) -> float:
    """Own score minus the opponent's, as if the game ended now (a win weighs extra at the end)."""
    scores = totals(state.cauldrons)
    difference = scores[seat] - scores[1 - seat]
    if state.phase == OVER and difference:
        return difference + (WIN_VALUE if difference > 0 else -WIN_VALUE)
    return float(difference)


@dataclass(frozen=True)
class EasyBot:
    """Greedy on the immediate score difference; a quarter of its choices are random."""

    name: str = "easy"
    mistake_rate: float = 0.25
    memory: TableMemory = field(default_factory=TableMemory, compare=False, repr=False)

    def choose(self, view: View, legal_actions: Sequence[Action], rng: Rng) -> Action:
        """The best action by the score right after it, or now and then any action."""
        if rng.random() < self.mistake_rate:
            return pick_uniform(legal_actions, rng)
        return self.decide(self.memory.recall(view), view.seat, legal_actions)

    @staticmethod
    def decide(state: State, seat: int, legal_actions: Sequence[Action]) -> Action:
        """The action with the best score difference right after it (the first of equals)."""
        values = [score_difference(RULES.apply(state, a), seat) for a in legal_actions]
        return legal_actions[values.index(max(values))]


@dataclass(frozen=True)
class StrongBot:
    """Expectiminimax over its own take, sampled draws and the opponent's reply."""

    name: str = "strong"
    limits: SearchLimits = field(default_factory=lambda: SearchLimits(depth=3, chance_samples=3, max_nodes=NODE_BUDGET))
    memory: TableMemory = field(default_factory=TableMemory, compare=False, repr=False)

    def choose(self, view: View, legal_actions: Sequence[Action], rng: Rng) -> Action:
        """The action with the best expected evaluation."""
        return self.decide(self.memory.recall(view), view.seat, legal_actions, rng)

    def decide(self, state: State, seat: int, legal_actions: Sequence[Action], rng: Rng) -> Action:
        """The action with the best searched value from the full state `state`."""
        action, _ = best_action(RULES, state, seat, evaluate, rng, self.limits, legal_actions)
        return action


def easy_bot() -> EasyBot:
    """A fresh easy bot (with its own memory)."""
    return EasyBot()


def strong_bot() -> StrongBot:
    """A fresh strong bot (with its own memory)."""
    return StrongBot()


BOTS: dict[str, Callable[[], Bot]] = {"easy": easy_bot, "strong": strong_bot}
