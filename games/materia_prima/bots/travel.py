"""Where a computer alchemist walks: its next goal from the plan, one step at a time, never onto a
field from which it could not reach safety this turn; and its homunculi's errands."""

from __future__ import annotations

from games.materia_prima.actions import Action, Deliver, Move
from games.materia_prima.board import UNREACHABLE, distances_from
from games.materia_prima.bots.orders import spare
from games.materia_prima.bots.plan import Wish, cost_of, expecting, holdings, shortfall
from games.materia_prima.bots.turn import TurnView, legal, needs
from games.materia_prima.components import RECIPES
from games.materia_prima.elements import count, size
from games.materia_prima.stats import carry_limit


def goal_fields(t: TurnView) -> list[int]:
    """The fields the alchemist heads for next."""
    state, me = t.state, t.me
    board = state.board
    for wish in t.wishes:
        if wish.kind == "guard":
            guard = state.inquisitor(wish.what)
            if guard is not None:
                return list(board.neighbours[guard.field])
        elif wish.kind == "open":
            return [int(wish.where)]
        elif wish.kind == "research":
            return [board.city(c) for c in "TRG"]
        elif wish.kind == "deliver" and count(me.carried, wish.what):
            return [board.city(wish.where)]
        elif wish.kind == "supply" and count(me.carried, wish.what):
            partner = state.alchemists[int(wish.where)]
            return list(board.neighbours[partner.field]) + [partner.field]
        elif wish.kind in ("deliver-thing", "fight-order") and carries_thing(me, wish):
            return [board.city(wish.where)]
    missing = first_missing(t) or needs(t)[0]
    if missing and size(me.carried) < carry_limit(state, me):
        guarded = {i.field for i in state.inquisitors}
        return [f.index for f in board.fields if f.kind == "mine" and missing.get(f.element) and f.index not in guarded]
    return [me.tower]


def first_missing(t: TurnView) -> dict:
    """The stage-1 elements the first recipe to make still lacks."""
    first = next((w for w in t.wishes if w.kind == "make"), None)
    return shortfall(cost_of([first]), expecting(t.me, t.wishes))[0] if first else {}


def carries_thing(me, wish: Wish) -> bool:  # type: ignore[no-untyped-def]
    """True when the alchemist has what a deliver-thing or fight-order wish needs with it."""
    if wish.kind == "fight-order":
        return True
    return any(RECIPES[t].deck == wish.what for t in list(me.worn) + list(me.fragments))


def first_step(t: TurnView, end: int) -> Action | None:
    """The move towards `end` on a shortest way (the less dangerous of equal steps); None at `end`."""
    me, board = t.me, t.state.board
    if end == me.field:
        return None
    back = distances_from(board, [end], lambda f: t.passable[f])
    step = min((n for n in board.neighbours[me.field] if t.passable[n]), key=lambda n: (back[n], t.danger[n]))
    return legal(t, Move(me.colour, board.fields[step].hex))


def within_reach(t: TurnView) -> list[int]:
    """Steps from the alchemist to every field (UNREACHABLE where it cannot go)."""
    return distances_from(t.state.board, [t.me.field], lambda f: t.passable[f])


def step_towards(t: TurnView, goals: list[int]) -> Action | None:
    """A step on the way to this turn's end field: the safe field within reach nearest to a goal
    (on an errand only a round trip, else home); None when staying is best."""
    me = t.me
    reachable = [g for g in goals if t.passable[g] or g == me.field]
    if not reachable or me.field in reachable:
        return None
    to_goal = distances_from(t.state.board, reachable, lambda f: t.passable[f])
    from_me = within_reach(t)
    errand = round_trip(t, reachable, from_me)
    if errand is not None:
        return first_step(t, errand)
    if t.errand:  # a city order is worth no soul stone: only round trips, else home
        return first_step(t, t.me.tower)
    within = [f for f in range(len(from_me)) if from_me[f] <= t.moves_left and to_goal[f] < UNREACHABLE]
    if not within:
        return None
    return first_step(t, min(within, key=lambda f: (t.danger[f] > t.limit, to_goal[f], t.danger[f], from_me[f])))


def round_trip(t: TurnView, goals: list[int], from_me: list[int]) -> int | None:
    """A goal the alchemist can reach, work at for one action and still leave for safety this
    turn (the nearest; None when there is none or safety is out of reach anyway)."""
    if t.to_safety[t.me.field] > t.moves_left:
        return None
    trips = [g for g in goals if from_me[g] + 1 + t.to_safety[g] <= t.moves_left]
    return min(trips, key=lambda g: (from_me[g], t.danger[g]), default=None)


def retreat(t: TurnView) -> Action | None:
    """When the alchemist stands where it may be beaten: a step towards the least dangerous field
    it can still reach this turn (the nearest of equals)."""
    if t.danger[t.me.field] <= t.limit:
        return None
    dist = within_reach(t)
    reachable = [f for f in range(len(dist)) if dist[f] <= t.moves_left]
    return first_step(t, min(reachable, key=lambda f: (t.danger[f] > t.limit, round(t.danger[f], 3), dist[f])))


def homunculus_errand(t: TurnView) -> Action | None:
    """A homunculus walks to a city whose order asks for a homunculus and delivers itself, when
    the plan says so; otherwise homunculi stay home."""
    wish = next((w for w in t.wishes if w.kind == "deliver-thing" and w.what == "homunculi"), None)
    if wish is None:
        return None
    city = t.state.board.city(wish.where)
    for homunculus in t.me.homunculi:
        if not homunculus.actions_left or not spare(t.state, t.me, homunculus.id):
            continue
        if homunculus.field == city:
            return legal(t, Deliver(homunculus.id, homunculus.id))
        dist = distances_from(t.state.board, [city], lambda f: t.passable[f])
        options = [n for n in t.state.board.neighbours[homunculus.field]
                   if t.passable[n] and dist[n] < dist[homunculus.field]]
        if options:
            best = min(options, key=lambda n: dist[n])
            return legal(t, Move(homunculus.id, t.state.board.fields[best].hex))
    return None
