"""The printed material of Alchemist (Amigo 2007, Carlo A. Rossi): cubes, compendium, tiles, tables.

Sources: the full and short German rules (/work/shared/rules/alchemist-amigo-*, they win) and our
reference page (/work/shared/reference/alchemist-amigo.md). Values marked [D] are our decisions
where no source says; each one has an entry in HOUSE_RULES, so the rules help shows it as a house
rule (texts in assets/i18n/alchemist.json under "house.<id>").

Kinds are indices 0..4 in the order grey, blue, green, orange, yellow. A bunch of cubes is a
`Counts` tuple: how many of each kind (a multiset), so recipes, screens, the bag and the supply are
all five integers.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product
from typing import Final

Counts = tuple[int, ...]  # cubes per kind, indexed by kind (always 5 entries)


@dataclass(frozen=True)
class Kind:
    """One of the five ingredients: its id (command lines, JSON), cube colour and the school's id."""

    index: int
    id: str
    colour: str


KINDS: Final[tuple[Kind, ...]] = (
    Kind(0, "bird-legs", "grey"),
    Kind(1, "mushrooms", "blue"),
    Kind(2, "snake-venom", "green"),
    Kind(3, "troll-eyes", "orange"),
    Kind(4, "spiders", "yellow"),
)
KIND_COUNT: Final[int] = len(KINDS)
KIND_IDS: Final[tuple[str, ...]] = tuple(kind.id for kind in KINDS)
KIND_BY_ID: Final[dict[str, int]] = {kind.id: kind.index for kind in KINDS}
NO_CUBES: Final[Counts] = (0,) * KIND_COUNT
CUBES_PER_KIND: Final[int] = 32

# ---- players and set-up ---------------------------------------------------------------------------
COLOURS: Final[tuple[str, ...]] = ("white", "black", "brown", "purple", "red")  # [D] seat order
MIN_PLAYERS: Final[int] = 2
MAX_PLAYERS: Final[int] = 5  # the box; yucata.de allows 4 (option "max_players")
SEALS: Final[int] = 6  # one marks the fame track, five mark recipes
RECIPE_SEALS: Final[int] = SEALS - 1
HAND_SIZE: Final[int] = 12  # cubes each player draws behind the screen at the start


@dataclass(frozen=True)
class Setup:
    """Cubes of each kind in the bag, in the open supply and out of the game at the start."""

    bag: int
    supply: int
    out: int


SETUP: Final[dict[int, Setup]] = {
    2: Setup(bag=6, supply=10, out=16),
    3: Setup(bag=10, supply=12, out=10),
    4: Setup(bag=12, supply=16, out=4),
    5: Setup(bag=14, supply=18, out=0),
}

# ---- the compendium: ten cauldrons, one per unordered pair of kinds --------------------------------
# [D] board positions: two rows of five, pairs in lexicographic order of (grey, blue, green, orange,
# yellow); cauldron numbers 1..10 in that order.
PAIRS: Final[tuple[tuple[int, int], ...]] = tuple(combinations(range(KIND_COUNT), 2))
CAULDRON_COUNT: Final[int] = len(PAIRS)  # 10
ROW_LENGTH: Final[int] = 5
SLOTS: Final[int] = 5  # cubes a recipe holds at most
MAX_OF_A_KIND: Final[int] = 2
FAME_TILES: Final[tuple[int, ...]] = tuple(range(1, 11))  # one tile of each value 1..10


def _allowed_recipes(pair: tuple[int, int]) -> tuple[Counts, ...]:
    """Every recipe a cauldron takes: 1..5 cubes, at most 2 of a kind, none of its pair."""
    others = [k for k in range(KIND_COUNT) if k not in pair]
    recipes = []
    for amounts in product(range(MAX_OF_A_KIND + 1), repeat=len(others)):
        if 1 <= sum(amounts) <= SLOTS:
            counts = [0] * KIND_COUNT
            for kind, amount in zip(others, amounts):
                counts[kind] = amount
            recipes.append(tuple(counts))
    return tuple(sorted(recipes, key=lambda r: (sum(r), tuple(-n for n in r))))


RECIPES: Final[tuple[tuple[Counts, ...], ...]] = tuple(_allowed_recipes(pair) for pair in PAIRS)  # 25 each

# ---- end and scoring -------------------------------------------------------------------------------
KINDS_GONE_TO_END: Final[int] = 3  # the game ends after a round with this many kinds gone from the supply
CUBES_PER_POINT: Final[int] = 2  # 1 point per 2 cubes behind the screen (rounded down)
TWO_PLAYER_FIRST_ROUND_MIN_FAME: Final[int] = 5
SCHOOL_POINTS: Final[dict[int, tuple[int, ...]]] = {  # players -> points for rank I, II, ...
    2: (6, 0),
    3: (10, 5, 0),
    4: (12, 8, 4, 0),
    5: (12, 9, 6, 3, 0),
}


def school_points(players: int, rank: int) -> int:
    """The points of school rank `rank` (1 = I) in a game of `players`; 0 past the table."""
    table = SCHOOL_POINTS[players]
    return table[rank - 1] if 1 <= rank <= len(table) else 0


# ---- helpers on Counts ---------------------------------------------------------------------------
def counts_of(kinds: list[int] | tuple[int, ...]) -> Counts:
    """The Counts of a list of kind indices."""
    counts = [0] * KIND_COUNT
    for kind in kinds:
        counts[kind] += 1
    return tuple(counts)


def kinds_in(counts: Counts) -> list[int]:
    """The kind indices of a bunch of cubes, each repeated as often as it occurs (kind order)."""
    return [kind for kind in range(KIND_COUNT) for _ in range(counts[kind])]


def covers(have: Counts, need: Counts) -> bool:
    """True when `have` holds at least the cubes of `need`."""
    return all(h >= n for h, n in zip(have, need))


def plus(a: Counts, b: Counts) -> Counts:
    """Cube-wise sum."""
    return tuple(x + y for x, y in zip(a, b))


def minus(a: Counts, b: Counts) -> Counts:
    """Cube-wise difference (the caller makes sure `a` covers `b`)."""
    return tuple(x - y for x, y in zip(a, b))


def one(kind: int) -> Counts:
    """A single cube of `kind`."""
    return tuple(1 if k == kind else 0 for k in range(KIND_COUNT))


def counts_json(counts: Counts, keep_zero: bool = True) -> dict[str, int]:
    """Counts as JSON data: kind id -> number (zero entries dropped unless `keep_zero`)."""
    return {KIND_IDS[k]: n for k, n in enumerate(counts) if n or keep_zero}


# ---- house rules ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class HouseRule:
    """A decision of ours where the rules are silent; `text_key` is its translation key."""

    id: str
    text_key: str


_HOUSE_RULE_IDS: Final[tuple[str, ...]] = (
    "seat-colours",            # seats take white, black, brown, purple, red in seat order
    "cauldron-layout",         # two rows of five, pairs in lexicographic order, numbered 1..10
    "school-names",            # "school of the spiders" etc.
    "start-by-lot",            # the starting alchemist is drawn by lot
    "deal-order",              # cubes are drawn seat by seat, then the schools
    "tribute-chosen-by-copier",
    "copies-unlimited",
    "copy-byproducts-while-they-last",
    "school-count-without-bag",
    "screen-sizes-public",
    "tie-shared-win",
    "options-box-default",
)
HOUSE_RULES: Final[tuple[HouseRule, ...]] = tuple(HouseRule(i, f"alchemist.house.{i}") for i in _HOUSE_RULE_IDS)
