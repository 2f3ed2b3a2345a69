"""Helpers the bench scripts share: a bot wrapper that times each decision, and percentiles."""

from __future__ import annotations

import time
from typing import Any, Sequence


class TimedBot:
    """Wraps a bot and records how long each of its decisions takes (seconds, in `times`)."""

    def __init__(self, bot: Any, times: list[float]) -> None:
        self.bot, self.times, self.name = bot, times, bot.name

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: Any) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(view, legal_actions, rng)
        self.times.append(time.perf_counter() - start)
        return action


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of the sorted values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]
