"""The strong computer player's numbers, in one frozen value a tuning run can replace.

`StrongTuning()` holds the shipped values (the module constants of values.py, plan.py, strong.py and
knowledge.py are these defaults). A StrongBot made with another StrongTuning makes it the `current()`
one while it decides (a context variable, so seats with different numbers can share a table and a
thread); everywhere else, the easy bot included, `current()` is the default.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, fields, replace
from typing import Any, Iterator


@dataclass(frozen=True)
class StrongTuning:
    """The strong bot's weights and thresholds; the defaults are what ships."""

    gold_value: float = 0.8  # points a gold is worth early: it pays for publications and artifacts
    # ... in rounds 4, 5, 6: still dear in round 5 (it pays round 6's endorsements and tier III artifacts),
    # and above the final third of a point in round 6 (it pays that round's own)
    gold_late: tuple[float, float, float] = (0.8, 0.8, 0.6)
    freed_share: float = 0.7  # a publication on a topic a planned debunk should free, as a share of its worth
    bid: int = 0  # the discount the strong bot bids when several sell
    sure_sale: float = 0.85  # the least chance of keeping a guarantee that counts its gold as sure when planning
    conference_weight: tuple[float, float, float] = (1.0, 0.8, 0.3)  # in its round, the round before, earlier
    month_share: float = 0.1  # the share of a month's point a seal is worth in every round left
    info_value: float = 2.0  # points for an experiment that would settle everything
    debunk_risk: float = 0.3  # share of a wrong theory's seals we expect colleagues to debunk (-5 each)
    star_gold: float = 0.9  # the least chance of being right a gold seal needs
    star_silver: float = 0.7  # ... a silver seal
    rival_loss: float = 0.8  # what a colleague's seal brought down by our debunk is worth to us
    trusted_seal: float = 16.0  # belief per seal of a colleague with a clean record (knowledge.seat_trust)
    theory_trust: float = 1.5  # ... of a discredited colleague (and the least of anyone's)
    plausible: float = 0.25  # the mean share of its worlds at which a colleague's theories are trusted fully
    doubted: float = 0.1  # a colleague's theory true in fewer of the viewer's worlds discredits its seals
    idle_cube: float = 0.35  # an unused cube: half a favor
    foraged_pair: float = 0.7  # an experiment on foraged cards, as a share of the mean worth of their pairs
    planned_experiment: float = -10.0  # passing a declared test or drink: never while the hand holds a pair
    stranded: float = 9.0  # a choice that leaves a declared sale, test, drink or exhibition without a pair
    lateness: float = 0.35  # points a later play-order space costs after round 1
    order_gold: float = 1.2  # points a gold paid for a play-order space costs
    card_weight: float = 1.2  # what one more card is worth to an empty hand in rounds 1-4 (plan.card_value)
    # the least share of the worlds its own facts leave that a star seal's theory needs: colleagues' claims
    # may tip an even case, never lift a long shot
    star_facts: float = 0.45
    artifact_effect: float = 1.0  # a factor on what artifacts' effects are believed worth (values.py)

    @property
    def gold_by_round(self) -> tuple[float, ...]:
        """Points a gold is worth in rounds 1..6."""
        return (self.gold_value,) * 3 + self.gold_late

    @property
    def star_certainty(self) -> dict[str, float]:
        """The least chance of being right per star seal."""
        return {"gold": self.star_gold, "silver": self.star_silver}

    def changed(self) -> dict[str, Any]:
        """The fields that differ from the shipped values."""
        return {f.name: getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != getattr(DEFAULT, f.name)}

    def with_(self, **changes: Any) -> StrongTuning:
        """A copy with `changes` (unknown names raise TypeError)."""
        return replace(self, **changes)


DEFAULT = StrongTuning()
_CURRENT: ContextVar[StrongTuning] = ContextVar("strong_tuning", default=DEFAULT)


def current() -> StrongTuning:
    """The tuning of the strong bot deciding now (DEFAULT outside a decision)."""
    return _CURRENT.get()


@contextmanager
def using(tuning: StrongTuning) -> Iterator[None]:
    """Make `tuning` current for the block."""
    token = _CURRENT.set(tuning)
    try:
        yield
    finally:
        _CURRENT.reset(token)
