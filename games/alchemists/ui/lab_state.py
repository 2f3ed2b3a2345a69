"""The running lab game shared by the lab screens, saved after every result.

`LabSession` holds the current immutable `LabGame` and writes it to storage after every change.
`load_saved(storage)` reads the saved game back and says what went wrong when it cannot.
`LabSession.start` replaces the saved game with a new one (after the player agreed) and
`withdraw` puts the earlier one back (Back on the new game's code screen); `join_game` starts the
game of a code, or continues the saved game when it is that very game.
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


def join_game(code: str, variant: Variant, storage: Storage) -> LabSession:
    """The game of `code` in `variant`: the saved game if it is that game, else a new one (see start)."""
    saved = load_saved(storage).game
    if saved is not None and is_saved_game(saved, code, variant):  # "is not None" for the type checker
        return LabSession(saved, storage)
    return LabSession.start(code, variant, storage)


def is_saved_game(saved: LabGame | None, code: str, variant: str | None) -> bool:
    """Whether `saved` is the game of `code` (in `variant`, when it is known)."""
    return saved is not None and saved.code == "".join(code.split()).upper() and variant in (None, saved.variant)


def draw_new_code(rng: random.Random) -> str:
    """The code of a uniformly drawn assignment, from one value of `rng`."""
    return codes.code_from_uniform(rng.random())


class LabSession:
    """The current game of this device; every change is saved at once."""

    def __init__(self, game: LabGame, storage: Storage) -> None:
        self.game = game
        self.storage = storage
        self.save_error: str | None = None
        self.is_new = False  # made by start(), so withdraw() can put the earlier save back
        self.earlier: dict | None = None  # what storage held before start()

    @classmethod
    def start(cls, code: str, variant: Variant, storage: Storage) -> "LabSession":
        """A new game for `code`, saved; an earlier saved game is kept as the previous one."""
        earlier = storage.load(SAVE_NAME)
        if earlier is not None:
            storage.save(PREVIOUS_NAME, earlier)
        lab = cls(session.new_game(code, variant), storage)
        lab.is_new, lab.earlier = True, earlier
        lab.save()
        return lab

    def withdraw(self) -> None:
        """Undo start(): the game saved before is the saved game again (or there is none, as before)."""
        if not self.is_new:
            return
        try:
            if self.earlier is None:
                self.storage.delete(SAVE_NAME)
            else:
                self.storage.save(SAVE_NAME, self.earlier)
        except OSError as error:
            self.save_error = str(error)

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
