"""Everything on the board a finger, the mouse or the keyboard can use: one ButtonGroup (so Tab
and the arrows reach every target and Enter uses it) holding the drawn pieces (cauldrons, the
screen's and the supply's piles, the bag, fame tiles, the recipe's cubes, tribute choices) and the
ordinary buttons (Confirm, Cancel, Menu, Rules, the pace, the scores); and a cube being dragged.

Pieces have tuple actions — ("cauldron", 3), ("screen", kind), ("supply", kind), ("bag",),
("tile", 9), ("draft", kind), ("tribute", kind) — and are drawn by the board; only their hover
and focus rings are drawn here. Ordinary buttons have string actions and are drawn here.
"""

from __future__ import annotations

import pygame

from games.alchemist.components import CAULDRON_COUNT, FAME_TILES, KIND_COUNT, kinds_in
from games.alchemist.ui import art
from games.alchemist.ui import layout as L
from games.alchemist.ui.action_bar import tribute_kinds
from games.alchemist.ui.board_draw import Scenery
from games.alchemist.ui.plan import COPY, INVENT, NOTHING, Plan, Status
from games.app.kit import theme
from games.app.table.bot_pacing import pace_label, pace_of
from games.app.scene import Context
from games.app.kit.widgets import Button, ButtonGroup

DRAG_START = 14  # canvas px the pointer must move before a press becomes a drag
Drag = tuple[str, int]  # ("screen" | "draft", kind)


class Targets:
    """The board's touch targets, their focus, and a cube being dragged."""

    def __init__(self) -> None:
        self.buttons = ButtonGroup()
        self._pressed: tuple[Drag, tuple[int, int]] | None = None
        self.pointer: tuple[int, int] | None = None
        self.dragging = False

    def build(self, ctx: Context, scenery: Scenery, status: Status | None, *, deciding: bool, watching: bool,
              over: bool, confirm: str | None) -> None:
        """The targets for this moment (the focus stays on the same index where it can)."""
        plan, view = scenery.plan, scenery.view
        pieces: list[Button] = []
        if deciding:
            pieces += [Button(L.cauldron_rect(c), "", ("cauldron", c)) for c in range(CAULDRON_COUNT)]
            pieces += [Button(L.screen_kind_rect(k), "", ("screen", k)) for k in range(KIND_COUNT)]
            if plan.mode == INVENT:
                pieces += [Button(L.tile_rect(t), "", ("tile", t)) for t in reversed(FAME_TILES)]
                pieces += [Button(rect, "", ("draft", kind)) for rect, kind in zip(L.draft_rects(), kinds_in(plan.recipe))]
            if plan.mode == COPY:
                pieces += [Button(rect, "", ("tribute", kind)) for rect, kind in zip(L.draft_rects(), tribute_kinds(scenery))]
            pieces += [Button(L.supply_kind_rect(k), "", ("supply", k)) for k in range(KIND_COUNT)]
            pieces.append(Button(L.bag_rect(), "", ("bag",)))
        buttons: list[Button] = []
        if deciding and status is not None and status.action is not None and confirm:
            buttons.append(Button(L.confirm_rect(), confirm, "confirm", kind="primary", icon="check"))
        if deciding and plan != NOTHING:
            buttons.append(Button(L.cancel_rect(), "", "cancel", kind="quiet", icon="cross"))
        if over:
            buttons.append(Button(L.confirm_rect(), ctx.tr("alchemist.board.scores"), "scores", kind="primary"))
        buttons.append(Button(L.menu_rect(), ctx.tr("alchemist.board.menu"), "menu", kind="quiet"))
        buttons.append(Button(L.rules_rect(), ctx.tr("alchemist.board.rules"), "rules", kind="quiet", icon="book"))
        if watching:
            label = ctx.tr("app.pace_button", pace=pace_label(ctx, pace_of(ctx.settings).id))
            buttons.append(Button(L.UNDO, label, "pace", kind="quiet"))
        self.buttons.set(pieces + buttons)

    def button(self, action: object) -> Button | None:
        """The target whose action is `action`, if there is one now."""
        return next((b for b in self.buttons.buttons if b.action == action), None)

    # -- dragging --------------------------------------------------------------------------------

    def press(self, pos: tuple[int, int] | None, plan: Plan) -> None:
        """The pointer went down: remember a cube of the screen or of the recipe under it."""
        self._pressed, self.dragging = None, False
        if pos is None:
            return
        for kind in range(KIND_COUNT):
            if L.screen_kind_rect(kind).collidepoint(pos):
                self._pressed = (("screen", kind), pos)
        if plan.mode == INVENT:
            for rect, kind in zip(L.draft_rects(), kinds_in(plan.recipe)):
                if rect.collidepoint(pos):
                    self._pressed = (("draft", kind), pos)

    def move(self, pos: tuple[int, int] | None) -> None:
        """The pointer moved: a pressed cube starts to follow it once it has gone far enough."""
        self.pointer = pos
        if self._pressed is not None and pos is not None and not self.dragging:
            start = self._pressed[1]
            self.dragging = abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_START

    def release(self) -> Drag | None:
        """The pointer came up: the dragged cube (None when it was only a tap)."""
        dragged = self._pressed[0] if self._pressed is not None and self.dragging else None
        self._pressed, self.dragging = None, False
        return dragged

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The ordinary buttons, and hover and focus rings around the pieces."""
        for button in self.buttons.buttons:
            hovered, focused = self.buttons.hovered(button), self.buttons.focused(button)
            if isinstance(button.action, str):
                art.draw_cached_button(canvas, ctx.fonts, button, hovered, focused)
            elif focused:
                pygame.draw.rect(canvas, theme.FOCUS, button.rect.inflate(18, 18), theme.FOCUS_WIDTH, border_radius=20)
            elif hovered:
                pygame.draw.rect(canvas, theme.BRASS_LIGHT, button.rect.inflate(8, 8), 3, border_radius=16)

    def draw_drag(self, canvas: pygame.Surface) -> None:
        """The dragged cube under the pointer."""
        if self.dragging and self._pressed is not None and self.pointer is not None:
            image = art.cube(self._pressed[0][1], L.DRAFT_CUBE)
            canvas.blit(image, image.get_rect(center=self.pointer))


def drop_target(pos: tuple[int, int] | None) -> tuple | None:
    """Where a dragged cube was let go: ("cauldron", i), ("draft",) on the recipe's places,
    ("screen",) back on the screen, or None elsewhere."""
    if pos is None:
        return None
    cauldron = L.cauldron_at(pos)
    if cauldron is not None:
        return ("cauldron", cauldron)
    places = L.draft_rects()
    if places[0].unionall(places[1:] + [L.draft_tile_rect()]).collidepoint(pos):
        return ("draft",)
    if L.SCREEN_PANEL.collidepoint(pos):
        return ("screen",)
    return None
