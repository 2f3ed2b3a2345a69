"""The board game's first screen (the registry entry `start_scene`): the shared seat setup
(games.app.table.seat_setup) with this game's words — 2 to 4 alchemists, each a human or the computer
(easy or strong) in a colour of their choice; Apprentice or Master; continue the saved game; the
rules."""

from __future__ import annotations

from games.alchemists.board.components import SEAT_COLOURS
from games.alchemists.board.rules import RULES
from games.alchemists.board.ui.pieces import seat_emblem
from games.alchemists.board.ui.words import player
from games.app.scene import Context, Scene
from games.kernel import play
from games.kernel.errors import CorruptRecordError
from games.kernel.record import record_from_dict
from games.app.table.seat_plan import GameSetup, SeatColour, SeatPlan, default_kinds, kind_label, rule_options
from games.app.table.seat_setup import SeatSetupScene

GAME_ID = "alchemists"
DOMAIN = "alchemists_play"
PRIVATE_VIEWS = True  # ingredient cards, favors, seals and bids are secret: hot-seat needs a curtain


def start_scene(ctx: Context) -> Scene:
    """The first scene of the board game (the entry in games.GAMES)."""
    return SeatSetupScene(game_setup)


def game_setup(ctx: Context) -> GameSetup:
    """What the shared setup screen needs to know, in the current language."""
    from games.alchemists.board.ui.board_scene import TableScene
    from games.alchemists.board.ui.rules_scene import rules_scene

    return GameSetup(
        game_id=GAME_ID,
        title=ctx.tr(f"{DOMAIN}.title"),
        colours=tuple(SeatColour(colour, player(ctx.tr, colour)) for colour in SEAT_COLOURS),
        seat_counts=RULES.seat_counts,
        kinds=default_kinds(ctx, GAME_ID, phones=True),
        board=TableScene,
        summary=lambda record: saved_summary(ctx, record),
        config=match_config,
        options=rule_options(ctx, RULES, DOMAIN),
        rules=rules_scene,
        emblem=seat_emblem,
        private_views=PRIVATE_VIEWS,
    )


def match_config(plan: SeatPlan) -> dict[str, object]:
    """The rules' config of a chosen setup: the colours and the variant."""
    return {"colours": list(plan.colours), **plan.options}


def saved_summary(ctx: Context, record: dict) -> str:
    """The saved match in words: "Red: Human · Green: Computer (strong) · round 3"."""
    seats = [s for s in record.get("seats") or [] if isinstance(s, str)]
    config = record.get("config") if isinstance(record.get("config"), dict) else {}
    colours = config.get("colours") if isinstance(config.get("colours"), list) else list(SEAT_COLOURS[:len(seats)])
    people = [f"{player(ctx.tr, str(c))}: {kind_label(ctx, seat)}" for c, seat in zip(colours, seats)]
    return " · ".join(people + [round_words(ctx, record)])


def round_words(ctx: Context, record: dict) -> str:
    """"round 3" (or "game over") of a saved record, replayed; "" when it does not replay."""
    try:
        match = play.resume(RULES, record_from_dict(record))
    except (CorruptRecordError, ValueError):
        return ""
    state = match.state
    return ctx.tr(f"{DOMAIN}.start.over") if state.over else ctx.tr(f"{DOMAIN}.start.rounds", count=max(1, state.round))


