"""City actions of an alchemist: Research, Buy, Sail (rulebook), and the card draws they lead to.

Research (rulebook): draw 2 cards of a recipe deck, keep 1 — into the shared pool, not the hand
(Piot draws 4 and keeps 2); the pool's size follows the number of alchemists. [D] The pool holds 3
cards per alchemist (+1 per worn Notizbuch); when a kept card makes it overflow, the researcher
puts a pool card of its choice back into its deck; the cards not kept are shuffled back into their
deck. The Glaslinse allows research anywhere, the Bibliothek in the own tower.
Buy [D]: the tower-upgrade marker of the city, paid from what the alchemist carries; a tower has
each upgrade at most once; the city gets the next marker from the face-down ones.
Sail [D]: one action from a harbour city to a connected one (T–R, T–G), onto a free city field.
"""

from __future__ import annotations

from collections import Counter

from games.kernel import agenda
from games.materia_prima.acting import can_act, spend
from games.materia_prima.actions import (
    Action, Buy, Discard, DrawRecipe, DrawUpgrade, Keep, Research as ResearchAction, Sail,
)
from games.materia_prima.components import (
    CHARACTERS, CITIES, DECKS, HARBOUR_ROUTES, RECIPES, RESEARCH_DRAW, RESEARCH_KEEP, UPGRADES,
)
from games.materia_prima.elements import add, bag_of, contains, sub
from games.materia_prima.state import Alchemist, Research, State, Step, Task, replace
from games.materia_prima.stats import pool_limit, wears


def may_research(state: State, alchemist: Alchemist) -> bool:
    """True where the alchemist may research: a city, anywhere with the Glaslinse, or its own
    tower with the Bibliothek."""
    return bool(state.board.fields[alchemist.field].city or wears(alchemist, "research-anywhere") or (
        alchemist.in_tower and "bibliothek" in alchemist.upgrades))


def upgrade_for_sale(state: State, alchemist: Alchemist) -> str:
    """The upgrade the alchemist can buy where it stands ("" when none)."""
    city = state.board.fields[alchemist.field].city
    if not city:
        return ""
    upgrade = state.city_upgrades[CITIES.index(city)]
    if not upgrade or upgrade in alchemist.upgrades:
        return ""
    return upgrade if contains(alchemist.carried, bag_of(UPGRADES[upgrade].price)) else ""


def sailing_targets(state: State, alchemist: Alchemist, enterable: list[bool]) -> list[str]:
    """The cities the alchemist can sail to from the city it stands on."""
    city = state.board.fields[alchemist.field].city
    if not city:
        return []
    return [other for other in CITIES if frozenset((city, other)) in HARBOUR_ROUTES
            and enterable[state.board.city(other)]]


def city_actions(state: State, alchemist: Alchemist, enterable: list[bool]) -> list[Action]:
    """Research, Buy and Sail actions open to the alchemist now."""
    colour = alchemist.colour
    if not can_act(state, colour):
        return []
    actions: list[Action] = []
    if may_research(state, alchemist):
        actions += [ResearchAction(colour, deck) for deck, cards in zip(DECKS, state.decks) if cards]
    if upgrade_for_sale(state, alchemist):
        actions.append(Buy(colour))
    actions += [Sail(colour, city) for city in sailing_targets(state, alchemist, enterable)]
    return actions


# ---- research -----------------------------------------------------------------------------------
def resolve_research(state: State, action: ResearchAction, seat: int) -> State:
    """Draw the cards, then keep."""
    state = spend(state, action.figure)
    alchemist = state.alchemists[seat]
    two_of_four = CHARACTERS[alchemist.character].ability == "research-four-keep-two"
    draws = RESEARCH_DRAW * (2 if two_of_four else 1)
    keep = RESEARCH_KEEP * (2 if two_of_four else 1)
    deck = state.decks[DECKS.index(action.deck)]
    tasks = [("research-draw",)] * min(draws, len(deck)) + [("research-keep", seat)] * keep
    tasks += [("research-trim", seat), ("research-end",)]
    return agenda.push(state, *tasks, pending=Research(seat, action.deck, draws, keep))


def _deck_without(state: State, deck: str, card: str) -> tuple[tuple[str, ...], ...]:
    index = DECKS.index(deck)
    return state.decks[:index] + (tuple(c for c in state.decks[index] if c != card),) + state.decks[index + 1:]


def step_research_draw(state: State, task: Task) -> Step:
    """A card from the deck."""
    research = state.pending
    assert isinstance(research, Research)
    return agenda.uniform([DrawRecipe(card) for card in state.decks[DECKS.index(research.deck)]])


def resolve_research_draw(state: State, task: Task, action: DrawRecipe) -> State:
    """The card is shown."""
    research = state.pending
    assert isinstance(research, Research)
    research = replace(research, drawn=research.drawn + (action.recipe,))
    return agenda.pop(state, decks=_deck_without(state, research.deck, action.recipe), pending=research)


def step_research_keep(state: State, task: Task) -> Step:
    """The researcher keeps one drawn card for the pool."""
    research = state.pending
    assert isinstance(research, Research)
    if not research.drawn:
        return agenda.pop(state)
    return agenda.decide(task[1], [Keep(card) for card in research.drawn])


def resolve_research_keep(state: State, task: Task, action: Keep) -> State:
    """The card joins the shared pool."""
    research = state.pending
    assert isinstance(research, Research)
    drawn = tuple(c for c in research.drawn if c != action.recipe)
    return agenda.pop(state, pool=state.pool + (action.recipe,), pending=replace(research, drawn=drawn))


def step_research_trim(state: State, task: Task) -> Step:
    """While the pool holds too many cards, the researcher puts one back into its deck."""
    if len(state.pool) <= pool_limit(state):
        return agenda.pop(state)
    return agenda.decide(task[1], [Discard(card) for card in dict.fromkeys(state.pool)])


def resolve_research_trim(state: State, task: Task, action: Discard) -> State:
    """The card is shuffled back into its deck (the task stays until the pool fits)."""
    index = DECKS.index(RECIPES[action.recipe].deck)
    pool = list(state.pool)
    pool.remove(action.recipe)
    deck = tuple(sorted(state.decks[index] + (action.recipe,)))
    return replace(state, pool=tuple(pool), decks=state.decks[:index] + (deck,) + state.decks[index + 1:])


def step_research_end(state: State, task: Task) -> Step:
    """The cards not kept go back into their deck (logs nothing)."""
    research = state.pending
    assert isinstance(research, Research)
    index = DECKS.index(research.deck)
    deck = tuple(sorted(state.decks[index] + research.drawn))
    return agenda.pop(state, decks=state.decks[:index] + (deck,) + state.decks[index + 1:], pending=None)


def step_pool_draw(state: State, task: Task) -> Step:
    """Setup: a level-1 card of a deck for the pool."""
    cards = [c for c in state.decks[DECKS.index(task[1])] if RECIPES[c].level == 1]
    if not cards:
        return agenda.pop(state)
    return agenda.uniform([DrawRecipe(card) for card in cards])


def resolve_pool_draw(state: State, task: Task, action: DrawRecipe) -> State:
    """The card lies open in the pool."""
    return agenda.pop(state, decks=_deck_without(state, task[1], action.recipe), pool=state.pool + (action.recipe,))


# ---- buying and sailing -------------------------------------------------------------------------
def resolve_buy(state: State, action: Buy) -> State:
    """Pay, take the marker to the tower, and turn up the city's next marker."""
    state = spend(state, action.figure)
    alchemist = state.by_colour(action.figure)
    assert alchemist is not None
    upgrade = upgrade_for_sale(state, alchemist)
    price = bag_of(UPGRADES[upgrade].price)
    city = state.board.fields[alchemist.field].city
    index = CITIES.index(city)
    alchemist = replace(alchemist, carried=sub(alchemist.carried, price), upgrades=alchemist.upgrades + (upgrade,))
    markers = state.city_upgrades[:index] + ("",) + state.city_upgrades[index + 1:]
    state = replace(state.with_alchemist(alchemist), supply=add(state.supply, price), city_upgrades=markers)
    return agenda.push(state, ("upgrade-draw", city))


def step_upgrade_draw(state: State, task: Task) -> Step:
    """A face-down marker is turned up for the city (nothing when none are left)."""
    if not state.upgrade_pile:
        return agenda.pop(state)
    return agenda.weighted([(DrawUpgrade(u), n) for u, n in Counter(state.upgrade_pile).items()])


def resolve_upgrade_draw(state: State, task: Task, action: DrawUpgrade) -> State:
    """The marker lies on the city card."""
    index = CITIES.index(task[1])
    pile = list(state.upgrade_pile)
    pile.remove(action.upgrade)
    markers = state.city_upgrades[:index] + (action.upgrade,) + state.city_upgrades[index + 1:]
    return agenda.pop(state, upgrade_pile=tuple(pile), city_upgrades=markers)


def resolve_sail(state: State, action: Sail) -> State:
    """The alchemist lands on the other harbour city."""
    state = spend(state, action.figure)
    alchemist = state.by_colour(action.figure)
    assert alchemist is not None
    return state.with_alchemist(replace(alchemist, field=state.board.city(action.city)))
