"""Where a match session keeps its match: the stored record's name, the options tests and tools lend
sessions (ctx.services["match_session_options"], e.g. {"seed": 7, "worker": BotWorker(threaded=False)}),
and reading a stored match back (a record that cannot be replayed is set aside, numbered, and the
player told once through the storage; a record of a newer rules version is told as such)."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from games.app.scene import Storage
from games.app.table.seats import check_seats, rules_of
from games.kernel import play
from games.kernel.errors import CorruptRecordError, NewerRecordError
from games.kernel.record import RECORD_SHAPE, record_from_dict

OPTIONS_SERVICE = "match_session_options"
Session = TypeVar("Session")


def session_options(ctx: Any) -> dict[str, Any]:
    """Extra keyword arguments for MatchSession.new/resume from ctx.services (usually none)."""
    options = ctx.services.get(OPTIONS_SERVICE)
    return dict(options) if isinstance(options, dict) else {}


def storage_name(game_id: str) -> str:
    """Where the running match of `game_id` is stored."""
    return f"saves/match-{game_id}.json"


def saved_record(game_id: str, storage: Storage) -> dict | None:
    """The stored record as plain data of the record's shape (for a start screen's summary), or
    None (a file of another shape is set aside and the player told)."""
    return storage.load(storage_name(game_id), RECORD_SHAPE, what="game")


def stored_session(game_id: str, storage: Storage,
                   make: Callable[[play.Match, dict[str, Any]], Session]) -> Session | None:
    """`make(match, ui)` of the stored match and its saved screen state, or None when there is none
    or it cannot be replayed (then it is set aside and the player told)."""
    name = storage_name(game_id)
    data = saved_record(game_id, storage)
    if data is None:
        return None
    try:
        record = record_from_dict(data)
        rules = rules_of(game_id)
        check_seats(record.seats, rules, record.config)
        if record.seed is None:
            raise CorruptRecordError("match record: field 'seed' is null; a saved match needs its seed")
        return make(play.resume(rules, record), dict(data["ui"]) if isinstance(data.get("ui"), dict) else {})
    except (CorruptRecordError, ValueError) as error:
        kind = "newer" if isinstance(error, NewerRecordError) else "damaged"
        storage.set_aside(name, str(error), what="game", kind=kind)
        return None
