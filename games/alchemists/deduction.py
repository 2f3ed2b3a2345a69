"""The deduction engine: which of the 8! secrets ("worlds") a set of facts leaves, and what follows.

Representation: world w (0..40319) is the assignment codes.assignment_from_index(w), so a game's
world is codes.index_from_assignment(codes.decode(code)). WORLDS[w, i] is the alchemical (index 0..7
into ALCHEMICALS) inside INGREDIENTS[i]; PAIR_RESULTS[p, w] is the potion (index into POTIONS) that
the ingredient pair PAIRS[p] makes in world w. A fact is a boolean mask over the worlds
(fact_mask); a WorldSet is a tuple of facts and the AND of their masks. The answers (cell_counts,
outcome_counts, best_experiment) take a selection: a boolean mask, or float weights per world for a
caller who weighs worlds (a bot treating a published theory as likely). Every array is read-only.
numpy only vectorises over the worlds: everything here is pure and deterministic.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import cached_property
from typing import Iterable

import numpy as np

from games.alchemists import codes, mixing as lab
from games.alchemists.components import ALCHEMICALS, INGREDIENTS, POTIONS, sign_text
from games.alchemists.facts import Fact, PairFact
from games.kernel.errors import IllegalActionError, InvalidNotationError

WORLD_COUNT = codes.ASSIGNMENT_COUNT
PAIRS: tuple[tuple[int, int], ...] = tuple(itertools.combinations(range(8), 2))  # grid order
PAIR_NAMES: tuple[tuple[str, str], ...] = tuple((INGREDIENTS[i], INGREDIENTS[j]) for i, j in PAIRS)
PAIR_INDEX: dict[tuple[str, str], int] = {pair: p for p, pair in enumerate(PAIR_NAMES)}


def _read_only(array: np.ndarray) -> np.ndarray:
    array.flags.writeable = False
    return array


def _build_worlds() -> np.ndarray:
    """WORLDS: the permutations of the app's ids in lexicographic order are the Lehmer ranks 0..8!-1."""
    app_ids = np.array(list(itertools.permutations(range(8))), dtype=np.uint8)
    grid_of_app_id = np.array(codes.GRID_OF_APP_ID, dtype=np.uint8)
    worlds = np.empty_like(app_ids)
    for position, ingredient in enumerate(codes.APP_INGREDIENT_ORDER):
        worlds[:, INGREDIENTS.index(ingredient)] = grid_of_app_id[app_ids[:, position]]
    return _read_only(worlds)


def _build_pair_results(worlds: np.ndarray) -> np.ndarray:
    mix = np.zeros((8, 8), dtype=np.uint8)
    for x, y in itertools.permutations(range(8), 2):
        mix[x, y] = POTIONS.index(lab.mix_alchemicals(x, y))
    return _read_only(np.stack([mix[worlds[:, i], worlds[:, j]] for i, j in PAIRS]))


WORLDS: np.ndarray = _build_worlds()  # (40320, 8) uint8
PAIR_RESULTS: np.ndarray = _build_pair_results(WORLDS)  # (28, 40320) uint8
ALL_WORLDS: np.ndarray = _read_only(np.ones(WORLD_COUNT, dtype=bool))
_BY_INGREDIENT = _read_only(np.ascontiguousarray(WORLDS.T))  # (8, 40320): one row per ingredient
# Per world, one code per (ingredient, alchemical) and per (pair, result): a bincount tallies them.
_CELL_CODES = _read_only(_BY_INGREDIENT + (8 * np.arange(8, dtype=np.uint8))[:, None])
_OUTCOME_CODES = _read_only(PAIR_RESULTS + (len(POTIONS) * np.arange(28, dtype=np.uint8))[:, None])
_PLUS = np.array([[sign > 0 for sign in a.signs] for a in ALCHEMICALS], dtype=np.int64)  # (8, 3)


def fact_mask(fact: Fact) -> np.ndarray:
    """The worlds in which `fact` holds (a new boolean array of WORLD_COUNT)."""
    if isinstance(fact, PairFact):
        allowed = np.array([potion in fact.potions for potion in POTIONS])
        return allowed[PAIR_RESULTS[PAIR_INDEX[fact.pair]]]
    allowed = np.array([n in fact.alchemicals for n in range(8)])
    return allowed[_BY_INGREDIENT[INGREDIENTS.index(fact.ingredient)]]


def _tally(codes_per_world: np.ndarray, selection: np.ndarray, bins: int) -> np.ndarray:
    """How many selected worlds (or how much weight) each code gets; codes are (rows, WORLD_COUNT)."""
    _check_selection(selection)
    if selection.dtype == bool:
        return np.bincount(codes_per_world[:, selection].ravel(), minlength=bins)
    weights = np.tile(selection.astype(np.float64), codes_per_world.shape[0])
    return np.bincount(codes_per_world.ravel(), weights=weights, minlength=bins)


def _check_selection(selection: np.ndarray) -> None:
    if not isinstance(selection, np.ndarray) or selection.shape != (WORLD_COUNT,):
        raise InvalidNotationError(f"a selection is a mask or weights over {WORLD_COUNT} worlds")
    if selection.dtype != bool and not np.issubdtype(selection.dtype, np.floating):
        raise InvalidNotationError(f"a selection is boolean or float, not {selection.dtype}")


def cell_counts(selection: np.ndarray) -> np.ndarray:
    """(8, 8): [i, n] = the selected worlds (or weight) in which ingredient i holds alchemical n."""
    return _tally(_CELL_CODES, selection, 64).reshape(8, 8)


def plus_counts(cells: np.ndarray) -> np.ndarray:
    """(8, 3): [i, c] = the worlds (or weight) in which colour c of ingredient i is +, from cell counts."""
    return cells @ _PLUS


def outcome_counts(selection: np.ndarray) -> np.ndarray:
    """(28, 7): [p, k] = the selected worlds (or weight) in which pair PAIRS[p] makes POTIONS[k]."""
    return _tally(_OUTCOME_CODES, selection, 28 * len(POTIONS)).reshape(28, len(POTIONS))


def expected_remaining(outcomes: np.ndarray) -> np.ndarray:
    """(28,): per pair, the worlds expected to remain after mixing it: Σ count² / total."""
    total = outcomes[0].sum()
    return (outcomes.astype(np.float64) ** 2).sum(axis=1) / total


@dataclass(frozen=True)
class Experiment:
    """A pair to mix: the worlds expected to remain, and the worlds per result (POTIONS order)."""

    pair: tuple[str, str]
    expected_worlds: float
    outcomes: tuple[float, ...]


def best_experiment(selection: np.ndarray) -> Experiment:
    """The pair whose result leaves the fewest worlds on average; ties go to the first pair in grid order."""
    outcomes = outcome_counts(selection)
    if not outcomes[0].sum() > 0:
        raise InvalidNotationError("no world is selected: there is no experiment to choose")
    if selection.dtype == bool:  # exact integers: equal expectations compare equal
        best = int(np.argmin((outcomes.astype(np.int64) ** 2).sum(axis=1)))
    else:  # weights: values equal but for rounding count as a tie
        values = expected_remaining(outcomes)
        best = int(np.flatnonzero(values <= values.min() * (1 + 1e-9))[0])
    expected = float(expected_remaining(outcomes[best : best + 1])[0])
    return Experiment(PAIR_NAMES[best], expected, tuple(outcomes[best].tolist()))


class Contradiction(IllegalActionError):
    """A fact that leaves no world: `fact`, and `conflicts`, a minimal set of earlier facts it contradicts."""

    def __init__(self, fact: Fact, conflicts: tuple[Fact, ...]) -> None:
        self.fact = fact
        self.conflicts = conflicts
        named = [f"'{c}'" for c in conflicts]
        if not named:
            reason = "it holds in no world"
        elif len(named) == 1:
            reason = f"it contradicts {named[0]}"
        else:
            reason = f"it contradicts {', '.join(named[:-1])} and {named[-1]} taken together"
        super().__init__(f"'{fact}' leaves no world: {reason}")


def minimal_conflict(facts: tuple[Fact, ...], fact: Fact) -> tuple[Fact, ...]:
    """A minimal subset of `facts` that leaves no world together with `fact` (earlier ones preferred)."""
    masks, new = [fact_mask(f) for f in facts], fact_mask(fact)
    kept = list(range(len(facts)))
    for candidate in reversed(range(len(facts))):
        trial = [k for k in kept if k != candidate]
        together = np.logical_and.reduce([masks[k] for k in trial] + [new])
        if not together.any():
            kept = trial
    return tuple(facts[k] for k in kept)


@dataclass(frozen=True, eq=False)
class WorldSet:
    """The worlds a tuple of facts leaves (never empty). Make one with WorldSet.of(facts) or .add()."""

    facts: tuple[Fact, ...] = ()
    mask: np.ndarray = field(default_factory=lambda: ALL_WORLDS, repr=False)

    def __post_init__(self) -> None:
        _check_selection(self.mask)
        if self.mask.dtype != bool or self.mask.flags.writeable or not self.mask.any():
            raise InvalidNotationError("a WorldSet's mask is a read-only, non-empty boolean array")

    @classmethod
    def of(cls, facts: Iterable[Fact]) -> WorldSet:
        """The worlds all `facts` leave; Contradiction names the first fact that leaves none."""
        return cls().add_all(facts)

    def add(self, fact: Fact) -> WorldSet:
        """These worlds narrowed by `fact`; Contradiction (nothing changed) when none would remain."""
        mask = self.mask & fact_mask(fact)
        if not mask.any():
            raise Contradiction(fact, minimal_conflict(self.facts, fact))
        return WorldSet(self.facts + (fact,), _read_only(mask))

    def add_all(self, facts: Iterable[Fact]) -> WorldSet:
        """These worlds narrowed by each fact in turn."""
        worlds = self
        for fact in facts:
            worlds = worlds.add(fact)
        return worlds

    @cached_property
    def count(self) -> int:
        """How many worlds are left (1..40320)."""
        return int(np.count_nonzero(self.mask))

    @cached_property
    def cell_counts(self) -> np.ndarray:
        """(8, 8) int: [i, n] = worlds in which INGREDIENTS[i] holds ALCHEMICALS[n]."""
        return _read_only(cell_counts(self.mask))

    @property
    def shares(self) -> np.ndarray:
        """(8, 8) float: the share of worlds per cell (0 = ruled out, 1 = certain)."""
        return self.cell_counts / self.count

    @property
    def certain(self) -> tuple[int | None, ...]:
        """Per ingredient, the alchemical (index 0..7) it holds in every world, else None."""
        return tuple(int(row.argmax()) if row.max() == self.count else None for row in self.cell_counts)

    @property
    def signs(self) -> tuple[str, ...]:
        """Per ingredient, red green blue as "+", "-" or "?" (not yet certain), e.g. "+?-"."""
        plus = plus_counts(self.cell_counts)
        return tuple("".join(_sign_mark(int(n), self.count) for n in row) for row in plus)

    @cached_property
    def best_experiment(self) -> Experiment:
        """The most informative pair to mix next (see best_experiment())."""
        return best_experiment(self.mask)

    def count_if(self, fact: Fact) -> int:
        """In how many of these worlds `fact` holds."""
        return int(np.count_nonzero(self.mask & fact_mask(fact)))

    def contains(self, world: int) -> bool:
        """Whether world `world` (an index 0..40319, see codes.index_from_assignment) is left."""
        return bool(self.mask[world])

    def world_indices(self) -> np.ndarray:
        """The indices of the worlds left, ascending."""
        return _read_only(np.flatnonzero(self.mask))


def whole_percent(worlds: int, count: int) -> int:
    """`worlds` of `count` as a whole percentage, rounded half up as people expect (1 of 8 is 13 %),
    in exact integer arithmetic."""
    return (200 * worlds + count) // (2 * count)


def shown_percent(worlds: int, count: int) -> tuple[str, int]:
    """`worlds` of `count` as people should read it: ("exact", whole_percent), but never rounded to a
    certainty it is not: ("below", 1) for a share under half a percent, ("above", 99) just short of all."""
    percent = whole_percent(worlds, count)
    if 0 < worlds and percent == 0:
        return "below", 1
    if worlds < count and percent == 100:
        return "above", 99
    return "exact", percent


def _sign_mark(plus: int, count: int) -> str:
    if plus == count:
        return sign_text(+1)
    return sign_text(-1) if plus == 0 else "?"
