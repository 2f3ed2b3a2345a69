"""The scenario cards 0–4: title, inquisitor types, the points table and the four scenario events.

The rulebook's example points table and events (gold / defence / carry / copper against defence /
action / earth / air) are one full card: scenario 1 uses it. Everything else is our design [D]
(reference page, "Scenarios"). Objectives and special rules are applied in scenarios.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

EFFECT_KINDS: Final[tuple[str, ...]] = ("gain", "lose", "sacrifice", "alchemists", "inquisitors")


@dataclass(frozen=True)
class Effect:
    """One side of a scenario event.

    gain E n: each alchemist gets n of element E onto the tower tableau; lose E n: each alchemist
    loses n of E (tower, homunculi, own tableau); sacrifice D 1: each alchemist gives up a thing of
    deck D (homunculi, equipment, fragments) of their choice; alchemists S n / inquisitors S n: a
    stat bonus for the rest of the scenario (attack, defence, carry, actions, destruction)."""

    kind: str
    what: str
    amount: int

    def __str__(self) -> str:
        return f"{self.kind} {self.what} {self.amount}"


def effect(text: str) -> Effect:
    """The effect written as "gain gold 1"."""
    kind, what, amount = text.split()
    return Effect(kind, what, int(amount))


@dataclass(frozen=True)
class ScenarioEvent:
    """The event of a red day: points needed for 2, 3, 4 alchemists and its two sides."""

    day: int
    points: tuple[int, int, int]
    alchemists: Effect
    inquisition: Effect

    def points_needed(self, alchemists: int) -> int:
        """The scenario points the alchemists' side costs with this many alchemists (solo: 2)."""
        return self.points[min(max(alchemists, 2), 4) - 2]


@dataclass(frozen=True)
class Scenario:
    """A scenario card with its objective id (see scenarios.py) and whether the whole team meets it
    together (True) or each alchemist on their own (False)."""

    number: int
    id: str
    types: tuple[str, ...]
    events: tuple[ScenarioEvent, ...]
    objective: str
    team_objective: bool

    def event_on(self, day: int) -> ScenarioEvent | None:
        """The event of `day`, if it is a red day."""
        return next((e for e in self.events if e.day == day), None)


def _event(day: int, points: str, alchemists: str, inquisition: str) -> ScenarioEvent:
    p2, p3, p4 = (int(p) for p in points.split())
    return ScenarioEvent(day, (p2, p3, p4), effect(alchemists), effect(inquisition))


SCENARIOS: Final[dict[int, Scenario]] = {s.number: s for s in (
    Scenario(0, "prolog", ("A",), (  # [D] a gentle card for the tutorial
        _event(4, "1 1 2", "gain iron 1", "lose earth 1"),
        _event(8, "1 2 2", "alchemists carry 1", "inquisitors attack 1"),
        _event(12, "2 2 3", "alchemists defence 1", "inquisitors defence 1"),
        _event(16, "2 3 3", "gain sulphur 1", "lose fire 2"),
    ), "homunculus-and-fragment", False),
    Scenario(1, "flucht-aus-tristigis", ("A", "B"), (  # the rulebook's example card
        _event(4, "3 4 5", "gain gold 1", "inquisitors defence 1"),
        _event(8, "2 3 4", "alchemists defence 1", "inquisitors actions 1"),
        _event(12, "1 2 2", "alchemists carry 1", "lose earth 3"),
        _event(16, "1 2 2", "gain copper 1", "lose air 2"),
    ), "three-orders-in-tristigis", True),
    Scenario(2, "die-versiegelten-minen", ("A", "C"), (  # [D]
        _event(4, "1 2 2", "alchemists attack 1", "inquisitors actions 1"),
        _event(8, "2 3 3", "gain glass 1", "sacrifice homunculi 1"),
        _event(12, "2 3 4", "alchemists actions 1", "inquisitors attack 1"),
        _event(16, "1 2 2", "gain mercury 1", "inquisitors actions 1"),
    ), "sealed-mines", True),
    Scenario(3, "rauch-ueber-den-tuermen", ("A", "D"), (  # [D]
        _event(4, "2 2 3", "alchemists defence 1", "inquisitors destruction 1"),
        _event(8, "2 3 3", "gain copper 1", "lose water 2"),
        _event(12, "2 3 4", "alchemists carry 1", "sacrifice equipment 1"),
        _event(16, "2 2 3", "gain platinum 1", "inquisitors attack 1"),
    ), "smoke-over-the-towers", True),
    Scenario(4, "opus-magnum", ("B", "E", "F"), (  # [D] B, E, F: the rulebook allows three kinds
        _event(4, "2 3 4", "alchemists attack 1", "inquisitors actions 1"),
        _event(8, "2 3 4", "gain gold 1", "inquisitors defence 1"),
        _event(12, "2 3 4", "alchemists defence 1", "inquisitors defence 1"),
        _event(16, "2 3 3", "gain aqua-regia 1", "inquisitors attack 1"),
    ), "opus-magnum", True),
)}
SCENARIO_NUMBERS: Final[tuple[int, ...]] = tuple(SCENARIOS)
# Scenario 2: the sealed mines, as (tile, field index on the tile: 0 centre, 1..6 ring E..SE) [D]
SEALED_MINES: Final[tuple[tuple[int, int], ...]] = ((5, 0), (6, 1), (7, 0))
GUARD_TYPE: Final[str] = "C"
LEVEL_TWO_ITEMS_NEEDED: Final[int] = 3  # scenario 3 [D] (was 2: passed nine times in ten)
ORDERS_IN_TRISTIGIS_NEEDED: Final[int] = 3  # scenario 1
TOWER_RELICS: Final[dict[int, str]] = {3: "platinum", 4: "platinum"}  # [D] a stage-3 element in each tower at the start
