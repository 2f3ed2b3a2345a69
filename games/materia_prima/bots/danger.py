"""How dangerous a field is for a computer alchemist: the chance that an inquisitor that would
choose it as its nearest target reaches it and beats it in the next Inquisition phase."""

from __future__ import annotations

from typing import Final

from games.materia_prima.board import UNREACHABLE, distances_from
from games.materia_prima.components import INQUISITOR_TYPES
from games.materia_prima.figures import free_for_inquisitor
from games.materia_prima.odds import success_chance
from games.materia_prima.state import Alchemist, State
from games.materia_prima.stats import defence_dice, inquisitor_values
from games.materia_prima.targets import candidates, distance_to

RISK_WITH_STONE: Final[float] = 0.25  # the chance of being beaten it accepts at a turn's end
RISK_FEW_STONES: Final[float] = 0.12  # ... when only two soul stones are left
RISK_LAST_STONE: Final[float] = 0.08  # ... when its soul stone is the team's last one
RISK_WITHOUT_STONE: Final[float] = 0.5  # beaten without a soul stone costs only what it carries
RISK_IDLE: Final[float] = 1.0  # ... and nothing at all when it has nothing to do
RISK_ERRAND: Final[float] = 0.12  # at most this on an errand for a city order (a soul stone is worth more)
LATE_DAYS: Final[int] = 8  # over the last days an alchemist still short of its goal dares more,
RISK_LATE: Final[float] = 0.6  # up to this on the last day


def tolerance(state: State, me: Alchemist, behind: bool = False, errand: bool = False) -> float:
    """The risk this alchemist accepts for ending its turn somewhere: `behind` when it works for the
    objective, `errand` when only for city orders."""
    if errand and not behind:
        return min(RISK_ERRAND, tolerance(state, me)) if me.soul_stone else RISK_WITHOUT_STONE
    if not me.soul_stone:
        return RISK_WITHOUT_STONE if behind else RISK_IDLE
    stones = sum(a.soul_stone for a in state.alchemists)
    if stones == 1:
        return RISK_LAST_STONE
    base = RISK_FEW_STONES if stones == 2 else RISK_WITH_STONE
    days_left = state.days - state.day
    if behind and days_left < LATE_DAYS:
        return base + (RISK_LATE - base) * (LATE_DAYS - days_left) / LATE_DAYS
    return base


def settled_seats(state: State, me: Alchemist) -> set[int]:
    """Seats whose figures will not move again before the Inquisition acts."""
    to_come = {task[1] for task in state.agenda if task[0] in ("turn", "act")}
    return {a.seat for a in state.alchemists} - to_come - {me.seat}


def nearest_other(state: State, inquisitor, me: Alchemist, dist: list[int]) -> int:  # type: ignore[no-untyped-def]
    """Steps the inquisitor needs to its nearest target other than `me` (outside towers) among the
    figures that will not move any more today (at equal steps `me` counts as threatened)."""
    kind = INQUISITOR_TYPES[inquisitor.type]
    settled = settled_seats(state, me)
    best = UNREACHABLE
    for target_kind in (kind.primary, kind.secondary):
        for c in candidates(state, target_kind):
            if c.seat in settled and not c.in_tower:
                best = min(best, distance_to(state, inquisitor, c.field, dist))
    return best


def danger_map(state: State, me: Alchemist) -> list[float]:
    """Per field: the chance that `me`, standing there, is beaten in the next Inquisition phase."""
    board = state.board
    free = free_for_inquisitor(state)
    free[me.field] = True
    hold = [1.0] * len(board.fields)
    dice = defence_dice(state, me)
    for inquisitor in state.inquisitors:
        if inquisitor.guard:
            continue
        values = inquisitor_values(state, inquisitor.type)
        defend = success_chance(dice, values.attack)
        dist = distances_from(board, [inquisitor.field], lambda f: free[f])
        other = nearest_other(state, inquisitor, me, dist)
        for field in range(len(hold)):
            if field == inquisitor.field:
                continue
            if inquisitor.field in board.neighbours[field]:
                steps = 0
            else:
                steps = min((dist[n] for n in board.neighbours[field] if n != field), default=UNREACHABLE)
            attacks = values.actions - steps
            if attacks > 0 and steps < other:
                hold[field] *= defend ** attacks
    return [0.0 if f == me.tower else 1.0 - h for f, h in enumerate(hold)]
