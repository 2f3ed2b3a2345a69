"""The state of an Alchemist match.

Representation (kinds are 0..4 and a bunch of cubes is a `Counts` tuple, see components.py; seats
are 0..players-1, seat i plays colours[i]):

    colours     the seats' colours, in seat (= clockwise) order
    schools_on  False when the schools are switched off (yucata's option)
    max_players the most players the table allowed (5 as in the box, 4 as on yucata.de)
    bag         the cubes in the bag as counts per kind: a multiset, not a sequence. Its order
                does not exist until a cube is drawn: each draw is a chance step whose outcomes
                are the kinds still in the bag, weighted by their counts.
    supply      the open supply, per kind
    out         the cubes out of the game, per kind (set-up and paid copies)
    screens     per seat the cubes behind its screen
    schools     per seat its school's kind, NO_SCHOOL until dealt (and with the schools off)
    cauldrons   the ten cauldrons of the compendium (Cauldron values, in components.PAIRS order)
    seals       per seat the seals left for new recipes (5 at the start)
    fame        per seat the fame from inventing and copying
    phase       DEAL, SCHOOLS, START, TURN, DRAW or OVER (see rules.py)
    seat        DEAL/DRAW: the seat drawing; SCHOOLS: the seat dealt a school; TURN: the seat to move
    first       the seat that began (a round ends before it moves again); NOBODY before START
    round       the number of the current round, 1 for the first (0 before the first turn)
    pending     DEAL/DRAW: cubes the seat has still to draw
    log         every action so far (action values, in order): the memory of the table; views hide
                the secret parts of it

Every cube is in exactly one of bag, supply, out, screens or a cauldron's recipe: 32 of each kind.
The state when the game is over is the table as the last round left it, before the schools are
counted (counting moves nothing, see scoring.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from games.alchemist.components import CAULDRON_COUNT, KIND_COUNT, MAX_PLAYERS, NO_CUBES, PAIRS, Counts

NOBODY: Final[int] = -1
NO_SCHOOL: Final[int] = -1

DEAL: Final[str] = "deal"
SCHOOLS: Final[str] = "schools"
START: Final[str] = "start"
TURN: Final[str] = "turn"
DRAW: Final[str] = "draw"
OVER: Final[str] = "over"
CHANCE_PHASES: Final[frozenset[str]] = frozenset({DEAL, SCHOOLS, START, DRAW})


@dataclass(frozen=True)
class Cauldron:
    """One cauldron of the compendium: empty, or a recipe with its fame tile and inventor."""

    recipe: Counts | None = None
    fame: int = 0  # the fame tile lying on it (0 while empty)
    inventor: int = NOBODY
    copied_by: tuple[int, ...] = ()  # the copying seats, in order (a seat may copy again)

    @property
    def is_empty(self) -> bool:
        """True while no recipe is written in it."""
        return self.recipe is None


EMPTY_CAULDRONS: Final[tuple[Cauldron, ...]] = (Cauldron(),) * CAULDRON_COUNT


def forbidden(cauldron: int) -> tuple[int, int]:
    """The two kinds printed above cauldron `cauldron`: not allowed in it, and its by-products."""
    return PAIRS[cauldron]


@dataclass(frozen=True)
class State:
    """One moment of a match; see the module docstring for every field."""

    colours: tuple[str, ...]
    schools_on: bool
    bag: Counts
    supply: Counts
    out: Counts
    screens: tuple[Counts, ...]
    schools: tuple[int, ...]
    cauldrons: tuple[Cauldron, ...]
    seals: tuple[int, ...]
    fame: tuple[int, ...]
    phase: str
    seat: int
    first: int = NOBODY
    round: int = 0
    pending: int = 0
    log: tuple[Any, ...] = ()
    max_players: int = MAX_PLAYERS

    @property
    def players(self) -> int:
        """How many alchemists play."""
        return len(self.colours)

    @property
    def bag_size(self) -> int:
        """Cubes in the bag."""
        return sum(self.bag)

    def kinds_gone(self) -> int:
        """How many kinds the open supply has run out of."""
        return sum(1 for n in self.supply if n == 0)

    def cauldron_cubes(self) -> Counts:
        """Every cube lying in the compendium's recipes, per kind."""
        total = list(NO_CUBES)
        for cauldron in self.cauldrons:
            if cauldron.recipe is not None:
                for kind in range(KIND_COUNT):
                    total[kind] += cauldron.recipe[kind]
        return tuple(total)

    def cube_totals(self) -> Counts:
        """Cubes of each kind across bag, supply, out, screens and cauldrons (always 32 each)."""
        places = (self.bag, self.supply, self.out, self.cauldron_cubes(), *self.screens)
        return tuple(sum(place[kind] for place in places) for kind in range(KIND_COUNT))
