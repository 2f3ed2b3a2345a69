"""The bot interface and the simplest bot.

A bot is any object with a `name` and `choose(view, legal_actions, rng) -> action`: it sees only
its seat's view, chooses among the legal actions the driver hands it, and draws randomness only
from the generator it is given (its `.random()` method), so bot games replay exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from games.kernel.play import Bot
from games.kernel.protocol import Action

__all__ = ["Bot", "RandomBot", "Rng", "pick_uniform"]

Rng = random.Random  # the type of the generator a bot is handed (game modules may not import random)


def pick_uniform(items: Sequence[Any], rng: random.Random) -> Any:
    """One element of `items`, each equally likely, using only rng.random()."""
    return items[min(int(rng.random() * len(items)), len(items) - 1)]


@dataclass(frozen=True)
class RandomBot:
    """Plays a uniformly random legal action."""

    name: str = "random"

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """Any legal action, uniformly."""
        return pick_uniform(legal_actions, rng)
