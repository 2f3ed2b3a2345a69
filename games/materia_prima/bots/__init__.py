"""Computer alchemists (registry BOTS): "alchemist" plays the shared objective sensibly, "novice"
makes a random choice now and then. Both see only their seat's view — everything open, no deck
order — and decide from it at once (no search: well under 0.5 s per decision).

Besides its turns (bot_turn.py, bot_travel.py) a computer alchemist decides: inside an exchange
(store everything but what it will deliver, fetch that, pick up what it lacks, put on equipment),
the scenario event (spend the points for the alchemists' side, unless that side would harm the
objective), what to give up or lose (what the plan needs least), which researched card to keep,
to play on at an easier difficulty, and what to carry into the next scenario (the highest levels).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from games.bots.base import Bot, Rng, pick_uniform
from games.materia_prima.actions import (
    Action, Carry, CarryDone, Done, EndTurn, EventSide, Extend, Give, Take, Wear,
)
from games.materia_prima.bots.plan import cost_of, expecting, holdings, shortfall, team_plan
from games.materia_prima.bots.travel import goal_fields, homunculus_errand, retreat, step_towards
from games.materia_prima.bots.turn import (
    TurnView, city_action, desired_hands, fight_action, look, mine_action, pickup_action, supply_action, tower_action,
)
from games.materia_prima.components import ELEMENT_INDEX, RECIPES, SCENARIOS, STAGE, UPGRADES
from games.materia_prima.state import Exchange, State
from games.materia_prima.view import View

TURN_RULES: tuple[Callable[[TurnView], Action | None], ...] = (
    homunculus_errand, fight_action, supply_action, tower_action, city_action, mine_action, pickup_action,
)


def turn_choice(state: State, seat: int, legal_actions: Sequence[Action]) -> Action:
    """The alchemist's next action in its turn."""
    t = look(state, seat, list(legal_actions))
    for rule in TURN_RULES:
        action = rule(t)
        if action is not None:
            return action
    action = step_towards(t, goal_fields(t)) or retreat(t)
    return action if action is not None else EndTurn()


def wanted_levels(state: State, seat: int) -> dict[str, int]:
    """Deck -> level the plan wants researched."""
    return {w.what: int(w.where or 1) for w in team_plan(state)[seat] if w.kind == "research"}


def exchange_choice(state: State, seat: int, legal_actions: Sequence[Action]) -> Action:
    """Store all but what will be delivered; fetch that; pick up what the plan lacks; wear."""
    ex = state.pending
    assert isinstance(ex, Exchange)
    legal = set(legal_actions)
    for action in legal_actions:
        if isinstance(action, Wear):
            return action
    if ex.other == "tower":
        t = look(state, seat, [])
        want, now = desired_hands(t), state.alchemists[seat].carried
        for action in legal_actions:
            if isinstance(action, Give) and now[ELEMENT_INDEX[action.element]] > want[ELEMENT_INDEX[action.element]]:
                return action
            if isinstance(action, Take) and now[ELEMENT_INDEX[action.element]] < want[ELEMENT_INDEX[action.element]]:
                return action
        return Done()
    plan = team_plan(state)
    for wish in plan[seat]:
        partner = state.alchemists[int(wish.where)] if wish.kind == "supply" else None
        if partner is not None and ex.other == partner.colour and Give(wish.what) in legal:
            return Give(wish.what)
    missing, _ = shortfall(cost_of(plan[seat]), expecting(state.alchemists[seat], plan[seat]))
    for element in missing:
        if Take(element) in legal:
            return Take(element)
    return Done()


def least_needed(state: State, seat: int, options: Sequence[Action], thing_of: Callable[[Action], str]) -> Action:
    """The option whose thing the seat's plan needs least (lowest level or stage first)."""
    wishes = team_plan(state)[seat]
    wanted = {w.what for w in wishes} | set(cost_of(wishes))

    def value(action: Action) -> tuple[int, int, str]:
        thing = thing_of(action)
        level = RECIPES[thing].level if thing in RECIPES else STAGE[ELEMENT_INDEX[thing]]
        return (thing in wanted, level, thing)

    return min(options, key=value)


def event_choice(state: State, legal_actions: Sequence[Action]) -> Action:
    """Spend for the alchemists' side unless it would put a stage-3 element into the towers while
    tower fires threaten the objective (scenario 3)."""
    event = SCENARIOS[state.scenario].event_on(state.day)
    harmful = (SCENARIOS[state.scenario].objective == "smoke-over-the-towers" and event is not None
               and event.alchemists.kind == "gain" and STAGE[ELEMENT_INDEX[event.alchemists.what]] == 3)
    side = "inquisition" if harmful else "alchemists"
    return next(a for a in legal_actions if isinstance(a, EventSide) and a.side == side)


def keep_choice(state: State, seat: int, legal_actions: Sequence[Action]) -> Action:
    """Keep the card of the level the plan wants, else the cheapest."""
    levels = wanted_levels(state, seat)

    def value(action: Action) -> tuple[bool, int, str]:
        card = RECIPES[action.recipe]  # type: ignore[attr-defined]
        return (levels.get(card.deck) != card.level, card.level, card.id)

    return min(legal_actions, key=value)


def discard_choice(state: State, legal_actions: Sequence[Action]) -> Action:
    """Put back the pool card no alchemist plans to make, the lowest level first."""
    claimed = {w.what for wishes in team_plan(state).values() for w in wishes if w.kind == "make"}

    def value(action: Action) -> tuple[bool, int, str]:
        card = RECIPES[action.recipe]  # type: ignore[attr-defined]
        return (card.id in claimed, card.level, card.id)

    return min(legal_actions, key=value)


def carry_choice(legal_actions: Sequence[Action]) -> Action:
    """Carry the highest-level things and an upgrade, then be done."""
    carries = [a for a in legal_actions if isinstance(a, Carry)]
    if not carries:
        return next(a for a in legal_actions if isinstance(a, CarryDone))
    return max(carries, key=lambda a: (a.thing in RECIPES and RECIPES[a.thing].level, a.thing in UPGRADES, a.thing))


def decide(state: State, seat: int, legal_actions: Sequence[Action]) -> Action:
    """The computer alchemist's choice at any decision of its seat."""
    task = state.agenda[0][0]
    if task == "act":
        return turn_choice(state, seat, legal_actions)
    if task == "exchange":
        return exchange_choice(state, seat, legal_actions)
    if task == "event":
        return event_choice(state, legal_actions)
    if task == "research-keep":
        return keep_choice(state, seat, legal_actions)
    if task == "research-trim":
        return discard_choice(state, legal_actions)
    if task == "extend":
        return next(a for a in legal_actions if isinstance(a, Extend))
    if task == "carry":
        return carry_choice(legal_actions)
    if task == "sacrifice":
        return least_needed(state, seat, legal_actions, lambda a: a.thing)  # type: ignore[attr-defined]
    return least_needed(state, seat, legal_actions, lambda a: a.element)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class AlchemistBot:
    """Plays the team plan (see the module docstring)."""

    name: str = "alchemist"

    def choose(self, view: View, legal_actions: Sequence[Action], rng: Rng) -> Action:
        """The plan's action for this seat."""
        return decide(view.state, view.seat, legal_actions)


@dataclass(frozen=True)
class NoviceBot:
    """Like the alchemist, but one decision in five is any legal action."""

    name: str = "novice"
    mistake_rate: float = 0.2

    def choose(self, view: View, legal_actions: Sequence[Action], rng: Rng) -> Action:
        """Mostly the plan's action, sometimes a random one."""
        if rng.random() < self.mistake_rate:
            return pick_uniform(legal_actions, rng)
        return decide(view.state, view.seat, legal_actions)


BOTS: dict[str, Callable[[], Bot]] = {"alchemist": AlchemistBot, "novice": NoviceBot}
