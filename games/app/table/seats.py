"""Who sits at a match: seat kinds, the registered game's rules and its computer players.

A seat kind is "human" (played at the screen), "phone" (a human playing from a phone) or "bot:<level>" with a level from the game's bot
table (`<game package>.bots:BOTS`, level -> Bot or zero-argument factory). `bot_levels(game_id)`
lists the levels in the table's order, for seat setup. The number and names of the seats come
from the rules and the match config (games.kernel.protocol.seat_names_of).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Mapping, Sequence

from games import GAMES, resolve
from games.kernel import play
from games.kernel.protocol import Rules, seat_names_of, table_config

HUMAN = "human"
PHONE = "phone"  # a human who plays from a phone (games.app.phones): never drawn privately on the big screen
BOT_PREFIX = "bot:"


def bot_kind(level: str) -> str:
    """The seat kind of a computer player of `level`: "bot:<level>"."""
    return BOT_PREFIX + level


def bot_levels(game_id: str) -> tuple[str, ...]:
    """The game's computer levels, weakest first as its bot table lists them."""
    return tuple(bot_table(game_id))


def rules_of(game_id: str) -> Rules:
    """The rules object of a registered game (ValueError for games without one)."""
    info = GAMES.get(game_id)
    if info is None or info.rules is None:
        raise ValueError(f"'{game_id}' is no game with rules")
    return resolve(info.rules)  # type: ignore[return-value]


def bot_table(game_id: str) -> Mapping[str, Any]:
    """The game's bots by level ("easy", "strong", ...) from `<game package>.bots:BOTS`."""
    info = GAMES[game_id]
    package = (info.rules or "").partition(":")[0].rpartition(".")[0]
    return getattr(import_module(f"{package}.bots"), "BOTS")


def make_bot(game_id: str, seat_kind: str) -> play.Bot:
    """The bot for a seat kind "bot:<level>" (ValueError for an unknown level)."""
    level = seat_kind[len(BOT_PREFIX):]
    table = bot_table(game_id)
    if level not in table:
        raise ValueError(f"unknown computer level '{level}' for {game_id} (known: {', '.join(sorted(table))})")
    entry = table[level]
    if isinstance(entry, type) or not hasattr(entry, "choose"):
        return entry()  # a class or a factory: every seat gets its own bot
    return entry


def check_seats(seats: Sequence[str], rules: Rules, config: Mapping[str, object] | None = None) -> None:
    """ValueError unless there is one well-formed seat kind per seat of a match set up with `config`
    (whose seat count may come from the seats, see games.kernel.protocol.table_config)."""
    names = seat_names_of(rules, table_config(rules, len(seats), config))
    if len(seats) != len(names):
        raise ValueError(f"{rules.game_id} needs {len(names)} seats ({', '.join(names)}), got {len(seats)}")
    for seat in seats:
        if seat not in (HUMAN, PHONE) and not seat.startswith(BOT_PREFIX):
            raise ValueError(f"unknown seat kind '{seat}' (expected 'human', 'phone' or 'bot:<level>')")
