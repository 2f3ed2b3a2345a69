"""What the seat to move may do, and for anything else why not: each restriction of the rules as a
named problem.

The rules use these to refuse actions (IllegalActionError with the problem's words), and a screen
uses them to show at once what is allowed and why not (translation keys
"alchemist.problem.<id>"). Every function works on the public table plus the acting seat's own
screen, so it answers the same on a State and on that seat's View.
"""

from __future__ import annotations

from typing import Final, Sequence

from games.alchemist.actions import PASS_BAG, PASS_EMPTY, Action, Copy, Invent, PassBag, PassEmpty, PassSupply
from games.alchemist.components import (
    CAULDRON_COUNT, FAME_TILES, MAX_OF_A_KIND, RECIPES, SLOTS, TWO_PLAYER_FIRST_ROUND_MIN_FAME, Counts, covers,
)
from games.alchemist.state import Cauldron, forbidden

PROBLEMS: Final[dict[str, str]] = {
    "no-seal": "no seal is left for a new recipe",
    "no-such-cauldron": "there is no such cauldron (c1..c10)",
    "cauldron-taken": "that cauldron already holds a recipe",
    "no-cubes": "a recipe needs at least one cube",
    "too-many-cubes": f"a recipe holds at most {SLOTS} cubes",
    "more-than-two": f"a recipe holds at most {MAX_OF_A_KIND} cubes of one kind",
    "forbidden-kind": "the two kinds printed above the cauldron may not go into it",
    "not-behind-screen": "those cubes are not all behind the screen",
    "recipe-exists": "that recipe is already in the compendium",
    "tile-taken": "that fame tile is not free",
    "first-round-fame": f"two players: a first-round recipe must be worth at least {TWO_PLAYER_FIRST_ROUND_MIN_FAME}",
    "first-round-invent": "two players: in the first round a new recipe must be invented",
    "cauldron-empty": "that cauldron holds no recipe to copy",
    "own-recipe": "nobody may copy their own recipe",
    "tribute-not-in-recipe": "the tribute must be one of the recipe's cubes",
    "supply-out": "the open supply has no cube of that kind",
    "bag-empty": "the bag is empty",
}


def free_tiles(cauldrons: Sequence[Cauldron]) -> tuple[int, ...]:
    """The fame tiles still beside the compendium, in value order."""
    used = {c.fame for c in cauldrons if not c.is_empty}
    return tuple(tile for tile in FAME_TILES if tile not in used)


def recipe_shape_problem(recipe: Counts, cauldron: int) -> str | None:
    """What is wrong with the cubes of a recipe for `cauldron`, whoever holds them."""
    total = sum(recipe)
    if total < 1:
        return "no-cubes"
    if total > SLOTS:
        return "too-many-cubes"
    if max(recipe) > MAX_OF_A_KIND:
        return "more-than-two"
    if any(recipe[kind] for kind in forbidden(cauldron)):
        return "forbidden-kind"
    return None


def invention_problem(cauldrons: Sequence[Cauldron], screen: Counts, seals: int, action: Invent,
                      min_fame: int = 0) -> str | None:
    """Why `action` may not be invented by a seat with `screen` and `seals` left (None: it may)."""
    if seals <= 0:
        return "no-seal"
    if not 0 <= action.cauldron < CAULDRON_COUNT:
        return "no-such-cauldron"
    if not cauldrons[action.cauldron].is_empty:
        return "cauldron-taken"
    problem = recipe_shape_problem(action.recipe, action.cauldron)
    if problem:
        return problem
    if not covers(screen, action.recipe):
        return "not-behind-screen"
    if any(c.recipe == action.recipe for c in cauldrons):
        return "recipe-exists"
    if action.fame not in free_tiles(cauldrons):
        return "tile-taken"
    if action.fame < min_fame:
        return "first-round-fame"
    return None


def copy_problem(cauldrons: Sequence[Cauldron], screen: Counts, seat: int, action: Copy,
                 must_invent: bool = False) -> str | None:
    """Why `seat` with `screen` may not make `action` (None: it may)."""
    if must_invent:
        return "first-round-invent"
    if not 0 <= action.cauldron < CAULDRON_COUNT:
        return "no-such-cauldron"
    cauldron = cauldrons[action.cauldron]
    if cauldron.recipe is None:
        return "cauldron-empty"
    if cauldron.inventor == seat:
        return "own-recipe"
    if not covers(screen, cauldron.recipe):
        return "not-behind-screen"
    if not 0 <= action.tribute < len(screen) or cauldron.recipe[action.tribute] == 0:
        return "tribute-not-in-recipe"
    return None


def pass_problem(supply: Counts, bag_size: int, action: Action, must_invent: bool = False) -> str | None:
    """Why a pass `action` is not allowed (None: it is)."""
    if must_invent:
        return "first-round-invent"
    if isinstance(action, PassSupply):
        return None if 0 <= action.kind < len(supply) and supply[action.kind] > 0 else "supply-out"
    if isinstance(action, PassBag):
        return None if bag_size > 0 else "bag-empty"
    if isinstance(action, PassEmpty):
        return None  # the rules: a passing player *may* take a cube ("darf")
    raise TypeError(f"{action!r} is no pass")


def problem_text(problem: str) -> str:
    """The English words of a problem id (for error messages)."""
    return PROBLEMS[problem]


# ---- what the seat to move may do ------------------------------------------------------------------
def byproducts(supply: Counts, cauldron: int) -> Counts:
    """The cubes an invention or copy in `cauldron` takes from `supply`: one of each printed kind,
    while the supply has it."""
    gained = [0] * len(supply)
    for kind in forbidden(cauldron):
        if supply[kind] > 0:
            gained[kind] = 1
    return tuple(gained)


def inventions(cauldrons: Sequence[Cauldron], screen: Counts, seals: int, min_fame: int = 0) -> list[Invent]:
    """Every invention open to a seat with `screen` and `seals` (by cauldron, recipe, tile)."""
    if seals <= 0:
        return []
    tiles = [tile for tile in free_tiles(cauldrons) if tile >= min_fame]
    written = {c.recipe for c in cauldrons}
    found = []
    for index, cauldron in enumerate(cauldrons):
        if cauldron.is_empty:
            for recipe in RECIPES[index]:
                if recipe not in written and covers(screen, recipe):
                    found.extend(Invent(index, recipe, tile) for tile in tiles)
    return found


def copies(cauldrons: Sequence[Cauldron], screen: Counts, seat: int) -> list[Copy]:
    """Every copy open to `seat` with `screen` (by cauldron, tribute kind)."""
    found = []
    for index, cauldron in enumerate(cauldrons):
        recipe = cauldron.recipe
        if recipe is not None and cauldron.inventor != seat and covers(screen, recipe):
            found.extend(Copy(index, kind) for kind in range(len(recipe)) if recipe[kind])
    return found


def passes(supply: Counts, bag_size: int) -> list[Action]:
    """The passes open now: a cube of each kind in the supply, two from the bag, or taking nothing
    (the rules say a passing player *may* take a cube)."""
    found: list[Action] = [PassSupply(kind) for kind in range(len(supply)) if supply[kind]]
    if bag_size:
        found.append(PASS_BAG)
    return found + [PASS_EMPTY]


def can_invent_worth(cauldrons: Sequence[Cauldron], screen: Counts, seals: int, fame: int) -> bool:
    """True when some invention with a tile of at least `fame` is open to the seat."""
    if seals <= 0 or not any(tile >= fame for tile in free_tiles(cauldrons)):
        return False
    written = {c.recipe for c in cauldrons}
    return any(recipe not in written and covers(screen, recipe)
               for index, cauldron in enumerate(cauldrons) if cauldron.is_empty for recipe in RECIPES[index])


def first_round_min_fame(players: int, round_number: int, cauldrons: Sequence[Cauldron], screen: Counts,
                         seals: int) -> int:
    """The least fame a seat's recipe must be worth now: 5 in a two-player game's first round (where
    the seat must invent), else 0. With the printed set-up such an invention is always open (12
    cubes behind the screen, at most one cauldron and one tile taken before); should it not be, the
    seat plays as usual rather than have no legal action."""
    if players != 2 or round_number != 1:
        return 0
    minimum = TWO_PLAYER_FIRST_ROUND_MIN_FAME
    return minimum if can_invent_worth(cauldrons, screen, seals, minimum) else 0


def legal_choices(cauldrons: Sequence[Cauldron], supply: Counts, bag_size: int, screen: Counts, seat: int,
                  seals: int, min_fame: int) -> list[Action]:
    """Everything the seat to move may do: inventions, then copies, then passes (only inventions
    while the first-round minimum applies)."""
    invented: list[Action] = list(inventions(cauldrons, screen, seals, min_fame))
    if min_fame:
        return invented
    return invented + copies(cauldrons, screen, seat) + passes(supply, bag_size)
