"""Final scoring and the grand revelation.

Per seat: the Magic Mirror (1 point per 5 reputation, before reputation turns into points),
reputation as points, the printed points of artifacts, grants (1 for the first, 2 for later
ones), favors worth 2 gold each and every 3 gold 1 point; then the revelation, theory by theory:
a correct theory scores 5 per gold and 3 per silver seal, a wrong one -4 per seal, except a hedge
whose colour is the only colour where the theory's alchemical and the true one differ in sign [D];
then the Wisdom Idol (1 point per own seal on a correct theory). Most points win; ties go to the
most gold left over after buying points [D]; still tied is a draw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from games.alchemists.board.components import (
    ARTIFACT_BY_ID, CABINET_POINTS_PER_ARTIFACT, FAVOR_GOLD_AT_END, FIRST_GRANT_POINTS, GOLD_PER_POINT,
    LATER_GRANT_POINTS, MIRROR_REPUTATION_PER_POINT, STAR_POINTS, WRONG_SEAL_POINTS, hedge_colour,
)
from games.alchemists.board.economy import assignment
from games.alchemists.board.state import State
from games.alchemists.components import ALCHEMICALS, COLOURS


@dataclass(frozen=True)
class SealScore:
    """One seal at the revelation: whose, which kind, its points, and whether a hedge saved it."""

    seat: int
    seal: str
    points: int
    hedged: bool


@dataclass(frozen=True)
class Revelation:
    """One theory at the end: claimed and true alchemical (indices 0..7) and its seals' scores."""

    ingredient: int
    claimed: int
    true: int
    seals: tuple[SealScore, ...]

    @property
    def correct(self) -> bool:
        """True when the theory named the ingredient's alchemical."""
        return self.claimed == self.true


@dataclass(frozen=True)
class Breakdown:
    """One seat's final points by source (`artifacts` includes the Mirror and the Wisdom Idol)."""

    reputation: int
    artifacts: int
    grants: int
    gold: int
    theories: int
    leftover_gold: int

    @property
    def total(self) -> int:
        """The seat's final score."""
        return self.reputation + self.artifacts + self.grants + self.gold + self.theories

    def to_json(self) -> dict[str, int]:
        """The breakdown as the command line prints it."""
        return {"reputation": self.reputation, "artifacts": self.artifacts, "grants": self.grants,
                "gold": self.gold, "theories": self.theories, "total": self.total,
                "leftover_gold": self.leftover_gold}


def differing_colours(claimed: int, true: int) -> list[str]:
    """The colours whose sign differs between two alchemicals."""
    return [COLOURS[c] for c in range(3) if ALCHEMICALS[claimed].signs[c] != ALCHEMICALS[true].signs[c]]


def seal_score(claimed: int, true: int, seal: str) -> SealScore:
    """The points of one seal (seat left 0; see `revelation`)."""
    hedge = hedge_colour(seal)
    if claimed == true:
        return SealScore(0, seal, STAR_POINTS.get(seal, 0), False)
    hedged = hedge is not None and differing_colours(claimed, true) == [hedge]
    return SealScore(0, seal, 0 if hedged else WRONG_SEAL_POINTS, hedged)


def revelation(state: State) -> tuple[Revelation, ...]:
    """Every standing theory with the true alchemical and each seal's points."""
    secret = assignment(state.secret)
    result = []
    for theory in state.theories:
        true = secret[theory.ingredient]
        seals = tuple(SealScore(seat, kind, *_points(theory.alchemical, true, kind)) for seat, kind in theory.seals)
        result.append(Revelation(theory.ingredient, theory.alchemical, true, seals))
    return tuple(result)


def _points(claimed: int, true: int, seal: str) -> tuple[int, bool]:
    score = seal_score(claimed, true, seal)
    return score.points, score.hedged


def artifact_points(state: State, seat: int, revealed: Sequence[Revelation]) -> int:
    """Printed points plus the Mirror, Crystal Cabinet, Feather in Cap and Wisdom Idol."""
    lab = state.labs[seat]
    points = 0
    for artifact in lab.artifacts:
        printed = ARTIFACT_BY_ID[artifact].points
        if printed is not None:
            points += printed
        elif artifact == "magic-mirror":
            points += lab.reputation // MIRROR_REPUTATION_PER_POINT
        elif artifact == "crystal-cabinet":
            points += CABINET_POINTS_PER_ARTIFACT * len(lab.artifacts)
        elif artifact == "feather-in-cap":
            points += sum(1 for count in lab.set_aside if count)
        elif artifact == "wisdom-idol":
            points += sum(1 for r in revealed if r.correct for s in r.seals if s.seat == seat)
    return points


def breakdowns(state: State) -> tuple[Breakdown, ...]:
    """Every seat's final breakdown."""
    revealed = revelation(state)
    result = []
    for seat, lab in enumerate(state.labs):
        grants = sum(FIRST_GRANT_POINTS if n == 0 else LATER_GRANT_POINTS for n in range(len(lab.grants)))
        gold = lab.gold + FAVOR_GOLD_AT_END * sum(lab.favors)
        theories = sum(s.points for r in revealed for s in r.seals if s.seat == seat)
        result.append(Breakdown(lab.reputation, artifact_points(state, seat, revealed), grants,
                                gold // GOLD_PER_POINT, theories, gold % GOLD_PER_POINT))
    return tuple(result)


def winner(results: Sequence[Breakdown]) -> int | None:
    """The seat with the most points, ties broken by leftover gold; None when still tied."""
    best = max((b.total, b.leftover_gold) for b in results)
    leaders = [seat for seat, b in enumerate(results) if (b.total, b.leftover_gold) == best]
    return leaders[0] if len(leaders) == 1 else None
