"""Depth-limited expectiminimax over the Rules protocol, with sampled chance.

Works on a full state (a bot rebuilds one from its view, e.g. from the public log, or samples the
hidden part). The value is from `seat`'s side: it maximises at its own decisions, minimises at
everybody else's (two-seat, zero-sum evaluation), and averages chance outcomes weighted by their
weights, examining at most `chance_samples` of them (picked with the handed-in generator). Forced
moves (one legal action) do not use up depth.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from games.kernel.protocol import CHANCE, TERMINAL, Action, Rules, State, pick_chance_outcome

Evaluate = Callable[[State, int], float]


@dataclass(frozen=True)
class SearchLimits:
    """How far to look: decisions deep, chance outcomes per chance point."""

    depth: int = 2
    chance_samples: int = 4


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


def expectiminimax(
    rules: Rules, state: State, seat: int, depth: int, evaluate: Evaluate, rng: random.Random,
    limits: SearchLimits,
) -> float:
    """The value of `state` for `seat` looking `depth` decisions ahead."""
    mover = rules.to_move(state)
    if mover == TERMINAL or depth <= 0 and mover != CHANCE:
        return evaluate(state, seat)
    if mover == CHANCE:
        if depth <= 0:
            return evaluate(state, seat)
        outcomes = sampled_outcomes(rules.chance_outcomes(state), limits.chance_samples, rng)
        return sum(p * expectiminimax(rules, rules.apply(state, a), seat, depth, evaluate, rng, limits)
                   for a, p in outcomes)
    actions = rules.legal_actions(state)
    next_depth = depth if len(actions) == 1 else depth - 1
    values = [expectiminimax(rules, rules.apply(state, a), seat, next_depth, evaluate, rng, limits)
              for a in actions]
    return max(values) if mover == seat else min(values)


def best_action(
    rules: Rules, state: State, seat: int, evaluate: Evaluate, rng: random.Random, limits: SearchLimits,
    candidates: Sequence[Action] | None = None,
) -> tuple[Action, float]:
    """The action of `seat` with the highest searched value (the first of equals) and that value."""
    actions = list(candidates) if candidates is not None else rules.legal_actions(state)
    common = rng.random()  # every candidate meets the same sampled draws (common random numbers)
    best, best_value = actions[0], float("-inf")
    for action in actions:
        branch_rng = random.Random(int(common * 2**53))
        value = expectiminimax(rules, rules.apply(state, action), seat, limits.depth - 1, evaluate, branch_rng,
                               limits)
        if value > best_value:
            best, best_value = action, value
    return best, best_value
