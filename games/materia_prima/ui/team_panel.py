"""The team column: each alchemist's tableau — actions left, carry, attack and defence dice, soul
stone, the elements carried — and, for the alchemist opened (the one to move, or the one tapped),
its homunculi with their values and loads, its equipment and stone fragments, and its tower
tableau (stored elements and tower upgrades). Each card is painted once per change and reused."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.app.kit import theme
from games.app.kit.picture_cache import PICTURES
from games.app.scene import Context
from games.app.kit.widgets import draw_panel
from games.materia_prima.elements import size
from games.materia_prima.state import Alchemist, State
from games.materia_prima.stats import (
    actions_per_turn, attack_dice, carry_limit, defence_dice, figure_defence, homunculus_stats, storage_limit,
)
from games.materia_prima.ui import art
from games.materia_prima.ui import words as W
from games.materia_prima.ui.chips import flow_chips, tokens, value
from games.materia_prima.ui.labels import label

COMPACT_H = 138
CARD_GAP = 10
WIDTH = 428


@dataclass(frozen=True)
class CardInfo:
    """What a card shows besides the state: the player's name, the seat kind and the card's mode."""

    player: str
    seat_label: str
    active: bool
    expanded: bool


def card_surface(ctx: Context, state: State, alchemist: Alchemist, info: CardInfo) -> pygame.Surface:
    """The painted card (cached while nothing on it changes)."""
    key = (id(ctx.fonts), ctx.tr.language, alchemist, state.effects, state.board.layout, info)
    return PICTURES.get_or_make("materia_prima.team_card", key, lambda: _paint_card(ctx, state, alchemist, info))


def _paint_card(ctx: Context, state: State, alchemist: Alchemist, info: CardInfo) -> pygame.Surface:
    scratch = pygame.Surface((WIDTH, 900), pygame.SRCALPHA)
    bottom = _paint_head(scratch, ctx, state, alchemist, info)
    if info.expanded:
        bottom = _paint_details(scratch, ctx, state, alchemist, bottom + 6)
    height = max(COMPACT_H, bottom + 12)
    card = pygame.Surface((WIDTH, height), pygame.SRCALPHA)
    draw_panel(card, pygame.Rect(0, 0, WIDTH, height), "parchment")
    if info.active:
        pygame.draw.rect(card, theme.EMBER, card.get_rect(), 6, border_radius=theme.RADIUS)
    card.blit(scratch, (0, 0), pygame.Rect(0, 0, WIDTH, height))
    return card


def _paint_head(s: pygame.Surface, ctx: Context, state: State, a: Alchemist, info: CardInfo) -> int:
    fonts, tr = ctx.fonts, ctx.tr
    s.blit(art.alchemist_figure(a.colour, 60), (12, 10))
    name = W.character_name(tr, a.character).split(" ")[0]
    s.blit(label(fonts, name, 30, theme.INK_TEXT, bold=True, serif=True), (80, 10))
    who = f"{info.player} · {info.seat_label}"
    s.blit(label(fonts, who, 24, theme.INK_MUTED), (80, 50))
    s.blit(art.stat_icon("stone" if a.soul_stone else "no-stone", 40), (WIDTH - 56, 12))
    y = 86
    free = a.free_moves + a.free_converts + a.free_transmutes
    x = value(s, fonts, "actions", f"{a.actions_left}/{actions_per_turn(state, a)}" + (f" +{free}" if free else ""), 14, y)
    x = value(s, fonts, "carry", f"{size(a.carried)}/{carry_limit(state, a)}", x + 18, y)
    x = value(s, fonts, "attack", str(attack_dice(state, a)), x + 18, y)
    value(s, fonts, "defence", str(defence_dice(state, a)), x + 18, y)
    if any(a.carried):
        return tokens(s, a.carried, 14, y + 40, WIDTH - 28)
    return y + 34


def _paint_details(s: pygame.Surface, ctx: Context, state: State, a: Alchemist, y: int) -> int:
    fonts, tr = ctx.fonts, ctx.tr
    for h in a.homunculi:
        s.blit(label(fonts, W.thing_name(tr, h.id), 24, theme.INK_TEXT, bold=True), (14, y + 4))
        actions, carry, attack, _ = homunculus_stats(h.id)
        y += 32
        x = value(s, fonts, "actions", f"{h.actions_left}/{actions}", 14, y, size=24)
        x = value(s, fonts, "carry", f"{size(h.carried)}/{carry}", x + 10, y, size=24)
        x = value(s, fonts, "attack", str(attack), x + 10, y, size=24)
        x = value(s, fonts, "defence", str(figure_defence(state, h.id)), x + 10, y, size=24)
        if any(h.carried):
            tokens(s, h.carried, x + 14, y, WIDTH - x - 28, 28)
        y += 34
    things = [(W.thing_name(tr, i), theme.BRASS, theme.INK_TEXT) for i in a.worn]
    things += [(W.t(tr, "team.stored", thing=W.thing_name(tr, i)), theme.PARCHMENT_DARK, theme.INK_MUTED)
               for i in a.stored]
    things += [(W.thing_name(tr, f), (150, 190, 230), theme.INK_TEXT) for f in a.fragments]
    if things:
        y = flow_chips(s, fonts, things, 14, y + 8, WIDTH - 28)
    y += 10
    pygame.draw.line(s, theme.BRASS, (14, y), (WIDTH - 14, y), 2)
    tower = W.t(tr, "team.tower", count=size(a.storage), limit=storage_limit(a))
    s.blit(label(fonts, tower, 24, theme.INK_MUTED, bold=True), (14, y + 8))
    y += 8 + 30
    if any(a.storage):
        y = tokens(s, a.storage, 14, y + 4, WIDTH - 28, 30)
    if a.upgrades:
        y = flow_chips(s, fonts, [(W.thing_name(tr, u), theme.COPPER, theme.TEXT_LIGHT) for u in a.upgrades], 14,
                       y + 8, WIDTH - 28)
    return y


def card_rects(ctx: Context, state: State, infos: list[CardInfo], area: pygame.Rect) -> list[pygame.Rect]:
    """Where each alchemist's card goes, one below the other from the top of `area`."""
    rects, y = [], area.y
    for alchemist, info in zip(state.alchemists, infos):
        height = min(card_surface(ctx, state, alchemist, info).get_height(), max(0, area.bottom - y))
        rects.append(pygame.Rect(area.x, y, WIDTH, height))
        y += height + CARD_GAP
    return rects


def draw_team(canvas: pygame.Surface, ctx: Context, state: State, infos: list[CardInfo], area: pygame.Rect) -> None:
    """Every alchemist's card."""
    for alchemist, info, rect in zip(state.alchemists, infos, card_rects(ctx, state, infos, area)):
        canvas.blit(card_surface(ctx, state, alchemist, info), rect.topleft, pygame.Rect(0, 0, WIDTH, rect.h))
