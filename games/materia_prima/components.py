"""The printed material of Materia Prima — The Inquisition (co-op), as data.

Sources: the co-op rulebook (/work/shared/rules/materia-prima-coop-rules-de.md; it wins wherever it
speaks) and our reference page (/work/shared/reference/materia-prima.md), which designs everything the
unpublished base game would give. Nearly every value here is such a design decision [D]; each one
has an entry in `HOUSE_RULES` (house_rules.py) so that the rules help shows it as a house rule.
Ids are English (notation, JSON); names a player reads come from assets/i18n/materia-prima.json.
The scenario cards live in scenario_cards.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from games.materia_prima.house_rules import HOUSE_RULES, HouseRule  # noqa: F401  (re-exported)

# ---- elements ------------------------------------------------------------------------------------
ELEMENTS: Final[tuple[str, ...]] = (
    "water", "earth", "air", "fire", "iron",            # stage 1: mined
    "sulphur", "glass", "copper", "mercury",            # stage 2
    "aqua-regia", "platinum", "gold",                   # stage 3
)
ELEMENT_INDEX: Final[dict[str, int]] = {name: index for index, name in enumerate(ELEMENTS)}
STAGE: Final[tuple[int, ...]] = (1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3)
CONVERSIONS: Final[dict[str, tuple[str, str]]] = {  # "Umwandeln" in the tower: two make one
    "sulphur": ("water", "earth"), "glass": ("earth", "air"), "copper": ("air", "fire"),
    "mercury": ("fire", "iron"), "aqua-regia": ("sulphur", "glass"), "platinum": ("glass", "copper"),
    "gold": ("copper", "mercury"),
}
SUPPLY_BY_STAGE: Final[dict[int, int]] = {1: 20, 2: 12, 3: 8}  # [D] an exhausted element cannot be taken
SUPPLY: Final[tuple[int, ...]] = tuple(SUPPLY_BY_STAGE[stage] for stage in STAGE)
TOWER_STORAGE: Final[int] = 8  # [D] elements on the tower tableau

# ---- dice and fights -----------------------------------------------------------------------------
DIE_FACES: Final[tuple[int, ...]] = (0, 0, 1, 1, 2, 2)  # [D] a fight value is the sum of the dice
MIN_DICE: Final[int] = 1  # [D] no stat falls below one die, one carried element, one action

# ---- the board: seven tiles of seven hexes, laid as a flower -------------------------------------
# Pointy-top axial coordinates (q, r), r grows downwards. Directions in the rulebook's sense: the
# alarm card's top edge is the board's top edge.
DIRECTIONS: Final[dict[str, tuple[int, int]]] = {
    "E": (1, 0), "NE": (1, -1), "NW": (0, -1), "W": (-1, 0), "SW": (-1, 1), "SE": (0, 1),
}
DIRECTION_ORDER: Final[tuple[str, ...]] = ("E", "NE", "NW", "W", "SW", "SE")
CITIES: Final[tuple[str, ...]] = ("T", "R", "G")
CITY_NAMES: Final[dict[str, str]] = {"T": "tristigis", "R": "riverford", "G": "goldhill"}
HARBOUR_ROUTES: Final[frozenset[frozenset[str]]] = frozenset({frozenset("TR"), frozenset("TG")})  # [D]
TOWER_SITES: Final[tuple[int, ...]] = (1, 2, 3, 4)


@dataclass(frozen=True)
class Tile:
    """One board tile: its centre field, then the ring E, NE, NW, W, SW, SE.

    Field codes: "." plain, "city:T", "mine:water", "tower:1" (a tower site), "temple"."""

    number: int
    id: str
    fields: tuple[str, str, str, str, str, str, str]


TILES: Final[dict[int, Tile]] = {tile.number: tile for tile in (  # [D] the reference's seven tiles
    Tile(1, "tristigis", ("city:T", "mine:water", ".", "tower:1", ".", "mine:air", ".")),
    Tile(2, "riverford", ("city:R", ".", "mine:earth", ".", "mine:fire", "tower:2", ".")),
    Tile(3, "goldhill", ("city:G", "mine:iron", ".", "tower:3", ".", ".", "mine:water")),
    Tile(4, "temple", ("temple", ".", ".", "mine:earth", ".", "tower:4", ".")),
    Tile(5, "highlands", ("mine:iron", ".", "mine:air", ".", ".", "mine:fire", ".")),
    Tile(6, "marsh", (".", "mine:earth", ".", ".", "mine:iron", ".", ".")),
    Tile(7, "valley", ("mine:fire", ".", "mine:water", ".", "mine:air", ".", ".")),
)}
# Slot 0 is the centre, slots 1..6 go clockwise from the top; the tile centres of a flower.
SLOT_CENTRES: Final[tuple[tuple[int, int], ...]] = ((0, 0), (1, -3), (3, -2), (2, 1), (-1, 3), (-3, 2), (-2, -1))
DEFAULT_LAYOUT: Final[tuple[tuple[int, int], ...]] = ((4, 0), (1, 0), (5, 0), (2, 0), (6, 0), (3, 0), (7, 0))
# ^ (tile, rotation in 60° steps clockwise) per slot: tile 4 in the centre, then 1, 5, 2, 6, 3, 7

# ---- alchemists ----------------------------------------------------------------------------------
COLOURS: Final[tuple[str, ...]] = ("yellow", "brown", "grey", "green")


@dataclass(frozen=True)
class Character:
    """An alchemist: colour, actions per turn, carry, attack and defence dice, ability."""

    id: str
    colour: str
    actions: int
    carry: int
    attack: int
    defence: int
    ability: str  # "extra-move", "extra-mine", "research-four-keep-two", "transmute-anywhere"


CHARACTERS: Final[dict[str, Character]] = {c.id: c for c in (  # [D] values; names from the game
    Character("sejlon", "yellow", 3, 4, 2, 2, "extra-move"),
    Character("lenka", "brown", 3, 5, 2, 2, "extra-mine"),
    Character("piot", "grey", 3, 4, 3, 2, "research-four-keep-two"),
    Character("wilka", "green", 3, 4, 2, 3, "transmute-anywhere"),
)}
CHARACTER_ORDER: Final[tuple[str, ...]] = ("sejlon", "lenka", "piot", "wilka")
NO_SOUL_STONE_PENALTY: Final[int] = 1  # [D] one less carry, attack and defence without a soul stone
MINE_YIELD: Final[int] = 1  # [D] elements per Mine action (+1 with Lenka's ability)
HOMUNCULUS_LIMIT: Final[int] = 3  # [D] per alchemist (+1 with the Brutkessel)

# ---- recipes: homunculi, equipment, philosopher's-stone fragments ---------------------------------
DECKS: Final[tuple[str, ...]] = ("homunculi", "equipment", "fragments")
SLOTS: Final[tuple[str, ...]] = ("weapon", "armour", "tool")


@dataclass(frozen=True)
class Recipe:
    """A recipe card: deck, level, cost (two elements) and what the made thing does.

    Homunculi: actions / carry / attack / defence. Equipment: the slot it is worn in and its bonus
    (`bonus` names the stat: attack, defence, carry, actions, moves, pool, research-anywhere)."""

    id: str
    deck: str
    level: int
    cost: tuple[str, str]
    stats: tuple[int, int, int, int] = (0, 0, 0, 0)
    slot: str = ""
    bonus: str = ""
    amount: int = 0


def _homunculus(level: int, name: str, cost: str, stats: str) -> Recipe:
    a, c, atk, dfn = (int(x) for x in stats.split("/"))
    return Recipe(name, "homunculi", level, tuple(cost.split("+")), (a, c, atk, dfn))  # type: ignore[arg-type]


def _equipment(level: int, name: str, cost: str, slot: str, bonus: str, amount: int = 1) -> Recipe:
    return Recipe(name, "equipment", level, tuple(cost.split("+")), slot=slot, bonus=bonus, amount=amount)  # type: ignore[arg-type]


def _fragment(name: str, cost: str) -> Recipe:
    return Recipe(f"fragment-{name}", "fragments", int(name[0]), tuple(cost.split("+")))  # type: ignore[arg-type]


RECIPES: Final[dict[str, Recipe]] = {r.id: r for r in (  # [D] the reference's decks
    _homunculus(1, "aeribos", "air+air", "3/1/1/1"), _homunculus(1, "limmex", "water+air", "2/2/1/1"),
    _homunculus(1, "branos", "earth+earth", "2/3/1/2"), _homunculus(1, "glys", "fire+water", "2/2/2/1"),
    _homunculus(1, "taikos", "iron+iron", "2/2/1/2"), _homunculus(1, "welfis", "earth+fire", "2/2/2/1"),
    _homunculus(2, "liska", "sulphur+glass", "3/3/2/2"), _homunculus(2, "vitrion", "glass+glass", "2/4/1/3"),
    _homunculus(2, "cuprell", "copper+mercury", "2/3/3/2"), _homunculus(2, "sulfax", "sulphur+sulphur", "2/3/3/1"),
    _homunculus(3, "aurelion", "gold+gold", "3/4/3/3"), _homunculus(3, "platinar", "platinum+aqua-regia", "2/5/2/4"),
    _equipment(1, "dolch", "iron+iron", "weapon", "attack"),
    _equipment(1, "lederwams", "earth+earth", "armour", "defence"),
    _equipment(1, "tasche", "earth+water", "tool", "carry", 2),
    _equipment(1, "wanderstiefel", "air+air", "tool", "moves"),
    _equipment(1, "notizbuch", "water+fire", "tool", "pool"),
    _equipment(2, "schwert", "copper+mercury", "weapon", "attack", 2),
    _equipment(2, "kettenhemd", "copper+copper", "armour", "defence", 2),
    _equipment(2, "glaslinse", "glass+glass", "tool", "research-anywhere"),
    _equipment(3, "platinharnisch", "platinum+platinum", "armour", "defence", 3),
    _equipment(3, "astrolabium", "gold+platinum", "tool", "actions"),
    _fragment("1a", "water+earth"), _fragment("1b", "air+fire"), _fragment("1c", "iron+water"),
    _fragment("1d", "earth+air"), _fragment("1e", "fire+iron"), _fragment("1f", "water+air"),
    _fragment("2a", "sulphur+glass"), _fragment("2b", "copper+mercury"), _fragment("2c", "sulphur+copper"),
    _fragment("2d", "glass+mercury"),
    _fragment("3a", "aqua-regia+platinum"), _fragment("3b", "platinum+gold"), _fragment("3c", "gold+aqua-regia"),
)}
POOL_PER_DECK_AND_ALCHEMIST: Final[int] = 1  # 2/3/4 alchemists: 6/9/12 level-1 cards (rulebook)
RESEARCH_DRAW, RESEARCH_KEEP = 2, 1  # "ziehe 2, wähle 1"; Piot draws 4 and keeps 2


def deck_cards(deck: str) -> tuple[str, ...]:
    """Every recipe id of one deck, in table order."""
    return tuple(r.id for r in RECIPES.values() if r.deck == deck)


# ---- tower upgrades ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Upgrade:
    """A tower-upgrade marker: its price (paid in the city) and its effect."""

    id: str
    price: tuple[str, ...]
    effect: str


UPGRADES: Final[dict[str, Upgrade]] = {u.id: u for u in (  # [D] the reference's eight upgrades
    Upgrade("athanor", ("fire", "iron"), "free-convert"),
    Upgrade("lager", ("earth", "earth"), "storage"),
    Upgrade("laboratorium", ("glass",), "free-transmute"),
    Upgrade("bibliothek", ("water", "air"), "research-in-tower"),
    Upgrade("zinnen", ("iron", "iron"), "defence-near-tower"),
    Upgrade("brutkessel", ("water", "sulphur"), "homunculus-limit"),
    Upgrade("observatorium", ("air", "glass"), "see-next-alarm"),
    Upgrade("portal", ("mercury",), "portal"),
)}
UPGRADE_COPIES: Final[int] = 2  # [D] two markers of each
LAGER_STORAGE: Final[int] = 6

# ---- the Inquisition -----------------------------------------------------------------------------
TARGETS: Final[tuple[str, ...]] = (
    "alchemist", "homunculus", "tower", "most-elements", "most-items", "most-fragments",
)


@dataclass(frozen=True)
class InquisitorType:
    """A kind of inquisitor: base values and its primary and secondary target."""

    letter: str
    id: str
    attack: int
    defence: int
    actions: int
    destruction: int  # elements destroyed per action at a tower; 0: never destroys
    primary: str
    secondary: str


INQUISITOR_TYPES: Final[dict[str, InquisitorType]] = {t.letter: t for t in (  # [D]
    InquisitorType("A", "buettel", 2, 2, 2, 0, "alchemist", "homunculus"),
    InquisitorType("B", "spaeher", 2, 1, 3, 0, "most-elements", "alchemist"),
    InquisitorType("C", "soldat", 3, 3, 2, 0, "homunculus", "alchemist"),
    InquisitorType("D", "brandstifter", 2, 2, 2, 1, "tower", "alchemist"),
    InquisitorType("E", "hexenjaeger", 3, 2, 3, 0, "most-items", "alchemist"),
    InquisitorType("F", "grossinquisitor", 4, 3, 2, 1, "most-fragments", "tower"),
)}
EXTRA_FIGURE, SECOND_FIGURE = "extra-figure", "second-figure"  # ⊕ and "a second figure with the 2nd card"
CARD_MODIFIERS: Final[tuple[str, ...]] = ("attack", "defence", "actions", EXTRA_FIGURE, "attack", SECOND_FIGURE)
DESTROYER_MODIFIERS: Final[tuple[str, ...]] = ("attack", "defence", "actions", EXTRA_FIGURE, "destruction", SECOND_FIGURE)
MAX_FIGURES_PER_TYPE: Final[int] = 2  # [D] as in the rulebook's example: a second figure at most
MAX_TYPES_PER_SCENARIO: Final[int] = 3  # rulebook: never more than three kinds in a scenario


@dataclass(frozen=True)
class InquisitorCard:
    """One of the six cards of a type: "A1".."A6"."""

    id: str
    type: str
    modifier: str


def _inquisitor_cards() -> dict[str, InquisitorCard]:
    cards = {}
    for letter, kind in INQUISITOR_TYPES.items():
        modifiers = DESTROYER_MODIFIERS if kind.destruction else CARD_MODIFIERS
        for number, modifier in enumerate(modifiers, start=1):
            cards[f"{letter}{number}"] = InquisitorCard(f"{letter}{number}", letter, modifier)
    return cards


INQUISITOR_CARDS: Final[dict[str, InquisitorCard]] = _inquisitor_cards()


@dataclass(frozen=True)
class AlarmCard:
    """An alarm card: the city where inquisitors appear, today's modifier for all inquisitors (or
    ""), the marker pattern (one path of directions per marker, from each alchemist — and from each
    homunculus when `homunculi`), the loot table (die 0, 1, 2) and the turn order of the colours.
    [D] One marker per figure, like the rulebook's example; the twelve cards use twelve different
    offsets, so an alchemist who stays on one field raises no alarm by itself until the deck is
    reshuffled."""

    number: int
    city: str
    modifier: str
    pattern: tuple[tuple[str, ...], ...]
    homunculi: bool
    loot: tuple[str, str, str]
    order: tuple[str, str, str, str]


def _alarm(number: int, city: str, modifier: str, pattern: str, homunculi: bool, loot: str, order: str) -> AlarmCard:
    paths = tuple(tuple(p.split("+")) for p in pattern.split())
    return AlarmCard(number, city, modifier, paths, homunculi, tuple(loot.split()), tuple(order.split()))  # type: ignore[arg-type]


ALARM_CARDS: Final[dict[int, AlarmCard]] = {a.number: a for a in (  # [D]; card 1 is the rulebook's example
    _alarm(1, "T", "attack", "SW", False, "fire glass aqua-regia", "green yellow brown grey"),
    _alarm(2, "R", "", "E+E", True, "water sulphur gold", "yellow brown grey green"),
    _alarm(3, "G", "defence", "NE", False, "earth copper platinum", "brown grey green yellow"),
    _alarm(4, "T", "", "NW+W", False, "air mercury gold", "grey green yellow brown"),
    _alarm(5, "R", "actions", "W", True, "iron glass platinum", "green brown yellow grey"),
    _alarm(6, "G", "attack", "SE+SE", False, "water copper aqua-regia", "yellow grey brown green"),
    _alarm(7, "T", "destruction", "NW", True, "fire sulphur platinum", "brown green grey yellow"),
    _alarm(8, "R", "", "E+NE", False, "earth mercury gold", "grey yellow green brown"),
    _alarm(9, "G", "defence", "SW+SE", True, "air glass gold", "green grey brown yellow"),
    _alarm(10, "T", "actions", "NE+NE", False, "iron copper aqua-regia", "yellow green grey brown"),
    _alarm(11, "R", "attack", "SE", True, "water mercury platinum", "brown yellow green grey"),
    _alarm(12, "G", "", "NW+NW", False, "earth sulphur platinum", "grey brown yellow green"),
)}

# ---- city orders (Stadtaufträge) -----------------------------------------------------------------
ORDER_KINDS: Final[tuple[str, ...]] = ("fight", "element", "homunculus", "equipment", "fragment")


@dataclass(frozen=True)
class CityOrder:
    """A city order: what it asks (a defence to beat, an element, or a made thing) and its points."""

    number: int
    kind: str
    value: str  # "fight": the defence value; "element": the element id; else ""
    points: int


CITY_ORDERS: Final[dict[int, CityOrder]] = {o.number: o for o in (  # [D] 15 cards
    CityOrder(1, "fight", "2", 1), CityOrder(2, "fight", "3", 2), CityOrder(3, "fight", "4", 3),
    CityOrder(4, "element", "sulphur", 1), CityOrder(5, "element", "glass", 1),
    CityOrder(6, "element", "copper", 1), CityOrder(7, "element", "mercury", 1),
    CityOrder(8, "element", "aqua-regia", 2), CityOrder(9, "element", "platinum", 2),
    CityOrder(10, "element", "gold", 2),
    CityOrder(11, "homunculus", "", 2), CityOrder(12, "homunculus", "", 3),
    CityOrder(13, "equipment", "", 2), CityOrder(14, "equipment", "", 2),
    CityOrder(15, "fragment", "", 3),
)}

# ---- days and difficulty -------------------------------------------------------------------------
DIFFICULTIES: Final[dict[str, int]] = {"easy": 20, "normal": 16, "hard": 12}  # days played (rulebook)
DIFFICULTY_LETTERS: Final[dict[str, str]] = {"easy": "E", "normal": "N", "hard": "H"}


@dataclass(frozen=True)
class DifficultyLevel:
    """What a difficulty changes besides the days [D] (house rule "difficulty"): the rulebook's only
    lever is the number of days, and no objective was ever first met after day 16, so on its own it
    changed nothing but the risk. Playing on at an easier difficulty switches to its changes from
    then on (the start elements stay as they were)."""

    start_elements: tuple[str, ...]  # on each alchemist's tower tableau at the start
    event_points: int  # added to the points each red day's alchemists' side costs (at least 1)
    escalation_every: int  # every this many days every inquisitor's attack and defence grow by 1 (0: never)
    alarm_cards: int  # added to the most inquisitor cards an alarm phase draws (one per alchemist)
    extra_attack: int  # added to every alchemist's attack dice


DIFFICULTY_LEVELS: Final[dict[str, DifficultyLevel]] = {  # [D]
    "easy": DifficultyLevel(("water", "earth", "air", "fire", "iron"), -1, 0, -1, 1),
    "normal": DifficultyLevel(("earth", "fire"), 0, 8, 0, 0),
    "hard": DifficultyLevel((), 1, 4, 1, 0),
}
EVENT_DAYS: Final[tuple[int, ...]] = (4, 8, 12, 16)
MIN_ALCHEMISTS, MAX_ALCHEMISTS = 2, 4  # solo play runs two alchemists
MAX_PLAYERS: Final[int] = 4
SOUL_STONES: Final[int] = 1  # each alchemist starts a new campaign with one (rulebook)

from games.materia_prima.scenario_cards import SCENARIOS, Scenario  # noqa: E402,F401  (re-exported)
