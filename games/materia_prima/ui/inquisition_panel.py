"""The inquisition board in the right column: the day track with its red event days, today's
alarm card (city, modifier, marker pattern, loot, turn order), and each inquisitor type with its
open cards' modifiers and the static values that result; and the scenario card (objective,
points table, the four events and how they went)."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.text import wrap_text
from games.materia_prima.components import (
    ALARM_CARDS, DIRECTIONS, EVENT_DAYS, INQUISITOR_CARDS, INQUISITOR_TYPES, SCENARIOS,
)
from games.materia_prima.events import points_available
from games.materia_prima.scenario_cards import Effect
from games.materia_prima.scenarios import objective_by_alchemist
from games.materia_prima.state import State
from games.materia_prima.stats import inquisitor_values, type_cards
from games.materia_prima.ui import art
from games.materia_prima.ui import words as W
from games.materia_prima.ui.chips import flow_chips, value
from games.materia_prima.ui.labels import label

INK, MUTED = theme.INK_TEXT, theme.INK_MUTED


def effect_text(tr: W.Tr, effect: Effect) -> str:
    """One side of a scenario event in words ("+1 Iron each", "Inquisitors +1 defence")."""
    what = W.element_name(tr, effect.what) if effect.kind in ("gain", "lose") else \
        W.t(tr, f"deck.{effect.what}") if effect.kind == "sacrifice" else W.t(tr, f"stat.{effect.what}")
    return W.t(tr, f"effect.{effect.kind}", n=effect.amount, what=what)


def modifier_text(tr: W.Tr, modifier: str) -> str:
    """An inquisitor card's or alarm card's modifier in words."""
    return W.t(tr, f"modifier.{modifier}")


def _lines(canvas: pygame.Surface, ctx: Context, text: str, x: int, y: int, width: int, size: int = 26,
           ink: theme.Color = INK, bold: bool = False) -> int:
    font = ctx.fonts.get(size, bold=bold)
    for line in wrap_text(font, text, width):
        canvas.blit(label(ctx.fonts, line, size, ink, bold=bold, serif=True), (x, y))
        y += font.get_linesize()
    return y


def draw_inquisition(canvas: pygame.Surface, ctx: Context, state: State, box: pygame.Rect) -> None:
    """Today's alarm card and the inquisitor types with their cards and values (without the types'
    targets when the page is too short for them: the rules and each step's caption name them)."""
    scratch = pygame.Surface((box.w, 2 * box.h), pygame.SRCALPHA)
    if _inquisition_page(scratch, ctx, state, scratch.get_rect(), targets=True) <= box.h:
        canvas.blit(scratch, box.topleft, pygame.Rect(0, 0, box.w, box.h))
    else:
        _inquisition_page(canvas, ctx, state, box, targets=False)


def _inquisition_page(canvas: pygame.Surface, ctx: Context, state: State, box: pygame.Rect, targets: bool) -> int:
    """Draw the page into `box`; how tall it is."""
    x, y = box.x + 16, box.y + 10
    y = draw_alarm_card(canvas, ctx, state, x, y, box.w - 32) + 6
    pygame.draw.line(canvas, theme.BRASS, (x, y), (box.right - 16, y), 2)
    for letter in SCENARIOS[state.scenario].types:
        y = draw_type(canvas, ctx, state, letter, x, y + 8, box.w - 32, targets)
    return y - box.y


def draw_days(canvas: pygame.Surface, ctx: Context, state: State, box: pygame.Rect) -> None:
    """The day track: 20 days, the red event days, today in brass, days beyond the difficulty greyed."""
    last = max(EVENT_DAYS[-1], 20)
    cell_w = (box.w - (last - 1) * 4) // last
    for day in range(1, last + 1):
        cell = pygame.Rect(box.x + (day - 1) * (cell_w + 4), box.y, cell_w, box.h)
        red = day in EVENT_DAYS
        beyond = day > state.days
        today = day == state.day
        fill = theme.EMBER if today else theme.SMOKE if beyond else \
            theme.PARCHMENT_DARK if day < state.day else theme.PARCHMENT_LIGHT
        pygame.draw.rect(canvas, fill, cell, border_radius=8)
        pygame.draw.rect(canvas, theme.DANGER if red else theme.BRASS_DARK, cell, 4 if red else 2, border_radius=8)
        ink = theme.TEXT_LIGHT if today else theme.TEXT_MUTED if beyond else theme.DANGER if red else \
            MUTED if day < state.day else INK
        art.blit_centred(canvas, label(ctx.fonts, str(day), 24, ink, bold=True), cell.center)


def draw_alarm_card(canvas: pygame.Surface, ctx: Context, state: State, x: int, y: int, width: int) -> int:
    tr = ctx.tr
    if not state.alarm_card:
        return _lines(canvas, ctx, W.t(tr, "board.no_alarm_card"), x, y, width, ink=MUTED)
    card = ALARM_CARDS[state.alarm_card]
    crest = pygame.Rect(x, y, 60, 60)
    pygame.draw.circle(canvas, theme.DANGER, crest.center, 30)
    art.blit_centred(canvas, label(ctx.fonts, card.city, 30, theme.TEXT_LIGHT, bold=True), crest.center)
    title = W.t(tr, "board.alarm_card", number=card.number, city=W.t(tr, f"city.{card.city}"))
    canvas.blit(label(ctx.fonts, title, 26, INK, bold=True), (x + 72, y))
    modifier = modifier_text(tr, card.modifier) if card.modifier else W.t(tr, "modifier.none")
    canvas.blit(label(ctx.fonts, W.t(tr, "board.today", modifier=modifier), 24, MUTED), (x + 72, y + 32))
    y += 68
    _draw_pattern(canvas, card.pattern, pygame.Rect(x, y, 84, 84))
    loot, order = (label(ctx.fonts, W.t(tr, key), 24, MUTED, bold=True) for key in ("board.loot", "board.order"))
    canvas.blit(loot, (x + 100, y + 4))
    canvas.blit(order, (x + 100, y + 50))
    values_x = x + 100 + max(loot.get_width(), order.get_width()) + 12
    for face, element in enumerate(card.loot):
        canvas.blit(art.die_face(face, 32), (values_x + face * 80, y + 2))
        canvas.blit(art.element_token(element, 32), (values_x + face * 80 + 36, y + 2))
    in_play = {a.colour for a in state.alchemists}
    for index, colour in enumerate(c for c in card.order if c in in_play):
        centre = (values_x + 16 + index * 40, y + 64)
        pygame.draw.circle(canvas, art.COLOURS[colour], centre, 16)
        pygame.draw.circle(canvas, theme.INK, centre, 16, 2)
    who = W.t(tr, "board.pattern_homunculi") if card.homunculi else W.t(tr, "board.pattern_alchemists")
    canvas.blit(label(ctx.fonts, who, 24, MUTED), (x, y + 90))
    return y + 122


def _draw_pattern(canvas: pygame.Surface, pattern: tuple[tuple[str, ...], ...], box: pygame.Rect) -> None:
    """Where the card lays a marker, seen from the figure (the top of the card is the top of the board)."""
    size = 13
    centre = box.center
    pygame.draw.rect(canvas, theme.PARCHMENT_LIGHT, box, border_radius=10)
    pygame.draw.rect(canvas, theme.BRASS_DARK, box, 2, border_radius=10)
    for path in pattern:
        q = sum(DIRECTIONS[d][0] for d in path)
        r = sum(DIRECTIONS[d][1] for d in path)
        px = centre[0] + size * 1.732 * (q + r / 2)
        py = centre[1] + size * 1.5 * r
        pygame.draw.circle(canvas, art.MARKER_RED, (px, py), 10)
    pygame.draw.circle(canvas, theme.INK, centre, 9)


def draw_type(canvas: pygame.Surface, ctx: Context, state: State, letter: str, x: int, y: int, width: int,
              targets: bool = True) -> int:
    """An inquisitor type: its values now; once its cards are out, its targets and the cards'
    modifiers. The y below it."""
    tr = ctx.tr
    kind = INQUISITOR_TYPES[letter]
    cards = type_cards(state, letter)
    badge = pygame.Rect(x, y, 40, 40)
    pygame.draw.rect(canvas, art.INQUISITOR_INK, badge, border_radius=10)
    art.blit_centred(canvas, label(ctx.fonts, letter, 26, theme.TEXT_LIGHT, bold=True), badge.center)
    name = label(ctx.fonts, W.t(tr, f"inquisitor.{letter}"), 26, INK if cards else MUTED, bold=True)
    canvas.blit(name, (x + 50, y))
    values = inquisitor_values(state, letter)
    vx = value(canvas, ctx.fonts, "attack", str(values.attack), max(x + 220, x + 64 + name.get_width()), y, size=24)
    vx = value(canvas, ctx.fonts, "defence", str(values.defence), vx + 10, y, size=24)
    vx = value(canvas, ctx.fonts, "actions", str(values.actions), vx + 10, y, size=24)
    if values.destruction:
        vx = value(canvas, ctx.fonts, "destruction", str(values.destruction), vx + 10, y, size=24)
    if not cards:
        note = label(ctx.fonts, W.t(tr, "board.no_cards"), 24, MUTED)
        if vx + 16 + note.get_width() <= x + width:
            canvas.blit(note, (vx + 16, y + 2))
        return y + 44
    y += 32
    if targets:
        goal = W.t(tr, "board.targets", primary=W.t(tr, f"target.{kind.primary}"),
                   secondary=W.t(tr, f"target.{kind.secondary}"))
        y = _lines(canvas, ctx, goal, x + 50, y, width - 50, size=24, ink=MUTED)
    texts = [(modifier_text(tr, INQUISITOR_CARDS[c].modifier), theme.DANGER, theme.TEXT_LIGHT) for c in cards]
    return flow_chips(canvas, ctx.fonts, texts, x + 50, y + 2, width - 50) + 6


def draw_scenario(canvas: pygame.Surface, ctx: Context, state: State, box: pygame.Rect) -> None:
    """The scenario card: objective and how the team stands, points, the four events as a table."""
    tr = ctx.tr
    x, y, width = box.x + 16, box.y + 10, box.w - 32
    canvas.blit(label(ctx.fonts, W.scenario_label(tr, state.scenario), 30, INK, bold=True, serif=True), (x, y))
    y = _lines(canvas, ctx, W.t(tr, f"scenario.{state.scenario}.objective"), x, y + 42, width, size=24)
    points = label(ctx.fonts, W.t(tr, "board.points", points=points_available(state)), 24, INK, bold=True)
    canvas.blit(points, (x, y + 8))
    met = objective_by_alchemist(state)
    texts = [(f"{W.colour_name(tr, a.colour)} {'✔' if ok else '…'}", theme.SUCCESS if ok else theme.PARCHMENT_DARK,
              theme.TEXT_LIGHT if ok else INK) for a, ok in zip(state.alchemists, met)]
    y = flow_chips(canvas, ctx.fonts, texts, x + points.get_width() + 16, y + 4, width - points.get_width() - 16) + 10
    _draw_events(canvas, ctx, state, x, y, width)


def _draw_events(canvas: pygame.Surface, ctx: Context, state: State, x: int, y: int, width: int) -> None:
    """Day and points | the alchemists' side | the Inquisition's side; what happened is marked."""
    tr = ctx.tr
    day_w = 96
    side_w = (width - day_w - 24) // 2
    columns = (x + day_w + 12, x + day_w + 24 + side_w)
    for column, key in zip(columns, ("alchemists", "inquisition")):
        canvas.blit(label(ctx.fonts, W.t(tr, f"board.side_{key}"), 24, MUTED, bold=True), (column, y))
    y += 32
    done = {e.day: e.side for e in state.events}
    count = min(max(state.alchemist_count, 2), 4)
    for event in SCENARIOS[state.scenario].events:
        pygame.draw.line(canvas, theme.PARCHMENT_DARK, (x, y - 3), (x + width, y - 3), 2)
        red = theme.DANGER if event.day >= state.day else MUTED
        canvas.blit(label(ctx.fonts, W.t(tr, "board.day_short", day=event.day), 24, red, bold=True), (x, y))
        pts = "/".join(f"[{p}]" if n + 2 == count else str(p) for n, p in enumerate(event.points))
        canvas.blit(label(ctx.fonts, pts, 24, INK), (x, y + 28))
        side = done.get(event.day)
        bottom = y + 56
        for column, key, effect in zip(columns, ("alchemists", "inquisition"), (event.alchemists, event.inquisition)):
            happened = side == key
            if happened:
                pygame.draw.rect(canvas, theme.BRASS_LIGHT, (column - 6, y - 2, side_w + 8, 60), border_radius=8)
            ink = INK if side in (None, key) else MUTED
            bottom = max(bottom, _lines(canvas, ctx, effect_text(tr, effect), column, y, side_w, size=24, ink=ink))
        y = bottom + 8
