"""Which game is on screen: "running.json" in the user-data folder, so a restarted window (the kiosk
watchdog) opens the game that was being played, and a start screen can offer to continue it.

    {"version": 1, "game": "kupferkessel", "where": null,
     "opened_at": 1764172800.0, "on_screen": true, "left_at": null}

`game` is the id in games.GAMES; `where` a token the game needs to find its running game again
(Materia Prima: the campaign id; None for the others); times are wall-clock seconds. The start
screen calls `note_opened` when it opens a game and `note_left` when it comes back on top (the
players went home, or the kiosk's idle timeout sent them), which keeps the record but sets
`on_screen` false. The saves themselves stay each game's own (written after every move).

Reopening: `reopen(ctx, info)` opens the game's first scene and asks it, through its optional
`continue_running(ctx) -> Transition | None`, to continue the saved game at once.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, replace
from typing import Callable

from games.app.scene import Storage
from games.app.storage import LoadProblem, StorageError, read_json
from games.kernel import shape

RUNNING_FILE = "running.json"
RUNNING_SHAPE = shape.obj({
    "version": shape.format_version(1), "game": shape.text(max_length=60),
    "where": shape.nullable(shape.text(max_length=120)), "opened_at": shape.scalar(),
    "on_screen": shape.boolean(), "left_at": shape.scalar(),
})


@dataclass(frozen=True)
class RunningGame:
    """The record's content (see the module docstring)."""

    game: str
    where: str | None
    opened_at: float
    on_screen: bool
    left_at: float | None = None
    version: int = 1


def read_running(storage: Storage) -> RunningGame | None:
    """The record, or None when there is none or it cannot be used (it is only a hint, so a damaged
    or unreadable one is not reported: the next write replaces it)."""
    try:
        data = read_json(storage.path(RUNNING_FILE), RUNNING_SHAPE)  # type: ignore[attr-defined]
    except (LoadProblem, StorageError, AttributeError):
        return None
    if data is None:
        return None
    numbers = [data["opened_at"], data["left_at"]]
    if not all(v is None or isinstance(v, (int, float)) and not isinstance(v, bool) for v in numbers):
        return None
    return RunningGame(data["game"], data["where"], float(data["opened_at"]), data["on_screen"],
                       None if data["left_at"] is None else float(data["left_at"]))


def note_opened(storage: Storage, game: str, where: str | None = None,
                clock: Callable[[], float] = time.time) -> bool:
    """Record that `game` is on screen now (`where` as the game needs it)."""
    return _write(storage, RunningGame(game, where, clock(), True))


def note_where(storage: Storage, game: str, where: str | None) -> bool:
    """Add the game's own token to the record of the game on screen (e.g. the campaign opened)."""
    current = read_running(storage)
    if current is None or current.game != game or not current.on_screen:
        return note_opened(storage, game, where)
    return current.where == where or _write(storage, replace(current, where=where))


def note_left(storage: Storage, clock: Callable[[], float] = time.time) -> bool:
    """Record that the players left the game (the record stays for a "continue" offer)."""
    current = read_running(storage)
    if current is None or not current.on_screen:
        return True
    return _write(storage, replace(current, on_screen=False, left_at=clock()))


def forget(storage: Storage) -> bool:
    """Remove the record."""
    return storage.delete(RUNNING_FILE)


def _write(storage: Storage, record: RunningGame) -> bool:
    data = asdict(record)
    return storage.save(RUNNING_FILE, data)
