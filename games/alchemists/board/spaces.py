"""Resolving the action spaces: one "act" task per declared action, in the order flow.py gives.

Every act may pass (its cubes count as unused). Favors that help an action (sage when
transmuting, shopkeeper when buying, barmaid and merchant when selling) are played first, inside
the same act; they are remembered in the task's data. Selling lives in market.py, debunking and
publishing in theory.py; mixing's aftermath (periscope, magic mortar, feather in cap) here.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from games.alchemists.board import actions as A
from games.alchemists.board.components import (
    ALTAR_MAX, ARTIFACT_BY_ID, BARMAID, BUY, CAP_TESTS, CUSTODIAN, DISCOUNT_FIRST, DISCOUNT_LATER, DRINK, EXHIBIT,
    EXHIBIT_COLOUR_GAIN, EXHIBIT_FAIL_LOSS, EXHIBIT_FIRST_GAIN, EXHIBIT_POTIONS, FORAGE, HYPNOTIC_FAVORS,
    INSANITY_LOSS, MERCHANT, RHETORIC_GAIN, SAGE, SELL, SHOPKEEPER, SPACES, STUDENT, STUDENT_FEE, TIER_OF_ROUND,
    TRANSMUTE, TRUNK_INGREDIENTS, action_costs,
)
from games.alchemists.board.economy import (
    add_card, change_reputation, gain_gold, has_artifact, has_favor, hand_pairs, mix_result, pay_gold,
    play_favor, take_card, to_discard,
)
from games.alchemists.board.state import Experiment, State, Task, evolve
from games.alchemists.components import NEGATIVE_EFFECTS, potion_colour

BOOSTS: dict[str, tuple[str, ...]] = {TRANSMUTE: (SAGE,), BUY: (SHOPKEEPER,), SELL: (BARMAID, MERCHANT)}
BONUS_ACTION = -1  # task.count of the extra action the boots give


def via_of(task: Task) -> str:
    """What brought an act about besides its own space: the boots' extra action or the custodian's card."""
    if task.count == BONUS_ACTION:
        return "boots"
    return "custodian" if task.space == CUSTODIAN else ""


def action_cost(state: State, task: Task) -> int:
    """The cubes the act's action was declared with (nothing for the boots' extra action)."""
    if task.count == BONUS_ACTION:
        return 0
    if task.space == CUSTODIAN:
        return 1
    costs = action_costs(task.space, state.players)
    return costs[0] if task.space == SELL else costs[task.count]


def finish_act(state: State, task: Task, passed: bool) -> State:
    """Count the act as resolved: taken, and performed or its cubes unused."""
    lab = state.labs[task.seat]
    index = SPACES.index(task.space)
    if task.count == BONUS_ACTION:
        return state
    taken = lab.taken[:index] + (lab.taken[index] + 1,) + lab.taken[index + 1:]
    if passed:
        state = state.note(task.seat, "pass", space=task.space)
        return state.with_lab(task.seat, taken=taken, unused=lab.unused + action_cost(state, task))
    acted = lab.acted[:index] + (lab.acted[index] + 1,) + lab.acted[index + 1:]
    return state.with_lab(task.seat, taken=taken, acted=acted)


def boost_options(state: State, task: Task) -> list[A.Action]:
    """Helping favors the seat may still play before this act's action."""
    return [A.PlayFavor(f) for f in BOOSTS.get(task.space, ()) if has_favor(state, task.seat, f)]


def play_boost(state: State, task: Task, action: A.PlayFavor) -> State:
    """Play a helping favor; the act stays open with the favor remembered."""
    state = play_favor(state, task.seat, action.favor, space=task.space)
    return state.push(evolve(task, data=task.data + (action.favor,)))


# ---- mixing ---------------------------------------------------------------------------------------
def mix_cards(state: State, seat: int, kind: str, a: int, b: int, asked: str = "",
              answer: Callable[[str], str] = lambda result: result, via: str = "") -> tuple[State, str, int]:
    """Take a and b out of the hand, ask the secret; (state, the potion made, experiment index).
    The cards wait in the cauldron until `after_mix`."""
    state = take_card(take_card(state, seat, a), seat, b)
    result = mix_result(state, a, b)
    experiment = Experiment(state.round, seat, kind, (a, b), result, asked, answer(result), via=via)
    index = len(state.experiments)
    state = evolve(state, experiments=state.experiments + (experiment,))
    return state.note(seat, "experiment", index=index, kind=kind, asked=asked, answer=experiment.answer), result, index


def after_mix(state: State, seat: int, a: int, b: int, index: int, set_aside: bool = False) -> State:
    """A colleague's periscope may look; then the cauldron is emptied (magic mortar, feather in cap)."""
    looks = [Task("periscope", other, data=(index, a, b)) for other, lab in enumerate(state.labs)
             if other != seat and has_artifact(state, other, "periscope") and not lab.periscope_used]
    return state.push(*looks, Task("cauldron", seat, data=(a, b), count=1 if set_aside else 0))


def empty_cauldron(state: State, task: Task) -> State:
    """Both cards go (discarded, or set aside after a successful exhibition with a feather in cap);
    a magic mortar's owner has a colleague draw one blind and keeps the other."""
    if has_artifact(state, task.seat, "magic-mortar"):
        return state.push(Task("mortar", task.seat, data=task.data, count=task.count))
    if task.count == 1:
        pile = list(state.labs[task.seat].set_aside)
        for card in task.data:
            pile[card] += 1
        return state.with_lab(task.seat, set_aside=tuple(pile))
    return to_discard(state, *task.data)


def pair_options(state: State, seat: int, make: Callable[[int, int], A.Action]) -> list[A.Action]:
    """One action per pair of different ingredients in the seat's hand."""
    return [make(a, b) for a, b in hand_pairs(state.labs[seat].hand)]


# ---- forage, transmute ----------------------------------------------------------------------------
def forage_options(state: State, task: Task) -> list[A.Action]:
    deck = [A.Forage(A.DECK)] if sum(state.deck) or sum(state.discard) else []
    return [A.Forage(i) for i in sorted(set(state.row))] + deck


def forage(state: State, task: Task, action: A.Forage) -> State:
    if action.ingredient == A.DECK:
        return state.note(task.seat, "forage", card=None).push(Task("draw-ingredient", task.seat, count=1))
    row = list(state.row)
    row.remove(action.ingredient)
    state = add_card(evolve(state, row=tuple(row)), task.seat, action.ingredient)
    return state.note(task.seat, "forage", card=action.ingredient)


def transmute_options(state: State, task: Task) -> list[A.Action]:
    return [A.Transmute(i) for i, n in enumerate(state.labs[task.seat].hand) if n]


def transmute(state: State, task: Task, action: A.Transmute) -> State:
    state = to_discard(take_card(state, task.seat, action.ingredient), action.ingredient)
    return gain_gold(state.note(task.seat, "transmute"), task.seat, 1 + task.data.count(SAGE), "transmute")


# ---- artifacts ------------------------------------------------------------------------------------
def display(state: State) -> tuple[str, ...]:
    """The artifacts for sale this round: the round's tier, minus those bought."""
    owned = {a for lab in state.labs for a in lab.artifacts}
    tier = TIER_OF_ROUND[max(state.round, 1) - 1]
    return tuple(a for a in state.artifacts_dealt[tier - 1] if a not in owned)


def price(state: State, seat: int, artifact: str, shopkeepers: int) -> int:
    """What `artifact` costs `seat` with its shopkeepers and discount card."""
    return discounted_price(artifact, state.labs[seat].artifacts, shopkeepers)


def discounted_price(artifact: str, owned: tuple[str, ...], shopkeepers: int) -> int:
    """What `artifact` costs an owner of `owned` (in the order bought) with its shopkeepers."""
    cost = ARTIFACT_BY_ID[artifact].cost - shopkeepers
    if "discount-card" in owned:
        bought_since = len(owned) - owned.index("discount-card") - 1
        cost -= DISCOUNT_FIRST if bought_since == 0 else DISCOUNT_LATER
    return max(0, cost)


def buy_options(state: State, task: Task) -> list[A.Action]:
    gold, shopkeepers = state.labs[task.seat].gold, task.data.count(SHOPKEEPER)
    return [A.Buy(a) for a in display(state) if price(state, task.seat, a, shopkeepers) <= gold]


def buy(state: State, task: Task, action: A.Buy) -> State:
    seat = task.seat
    cost = price(state, seat, action.artifact, task.data.count(SHOPKEEPER))
    state = pay_gold(state, seat, cost, "artifact")
    state = state.with_lab(seat, artifacts=state.labs[seat].artifacts + (action.artifact,))
    state = state.note(seat, "bought", artifact=action.artifact, price=cost)
    return artifact_effect(state, seat, action.artifact)


def artifact_effect(state: State, seat: int, artifact: str) -> State:
    """What an artifact does at once when bought."""
    if artifact == "amulet-of-rhetoric":
        return change_reputation(state, {seat: RHETORIC_GAIN}, "amulet-of-rhetoric")
    if artifact == "hypnotic-amulet":
        return state.push(Task("draw-favor", seat, count=HYPNOTIC_FAVORS))
    if artifact == "witchs-trunk":
        return state.push(Task("draw-ingredient", seat, count=TRUNK_INGREDIENTS))
    if artifact == "thinking-cap":
        return state.push(Task("cap", seat, count=CAP_TESTS))
    if artifact == "altar-of-gold":
        return state.push(Task("altar", seat))
    return state


def cap_options(state: State, task: Task) -> list[A.Action]:
    """Pairs of cards not yet used for a thinking-cap test this time."""
    hand = list(state.labs[task.seat].hand)
    for card in task.data:
        hand[card] -= 1
    return [A.Mix("cap", a, b) for a, b in hand_pairs(tuple(hand))] + [A.PASS]


def cap_test(state: State, task: Task, action: A.Action) -> State:
    """A thinking-cap test: a student test whose cards stay in the hand and whose result harms nobody."""
    if action == A.PASS:
        return state
    assert isinstance(action, A.Mix)
    result = mix_result(state, action.a, action.b)
    experiment = Experiment(state.round, task.seat, "student", (action.a, action.b), result, "", result,
                            via="thinking-cap")
    index = len(state.experiments)
    state = evolve(state, experiments=state.experiments + (experiment,))
    state = state.note(task.seat, "experiment", index=index, kind="cap", asked="", answer=result)
    if task.count > 1:
        state = state.push(evolve(task, count=task.count - 1, data=task.data + (action.a, action.b)))
    return state


def altar_options(state: State, task: Task) -> list[A.Action]:
    return [A.Altar(n) for n in range(min(ALTAR_MAX, state.labs[task.seat].gold) + 1)]


def altar(state: State, task: Task, action: A.Altar) -> State:
    state = pay_gold(state, task.seat, action.gold, "altar-of-gold")
    return change_reputation(state, {task.seat: action.gold}, "altar-of-gold")


# ---- student, drink, custodian, exhibition ------------------------------------------------------
def student_fee(state: State) -> int:
    """1 gold once a student test this round made a negative potion, else free."""
    return STUDENT_FEE if state.student_negative else 0


def student_options(state: State, task: Task) -> list[A.Action]:
    if state.labs[task.seat].gold < student_fee(state):
        return []
    return pair_options(state, task.seat, lambda a, b: A.Mix("student", a, b))


def student(state: State, task: Task, action: A.Mix) -> State:
    state = pay_gold(state, task.seat, student_fee(state), "student")
    state, result, index = mix_cards(state, task.seat, "student", action.a, action.b, via=via_of(task))
    if result.endswith("-"):
        state = evolve(state, student_negative=True)
    return after_mix(state, task.seat, action.a, action.b, index)


def drink_options(state: State, task: Task) -> list[A.Action]:
    return pair_options(state, task.seat, lambda a, b: A.Mix("drink", a, b))


def drink(state: State, task: Task, action: A.Mix) -> State:
    state, result, index = mix_cards(state, task.seat, "drink", action.a, action.b, via=via_of(task))
    state = drink_effect(state, task.seat, result)
    return after_mix(state, task.seat, action.a, action.b, index)


def drink_effect(state: State, seat: int, potion: str) -> State:
    """A negative potion's effect, each kind at most once per seat and round."""
    effect = NEGATIVE_EFFECTS.get(potion)
    lab = state.labs[seat]
    if effect is None or effect in lab.suffered:
        return state
    state = state.with_lab(seat, suffered=lab.suffered + (effect,)).note(seat, "effect", effect=effect)
    if effect == "hospital":
        return state.with_lab(seat, poisoned=True)
    if effect == "paralysis":
        return evolve(state, paralysed=state.paralysed + (seat,))
    return change_reputation(state, {seat: -INSANITY_LOSS}, "insanity")


def exhibit_options(state: State, task: Task) -> list[A.Action]:
    shown = state.labs[task.seat].exhibited
    pairs = hand_pairs(state.labs[task.seat].hand)
    return [A.Exhibit(p, a, b) for p in EXHIBIT_POTIONS if p not in shown for a, b in pairs]


def exhibit(state: State, task: Task, action: A.Exhibit) -> State:
    """Made: +1 for the first to show this potion, +2 for both signs of a colour; not made: -1."""
    seat = task.seat
    state, result, index = mix_cards(state, seat, "exhibit", action.a, action.b, asked=action.potion,
                                     answer=lambda made: "yes" if made == action.potion else "no", via=via_of(task))
    if result != action.potion:
        state = change_reputation(state, {seat: -EXHIBIT_FAIL_LOSS}, "exhibition-failed", potion=action.potion)
        return after_mix(state, seat, action.a, action.b, index)
    shown = state.labs[seat].exhibited + (action.potion,)
    colour = potion_colour(action.potion)
    gain = 0 if action.potion in state.exhibited else EXHIBIT_FIRST_GAIN
    if sum(1 for p in shown if potion_colour(p) == colour) == 2:
        gain += EXHIBIT_COLOUR_GAIN
    state = evolve(state.with_lab(seat, exhibited=shown), exhibited=tuple(sorted(set(state.exhibited) | {action.potion})))
    state = change_reputation(state, {seat: gain}, "exhibition", potion=action.potion)
    return after_mix(state, seat, action.a, action.b, index, set_aside=has_artifact(state, seat, "feather-in-cap"))


SpaceOptions = Callable[[State, Task], Sequence[A.Action]]
SpaceApply = Callable[[State, Task, Any], State]
SPACE_RULES: dict[str, tuple[SpaceOptions, SpaceApply]] = {
    FORAGE: (forage_options, forage),
    TRANSMUTE: (transmute_options, transmute),
    CUSTODIAN: (drink_options, drink),
    BUY: (buy_options, buy),
    STUDENT: (student_options, student),
    DRINK: (drink_options, drink),
    EXHIBIT: (exhibit_options, exhibit),
}
