"""Actions of Materia Prima and their text notation: a verb, then its arguments, one word each.

Decisions of a seat (an alchemist's player):
    move F q,r · mine F · drop F · trade F G · equip F · fight F A1 · fight-order F ·
    deliver F THING · convert F ELEMENT · transmute F RECIPE · research F DECK · buy F ·
    sail F CITY · portal F · end                        (F, G: a colour or a homunculus id)
    give ELEMENT · take ELEMENT · wear ITEM · stow ITEM · done      (inside drop/trade/equip)
    keep RECIPE · discard RECIPE (research) · event DAY SIDE · sacrifice COLOUR THING · lose COLOUR ELEMENT ·
    extend DIFFICULTY · finish · carry COLOUR THING · carried COLOUR
Chance outcomes (the driver picks them; one die or one card per step):
    die N · alarm-card N · peek N · inquisitor A3 · recipe RECIPE · order N · upgrade UPGRADE
Forced steps (chance steps with one outcome: the Inquisition and the table acting by themselves,
each logged so a screen can show it):
    day N · marker q,r SOURCE · alarm q,r · place A1 q,r · guard C1 q,r · turn COLOUR ·
    activate A1 · target A1 TARGET PRIORITY · step A1 q,r · attack A1 TARGET · destroy D1 COLOUR ·
    forfeit A1 · result VERDICT · loot FIGURE ELEMENT · verdict RESULT REASON

`parse_action(str(a)) == a` for every action. Text that fits none of these forms raises
InvalidNotationError; whether a well-formed action is allowed now is for the rules to say.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Final

from games.kernel.errors import InvalidNotationError
from games.materia_prima.board import Hex, hex_text

_WORD = re.compile(r"[a-z0-9][a-z0-9-]*")
_HEX = re.compile(r"(-?\d+),(-?\d+)")


def _word(text: str) -> str:
    if not _WORD.fullmatch(text):
        raise ValueError(f"'{text}' is not a word of the notation")
    return text


def _int(text: str) -> int:
    if not re.fullmatch(r"-?\d+", text):
        raise ValueError(f"'{text}' is not a whole number")
    return int(text)


def _hex(text: str) -> Hex:
    match = _HEX.fullmatch(text)
    if not match:
        raise ValueError(f"'{text}' is not a field (expected q,r such as 2,-1)")
    return int(match.group(1)), int(match.group(2))


def _upper(text: str) -> str:
    if not re.fullmatch(r"[A-F]\d", text.upper()):
        raise ValueError(f"'{text}' is not an inquisitor (expected e.g. A1)")
    return text.upper()


def _city(text: str) -> str:
    if text.upper() not in ("T", "R", "G"):
        raise ValueError(f"'{text}' is not a city (expected T, R or G)")
    return text.upper()


PARSERS: Final[dict[str, Callable[[str], Any]]] = {"str": _word, "int": _int, "Hex": _hex, "Inq": _upper, "City": _city}
UPPER_CASE: Final[frozenset[Callable[[str], Any]]] = frozenset({_upper, _city})
Inq = str  # an inquisitor figure or card id, written upper-case ("A1")
City = str  # a city letter, written upper-case ("T")


@dataclass(frozen=True)
class Action:
    """Base of every action: `verb` and the fields in order make the notation."""

    verb: ClassVar[str] = ""

    def __str__(self) -> str:
        words = [self.verb]  # the fields, in order (a dataclass sets them in its __init__ in order)
        for value in self.__dict__.values():
            words.append(hex_text(value) if isinstance(value, tuple) else str(value))
        return " ".join(words)


def _action(verb: str) -> Callable[[type], type]:
    def register(cls: type) -> type:
        cls.verb = verb  # type: ignore[attr-defined]
        cls = dataclass(frozen=True)(cls)
        ACTION_TYPES[verb] = cls
        return cls
    return register


ACTION_TYPES: dict[str, type] = {}


# ---- an alchemist's turn -------------------------------------------------------------------------
@_action("move")
class Move(Action):
    figure: str
    to: Hex


@_action("mine")
class Mine(Action):
    figure: str


@_action("drop")
class Drop(Action):
    figure: str


@_action("trade")
class Trade(Action):
    figure: str
    other: str


@_action("equip")
class Equip(Action):
    figure: str


@_action("fight")
class Fight(Action):
    figure: str
    inquisitor: Inq


@_action("fight-order")
class FightOrder(Action):
    figure: str


@_action("deliver")
class Deliver(Action):
    figure: str
    thing: str  # an element, equipment, fragment, or the homunculus itself


@_action("convert")
class Convert(Action):
    figure: str
    element: str


@_action("transmute")
class Transmute(Action):
    figure: str
    recipe: str


@_action("research")
class Research(Action):
    figure: str
    deck: str


@_action("buy")
class Buy(Action):
    figure: str


@_action("sail")
class Sail(Action):
    figure: str
    city: City


@_action("portal")
class Portal(Action):
    figure: str


@_action("end")
class EndTurn(Action):
    pass


@_action("give")
class Give(Action):
    element: str


@_action("take")
class Take(Action):
    element: str


@_action("wear")
class Wear(Action):
    item: str


@_action("stow")
class Stow(Action):
    item: str


@_action("done")
class Done(Action):
    pass


@_action("keep")
class Keep(Action):
    recipe: str


@_action("discard")
class Discard(Action):
    recipe: str


# ---- decisions outside the turns -----------------------------------------------------------------
@_action("event")
class EventSide(Action):
    day: int
    side: str  # "alchemists" or "inquisition"


@_action("sacrifice")
class Sacrifice(Action):
    colour: str
    thing: str


@_action("lose")
class LoseElement(Action):
    colour: str
    element: str  # "none" when the tower holds nothing of the stage or below


@_action("extend")
class Extend(Action):
    difficulty: str


@_action("finish")
class Finish(Action):
    pass


@_action("carry")
class Carry(Action):
    colour: str
    thing: str  # a homunculus or equipment (with a fragment of its level) or a tower upgrade


@_action("carried")
class CarryDone(Action):
    colour: str


# ---- chance outcomes -----------------------------------------------------------------------------
@_action("die")
class Die(Action):
    face: int


@_action("alarm-card")
class DrawAlarm(Action):
    card: int


@_action("peek")
class Peek(Action):
    card: int


@_action("inquisitor")
class DrawInquisitor(Action):
    card: Inq


@_action("recipe")
class DrawRecipe(Action):
    recipe: str


@_action("order")
class DrawOrder(Action):
    card: int


@_action("upgrade")
class DrawUpgrade(Action):
    upgrade: str


# ---- forced steps --------------------------------------------------------------------------------
@_action("day")
class Day(Action):
    day: int


@_action("marker")
class Marker(Action):
    at: Hex
    source: str


@_action("alarm")
class Alarm(Action):
    at: Hex


@_action("place")
class Place(Action):
    inquisitor: Inq
    at: Hex


@_action("guard")
class Guard(Action):
    inquisitor: Inq
    at: Hex


@_action("turn")
class Turn(Action):
    colour: str


@_action("activate")
class Activate(Action):
    inquisitor: Inq


@_action("target")
class Target(Action):
    inquisitor: Inq
    target: str  # a figure id, "tower-<colour>", or "none"
    priority: int  # 1..6 as the rulebook numbers them; 0: no target


@_action("step")
class Step(Action):
    inquisitor: Inq
    to: Hex


@_action("attack")
class Attack(Action):
    inquisitor: Inq
    target: str


@_action("destroy")
class Destroy(Action):
    inquisitor: Inq
    colour: str


@_action("forfeit")
class Forfeit(Action):
    inquisitor: Inq


@_action("result")
class Result(Action):
    verdict: str  # "hit", "miss" (a figure's attack), "defended", "beaten" (an inquisitor's)


@_action("loot")
class Loot(Action):
    figure: str
    element: str  # "none" when the supply has none left


@_action("verdict")
class Verdict(Action):
    result: str  # "passed" or "failed"
    reason: str


def parse_action(text: str) -> Action:
    """The action written as `text` (case and surrounding spaces do not matter)."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"{text!r} is no action (expected text)")
    words = text.strip().split()
    if not words or words[0].lower() not in ACTION_TYPES:
        raise InvalidNotationError(f"'{text}' is no Materia Prima action (unknown verb; e.g. 'move yellow 1,-2', "
                                   "'mine yellow', 'end')")
    cls = ACTION_TYPES[words[0].lower()]
    fields = dataclasses.fields(cls)
    args = words[1:]
    if len(args) != len(fields):
        names = " ".join(f.name.upper() for f in fields)
        raise InvalidNotationError(f"'{text}': '{cls.verb}' takes {len(fields)} argument(s): {cls.verb} {names}".rstrip())
    values = []
    for f, word in zip(fields, args):
        parser = PARSERS[str(f.type)]
        try:
            values.append(parser(word if parser in UPPER_CASE else word.lower()))
        except ValueError as error:
            raise InvalidNotationError(f"'{text}': {error}") from None
    return cls(*values)
