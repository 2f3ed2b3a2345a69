"""A computer alchemist's turn, one action at a time, from the open table and the team plan.

In order: fight an inquisitor next to it when the odds are good (a guard of scenario 2 at fair
odds); work in the tower (transmute a wished recipe, convert towards it, store or fetch elements,
put on equipment); work in a city (deliver, research); mine what the plan lacks; pick up what lies
on its field; else walk towards the next goal — or to a goal it can reach, work at and leave again
within the turn. It never ends a turn where an inquisitor could beat it with more than a small
chance while it holds a soul stone: an action that would leave it unable to reach safety this turn
is replaced by a step towards safety.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from games.materia_prima.actions import (
    Action, Convert, Deliver, Drop, Equip, Fight, FightOrder, Mine, Research, Trade, Transmute,
)
from games.materia_prima.board import distances_from
from games.materia_prima.bots.danger import danger_map, tolerance
from games.materia_prima.bots.orders import spare
from games.materia_prima.bots.plan import GUARD_ODDS, Wish, cost_of, expecting, holdings, shortfall, team_plan
from games.materia_prima.components import ELEMENT_INDEX, RECIPES, SCENARIOS, STAGE
from games.materia_prima.elements import bag_of, count, size
from games.materia_prima.figures import enterable_for
from games.materia_prima.odds import success_chance
from games.materia_prima.state import Alchemist, State, replace
from games.materia_prima.stats import attack_dice, carry_limit, inquisitor_values, storage_room

FIGHT_ODDS: Final[float] = 0.5
IN_ORDER: Final[frozenset[str]] = frozenset({"homunculus-and-fragment"})  # objectives whose recipes keep their order


@dataclass
class TurnView:
    """What one decision looks at."""

    state: State
    me: Alchemist
    legal: frozenset
    wishes: list[Wish]
    passable: list[bool]
    danger: list[float]
    to_safety: list[int]
    limit: float  # the risk accepted at the turn's end
    errand: bool = False  # only city orders to do: round trips from the tower, nothing more

    @property
    def moves_left(self) -> int:
        """Actions left this turn, free moves included."""
        return self.me.actions_left + self.me.free_moves


def look(state: State, seat: int, legal: list[Action]) -> TurnView:
    """The decision's picture of the table."""
    me = state.alchemists[seat]
    passable = enterable_for(state, me.colour)
    danger = danger_map(state, me)
    wishes = team_plan(state)[seat]
    errand = bool(wishes) and all(w.optional for w in wishes)
    limit = tolerance(state, me, behind=not errand and bool(wishes), errand=errand)
    safe = [f for f in range(len(danger)) if danger[f] <= limit and (passable[f] or f == me.field)]
    to_safety = distances_from(state.board, safe, lambda f: passable[f])
    return TurnView(state, me, frozenset(legal), wishes, passable, danger, to_safety, limit, errand)


def can_afford(t: TurnView, field: int | None = None) -> bool:
    """True when, after one more action (ending on `field`), safety is still within reach (or when
    it is out of reach this turn anyway)."""
    if t.to_safety[t.me.field] > t.moves_left:
        return True
    where = t.me.field if field is None else field
    return t.to_safety[where] <= t.moves_left - 1


def legal(t: TurnView, action: Action) -> Action | None:
    """`action` when it is legal now."""
    return action if action in t.legal else None


def needs(t: TurnView) -> tuple[dict, list[str]]:
    """(stage-1 elements still to mine, conversions ready) for this alchemist's wishes."""
    missing, ready = shortfall(cost_of(t.wishes), expecting(t.me, t.wishes))
    return missing, ready


def safe_after_win(t: TurnView, inquisitor: str) -> bool:
    """True when the alchemist's field is safe enough once `inquisitor` is beaten."""
    gone = replace(t.state, inquisitors=tuple(i for i in t.state.inquisitors if i.id != inquisitor))
    return danger_map(gone, t.me)[t.me.field] <= t.limit


def fight_action(t: TurnView) -> Action | None:
    """Attack a neighbouring inquisitor with good odds (a wished guard at fair odds), when safety is
    still within reach afterwards or a won fight makes the field safe."""
    guards = {w.what for w in t.wishes if w.kind == "guard"}
    best: tuple[float, Action] | None = None
    for inquisitor in t.state.inquisitors:
        action = legal(t, Fight(t.me.colour, inquisitor.id))
        if action is None:
            continue
        odds = success_chance(attack_dice(t.state, t.me), inquisitor_values(t.state, inquisitor.type).defence + 1)
        wanted = (inquisitor.id in guards and odds >= GUARD_ODDS) or (not inquisitor.guard and odds >= FIGHT_ODDS)
        if wanted and (can_afford(t) or safe_after_win(t, inquisitor.id)) and (best is None or odds > best[0]):
            best = (odds, action)
    return best[1] if best else None


def makes_now(t: TurnView) -> list[Wish]:
    """The make-wishes that may be made now: any of them, except in the prologue, where the
    fragment must come after the homunculus (only the first counts)."""
    makes = [w for w in t.wishes if w.kind == "make"]
    return makes[:1] if SCENARIOS[t.state.scenario].objective in IN_ORDER else makes


def tower_action(t: TurnView) -> Action | None:
    """In the tower: transmute, convert, store or fetch elements, put on equipment."""
    me = t.me
    if not me.in_tower:
        return None
    for wish in makes_now(t):
        if legal(t, Transmute(me.colour, wish.what)):
            return Transmute(me.colour, wish.what)
    _, ready = needs(t)
    for element in ready:
        action = legal(t, Convert(me.colour, element))
        if action:
            return action
    if desired_hands(t) != me.carried and legal(t, Drop(me.colour)) and exchange_moves(t):
        return Drop(me.colour)
    if me.stored and legal(t, Equip(me.colour)):
        return Equip(me.colour)
    return None


def delivery_elements(t: TurnView) -> list[str]:
    """Elements this alchemist should carry away: to a city, or to another alchemist."""
    return [w.what for w in t.wishes if w.kind in ("deliver", "supply")]


def kept_out_of_the_tower(t: TurnView) -> list[str]:
    """Scenario 3 (no tower may lose a stage-3 element): the stage-3 elements it has stay in its
    hands, where the Brandstifter cannot burn them."""
    if SCENARIOS[t.state.scenario].objective != "smoke-over-the-towers":
        return []
    have = holdings(t.me)
    return [e for e in ELEMENT_INDEX if STAGE[ELEMENT_INDEX[e]] == 3 for _ in range(have[ELEMENT_INDEX[e]])]


def desired_hands(t: TurnView) -> tuple[int, ...]:
    """What the alchemist wants to carry when leaving its tower: the elements to deliver or hand
    over, as far as it has them (and in scenario 3 every stage-3 element)."""
    have = list(holdings(t.me))
    wanted = []
    for element in kept_out_of_the_tower(t) + delivery_elements(t):
        index = ELEMENT_INDEX[element]
        if have[index]:
            have[index] -= 1
            wanted.append(element)
    return bag_of(wanted[: carry_limit(t.state, t.me)])


def exchange_moves(t: TurnView) -> bool:
    """True when storing or fetching would change what the alchemist carries."""
    want, now = desired_hands(t), t.me.carried
    give = any(n > w for n, w in zip(now, want)) and storage_room(t.me) > 0
    take = any(w > n for n, w in zip(now, want)) and any(t.me.storage)
    return give or take


def city_action(t: TurnView) -> Action | None:
    """In a city: deliver a wished element or thing, research a wished deck."""
    me = t.me
    city = t.state.board.fields[me.field].city
    if not city:
        return None
    for wish in t.wishes:
        if wish.where == city and wish.kind == "deliver":
            action = legal(t, Deliver(me.colour, wish.what))
            if action:
                return action
        if wish.where == city and wish.kind == "deliver-thing":
            for thing in list(me.worn) + list(me.fragments):
                if RECIPES[thing].deck == wish.what and legal(t, Deliver(me.colour, thing)) and spare(t.state, me, thing):
                    return Deliver(me.colour, thing)
        if wish.where == city and wish.kind == "fight-order":
            action = legal(t, FightOrder(me.colour))
            if action and can_afford(t):
                return action
    for wish in t.wishes:
        if wish.kind == "research":
            action = legal(t, Research(me.colour, wish.what))
            if action and can_afford(t):
                return action
    return None


def supply_action(t: TurnView) -> Action | None:
    """Hand a fetched element to the alchemist who lacks it when standing next to it."""
    for wish in t.wishes:
        if wish.kind == "supply" and count(t.me.carried, wish.what):
            partner = t.state.alchemists[int(wish.where)]
            action = legal(t, Trade(t.me.colour, partner.colour))
            if action:
                return action
    return None


def mine_action(t: TurnView) -> Action | None:
    """Mine when the mine gives what the plan lacks (or opens a sealed mine)."""
    field = t.state.board.fields[t.me.field]
    if field.kind != "mine" or not legal(t, Mine(t.me.colour)) or not can_afford(t):
        return None
    missing, _ = needs(t)
    opening = any(w.kind == "open" and w.where == str(t.me.field) for w in t.wishes)
    return Mine(t.me.colour) if missing.get(field.element) or opening else None


def pickup_action(t: TurnView) -> Action | None:
    """Pick up lying elements the plan lacks."""
    ground = t.state.ground[t.me.field]
    missing, _ = needs(t)
    if t.me.in_tower or not any(ground) or size(t.me.carried) >= carry_limit(t.state, t.me):
        return None
    wanted = any(count(ground, e) for e in missing)
    return Drop(t.me.colour) if wanted and legal(t, Drop(t.me.colour)) and can_afford(t) else None
