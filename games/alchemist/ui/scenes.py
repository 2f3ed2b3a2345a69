"""Alchemist's first screen (the registry entry `start_scene`): the shared seat setup
(games.app.table.seat_setup) with this game's words and drawings — 2 to 5 alchemists (4 with yucata's
limit), each a human or the computer (easy or strong) in a colour of their choice; the schools on
or off; continue the saved game; the rules."""

from __future__ import annotations

import pygame

from games.alchemist.components import COLOURS, MAX_PLAYERS
from games.alchemist.rules import RULES
from games.alchemist.ui import art
from games.alchemist.ui.board_scene import BoardScene
from games.alchemist.ui.narrate import colour_name
from games.app.scene import Context, Scene
from games.app.table.seat_plan import GameSetup, SeatColour, SeatPlan, default_kinds, kind_label, rule_options
from games.app.table.seat_setup import SeatSetupScene

GAME_ID = "alchemist"
PRIVATE_VIEWS = True  # the cubes behind each screen and the schools are secret: hot-seat needs a curtain
TURN_WORDS = ("invent", "copy", "pass")


def start_scene(ctx: Context) -> Scene:
    """The first scene of Alchemist (the entry in games.GAMES)."""
    return SeatSetupScene(game_setup)


def game_setup(ctx: Context) -> GameSetup:
    """What the shared setup screen needs to know about Alchemist, in the current language."""
    from games.alchemist.ui.rules_scene import rules_scene

    return GameSetup(
        game_id=GAME_ID,
        title=ctx.tr("alchemist.title"),
        colours=tuple(SeatColour(colour, colour_name(ctx.tr, colour)) for colour in COLOURS),
        seat_counts=RULES.seat_counts,
        kinds=default_kinds(ctx, GAME_ID, phones=True),
        board=BoardScene,
        summary=lambda record: saved_summary(ctx, record),
        config=match_config,
        options=rule_options(ctx, RULES, GAME_ID),
        counts_for=counts_allowed,
        rules=rules_scene,
        emblem=art.seal_drawing,
        private_views=PRIVATE_VIEWS,
        decoration=draw_cubes_row,
    )


def match_config(plan: SeatPlan) -> dict[str, object]:
    """The rules' config of a chosen setup: the colours and the options."""
    return {"colours": list(plan.colours), **plan.options}


def counts_allowed(options: dict[str, object]) -> tuple[int, ...]:
    """The table sizes the chosen "max_players" allows (5 as in the box, 4 as on yucata.de)."""
    most = options.get("max_players", MAX_PLAYERS)
    limit = most if isinstance(most, int) else MAX_PLAYERS
    return tuple(n for n in RULES.seat_counts if n <= limit)


def saved_summary(ctx: Context, record: dict) -> str:
    """The saved match in words: "White: Human · Black: Computer (strong) · 12 turns played"."""
    seats = [s for s in record.get("seats") or [] if isinstance(s, str)]
    config = record.get("config") if isinstance(record.get("config"), dict) else {}
    colours = config.get("colours") if isinstance(config.get("colours"), list) else list(COLOURS[:len(seats)])
    people = [f"{colour_name(ctx.tr, str(colour))}: {kind_label(ctx, seat)}" for colour, seat in zip(colours, seats)]
    turns = sum(1 for a in record.get("actions") or [] if isinstance(a, str) and a.split(" ")[0] in TURN_WORDS)
    return " · ".join(people + [ctx.tr("alchemist.start.turns", count=turns)])


def draw_cubes_row(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """The five ingredients in a row, large, in the room below the seats."""
    size = min(120, rect.h - 40, (rect.w - 4 * 30) // 5)
    left = rect.centerx - (5 * size + 4 * 30) // 2
    for kind in range(5):
        canvas.blit(art.cube(kind, size), (left + kind * (size + 30), rect.centery - size // 2))
