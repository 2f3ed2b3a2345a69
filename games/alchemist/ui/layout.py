"""Where everything sits on the 1920 x 1080 canvas.

Left: the compendium board (ten cauldrons in two rows of five, the fame track of 50 spaces around
them) with the free fame tiles beside it; below it the viewer's own screen and the open supply
with the bag; at the bottom the action bar (what the player is doing, its cubes, Confirm/Cancel).
Right: Menu and Rules, Undo, one row per player, and the event log.

Track spaces are numbered clockwise from the top-left corner (0): 0-15 along the top, 16-24 down
the right side, 25-40 back along the bottom, 41-49 up the left side; fame beyond 49 laps round.
"""

from __future__ import annotations

from typing import Final

import pygame

from games.alchemist.components import CAULDRON_COUNT, FAME_TILES, KIND_COUNT, ROW_LENGTH, SLOTS

# ---- the compendium and the fame track --------------------------------------------------------------
BOARD: Final = pygame.Rect(16, 16, 1184, 600)
TRACK_BAND: Final[int] = 52
TRACK_SPACES: Final[int] = 50
TOP_SPACES: Final[int] = 16  # along the top and the bottom edge (corners included)
SIDE_SPACES: Final[int] = (TRACK_SPACES - 2 * TOP_SPACES) // 2  # 9 down each side
INNER: Final = BOARD.inflate(-2 * TRACK_BAND, -2 * TRACK_BAND)
CAULDRON_GAP: Final[int] = 10
CAULDRON_W: Final[int] = (INNER.w - (ROW_LENGTH + 1) * CAULDRON_GAP) // ROW_LENGTH
CAULDRON_H: Final[int] = (INNER.h - 3 * CAULDRON_GAP) // 2
PAIR_CUBE: Final[int] = 40  # the two kinds printed above a cauldron
SLOT_CUBE: Final[int] = 46  # a cube lying in a cauldron
SEAL_SIZE: Final[int] = 40

# ---- beside the board: the free fame tiles ----------------------------------------------------------
TILES: Final = pygame.Rect(BOARD.right + 14, BOARD.y, 170, BOARD.h)
TILE_SIZE: Final[int] = 76
TILE_GAP: Final[int] = 10
TILES_TOP: Final[int] = TILES.y + 92

# ---- below the board: own screen, open supply and bag, the action bar --------------------------------
SCREEN_PANEL: Final = pygame.Rect(16, BOARD.bottom + 14, 620, 196)
SUPPLY_PANEL: Final = pygame.Rect(SCREEN_PANEL.right + 14, SCREEN_PANEL.y, TILES.right - SCREEN_PANEL.right - 14, 196)
KIND_W, KIND_H, KIND_GAP = 104, 124, 12
ACTION_BAR: Final = pygame.Rect(16, SCREEN_PANEL.bottom + 14, TILES.right - 16, 1064 - SCREEN_PANEL.bottom - 14)
DRAFT_CUBE: Final[int] = 84

# ---- the right column ---------------------------------------------------------------------------------
SIDE: Final = pygame.Rect(TILES.right + 16, 16, 1904 - TILES.right - 16, 1048)
TOP_BUTTON_H: Final[int] = 96
UNDO: Final = pygame.Rect(SIDE.x, SIDE.y + TOP_BUTTON_H + 12, SIDE.w, 112)
PLAYERS_TOP: Final[int] = UNDO.bottom + 14
PLAYER_ROW_H: Final[int] = 96
PLAYER_GAP: Final[int] = 8


def menu_rect() -> pygame.Rect:
    """The Menu button (top right, left half)."""
    return pygame.Rect(SIDE.x, SIDE.y, (SIDE.w - 12) // 2, TOP_BUTTON_H)


def rules_rect() -> pygame.Rect:
    """The Rules button (top right, right half)."""
    left = menu_rect()
    return pygame.Rect(left.right + 12, SIDE.y, SIDE.right - left.right - 12, TOP_BUTTON_H)


def player_rect(seat: int) -> pygame.Rect:
    """The row of `seat` in the players' list."""
    return pygame.Rect(SIDE.x, PLAYERS_TOP + seat * (PLAYER_ROW_H + PLAYER_GAP), SIDE.w, PLAYER_ROW_H)


def log_rect(players: int) -> pygame.Rect:
    """The event log: below the players' rows, down to the bottom."""
    top = player_rect(players - 1).bottom + 14
    return pygame.Rect(SIDE.x, top, SIDE.w, SIDE.bottom - top)


# ---- cauldrons --------------------------------------------------------------------------------------

def cauldron_rect(cauldron: int) -> pygame.Rect:
    """Cauldron `cauldron` (0-based): two rows of five, in the order of components.PAIRS."""
    row, col = divmod(cauldron, ROW_LENGTH)
    return pygame.Rect(INNER.x + CAULDRON_GAP + col * (CAULDRON_W + CAULDRON_GAP),
                       INNER.y + CAULDRON_GAP + row * (CAULDRON_H + CAULDRON_GAP), CAULDRON_W, CAULDRON_H)


def cauldron_at(pos: tuple[int, int] | None) -> int | None:
    """The cauldron under `pos`, or None."""
    if pos is None:
        return None
    return next((c for c in range(CAULDRON_COUNT) if cauldron_rect(c).collidepoint(pos)), None)


def pair_rects(cauldron: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the two printed kinds (forbidden here, by-products) sit, left and right at the top."""
    box = cauldron_rect(cauldron)
    y = box.y + 10
    left = pygame.Rect(box.x + 46, y, PAIR_CUBE, PAIR_CUBE)
    right = pygame.Rect(box.right - 12 - PAIR_CUBE, y, PAIR_CUBE, PAIR_CUBE)
    return left, right


def tile_slot(cauldron: int) -> pygame.Rect:
    """The fame tile's place, between the two printed kinds."""
    left, right = pair_rects(cauldron)
    slot = pygame.Rect(0, 0, 54, 54)
    slot.center = ((left.right + right.x) // 2, left.centery)
    return slot


def number_badge(cauldron: int) -> tuple[int, int]:
    """The centre of the cauldron's number (top-left corner)."""
    box = cauldron_rect(cauldron)
    return box.x + 22, box.y + 30


def pot_rect(cauldron: int) -> pygame.Rect:
    """The iron pot below the printed kinds."""
    box = cauldron_rect(cauldron)
    return pygame.Rect(box.x + 8, box.y + 66, box.w - 16, box.h - 112)


def slot_rects(cauldron: int) -> list[pygame.Rect]:
    """The five cube places in the pot's mouth: three above, two below."""
    pot = pot_rect(cauldron)
    rects = []
    for index in range(SLOTS):
        row, col = (0, index) if index < 3 else (1, index - 3)
        count = 3 if row == 0 else 2
        width = count * SLOT_CUBE + (count - 1) * 6
        x = pot.centerx - width // 2 + col * (SLOT_CUBE + 6)
        rects.append(pygame.Rect(x, pot.y + 10 + row * (SLOT_CUBE + 4), SLOT_CUBE, SLOT_CUBE))
    return rects


def seal_spot(cauldron: int) -> pygame.Rect:
    """The inventor's seal: bottom left of the cauldron."""
    box = cauldron_rect(cauldron)
    return pygame.Rect(box.x + 10, box.bottom - SEAL_SIZE - 6, SEAL_SIZE, SEAL_SIZE)


def copier_spots(cauldron: int, count: int) -> list[pygame.Rect]:
    """Small seals of the copies, in a row right of the inventor's seal."""
    start = seal_spot(cauldron)
    size = 28
    step = min(size + 4, (cauldron_rect(cauldron).right - start.right - 16) // max(1, count))
    return [pygame.Rect(start.right + 10 + i * step, start.centery - size // 2, size, size) for i in range(count)]


# ---- the fame track ---------------------------------------------------------------------------------

def space_rect(space: int) -> pygame.Rect:
    """Track space `space` (0-49, clockwise from the top-left corner)."""
    space %= TRACK_SPACES
    step_x = BOARD.w / TOP_SPACES
    step_y = (BOARD.h - 2 * TRACK_BAND) / SIDE_SPACES
    if space < TOP_SPACES:
        return pygame.Rect(round(BOARD.x + space * step_x), BOARD.y, round(step_x), TRACK_BAND)
    if space < TOP_SPACES + SIDE_SPACES:
        i = space - TOP_SPACES
        return pygame.Rect(BOARD.right - TRACK_BAND, round(BOARD.y + TRACK_BAND + i * step_y), TRACK_BAND, round(step_y))
    if space < 2 * TOP_SPACES + SIDE_SPACES:
        i = space - TOP_SPACES - SIDE_SPACES
        return pygame.Rect(round(BOARD.right - (i + 1) * step_x), BOARD.bottom - TRACK_BAND, round(step_x), TRACK_BAND)
    i = space - 2 * TOP_SPACES - SIDE_SPACES
    return pygame.Rect(BOARD.x, round(BOARD.bottom - TRACK_BAND - (i + 1) * step_y), TRACK_BAND, round(step_y))


def fame_point(fame: float, index: int = 0, count: int = 1) -> tuple[int, int]:
    """Where a seal with `fame` points sits on the track (between spaces while it moves); the
    `index`-th of `count` seals sharing a space is spread along the track."""
    low = int(fame)
    a, b = space_rect(low).center, space_rect(low + 1).center
    t = fame - low
    spread = (index - (count - 1) / 2) * 22
    along_top = low % TRACK_SPACES < TOP_SPACES or TOP_SPACES + SIDE_SPACES <= low % TRACK_SPACES < 2 * TOP_SPACES + SIDE_SPACES
    dx, dy = (spread, (index % 2) * 8 - 4) if along_top else ((index % 2) * 8 - 4, spread)
    return int(a[0] + (b[0] - a[0]) * t + dx), int(a[1] + (b[1] - a[1]) * t + dy)


# ---- tiles, screen, supply ------------------------------------------------------------------------------

def tile_rect(tile: int) -> pygame.Rect:
    """Fame tile `tile` (1..10) beside the board: two columns, the highest at the top."""
    index = len(FAME_TILES) - tile
    row, col = divmod(index, 2)
    x = TILES.centerx - TILE_SIZE - TILE_GAP // 2 + col * (TILE_SIZE + TILE_GAP)
    return pygame.Rect(x, TILES_TOP + row * (TILE_SIZE + TILE_GAP), TILE_SIZE, TILE_SIZE)


def screen_kind_rect(kind: int) -> pygame.Rect:
    """The own screen's button for `kind`."""
    return pygame.Rect(SCREEN_PANEL.x + 16 + kind * (KIND_W + KIND_GAP), SCREEN_PANEL.bottom - KIND_H - 12, KIND_W,
                       KIND_H)


def supply_kind_rect(kind: int) -> pygame.Rect:
    """The open supply's pile of `kind`."""
    return pygame.Rect(SUPPLY_PANEL.x + 16 + kind * (KIND_W + KIND_GAP), SUPPLY_PANEL.bottom - KIND_H - 12, KIND_W,
                       KIND_H)


def bag_rect() -> pygame.Rect:
    """The oracle bag, right of the supply."""
    left = supply_kind_rect(KIND_COUNT - 1).right + 16
    return pygame.Rect(left, SUPPLY_PANEL.bottom - KIND_H - 12, SUPPLY_PANEL.right - 16 - left, KIND_H)


# ---- the action bar ---------------------------------------------------------------------------------------

CONFIRM_W: Final[int] = 400
CANCEL_W: Final[int] = 132


def confirm_rect() -> pygame.Rect:
    """Confirm (or the plate that says why not) at the right of the action bar."""
    return pygame.Rect(ACTION_BAR.right - 16 - CONFIRM_W, ACTION_BAR.y + 16, CONFIRM_W, ACTION_BAR.h - 32)


def cancel_rect() -> pygame.Rect:
    """Cancel, left of Confirm."""
    confirm = confirm_rect()
    return pygame.Rect(confirm.x - 12 - CANCEL_W, confirm.y, CANCEL_W, confirm.h)


def pass_nothing_rect() -> pygame.Rect:
    """"Pass, take nothing": the lower part of where Confirm will be (before anything is chosen)."""
    confirm = confirm_rect()
    return pygame.Rect(confirm.x, confirm.bottom - 96, confirm.w, 96)


def headline_rect() -> pygame.Rect:
    """The action bar's words: what is going on and what to do next."""
    return pygame.Rect(ACTION_BAR.x + 20, ACTION_BAR.y + 12, cancel_rect().x - ACTION_BAR.x - 40, 92)


def draft_rects(count: int = SLOTS) -> list[pygame.Rect]:
    """The big cube places of the recipe being written (or the tribute choices), below the words."""
    top = headline_rect().bottom + 6
    return [pygame.Rect(ACTION_BAR.x + 20 + i * (DRAFT_CUBE + 10), top, DRAFT_CUBE, DRAFT_CUBE) for i in range(count)]


def draft_tile_rect() -> pygame.Rect:
    """The chosen fame tile, right of the recipe's places."""
    last = draft_rects()[-1]
    return pygame.Rect(last.right + 28, last.y, DRAFT_CUBE, DRAFT_CUBE)


def draft_note_rect() -> pygame.Rect:
    """Room right of the tile for the by-products the player would get."""
    tile = draft_tile_rect()
    return pygame.Rect(tile.right + 20, tile.y, cancel_rect().x - tile.right - 40, DRAFT_CUBE)
