"""Chances of a roll: the probability that `dice` dice (faces 0, 0, 1, 1, 2, 2) sum to `target` or
more. Used by the computer alchemists and by screens that show the odds before a fight."""

from __future__ import annotations

from functools import lru_cache

from games.materia_prima.components import DIE_FACES


@lru_cache(maxsize=None)
def sum_distribution(dice: int) -> tuple[float, ...]:
    """P(sum = s) for s = 0 .. 2·dice."""
    dist = [1.0]
    for _ in range(dice):
        nxt = [0.0] * (len(dist) + max(DIE_FACES))
        for total, p in enumerate(dist):
            for face in DIE_FACES:
                nxt[total + face] += p / len(DIE_FACES)
        dist = nxt
    return tuple(dist)


def beatable(dice: int, target: int) -> bool:
    """True when `dice` dice can reach `target` at all (every die at its highest face)."""
    return max(DIE_FACES) * max(0, dice) >= target


def success_chance(dice: int, target: int) -> float:
    """P(the dice reach `target`)."""
    return sum(p for total, p in enumerate(sum_distribution(max(0, dice))) if total >= target)
