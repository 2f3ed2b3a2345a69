"""The final scoring of Alchemist, on the state the last round left.

    total = fame (inventing and copying)
          + 1 point per 2 cubes behind the screen (rounded down)
          + school points: every screen's cubes go to the open supply; of the kinds whose school
            somebody holds, the one with the fewest cubes there ranks I, the next II and so on;
            equal counts share a rank and no rank is skipped ([D] the bag's cubes stay in the bag
            and do not count); points by the table for the number of players.

The winner has the most points; on a tie the better school rank wins; still tied, the win is
shared. With the schools off there are no school points and a tie is a shared win.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from games.alchemist.components import CUBES_PER_POINT, KIND_COUNT, KIND_IDS, Counts, school_points
from games.alchemist.state import NO_SCHOOL, State


@dataclass(frozen=True)
class Breakdown:
    """One seat's final score and where it came from."""

    fame: int
    screen_cubes: int
    screen_points: int
    school: int  # the school's kind, NO_SCHOOL with the schools off
    school_rank: int | None  # 1 = rank I; None with the schools off
    school_points: int
    total: int

    def to_json(self) -> dict[str, object]:
        """The breakdown as JSON data (the command line's "breakdown" entry of one colour)."""
        return {
            "fame": self.fame,
            "screen_cubes": self.screen_cubes,
            "screen_points": self.screen_points,
            "school": KIND_IDS[self.school] if self.school != NO_SCHOOL else None,
            "school_rank": self.school_rank,
            "school_points": self.school_points,
            "total": self.total,
        }


def counts_after_screens_emptied(supply: Counts, screens: Iterable[Counts]) -> Counts:
    """The open supply once every screen's cubes are laid into it."""
    total = list(supply)
    for screen in screens:
        for kind in range(KIND_COUNT):
            total[kind] += screen[kind]
    return tuple(total)


def school_ranks(counts: Counts, held: Iterable[int]) -> dict[int, int]:
    """Rank (1 = I) of each held school's kind: fewest cubes first, equal counts share a rank and
    no rank is skipped; kinds nobody holds are left out."""
    kinds = sorted(set(held))
    distinct = sorted({counts[kind] for kind in kinds})
    return {kind: distinct.index(counts[kind]) + 1 for kind in kinds}


def score(state: State) -> tuple[Breakdown, ...]:
    """Every seat's breakdown, in seat order."""
    ranks: dict[int, int] = {}
    if state.schools_on:
        counts = counts_after_screens_emptied(state.supply, state.screens)
        ranks = school_ranks(counts, (s for s in state.schools if s != NO_SCHOOL))
    result = []
    for seat in range(state.players):
        cubes = sum(state.screens[seat])
        school = state.schools[seat] if state.schools_on else NO_SCHOOL
        rank = ranks.get(school)
        bonus = school_points(state.players, rank) if rank is not None else 0
        screen_points = cubes // CUBES_PER_POINT
        result.append(Breakdown(state.fame[seat], cubes, screen_points, school, rank, bonus,
                                state.fame[seat] + screen_points + bonus))
    return tuple(result)


def winners(breakdowns: Sequence[Breakdown]) -> tuple[int, ...]:
    """The winning seats: the most points, then the best school rank; more than one only for a
    shared win."""
    best = max(b.total for b in breakdowns)
    leaders = [seat for seat, b in enumerate(breakdowns) if b.total == best]
    ranks = [breakdowns[seat].school_rank for seat in leaders]
    if len(leaders) == 1 or None in ranks:
        return tuple(leaders)
    best_rank = min(r for r in ranks if r is not None)
    return tuple(seat for seat in leaders if breakdowns[seat].school_rank == best_rank)
