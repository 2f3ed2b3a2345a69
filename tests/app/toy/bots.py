"""Secret tally's computer players: "easy" always adds 1, "greedy" always adds 2."""

from __future__ import annotations

from typing import Any, Sequence


class FirstBot:
    name = "easy"

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: Any) -> Any:
        return legal_actions[0]


class LastBot:
    name = "greedy"

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: Any) -> Any:
        return legal_actions[-1]


BOTS = {"easy": FirstBot, "greedy": LastBot}
