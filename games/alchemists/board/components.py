"""The printed material of the Alchemists board game (CGE, 2014) beyond the lab's ingredients.

Sources: the German rules summary (/work/shared/rules/alchemists-cge-rules-summary-de.md, it wins)
and our reference page (/work/shared/reference/alchemists.md §3). Ingredients, alchemicals, potions
and mixing are the lab's (games.alchemists.components / lab); this module adds the board: seats,
order track, action spaces, adventurers, artifacts, favors, seals, grants, conferences, the
reputation track. Values marked [D] are our decisions where the summary is silent; each one has an
entry in HOUSE_RULES (text in assets/i18n/alchemists_board.json) so the rules help shows it.

Representation: ingredients are indices 0..7 in grid order (INGREDIENTS), alchemicals indices 0..7
(ALCHEMICALS, grid number = index + 1), potions their short names ("R+", ..., "N").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from games.alchemists.components import COLOURED_POTIONS, INGREDIENTS, PLAYER_COLOURS

SEAT_COLOURS: Final[tuple[str, ...]] = PLAYER_COLOURS  # [D] seat i plays colour i (the lab's notebook colours)
PLAYER_COUNTS: Final[tuple[int, ...]] = (2, 3, 4)
ROUNDS: Final[int] = 6
START_GOLD: Final[int] = 2
START_REPUTATION: Final[int] = 10
START_INGREDIENTS: Final[dict[str, int]] = {"apprentice": 3, "master": 2}
START_FAVORS_DRAWN: Final[int] = 2  # draw 2, keep 1
INGREDIENT_COPIES: Final[int] = 5  # 40 cards, 5 of each kind
ROW_SIZE: Final[int] = 5  # face-up ingredients dealt each round
KINDS: Final[int] = len(INGREDIENTS)


def cubes_for(round_number: int, players: int) -> int:
    """Action cubes a seat has in a round (before hospital and assistants)."""
    return 3 if round_number == 1 else {2: 6, 3: 5, 4: 4}[players]


# ---- play-order track ---------------------------------------------------------------------------
@dataclass(frozen=True)
class OrderSpace:
    """One space of the play-order track: what choosing it costs and brings."""

    id: str
    gold: int  # paid when chosen
    ingredients: int
    favors: int
    min_players: int = 2


ORDER_TRACK: Final[tuple[OrderSpace, ...]] = (  # earliest first
    OrderSpace("pay-gold", 1, 0, 0),
    OrderSpace("nothing", 0, 0, 0),
    OrderSpace("one-ingredient", 0, 1, 0),
    OrderSpace("two-ingredients", 0, 2, 0),
    OrderSpace("favor-ingredient", 0, 1, 1),
    OrderSpace("two-favors", 0, 0, 2),
    OrderSpace("three-ingredients", 0, 3, 0, min_players=4),
    OrderSpace("favor-two-ingredients", 0, 2, 1, min_players=3),
)
PARALYSED_SPACE: Final[OrderSpace] = OrderSpace("paralysed", 0, 1, 1)  # the bottom space


def order_spaces(players: int) -> tuple[int, ...]:
    """Indices into ORDER_TRACK open to a free choice with this many players."""
    return tuple(i for i, space in enumerate(ORDER_TRACK) if players >= space.min_players)


# ---- action spaces, in the order they are resolved -----------------------------------------------
FORAGE, TRANSMUTE, CUSTODIAN, SELL, BUY, DEBUNK, PUBLISH, STUDENT, DRINK, EXHIBIT = (
    "forage", "transmute", "custodian", "sell", "buy", "debunk", "publish", "student", "drink", "exhibit")
SPACES: Final[tuple[str, ...]] = (FORAGE, TRANSMUTE, CUSTODIAN, SELL, BUY, DEBUNK, PUBLISH, STUDENT, DRINK, EXHIBIT)
SPACE_INDEX: Final[dict[str, int]] = {space: i for i, space in enumerate(SPACES)}
NOT_IN_ROUND_ONE: Final[frozenset[str]] = frozenset({SELL, DEBUNK, PUBLISH})
FINAL_ROUND_ONLY: Final[frozenset[str]] = frozenset({EXHIBIT})
NOT_IN_FINAL_ROUND: Final[frozenset[str]] = frozenset({STUDENT, DRINK})


def action_costs(space: str, players: int) -> tuple[int, ...]:
    """The cube cost of each action a seat may declare on `space` (first action first).

    The custodian space has no printed row: each custodian favor played adds one 1-cube action."""
    if space == FORAGE:
        return (1, 1) if players == 4 else (1, 1, 1)
    if space in (TRANSMUTE, BUY, DEBUNK, PUBLISH):
        return (1, 2)  # [D] debunk: sources differ, we use the same row as the others
    if space == SELL:
        return (2,)
    if space in (STUDENT, DRINK):
        return (1, 1)
    if space == EXHIBIT:
        return (1, 1, 1) if players == 4 else (1, 1, 1, 1)
    return ()


def space_open(space: str, round_number: int) -> bool:
    """True when `space` can be declared in this round (custodian only through the favor)."""
    if space == CUSTODIAN:
        return False
    if round_number == 1 and space in NOT_IN_ROUND_ONE:
        return False
    if round_number == ROUNDS:
        return space not in NOT_IN_FINAL_ROUND
    return space not in FINAL_ROUND_ONLY


# ---- adventurers and selling ------------------------------------------------------------------
ADVENTURERS: Final[tuple[tuple[str, str, str], ...]] = (  # the three wishes, as printed left to right
    ("B+", "R+", "G+"), ("B-", "R-", "G-"), ("R-", "G-", "B+"),
    ("G-", "B-", "R+"), ("R+", "G+", "B-"), ("G+", "B+", "R-"),
)
SMALL_TABLE_GROUPS: Final[tuple[int, int, int]] = (0, 0, 1)  # [D] 2-3 players: wishes 1-2 | wish 3
GUARANTEES: Final[tuple[str, ...]] = ("exact", "sign", "neutral", "any")  # best first
GUARANTEE_PRICE: Final[dict[str, int]] = {"exact": 4, "sign": 3, "neutral": 2, "any": 1}
BIDS: Final[tuple[int, ...]] = (0, 1, 2, 3)  # discount in gold = smileys on the card
QUALITY_RANK: Final[dict[str, int]] = {"exact": 3, "sign": 2, "neutral": 1, "wrong": 0}
MEETS: Final[dict[str, int]] = {"exact": 3, "sign": 2, "neutral": 1, "any": 0}  # lowest rank accepted

# ---- reputation track -----------------------------------------------------------------------------
RED_ZONE_MAX: Final[int] = 6
GREEN_ZONE_MIN: Final[int] = 14
BLUE_ZONE_MIN: Final[int] = 18


def zone(reputation: int) -> str:
    """"red", "none", "green" or "blue" for a reputation value."""
    if reputation <= RED_ZONE_MAX:
        return "red"
    if reputation >= BLUE_ZONE_MIN:
        return "blue"
    return "green" if reputation >= GREEN_ZONE_MIN else "none"


LOSS_CHANGE: Final[dict[str, int]] = {"red": -1, "none": 0, "green": 1, "blue": 2}  # added to a loss
PRICE_CHANGE: Final[dict[str, int]] = {"red": -1, "none": 0, "green": 0, "blue": 1}
EXTRA_SMILEY: Final[dict[str, int]] = {"red": 0, "none": 0, "green": 1, "blue": 1}

# ---- seals --------------------------------------------------------------------------------------
SEALS: Final[tuple[str, ...]] = ("gold", "silver", "hedge-red", "hedge-green", "hedge-blue")
SEAL_COUNTS: Final[tuple[int, ...]] = (2, 3, 2, 2, 2)  # 11 per seat
STAR_POINTS: Final[dict[str, int]] = {"gold": 5, "silver": 3}
WRONG_SEAL_POINTS: Final[int] = -4
DEBUNKED_SEAL_LOSS: Final[int] = 5


def hedge_colour(seal: str) -> str | None:
    """The colour a hedge seal protects ("hedge-red" -> "red"); None for a star seal."""
    return seal[len("hedge-"):] if seal.startswith("hedge-") else None


# ---- favors (22 cards) ----------------------------------------------------------------------------
ASSISTANT, HERBALIST, ASSOCIATE, CUSTODIAN_FAVOR, SHOPKEEPER, BARMAID, MERCHANT, SAGE = (
    "assistant", "herbalist", "associate", "custodian", "shopkeeper", "barmaid", "merchant", "sage")
FAVORS: Final[tuple[str, ...]] = (ASSISTANT, HERBALIST, ASSOCIATE, CUSTODIAN_FAVOR, SHOPKEEPER, BARMAID, MERCHANT, SAGE)
FAVOR_COPIES: Final[tuple[int, ...]] = (4, 4, 3, 3, 2, 2, 2, 2)
FAVOR_INDEX: Final[dict[str, int]] = {favor: i for i, favor in enumerate(FAVORS)}
FAVOR_GOLD_AT_END: Final[int] = 2
GOLD_PER_POINT: Final[int] = 3
HERBALIST_DRAWS, HERBALIST_DISCARDS = 3, 2
FAVOR_NAMES: Final[dict[str, dict[str, str]]] = {
    ASSISTANT: {"en": "Assistant", "de": "Assistentin"},
    HERBALIST: {"en": "Herbalist", "de": "Kräuterweib"},
    ASSOCIATE: {"en": "Associate", "de": "Geschäftspartner"},
    CUSTODIAN_FAVOR: {"en": "Custodian", "de": "Pförtner"},
    SHOPKEEPER: {"en": "Shopkeeper", "de": "Ladenbesitzer"},
    BARMAID: {"en": "Barmaid", "de": "Kellnerin"},
    MERCHANT: {"en": "Merchant", "de": "Kaufmann"},
    SAGE: {"en": "Sage", "de": "Goldmacher"},
}


# ---- artifacts (18 cards, 3 of each tier dealt) ---------------------------------------------------
@dataclass(frozen=True)
class Artifact:
    """One artifact card: tier 1..3, price in gold and printed victory points (None: it varies)."""

    id: str
    tier: int
    cost: int
    points: int | None
    en: str
    de: str  # [D] where the summary gives no German name, our translation


ARTIFACTS: Final[tuple[Artifact, ...]] = (
    Artifact("boots", 1, 4, 2, "Boots of Speed", "Siebenmeilenstiefel"),
    Artifact("discount-card", 1, 3, 1, "Discount Card", "Rabattkarte"),
    Artifact("magic-mortar", 1, 3, 1, "Magic Mortar", "Magischer Mörser"),
    Artifact("periscope", 1, 3, 1, "Periscope", "Periskop"),
    Artifact("printing-press", 1, 4, 2, "Printing Press", "Druckerpresse"),
    Artifact("robe-of-respect", 1, 4, 0, "Robe of Respect", "Respektable Robe"),
    Artifact("amulet-of-rhetoric", 2, 4, 0, "Amulet of Rhetoric", "Amulett der Redekunst"),
    Artifact("hypnotic-amulet", 2, 3, 1, "Hypnotic Amulet", "Hypnotisches Amulett"),
    Artifact("seal-of-authority", 2, 4, 0, "Seal of Authority", "Siegel der Autorität"),
    Artifact("silver-chalice", 2, 4, 6, "Silver Chalice", "Silberkelch"),
    Artifact("thinking-cap", 2, 4, 1, "Thinking Cap", "Hut der Geistesblitze"),
    Artifact("witchs-trunk", 2, 3, 2, "Witch's Trunk", "Hexenkoffer"),
    Artifact("altar-of-gold", 3, 1, 0, "Altar of Gold", "Goldener Altar"),
    Artifact("bronze-cup", 3, 4, 4, "Bronze Cup", "Bronzebecher"),
    Artifact("crystal-cabinet", 3, 5, None, "Crystal Cabinet", "Kristallvitrine"),
    Artifact("feather-in-cap", 3, 3, None, "Feather in Cap", "Federhut"),
    Artifact("magic-mirror", 3, 4, None, "Magic Mirror", "Zauberspiegel"),
    Artifact("wisdom-idol", 3, 4, None, "Wisdom Idol", "Götze der Weisheit"),
)
ARTIFACT_BY_ID: Final[dict[str, Artifact]] = {a.id: a for a in ARTIFACTS}
ARTIFACTS_PER_TIER: Final[int] = 3
TIER_OF_ROUND: Final[tuple[int, ...]] = (1, 1, 1, 2, 2, 3)  # round 1..6 -> the tier on display
RHETORIC_GAIN: Final[int] = 5
HYPNOTIC_FAVORS: Final[int] = 4
TRUNK_INGREDIENTS: Final[int] = 7
ALTAR_MAX: Final[int] = 8
CAP_TESTS: Final[int] = 2
CABINET_POINTS_PER_ARTIFACT: Final[int] = 2
MIRROR_REPUTATION_PER_POINT: Final[int] = 5
DISCOUNT_FIRST, DISCOUNT_LATER = 2, 1

# ---- theories, debunking, publishing -------------------------------------------------------------
DEBUNK_GAIN: Final[int] = 2
FAILED_DEBUNK_LOSS: Final[int] = 1
PUBLISH_GAIN: Final[int] = 1
AUTHORITY_PUBLISH_GAIN: Final[int] = 3
AUTHORITY_ENDORSE_GAIN: Final[int] = 2
CONFLICT_PAIRS: Final[int] = 3  # six conflict markers [D: with none left no new conflict can be shown]

# ---- grants [D]: five tiles of three ingredients (grid indices) -----------------------------------
GRANTS: Final[tuple[tuple[int, int, int], ...]] = ((0, 1, 2), (3, 4, 5), (6, 7, 0), (1, 4, 6), (2, 5, 7))
GRANT_GOLD: Final[int] = 2
FIRST_GRANT_NEEDS, LATER_GRANT_NEEDS = 2, 3
FIRST_GRANT_POINTS, LATER_GRANT_POINTS = 1, 2


# ---- conferences [D] -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Conference:
    """At the end of `round`: theories with your seal needed per variant, and the loss for missing."""

    round: int
    needs: dict[str, int]
    penalty: int


CONFERENCES: Final[dict[int, Conference]] = {
    3: Conference(3, {"apprentice": 1, "master": 2}, 2),
    5: Conference(5, {"apprentice": 2, "master": 3}, 3),
}
CONFERENCE_GAIN: Final[int] = 1

# ---- exhibition (final round) -------------------------------------------------------------------
EXHIBIT_FIRST_GAIN: Final[int] = 1
EXHIBIT_COLOUR_GAIN: Final[int] = 2
EXHIBIT_FAIL_LOSS: Final[int] = 1
EXHIBIT_POTIONS: Final[tuple[str, ...]] = COLOURED_POTIONS

# ---- selling and experiments ----------------------------------------------------------------------
NEGATIVE_SALE_LOSS: Final[int] = 1  # a neutral or wrong-sign potion sold
STUDENT_FEE: Final[int] = 1
INSANITY_LOSS: Final[int] = 1
MONTH_GAIN: Final[int] = 1


@dataclass(frozen=True)
class HouseRule:
    """A decision of ours where the rules summary is silent; its text is under `text_key`."""

    id: str

    @property
    def text_key(self) -> str:
        """The translation key of the rule's German and English text."""
        return f"alchemists_board.house.{self.id}"


HOUSE_RULES: Final[tuple[HouseRule, ...]] = tuple(HouseRule(rule) for rule in (
    "seat-colours", "start-player-by-lot", "setup-order", "small-table-selling", "guarantee-price",
    "reputation-floor", "paralysis", "one-seal-per-theory", "master-debunk-judged", "master-debunk-neutral",
    "debunk-colour", "double-debunk-loss", "conflict-markers", "immediate-publication", "boots",
    "periscope", "magic-mortar", "favor-timing", "associate", "custodian", "altar", "crystal-cabinet",
    "thinking-cap", "hedge-signs", "conferences", "grants", "alchemist-of-the-month", "final-round-end",
    "exhibition-answer", "empty-decks", "old-artifacts", "ties",
))
