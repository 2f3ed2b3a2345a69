"""The action bar below the supply: what is going on and what to do next, the recipe being
written (big cube places, the chosen fame tile, the by-products it brings), the tribute choice of
a copy, the cube a pass takes — and at the right Confirm, or a plate saying why not yet.

The scene gives the words (`BarWords`); this module only lays them out and draws.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.alchemist.checks import byproducts
from games.alchemist.components import KIND_COUNT, SLOTS, Counts, kinds_in
from games.alchemist.ui import art
from games.alchemist.ui import layout as L
from games.alchemist.ui.board_draw import Scenery
from games.alchemist.ui.plan import COPY, INVENT, PASS_FROM_BAG, PASS_SUPPLY
from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.widgets import Button

WORDS_SIZE = 32
REFUSAL_INK = (255, 176, 150)
NOTE_SIZE = 24


@dataclass(frozen=True)
class BarWords:
    """The bar's text: a headline, a line below it, and (when the plan is not ready) why not."""

    headline: str
    detail: str = ""
    refusal: str = ""  # an engine problem in words: the plan is not allowed
    step: str = ""  # what is still missing


def tribute_kinds(scenery: Scenery) -> list[int]:
    """The kinds of the recipe being copied (one tribute choice each)."""
    plan = scenery.plan
    if plan.mode != COPY or plan.cauldron is None:
        return []
    recipe = scenery.view.cauldrons[plan.cauldron].recipe
    return [kind for kind in range(KIND_COUNT) if recipe and recipe[kind]]


def draw_bar(canvas: pygame.Surface, ctx: Context, scenery: Scenery, words: BarWords) -> None:
    """The words, the plan's pieces and, when the plan is not ready, the plate with the reason."""
    plan = scenery.plan
    _draw_words(canvas, ctx, words, plan.mode in (INVENT, COPY, PASS_SUPPLY, PASS_FROM_BAG))
    if plan.mode == INVENT:
        _draw_recipe(canvas, ctx, scenery)
    elif plan.mode == COPY:
        _draw_tributes(canvas, ctx, scenery)
    elif plan.mode == PASS_SUPPLY and plan.kind is not None:
        canvas.blit(art.cube(plan.kind, L.DRAFT_CUBE), L.draft_rects(1)[0])
    elif plan.mode == PASS_FROM_BAG:
        rect = L.draft_rects(1)[0]
        canvas.blit(art.bag(L.DRAFT_CUBE), rect)
    if words.refusal or words.step:
        _draw_reason_plate(canvas, ctx, words)


def _draw_words(canvas: pygame.Surface, ctx: Context, words: BarWords, pieces_below: bool) -> None:
    """The headline in bold on one line, the detail wrapped below it (more room without pieces)."""
    box = L.headline_rect()
    size = art.fitted_size(ctx.fonts, words.headline, box.w, WORDS_SIZE, 24, bold=True)
    art.draw_label(canvas, ctx.fonts, words.headline, size, theme.BRASS_LIGHT, box.topleft, bold=True)
    if words.detail:
        bottom = box.bottom if pieces_below else L.ACTION_BAR.bottom - 16
        detail = pygame.Rect(box.x, box.y + 46, box.w, bottom - box.y - 46)
        canvas.blit(art.text_block(ctx.fonts, words.detail, detail.size, theme.TEXT_LIGHT, 28), detail)


def _draw_recipe(canvas: pygame.Surface, ctx: Context, scenery: Scenery) -> None:
    plan = scenery.plan
    cubes = kinds_in(plan.recipe)
    for index, rect in enumerate(L.draft_rects()):
        if index < len(cubes):
            canvas.blit(art.cube(cubes[index], rect.w), rect)
        else:
            pygame.draw.rect(canvas, (40, 28, 20), rect, border_radius=14)
            pygame.draw.rect(canvas, theme.BRASS_DARK, rect, 3, border_radius=14)
    tile = L.draft_tile_rect()
    if plan.tile is not None:
        canvas.blit(art.fame_tile(ctx.fonts, plan.tile, tile.w, "chosen"), tile)
    else:
        pygame.draw.rect(canvas, (40, 28, 20), tile, border_radius=14)
        pygame.draw.rect(canvas, theme.BRASS, tile, 3, border_radius=14)
        art.draw_label(canvas, ctx.fonts, "?", 44, theme.BRASS_LIGHT, tile.center, "center", bold=True, serif=False)
    if plan.cauldron is not None:
        _draw_gain(canvas, ctx, byproducts(scenery.view.supply, plan.cauldron))


def _draw_tributes(canvas: pygame.Surface, ctx: Context, scenery: Scenery) -> None:
    plan = scenery.plan
    kinds = tribute_kinds(scenery)
    for kind, rect in zip(kinds, L.draft_rects(SLOTS)):
        chosen = plan.tribute == kind
        canvas.blit(art.cube(kind, rect.w, faded=plan.tribute is not None and not chosen), rect)
        if chosen:
            pygame.draw.rect(canvas, theme.FOCUS, rect.inflate(10, 10), 5, border_radius=16)
    if plan.cauldron is not None:
        _draw_gain(canvas, ctx, byproducts(scenery.view.supply, plan.cauldron))


def _draw_gain(canvas: pygame.Surface, ctx: Context, gained: Counts) -> None:
    """What the by-products bring: "you get" and their cubes (or "nothing left")."""
    box = L.draft_note_rect()
    text = ctx.tr("alchemist.board.you_get") if any(gained) else ctx.tr("alchemist.board.no_byproducts")
    if not any(gained):
        canvas.blit(art.text_block(ctx.fonts, text, box.size, theme.TEXT_MUTED, NOTE_SIZE + 2), box)
        return
    size = art.fitted_size(ctx.fonts, text, box.w, NOTE_SIZE + 2, NOTE_SIZE, serif=False)
    art.draw_label(canvas, ctx.fonts, text, size, theme.TEXT_MUTED, box.topleft, serif=False)
    for index, kind in enumerate(kinds_in(gained)):
        canvas.blit(art.cube(kind, 48), (box.x + index * 56, box.bottom - 50))


def _draw_reason_plate(canvas: pygame.Surface, ctx: Context, words: BarWords) -> None:
    """Where Confirm will be: a grey plate with why the plan cannot be made (or what is missing)."""
    rect = L.confirm_rect()
    art.draw_cached_button(canvas, ctx.fonts, Button(rect, "", enabled=False), False, False)
    inner = rect.inflate(-2 * theme.PAD, -theme.PAD)
    ink = REFUSAL_INK if words.refusal else theme.TEXT_LIGHT
    canvas.blit(art.text_block(ctx.fonts, words.refusal or words.step, inner.size, ink, 30, bold=bool(words.refusal),
                               serif=False, align="center", valign="center"), inner)

