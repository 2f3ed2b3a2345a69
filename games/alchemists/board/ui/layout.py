"""Where the board's parts sit: regions for any window, from 1920 x 1080 down to 1280 x 720.

Everything is designed on the 1920 x 1080 canvas and scaled uniformly (centred, letterboxed) to the
size asked for, so a resized window keeps the same picture; `px(n)` turns a design length into
pixels of that size (text of 24 design px is 16 px at 1280 x 720, a 72 px target is 48 px).

    rep | order track   | action spaces (5 x 2)           | theory board (2 x 4) | status
        |               |                                 |  grants              | seats (4)
        |               | adventurer | artifact display   |                      |
        | row + deck    | private area (hand, favors, seals | results | notebook)| log
    command strip (the scenes' prompt and choices)           | buttons (menu ...) / undo

The board drawing keeps out of `command`, `log`, `buttons` and `undo`: the scenes draw there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

DESIGN_W, DESIGN_H = 1920, 1080
ORDER_TITLE_H = 32
ORDER_ROW_H = 76
PARALYSED_ROW_H = 40
SEAT_CARD_H = 136  # a seat's mat: name and reputation, two labelled rows of holdings, cubes and artifacts
SEAT_CARD_TALL_H = 168  # the same with up to three seats, the artifacts on a line of their own
THEORY_TITLE_H = 68  # the title and, under it, the next conference
GRANT_H = 84
GAP = 8

# the regions on the design canvas (x, y, w, h)
DESIGN: dict[str, tuple[int, int, int, int]] = {
    "reputation": (8, 8, 72, 874),
    "order": (88, 8, 270, 682),
    "row": (88, 698, 270, 184),
    "actions": (366, 8, 800, 430),
    "adventurer": (366, 446, 290, 188),
    "artifacts": (664, 446, 502, 188),
    "theory": (1174, 8, 380, 626),
    "private": (366, 642, 1188, 240),
    "status": (1562, 8, 350, 56),
    "seats": (1562, 72, 350, 4 * SEAT_CARD_H + 3 * GAP),
    "log": (1562, 648, 350, 234),
    "command": (8, 890, 1272, 182),
    "buttons": (1288, 890, 624, 80),
    "undo": (1288, 982, 200, 90),
}
BOARD_REGIONS = ("reputation", "order", "row", "actions", "adventurer", "artifacts", "theory", "private",
                 "status", "seats")


@dataclass(frozen=True)
class TableLayout:
    """The regions of the table for one window size (see the module docstring)."""

    size: tuple[int, int]
    scale: float
    origin: tuple[int, int]
    regions: dict[str, pygame.Rect] = field(hash=False, compare=False)

    def px(self, length: float) -> int:
        """A design length (1920 x 1080 canvas) in pixels of this size, at least 1."""
        return max(1, round(length * self.scale))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A design rectangle in pixels of this size."""
        ox, oy = self.origin
        left, top = ox + round(x * self.scale), oy + round(y * self.scale)
        right, bottom = ox + round((x + w) * self.scale), oy + round((y + h) * self.scale)
        return pygame.Rect(left, top, right - left, bottom - top)

    def __getattr__(self, name: str) -> pygame.Rect:
        regions = self.__dict__.get("regions", {})
        if name in regions:
            return regions[name]
        raise AttributeError(name)

    # ---- parts of the regions ------------------------------------------------------------------
    def order_rows(self, count: int) -> list[pygame.Rect]:
        """The choosable order-track spaces (top = earliest), then the paralysed space."""
        x, y, w, _ = DESIGN["order"]
        rows = [self.rect(x + 6, y + ORDER_TITLE_H + i * ORDER_ROW_H, w - 12, ORDER_ROW_H - 4) for i in range(count)]
        top = y + ORDER_TITLE_H + count * ORDER_ROW_H
        return rows + [self.rect(x + 6, top, w - 12, PARALYSED_ROW_H)]

    def action_tiles(self, count: int = 10) -> list[pygame.Rect]:
        """The action spaces in board order, five to a row."""
        x, y, w, h = DESIGN["actions"]
        cols, rows = 5, (count + 4) // 5
        tw, th = (w - (cols - 1) * GAP) / cols, (h - (rows - 1) * GAP) / rows
        return [self.rect(x + (i % cols) * (tw + GAP), y + (i // cols) * (th + GAP), tw, th) for i in range(count)]

    def theory_cells(self) -> list[pygame.Rect]:
        """The eight ingredients' places on the theory board, two to a row."""
        x, y, w, _ = DESIGN["theory"]
        top = y + THEORY_TITLE_H
        cell_w = (w - 12 - GAP) / 2
        cell_h = (DESIGN["theory"][3] - THEORY_TITLE_H - GRANT_H - 4 * GAP) / 4
        return [self.rect(x + 6 + (i % 2) * (cell_w + GAP), top + (i // 2) * (cell_h + GAP), cell_w, cell_h)
                for i in range(8)]

    def grant_tiles(self, count: int = 5) -> list[pygame.Rect]:
        """The grant tiles under the theory board."""
        x, y, w, h = DESIGN["theory"]
        tile_w = (w - 8 - (count - 1) * 2) / count
        return [self.rect(x + 4 + i * (tile_w + 2), y + h - GRANT_H - 4, tile_w, GRANT_H) for i in range(count)]

    def seat_cards(self, count: int) -> list[pygame.Rect]:
        """The seats' strips, top to bottom (taller with fewer than four seats: the artifacts get a line)."""
        x, y, w, _ = DESIGN["seats"]
        height = SEAT_CARD_H if count >= 4 else SEAT_CARD_TALL_H
        return [self.rect(x, y + i * (height + GAP), w, height) for i in range(count)]

    def row_cards(self, count: int) -> list[pygame.Rect]:
        """The face-up row's places (three to a line), the deck last."""
        x, y, _, _ = DESIGN["row"]
        side = 72
        return [self.rect(x + 12 + (i % 3) * (side + 12), y + 34 + (i // 3) * (side + 4), side, side)
                for i in range(count + 1)]

    def wish_rects(self) -> list[pygame.Rect]:
        """The adventurer's three wishes."""
        x, y, _, _ = DESIGN["adventurer"]
        return [self.rect(x + 10 + i * 92, y + 42, 84, 96) for i in range(3)]

    def next_adventurer_rect(self) -> pygame.Rect:
        """The strip showing the next adventurer's wishes."""
        x, y, w, h = DESIGN["adventurer"]
        return self.rect(x + 10, y + h - 48, w - 20, 42)

    def artifact_cards(self, count: int = 3) -> list[pygame.Rect]:
        """The artifacts on display."""
        x, y, w, h = DESIGN["artifacts"]
        card_w = (w - 16 - (count - 1) * GAP) / count
        return [self.rect(x + 8 + i * (card_w + GAP), y + 40, card_w, h - 48) for i in range(count)]

    def private_parts(self) -> dict[str, pygame.Rect]:
        """The private area's parts: hand, favors, seals (rows at the left), results, notebook."""
        x, y, w, h = DESIGN["private"]
        row_h = (h - 8) / 3
        left_w = 790
        parts = {name: self.rect(x + 8, y + 4 + i * row_h, left_w - 8, row_h - 4)
                 for i, name in enumerate(("hand", "favors", "seals"))}
        side = (w - left_w - 16 - GAP) / 2
        parts["cards"] = parts["hand"].unionall([parts["favors"], parts["seals"]])
        parts["results"] = self.rect(x + left_w + 8, y + 6, side - 8, h - 12)
        parts["notebook"] = self.rect(x + left_w + side + GAP, y + 6, side - 4, h - 12)
        return parts


def table_layout(size: tuple[int, int]) -> TableLayout:
    """The layout for a window (or canvas) of `size` pixels."""
    width, height = size
    scale = min(width / DESIGN_W, height / DESIGN_H)
    origin = (round((width - DESIGN_W * scale) / 2), round((height - DESIGN_H * scale) / 2))
    layout = TableLayout((width, height), scale, origin, {})
    layout.regions.update({name: layout.rect(*box) for name, box in DESIGN.items()})
    return layout
