"""Computer players for Alchemist: `easy` and `strong` (registry BOTS).

Both see only their seat's view and choose among the legal actions the driver hands them. Both
take a cube whenever they pass and can take one (the rules let a passing player take none; a table
of computers that never took would never end).

- easy: greedy on what an action brings at once (fame, and half a point per cube gained or paid),
  so it takes the highest free tile with the cheapest recipe and copies whatever pays most; now
  and then (one choice in five) it does something else: invents, copies or passes at random.
- strong: weighs each action with `evaluation.Judge` (the school race, the supply running out,
  what the others may copy from a new recipe). For an invention only the highest and the lowest
  free tile are worth weighing: the fame gained and the others' gain from copying both grow with
  the tile, so the best tile for a recipe is at one end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from games.alchemist import actions as A
from games.alchemist.checks import byproducts
from games.alchemist.evaluation import CUBE_VALUE, Judge
from games.alchemist.view import View
from games.bots.base import Bot, Rng, pick_uniform


def immediate_gain(view: View, action: A.Action) -> float:
    """Fame plus half a point per cube gained, minus half a point per cube paid, right away."""
    if isinstance(action, A.Invent):
        return action.fame + CUBE_VALUE * (sum(byproducts(view.supply, action.cauldron)) - sum(action.recipe))
    if isinstance(action, A.Copy):
        cauldron = view.cauldrons[action.cauldron]
        assert cauldron.recipe is not None
        return cauldron.fame + CUBE_VALUE * (sum(byproducts(view.supply, action.cauldron)) - sum(cauldron.recipe))
    if isinstance(action, A.PassSupply):
        return CUBE_VALUE
    if isinstance(action, A.PassBag):
        return CUBE_VALUE * min(2, view.bag_size)
    return 0.0


def taking(legal_actions: Sequence[A.Action]) -> list[A.Action]:
    """The legal actions without the pass that takes nothing, unless nothing else is open."""
    return [a for a in legal_actions if not isinstance(a, A.PassEmpty)] or list(legal_actions)


def random_choice(legal_actions: Sequence[A.Action], rng: Rng) -> A.Action:
    """Invent, copy or pass (each equally likely, among those open), then any such action."""
    groups: dict[str, list[A.Action]] = {}
    for action in legal_actions:
        kind = "invent" if isinstance(action, A.Invent) else "copy" if isinstance(action, A.Copy) else "pass"
        groups.setdefault(kind, []).append(action)
    return pick_uniform(pick_uniform(sorted(groups.items()), rng)[1], rng)


@dataclass(frozen=True)
class EasyBot:
    """Greedy on the immediate gain; a fifth of its choices are random."""

    name: str = "easy"
    mistake_rate: float = 0.2

    def choose(self, view: View, legal_actions: Sequence[A.Action], rng: Rng) -> A.Action:
        """The action with the most immediate gain (the first of equals), or now and then any."""
        legal_actions = taking(legal_actions)
        if rng.random() < self.mistake_rate:
            return random_choice(legal_actions, rng)
        gains = [immediate_gain(view, action) for action in legal_actions]
        return legal_actions[gains.index(max(gains))]


def candidates(legal_actions: Sequence[A.Action]) -> list[A.Action]:
    """The legal actions worth weighing: every copy and pass, and each invention only with the
    highest and the lowest tile open for its cauldron and recipe."""
    extremes: dict[tuple[int, tuple[int, ...]], tuple[A.Invent, A.Invent]] = {}
    others: list[A.Action] = []
    for action in legal_actions:
        if isinstance(action, A.Invent):
            key = (action.cauldron, action.recipe)
            low, high = extremes.get(key, (action, action))
            extremes[key] = (action if action.fame < low.fame else low, action if action.fame > high.fame else high)
        else:
            others.append(action)
    inventions = [a for pair in extremes.values() for a in dict.fromkeys(pair)]
    return inventions + others


@dataclass(frozen=True)
class StrongBot:
    """Weighs every candidate action with the Judge and takes the best (the first of equals)."""

    name: str = "strong"

    def choose(self, view: View, legal_actions: Sequence[A.Action], rng: Rng) -> A.Action:
        """The candidate with the highest value."""
        judge = Judge(view)
        options = candidates(taking(legal_actions))
        values = [judge.value(action) for action in options]
        return options[values.index(max(values))]


def easy_bot() -> EasyBot:
    """A fresh easy bot."""
    return EasyBot()


def strong_bot() -> StrongBot:
    """A fresh strong bot."""
    return StrongBot()


BOTS: dict[str, Callable[[], Bot]] = {"easy": easy_bot, "strong": strong_bot}
