"""The printed material of Kupferkessel Co. (Goldsieber 2001): cards, layout, track, scoring table.

Sources: the short rules (/work/shared/rules/kupferkessel-short-rules-de.md, they win) and our
reference page. Values marked [D] are our decisions where no source says; each one has an entry
in HOUSE_RULES so that the rules help can show it as a house rule.

Cards are small integers: card id = kind * 4 + (value - 1), so ids 0..55 and
`kind_of(card) = card // 4`, `value_of(card) = card % 4 + 1`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

COLOURS: Final[tuple[str, ...]] = ("white", "black", "purple", "brown", "green", "grey", "blue")
SEAT_COLOURS: Final[tuple[str, str]] = ("white", "black")  # seat 0 = white figure, seat 1 = black
EXPLOSION: Final[str] = "explosion"
HAT: Final[str] = "hat"
SYMBOL_VALUE: Final[int] = 2  # symbols sit on value-2 cards


@dataclass(frozen=True)
class Kind:
    """One of the 14 ingredients: its id (translation key suffix), colour and the symbol on its 2."""

    index: int
    id: str
    colour: str
    symbol: str  # EXPLOSION or HAT, printed on this kind's value-2 card [D]


# [D] names and ids are ours (the cards carry no names); in each colour the first kind's 2 carries
# the exploding cauldron, the second kind's 2 the hat with wand.
_KIND_TABLE: Final[tuple[tuple[str, str], ...]] = (
    ("moonflower", "white"), ("troll-bone", "white"),
    ("bat-wing", "black"), ("raven-feather", "black"),
    ("witch-eye", "purple"), ("toadstool", "purple"),
    ("mandrake-root", "brown"), ("toad-wart", "brown"),
    ("swamp-slime", "green"), ("snake-skin", "green"),
    ("cobweb", "grey"), ("wolf-claw", "grey"),
    ("frost-crystal", "blue"), ("moon-moth", "blue"),
)
KINDS: Final[tuple[Kind, ...]] = tuple(
    Kind(index, kind_id, colour, EXPLOSION if index % 2 == 0 else HAT)
    for index, (kind_id, colour) in enumerate(_KIND_TABLE)
)
KIND_BY_ID: Final[dict[str, Kind]] = {kind.id: kind for kind in KINDS}
VALUES: Final[tuple[int, ...]] = (1, 2, 3, 4)
CARD_COUNT: Final[int] = len(KINDS) * len(VALUES)  # 56
ALL_CARDS: Final[tuple[int, ...]] = tuple(range(CARD_COUNT))


def card_id(kind: int, value: int) -> int:
    """The card of `kind` (index) and `value`."""
    return kind * 4 + value - 1


def kind_of(card: int) -> int:
    """The kind index of a card."""
    return card // 4


def value_of(card: int) -> int:
    """The printed value (score and step count) of a card."""
    return card % 4 + 1


def colour_of(card: int) -> str:
    """The colour of a card."""
    return KINDS[card // 4].colour


def symbol_of(card: int) -> str | None:
    """EXPLOSION, HAT or None for a card."""
    return KINDS[card // 4].symbol if card % 4 + 1 == SYMBOL_VALUE else None


def card_name(card: int) -> str:
    """The notation of a card: "<kind id>-<value>", e.g. "bat-wing-2"."""
    return f"{KINDS[card // 4].id}-{card % 4 + 1}"


def card_json(card: int) -> dict[str, object]:
    """A card as JSON data: {"kind", "colour", "value"} (+ "symbol" when it has one)."""
    data: dict[str, object] = {"kind": KINDS[card // 4].id, "colour": colour_of(card), "value": value_of(card)}
    symbol = symbol_of(card)
    if symbol:
        data["symbol"] = symbol
    return data


# ---- layout: a 6 x 6 square, corner cards on the four corners ----------------------------------
SIZE: Final[int] = 6
CELLS: Final[int] = SIZE * SIZE
CORNER_CELLS: Final[frozenset[int]] = frozenset({0, SIZE - 1, CELLS - SIZE, CELLS - 1})
INGREDIENT_CELLS: Final[tuple[int, ...]] = tuple(c for c in range(CELLS) if c not in CORNER_CELLS)  # 32, deal order
START_PILE: Final[int] = CARD_COUNT - len(INGREDIENT_CELLS) - 2  # 22


def cell(row: int, col: int) -> int:
    """The cell index (row-major, 0-based) of a grid position."""
    return row * SIZE + col


def row_col(index: int) -> tuple[int, int]:
    """The 0-based (row, column) of a cell index."""
    return divmod(index, SIZE)


@dataclass(frozen=True)
class Line:
    """A middle row or column (6 ingredient cards) that a track space stands beside."""

    axis: str  # "row" or "col"
    number: int  # 0-based row/column index, 1..4
    cells: tuple[int, ...]

    def __str__(self) -> str:
        return f"{'r' if self.axis == 'row' else 'c'}{self.number + 1}"


def _line(axis: str, number: int) -> Line:
    if axis == "row":
        return Line(axis, number, tuple(cell(number, c) for c in range(SIZE)))
    return Line(axis, number, tuple(cell(r, number) for r in range(SIZE)))


LINES: Final[tuple[Line, ...]] = tuple(_line("row", n) for n in range(1, 5)) + tuple(
    _line("col", n) for n in range(1, 5)
)

# ---- the track: 20 spaces clockwise from the top-left corner; None = a corner space ------------
TRACK_LENGTH: Final[int] = 20
TRACK: Final[tuple[Line | None, ...]] = (
    (None,)
    + tuple(_line("col", n) for n in (1, 2, 3, 4))  # above the top side, left to right
    + (None,)
    + tuple(_line("row", n) for n in (1, 2, 3, 4))  # right of the right side, top to bottom
    + (None,)
    + tuple(_line("col", n) for n in (4, 3, 2, 1))  # below the bottom side, right to left
    + (None,)
    + tuple(_line("row", n) for n in (4, 3, 2, 1))  # left of the left side, bottom to top
)
START_SPACES: Final[tuple[int, int]] = (0, 10)  # [D] white top-left corner, black bottom-right


def lines_through(index: int) -> tuple[Line, ...]:
    """The lines (middle rows/columns) that contain cell `index`."""
    row, col = row_col(index)
    return tuple(line for line in LINES if (line.axis == "row" and line.number == row)
                 or (line.axis == "col" and line.number == col))


# ---- scoring table ------------------------------------------------------------------------------
FULL_SET_BONUS: Final[int] = 5  # all 4 cards of a kind: their values plus 5 (never doubled)
VALUE_ONE_BONUS: Final[int] = 5  # most cards of value 1; nobody on a tie
OWN_COLOUR_FACTOR: Final[int] = 2


@dataclass(frozen=True)
class HouseRule:
    """A decision of ours where the rules are silent; `text_key` is its translation key."""

    id: str
    text_key: str


HOUSE_RULES: Final[tuple[HouseRule, ...]] = (
    HouseRule("seventh-colour-blue", "kupferkessel.house.seventh_colour_blue"),
    HouseRule("symbols-one-per-colour", "kupferkessel.house.symbols_one_per_colour"),
    HouseRule("start-corners", "kupferkessel.house.start_corners"),
    HouseRule("kind-names", "kupferkessel.house.kind_names"),
    HouseRule("start-card-other-colour", "kupferkessel.house.start_card_other_colour"),
    HouseRule("symbols-applied-automatically", "kupferkessel.house.symbols_applied_automatically"),
    HouseRule("crossing-line-ends-game", "kupferkessel.house.crossing_line_ends_game"),
    HouseRule("declined-card-leaves-game", "kupferkessel.house.declined_card_leaves_game"),
    HouseRule("points-tie-is-a-draw", "kupferkessel.house.points_tie_is_a_draw"),
)
