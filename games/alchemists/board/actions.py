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

notation.parse_action reads them back: `parse_action(str(a)) == a` for every action. Whether a
well-formed action is allowed is for the rules to say.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from games.alchemists.board.components import ORDER_TRACK
from games.alchemists.components import INGREDIENTS

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
