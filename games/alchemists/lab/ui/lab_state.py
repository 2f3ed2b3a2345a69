"""The running lab game shared by the lab screens, saved after every result.

`LabSession` holds the current immutable `LabGame` and writes it to storage after every change.
`load_saved(storage)` reads the saved game back; a damaged or foreign save is set aside by the
storage (numbered, never overwriting an earlier copy) and the shell tells the player once.
`LabSession.start` replaces the saved game with a new one (after the player agreed) and
`withdraw` puts the earlier one back (Back on the new game's code screen); `join_game` starts the
game of a code, or continues the saved game when it is that very game. The players' notebooks
(games.alchemists.lab.notebook) are saved in the same file, under session.NOTEBOOK_FIELD; a damaged
notebook part is set aside on its own (as NOTEBOOK_PART_NAME, reported like a damaged save) and never
costs the game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, TypeVar

from games.alchemists import codes
from games.alchemists.lab import session
from games.alchemists.facts import Fact
from games.alchemists.lab.notebook import Notebook, Source
from games.alchemists.lab.notebook import from_json as notebook_from_json
from games.alchemists.lab.notebook import to_json as notebook_to_json
from games.alchemists.lab.session import NOTEBOOK_FIELD, LabGame, Variant
from games.app.scene import Storage
from games.kernel.errors import CorruptRecordError

SAVE_NAME = "alchemists-lab"
PREVIOUS_NAME = "alchemists-lab-previous"
NOTEBOOK_PART_NAME = "alchemists-lab-notebook"  # a damaged notebook part, written only to be set aside

Answer = TypeVar("Answer")


@dataclass(frozen=True)
class SavedGame:
    """What storage held: the saved game, or None, and its players' notebooks if the table keeps them."""

    game: LabGame | None
    notebook: Notebook | None = None


def load_saved(storage: Storage) -> SavedGame:
    """The saved lab game; never raises. A save of the wrong shape, from a newer program or that
    could not have come from its own code is set aside (and reported) by the storage."""
    data = storage.load(SAVE_NAME, session.SAVE_SHAPE, what="game")
    if data is None:
        return SavedGame(None)
    try:
        game = session.from_json(data)
    except CorruptRecordError as error:
        storage.set_aside(SAVE_NAME, str(error), what="game")
        return SavedGame(None)
    return _with_notebook(storage, game, data)


def _with_notebook(storage: Storage, game: LabGame, data: dict) -> SavedGame:
    """The saved game with its notebooks. A damaged notebook part is written to NOTEBOOK_PART_NAME,
    set aside from there (and reported), and the save is rewritten without it; the game is kept."""
    raw = data.get(NOTEBOOK_FIELD)
    if raw is None:
        return SavedGame(game)
    try:
        return SavedGame(game, notebook_from_json(raw))
    except CorruptRecordError as error:
        part = {"code": game.code, "reason": str(error), NOTEBOOK_FIELD: raw}
        if storage.save(NOTEBOOK_PART_NAME, part) and storage.set_aside(NOTEBOOK_PART_NAME, str(error), what="notebooks"):
            storage.save(SAVE_NAME, session.to_json(game))
        return SavedGame(game)


def join_game(code: str, variant: Variant, storage: Storage) -> LabSession:
    """The game of `code` in `variant`: the saved game if it is that game, else a new one (see start)."""
    loaded = load_saved(storage)
    saved = loaded.game
    if saved is not None and is_saved_game(saved, code, variant):  # "is not None" for the type checker
        return LabSession(saved, storage, loaded.notebook)
    return LabSession.start(code, variant, storage)


def is_saved_game(saved: LabGame | None, code: str, variant: str | None) -> bool:
    """Whether `saved` is the game of `code` (in `variant`, when it is known)."""
    return saved is not None and saved.code == "".join(code.split()).upper() and variant in (None, saved.variant)


def draw_new_code(rng: random.Random) -> str:
    """The code of a uniformly drawn assignment, from one value of `rng`."""
    return codes.code_from_uniform(rng.random())


class LabSession:
    """The current game of this device and its players' notebooks; every change is saved at once."""

    def __init__(self, game: LabGame, storage: Storage, notebook: Notebook | None = None) -> None:
        self.game = game
        self.storage = storage
        self.notebook = notebook  # None until the table asks Athanor to keep notebooks
        self.save_error: str | None = None
        self.is_new = False  # made by start(), so withdraw() can put the earlier save back
        self.earlier: dict | None = None  # what storage held before start()

    @classmethod
    def start(cls, code: str, variant: Variant, storage: Storage) -> "LabSession":
        """A new game for `code`, saved; an earlier saved game is kept as the previous one."""
        earlier = storage.load(SAVE_NAME, session.SAVE_SHAPE, what="game")
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
        if self.earlier is None:
            self._note(self.storage.delete(SAVE_NAME))
        else:
            self._note(self.storage.save(SAVE_NAME, self.earlier))

    def save(self) -> None:
        """Write the game to storage; a failing disk is remembered for the screen, not raised."""
        data = session.to_json(self.game)
        if self.notebook is not None:
            data[NOTEBOOK_FIELD] = notebook_to_json(self.notebook)
        self._note(self.storage.save(SAVE_NAME, data))

    def _note(self, stored: bool) -> None:
        """Remember why the last write failed (the shell's banner says so on every screen too)."""
        self.save_error = None if stored else self.storage.failing.get(SAVE_NAME, "?")

    def record(self, act: Callable[[LabGame], tuple[LabGame, Answer]]) -> Answer:
        """Apply one flow to the game (e.g. `lambda g: g.student(a, b)`), save, return its answer."""
        self.game, answer = act(self.game)
        self.save()
        return answer

    def keep_notebooks(self, book: Notebook | None) -> None:
        """Keep `book` as the table's notebooks (None: no notebooks any more) and save."""
        self.notebook = book
        self.save()

    def note(self, colour: str, fact: Fact, source: Source = "hand") -> None:
        """Note `fact` on `colour`'s page and save."""
        assert self.notebook is not None, "the table keeps no notebooks"
        self.keep_notebooks(self.notebook.add(colour, fact, source))

    def remove_note(self, colour: str, index: int) -> None:
        """Take note number `index` (0 = oldest) off `colour`'s page and save."""
        assert self.notebook is not None, "the table keeps no notebooks"
        self.keep_notebooks(self.notebook.remove(colour, index))
