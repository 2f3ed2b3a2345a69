"""Actions of the Alchemists board game and their text notation.

Ingredients are written by their lab id (toad, fern, ...), potions as R+ .. N, seats by colour.
Pairs of ingredients are kept in grid order, so "student fern toad" and "student toad fern" are
the same action. Chance outcomes (the driver's picks) name the seat a card goes to.

    chance      secret 1234 · start red · artifact periscope · adventurer 3 · row toad ·
                draw red toad · favor red assistant · mortar toad · peek toad
    set-up      keep assistant (of the two favors drawn) · discard toad (after a herbalist)
    order       order two-favors (a space of the play-order track)
    declaring   declare sell · play assistant · play associate sell · play custodian · done
    resolving   pass · forage toad · forage deck · transmute toad · bid 2 ·
                sell B+ sign fern toad · buy periscope · debunk toad red (Apprentice) ·
                debunk fern toad R+ (Master) · publish toad 3 gold · endorse toad hedge-red ·
                student fern toad · drink fern toad · exhibit R+ fern toad ·
                play sage / shopkeeper / barmaid / merchant (before the action they help)
    artifacts   boots (the extra action) · periscope (look) · set-aside (feather in cap) ·
                cap fern toad (thinking cap) · altar 3 · grant 2

`parse_action(str(a)) == a` for every action; text of none of these forms raises
InvalidNotationError naming it. Whether a well-formed action is allowed is for the rules to say.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union

from games.alchemists.board.components import (
    ADVENTURERS, ARTIFACT_BY_ID, FAVORS, GRANTS, GUARANTEES, ORDER_TRACK, SEALS, SEAT_COLOURS, SPACES,
)
from games.alchemists.components import COLOURS, INGREDIENTS, POTIONS
from games.kernel.errors import InvalidNotationError

DECK = -1  # forage from the deck instead of the row


def _name(ingredient: int) -> str:
    return INGREDIENTS[ingredient]


def _pair(a: int, b: int) -> str:
    return f"{_name(a)} {_name(b)}"


@dataclass(frozen=True, order=True)
class Secret:
    """Chance: the secret, an index into the 8! assignments (games.alchemists.codes)."""

    index: int

    def __str__(self) -> str:
        return f"secret {self.index}"


@dataclass(frozen=True, order=True)
class StartPlayer:
    """Chance: the start player, by lot."""

    colour: str

    def __str__(self) -> str:
        return f"start {self.colour}"


@dataclass(frozen=True, order=True)
class DealArtifact:
    """Chance: an artifact card dealt face up for its tier."""

    artifact: str

    def __str__(self) -> str:
        return f"artifact {self.artifact}"


@dataclass(frozen=True, order=True)
class RevealAdventurer:
    """Chance: the next adventurer tile turned up (index 0..5 into ADVENTURERS)."""

    index: int

    def __str__(self) -> str:
        return f"adventurer {self.index + 1}"


@dataclass(frozen=True, order=True)
class DealRow:
    """Chance: an ingredient card dealt face up into the row."""

    ingredient: int

    def __str__(self) -> str:
        return f"row {_name(self.ingredient)}"


@dataclass(frozen=True, order=True)
class DrawIngredient:
    """Chance: an ingredient card drawn from the deck into a seat's hand (only that seat sees it)."""

    colour: str
    ingredient: int

    def __str__(self) -> str:
        return f"draw {self.colour} {_name(self.ingredient)}"


@dataclass(frozen=True, order=True)
class DrawFavor:
    """Chance: a favor card drawn into a seat's hand (only that seat sees it)."""

    colour: str
    favor: str

    def __str__(self) -> str:
        return f"favor {self.colour} {self.favor}"


@dataclass(frozen=True, order=True)
class MortarPick:
    """Chance: the card a colleague draws blind from a magic mortar owner's cauldron."""

    ingredient: int

    def __str__(self) -> str:
        return f"mortar {_name(self.ingredient)}"


@dataclass(frozen=True, order=True)
class PeekPick:
    """Chance: the card a periscope looks at, of the two a colleague just used."""

    ingredient: int

    def __str__(self) -> str:
        return f"peek {_name(self.ingredient)}"


@dataclass(frozen=True, order=True)
class Word:
    """A decision without arguments: done, pass, boots, periscope, set-aside."""

    word: str

    def __str__(self) -> str:
        return self.word


DONE, PASS, BOOTS, PERISCOPE, SET_ASIDE = Word("done"), Word("pass"), Word("boots"), Word("periscope"), Word("set-aside")
WORDS: dict[str, Word] = {w.word: w for w in (DONE, PASS, BOOTS, PERISCOPE, SET_ASIDE)}


@dataclass(frozen=True, order=True)
class KeepFavor:
    """Set-up: keep this one of the two favors drawn (the other is discarded)."""

    favor: str

    def __str__(self) -> str:
        return f"keep {self.favor}"


@dataclass(frozen=True, order=True)
class Discard:
    """Discard one ingredient card (after a herbalist's draw)."""

    ingredient: int

    def __str__(self) -> str:
        return f"discard {_name(self.ingredient)}"


@dataclass(frozen=True, order=True)
class ChooseOrder:
    """Put the own marker on a play-order space (index into ORDER_TRACK)."""

    space: int

    def __str__(self) -> str:
        return f"order {ORDER_TRACK[self.space].id}"


@dataclass(frozen=True, order=True)
class Declare:
    """Put cubes for one more action on an action space."""

    space: str

    def __str__(self) -> str:
        return f"declare {self.space}"


@dataclass(frozen=True, order=True)
class PlayFavor:
    """Play a favor card; an associate names the space it moves the own cubes to the top of."""

    favor: str
    space: str = ""

    def __str__(self) -> str:
        return f"play {self.favor} {self.space}".rstrip()


@dataclass(frozen=True, order=True)
class Forage:
    """Take a face-up ingredient, or the top card of the deck (DECK)."""

    ingredient: int

    def __str__(self) -> str:
        return "forage deck" if self.ingredient == DECK else f"forage {_name(self.ingredient)}"


@dataclass(frozen=True, order=True)
class Transmute:
    """Discard an ingredient face down for gold."""

    ingredient: int

    def __str__(self) -> str:
        return f"transmute {_name(self.ingredient)}"


@dataclass(frozen=True, order=True)
class Bid:
    """The hidden discount card of a sale (0..3 gold off, as many smileys)."""

    discount: int

    def __str__(self) -> str:
        return f"bid {self.discount}"


@dataclass(frozen=True, order=True)
class Sell:
    """Sell the adventurer `potion` with a quality `guarantee`, mixing ingredients a and b."""

    potion: str
    guarantee: str
    a: int
    b: int

    def __str__(self) -> str:
        return f"sell {self.potion} {self.guarantee} {_pair(self.a, self.b)}"


@dataclass(frozen=True, order=True)
class Buy:
    """Buy an artifact on display."""

    artifact: str

    def __str__(self) -> str:
        return f"buy {self.artifact}"


@dataclass(frozen=True, order=True)
class DebunkAspect:
    """Apprentice debunk: ask the true sign of `colour` in `ingredient`'s alchemical."""

    ingredient: int
    colour: str

    def __str__(self) -> str:
        return f"debunk {_name(self.ingredient)} {self.colour}"


@dataclass(frozen=True, order=True)
class DebunkMix:
    """Master debunk: ask whether a and b make `potion`."""

    a: int
    b: int
    potion: str

    def __str__(self) -> str:
        return f"debunk {_pair(self.a, self.b)} {self.potion}"


@dataclass(frozen=True, order=True)
class Publish:
    """Publish a theory: `alchemical` (0..7, written as grid number 1..8) in `ingredient`, with a seal."""

    ingredient: int
    alchemical: int
    seal: str

    def __str__(self) -> str:
        return f"publish {_name(self.ingredient)} {self.alchemical + 1} {self.seal}"


@dataclass(frozen=True, order=True)
class Endorse:
    """Put a seal on a colleague's theory about `ingredient`."""

    ingredient: int
    seal: str

    def __str__(self) -> str:
        return f"endorse {_name(self.ingredient)} {self.seal}"


@dataclass(frozen=True, order=True)
class Mix:
    """Mix a and b for `purpose`: "student", "drink" or "cap" (thinking cap test)."""

    purpose: str
    a: int
    b: int

    def __str__(self) -> str:
        return f"{self.purpose} {_pair(self.a, self.b)}"


@dataclass(frozen=True, order=True)
class Exhibit:
    """Final round: announce `potion` and mix a and b to show it."""

    potion: str
    a: int
    b: int

    def __str__(self) -> str:
        return f"exhibit {self.potion} {_pair(self.a, self.b)}"


@dataclass(frozen=True, order=True)
class Altar:
    """Altar of gold: pay `gold` for as much reputation."""

    gold: int

    def __str__(self) -> str:
        return f"altar {self.gold}"


@dataclass(frozen=True, order=True)
class TakeGrant:
    """Take one of several grants qualified for at once (index into GRANTS, written 1-based)."""

    grant: int

    def __str__(self) -> str:
        return f"grant {self.grant + 1}"


Action = Union[
    Secret, StartPlayer, DealArtifact, RevealAdventurer, DealRow, DrawIngredient, DrawFavor, MortarPick,
    PeekPick, Word, KeepFavor, Discard, ChooseOrder, Declare, PlayFavor, Forage, Transmute, Bid, Sell, Buy,
    DebunkAspect, DebunkMix, Publish, Endorse, Mix, Exhibit, Altar, TakeGrant,
]
CHANCE_TYPES = (Secret, StartPlayer, DealArtifact, RevealAdventurer, DealRow, DrawIngredient, DrawFavor,
                MortarPick, PeekPick)


def pair(a: int, b: int) -> tuple[int, int]:
    """Two different ingredients in grid order."""
    return (a, b) if a < b else (b, a)


# ---- parsing ------------------------------------------------------------------------------------
def _choice(word: str, allowed: tuple[str, ...] | list[str], what: str) -> str:
    if word not in allowed:
        raise InvalidNotationError(f"'{word}' is no {what} (expected one of: {', '.join(allowed)})")
    return word


def _ingredient(word: str) -> int:
    return INGREDIENTS.index(_choice(word, INGREDIENTS, "ingredient"))


def _potion(word: str) -> str:
    return _choice(word.upper(), POTIONS, "potion")


def _number(word: str, low: int, high: int, what: str) -> int:
    if not word.isdigit() or not low <= int(word) <= high:
        raise InvalidNotationError(f"'{word}' is no {what} (expected {low}..{high})")
    return int(word)


def _two(words: list[str]) -> tuple[int, int]:
    a, b = _ingredient(words[0]), _ingredient(words[1])
    if a == b:
        raise InvalidNotationError(f"'{words[0]} {words[1]}': a potion needs two different ingredients")
    return pair(a, b)


def _sell(w: list[str]) -> Action:
    a, b = _two(w[2:])
    return Sell(_potion(w[0]), _choice(w[1], GUARANTEES, "guarantee"), a, b)


def _debunk(w: list[str]) -> Action:
    if len(w) == 2:
        return DebunkAspect(_ingredient(w[0]), _choice(w[1], COLOURS, "colour"))
    a, b = _two(w[:2])
    return DebunkMix(a, b, _potion(w[2]))


def _exhibit(w: list[str]) -> Action:
    a, b = _two(w[1:])
    return Exhibit(_potion(w[0]), a, b)


def _mix(purpose: str) -> Callable[[list[str]], Action]:
    return lambda w: Mix(purpose, *_two(w))


_ORDER_IDS = [space.id for space in ORDER_TRACK]
_PARSERS: dict[str, tuple[tuple[int, ...], Callable[[list[str]], Action]]] = {
    # first word -> (allowed numbers of further words, parser of those words)
    "secret": ((1,), lambda w: Secret(_number(w[0], 0, 40319, "secret index"))),
    "start": ((1,), lambda w: StartPlayer(_choice(w[0], SEAT_COLOURS, "seat colour"))),
    "artifact": ((1,), lambda w: DealArtifact(_choice(w[0], list(ARTIFACT_BY_ID), "artifact"))),
    "adventurer": ((1,), lambda w: RevealAdventurer(_number(w[0], 1, len(ADVENTURERS), "adventurer") - 1)),
    "row": ((1,), lambda w: DealRow(_ingredient(w[0]))),
    "draw": ((2,), lambda w: DrawIngredient(_choice(w[0], SEAT_COLOURS, "seat colour"), _ingredient(w[1]))),
    "favor": ((2,), lambda w: DrawFavor(_choice(w[0], SEAT_COLOURS, "seat colour"), _choice(w[1], FAVORS, "favor"))),
    "mortar": ((1,), lambda w: MortarPick(_ingredient(w[0]))),
    "peek": ((1,), lambda w: PeekPick(_ingredient(w[0]))),
    "keep": ((1,), lambda w: KeepFavor(_choice(w[0], FAVORS, "favor"))),
    "discard": ((1,), lambda w: Discard(_ingredient(w[0]))),
    "order": ((1,), lambda w: ChooseOrder(_ORDER_IDS.index(_choice(w[0], _ORDER_IDS, "order space")))),
    "declare": ((1,), lambda w: Declare(_choice(w[0], SPACES, "action space"))),
    "play": ((1, 2), lambda w: PlayFavor(_choice(w[0], FAVORS, "favor"),
                                        _choice(w[1], SPACES, "action space") if len(w) > 1 else "")),
    "forage": ((1,), lambda w: Forage(DECK if w[0] == "deck" else _ingredient(w[0]))),
    "transmute": ((1,), lambda w: Transmute(_ingredient(w[0]))),
    "bid": ((1,), lambda w: Bid(_number(w[0], 0, 3, "bid"))),
    "sell": ((4,), _sell),
    "buy": ((1,), lambda w: Buy(_choice(w[0], list(ARTIFACT_BY_ID), "artifact"))),
    "debunk": ((2, 3), _debunk),
    "publish": ((3,), lambda w: Publish(_ingredient(w[0]), _number(w[1], 1, 8, "alchemical") - 1,
                                        _choice(w[2], SEALS, "seal"))),
    "endorse": ((2,), lambda w: Endorse(_ingredient(w[0]), _choice(w[1], SEALS, "seal"))),
    "student": ((2,), _mix("student")),
    "drink": ((2,), _mix("drink")),
    "cap": ((2,), _mix("cap")),
    "exhibit": ((3,), _exhibit),
    "altar": ((1,), lambda w: Altar(_number(w[0], 0, 8, "amount of gold"))),
    "grant": ((1,), lambda w: TakeGrant(_number(w[0], 1, len(GRANTS), "grant") - 1)),
}


def parse_action(text: str) -> Action:
    """The action written as `text` (case and spacing do not matter; potions in any case)."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"{text!r} is no action (expected text)")
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in WORDS:
        return WORDS[words[0]]
    if not words or words[0] not in _PARSERS:
        raise InvalidNotationError(f"'{text}' is no Alchemists action (it starts with none of: "
                                   f"{', '.join(sorted([*_PARSERS, *WORDS]))})")
    counts, parser = _PARSERS[words[0]]
    if len(words) - 1 not in counts:
        raise InvalidNotationError(f"'{text}': '{words[0]}' takes {' or '.join(map(str, counts))} more words")
    try:
        return parser(words[1:])
    except InvalidNotationError as error:
        raise InvalidNotationError(f"'{text}': {error}") from None
