"""Computer players of the Alchemists board game (registry BOTS: level -> factory).

easy: sensible moves by fixed rules, no deduction (easy.py). strong: deduces with the deduction
engine of games.alchemists.deduction from what its view shows and plays for expected points
(strong.py, values.py, knowledge.py). Both see only their seat's view.
"""

from __future__ import annotations

from typing import Callable

from games.alchemists.board.easy import EasyBot
from games.alchemists.board.strong import StrongBot
from games.bots.base import Bot

BOTS: dict[str, Callable[[], Bot]] = {"easy": EasyBot, "strong": StrongBot}

__all__ = ["BOTS", "EasyBot", "StrongBot"]
