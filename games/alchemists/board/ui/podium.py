"""The final score as a moment: a podium under the score table — each seat on a step as high as its
rank, in its colour, its points large; the winner first and tallest, crowned with a gold star."""

from __future__ import annotations

import math

import pygame

from games.alchemists.ui.players import PLAYER_RGB
from games.alchemists.board.ui.words import player
from games.app.kit import theme
from games.app.scene import Context
from games.app.kit.widgets import draw_panel, draw_text, fit_font

STEP_HEIGHTS = (1.0, 0.74, 0.56, 0.42)  # share of the podium's height by rank


def ranking(totals: tuple[int, ...], winner: int | None) -> list[int]:
    """Seats best first: by points, the winner (who won a tie on gold) before its equals."""
    return sorted(range(len(totals)), key=lambda s: (-totals[s], s != winner, s))


def podium_order(count: int) -> list[int]:
    """Places left to right as on a podium: 2nd, 1st, 3rd, 4th (as ranks 0-based)."""
    return [1, 0, 2, 3][:count] if count > 1 else [0]


def draw_podium(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, colours: tuple[str, ...],
                totals: tuple[int, ...], winner: int | None) -> None:
    """The podium filling `rect`: steps by rank, names and points on them, a star over the winner."""
    draw_panel(canvas, rect)
    ranked = ranking(totals, winner)
    inner = rect.inflate(-48, -40)
    width = (inner.w - (len(ranked) - 1) * 24) // len(ranked)
    base = inner.bottom
    top_room = 140  # name, points and the star above the highest step
    for slot, rank in enumerate(podium_order(len(ranked))):
        seat = ranked[rank]
        height = round((inner.h - top_room) * STEP_HEIGHTS[rank])
        step = pygame.Rect(inner.x + slot * (width + 24), base - height, width, height)
        colour = PLAYER_RGB[colours[seat]]
        pygame.draw.rect(canvas, colour, step, border_top_left_radius=14, border_top_right_radius=14)
        pygame.draw.rect(canvas, theme.BRASS_DARK, step, 4, border_top_left_radius=14, border_top_right_radius=14)
        draw_text(canvas, str(rank + 1), ctx.fonts.get(min(theme.TEXT_TITLE + 20, height - 16), bold=True),
                  theme.TEXT_LIGHT, step.center, "center")
        name = player(ctx.tr, colours[seat])
        font = fit_font(ctx.fonts, name, width - 8, theme.TEXT_HEADING, min_size=28, bold=True)
        draw_text(canvas, name, font, theme.INK_TEXT, (step.centerx, step.y - 28), "center")
        points = ctx.tr("alchemists_play.end.podium_points", count=totals[seat])
        draw_text(canvas, points, fit_font(ctx.fonts, points, width - 8, 40, min_size=26, bold=True, serif=False),
                  theme.INK_TEXT, (step.centerx, step.y - 76), "center")
        if seat == winner:
            draw_star(canvas, (step.centerx, step.y - 118), 26)


def draw_star(canvas: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """A five-pointed gold star with a dark rim."""
    cx, cy = centre
    points = [(cx + radius * (1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5),
               cy - radius * (1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(canvas, theme.BRASS_LIGHT, points)
    pygame.draw.polygon(canvas, theme.BRASS_DARK, points, 3)
