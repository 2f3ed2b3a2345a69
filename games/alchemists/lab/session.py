"""A lab game: its code, variant and the public history of results — exactly what is saved.

LabGame is immutable; every flow returns a new LabGame with one HistoryEntry appended, and the
answer. Entries hold only what the table sees: never the ingredients of a student test, a drink, a
sale or an exhibition; the choices of a debunk are public and are kept. After the reveal the game is
over and takes no more results. to_json/from_json give a versioned JSON object; from_json checks
everything it can (the shape, SAVE_SHAPE; then debunk answers against the secret) and raises
CorruptRecordError; loading takes time linear in the number of results.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from games.alchemists import codes, mixing as lab
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
from games.kernel import shape
from games.kernel.errors import CorruptRecordError, IllegalActionError, InvalidNotationError, RulesError

Variant = Literal["apprentice", "master"]
FORMAT = 1
GAME_ID = "alchemists-lab"
YES, NO = "yes", "no"
NOTEBOOK_FIELD = "notebook"  # a saved game may carry the table's notebooks (games.alchemists.lab.notebook)

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


DETAIL_SHAPES: dict[str, shape.Shape] = {
    "effect": shape.nullable(shape.text(max_length=40)),
    "wanted": shape.text(max_length=40),
    "ingredient": shape.text(max_length=40),
    "colour": shape.text(max_length=40),
    "ingredients": shape.list_of(shape.text(max_length=40), max_items=2),
    "potion": shape.text(max_length=40),
    "solution": shape.dict_of(shape.text(max_length=40), max_items=len(INGREDIENTS)),
}
ENTRY_SHAPE = shape.obj({"action": shape.one_of(*ACTIONS), "result": shape.text(max_length=40),
                         "details": shape.obj({}, optional=DETAIL_SHAPES)})
SAVE_SHAPE = shape.obj({
    "format": shape.format_version(FORMAT), "game": shape.one_of(GAME_ID), "code": shape.text(max_length=40),
    "variant": shape.one_of(*VARIANTS), "revealed": shape.boolean(), "history": shape.list_of(ENTRY_SHAPE),
}, optional={NOTEBOOK_FIELD: shape.anything()})  # the notebooks are read (and checked) by the lab screens
"""What a saved lab game must look like before its results are checked against its code."""


def from_json(data: dict) -> LabGame:
    """The game a to_json dict describes; CorruptRecordError for anything wrong or foreign.

    Linear in the number of results: each is checked against the code's secret (decoded once) and
    the game is built once at the end."""
    try:
        shape.check(SAVE_SHAPE, data)
        return _from_json(data)
    except CorruptRecordError:
        raise
    except shape.ShapeError as error:
        raise CorruptRecordError(f"saved lab game: {error}") from None
    except RulesError as error:
        raise CorruptRecordError(f"saved lab game is damaged: {error}") from None


def _from_json(data: dict) -> LabGame:
    """The game of `data`, whose shape is already checked."""
    game = new_game(data["code"], data["variant"])
    _expect(game.code == data["code"], f"saved lab game code {data['code']!r} is not in capitals")
    assignment = game.assignment
    entries: list[HistoryEntry] = []
    revealed = False
    for number, raw in enumerate(data["history"], start=1):
        where = f"saved lab game, result {number}"
        _expect(not revealed, f"{where}: a result after the reveal")
        entries.append(_checked_entry(game, assignment, raw, where))
        revealed = raw["action"] == "reveal"
    _expect(revealed == data["revealed"], "saved lab game: 'revealed' disagrees with its history")
    return LabGame(game.code, game.variant, tuple(entries), revealed)


def _checked_entry(game: LabGame, assignment: lab.Assignment, raw: dict, where: str) -> HistoryEntry:
    """The saved entry `raw` (of ENTRY_SHAPE) once it is known to fit the game."""
    action, result, details = raw["action"], raw["result"], raw["details"]
    _expect(set(details) == set(ACTIONS[action]), f"{where}: bad details")
    possible = _valid_result(game, assignment, action, result, details)
    _expect(possible, f"{where}: {action} result {result!r} is impossible")
    return HistoryEntry(action, result, _plain(details))  # type: ignore[arg-type]


def _valid_result(game: LabGame, assignment: lab.Assignment, action: str, result: str, details: dict) -> bool:
    """Whether a saved entry could have come from this game."""
    if action == "student":
        return result in POTIONS
    if action == "drink":
        return result in POTIONS and details["effect"] == NEGATIVE_EFFECTS.get(result)
    if action == "sell":
        return result in QUALITIES and details["wanted"] in COLOURED_POTIONS
    if action == "exhibit":
        return result in (YES, NO) and details["potion"] in COLOURED_POTIONS
    if action == "debunk-apprentice":
        game._require("apprentice", "a saved Apprentice debunk")
        ingredient, colour = details["ingredient"], details["colour"]
        _expect(ingredient in INGREDIENTS and colour in COLOURS, "saved debunk names an unknown choice")
        return result == lab.debunk_aspect(assignment, ingredient, colour)
    if action == "debunk-master":
        game._require("master", "a saved Master debunk")
        pair, potion = details["ingredients"], details["potion"]
        _expect(len(pair) == 2 and potion in MASTER_DEBUNK_POTIONS, "saved Master debunk names an unknown choice")
        makes = lab.debunk_master(assignment, pair[0], pair[1], potion)
        return result == (YES if makes else NO)
    return result == "revealed" and details["solution"] == lab.solution(assignment)


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise CorruptRecordError(message)
