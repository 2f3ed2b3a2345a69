"""Setting up a scenario from its config: a new campaign, or the next scenario of a chronicle.

Config keys (all optional, JSON values):
    scenario 0–4 (0) · difficulty easy|normal|hard (normal) · players 1–4 (2; one player plays
    two alchemists) · characters [ids] · names [player names] · layout [[tile, rotation] × 7] ·
    towers [site per alchemist] · campaign (a name) · chronicle (a chronicle's JSON: the campaign
    goes on; then characters, names, layout, towers and campaign come from it)
Rulebook: a new campaign places the tiles freely, each player picks an alchemist and a tower; a
campaign that goes on takes all of this, the tower upgrades, homunculi and equipment and the soul
stones from the chronicle. [D] When nobody would start with a soul stone, everyone gets one again.
The table's own setup draws (tower-upgrade markers and orders of the cities, the recipe pool) are
chance steps at the start of the log.
"""

from __future__ import annotations

from typing import Any, Final, Mapping

from games.kernel.errors import CorruptRecordError, RulesError
from games.materia_prima.board import board_for, check_layout
from games.materia_prima.chronicle import Chronicle, Member, chronicle_from_json
from games.materia_prima.components import (
    ALARM_CARDS, CHARACTER_ORDER, CHARACTERS, CITIES, CITY_ORDERS, DECKS, DEFAULT_LAYOUT, DIFFICULTIES, DIFFICULTY_LEVELS,
    INQUISITOR_CARDS, MAX_PLAYERS, POOL_PER_DECK_AND_ALCHEMIST, RECIPES, SCENARIOS, SOUL_STONES, SUPPLY,
    TOWER_SITES, UPGRADE_COPIES, UPGRADES,
)
from games.materia_prima.elements import EMPTY_BAG, Bag, add, bag_of, sub
from games.materia_prima.scenario_cards import TOWER_RELICS
from games.materia_prima.scenarios import sealed_mine_fields, setup_tasks
from games.materia_prima.state import SETUP, Alchemist, Homunculus, State, Task, replace

CONFIG_KEYS: Final[frozenset[str]] = frozenset(
    {"scenario", "difficulty", "players", "characters", "names", "layout", "towers", "campaign", "chronicle"})
CAMPAIGN_KEYS: Final[frozenset[str]] = frozenset({"characters", "names", "layout", "towers", "campaign"})
DEFAULT_DIFFICULTY, DEFAULT_PLAYERS, DEFAULT_CAMPAIGN = "normal", 2, "Campaign"


def _whole(config: Mapping[str, Any], key: str, default: int, allowed: range) -> int:
    value = config.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value not in allowed:
        raise RulesError(f"materia-prima option '{key}' must be one of {list(allowed)}, got {value!r}")
    return value


def _list(config: Mapping[str, Any], key: str, default: list, length: int) -> list:
    value = config.get(key, default)
    if not isinstance(value, list) or len(value) != length:
        raise RulesError(f"materia-prima option '{key}' must be a list of {length}, got {value!r}")
    return value


def new_chronicle(config: Mapping[str, Any]) -> Chronicle:
    """The chronicle of a new campaign from the config's choices."""
    players = _whole(config, "players", DEFAULT_PLAYERS, range(1, MAX_PLAYERS + 1))
    count = max(2, players)
    characters = _list(config, "characters", list(CHARACTER_ORDER[:count]), count)
    if len(set(characters)) != count or not set(characters) <= set(CHARACTERS):
        raise RulesError(f"materia-prima option 'characters' must name {count} different of {list(CHARACTER_ORDER)}")
    names = _list(config, "names", [f"Player {n}" for n in range(1, players + 1)], players)
    if not all(isinstance(n, str) and n.strip() for n in names) or len(set(names)) != players:
        raise RulesError("materia-prima option 'names' must be different, non-empty names")
    towers = _list(config, "towers", list(TOWER_SITES[:count]), count)
    if len(set(towers)) != count or not set(towers) <= set(TOWER_SITES):
        raise RulesError(f"materia-prima option 'towers' must give {count} different sites of {list(TOWER_SITES)}")
    layout = check_layout(config.get("layout", DEFAULT_LAYOUT))
    campaign = config.get("campaign", DEFAULT_CAMPAIGN)
    if not isinstance(campaign, str) or not campaign.strip():
        raise RulesError("materia-prima option 'campaign' must be a non-empty name")
    members = tuple(Member(c, names[i % players], towers[i], SOUL_STONES) for i, c in enumerate(characters))
    return Chronicle(campaign, (), tuple(names), members, layout)


def read_config(config: Mapping[str, Any] | None) -> tuple[Chronicle, int, str]:
    """(chronicle to start from, scenario, difficulty) of a config (RulesError when it is wrong)."""
    config = dict(config or {})
    unknown = set(config) - CONFIG_KEYS
    if unknown:
        raise RulesError(f"materia-prima has no option(s) {sorted(unknown)} (options: {sorted(CONFIG_KEYS)})")
    scenario = _whole(config, "scenario", 0, range(len(SCENARIOS)))
    difficulty = config.get("difficulty", DEFAULT_DIFFICULTY)
    if difficulty not in DIFFICULTIES:
        raise RulesError(f"materia-prima option 'difficulty' must be one of {list(DIFFICULTIES)}, got {difficulty!r}")
    if "chronicle" not in config:
        return new_chronicle(config), scenario, difficulty
    if CAMPAIGN_KEYS & set(config):
        raise RulesError(f"materia-prima: with a chronicle the options {sorted(CAMPAIGN_KEYS & set(config))} "
                         "come from the chronicle and cannot be given")
    try:
        chronicle = chronicle_from_json(config["chronicle"])
    except CorruptRecordError as error:
        raise RulesError(str(error)) from None
    if config.get("players", len(chronicle.players)) != len(chronicle.players):
        raise RulesError(f"materia-prima: the chronicle has {len(chronicle.players)} player(s), "
                         f"not {config['players']}")
    return chronicle, scenario, difficulty


def seat_colours(config: Mapping[str, Any] | None) -> tuple[str, ...]:
    """The colours of the alchemists a config plays, in seat order."""
    chronicle, _, _ = read_config(config)
    return tuple(CHARACTERS[m.character].colour for m in chronicle.members)


def _alchemist(seat: int, member: Member, tower: int, soul_stone: int) -> Alchemist:
    worn: list[str] = []
    stored: list[str] = []
    homunculi = []
    for item in member.carried:
        card = RECIPES[item]
        if card.deck == "homunculi":
            homunculi.append(Homunculus(item, tower, EMPTY_BAG))
        elif card.slot in {RECIPES[w].slot for w in worn}:
            stored.append(item)
        else:
            worn.append(item)
    return Alchemist(seat, member.character, CHARACTERS[member.character].colour, tower, tower, member.site,
                     soul_stone, EMPTY_BAG, EMPTY_BAG, tuple(worn), tuple(stored), (), tuple(homunculi),
                     (member.upgrade,) if member.upgrade else ())


def with_start_elements(alchemists: tuple[Alchemist, ...], difficulty: str, scenario: int) -> tuple[tuple[Alchemist, ...], Bag]:
    """The alchemists with the difficulty's start elements (and the scenario's relic) on their
    tower tableaus [D], and the supply they come from."""
    relic = (TOWER_RELICS[scenario],) if scenario in TOWER_RELICS else ()
    gift = bag_of(DIFFICULTY_LEVELS[difficulty].start_elements + relic)
    supply = SUPPLY
    for _ in alchemists:
        supply = sub(supply, gift)
    return tuple(replace(a, storage=add(a.storage, gift)) for a in alchemists), supply


def setup_agenda(count: int, scenario: int, board: Any) -> tuple[Task, ...]:
    """Markers and orders for the cities, the pool, the scenario's own setup, then day 1."""
    tasks: list[Task] = [("upgrade-draw", city) for city in CITIES] + [("order-draw", city) for city in CITIES]
    for deck in DECKS:
        tasks += [("pool-draw", deck)] * (POOL_PER_DECK_AND_ALCHEMIST * count)
    return tuple(tasks + setup_tasks(scenario, board) + [("day",)])


def setup_state(config: Mapping[str, Any] | None) -> State:
    """The state before the first setup draw."""
    chronicle, scenario, difficulty = read_config(config)
    board = board_for(chronicle.layout)
    stones = [m.soul_stone for m in chronicle.members]
    if not any(stones):
        stones = [SOUL_STONES] * len(stones)
    alchemists, supply = with_start_elements(
        tuple(_alchemist(i, m, board.site(m.site), stones[i]) for i, m in enumerate(chronicle.members)), difficulty, scenario)
    carried = {item for m in chronicle.members for item in m.carried}
    decks = tuple(tuple(sorted(r.id for r in RECIPES.values() if r.deck == deck and r.id not in carried))
                  for deck in DECKS)
    upgrades = [u for u in UPGRADES for _ in range(UPGRADE_COPIES)]
    for member in chronicle.members:
        if member.upgrade:
            upgrades.remove(member.upgrade)
    types = SCENARIOS[scenario].types
    fields = len(board.fields)
    return State(
        board=board, scenario=scenario, difficulty=difficulty, days=DIFFICULTIES[difficulty], day=0,
        alchemists=alchemists, inquisitors=(), slots=((), (), ()),
        inq_pile=tuple(sorted(c for c, card in INQUISITOR_CARDS.items() if card.type in types)), inq_under=(),
        alarm_pile=tuple(sorted(ALARM_CARDS)), alarm_card=0, alarm_seen=(), alarm_next=0,
        decks=decks, pool=(), order_pile=tuple(sorted(CITY_ORDERS)), city_orders=(0, 0, 0), orders_won=(),
        orders_spent=(), fulfilled=(), upgrade_pile=tuple(sorted(upgrades)), city_upgrades=("", "", ""),
        ground=(EMPTY_BAG,) * fields, markers=(0,) * fields, supply=supply, out=EMPTY_BAG, effects=(),
        sealed=sealed_mine_fields(board) if SCENARIOS[scenario].objective == "sealed-mines" else (),
        stage3_lost=False, phase=SETUP, agenda=setup_agenda(len(alchemists), scenario, board), campaign=chronicle,
    )
