"""The printed data of Alchemists (CGE): ingredients, alchemicals, potions and their names.

Representation: an ingredient is an English id (grid order 1..8 in INGREDIENTS); an alchemical is
an index 0..7 into ALCHEMICALS (grid order top to bottom, reference §1); a potion is its short name
("R+", "G-", "N", ...). Signs are +1/-1 per aspect colour in COLOURS order.
Source: /work/shared/reference/alchemists.md §1–§2 ([V] unless marked [D]).
"""

from __future__ import annotations

from dataclasses import dataclass

INGREDIENTS: tuple[str, ...] = (
    "mushroom",
    "fern",
    "toad",
    "bird-claw",
    "flower",
    "mandrake",
    "scorpion",
    "raven-feather",
)  # grid order 1..8

COLOURS: tuple[str, ...] = ("red", "green", "blue")

POTIONS: tuple[str, ...] = ("R+", "R-", "G+", "G-", "B+", "B-", "N")

# The six coloured potions: what an adventurer can ask for and what the exhibition board shows.
COLOURED_POTIONS: tuple[str, ...] = tuple(p for p in POTIONS if p != "N")

# Sell answers, best to worst: colour and sign / sign only / neutral / wrong sign.
QUALITIES: tuple[str, ...] = ("exact", "sign", "neutral", "wrong")

VARIANTS: tuple[str, ...] = ("apprentice", "master")

NEGATIVE_EFFECTS: dict[str, str] = {"R-": "hospital", "G-": "paralysis", "B-": "insanity"}


@dataclass(frozen=True)
class Alchemical:
    """One alchemical: the sign (+1/-1) of its red, green and blue aspect."""

    signs: tuple[int, int, int]

    @property
    def sizes(self) -> tuple[bool, bool, bool]:
        """True where the aspect is big: its sign equals the sign of the next colour (R→G→B→R)."""
        red, green, blue = self.signs
        return (red == green, green == blue, blue == red)

    @property
    def short_name(self) -> str:
        """"R+", "G-", ... for the one big aspect; "+++" / "---" when all three are big."""
        sizes = self.sizes
        if all(sizes):
            return sign_text(self.signs[0]) * 3
        big = sizes.index(True)
        return COLOURS[big][0].upper() + sign_text(self.signs[big])

    @property
    def sign_string(self) -> str:
        """The signs of red, green and blue as text, e.g. "+-+"."""
        return "".join(sign_text(s) for s in self.signs)


def sign_text(sign: int) -> str:
    """"+" for +1, "-" for -1."""
    return "+" if sign > 0 else "-"


ALCHEMICALS: tuple[Alchemical, ...] = (
    Alchemical((-1, +1, -1)),  # 1 B-
    Alchemical((+1, -1, +1)),  # 2 B+
    Alchemical((+1, -1, -1)),  # 3 G-
    Alchemical((-1, +1, +1)),  # 4 G+
    Alchemical((-1, -1, +1)),  # 5 R-
    Alchemical((+1, +1, -1)),  # 6 R+
    Alchemical((-1, -1, -1)),  # 7 ---
    Alchemical((+1, +1, +1)),  # 8 +++
)

INGREDIENT_NAMES: dict[str, dict[str, str]] = {
    "mushroom": {"en": "Mushroom", "de": "Pilz"},
    "fern": {"en": "Fern", "de": "Farn"},
    "toad": {"en": "Toad", "de": "Kröte"},
    "bird-claw": {"en": "Bird claw", "de": "Vogelkralle"},
    "flower": {"en": "Flower", "de": "Blume"},
    "mandrake": {"en": "Mandrake root", "de": "Alraune"},
    "scorpion": {"en": "Scorpion", "de": "Skorpion"},
    "raven-feather": {"en": "Raven feather", "de": "Rabenfeder"},
}

COLOUR_NAMES: dict[str, dict[str, str]] = {
    "red": {"en": "red", "de": "rot"},
    "green": {"en": "green", "de": "grün"},
    "blue": {"en": "blue", "de": "blau"},
}

POTION_NAMES: dict[str, dict[str, str]] = {
    "R+": {"en": "Healing", "de": "Heiltrank"},
    "R-": {"en": "Poison", "de": "Gift"},
    "G+": {"en": "Speed", "de": "Schnelligkeitstrank"},
    "G-": {"en": "Paralysis", "de": "Lähmungstrank"},
    "B+": {"en": "Wisdom", "de": "Weisheitstrank"},
    "B-": {"en": "Insanity", "de": "Wahnsinnstrank"},
    "N": {"en": "Neutral", "de": "neutraler Trank"},
}

# Further words a player may type for a potion (matched after folding case and umlauts).
POTION_ALIASES: dict[str, tuple[str, ...]] = {
    "R+": ("heal", "healing-potion"),
    "R-": ("poison-potion", "giftrank"),
    "G+": ("speed-potion", "schnelligkeit"),
    "G-": ("paralysis-potion", "laehmung"),
    "B+": ("wisdom-potion", "weisheit"),
    "B-": ("insanity-potion", "wahnsinn"),
    "N": ("neutral-potion", "neutraler", "neutral-trank"),
}

# [D] House rules: nothing public settles these; the UI's rules help shows them as house rules.
# The Master debunk may name the neutral potion too (the rules summary only says "1 Trank").
MASTER_DEBUNK_POTIONS: tuple[str, ...] = POTIONS  # [D]
HOUSE_RULES: tuple[str, ...] = ("master-debunk-neutral",)


def potion_colour(potion: str) -> str | None:
    """The aspect colour of a coloured potion ("R+" -> "red"); None for the neutral potion."""
    if potion == "N":
        return None
    return {"R": "red", "G": "green", "B": "blue"}[potion[0]]


def potion_sign(potion: str) -> str | None:
    """The sign "+" / "-" of a coloured potion; None for the neutral potion."""
    return None if potion == "N" else potion[1]


def potion_of(colour: int, sign: int) -> str:
    """The potion of aspect colour index `colour` (0..2) with sign +1/-1."""
    return COLOURS[colour][0].upper() + sign_text(sign)


# The colours the lab offers for the players at the table (2-4; the box has four colours of player
# pieces), in seat order. Notebooks are kept per colour.
PLAYER_COLOURS: tuple[str, ...] = ("red", "green", "blue", "yellow")
