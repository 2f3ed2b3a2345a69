"""What a computer player knows about the secret, from its view only, with issue 9's deduction engine.

Hard facts (games.alchemists.facts) are everything its view shows with ingredients: its own student
tests, drinks, sales and exhibitions, every debunk (public), and the sign a periscope glimpse shows
(`glimpse_signs`). A player's deduction sheet adds the stronger "one of these alchemicals" a glimpse
tells (`sheet_facts`). They leave a WorldSet. Colleagues' standing theories are claims, not facts: each makes the worlds that agree with it more
likely (THEORY_TRUST times; for the strong bot, per seal, up to TRUSTED_SEAL times for a colleague whose
theories look likely under the viewer's facts and none was debunked or disproved: `claims_of`), so the
bot's beliefs (`weights`) lean towards what others published while its certainties (`mask`) never do. Everything here is a pure function of the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from games.alchemists.board.tuning import DEFAULT, current
from games.alchemists.board.view import ExperimentView, View
from games.alchemists.components import ALCHEMICALS, INGREDIENTS, POTIONS, potion_colour
from games.alchemists.deduction import PAIR_INDEX, WORLDS, WorldSet, expected_remaining, outcome_counts
from games.alchemists.facts import AspectSign, Fact, Made, NotMade, Sold, one_of_made
from games.alchemists.mixing import quality_of

THEORY_TRUST = DEFAULT.theory_trust  # how much more likely a world is for agreeing with a colleague's theory
DOUBTED = DEFAULT.doubted  # a colleague's theory true in fewer of the viewer's worlds discredits its seals
PLAUSIBLE = DEFAULT.plausible  # the mean share of its worlds at which the viewer trusts a colleague fully
TRUSTED_SEAL = DEFAULT.trusted_seal  # ... per seal of a colleague with a clean record (the strong bot's belief)
# (the strong bot's trust reads them from tuning.current(); the easy bot's flat trust is THEORY_TRUST)
SIGN_TABLE = np.array([[s > 0 for s in a.signs] for a in ALCHEMICALS], dtype=np.float64)  # (8, 3)


def facts_of(view: View) -> tuple[Fact, ...]:
    """The hard facts in `view`: every answer whose ingredients the viewer knows."""
    facts: list[Fact] = []
    for e in view.experiments:
        if e.ingredients is None:
            facts += glimpse_signs(e)
            continue
        if e.kind == "debunk-aspect":
            facts.append(AspectSign(INGREDIENTS[e.ingredients[0]], e.colour, e.answer))
            continue
        a, b = (INGREDIENTS[i] for i in e.ingredients)
        if e.kind in ("student", "drink", "cap"):
            facts.append(Made(a, b, e.answer))
        elif e.kind == "sell":
            facts.append(Sold(a, b, e.asked, e.answer))
        else:  # exhibit or Master debunk: yes / no for the named potion
            facts.append(Made(a, b, e.asked) if e.answer == "yes" else NotMade(a, b, e.asked))
    return tuple(facts)


def answered_potions(e: ExperimentView) -> frozenset[str]:
    """The potions the lab's public answer to a mix allows (whoever mixed it)."""
    if e.kind in ("student", "drink", "cap"):
        return frozenset({e.answer})
    if e.kind == "sell":
        return frozenset(p for p in POTIONS if quality_of(e.asked, p) == e.answer)
    return frozenset({e.asked}) if e.answer == "yes" else frozenset(POTIONS) - {e.asked}


def glimpse_facts(view: View) -> tuple[Fact, ...]:
    """What the viewer's periscope glimpses tell: of a colleague's mix whose ingredients the viewer
    does not know, the one ingredient it saw holds an alchemical that can make the answer."""
    facts: list[Fact] = []
    for e in view.experiments:
        if e.ingredients is not None or e.kind.startswith("debunk"):
            continue
        for ingredient in e.seen:
            fact = one_of_made(INGREDIENTS[ingredient], answered_potions(e))
            if fact is not None:
                facts.append(fact)
    return tuple(facts)


def sheet_facts(view: View) -> tuple[Fact, ...]:
    """Everything the viewer's deduction sheet knows: the hard facts, then the glimpses."""
    return facts_of(view) + glimpse_facts(view)


def made_potion(e: ExperimentView) -> str | None:
    """The potion a colleague's mix is known to have made: a test's or drink's result, an exhibition
    shown, a sale of the exact wish; else None."""
    if e.kind in ("student", "drink"):
        return e.answer
    if (e.kind, e.answer) in (("exhibit", "yes"), ("sell", "exact")):
        return e.asked
    return None


def glimpse_signs(e: ExperimentView) -> list[Fact]:
    """What the viewer's periscope saw of a colleague's mix: the card it saw has the sign of the made
    coloured potion in that colour (both ingredients share it)."""
    potion = made_potion(e)
    colour = potion_colour(potion) if potion else None
    if colour is None or potion is None:
        return []
    return [AspectSign(INGREDIENTS[card], colour, potion[1]) for card in e.seen]


def pair_index(a: int, b: int) -> int:
    """The deduction engine's index of an ingredient pair."""
    first, second = (a, b) if a < b else (b, a)
    return PAIR_INDEX[(INGREDIENTS[first], INGREDIENTS[second])]


@dataclass(frozen=True, eq=False)
class Knowledge:
    """The worlds left by a seat's facts (`worlds`) and its beliefs over them (`weights`)."""

    worlds: WorldSet
    claims: tuple[tuple[int, int, float], ...]  # colleagues' theories as (ingredient, alchemical, trust)

    @cached_property
    def weights(self) -> np.ndarray:
        """Belief per world: 0 outside the facts, more where colleagues' theories agree."""
        weights = self.worlds.mask.astype(np.float64)
        for ingredient, alchemical, trust in self.claims:
            weights[WORLDS[:, ingredient] == alchemical] *= trust
        return weights / weights.sum()

    @cached_property
    def cells(self) -> np.ndarray:
        """(8, 8): the believed probability that ingredient i holds alchemical n."""
        grid = np.zeros((8, 8))
        for ingredient in range(8):
            grid[ingredient] = np.bincount(WORLDS[:, ingredient], weights=self.weights, minlength=8)
        return grid

    @cached_property
    def certain_cells(self) -> np.ndarray:
        """(8, 8) bool: cells true in every world the facts leave."""
        return self.worlds.cell_counts == self.worlds.count

    @cached_property
    def plus(self) -> np.ndarray:
        """(8, 3): the believed probability that colour c of ingredient i is +."""
        return self.cells @ SIGN_TABLE

    @cached_property
    def certain_plus(self) -> np.ndarray:
        """(8, 3): 1 / 0 where a sign is certain from the facts alone, else NaN."""
        share = (self.worlds.cell_counts @ SIGN_TABLE) / self.worlds.count
        return np.where((share == 0) | (share == 1), share, np.nan)

    @cached_property
    def outcomes(self) -> np.ndarray:
        """(28, 7): the believed probability of each potion for each ingredient pair."""
        return outcome_counts(self.weights)

    @cached_property
    def certain_outcomes(self) -> np.ndarray:
        """(28, 7) int: worlds per pair and potion under the facts alone."""
        return outcome_counts(self.worlds.mask)

    @cached_property
    def chance_rows(self) -> tuple[dict[str, float], ...]:
        """Per pair index, the believed probability of each potion."""
        return tuple({potion: float(p) for potion, p in zip(POTIONS, row)} for row in self.outcomes.tolist())

    def potion_chances(self, a: int, b: int) -> dict[str, float]:
        """Believed probability of each potion the pair a, b can make (shared: do not change it)."""
        return self.chance_rows[pair_index(a, b)]

    def information(self, pairs: list[tuple[int, int]]) -> list[float]:
        """Per pair, the worlds expected to remain after mixing it (lower is better)."""
        remaining = expected_remaining(self.certain_outcomes)
        return [float(remaining[pair_index(a, b)]) for a, b in pairs]

    def certain_potion(self, a: int, b: int) -> str | None:
        """The potion a and b make in every world left, or None."""
        row = self.certain_outcomes[pair_index(a, b)]
        nonzero = np.flatnonzero(row)
        return POTIONS[int(nonzero[0])] if len(nonzero) == 1 else None

    def wrong_theory_colour(self, ingredient: int, alchemical: int) -> str | None:
        """A colour whose sign is certain and differs from the claimed alchemical's, or None."""
        for colour in range(3):
            known = self.certain_plus[ingredient, colour]
            if not np.isnan(known) and bool(known) != (ALCHEMICALS[alchemical].signs[colour] > 0):
                return ("red", "green", "blue")[colour]
        return None


def discredited(view: View, worlds: WorldSet) -> frozenset[int]:
    """Colleagues with a seal on a theory that was debunked or that the viewer's facts make unlikely
    (true in less than DOUBTED of the worlds they leave)."""
    seats = {seat for seat, _, _ in view.retired_seals}
    for t in view.theories:
        if worlds.cell_counts[t.ingredient, t.alchemical] < current().doubted * worlds.count:
            seats |= {seat for seat, _ in t.seals}
    return frozenset(seats - {view.seat})


def seat_trust(view: View, worlds: WorldSet, trusted: float) -> dict[int, float]:
    """Per colleague, the trust of each of its seals: THEORY_TRUST when discredited, else rising from
    THEORY_TRUST to `trusted` with how likely the viewer's facts find its theories on average (a
    guesser's theories look no likelier than chance, PLAUSIBLE a well-informed colleague's)."""
    doubtful = discredited(view, worlds)
    tuning = current()
    shares: dict[int, list[float]] = {}
    for t in view.theories:
        share = worlds.cell_counts[t.ingredient, t.alchemical] / worlds.count
        for seat, _ in t.seals:
            shares.setdefault(seat, []).append(float(share))
    trust = {}
    for seat, values in shares.items():
        if seat in doubtful:
            trust[seat] = tuning.theory_trust
            continue
        lift = min(1.0, max(0.0, (float(np.mean(values)) - 1 / 8) / (tuning.plausible - 1 / 8)))
        trust[seat] = tuning.theory_trust + lift * (trusted - tuning.theory_trust)
    return trust


def claims_of(view: View, worlds: WorldSet, trusted: float | None) -> tuple[tuple[int, int, float], ...]:
    """Colleagues' theories the viewer has not sealed, each with its trust: THEORY_TRUST, or with
    `trusted` the product over its seals of each sealer's trust (seat_trust)."""
    mine = [t for t in view.theories if all(seat != view.seat for seat, _ in t.seals)]
    if trusted is None:
        return tuple((t.ingredient, t.alchemical, THEORY_TRUST) for t in mine)
    trust = seat_trust(view, worlds, trusted)
    return tuple((t.ingredient, t.alchemical, float(np.prod([trust[seat] for seat, _ in t.seals]))) for t in mine)


class KnowledgeMemory:
    """A bot's cache: the Knowledge of its last view, rebuilt only when the facts or claims change;
    `trusted`: see claims_of (None: every claim counts THEORY_TRUST)."""

    def __init__(self, trusted: float | None = None) -> None:
        self._key: tuple | None = None
        self._knowledge: Knowledge | None = None
        self.trusted = trusted

    def recall(self, view: View) -> Knowledge:
        """The knowledge behind `view`."""
        facts = facts_of(view)
        key = (facts, view.theories, view.retired_seals)
        if key != self._key or self._knowledge is None:
            worlds = self._extend(facts)
            self._key, self._knowledge = key, Knowledge(worlds, claims_of(view, worlds, self.trusted))
        return self._knowledge

    def _extend(self, facts: tuple[Fact, ...]) -> WorldSet:
        previous = self._knowledge.worlds if self._knowledge is not None else None
        if previous is not None and facts[: len(previous.facts)] == previous.facts:
            return previous.add_all(facts[len(previous.facts):])
        return WorldSet.of(facts)


def disproving_potion(knowledge: Knowledge, a: int, b: int) -> str | None:
    """The coloured potion a and b certainly make (a Master debunk's demonstration), or None."""
    potion = knowledge.certain_potion(a, b)
    return potion if potion is not None and potion_colour(potion) is not None else None
