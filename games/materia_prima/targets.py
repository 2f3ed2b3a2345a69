"""Which target an inquisitor goes for: the rulebook's six priorities.

1. the nearest target outside a tower (primary or secondary, whichever is nearer);
2. at equal distance the primary target;
3. then the player earlier in today's turn order;
4.–6. the same among targets in a tower, when every target stands in one.
[D] Distance is the number of steps the inquisitor needs to stand next to the target, around
figures and towers; a target it cannot reach is ignored. "The most ..." targets are the alchemists
with the highest count (all of them when the counts are equal). A tower is a target outside a
tower. Further ties (two homunculi of one player) go by the homunculi's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.materia_prima.board import UNREACHABLE, distances_from
from games.materia_prima.components import INQUISITOR_TYPES
from games.materia_prima.elements import size
from games.materia_prima.figures import free_for_inquisitor, tower_id
from games.materia_prima.state import Alchemist, Inquisitor, State


@dataclass(frozen=True)
class Candidate:
    """A possible target: its id, field, owner's seat, and whether it stands in its tower."""

    id: str
    field: int
    seat: int
    in_tower: bool
    order: int  # tie-break within one player's figures


@dataclass(frozen=True)
class Choice:
    """The chosen target, the priority (1..6) that decided, and the steps to reach it."""

    target: Candidate
    priority: int
    distance: int


def _most(state: State, measure) -> list[Alchemist]:  # type: ignore[no-untyped-def]
    best = max(measure(a) for a in state.alchemists)
    return [a for a in state.alchemists if measure(a) == best]


def _alchemist(a: Alchemist) -> Candidate:
    return Candidate(a.colour, a.field, a.seat, a.field == a.tower, 0)


def candidates(state: State, kind: str) -> list[Candidate]:
    """Every target of a target kind (components.TARGETS)."""
    if kind == "alchemist":
        return [_alchemist(a) for a in state.alchemists]
    if kind == "homunculus":
        return [Candidate(h.id, h.field, a.seat, h.field == a.tower, n + 1)
                for a in state.alchemists for n, h in enumerate(a.homunculi)]
    if kind == "tower":
        return [Candidate(tower_id(a.colour), a.tower, a.seat, False, 0) for a in state.alchemists]
    if kind == "most-elements":
        return [_alchemist(a) for a in _most(state, lambda a: size(a.carried))]
    if kind == "most-items":
        return [_alchemist(a) for a in _most(state, lambda a: len(a.homunculi) + len(a.worn) + len(a.stored))]
    return [_alchemist(a) for a in _most(state, lambda a: len(a.fragments))]


def reach(state: State, inquisitor: Inquisitor) -> list[int]:
    """Steps from the inquisitor to every field it may walk to."""
    free = free_for_inquisitor(state)
    return distances_from(state.board, [inquisitor.field], lambda f: free[f])


def distance_to(state: State, inquisitor: Inquisitor, field: int, dist: list[int]) -> int:
    """Steps needed to stand next to `field` (0 when already there; UNREACHABLE if impossible)."""
    if state.board.adjacent(inquisitor.field, field):
        return 0
    return min((dist[n] for n in state.board.neighbours[field] if n != inquisitor.field), default=UNREACHABLE)


def choose_target(state: State, inquisitor: Inquisitor) -> Choice | None:
    """The target the priorities pick for `inquisitor`, or None when it can reach none."""
    kind = INQUISITOR_TYPES[inquisitor.type]
    primary = candidates(state, kind.primary)
    primary_ids = {c.id for c in primary}
    secondary = [c for c in candidates(state, kind.secondary) if c.id not in primary_ids]
    rank = {seat: n for n, seat in enumerate(state.turn_order)}
    dist = reach(state, inquisitor)
    for in_tower, base in ((False, 1), (True, 4)):
        scored = []
        for is_secondary, group in ((0, primary), (1, secondary)):
            for c in group:
                if c.in_tower != in_tower:
                    continue
                d = distance_to(state, inquisitor, c.field, dist)
                if d < UNREACHABLE:
                    scored.append((d, is_secondary, rank.get(c.seat, len(rank)), c.order, c))
        if scored:
            scored.sort(key=lambda s: s[:4])
            best = scored[0]
            tied = [s for s in scored if s[0] == best[0]]
            if len(tied) == 1:
                priority = base
            elif len({s[1] for s in tied}) > 1:
                priority = base + 1
            else:
                priority = base + 2
            return Choice(best[4], priority, best[0])
    return None
