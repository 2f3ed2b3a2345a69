"""The hex board: seven tiles laid as a flower, 49 fields in pointy-top axial coordinates.

A layout is (tile number, rotation) per slot (slot 0 the centre, 1..6 clockwise from the top);
rotation turns a tile by 60° steps clockwise. Fields are numbered 0..48 by row, then column, and
written "q,r" in the notation. A Board is built once per layout and shared (`board_for`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Final, Iterable, Sequence

from games.kernel.errors import RulesError
from games.materia_prima.components import (
    DEFAULT_LAYOUT, DIRECTION_ORDER, DIRECTIONS, SLOT_CENTRES, TILES,
)

Hex = tuple[int, int]
UNREACHABLE: Final[int] = 10**6
RING: Final[tuple[Hex, ...]] = ((0, 0),) + tuple(DIRECTIONS[d] for d in DIRECTION_ORDER)


def rotate(offset: Hex, steps: int) -> Hex:
    """`offset` turned by `steps` × 60° clockwise (E becomes SE)."""
    q, r = offset
    for _ in range(steps % 6):
        q, r = -r, q + r
    return q, r


def hex_distance(a: Hex, b: Hex) -> int:
    """The number of steps between two hexes on an open board."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_text(h: Hex) -> str:
    """A hex in the notation: "q,r"."""
    return f"{h[0]},{h[1]}"


@dataclass(frozen=True)
class Field:
    """One field: where it is, which tile it belongs to, and what it is."""

    index: int
    hex: Hex
    tile: int
    local: int  # 0 the tile's centre, 1..6 its ring E, NE, NW, W, SW, SE (before rotation)
    kind: str  # "plain", "mine", "city", "temple", "tower-site"
    element: str = ""  # mines: the stage-1 element
    city: str = ""  # cities: T, R or G
    site: int = 0  # tower sites: 1..4


def _field(index: int, h: Hex, tile: int, local: int, code: str) -> Field:
    if code == ".":
        return Field(index, h, tile, local, "plain")
    if code == "temple":
        return Field(index, h, tile, local, "temple")
    kind, _, value = code.partition(":")
    if kind == "mine":
        return Field(index, h, tile, local, "mine", element=value)
    if kind == "city":
        return Field(index, h, tile, local, "city", city=value)
    return Field(index, h, tile, local, "tower-site", site=int(value))


@dataclass(frozen=True)
class Board:
    """The fields of one layout with their neighbours (by index, in direction order)."""

    layout: tuple[tuple[int, int], ...]
    fields: tuple[Field, ...]
    neighbours: tuple[tuple[int, ...], ...] = field(compare=False)
    _index: dict[Hex, int] = field(compare=False, repr=False)

    def index_of(self, h: Hex) -> int:
        """The field at hex `h` (KeyError when it is off the board)."""
        return self._index[h]

    def at(self, h: Hex) -> int | None:
        """The field at hex `h`, or None off the board."""
        return self._index.get(h)

    def step(self, index: int, direction: str) -> int | None:
        """The field one step in `direction` from `index`, or None off the board."""
        q, r = self.fields[index].hex
        dq, dr = DIRECTIONS[direction]
        return self._index.get((q + dq, r + dr))

    def text(self, index: int) -> str:
        """The field in the notation ("q,r")."""
        return hex_text(self.fields[index].hex)

    def city(self, letter: str) -> int:
        """The field of city T, R or G."""
        return next(f.index for f in self.fields if f.city == letter)

    def site(self, number: int) -> int:
        """The field of tower site 1..4."""
        return next(f.index for f in self.fields if f.site == number)

    def mines(self) -> tuple[int, ...]:
        """Every mine field."""
        return tuple(f.index for f in self.fields if f.kind == "mine")

    def tile_field(self, tile: int, local: int) -> int:
        """The field of `tile` that was at `local` (0 centre, 1..6 ring) before rotation."""
        return next(f.index for f in self.fields if f.tile == tile and f.local == local)

    def adjacent(self, a: int, b: int) -> bool:
        """True when fields a and b touch."""
        return b in self.neighbours[a]


def check_layout(layout: Sequence[Sequence[int]]) -> tuple[tuple[int, int], ...]:
    """The layout as tuples (RulesError unless it places each of the seven tiles once)."""
    try:
        pairs = tuple((int(tile), int(rotation) % 6) for tile, rotation in layout)
    except (TypeError, ValueError):
        raise RulesError(f"board layout {list(layout)!r}: expected 7 pairs [tile, rotation]") from None
    if len(pairs) != len(SLOT_CENTRES) or sorted(t for t, _ in pairs) != sorted(TILES):
        raise RulesError(f"board layout {list(layout)!r}: each tile 1..7 must be placed exactly once")
    return pairs


@lru_cache(maxsize=64)
def board_for(layout: tuple[tuple[int, int], ...] = DEFAULT_LAYOUT) -> Board:
    """The board of a layout (built once, then shared)."""
    placed: list[tuple[Hex, int, int, str]] = []
    for (tile_number, rotation), (cq, cr) in zip(layout, SLOT_CENTRES):
        tile = TILES[tile_number]
        for local, (offset, code) in enumerate(zip(RING, tile.fields)):
            dq, dr = rotate(offset, rotation)
            placed.append(((cq + dq, cr + dr), tile_number, local, code))
    placed.sort(key=lambda item: (item[0][1], item[0][0]))
    fields = tuple(_field(i, h, tile, local, code) for i, (h, tile, local, code) in enumerate(placed))
    index = {f.hex: f.index for f in fields}
    neighbours = tuple(
        tuple(index[(f.hex[0] + dq, f.hex[1] + dr)] for dq, dr in (DIRECTIONS[d] for d in DIRECTION_ORDER)
              if (f.hex[0] + dq, f.hex[1] + dr) in index)
        for f in fields
    )
    return Board(layout, fields, neighbours, index)


def distances_from(board: Board, starts: Iterable[int], passable: Callable[[int], bool]) -> list[int]:
    """Steps from the nearest of `starts` to every field, walking only onto passable fields
    (the starts themselves need not be passable); UNREACHABLE elsewhere."""
    dist = [UNREACHABLE] * len(board.fields)
    frontier = []
    for start in starts:
        if dist[start] != 0:
            dist[start] = 0
            frontier.append(start)
    steps = 0
    while frontier:
        steps += 1
        nxt = []
        for here in frontier:
            for there in board.neighbours[here]:
                if dist[there] == UNREACHABLE and passable(there):
                    dist[there] = steps
                    nxt.append(there)
        frontier = nxt
    return dist
