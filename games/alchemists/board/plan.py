"""The strong computer's declaration: what to put its cubes on this round.

Every action it could take is valued in points (values.py) as offers per space, best first (the
second action on a space is worth less, or is the second-best publication, exhibition, ...). The
cubes go greedily to the step worth most per cube (a step: one action, or on the exhibition and
publishing spaces up to three together, since the second exhibition of a colour pair is worth more
than the first), as long as its cards and gold are there: a sale, test, drink or exhibition needs a
pair of two different kinds among the cards in hand and those foraged (of kinds still to choose),
gold is what it has plus what a sure sale and transmuting bring (both are resolved before buying and
publishing). An offer must beat leaving its cubes unused (two unused cubes bring a
favor). The result is the list of spaces in the order they were chosen.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.alchemists.board import values as V
from games.alchemists.board.components import (
    BUY, DEBUNK, DRINK, EXHIBIT, FORAGE, PUBLISH, SELL, SPACES, STUDENT, STUDENT_FEE, TRANSMUTE, action_costs,
    space_open,
)
from games.alchemists.board.economy import hand_pairs, pair_capacity
from games.alchemists.board.knowledge import Knowledge
from games.alchemists.board.tuning import DEFAULT, current
from games.alchemists.board.view import View

IDLE_CUBE = DEFAULT.idle_cube  # an unused cube: half a favor (tuning.current() is what counts)
FORAGED_PAIR = DEFAULT.foraged_pair  # an experiment on foraged cards, as a share of the mean worth of its pairs
EXHIBIT_CARD = 0.5  # the least a face-up card must add to the last round's exhibitions to be foraged for them
CARDS_USED = {SELL: 2, STUDENT: 2, DRINK: 2, EXHIBIT: 2, TRANSMUTE: 1}
PAIRED = frozenset(space for space, cards in CARDS_USED.items() if cards == 2)  # an action mixing two kinds
FUNDING = ([SELL], [TRANSMUTE], [SELL, TRANSMUTE], [TRANSMUTE, TRANSMUTE])  # what may pay for an action
FORAGING = ([FORAGE], [FORAGE, FORAGE], [FORAGE, FORAGE, FORAGE])  # what may bring the cards of a mix
JOINT = (EXHIBIT, PUBLISH)  # spaces where a later action may be worth more than the first: a colour pair
JOINT_STEPS = 3  # ... so up to three of their actions are weighed together (the second exhibition of a pair)


@dataclass(frozen=True)
class Offer:
    """One more action on a space: its worth, the gold it needs and the gold it brings."""

    value: float
    gold: int = 0
    income: int = 0
    forages: int = 0  # foraged cards it needs (an exhibition of a face-up card)


def publish_offers(view: View, knowledge: Knowledge) -> list[Offer]:
    """The best publications (one per ingredient, also on topics a sure debunk frees) and
    endorsements, best first."""
    fee = V.publish_fee(view)
    publications = V.best_publications(view, knowledge)
    if space_open(DEBUNK, view.round):
        publications += V.freed_publications(view, knowledge)  # at once after the debunk
    options = [(v, fee) for v in publications] + V.best_endorsements(view, knowledge)
    return [Offer(v, gold=gold) for v, gold in sorted(options, key=lambda o: -o[0])[:2]]


def sale_offers(view: View, knowledge: Knowledge) -> list[Offer]:
    """The best sale to this round's adventurer, with the gold it surely brings."""
    value, price = V.best_sale(view, knowledge)
    return [Offer(value, income=price)] if sum(view.hand) >= 2 and value > float("-inf") else []


def buy_offers(view: View) -> list[Offer]:
    """The artifact worth most for its price, then the next."""
    offers = sorted((Offer(V.artifact_value(view, a, V.artifact_price(view, a)), gold=V.artifact_price(view, a))
                     for a in view.artifacts_for_sale), key=lambda o: -o.value)
    return offers[:2]


def experiment_offers(view: View, knowledge: Knowledge, purpose: str) -> list[Offer]:
    """The most informative pairs in hand for a student test or a drink; with fewer than two pairs in
    hand, a pair foraging makes (from the kinds in hand and on display, at FORAGED_PAIR of their mean)."""
    if knowledge.worlds.count <= 1:
        return []
    fee = STUDENT_FEE if purpose == STUDENT else 0  # the fee comes once a colleague's test goes wrong: kept
    values = sorted((V.experiment_value(view, knowledge, a, b, purpose) for a, b in hand_pairs(view.hand)),
                    reverse=True)
    offers = [Offer(v, gold=fee) for v in values[:1]] + [Offer(0.6 * v, gold=fee) for v in values[1:2]]
    if len(offers) < 2:
        kinds = sorted({i for i, n in enumerate(view.hand) if n} | set(view.row) or set(range(8)))
        pairs = [(a, b) for a in kinds for b in kinds if a < b]
        if pairs:
            mean = sum(V.experiment_value(view, knowledge, a, b, purpose) for a, b in pairs) / len(pairs)
            need = 2 if offers else 2 - sum(1 for n in view.hand if n)
            offers.append(Offer(current().foraged_pair * mean * (0.6 if offers else 1.0), gold=fee, forages=need))
    return offers


def exhibit_offers(view: View, knowledge: Knowledge) -> list[Offer]:
    """The exhibitions of disjoint pairs worth most: of the hand, then (needing that many forages
    first) of the hand with the face-up cards that raise them most."""
    alone = V.exhibit_plan(view, knowledge)
    picks = row_picks(view, knowledge, len(action_costs(FORAGE, view.players)))
    hand = list(view.hand)
    for card in picks:
        hand[card] += 1
    more = V.exhibit_plan(view, knowledge, hand) if picks else alone
    return [Offer(v, forages=len(picks) if sum(more[:i + 1]) > sum(alone[:i + 1]) + 1e-9 else 0)
            for i, v in enumerate(more)]


def row_picks(view: View, knowledge: Knowledge, count: int) -> list[int]:
    """Up to `count` face-up cards, chosen one by one, that raise the last round's exhibitions by
    EXHIBIT_CARD at least each (none before the last round)."""
    if view.round < 6:
        return []
    hand, row, picks = list(view.hand), list(view.row), []
    worth = sum(V.exhibit_plan(view, knowledge, hand))
    for _ in range(count):
        options = []
        for card in sorted(set(row)):
            hand[card] += 1
            options.append((sum(V.exhibit_plan(view, knowledge, hand)), -card))
            hand[card] -= 1
        if not options or max(options)[0] < worth + EXHIBIT_CARD:
            break
        worth, card = max(options)[0], -max(options)[1]
        hand[card] += 1
        row.remove(card)
        picks.append(card)
    return picks


def card_value(view: View, hand: int) -> float:
    """What one more ingredient card is worth to a hand of `hand` cards: more the fewer it holds; from
    round 5 on cards are kept for the last round's exhibitions (three pairs)."""
    if view.round >= 6:
        return 0.4 if hand < 6 else 0.0  # only a pair for one more exhibition
    if view.round == 5:
        return 1.0 if hand < 7 else 0.2
    return current().card_weight * max(0.0, 1 - hand / 7)


def forage_offers(view: View) -> list[Offer]:
    """One or two cards from the row or the deck."""
    hand = sum(view.hand)
    return [Offer(card_value(view, hand + k)) for k in range(2)]


def transmute_offers(view: View) -> list[Offer]:
    """A card for a gold."""
    hand = sum(view.hand)
    if not hand:
        return []
    return [Offer(V.gold_value(view) - card_value(view, hand - 1) * 0.5, income=1)]


def offers_of(view: View, knowledge: Knowledge) -> dict[str, list[Offer]]:
    """Every space's offers this round (closed spaces none)."""
    offers = {FORAGE: forage_offers(view), TRANSMUTE: transmute_offers(view), BUY: buy_offers(view),
              SELL: sale_offers(view, knowledge), PUBLISH: publish_offers(view, knowledge),
              DEBUNK: [Offer(v) for v in V.best_debunks(view, knowledge)],
              STUDENT: experiment_offers(view, knowledge, STUDENT), DRINK: experiment_offers(view, knowledge, DRINK),
              EXHIBIT: exhibit_offers(view, knowledge)}
    return {space: o for space, o in offers.items() if space_open(space, view.round)}


@dataclass
class Desk:
    """What the plan has left while it chooses: cubes, cards, gold and actions per space."""

    cubes: int
    hand: tuple[int, ...]  # the cards in hand, by kind
    gold: int
    taken: dict[str, int]
    foraged: int = 0  # cards foraging brings, of kinds the plan may still choose

    @property
    def cards(self) -> int:
        """Cards in hand and to be foraged."""
        return sum(self.hand) + self.foraged

    def can_use(self, space: str) -> bool:
        """True when the cards are there for one more action on `space` (a mix needs two kinds)."""
        if space in PAIRED:
            return pair_capacity(self.hand, self.foraged) >= 1
        return self.cards >= CARDS_USED.get(space, 0)

    def cost(self, space: str, players: int) -> int | None:
        """The cubes of the next action on `space`, None when no more are allowed."""
        costs = action_costs(space, players)
        count = self.taken.get(space, 0)
        return costs[count] if count < len(costs) else None

    def take(self, space: str, offer: Offer, players: int) -> None:
        """Put cubes on `space` for `offer`."""
        self.cubes -= self.cost(space, players) or 0
        self.taken[space] = self.taken.get(space, 0) + 1
        self.foraged += space == FORAGE
        self.spend(CARDS_USED.get(space, 0))
        self.gold += offer.income - offer.gold

    def spend(self, cards: int) -> None:
        """Take `cards` of different kinds from the hand, the most plentiful first, foraged ones last."""
        hand, used = list(self.hand), set()
        for _ in range(cards):
            kinds = [k for k, n in enumerate(hand) if n and k not in used]
            if kinds:
                kind = max(kinds, key=lambda k: hand[k])
                hand[kind] -= 1
                used.add(kind)
            elif self.foraged:
                self.foraged -= 1
        self.hand = tuple(hand)


def step_value(offers: dict[str, list[Offer]], desk: Desk, players: int, spaces: list[str]) -> float | None:
    """Value per cube of declaring `spaces` one after the other, or None when the desk cannot."""
    worth = steps_worth(offers, desk, players, spaces)
    return None if worth is None else worth[0] / worth[1]


def steps_worth(offers: dict[str, list[Offer]], desk: Desk, players: int,
                spaces: list[str]) -> tuple[float, int] | None:
    """(value, cubes) of declaring `spaces` one after the other (resolution order brings sales and
    transmutations before buying and publishing), or None when the desk cannot."""
    trial = Desk(desk.cubes, desk.hand, desk.gold, dict(desk.taken), desk.foraged)
    value, cubes, idle = 0.0, 0, current().idle_cube
    for space in sorted(spaces, key=SPACES.index):
        row, cost = offers.get(space, []), trial.cost(space, players)
        count = trial.taken.get(space, 0)
        if count >= len(row) or cost is None or cost > trial.cubes or not trial.can_use(space):
            return None
        if row[count].gold > trial.gold or row[count].forages > trial.taken.get(FORAGE, 0):
            return None
        value += row[count].value - idle * cost
        cubes += cost
        trial.take(space, row[count], players)
    return value, cubes


def candidates(offers: dict[str, list[Offer]], desk: Desk, players: int) -> list[tuple[float, list[str]]]:
    """(value per cube, the spaces to declare) for every next step the desk allows: one action (or,
    on a JOINT space, up to JOINT_STEPS of them together), with a sale or transmutations first when
    gold is what it lacks, or the forages that bring its cards."""
    steps = []
    for space in offers:
        before = FUNDING + (FORAGING if space in (EXHIBIT, STUDENT, DRINK) else ())
        for count in range(1, (JOINT_STEPS if space in JOINT else 1) + 1):
            actions = [space] * count
            for spaces in (actions, *([*funding, *actions] for funding in before if space not in funding)):
                value = step_value(offers, desk, players, spaces)
                if value is not None:
                    steps.append((value, spaces))
                    break
    return steps


def declare_plan(view: View, knowledge: Knowledge, cubes: int) -> list[str]:
    """The spaces to declare on, in the order chosen (a space repeated for a further action)."""
    offers = offers_of(view, knowledge)
    desk = Desk(cubes, view.hand, view.own().gold, {})
    plan: list[str] = []
    while True:
        steps = [step for step in candidates(offers, desk, view.players) if step[0] > 0]
        if not steps:
            return plan
        for space in max(steps, key=lambda step: step[0])[1]:
            desk.take(space, offers[space][desk.taken.get(space, 0)], view.players)
            plan.append(space)


class PlanMemory:
    """The last plan, kept while the seat declares: its own declarations are all that change, and
    the plan is a pure function of the rest of its view (so keeping it changes no decision)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._plan: list[str] = []

    def plan(self, view: View, knowledge: Knowledge) -> list[str]:
        """declare_plan for the view's cubes, computed once per declaration."""
        own = view.own()
        key = (view.round, view.seat, own.cubes, own.gold, own.reputation, own.artifacts, view.hand, view.favors,
               view.seals, len(view.experiments), view.theories, view.conflicts, view.adventurer,
               view.artifacts_for_sale, view.play_order, view.student_fee, view.exhibited)
        if key != self._key:
            self._key, self._plan = key, declare_plan(view, knowledge, own.cubes)
        return self._plan
