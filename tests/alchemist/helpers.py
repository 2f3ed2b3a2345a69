"""Hand-made Alchemist tables written in the game's own language."""

from __future__ import annotations

from typing import Mapping

from games.alchemist.actions import parse_action
from games.alchemist.components import (
    COLOURS, CUBES_PER_KIND, KIND_BY_ID, KIND_COUNT, NO_CUBES, RECIPE_SEALS, SETUP, Counts,
)
from games.alchemist.rules import RULES
from games.alchemist.state import EMPTY_CAULDRONS, NO_SCHOOL, TURN, Cauldron, State
from games.kernel.protocol import CHANCE


def cubes(text: str = "") -> Counts:
    """Counts from "mushrooms*2 troll-eyes" (a kind id, optionally *n, separated by spaces)."""
    counts = [0] * KIND_COUNT
    for word in text.split():
        name, _, times = word.partition("*")
        counts[KIND_BY_ID[name]] += int(times or 1)
    return tuple(counts)


def each(n: int) -> Counts:
    """n cubes of every kind."""
    return (n,) * KIND_COUNT


def make_state(
    players: int = 2,
    screens: tuple[str, ...] | None = None,
    supply: Counts | None = None,
    bag: Counts | None = None,
    cauldrons: Mapping[str, tuple[str, int, str]] | None = None,
    copied: Mapping[str, tuple[str, ...]] | None = None,
    fame: tuple[int, ...] | None = None,
    seals: tuple[int, ...] | None = None,
    schools: tuple[str, ...] | None = None,
    seat: int = 0,
    first: int = 0,
    round_number: int = 2,
    phase: str = TURN,
    schools_on: bool = True,
) -> State:
    """A table; cauldrons as {"c4": ("mushrooms*2 troll-eyes", 9, "white")}. The cubes named
    nowhere are out of the game, so every kind still has 32 cubes."""
    colours = COLOURS[:players]
    screen_counts = tuple(cubes(s) for s in screens) if screens else (NO_CUBES,) * players
    bunch = list(EMPTY_CAULDRONS)
    for name, (recipe, tile, inventor) in (cauldrons or {}).items():
        copiers = tuple(colours.index(c) for c in (copied or {}).get(name, ()))
        bunch[int(name[1:]) - 1] = Cauldron(cubes(recipe), tile, colours.index(inventor), copiers)
    supply = supply if supply is not None else each(SETUP[players].supply)
    bag = bag if bag is not None else NO_CUBES
    placed = [bag, supply, *screen_counts] + [c.recipe for c in bunch if c.recipe is not None]
    out = tuple(CUBES_PER_KIND - sum(p[k] for p in placed) for k in range(KIND_COUNT))
    assert min(out) >= 0, f"more than {CUBES_PER_KIND} cubes of a kind: {out}"
    school_kinds = tuple(KIND_BY_ID[s] for s in schools) if schools else tuple(range(players))
    return State(
        colours=colours, schools_on=schools_on, bag=bag, supply=supply, out=out, screens=screen_counts,
        schools=school_kinds if schools_on else (NO_SCHOOL,) * players, cauldrons=tuple(bunch),
        seals=seals or (RECIPE_SEALS,) * players, fame=fame or (0,) * players, phase=phase, seat=seat,
        first=first, round=round_number,
    )


def play(state: State, *texts: str) -> State:
    """The state after the actions written as `texts`."""
    for text in texts:
        state = RULES.apply(state, parse_action(text))
    return state


def dealt(players: int = 2, schools: str = "on", pick: int = 0) -> State:
    """A fresh game with every chance step resolved by taking outcome number `pick` (or the last)."""
    state = RULES.setup({"players": players, "schools": schools})
    while RULES.to_move(state) == CHANCE:
        outcomes = RULES.chance_outcomes(state)
        state = RULES.apply(state, outcomes[min(pick, len(outcomes) - 1)][0])
    return state
