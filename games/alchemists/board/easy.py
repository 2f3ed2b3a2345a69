"""The easy computer player: legal, sensible, cheap moves without deduction.

It forages, tests on the student and drinks in the first rounds, sells with the cheapest
guarantee, buys the cheapest artifact with points when rich, publishes now and then a theory that
agrees with the signs its own results showed (always with a hedge seal), never debunks, and
exhibits what it guesses. A quarter of its choices are random among the legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from games.alchemists.board import actions as A
from games.alchemists.board.components import (
    BUY, DRINK, EXHIBIT, FORAGE, PUBLISH, SELL, SPACE_INDEX, STUDENT, TRANSMUTE,
)
from games.alchemists.board.view import View
from games.alchemists.components import ALCHEMICALS, COLOURS, potion_colour, potion_sign
from games.bots.base import Rng, pick_uniform

MISTAKE_RATE = 0.25


def known_signs(view: View) -> dict[tuple[int, int], int]:
    """(ingredient, colour index) -> sign (+1/-1) that the viewer's own mixes showed."""
    signs: dict[tuple[int, int], int] = {}
    for e in view.experiments:
        if e.ingredients is None or e.kind not in ("student", "drink") or potion_colour(e.answer) is None:
            continue
        colour = COLOURS.index(potion_colour(e.answer) or "red")
        for ingredient in e.ingredients:
            signs[(ingredient, colour)] = 1 if potion_sign(e.answer) == "+" else -1
    return signs


def plausible(view: View, ingredient: int, alchemical: int) -> bool:
    """True when the alchemical agrees with every sign the viewer saw for the ingredient."""
    return all(ALCHEMICALS[alchemical].signs[c] == s for (i, c), s in known_signs(view).items() if i == ingredient)


def wanted_counts(view: View) -> dict[str, int]:
    """How many actions the easy plan wants on each space this round."""
    lab, hand = view.own(), sum(view.hand)
    if view.round == 1:
        return {FORAGE: 1, STUDENT: 1, DRINK: 1}
    want = {FORAGE: 1 if hand < 5 else 0, SELL: 1 if hand >= 2 else 0, PUBLISH: 1 if lab.gold >= 1 else 0,
            BUY: 1 if lab.gold >= 5 else 0, TRANSMUTE: 1 if lab.gold == 0 and hand >= 3 else 0}
    if view.round == 6:
        want[EXHIBIT] = max(0, min(2, hand // 2))
    else:
        want[STUDENT], want[DRINK] = 1, 1 if hand >= 4 else 0
    return want


def declare_choice(view: View, legal: Sequence[A.Action]) -> A.Action:
    """The next action of the plan still missing, else done."""
    declared = view.own().declared
    for space, count in wanted_counts(view).items():
        if declared[SPACE_INDEX[space]] < count and A.Declare(space) in legal:
            return A.Declare(space)
    return A.DONE


def act_score(view: View, action: A.Action) -> float:
    """How much the easy player likes an action (pass 0, playing a favor a little)."""
    if isinstance(action, A.Publish):
        hedge = action.seal.startswith("hedge")
        return 1.0 if hedge and plausible(view, action.ingredient, action.alchemical) else -1.0
    if isinstance(action, A.Sell):
        return 1.0 if action.guarantee == "any" else -1.0
    if isinstance(action, (A.Mix, A.Forage, A.Transmute, A.Exhibit)):
        return 1.0
    if isinstance(action, A.Buy):
        return 1.0
    if isinstance(action, A.PlayFavor):
        return 0.5
    return 0.0  # pass, endorse, debunk


@dataclass(frozen=True)
class EasyBot:
    """Sensible moves by fixed rules; a quarter of them random."""

    name: str = "easy"
    mistake_rate: float = MISTAKE_RATE

    def choose(self, view: View, legal_actions: Sequence[A.Action], rng: Rng) -> A.Action:
        """One of `legal_actions`."""
        if rng.random() < self.mistake_rate:
            return pick_uniform(legal_actions, rng)
        task = view.task
        kind = task.kind if task is not None else ""
        if kind == "declare":
            return declare_choice(view, legal_actions)
        if kind == "act":
            scores = [act_score(view, a) for a in legal_actions]
            best = max(scores)
            return pick_uniform([a for a, s in zip(legal_actions, scores) if s == best], rng)
        if kind == "bid":
            return A.Bid(0)
        return pick_uniform(legal_actions, rng)
