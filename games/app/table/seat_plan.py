"""A game's description for the setup screen (`GameSetup`) and the chosen setup (`SeatPlan`):
who may sit, in which colours, with which options; the last choice kept per game, checked against
what the game allows now. No drawing here: games.app.table.seat_setup is the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from games.app.scene import Context, Scene
from games.app.table.match_session import MatchSession
from games.app.table.seats import BOT_PREFIX, HUMAN, PHONE, bot_kind, bot_levels

if TYPE_CHECKING:
    import pygame

    Drawing = Callable[[pygame.Surface, pygame.Rect], None]


@dataclass(frozen=True)
class SeatColour:
    """A colour a seat may take: the seat name the rules use and the name players read."""

    id: str
    name: str


@dataclass(frozen=True)
class SetupOption:
    """A choice of the game on the setup screen (variant, schools on/off): its label and (label, value)
    choices. Usually made from the rules' own `GameOption`s by `rule_options`."""

    id: str
    label: str
    choices: tuple[tuple[str, object], ...]


def rule_options(ctx: Context, rules: object, domain: str) -> tuple[SetupOption, ...]:
    """The rules' `options` (games.kernel.protocol.GameOption) in the player's words: the label is
    the text "<domain>.option.<key>", each choice "<domain>.option.<key>.<value>"."""
    return tuple(
        SetupOption(option.key, ctx.tr(f"{domain}.option.{option.key}"),
                    tuple((ctx.tr(f"{domain}.option.{option.key}.{value}"), value) for value in option.choices))
        for option in getattr(rules, "options", ())
    )


@dataclass(frozen=True)
class SeatPlan:
    """A chosen setup: a colour and a seat kind per seat, and the options' values."""

    colours: tuple[str, ...]
    kinds: tuple[str, ...]
    options: dict[str, object] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        return {"colours": list(self.colours), "seats": list(self.kinds), "options": dict(self.options)}


@dataclass(frozen=True)
class GameSetup:
    """What a game tells the setup screen (see the module docstring)."""

    game_id: str
    title: str
    colours: tuple[SeatColour, ...]
    seat_counts: tuple[int, ...]
    kinds: tuple[tuple[str, str], ...]  # (seat kind, label)
    board: Callable[[MatchSession], Scene]
    summary: Callable[[dict], str]
    config: Callable[[SeatPlan], dict[str, object]] = lambda plan: {}
    options: tuple[SetupOption, ...] = ()
    fixed_colours: bool = False
    rules: Callable[[], Scene] | None = None
    emblem: Callable[[str], Drawing] | None = None
    private_views: bool = False
    decoration: Drawing | None = None  # fills the room below the seat rows
    counts_for: Callable[[dict[str, object]], tuple[int, ...]] | None = None  # counts the options allow


def allowed_counts(setup: GameSetup, options: dict[str, object]) -> tuple[int, ...]:
    """The seat counts a game allows with `options` chosen (all of `seat_counts` unless it says)."""
    allowed = setup.counts_for(options) if setup.counts_for is not None else setup.seat_counts
    return tuple(n for n in setup.seat_counts if n in allowed)


def kind_label(ctx: Context, kind: str) -> str:
    """A seat kind in words: "Human", "Computer (strong)"."""
    if kind == HUMAN:
        return ctx.tr("app.seat_human")
    if kind == PHONE:
        return ctx.tr("app.seat_phone")
    level = kind.partition(":")[2]
    key = f"app.level_{level}"
    known = getattr(ctx.tr, "has", lambda key: True)(key)
    return ctx.tr("app.seat_bot", level=ctx.tr(key) if known else level)


def default_kinds(ctx: Context, game_id: str, phones: bool = False) -> tuple[tuple[str, str], ...]:
    """Human (and, with `phones`, a human on a phone) and one computer per level of the game's bot
    table, with their labels."""
    kinds = [HUMAN] + ([PHONE] if phones else []) + [bot_kind(level) for level in bot_levels(game_id)]
    return tuple((kind, kind_label(ctx, kind)) for kind in kinds)


def setup_file(game_id: str) -> str:
    """Where the last choice of seats is kept."""
    return f"{game_id}-setup.json"


def default_plan(setup: GameSetup) -> SeatPlan:
    """The fewest seats in the first colours: a human, then the weakest computer."""
    ids = [colour.id for colour in setup.colours]
    kinds = [kind for kind, _ in setup.kinds]
    count = setup.seat_counts[0]
    computer = next((kind for kind in kinds if kind.startswith(BOT_PREFIX)), kinds[0])
    return SeatPlan(tuple(ids[:count]), (kinds[0],) + (computer,) * (count - 1),
                    {option.id: option.choices[0][1] for option in setup.options})


def stored_plan(setup: GameSetup, data: object) -> SeatPlan:
    """The plan stored as `data` if it still fits the game, else the default plan."""
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        return default_plan(setup)
    ids = [colour.id for colour in setup.colours]
    seats = data["seats"]
    colours = data.get("colours", ids[:len(seats)])
    options = data.get("options", {})
    if not isinstance(options, dict):
        return default_plan(setup)
    chosen = {option.id: options[option.id] if options.get(option.id) in [v for _, v in option.choices]
              else option.choices[0][1] for option in setup.options}
    if not _fits(setup, seats, colours, chosen):
        return default_plan(setup)
    return SeatPlan(tuple(colours), tuple(seats), chosen)


def _fits(setup: GameSetup, seats: list, colours: object, options: dict[str, object]) -> bool:
    """True when stored seat kinds and colours are a possible setup of the game with `options`."""
    ids = [colour.id for colour in setup.colours]
    kinds = [kind for kind, _ in setup.kinds]
    return (isinstance(colours, list) and len(seats) == len(colours) and len(seats) in allowed_counts(setup, options)
            and all(kind in kinds for kind in seats) and len(set(colours)) == len(colours)
            and all(colour in ids for colour in colours) and (not setup.fixed_colours or colours == ids[:len(colours)]))
