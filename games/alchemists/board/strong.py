"""The strong computer player: deduces with issue 9's engine and plays for expected points.

From its view it keeps the worlds its facts leave (its own results, every debunk) and believes
colleagues' theories by their authors' record: strongly when their theories look likely under its
own facts and none was debunked or disproved, a little otherwise (knowledge.py). It plans each
round's declaration by expected points per cube (plan.py: publish what it is sure of or what the
next conference needs, debunk or show a conflict, sell and transmute to pay for artifacts and
publications, experiment while the secret is open, with the forages a test needs when its hand holds
no pair, exhibit in round 6 with the face-up cards that complete a colour pair), picks its order
space by what the spaces bring and how much being early matters, and at every action takes the legal
choice worth most (values.py): the most informative pair, the seal its certainty allows (gold,
silver, or the hedge of the colour it is least sure of), a sale's guarantee by its chances, a sage,
shopkeeper or barmaid when it brings more than the 2 gold a favor kept to the end is worth. A
declared test or drink goes ahead whenever the hand holds a pair, and no sale, mix or transmutation
takes the cards that the sales, tests, drinks and exhibitions it declared after it need in pairs of two
kinds: a sale or mix is chosen together with the best pair it leaves for the next declared test or drink.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from games.alchemists.board import actions as A
from games.alchemists.board import values as V
from games.alchemists.board.components import (
    ASSISTANT, ASSOCIATE, BARMAID, CUSTODIAN_FAVOR, DRINK, FAVOR_GOLD_AT_END, GOLD_PER_POINT, HERBALIST, MERCHANT,
    ORDER_TRACK, PUBLISH, SAGE, SELL, SHOPKEEPER, SPACE_INDEX, SPACES, STUDENT, STUDENT_FEE, TRANSMUTE, EXHIBIT,
    action_costs,
)
from games.alchemists.board.economy import hand_pairs, pair_capacity
from games.alchemists.board.knowledge import TRUSTED_SEAL, Knowledge, KnowledgeMemory
from games.alchemists.board.plan import PlanMemory, card_value, row_picks
from games.alchemists.board.tuning import DEFAULT, StrongTuning, current, using
from games.alchemists.board.view import View
from games.bots.base import Rng

FAVOR_RANK: tuple[str, ...] = (ASSISTANT, ASSOCIATE, HERBALIST, BARMAID, MERCHANT, SHOPKEEPER, SAGE, CUSTODIAN_FAVOR)
FAVOR_KEPT = FAVOR_GOLD_AT_END / GOLD_PER_POINT  # a favor kept to the end: its gold, in points
PLAY = 9.0  # a helping favor's value when it should be played before the act's own choices


def declare_choice(view: View, knowledge: Knowledge, legal: Sequence[A.Action], plans: PlanMemory) -> A.Action:
    """Play an assistant; then the next planned action; an associate on the top planned space."""
    if A.PlayFavor(ASSISTANT) in legal:
        return A.PlayFavor(ASSISTANT)
    plan, declared = plans.plan(view, knowledge), view.own().declared
    for space in dict.fromkeys(plan):
        if declared[SPACE_INDEX[space]] < plan.count(space) and A.Declare(space) in legal:
            return A.Declare(space)
    for space in (PUBLISH, SELL):
        if A.PlayFavor(ASSOCIATE, space) in legal:
            return A.PlayFavor(ASSOCIATE, space)
    return A.DONE


def order_value(view: View, space: int) -> float:
    """Cards a play-order space brings, minus its gold, minus lateness when being early matters."""
    card = ORDER_TRACK[space]
    hand = sum(view.hand)
    trunk = "witchs-trunk" in view.own().artifacts
    ingredient = 0.0 if trunk else card_value(view, hand)
    lateness = 0.12 if view.round == 1 else current().lateness
    return card.ingredients * ingredient + card.favors * 1.0 - card.gold * current().order_gold - lateness * space


def favor_value(view: View, knowledge: Knowledge, task_data: tuple, legal: Sequence[A.Action],
                favor: str) -> float:
    """Whether a helping favor is worth playing before this act (PLAY when what it brings beats the
    gold a favor kept to the end is worth)."""
    if favor == MERCHANT:
        return 1.5 if not any(isinstance(a, A.Sell) for a in legal) and sum(view.hand) >= 2 else -1.0
    gain = FAVOR_GAINS.get(favor)
    return PLAY if gain is not None and gain(view, knowledge, task_data, legal) > FAVOR_KEPT else -1.0


def barmaid_gain(view: View, knowledge: Knowledge, task_data: tuple, legal: Sequence[A.Action]) -> float:
    """How much one more barmaid raises the best sale the act offers."""
    sales = [a for a in legal if isinstance(a, A.Sell)]
    if not sales:
        return 0.0
    barmaids = task_data.count(BARMAID)
    return (max(V.sale_value(view, knowledge, a, barmaids + 1) for a in sales)
            - max(V.sale_value(view, knowledge, a, barmaids) for a in sales))


def shopkeeper_gain(view: View, knowledge: Knowledge, task_data: tuple, legal: Sequence[A.Action]) -> float:
    """What one more shopkeeper brings the best buy: a gold saved, or an artifact it makes affordable."""
    shopkeepers, gold = task_data.count(SHOPKEEPER), view.own().gold
    best = 0.0
    for artifact in view.artifacts_for_sale:
        price = V.artifact_price(view, artifact, shopkeepers)
        lowered = V.artifact_price(view, artifact, shopkeepers + 1)
        value = V.artifact_value(view, artifact, lowered)
        if lowered < price and lowered <= gold and value > 0.5:
            best = max(best, value if price > gold else V.gold_value(view))
    return best


def sage_gain(view: View, knowledge: Knowledge, task_data: tuple, legal: Sequence[A.Action]) -> float:
    """The gold a sage adds to a transmutation the seat will make."""
    transmuting = any(isinstance(a, A.Transmute) and not strands(view, (a.ingredient,), using_pair=False) for a in legal)
    return V.gold_value(view) if transmuting else 0.0


FAVOR_GAINS: dict[str, Callable[[View, Knowledge, tuple, Sequence[A.Action]], float]] = {
    BARMAID: barmaid_gain, SHOPKEEPER: shopkeeper_gain, SAGE: sage_gain}  # what playing a helping favor brings


def cards_needed(view: View) -> int:
    """Cards the seat's declared sales, tests, drinks and exhibitions still to come will mix."""
    return sum(2 * view.own().still_declared(space) for space in (SELL, STUDENT, DRINK, EXHIBIT))


def without(hand: Sequence[int], used: Sequence[int]) -> tuple[int, ...]:
    """The hand after the cards `used` leave it."""
    left = list(hand)
    for card in used:
        left[card] -= 1
    return tuple(left)


def later_pairs(view: View, using_pair: bool) -> int:
    """Sales, tests, drinks and exhibitions the seat declared that are still to come after this action."""
    return max(0, cards_needed(view) // 2 - (1 if using_pair else 0))


def strands(view: View, used: Sequence[int], using_pair: bool = True) -> float:
    """The tuning's `stranded` cost when the cards `used` now leave fewer pairs of two different cards
    than the seat's declared sales, tests, drinks and exhibitions still to come need (else 0)."""
    return current().stranded if pair_capacity(without(view.hand, used)) < later_pairs(view, using_pair) else 0.0


def next_mix(view: View) -> str | None:
    """The purpose of the seat's next declared test or drink after the one it acts on now."""
    task = view.task
    if task is None or task.kind != "act":
        return None
    for space in (STUDENT, DRINK):
        left = view.own().still_declared(space) - (space == task.space)
        if left > 0 and SPACES.index(space) >= SPACES.index(task.space):
            return space
    return None


def follow_ups(view: View, knowledge: Knowledge, legal: Sequence[A.Action]) -> dict[tuple[int, int], float]:
    """What each pair in hand is worth to the seat's next declared test or drink (empty without one)."""
    purpose = next_mix(view) if any(isinstance(a, (A.Mix, A.Sell)) for a in legal) else None
    if purpose is None:
        return {}
    return {(a, b): V.experiment_value(view, knowledge, a, b, purpose) for a, b in hand_pairs(view.hand)}


def follow_up(view: View, follow: dict[tuple[int, int], float], a: int, b: int) -> float:
    """The best next declared mix the hand still makes after mixing a and b (0 with none declared)."""
    if not follow:
        return 0.0
    left = without(view.hand, (a, b))
    return max((follow[pair] for pair in hand_pairs(left)), default=0.0)  # none left: strands counts it


def fee_reserve(view: View) -> int:
    """Gold the seat's declared student tests still to come may cost (the fee, once a test goes wrong)."""
    return STUDENT_FEE * view.own().still_declared(STUDENT)


def spends_fee(view: View, cost: int) -> float:
    """The tuning's `stranded` cost when paying `cost` now leaves less gold than the declared tests'
    fees (else 0)."""
    return current().stranded if cost > 0 and view.own().gold - cost < fee_reserve(view) else 0.0


def bonus_mix(view: View, knowledge: Knowledge, space: str) -> bool:
    """Whether the boots' extra test or drink (`space`) is worth taking: a pair to spare beside those
    the seat's later declarations need, the fee at hand, and a pair worth mixing."""
    if pair_capacity(view.hand) <= later_pairs(view, using_pair=False):
        return False
    if space == STUDENT and view.own().gold < view.student_fee + fee_reserve(view):
        return False
    return max(V.experiment_value(view, knowledge, a, b, space) for a, b in hand_pairs(view.hand)) > 0


def exhibitions_after(view: View) -> int:
    """How many exhibitions the seat may still make after the one it makes now: those it declared,
    or (when the table does not say) as many as the space allows."""
    own = view.own()
    declared = own.still_declared(EXHIBIT)
    allowed = len(action_costs(EXHIBIT, view.players)) - len(own.exhibited)
    return max(0, (declared if declared > 0 else allowed) - 1)


def pair_worth(view: View, knowledge: Knowledge, data: tuple, action: A.Sell | A.Mix | A.Exhibit) -> float:
    """What a sale, mix or exhibition brings by itself."""
    if isinstance(action, A.Sell):
        return V.sale_value(view, knowledge, action, data.count(BARMAID))
    if isinstance(action, A.Mix):
        return V.experiment_value(view, knowledge, action.a, action.b, action.purpose)
    return V.exhibit_with_follow_up(view, knowledge, action, exhibitions_after(view))


def paid_worth(view: View, knowledge: Knowledge, data: tuple, action: A.Publish | A.Endorse | A.Buy
               ) -> tuple[float, int]:
    """What a publication, endorsement or buy brings, and the gold it costs."""
    if isinstance(action, A.Publish):
        return V.publish_value(view, knowledge, action), V.publish_fee(view)
    if isinstance(action, A.Endorse):
        return V.endorse_value(view, knowledge, action), V.endorse_fee(view, view.theory_on(action.ingredient))
    price = V.artifact_price(view, action.artifact, data.count(SHOPKEEPER))
    return V.artifact_value(view, action.artifact, price) - 0.1, price


def act_value(view: View, knowledge: Knowledge, data: tuple, legal: Sequence[A.Action], action: A.Action,
              picks: Sequence[int] = (), follow: dict[tuple[int, int], float] | None = None) -> float:
    """The expected points of one choice of an act; `picks`: the face-up cards the last round's
    exhibitions want (plan.row_picks), `follow`: each pair's worth to the next declared mix (follow_ups),
    both worked out once per decision. Cards and gold the seat's later declarations need cost `stranded`."""
    if isinstance(action, (A.Sell, A.Mix, A.Exhibit)):
        return (pair_worth(view, knowledge, data, action) - strands(view, (action.a, action.b))
                + follow_up(view, follow or {}, action.a, action.b))
    if isinstance(action, (A.Publish, A.Endorse, A.Buy)):
        worth, cost = paid_worth(view, knowledge, data, action)
        return worth - spends_fee(view, cost)
    if isinstance(action, (A.DebunkAspect, A.DebunkMix)):
        return V.debunk_value(view, knowledge, action)
    if isinstance(action, A.Forage):
        if action.ingredient != A.DECK and action.ingredient in picks:
            return 2.0  # the face-up card the last round's exhibitions want most
        return 0.8 if action.ingredient == A.DECK else 1.0 / (1 + view.hand[action.ingredient])
    if isinstance(action, A.Transmute):
        if strands(view, (action.ingredient,), using_pair=False):
            return -1.0  # the card is wanted for a sale, test, drink or exhibition still to come
        return V.gold_value(view) * (1 + data.count(SAGE)) - 0.3 / view.hand[action.ingredient]
    if isinstance(action, A.PlayFavor):
        return favor_value(view, knowledge, data, legal, action.favor)
    if view.task is not None and view.task.space in (STUDENT, DRINK):
        return current().planned_experiment  # a declared experiment goes ahead whenever the hand holds a pair
    return 0.0  # pass


def best(view: View, knowledge: Knowledge, legal: Sequence[A.Action], data: tuple = ()) -> A.Action:
    """The legal action with the highest value (the first of equals)."""
    picks = row_picks(view, knowledge, 1) if any(isinstance(a, A.Forage) for a in legal) else []
    follow = follow_ups(view, knowledge, legal)
    values = [act_value(view, knowledge, data, legal, a, picks, follow) for a in legal]
    return legal[values.index(max(values))]


def choose_for(view: View, knowledge: Knowledge, legal: Sequence[A.Action],
               plans: PlanMemory | None = None) -> A.Action:
    """The strong choice for the decision the view waits for."""
    task = view.task
    kind = task.kind if task is not None else ""
    if kind == "declare":
        return declare_choice(view, knowledge, legal, plans or PlanMemory())
    if kind in ("act", "cap", "publish-now"):
        return best(view, knowledge, legal, task.data if task is not None and kind == "act" else ())
    if kind == "order":
        values = [order_value(view, a.space) for a in legal if isinstance(a, A.ChooseOrder)]
        return legal[values.index(max(values))]
    if kind == "keep-favor":
        return min(legal, key=lambda a: FAVOR_RANK.index(a.favor) if isinstance(a, A.KeepFavor) else 99)
    if kind == "discard":
        return max(legal, key=lambda a: view.hand[a.ingredient] if isinstance(a, A.Discard) else -1)
    if kind == "bid":
        return A.Bid(current().bid)
    if kind == "altar":
        keep = 2 * view.own().still_declared(PUBLISH) + (0 if view.round == 6 else 4)  # the fees of publications still to come
        return max((a for a in legal if isinstance(a, A.Altar) and a.gold <= max(0, view.own().gold - keep)),
                   key=lambda a: a.gold, default=legal[0])
    if kind == "boots" and task is not None and task.space in (STUDENT, DRINK):
        return A.BOOTS if bonus_mix(view, knowledge, task.space) else A.PASS
    if kind == "boots" and task is not None and task.space == TRANSMUTE and all(
            strands(view, (card,), using_pair=False) for card, count in enumerate(view.hand) if count):
        return A.PASS
    if kind in ("boots", "periscope", "feather"):
        return legal[0]  # yes
    return legal[0]


@dataclass(frozen=True)
class StrongBot:
    """Deduction and expected points (see the module docstring)."""

    name: str = "strong"
    memory: KnowledgeMemory = field(default_factory=lambda: KnowledgeMemory(TRUSTED_SEAL), compare=False, repr=False)
    plans: PlanMemory = field(default_factory=PlanMemory, compare=False, repr=False)
    tuning: StrongTuning = DEFAULT  # its numbers (tuning.py); the default is what ships

    def __post_init__(self) -> None:
        self.memory.trusted = self.tuning.trusted_seal

    def choose(self, view: View, legal_actions: Sequence[A.Action], rng: Rng) -> A.Action:
        """One of `legal_actions`."""
        with using(self.tuning):
            return choose_for(view, self.memory.recall(view), legal_actions, self.plans)
