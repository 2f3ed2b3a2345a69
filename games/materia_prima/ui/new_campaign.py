"""A new campaign, page 1: its name, the players (1–4; one player runs two alchemists), each
alchemist's character, who plays it and whether a person or the computer does. Page 2
(board_setup.py) lays the board tiles and places the towers. Names are typed with the keyboard or
the on-screen keys (games.app.kit.text_entry)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from games.app.kit import theme
from games.app.scene import Context, Intent, Pop, Push, Replace, Transition
from games.app.kit.text_entry import TextEntryScene
from games.app.kit.widgets import (
    Button, TitleBar, draw_panel, draw_text, draw_text_box, fit_font,
)
from games.materia_prima.components import CHARACTER_ORDER, CHARACTERS, MAX_PLAYERS
from games.materia_prima.setup import new_chronicle
from games.materia_prima.ui import words as W
from games.materia_prima.ui.art import alchemist_figure
from games.materia_prima.ui.board_setup import BoardPlanner
from games.materia_prima.ui.buttons import draw_group
from games.materia_prima.ui.campaign_store import SEAT_KINDS, CampaignShelf
from games.materia_prima.ui.page import PageScene

PANEL = pygame.Rect(56, 160, 1808, 770)
ROW_TOP, ROW_H, ROW_GAP = PANEL.y + 296, 104, 10
NAME_W, PLAYER_W = 600, 360


@dataclass(frozen=True)
class CampaignPlan:
    """The choices for a new campaign (the chronicle is made from them on page 2)."""

    name: str
    players: tuple[str, ...]
    characters: tuple[str, ...]
    seats: tuple[str, ...]

    @property
    def alchemists(self) -> int:
        return len(self.characters)

    def player_of(self, alchemist: int) -> str:
        """The player who plays alchemist number `alchemist` (solo: the one player)."""
        return self.players[alchemist % len(self.players)]


def default_plan(ctx: Context) -> CampaignPlan:
    """Two players, Sejlon and Lenka, both played by people."""
    names = tuple(W.t(ctx.tr, "new.player", n=n) for n in (1, 2))
    return CampaignPlan(W.t(ctx.tr, "new.default_name"), names, CHARACTER_ORDER[:2], ("human", "human"))


def resized(ctx: Context, plan: CampaignPlan, players: int) -> CampaignPlan:
    """The plan for `players` people (at least two alchemists: one player runs two)."""
    names = list(plan.players[:players])
    while len(names) < players:
        names.append(next(W.t(ctx.tr, "new.player", n=n) for n in range(1, 10)
                          if W.t(ctx.tr, "new.player", n=n) not in names))
    count = max(2, players)
    characters = list(plan.characters[:count])
    characters += [c for c in CHARACTER_ORDER if c not in characters][:count - len(characters)]
    seats = (list(plan.seats) + ["human"] * count)[:count]
    return CampaignPlan(plan.name, tuple(names), tuple(characters), tuple(seats))


class NewCampaignScene(PageScene):
    """A new campaign: page 1 here, page 2 (board and towers) through a BoardPlanner."""

    def __init__(self, plan: CampaignPlan | None = None) -> None:
        super().__init__()
        self.plan = plan
        self.planner: BoardPlanner | None = None

    def enter(self, ctx: Context) -> None:
        if self.plan is None:
            self.plan = default_plan(ctx)
        self._build(ctx)

    def chronicle_config(self) -> dict[str, object]:
        """The config the rules make the campaign's chronicle from."""
        plan, planner = self.plan, self.planner
        assert plan is not None and planner is not None
        return {"campaign": plan.name, "players": len(plan.players), "names": list(plan.players),
                "characters": list(plan.characters), "towers": list(planner.towers),
                "layout": [list(pair) for pair in planner.layout]}

    def create(self, ctx: Context) -> Transition:
        """Write the new campaign and open its chronicle."""
        from games.materia_prima.ui.chronicle_scene import ChronicleScene

        assert self.plan is not None
        campaign = CampaignShelf(ctx.storage).create(new_chronicle(self.chronicle_config()), self.plan.seats)
        return Replace(ChronicleScene(campaign.id))

    def row_rect(self, row: int) -> pygame.Rect:
        return pygame.Rect(PANEL.x + 32, ROW_TOP + row * (ROW_H + ROW_GAP), PANEL.w - 64, ROW_H)

    def _build(self, ctx: Context) -> None:
        plan = self.plan
        assert plan is not None
        if self.planner is not None:
            self.title_bar = TitleBar(W.t(ctx.tr, "setup.title"), ctx.tr("app.back"))
            create = Button(pygame.Rect(1036 + 828 - 620, 960, 620, theme.BUTTON_H), W.t(ctx.tr, "setup.create"),
                            "create", kind="primary", icon="check")
            self.buttons.set(self.planner.buttons(ctx) + [create])
            return
        self.title_bar = TitleBar(W.t(ctx.tr, "new.title"), ctx.tr("app.back"))
        name_rect = pygame.Rect(PANEL.x + 340, PANEL.y + 28, 900, 96)
        buttons = [Button(name_rect, plan.name, "name", kind="secondary")]
        for count in range(1, MAX_PLAYERS + 1):
            rect = pygame.Rect(PANEL.x + 340 + (count - 1) * 124, PANEL.y + 138, 112, 88)
            buttons.append(Button(rect, str(count), ("players", count),
                                  kind="selected" if len(plan.players) == count else "quiet"))
        kind_w = (PANEL.w - 64 - NAME_W - PLAYER_W - 48 - 2 * 12) // 3
        for row in range(plan.alchemists):
            line = self.row_rect(row)
            buttons.append(Button(pygame.Rect(line.x, line.y, NAME_W, ROW_H), "", ("character", row), kind="quiet"))
            solo_second = len(plan.players) == 1 and row > 0
            buttons.append(Button(pygame.Rect(line.x + NAME_W + 24, line.y, PLAYER_W, ROW_H), plan.player_of(row),
                                  ("player", row % len(plan.players)), kind="secondary", enabled=not solo_second))
            for index, kind in enumerate(SEAT_KINDS):
                rect = pygame.Rect(line.x + NAME_W + PLAYER_W + 48 + index * (kind_w + 12), line.y, kind_w, ROW_H)
                buttons.append(Button(rect, W.seat_kind_label(ctx, kind), ("seat", row, kind),
                                      kind="selected" if plan.seats[row] == kind else "quiet"))
        buttons.append(Button(pygame.Rect(PANEL.right - 620, PANEL.bottom + 30, 620, theme.BUTTON_H + 8),
                              W.t(ctx.tr, "new.next"), "next", kind="primary", icon="play"))
        self.buttons.set(buttons)

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if self.planner is not None and intent.kind != "back" and not (
                self.title_bar is not None and self.title_bar.handle(intent)):
            return self._handle_board(intent, ctx)
        return super().handle(intent, ctx)

    def back(self, ctx: Context) -> Transition | None:
        """From page 2 back to page 1; from page 1 out."""
        if self.planner is None:
            return Pop()
        self.planner = None
        self._build(ctx)
        return None

    def _handle_board(self, intent: Intent, ctx: Context) -> Transition | None:
        planner = self.planner
        assert planner is not None
        if intent.kind in ("press", "move"):
            planner.handle_pointer(intent)
        if intent.kind == "key" and intent.key == "r" and planner.selected is not None:
            planner.turn(planner.selected)
        elif intent.kind == "click" and planner.dragging:
            planner.handle_pointer(intent)
        else:
            pressed = self.buttons.handle(intent)
            if pressed is not None and pressed.action == "create":
                return self.create(ctx)
            if pressed is not None:
                planner.pressed = None
                planner.press_button(pressed.action, ctx)
            elif intent.kind == "click":
                planner.handle_pointer(intent)
        self._build(ctx)
        return None

    def press(self, action: object, ctx: Context) -> Transition | None:
        """Apply one tap: a name, the player count, a character, a seat kind, or on to page 2."""
        plan = self.plan
        assert plan is not None
        if action == "next":
            self.planner = BoardPlanner(plan.alchemists, plan.characters)
            self._build(ctx)
            return None
        if action == "name":
            return Push(TextEntryScene(W.t(ctx.tr, "new.name_prompt"), plan.name,
                                       lambda inner, text: self._renamed(inner, text)))
        kind, *rest = action  # type: ignore[misc]
        if kind == "players":
            self.plan = resized(ctx, plan, rest[0])
        elif kind == "character":
            self.plan = replace(plan, characters=self._next_character(rest[0]))
        elif kind == "seat":
            seats = list(plan.seats)
            seats[rest[0]] = rest[1]
            self.plan = replace(plan, seats=tuple(seats))
        elif kind == "player":
            player = rest[0]
            return Push(TextEntryScene(W.t(ctx.tr, "new.player_prompt"), plan.players[player],
                                       lambda inner, text: self._player_named(inner, player, text)))
        self._build(ctx)
        return None

    def _renamed(self, ctx: Context, text: str) -> None:
        assert self.plan is not None
        self.plan = replace(self.plan, name=text)
        self._build(ctx)

    def _player_named(self, ctx: Context, player: int, text: str) -> None:
        assert self.plan is not None
        names = list(self.plan.players)
        if text not in names[:player] + names[player + 1:]:
            names[player] = text
        self.plan = replace(self.plan, players=tuple(names))
        self._build(ctx)

    def _next_character(self, row: int) -> tuple[str, ...]:
        assert self.plan is not None
        characters = list(self.plan.characters)
        start = CHARACTER_ORDER.index(characters[row])
        for step in range(1, len(CHARACTER_ORDER)):
            candidate = CHARACTER_ORDER[(start + step) % len(CHARACTER_ORDER)]
            if candidate not in characters:
                characters[row] = candidate
                break
        return tuple(characters)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        self.draw_frame(canvas, ctx)
        if self.planner is not None:
            self.planner.draw(canvas, ctx, self.buttons)
            return
        draw_panel(canvas, PANEL)
        plan = self.plan
        assert plan is not None
        for text, y in ((W.t(ctx.tr, "new.name"), PANEL.y + 52), (W.t(ctx.tr, "new.players"), PANEL.y + 158)):
            draw_text(canvas, text, fit_font(ctx.fonts, text, 290, 36, min_size=26, bold=True), theme.INK_TEXT,
                      (PANEL.x + 32, y))
        typing = W.t(ctx.tr, "new.tap_to_type")
        draw_text(canvas, typing, fit_font(ctx.fonts, typing, PANEL.right - 32 - (PANEL.x + 1270), 28, min_size=24),
                  theme.INK_MUTED, (PANEL.x + 1270, PANEL.y + 58))
        hint = W.t(ctx.tr, "new.solo_hint") if len(plan.players) == 1 else W.t(ctx.tr, "new.players_hint")
        x = PANEL.x + 340 + 4 * 124 + 20
        draw_text(canvas, hint, fit_font(ctx.fonts, hint, PANEL.right - 32 - x, 30, min_size=24), theme.INK_MUTED,
                  (x, PANEL.y + 162))
        header = [(W.t(ctx.tr, "new.character"), 0), (W.t(ctx.tr, "new.played_by"), NAME_W + 24),
                  (W.t(ctx.tr, "new.seat"), NAME_W + PLAYER_W + 48)]
        for text, dx in header:
            draw_text(canvas, text, ctx.fonts.get(28, bold=True, serif=False), theme.INK_MUTED,
                      (PANEL.x + 32 + dx, ROW_TOP - 40))
        draw_group(canvas, ctx.fonts, self.buttons, size=40)
        for row, character in enumerate(plan.characters):
            self._draw_character(canvas, ctx, self.row_rect(row), character)

    def _draw_character(self, canvas: pygame.Surface, ctx: Context, line: pygame.Rect, character: str) -> None:
        plate = pygame.Rect(line.x, line.y, NAME_W, ROW_H)
        canvas.blit(alchemist_figure(CHARACTERS[character].colour, 84), (plate.x + 12, plate.y + 12))
        name = W.character_name(ctx.tr, character)
        room = plate.right - plate.x - 120
        draw_text(canvas, name, fit_font(ctx.fonts, name, room, 34, min_size=26, bold=True), theme.TEXT_LIGHT,
                  (plate.x + 108, plate.y + 12))
        ability = W.t(ctx.tr, f"ability.{CHARACTERS[character].ability}")
        draw_text_box(canvas, ctx.fonts, ability, pygame.Rect(plate.x + 108, plate.y + 52, room, plate.h - 56),
                      theme.TEXT_MUTED, 26, min_size=24, line_spacing=1.0)
