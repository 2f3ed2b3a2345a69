"""The running lab game shared by the lab screens, saved after every result.

`LabSession` holds the current immutable `LabGame` and writes it to storage after every change.
`load_saved(storage)` reads the saved game back and says what went wrong when it cannot.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, TypeVar

from games.alchemists import codes, session
from games.alchemists.session import LabGame, Variant
from games.app.scene import Storage
from games.kernel.errors import CorruptRecordError

SAVE_NAME = "alchemists-lab"
DAMAGED_NAME = "alchemists-lab-damaged"
PREVIOUS_NAME = "alchemists-lab-previous"

Answer = TypeVar("Answer")


@dataclass(frozen=True)
class SavedGame:
    """What storage held: a game, or nothing, with a problem to tell the player about."""

    game: LabGame | None
    problem: str | None = None  # None, "corrupt" (unreadable, set aside) or "foreign" (see reason)
    reason: str = ""


def load_saved(storage: Storage) -> SavedGame:
    """The saved lab game; a corrupt or foreign save is reported, kept aside, and never raises."""
    existed = _exists(storage, SAVE_NAME)
    data = storage.load(SAVE_NAME)
    if data is None:
        return SavedGame(None, "corrupt" if existed else None)
    try:
        return SavedGame(session.from_json(data))
    except CorruptRecordError as error:
        storage.save(DAMAGED_NAME, data)
        storage.delete(SAVE_NAME)
        return SavedGame(None, "foreign", str(error))


def _exists(storage: Storage, name: str) -> bool:
    """Whether storage has a file for `name` (False when the storage cannot tell)."""
    path_of = getattr(storage, "path", None)
    if path_of is None:
        return False
    try:
        return bool(path_of(name).exists())
    except (OSError, ValueError):
        return False


def draw_new_code(rng: random.Random) -> str:
    """The code of a uniformly drawn assignment, from one value of `rng`."""
    return codes.code_from_uniform(rng.random())


class LabSession:
    """The current game of this device; every change is saved at once."""

    def __init__(self, game: LabGame, storage: Storage) -> None:
        self.game = game
        self.storage = storage
        self.save_error: str | None = None

    @classmethod
    def start(cls, code: str, variant: Variant, storage: Storage) -> "LabSession":
        """A new game for `code`, saved; an earlier saved game is kept as the previous one."""
        earlier = storage.load(SAVE_NAME)
        if earlier is not None:
            storage.save(PREVIOUS_NAME, earlier)
        lab = cls(session.new_game(code, variant), storage)
        lab.save()
        return lab

    def save(self) -> None:
        """Write the game to storage; a failing disk is remembered for the screen, not raised."""
        try:
            self.storage.save(SAVE_NAME, session.to_json(self.game))
            self.save_error = None
        except OSError as error:
            self.save_error = str(error)

    def record(self, act: Callable[[LabGame], tuple[LabGame, Answer]]) -> Answer:
        """Apply one flow to the game (e.g. `lambda g: g.student(a, b)`), save, return its answer."""
        self.game, answer = act(self.game)
        self.save()
        return answer
