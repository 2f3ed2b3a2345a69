"""A new campaign, page 2: the seven board tiles and the towers (the rulebook: "the seven tiles may
be arranged freely"; towers are chosen once for the whole campaign).

A tile moves by drag (press on it, let go on another slot: the two swap) or by taps (tap one, then
the other). The selected tile turns by 60° with Turn (or R); Random lays every tile at random;
each alchemist's tower goes on one of the four tower sites. With the keyboard, Tab reaches every
slot and button and Enter taps the focused one.
"""

from __future__ import annotations

import random

import pygame

from games.app.kit import theme
from games.app.scene import Context, Intent
from games.app.kit.widgets import Button, ButtonGroup, draw_panel, draw_text, draw_text_box, fit_font
from games.materia_prima.ui.buttons import draw_readable_button
from games.materia_prima.board import board_for
from games.materia_prima.components import CHARACTERS, DEFAULT_LAYOUT, TILES, TOWER_SITES
from games.materia_prima.ui import art
from games.materia_prima.ui import words as W
from games.materia_prima.ui.board_draw import draw_field_labels, field_layer
from games.materia_prima.ui.hexgeo import grid_in
from games.materia_prima.ui.labels import label

BOARD_BOX = pygame.Rect(40, 150, 960, 920)
SIDE = pygame.Rect(1036, 160, 828, 770)
DRAG_START = 14  # px the pointer must travel before a press becomes a drag

Layout = tuple[tuple[int, int], ...]


def random_layout(rng: random.Random) -> Layout:
    """Every tile on a random slot, each turned at random."""
    tiles = list(TILES)
    rng.shuffle(tiles)
    return tuple((tile, int(rng.random() * 6)) for tile in tiles)


class BoardPlanner:
    """The board tiles and tower sites of a new campaign: buttons, input and drawing."""

    def __init__(self, alchemists: int, characters: tuple[str, ...]) -> None:
        self.layout: Layout = DEFAULT_LAYOUT
        self.towers: list[int] = list(TOWER_SITES[:alchemists])
        self.characters = characters
        self.selected: int | None = None
        self.pressed: tuple[int, tuple[int, int]] | None = None  # slot and where the press began
        self.pointer: tuple[int, int] | None = None
        self.dragging = False
        self.grid = grid_in(BOARD_BOX)

    # -- the tiles ------------------------------------------------------------------------------

    def slot_at(self, pos: tuple[int, int] | None) -> int | None:
        """The slot whose tile lies under `pos`."""
        board = board_for(self.layout)
        spot = self.grid.field_at(board, pos)
        if spot is None:
            return None
        tile = board.fields[spot].tile
        return next(i for i, (number, _) in enumerate(self.layout) if number == tile)

    def swap(self, a: int, b: int) -> None:
        """The tiles of slots a and b change places (each keeps its turn)."""
        layout = list(self.layout)
        layout[a], layout[b] = layout[b], layout[a]
        self.layout = tuple(layout)

    def turn(self, slot: int) -> None:
        """The tile in `slot` turns 60° clockwise."""
        layout = list(self.layout)
        tile, rotation = layout[slot]
        layout[slot] = (tile, (rotation + 1) % 6)
        self.layout = tuple(layout)

    def tap(self, slot: int) -> None:
        """Select a tile; a second tile swaps with the selected one; the selected one again deselects."""
        if self.selected is None:
            self.selected = slot
        elif self.selected == slot:
            self.selected = None
        else:
            self.swap(self.selected, slot)
            self.selected = None

    def handle_pointer(self, intent: Intent) -> bool:
        """Press, move and release on the board (drag or tap); True when the intent was the board's."""
        if intent.kind == "press":
            slot = self.slot_at(intent.pos)
            self.pressed = (slot, intent.pos) if slot is not None and intent.pos else None
            self.dragging = False
            return slot is not None
        if intent.kind == "move":
            self.pointer = intent.pos
            if self.pressed is not None and intent.pos is not None:
                start = self.pressed[1]
                if abs(intent.pos[0] - start[0]) + abs(intent.pos[1] - start[1]) > DRAG_START:
                    self.dragging = True
            return False
        if intent.kind != "click":
            return False
        pressed, dragging = self.pressed, self.dragging
        self.pressed, self.dragging = None, False
        slot = self.slot_at(intent.pos)
        if dragging and pressed is not None:
            if slot is not None and slot != pressed[0]:
                self.swap(pressed[0], slot)
            self.selected = None
            return True
        if slot is None:
            return False
        self.tap(slot)
        return True

    # -- buttons --------------------------------------------------------------------------------

    def buttons(self, ctx: Context) -> list[Button]:
        """Turn, Random, the tower sites of each alchemist, and an (unseen) button per slot."""
        top = SIDE.y + 250
        buttons = [
            Button(pygame.Rect(SIDE.x + 32, top, 370, 96), W.t(ctx.tr, "setup.turn"), "turn", kind="secondary",
                   enabled=self.selected is not None),
            Button(pygame.Rect(SIDE.x + 426, top, 370, 96), W.t(ctx.tr, "setup.random"), "random", kind="secondary"),
        ]
        for row, site in enumerate(self.towers):
            y = top + 190 + row * 100
            for number in TOWER_SITES:
                taken = number in self.towers and number != site
                buttons.append(Button(pygame.Rect(SIDE.x + 390 + (number - 1) * 104, y, 92, 88), str(number),
                                      ("tower", row, number), kind="selected" if number == site else "quiet",
                                      enabled=not taken))
        board = board_for(self.layout)
        for slot, (tile, _) in enumerate(self.layout):
            centre = board.fields[board.tile_field(tile, 0)].hex
            buttons.append(Button(self.grid.rect(centre, 0.9), "", ("slot", slot), kind="quiet"))
        return buttons

    def press_button(self, action: object, ctx: Context) -> None:
        """A tap on one of this page's buttons."""
        if action == "turn" and self.selected is not None:
            self.turn(self.selected)
        elif action == "random":
            self.layout = random_layout(random.Random(int(ctx.now() * 1000)))
            self.selected = None
        elif isinstance(action, tuple) and action[0] == "tower":
            self.towers[action[1]] = action[2]
        elif isinstance(action, tuple) and action[0] == "slot":
            self.tap(action[1])

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context, group: ButtonGroup) -> None:
        """The board with the towers and the selected tile, the side panel and the buttons."""
        board = board_for(self.layout)
        grid = self.grid
        canvas.blit(field_layer(self.layout, grid.centre, grid.size, tuple(BOARD_BOX)), BOARD_BOX)
        sites = {board.site(n): n for n in self.towers}
        draw_field_labels(canvas, ctx.fonts, board, grid, frozenset(sites))
        for row, site in enumerate(self.towers):
            colour = CHARACTERS[self.characters[row]].colour
            art.blit_centred(canvas, art.tower_figure(colour, round(grid.size * 1.2)), grid.pixel(board.fields[board.site(site)].hex))
        for slot, (tile, _) in enumerate(self.layout):
            centre = grid.pixel(board.fields[board.tile_field(tile, 0)].hex)
            name = label(ctx.fonts, W.t(ctx.tr, f"tile.{TILES[tile].id}"), 24, theme.TEXT_LIGHT, bold=True)
            plate = name.get_rect(center=(centre[0], centre[1] + round(grid.size * 0.78))).inflate(12, 2)
            pygame.draw.rect(canvas, theme.INK, plate, border_radius=8)
            canvas.blit(name, name.get_rect(center=plate.center))
        self._draw_marks(canvas, board)
        draw_panel(canvas, SIDE)
        text = pygame.Rect(SIDE.x + 32, SIDE.y + 24, SIDE.w - 64, 210)
        draw_text_box(canvas, ctx.fonts, W.t(ctx.tr, "setup.hint"), text, theme.INK_TEXT, 32, min_size=24)
        heading = W.t(ctx.tr, "setup.towers")
        draw_text(canvas, heading, fit_font(ctx.fonts, heading, SIDE.w - 64, 36, min_size=26, bold=True),
                  theme.INK_TEXT, (SIDE.x + 32, SIDE.y + 380))
        for row, character in enumerate(self.characters):
            y = SIDE.y + 440 + row * 100
            canvas.blit(art.alchemist_figure(CHARACTERS[character].colour, 72), (SIDE.x + 28, y + 8))
            name = W.character_name(ctx.tr, character)
            draw_text(canvas, name, fit_font(ctx.fonts, name, 270, 32, min_size=24, bold=True), theme.INK_TEXT,
                      (SIDE.x + 108, y + 28))
        for index, button in enumerate(group.buttons):
            if isinstance(button.action, tuple) and button.action[0] == "slot":
                if group.focused(button):
                    pygame.draw.rect(canvas, theme.FOCUS, button.rect.inflate(12, 12), theme.FOCUS_WIDTH, border_radius=20)
                continue
            draw_readable_button(canvas, ctx.fonts, button, hovered=group.hovered(button), focused=group.focused(button),
                                 size=40)

    def _draw_marks(self, canvas: pygame.Surface, board) -> None:  # type: ignore[no-untyped-def]
        marked: dict[int, tuple[int, int, int]] = {}
        if self.selected is not None:
            marked[self.selected] = theme.EMBER_LIGHT
        if self.dragging and self.pressed is not None:
            marked[self.pressed[0]] = theme.EMBER_LIGHT
            target = self.slot_at(self.pointer)
            if target is not None and target != self.pressed[0]:
                marked[target] = theme.FOCUS
        for slot, colour in marked.items():
            tile = self.layout[slot][0]
            for spot in board.fields:
                if spot.tile == tile:
                    pygame.draw.polygon(canvas, colour, self.grid.corners(spot.hex, 4), 6)
