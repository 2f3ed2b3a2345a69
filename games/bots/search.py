"""Depth-limited expectiminimax over the Rules protocol, with sampled chance and a node budget.

Works on a full state (a bot rebuilds one from its view, e.g. from the public log, or samples the
hidden part). The value is from `seat`'s side: it maximises at its own decisions, minimises at
everybody else's (two-seat, zero-sum evaluation), and averages chance outcomes by their weights,
examining at most `chance_samples` of them (picked with the handed-in generator; every candidate
action meets the same picks). Forced moves (one legal action) use up no depth.

`best_action` deepens one decision at a time up to `limits.depth` and keeps the deepest search
that finished within `limits.max_nodes` applied actions: a bound on thinking that is counted, not
timed, so a bot's choice is the same on a fast and a slow machine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from games.kernel.protocol import CHANCE, TERMINAL, Action, Rules, State, pick_chance_outcome

Evaluate = Callable[[State, int], float]


@dataclass(frozen=True)
class SearchLimits:
    """How far to look: decisions deep, chance outcomes per chance point, actions applied at most."""

    depth: int = 2
    chance_samples: int = 4
    max_nodes: int = 1_000_000


class _OutOfNodes(Exception):
    """The node budget is spent; the unfinished search is dropped."""


@dataclass
class _Search:
    rules: Rules
    seat: int
    evaluate: Evaluate
    limits: SearchLimits
    nodes: int = 0

    def child(self, state: State, action: Action) -> State:
        self.nodes += 1
        if self.nodes > self.limits.max_nodes:
            raise _OutOfNodes
        return self.rules.apply(state, action)

    def value(self, state: State, depth: int, rng: random.Random) -> float:
        """The value of `state` looking `depth` decisions ahead."""
        rules = self.rules
        mover = rules.to_move(state)
        if mover == TERMINAL or depth <= 0:
            return self.evaluate(state, self.seat)
        if mover == CHANCE:
            outcomes = sampled_outcomes(rules.chance_outcomes(state), self.limits.chance_samples, rng)
            return sum(p * self.value(self.child(state, a), depth, rng) for a, p in outcomes)
        actions = rules.legal_actions(state)
        next_depth = depth if len(actions) == 1 else depth - 1
        values = [self.value(self.child(state, a), next_depth, rng) for a in actions]
        return max(values) if mover == self.seat else min(values)


def sampled_outcomes(
    outcomes: Sequence[tuple[Action, int]], samples: int, rng: random.Random
) -> list[tuple[Action, float]]:
    """All outcomes with their probabilities when few; else `samples` distinct picks, equally weighted."""
    total = sum(weight for _, weight in outcomes)
    if len(outcomes) <= samples:
        return [(action, weight / total) for action, weight in outcomes]
    remaining = list(outcomes)
    chosen: list[tuple[Action, float]] = []
    for _ in range(samples):
        action = pick_chance_outcome(remaining, rng.random())
        remaining = [(a, w) for a, w in remaining if a != action]
        chosen.append((action, 1.0 / samples))
    return chosen


def _best_at_depth(search: _Search, state: State, actions: Sequence[Action], depth: int,
                   common: int) -> tuple[Action, float]:
    best, best_value = actions[0], float("-inf")
    for action in actions:
        value = search.value(search.child(state, action), depth - 1, random.Random(common))
        if value > best_value:
            best, best_value = action, value
    return best, best_value


def best_action(
    rules: Rules, state: State, seat: int, evaluate: Evaluate, rng: random.Random, limits: SearchLimits,
    candidates: Sequence[Action] | None = None,
) -> tuple[Action, float]:
    """The action of `seat` with the highest value found by the deepest search that fit the budget
    (the first of equals), and that value."""
    actions = list(candidates) if candidates is not None else rules.legal_actions(state)
    common = int(rng.random() * 2**53)  # every candidate meets the same sampled draws
    search = _Search(rules, seat, evaluate, limits)
    result = actions[0], float("nan")
    for depth in range(1, limits.depth + 1):
        try:
            result = _best_at_depth(search, state, actions, depth, common)
        except _OutOfNodes:
            break
    return result


def expectiminimax(
    rules: Rules, state: State, seat: int, depth: int, evaluate: Evaluate, rng: random.Random,
    limits: SearchLimits,
) -> float:
    """The value of `state` for `seat` looking `depth` decisions ahead (no node budget)."""
    unlimited = SearchLimits(limits.depth, limits.chance_samples, max_nodes=10**12)
    return _Search(rules, seat, evaluate, unlimited).value(state, depth, rng)
