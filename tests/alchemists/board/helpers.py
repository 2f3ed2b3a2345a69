"""Hand-made Alchemists tables written in the game's own words.

The secret of these tables is the identity: ingredient n (grid order) holds alchemical n, so
mushroom = 1 (B-), fern = 2 (B+), toad = 3 (G-), bird-claw = 4 (G+), flower = 5 (R-),
mandrake = 6 (R+), scorpion = 7 (---), raven-feather = 8 (+++). Some mixes under it (reference §1):
mushroom+fern = N, fern+mandrake = R+, toad+bird-claw = N, mushroom+toad = B-, fern+toad = G-,
mushroom+bird-claw = G+, fern+bird-claw = B+, bird-claw+flower = R-, toad+mandrake = R+.
"""

from __future__ import annotations

from typing import Any, Iterable

from games.alchemists.board.components import (
    FAVOR_COPIES, FAVORS, INGREDIENT_COPIES, SEAL_COUNTS, SEALS, SEAT_COLOURS, SPACES,
)
from games.alchemists.board.agenda import FLOW
from games.alchemists.board.rules import RULES
from games.alchemists.board.state import Lab, State, Task, evolve
from games.alchemists.codes import index_from_assignment
from games.alchemists.components import INGREDIENTS
from games.kernel.protocol import CHANCE

IDENTITY = index_from_assignment(tuple(range(8)))
STOP = Task("boots", 0, "forage")  # a harmless decision that ends a hand-made agenda


def ing(name: str) -> int:
    """The grid index of an ingredient id."""
    return INGREDIENTS.index(name)


def counts(names: Iterable[str], universe: tuple[str, ...] = INGREDIENTS) -> tuple[int, ...]:
    """Counts per kind of a list of names."""
    result = [0] * len(universe)
    for name in names:
        result[universe.index(name)] += 1
    return tuple(result)


def lab(gold: int = 2, reputation: int = 10, hand: Iterable[str] = (), favors: Iterable[str] = (),
        seals: tuple[int, ...] = SEAL_COUNTS, **fields: Any) -> Lab:
    """A seat's lab with named cards and favors."""
    return Lab(gold=gold, reputation=reputation, hand=counts(hand), favors=counts(favors, FAVORS), seals=seals,
               **fields)


def table(labs: Iterable[Lab] | None = None, agenda: Iterable[Task] = (), players: int = 3,
          variant: str = "apprentice", round: int = 2, **fields: Any) -> State:
    """A state in the middle of a round: the given labs, the agenda (settled) then STOP; the decks
    hold the cards nobody holds."""
    labs = tuple(labs) if labs is not None else tuple(lab() for _ in range(players))
    held = [sum(l.hand[i] for l in labs) for i in range(8)]
    favors_held = [sum(l.favors[i] for l in labs) for i in range(len(FAVORS))]
    base = dict(players=len(labs), variant=variant, labs=labs, agenda=tuple(agenda) + (STOP,), secret=IDENTITY,
                colours=SEAT_COLOURS[:len(labs)],
                round=round, start_player=0, deck=tuple(INGREDIENT_COPIES - n for n in held),
                favor_deck=tuple(c - n for c, n in zip(FAVOR_COPIES, favors_held)),
                favor_discard=(0,) * len(FAVORS), adventurers=(0, 1, 2, 3, 4), grants_left=tuple(range(5)))
    base.update(fields)
    return FLOW.settle(State(**base))


def play(state: State, *texts: str) -> State:
    """The state after the actions written in `texts`."""
    for text in texts:
        state = RULES.apply(state, RULES.parse_action(text))
    return state


def draw_first(state: State) -> State:
    """Resolve chance steps with their first outcome until a seat decides."""
    while RULES.to_move(state) == CHANCE:
        state = RULES.apply(state, RULES.chance_outcomes(state)[0][0])
    return state


def legal_texts(state: State) -> list[str]:
    """The legal actions as notation."""
    return [str(a) for a in RULES.legal_actions(state)]


def rep(state: State) -> list[int]:
    """Every seat's reputation."""
    return [l.reputation for l in state.labs]


def gold(state: State) -> list[int]:
    """Every seat's gold."""
    return [l.gold for l in state.labs]


def seals_with(**kinds: int) -> tuple[int, ...]:
    """A seal stock, e.g. seals_with(gold=1) = one gold seal and nothing else."""
    return tuple(kinds.get(seal.replace("-", "_"), 0) for seal in SEALS)


def with_declared(l: Lab, **spaces: int) -> Lab:
    """A lab with actions declared (and none taken) on spaces, e.g. with_declared(l, publish=2)."""
    return evolve(l, declared=tuple(spaces.get(s, 0) for s in SPACES))
