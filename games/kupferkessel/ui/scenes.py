"""Kupferkessel's first screen (the registry entry `start_scene`): the shared seat setup
(games.app.table.seat_setup) with this game's words and drawings — white and black, each a human or the
computer (easy or strong); continue the saved game; the rules."""

from __future__ import annotations

from typing import Callable

import pygame

from games.app.scene import Context, Scene
from games.app.table.seat_setup import GameSetup, SeatColour, SeatSetupScene, default_kinds, kind_label
from games.kupferkessel.ui import card_art
from games.kupferkessel.ui.board_scene import BoardScene

GAME_ID = "kupferkessel"
# Both seats see the same table (the pile's order and the cards below each cauldron's top are
# hidden from both alike), so hot-seat players need no "pass the screen" curtain between turns.
PRIVATE_VIEWS = False
FAN = (20, 9, 35)  # the cards fanned out below the seat rows


def start_scene(ctx: Context) -> Scene:
    """The first scene of Kupferkessel Co. (the entry in games.GAMES)."""
    return SeatSetupScene(game_setup)


def game_setup(ctx: Context) -> GameSetup:
    """What the shared setup screen needs to know about Kupferkessel, in the current language."""
    from games.kupferkessel.ui.rules_scene import rules_scene

    return GameSetup(
        game_id=GAME_ID,
        title=ctx.tr("kupferkessel.title"),
        colours=(SeatColour("white", ctx.tr("kupferkessel.start.white_seat")),
                 SeatColour("black", ctx.tr("kupferkessel.start.black_seat"))),
        seat_counts=(2,),
        fixed_colours=True,
        kinds=default_kinds(ctx, GAME_ID),
        board=BoardScene,
        summary=lambda record: saved_summary(ctx, record),
        rules=rules_scene,
        emblem=figure,
        private_views=PRIVATE_VIEWS,
        decoration=lambda canvas, rect: draw_card_fan(ctx, canvas, rect),
    )


def figure(colour: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """A drawing of the figure of `colour`, fitted into the rect it is given."""
    def draw(canvas: pygame.Surface, rect: pygame.Rect) -> None:
        side = min(rect.w, rect.h)
        image = card_art.figure_image(colour, side)
        canvas.blit(image, image.get_rect(center=rect.center))
    return draw


def saved_summary(ctx: Context, record: dict) -> str:
    """The saved match in words: "White: Human · Black: Computer (strong) · move 12"."""
    seats = [s if isinstance(s, str) else "?" for s in list(record.get("seats") or [])[:2]] + ["?", "?"]
    names = [kind_label(ctx, seat) if seat != "?" else "?" for seat in seats]
    actions = [a for a in record.get("actions") or [] if isinstance(a, str)]
    turns = sum(1 for a in actions if a == "move")
    text = ctx.tr("kupferkessel.start.resume_info", white=names[0], black=names[1], moves=max(1, turns))
    if actions and actions[-1] in ("keep", "decline"):
        text += " · " + ctx.tr("kupferkessel.start.resume_over")
    return text


def draw_card_fan(ctx: Context, canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """Three cards fanned out in the middle of `rect` (the room below the seats)."""
    height = min(rect.h - 40, 300)
    size = (int(height * 150 / 170), height)
    for i, card in enumerate(FAN):
        image = pygame.transform.rotozoom(card_art.card_image(ctx.fonts, card, size), 12 - i * 12, 1.0)
        canvas.blit(image, image.get_rect(center=(rect.centerx + (i - 1) * int(size[0] * 1.05), rect.centery)))

