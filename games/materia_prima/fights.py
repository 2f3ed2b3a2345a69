"""Fights: dice one per chance step, then a forced result step.

Alchemists and homunculi attack (rulebook): roll the attack dice; the sum must reach the
inquisitor's static defence + 1. Won: the figure leaves the board and all open cards of its type
go face up under the draw pile — only the card with the figure symbol when another figure of the
type stays [D: the latest such card] — and the attacker rolls one die for loot from the alarm
card's table. Lost: nothing happens.
Inquisitors attack: the defender rolls its defence dice and must reach the attack value. Beaten,
an alchemist goes to its tower field, drops all elements where it stood and loses its soul stone;
a beaten homunculus leaves the game (figure and card) and drops what it carried.
City orders: fought like an inquisitor (defence + 1 to reach); no loot [D].
"""

from __future__ import annotations

from typing import Final

from games.kernel import agenda
from games.materia_prima.actions import Die, Loot, Result
from games.materia_prima.components import ALARM_CARDS, CityOrder, DIE_FACES, EXTRA_FIGURE, INQUISITOR_CARDS, SECOND_FIGURE
from games.materia_prima.elements import EMPTY_BAG, add, count, plus, size
from games.materia_prima.figures import carried, figure_field, set_carried
from games.materia_prima.orders import fulfil
from games.materia_prima.state import FightRecord, Roll, State, Step, Task, replace
from games.materia_prima.stats import figure_attack, figure_defence, figure_room, inquisitor_values

DIE_OUTCOMES: Final[tuple[tuple[Die, int], ...]] = tuple(
    (Die(face), DIE_FACES.count(face)) for face in sorted(set(DIE_FACES)))
FAILED_BY_SOUL_STONES: Final[str] = "soul-stones"


def roll_tasks(dice: int, result: Task) -> tuple[Task, ...]:
    """One roll task per die, then the result task."""
    return (("roll",),) * dice + (result,)


def start_attack(state: State, figure: str, inquisitor: str) -> State:
    """A figure attacks: its attack dice against the inquisitor's defence + 1."""
    target = state.inquisitor(inquisitor)
    assert target is not None
    dice = figure_attack(state, figure)
    roll = Roll("attack", figure, inquisitor, dice, inquisitor_values(state, target.type).defence + 1)
    return agenda.push(state, *roll_tasks(dice, ("result",)), pending=roll)


def start_order_fight(state: State, figure: str, city: str, order: CityOrder) -> State:
    """A figure fights a city order: its attack dice against the order's defence + 1."""
    dice = figure_attack(state, figure)
    roll = Roll("order", figure, f"order-{city}", dice, int(order.value) + 1)
    return agenda.push(state, *roll_tasks(dice, ("result",)), pending=roll)


def start_defence(state: State, inquisitor: str, defender: str) -> State:
    """An inquisitor attacks: the defender's defence dice against its attack value."""
    attacker = state.inquisitor(inquisitor)
    assert attacker is not None
    dice = figure_defence(state, defender)
    roll = Roll("defend", inquisitor, defender, dice, inquisitor_values(state, attacker.type).attack)
    return agenda.push(state, *roll_tasks(dice, ("result",)), pending=roll)


def step_roll(state: State, task: Task) -> Step:
    """One die: faces 0, 0, 1, 1, 2, 2."""
    return agenda.weighted(DIE_OUTCOMES)


def resolve_roll(state: State, task: Task, action: Die) -> State:
    """The die's face joins the roll."""
    roll = state.pending
    assert isinstance(roll, Roll)
    return agenda.pop(state, pending=replace(roll, faces=roll.faces + (action.face,)))


def succeeded(roll: Roll) -> bool:
    """True when the dice reach the roll's target."""
    return sum(roll.faces) >= roll.target


def recorded(state: State, roll: Roll) -> State:
    """The state with the roll noted among the fights."""
    record = FightRecord(state.day, roll.attacker, roll.defender, roll.faces, roll.target, succeeded(roll), roll.kind)
    return replace(state, fights=state.fights + (record,))


# ---- the result of a roll ----------------------------------------------------------------------
VERDICTS: Final[dict[str, tuple[str, str]]] = {  # roll kind -> (verdict on success, on failure)
    "attack": ("hit", "miss"), "order": ("hit", "miss"), "defend": ("defended", "beaten"),
}


def step_result(state: State, task: Task) -> Step:
    """Hit or miss (a figure's attack, a city order's fight); defended or beaten (an inquisitor's)."""
    roll = state.pending
    assert isinstance(roll, Roll)
    won, lost = VERDICTS[roll.kind]
    return agenda.forced(Result(won if succeeded(roll) else lost))


def resolve_result(state: State, task: Task, action: Result) -> State:
    """A hit beats the inquisitor (then loot) or fulfils the order; a beaten defender pays."""
    roll = state.pending
    assert isinstance(roll, Roll)
    state = agenda.pop(recorded(state, roll), pending=None)
    if action.verdict in ("miss", "defended"):
        return state
    if roll.kind == "order":
        return fulfil(state, roll.defender.removeprefix("order-"))
    if roll.kind == "defend":
        return beat_figure(state, roll.defender)
    state = defeat_inquisitor(state, roll.defender)
    return agenda.push(state, ("roll",), ("loot",), pending=Roll("loot", roll.attacker, roll.defender, 1, 0))


def returned_cards(slot: tuple[str, ...], others_remain: bool) -> tuple[str, ...]:
    """The open cards of a beaten inquisitor's type that go under the pile."""
    if not others_remain:
        return slot
    symbols = [c for c in slot if INQUISITOR_CARDS[c].modifier in (EXTRA_FIGURE, SECOND_FIGURE)]
    return (symbols[-1],) if symbols else slot[-1:]


def defeat_inquisitor(state: State, inquisitor: str) -> State:
    """The figure leaves the board; its type's cards go face up under the pile (guards have none)."""
    figure = state.inquisitor(inquisitor)
    assert figure is not None
    remaining = tuple(i for i in state.inquisitors if i.id != inquisitor)
    state = replace(state, inquisitors=remaining)
    if figure.guard:
        return state
    others = any(i.type == figure.type and not i.guard for i in remaining)
    slots = list(state.slots)
    for index, slot in enumerate(slots):
        if slot and INQUISITOR_CARDS[slot[0]].type == figure.type:
            back = returned_cards(slot, others)
            slots[index] = tuple(c for c in slot if c not in back)
            return replace(state, slots=tuple(slots), inq_under=state.inq_under + back)
    return state


def loot_element(state: State, roll: Roll) -> str:
    """The element the loot die wins ("none" when the supply has none left)."""
    element = ALARM_CARDS[state.alarm_card].loot[roll.faces[0]]
    return element if count(state.supply, element) else "none"


def step_loot(state: State, task: Task) -> Step:
    """The loot the die decided."""
    roll = state.pending
    assert isinstance(roll, Roll)
    return agenda.forced(Loot(roll.attacker, loot_element(state, roll)))


def loot_fits(state: State, figure: str) -> bool:
    """True when the figure's hands have room for the loot (else it stays in the supply [D])."""
    return state.owner_of(figure) is not None and figure_room(state, figure, size(carried(state, figure))) > 0


def resolve_loot(state: State, task: Task, action: Loot) -> State:
    """The element goes into the attacker's hands; without room it stays in the supply [D]."""
    figure, element = action.figure, action.element
    if element != "none" and loot_fits(state, figure):
        state = set_carried(state, figure, plus(carried(state, figure), element))
        state = replace(state, supply=plus(state.supply, element, -1))
    return agenda.pop(state, pending=None)


# ---- a beaten figure ---------------------------------------------------------------------------
def drop_all(state: State, figure: str) -> State:
    """Everything `figure` carries falls onto its field."""
    field = figure_field(state, figure)
    assert field is not None
    bag = carried(state, figure)
    ground = state.ground[:field] + (add(state.ground[field], bag),) + state.ground[field + 1:]
    return replace(set_carried(state, figure, EMPTY_BAG), ground=ground)


def beat_figure(state: State, figure: str) -> State:
    """The consequences of losing against an inquisitor."""
    owner = state.owner_of(figure)
    assert owner is not None
    state = drop_all(state, figure)
    owner = state.alchemists[owner.seat]
    if owner.colour != figure:
        return state.with_alchemist(owner.without_homunculus(figure))
    lost = owner.soul_stone > 0
    state = state.with_alchemist(replace(owner, field=owner.tower, soul_stone=0))
    if lost and not any(a.soul_stone for a in state.alchemists):
        return replace(state, agenda=(("verdict", "failed", FAILED_BY_SOUL_STONES),), pending=None, active=None)
    return state
