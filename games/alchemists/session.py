"""A lab game: its code, variant and the public history of results — exactly what is saved.

LabGame is immutable; every flow returns a new LabGame with one HistoryEntry appended, and the
answer. Entries hold only what the table sees: never the ingredients of a student test, a drink, a
sale or an exhibition; the choices of a debunk are public and are kept. After the reveal the game is
over and takes no more results. to_json/from_json give a versioned JSON object; from_json checks
everything it can (including debunk answers against the secret) and raises CorruptRecordError.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from games.alchemists import codes, lab
from games.alchemists.components import (
    COLOURED_POTIONS,
    COLOURS,
    INGREDIENTS,
    MASTER_DEBUNK_POTIONS,
    NEGATIVE_EFFECTS,
    POTIONS,
    QUALITIES,
    VARIANTS,
)
from games.kernel.errors import CorruptRecordError, IllegalActionError, InvalidNotationError, RulesError

Variant = Literal["apprentice", "master"]
FORMAT = 1
GAME_ID = "alchemists-lab"
YES, NO = "yes", "no"
NOTEBOOK_FIELD = "notebook"  # a saved game may carry the table's notebooks (games.alchemists.notebook)

# action -> the public detail fields of its entry
ACTIONS: dict[str, tuple[str, ...]] = {
    "student": (),
    "drink": ("effect",),
    "sell": ("wanted",),
    "debunk-apprentice": ("ingredient", "colour"),
    "debunk-master": ("ingredients", "potion"),
    "exhibit": ("potion",),
    "reveal": ("solution",),
}


@dataclass(frozen=True)
class HistoryEntry:
    """One public result: the action, its answer as text, and the public choices (details).

    result: a potion for student/drink, a quality for sell, "+"/"-" for debunk-apprentice,
    "yes"/"no" for debunk-master and exhibit, "revealed" for reveal.
    details: drink {"effect": "hospital"|"paralysis"|"insanity"|None}; sell {"wanted": potion};
    debunk-apprentice {"ingredient", "colour"}; debunk-master {"ingredients": [a, b], "potion"};
    exhibit {"potion"}; reveal {"solution": {...}}; student {}.
    """

    action: str
    result: str
    details: dict = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class LabGame:
    """A running lab game. Use new_game() or from_json() to make one."""

    code: str
    variant: Variant
    history: tuple[HistoryEntry, ...] = ()
    revealed: bool = False

    @property
    def assignment(self) -> lab.Assignment:
        """The secret this game's code stands for."""
        return codes.decode(self.code)

    def _record(self, action: str, result: str, **details: object) -> LabGame:
        """A copy with one entry appended (refused after the reveal)."""
        if self.revealed:
            raise IllegalActionError(
                f"game {self.code} is over: the solution was revealed; start a new game"
            )
        entry = HistoryEntry(action, result, dict(details))
        return LabGame(self.code, self.variant, self.history + (entry,), self.revealed)

    def _require(self, variant: Variant, flow: str) -> None:
        if self.variant != variant:
            raise IllegalActionError(
                f"{flow} belongs to the {variant} variant; game {self.code} is {self.variant}"
            )

    def student(self, a: str, b: str) -> tuple[LabGame, str]:
        """Test on the student: the potion, told to everyone."""
        potion = lab.mix(self.assignment, a, b)
        return self._record("student", potion), potion

    def drink(self, a: str, b: str) -> tuple[LabGame, str]:
        """Drink the potion yourself: the potion (its negative effect is in the entry)."""
        potion = lab.mix(self.assignment, a, b)
        return self._record("drink", potion, effect=NEGATIVE_EFFECTS.get(potion)), potion

    def sell(self, wanted: str, a: str, b: str) -> tuple[LabGame, lab.Quality]:
        """Sell to the adventurer who wants `wanted`: only the quality class is told."""
        quality = lab.sell_quality(self.assignment, wanted, a, b)
        return self._record("sell", quality, wanted=wanted), quality

    def debunk_apprentice(self, ingredient: str, colour: str) -> tuple[LabGame, lab.Sign]:
        """Apprentice debunk: the true sign of one aspect of one ingredient, shown publicly."""
        self._require("apprentice", "the debunk of one ingredient and one colour")
        sign = lab.debunk_aspect(self.assignment, ingredient, colour)
        return self._record("debunk-apprentice", sign, ingredient=ingredient, colour=colour), sign

    def debunk_master(self, a: str, b: str, potion: str) -> tuple[LabGame, bool]:
        """Master debunk: whether the two ingredients make `potion`."""
        self._require("master", "the debunk of two ingredients and a potion")
        makes = lab.debunk_master(self.assignment, a, b, potion)
        entry = self._record("debunk-master", YES if makes else NO, ingredients=[a, b], potion=potion)
        return entry, makes

    def exhibit(self, potion: str, a: str, b: str) -> tuple[LabGame, bool]:
        """Exhibition: whether the two ingredients make the announced potion."""
        success = lab.exhibit(self.assignment, potion, a, b)
        return self._record("exhibit", YES if success else NO, potion=potion), success

    def reveal(self) -> tuple[LabGame, dict[str, str]]:
        """The whole solution; ends the game. Revealing again adds nothing."""
        answer = lab.solution(self.assignment)
        if self.revealed:
            return self, answer
        game = self._record("reveal", "revealed", solution=answer)
        return LabGame(game.code, game.variant, game.history, True), answer


def new_game(code: str, variant: Variant) -> LabGame:
    """A fresh game for a classic code (or DEMO); the code's errors pass through from codes.decode."""
    if variant not in VARIANTS:
        raise InvalidNotationError(f"unknown variant {variant!r}: use apprentice or master")
    normal = codes.normalize_code(code)
    codes.decode(normal)
    return LabGame(normal, variant)


def to_json(game: LabGame) -> dict:
    """The game as a JSON-ready dict with a format version."""
    return {
        "format": FORMAT,
        "game": GAME_ID,
        "code": game.code,
        "variant": game.variant,
        "revealed": game.revealed,
        "history": [
            {"action": e.action, "result": e.result, "details": _plain(e.details)} for e in game.history
        ],
    }


def _plain(value: object) -> object:
    """A deep copy made of dicts, lists and scalars."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def from_json(data: dict) -> LabGame:
    """The game a to_json dict describes; CorruptRecordError for anything wrong or foreign."""
    try:
        return _from_json(data)
    except CorruptRecordError:
        raise
    except RulesError as error:
        raise CorruptRecordError(f"saved lab game is damaged: {error}") from None


def _from_json(data: dict) -> LabGame:
    _expect(isinstance(data, dict), "the saved lab game is not a JSON object")
    fields = set(data) - {NOTEBOOK_FIELD}  # the players' notebooks: read by the lab screens, not here
    _expect(fields == {"format", "game", "code", "variant", "revealed", "history"},
            f"saved lab game has the wrong fields: {sorted(map(str, data))}")
    _expect(data["game"] == GAME_ID, f"saved game is {data['game']!r}, not {GAME_ID!r}")
    _expect(data["format"] == FORMAT and type(data["format"]) is int,
            f"saved lab game has format {data['format']!r}; this Athanor reads format {FORMAT}")
    _expect(isinstance(data["code"], str), "saved lab game has no code")
    _expect(data["variant"] in VARIANTS, f"saved lab game has unknown variant {data['variant']!r}")
    _expect(isinstance(data["revealed"], bool), "saved lab game: 'revealed' is not true/false")
    _expect(isinstance(data["history"], list), "saved lab game: 'history' is not a list")
    game = new_game(data["code"], data["variant"])
    _expect(game.code == data["code"], f"saved lab game code {data['code']!r} is not in capitals")
    for number, raw in enumerate(data["history"], start=1):
        game = _replay(game, raw, number)
    _expect(game.revealed == data["revealed"], "saved lab game: 'revealed' disagrees with its history")
    return game


def _replay(game: LabGame, raw: object, number: int) -> LabGame:
    """`game` with the saved entry `raw` appended after checking it."""
    where = f"saved lab game, result {number}"
    well_formed = isinstance(raw, dict) and set(raw) == {"action", "result", "details"}
    _expect(well_formed, f"{where}: malformed entry")
    action, result, details = raw["action"], raw["result"], raw["details"]
    _expect(action in ACTIONS, f"{where}: unknown action {action!r}")
    _expect(isinstance(details, dict) and set(details) == set(ACTIONS[action]), f"{where}: bad details")
    _expect(not game.revealed, f"{where}: a result after the reveal")
    possible = _valid_result(game, action, result, details)
    _expect(possible, f"{where}: {action} result {result!r} is impossible")
    if action == "reveal":
        return game.reveal()[0]
    entry = HistoryEntry(action, result, _plain(details))  # type: ignore[arg-type]
    return LabGame(game.code, game.variant, game.history + (entry,), False)


def _valid_result(game: LabGame, action: str, result: object, details: dict) -> bool:
    """Whether a saved entry could have come from this game."""
    if action == "student":
        return result in POTIONS
    if action == "drink":
        return result in POTIONS and details["effect"] == NEGATIVE_EFFECTS.get(str(result))
    if action == "sell":
        return result in QUALITIES and details["wanted"] in COLOURED_POTIONS
    if action == "exhibit":
        return result in (YES, NO) and details["potion"] in COLOURED_POTIONS
    if action == "debunk-apprentice":
        game._require("apprentice", "a saved Apprentice debunk")
        ingredient, colour = details["ingredient"], details["colour"]
        _expect(ingredient in INGREDIENTS and colour in COLOURS, "saved debunk names an unknown choice")
        return result == lab.debunk_aspect(game.assignment, ingredient, colour)
    if action == "debunk-master":
        game._require("master", "a saved Master debunk")
        pair, potion = details["ingredients"], details["potion"]
        _expect(isinstance(pair, list) and len(pair) == 2 and potion in MASTER_DEBUNK_POTIONS,
                "saved Master debunk names an unknown choice")
        makes = lab.debunk_master(game.assignment, str(pair[0]), str(pair[1]), potion)
        return result == (YES if makes else NO)
    return result == "revealed" and details["solution"] == lab.solution(game.assignment)


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise CorruptRecordError(message)
