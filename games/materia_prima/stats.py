"""Derived values: an alchemist's or homunculus's actions, carry and dice; an inquisitor type's
static values (card base + open cards' modifiers + the alarm card + scenario events)."""

from __future__ import annotations

from dataclasses import dataclass

from games.materia_prima.components import (
    ALARM_CARDS, CHARACTERS, DIFFICULTIES, DIFFICULTY_LEVELS, DifficultyLevel, HOMUNCULUS_LIMIT, INQUISITOR_CARDS, INQUISITOR_TYPES, LAGER_STORAGE, MIN_DICE,
    NO_SOUL_STONE_PENALTY, RECIPES, TOWER_STORAGE,
)
from games.materia_prima.elements import size
from games.materia_prima.state import Alchemist, State


def event_bonus(state: State, side: str, stat: str) -> int:
    """The sum of active scenario-event bonuses of one side ("alchemists"/"inquisitors") for a stat."""
    return sum(e.amount for e in state.effects if e.kind == side and e.what == stat)


def equipment_bonus(alchemist: Alchemist, bonus: str) -> int:
    """What the worn equipment adds to one stat (attack, defence, carry, actions, moves, pool)."""
    return sum(RECIPES[item].amount for item in alchemist.worn if RECIPES[item].bonus == bonus)


def wears(alchemist: Alchemist, bonus: str) -> bool:
    """True when a worn item gives `bonus` (e.g. "research-anywhere")."""
    return any(RECIPES[item].bonus == bonus for item in alchemist.worn)


def _penalty(alchemist: Alchemist) -> int:
    return 0 if alchemist.soul_stone else NO_SOUL_STONE_PENALTY


def actions_per_turn(state: State, alchemist: Alchemist) -> int:
    """The alchemist's actions per turn."""
    base = CHARACTERS[alchemist.character].actions
    return max(1, base + equipment_bonus(alchemist, "actions") + event_bonus(state, "alchemists", "actions"))


def extra_moves(alchemist: Alchemist) -> int:
    """Free Move actions per turn (Sejlon's ability, Wanderstiefel)."""
    ability = 1 if CHARACTERS[alchemist.character].ability == "extra-move" else 0
    return ability + equipment_bonus(alchemist, "moves")


def carry_limit(state: State, alchemist: Alchemist) -> int:
    """How many elements the alchemist can carry."""
    base = CHARACTERS[alchemist.character].carry + equipment_bonus(alchemist, "carry")
    return max(MIN_DICE, base + event_bonus(state, "alchemists", "carry") - _penalty(alchemist))


def attack_dice(state: State, alchemist: Alchemist) -> int:
    """Dice the alchemist rolls when attacking."""
    base = CHARACTERS[alchemist.character].attack + equipment_bonus(alchemist, "attack") + difficulty_level(state).extra_attack
    return max(MIN_DICE, base + event_bonus(state, "alchemists", "attack") - _penalty(alchemist))


def near_own_tower(state: State, alchemist: Alchemist, field: int) -> bool:
    """True when `field` is the alchemist's tower field or touches it."""
    return field == alchemist.tower or state.board.adjacent(field, alchemist.tower)


def zinnen_bonus(state: State, alchemist: Alchemist, field: int) -> int:
    """+1 defence die on and next to a tower with battlements (Zinnen)."""
    return 1 if "zinnen" in alchemist.upgrades and near_own_tower(state, alchemist, field) else 0


def defence_dice(state: State, alchemist: Alchemist) -> int:
    """Dice the alchemist rolls when an inquisitor attacks it."""
    base = CHARACTERS[alchemist.character].defence + equipment_bonus(alchemist, "defence")
    base += zinnen_bonus(state, alchemist, alchemist.field)
    return max(MIN_DICE, base + event_bonus(state, "alchemists", "defence") - _penalty(alchemist))


def homunculus_stats(hid: str) -> tuple[int, int, int, int]:
    """A homunculus's actions, carry, attack and defence dice (from its recipe)."""
    return RECIPES[hid].stats


def figure_attack(state: State, figure: str) -> int:
    """Attack dice of an alchemist or homunculus."""
    owner = state.owner_of(figure)
    assert owner is not None
    if owner.colour == figure:
        return attack_dice(state, owner)
    return homunculus_stats(figure)[2]


def figure_defence(state: State, figure: str) -> int:
    """Defence dice of an alchemist or homunculus where it stands now."""
    owner = state.owner_of(figure)
    assert owner is not None
    if owner.colour == figure:
        return defence_dice(state, owner)
    homunculus = owner.homunculus(figure)
    assert homunculus is not None
    return homunculus_stats(figure)[3] + zinnen_bonus(state, owner, homunculus.field)


def figure_carry(state: State, figure: str) -> int:
    """Carry limit of an alchemist or homunculus."""
    owner = state.owner_of(figure)
    assert owner is not None
    if owner.colour == figure:
        return carry_limit(state, owner)
    return homunculus_stats(figure)[1]


def figure_room(state: State, figure: str, carried_now: int) -> int:
    """How many more elements `figure` can take when it carries `carried_now`."""
    return max(0, figure_carry(state, figure) - carried_now)


def storage_limit(alchemist: Alchemist) -> int:
    """Elements the tower tableau holds (8, +6 with the Lager)."""
    return TOWER_STORAGE + (LAGER_STORAGE if "lager" in alchemist.upgrades else 0)


def storage_room(alchemist: Alchemist) -> int:
    """Free places on the tower tableau."""
    return max(0, storage_limit(alchemist) - size(alchemist.storage))


def homunculus_limit(alchemist: Alchemist) -> int:
    """Homunculi an alchemist may have (3, +1 with the Brutkessel)."""
    return HOMUNCULUS_LIMIT + (1 if "brutkessel" in alchemist.upgrades else 0)


def pool_limit(state: State) -> int:
    """Cards the shared recipe pool holds: 3 per alchemist, +1 per worn Notizbuch [D]."""
    return 3 * state.alchemist_count + sum(equipment_bonus(a, "pool") for a in state.alchemists)


@dataclass(frozen=True)
class InquisitorValues:
    """Static values of an inquisitor type today."""

    attack: int
    defence: int
    actions: int
    destruction: int


ESCALATING = ("attack", "defence")  # the inquisitors' values the difficulty's escalation raises [D]


def current_difficulty(state: State) -> str:
    """The difficulty played now: the chosen one, or the easier one the team played on at."""
    return next(name for name, days in DIFFICULTIES.items() if days == state.days)


def difficulty_level(state: State) -> DifficultyLevel:
    """What the difficulty played now changes [D] (playing on switches to the easier one's)."""
    return DIFFICULTY_LEVELS[current_difficulty(state)]


def escalation(state: State) -> int:
    """What the difficulty's escalation adds to every inquisitor's attack and defence today [D]."""
    every = difficulty_level(state).escalation_every
    return state.day // every if every else 0


def type_cards(state: State, letter: str) -> tuple[str, ...]:
    """The open cards of type `letter` (in the order drawn)."""
    for slot in state.slots:
        if slot and INQUISITOR_CARDS[slot[0]].type == letter:
            return slot
    return ()


def inquisitor_values(state: State, letter: str) -> InquisitorValues:
    """Base + modifiers of the type's open cards + today's alarm card + scenario events."""
    kind = INQUISITOR_TYPES[letter]
    mods = [INQUISITOR_CARDS[c].modifier for c in type_cards(state, letter)]
    alarm = ALARM_CARDS[state.alarm_card].modifier if state.alarm_card else ""

    def value(stat: str, base: int) -> int:
        return base + mods.count(stat) + (alarm == stat) + event_bonus(state, "inquisitors", stat) + (
            escalation(state) if stat in ESCALATING else 0)

    destruction = value("destruction", kind.destruction) if kind.destruction else 0
    return InquisitorValues(value("attack", kind.attack), value("defence", kind.defence),
                            value("actions", kind.actions), destruction)
