"""Game-agnostic computer players over the Rules protocol; game heuristics live in each game's bots.py."""

from games.bots.base import Bot, RandomBot

__all__ = ["Bot", "RandomBot"]
