"""The easy computer player: a newcomer with a notebook.

It keeps the worlds its own results leave (knowledge.py, like filling in the deduction grid) but
plans by fixed habits: it forages, tests on the student and drinks in the first rounds, sells a
pair whose result it expects to keep the guarantee, buys the cheapest artifact with points when
rich, and publishes one theory a round from round 2. A theory may be a guess: the alchemical its
notebook finds most likely, hedged in the colour it doubts most, and only when the guess is fair
(right, or wrong only in the hedged colour, 3 times in 4; every other time when a conference would
be missed); a star seal only when it is sure. It declares a sale only with a pair its notebook
expects to be no disgrace and sells only such a pair, endorses only to meet a conference, never
debunks and exhibits what it is fairly sure of. A quarter of its choices are a newcomer's whim: another space to declare, or a random one of the moves it likes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from games.alchemists.board import actions as A
from games.alchemists.board import values as V
from games.alchemists.board.components import (
    BUY, CONFERENCES, DRINK, EXHIBIT, FORAGE, PUBLISH, SELL, SPACE_INDEX, STUDENT, TRANSMUTE, hedge_colour,
)
from games.alchemists.board.economy import hand_pairs
from games.alchemists.board.knowledge import Knowledge, KnowledgeMemory
from games.alchemists.board.view import View
from games.bots.base import Rng, pick_uniform

MISTAKE_RATE = 0.25
GUESS_ODDS = 0.75  # the least chance a hedged guess is safe (right or wrong only in the hedged colour)
BOLD_GUESS_ODDS = 0.5  # ... when a conference would be missed without it: a guess safe every other time
SURE = 0.95  # the chance of being right a star seal needs
WHIM_SPACES = frozenset({FORAGE, TRANSMUTE, STUDENT, DRINK})  # spaces a whim may add: it always acts there
ENDORSE_LIKING = -0.5  # added to an endorsement's liking (it costs gold to the seals there)
SALE_RISK = 0.3  # the most chance of a neutral or wrong-sign potion it sells with


def safe_sale(view: View, knowledge: Knowledge) -> bool:
    """True when a pair in hand should make one of the adventurer's wishes without disgrace."""
    return any(sale_risk(knowledge, a, b, wish) <= SALE_RISK for wish in view.adventurer
               for a, b in hand_pairs(view.hand))


def sale_risk(knowledge: Knowledge, a: int, b: int, wish: str) -> float:
    """The chance the pair makes a neutral or wrong-sign potion for the wish."""
    chances = V.quality_chances(knowledge, a, b, wish)
    return chances["neutral"] + chances["wrong"]


def wanted_counts(view: View, knowledge: Knowledge) -> dict[str, int]:
    """How many actions the easy plan wants on each space this round."""
    lab, hand = view.own(), sum(view.hand)
    if view.round == 1:
        return {FORAGE: 1, STUDENT: 1, DRINK: 1}
    pressing = conference_pressing(view)
    publish = (2 if pressing and lab.gold >= 2 else 1) if lab.gold >= 1 or pressing else 0
    want = {FORAGE: 1 if hand < 5 else 0, SELL: 1 if hand >= 2 and safe_sale(view, knowledge) else 0, PUBLISH: publish,
            BUY: 1 if lab.gold >= 5 else 0, TRANSMUTE: 1 if lab.gold == 0 and (hand >= 3 or pressing and hand) else 0}
    if view.round == 6:
        want[EXHIBIT] = max(0, min(2, hand // 2))
    else:
        want[STUDENT], want[DRINK] = 2 if hand >= 4 and view.round <= 3 else 1, 1 if hand >= 4 else 0
    return want


def declare_choice(view: View, knowledge: Knowledge, legal: Sequence[A.Action]) -> A.Action:
    """The next action of the plan still missing, else done."""
    declared = view.own().declared
    for space, count in wanted_counts(view, knowledge).items():
        if declared[SPACE_INDEX[space]] < count and A.Declare(space) in legal:
            return A.Declare(space)
    return A.DONE


def conference_pressing(view: View) -> bool:
    """True when a coming conference would be missed without more theories: this round's, the next
    round's when two are still missing, the one after when three are."""
    own = sum(1 for t in view.theories if any(s == view.seat for s, _ in t.seals) and not t.conflicted)
    for offset in (0, 1, 2):
        meeting = CONFERENCES.get(view.round + offset)
        if meeting and meeting.needs[view.variant] - own > offset:
            return True
    return False


def seal_score(view: View, knowledge: Knowledge, ingredient: int, alchemical: int, seal: str) -> float:
    """A newcomer's seal on a theory: a hedge in the doubted colour when the guess is fair (any guess
    when a conference is pressing), a silver star only when sure."""
    right = float(knowledge.cells[ingredient, alchemical])
    hedge = hedge_colour(seal)
    if hedge is None:
        return 2.0 + right if right >= SURE and seal == "silver" else -1.0
    safe = right + V.only_wrong_in(knowledge, ingredient, alchemical, hedge)
    return safe if safe >= (BOLD_GUESS_ODDS if conference_pressing(view) else GUESS_ODDS) else -1.0


def publish_score(view: View, knowledge: Knowledge, action: A.Publish | A.Endorse) -> float:
    """Its own theory; a colleague's only to meet a pressing conference (its seal costs gold to others)."""
    if isinstance(action, A.Publish):
        return seal_score(view, knowledge, action.ingredient, action.alchemical, action.seal)
    if not conference_pressing(view):
        return -1.0
    theory = view.theory_on(action.ingredient)
    return seal_score(view, knowledge, action.ingredient, theory.alchemical, action.seal) + ENDORSE_LIKING


def act_score(view: View, knowledge: Knowledge, action: A.Action) -> float:
    """How much the easy player likes an action (pass 0, playing a favor a little)."""
    if isinstance(action, (A.Publish, A.Endorse)):
        return publish_score(view, knowledge, action)
    if isinstance(action, A.Sell):
        risky = sale_risk(knowledge, action.a, action.b, action.potion) > SALE_RISK
        return -1.0 if risky or action.guarantee not in ("any", "neutral") else V.sale_value(view, knowledge, action, 0)
    if isinstance(action, A.Exhibit):
        return 1.0 if knowledge.potion_chances(action.a, action.b)[action.potion] >= 0.7 else -1.0
    if isinstance(action, (A.Mix, A.Forage, A.Transmute, A.Buy)):
        return 1.0
    if isinstance(action, A.PlayFavor):
        return 0.5
    if isinstance(action, (A.DebunkAspect, A.DebunkMix)):
        return -1.0  # a newcomer leaves debunking to the experts
    return 0.0  # pass


@dataclass(frozen=True)
class EasyBot:
    """Sensible moves by fixed rules and a notebook; a quarter of them on a whim."""

    name: str = "easy"
    mistake_rate: float = MISTAKE_RATE
    memory: KnowledgeMemory = field(default_factory=KnowledgeMemory, compare=False, repr=False)

    def choose(self, view: View, legal_actions: Sequence[A.Action], rng: Rng) -> A.Action:
        """One of `legal_actions`."""
        task = view.task
        kind = task.kind if task is not None else ""
        whim = rng.random() < self.mistake_rate
        if kind == "declare":
            spaces = [a for a in legal_actions if isinstance(a, A.Declare) and a.space in WHIM_SPACES]
            if whim and spaces:
                return pick_uniform(spaces, rng)
            return declare_choice(view, self.memory.recall(view), legal_actions)
        if kind == "act":
            knowledge = self.memory.recall(view)
            scores = [act_score(view, knowledge, a) for a in legal_actions]
            liked = [a for a, s in zip(legal_actions, scores) if s > 0]
            if whim and liked:
                return pick_uniform(liked, rng)
            best = max(scores)
            return pick_uniform([a for a, s in zip(legal_actions, scores) if s == best], rng)
        if kind == "bid":
            return A.Bid(0)
        return pick_uniform(legal_actions, rng)
