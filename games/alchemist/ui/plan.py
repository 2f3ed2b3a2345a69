"""What the human to move is putting together, and at every step what is allowed and why not.

A `Plan` is the screen's half-made decision: nothing yet, a recipe being written into an empty
cauldron (its cubes and fame tile), a cauldron to copy (and the tribute), or a pass (a cube of the
open supply, or two from the bag). Every function here is pure and reads only the seat's `View`;
the refusals are the engine's problems (games.alchemist.checks, words "alchemist.problem.<id>"),
and what is still missing is a step (words "alchemist.step.<id>"):

    plan = choose_cauldron(view, NOTHING, 3)          # empty: invent there; written: copy it
    plan, problem = add_cube(view, plan, MUSHROOMS)   # problem: why the cube may not go in
    plan, problem = choose_tile(view, plan, 9)
    status(view, plan) -> Status(action, problem, step)  # action only when complete and allowed
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from games.alchemist import checks
from games.alchemist.actions import PASS_BAG, PASS_EMPTY, Action, Copy, Invent, PassSupply
from games.alchemist.components import KIND_COUNT, NO_CUBES, Counts, covers, minus, one, plus
from games.alchemist.view import View

NONE: Final[str] = "none"
INVENT: Final[str] = "invent"
COPY: Final[str] = "copy"
PASS_SUPPLY: Final[str] = "pass-supply"
PASS_FROM_BAG: Final[str] = "pass-bag"
PASS_NOTHING: Final[str] = "pass-empty"


@dataclass(frozen=True)
class Plan:
    """A half-made decision: its mode and what has been chosen for it so far."""

    mode: str = NONE
    cauldron: int | None = None  # INVENT / COPY
    recipe: Counts = NO_CUBES  # INVENT: the cubes laid into the cauldron so far
    tile: int | None = None  # INVENT: the fame tile chosen
    tribute: int | None = None  # COPY: the kind the inventor gets
    kind: int | None = None  # PASS_SUPPLY: the kind taken


NOTHING: Final[Plan] = Plan()


@dataclass(frozen=True)
class Status:
    """Where a plan stands: the action it makes (None until complete and allowed), the problem
    that refuses it (an engine problem id), or the step still missing (a step id)."""

    action: Action | None
    problem: str | None = None
    step: str | None = None


def must_invent(view: View) -> bool:
    """True in a two-player first round, where only a new recipe worth 5 or more is allowed."""
    return bool(view.min_fame())


def choose_cauldron(view: View, plan: Plan, cauldron: int) -> Plan:
    """Start inventing in an empty cauldron or copying a written one (the same cauldron again
    keeps the plan). A copy whose recipe has a single kind gets that kind as tribute at once."""
    if plan.mode in (INVENT, COPY) and plan.cauldron == cauldron:
        return plan
    recipe = view.cauldrons[cauldron].recipe
    if recipe is None:
        return Plan(INVENT, cauldron)
    kinds = [kind for kind in range(KIND_COUNT) if recipe[kind]]
    return Plan(COPY, cauldron, tribute=kinds[0] if len(kinds) == 1 else None)


def cube_problem(view: View, plan: Plan, kind: int) -> str | None:
    """Why a cube of `kind` may not be laid into the recipe being written (None: it may)."""
    if plan.mode != INVENT or plan.cauldron is None:
        return None
    more = plus(plan.recipe, one(kind))
    return checks.recipe_shape_problem(more, plan.cauldron) or (
        None if covers(view.screen, more) else "not-behind-screen")


def add_cube(view: View, plan: Plan, kind: int) -> tuple[Plan, str | None]:
    """Lay a cube of `kind` into the recipe, or say why not (the plan unchanged)."""
    problem = cube_problem(view, plan, kind)
    if plan.mode != INVENT or problem:
        return plan, problem
    return replace(plan, recipe=plus(plan.recipe, one(kind))), None


def remove_cube(plan: Plan, kind: int) -> Plan:
    """Take a cube of `kind` back out of the recipe (nothing happens when there is none)."""
    if plan.mode != INVENT or not plan.recipe[kind]:
        return plan
    return replace(plan, recipe=minus(plan.recipe, one(kind)))


def left_behind_screen(view: View, plan: Plan) -> Counts:
    """The cubes still behind the screen while the recipe's cubes lie in the cauldron."""
    return minus(view.screen, plan.recipe) if plan.mode == INVENT else view.screen


def tile_problem(view: View, plan: Plan, tile: int) -> str | None:
    """Why fame tile `tile` may not be chosen now (None: it may)."""
    if tile not in view.free_tiles():
        return "tile-taken"
    if tile < view.min_fame():
        return "first-round-fame"
    return None


def choose_tile(view: View, plan: Plan, tile: int) -> tuple[Plan, str | None]:
    """Choose fame tile `tile` for the recipe (tapping the chosen one again puts it back)."""
    if plan.mode != INVENT:
        return plan, None
    if plan.tile == tile:
        return replace(plan, tile=None), None
    problem = tile_problem(view, plan, tile)
    return (plan, problem) if problem else (replace(plan, tile=tile), None)


def next_tile(view: View, plan: Plan) -> Plan:
    """The next allowed tile after the chosen one, from the highest down (for the keyboard)."""
    allowed = [t for t in reversed(view.free_tiles()) if tile_problem(view, plan, t) is None]
    if plan.mode != INVENT or not allowed:
        return plan
    following = allowed[(allowed.index(plan.tile) + 1) % len(allowed)] if plan.tile in allowed else allowed[0]
    return replace(plan, tile=following)


def tribute_problem(view: View, plan: Plan, kind: int) -> str | None:
    """Why `kind` cannot be the tribute of the copy in the plan (None: it can)."""
    recipe = view.cauldrons[plan.cauldron].recipe if plan.mode == COPY and plan.cauldron is not None else None
    return None if recipe is not None and recipe[kind] else "tribute-not-in-recipe"


def choose_tribute(view: View, plan: Plan, kind: int) -> tuple[Plan, str | None]:
    """Choose the cube the inventor gets, or say why not."""
    problem = tribute_problem(view, plan, kind)
    return (plan, problem) if problem else (replace(plan, tribute=kind), None)


def choose_supply(view: View, kind: int) -> Plan:
    """Pass and take a cube of `kind` from the open supply (with supply and bag both empty: pass
    without a cube)."""
    return Plan(PASS_SUPPLY, kind=kind) if _something_to_take(view) else Plan(PASS_NOTHING)


def choose_bag(view: View) -> Plan:
    """Pass and draw two cubes from the bag (with supply and bag both empty: pass without a cube)."""
    return Plan(PASS_FROM_BAG) if _something_to_take(view) else Plan(PASS_NOTHING)


def choose_nothing(view: View) -> Plan:
    """Pass and take no cube (the rules let a passing player take none)."""
    return Plan(PASS_NOTHING)


def _something_to_take(view: View) -> bool:
    return view.bag_size > 0 or any(view.supply)


def status(view: View, plan: Plan) -> Status:
    """The action the plan makes, or what refuses it, or the step still missing."""
    seat = view.seat
    if plan.mode == INVENT and plan.cauldron is not None:
        tile = plan.tile if plan.tile is not None else max(view.free_tiles(), default=0)
        problem = checks.invention_problem(view.cauldrons, view.screen, view.seals[seat],
                                           Invent(plan.cauldron, plan.recipe, tile), view.min_fame())
        if problem == "no-cubes":
            return Status(None, step="choose-cubes")
        if problem:
            return Status(None, problem)
        if plan.tile is None:
            return Status(None, step="choose-tile")
        return Status(Invent(plan.cauldron, plan.recipe, plan.tile))
    if plan.mode == COPY and plan.cauldron is not None:
        recipe = view.cauldrons[plan.cauldron].recipe
        tribute = plan.tribute if plan.tribute is not None else next(
            (kind for kind in range(KIND_COUNT) if recipe and recipe[kind]), 0)
        action = Copy(plan.cauldron, tribute)
        problem = checks.copy_problem(view.cauldrons, view.screen, seat, action, must_invent(view))
        if problem:
            return Status(None, problem)
        return Status(action) if plan.tribute is not None else Status(None, step="choose-tribute")
    passes = {PASS_SUPPLY: PassSupply(plan.kind if plan.kind is not None else 0), PASS_FROM_BAG: PASS_BAG,
              PASS_NOTHING: PASS_EMPTY}
    if plan.mode in passes:
        action = passes[plan.mode]
        problem = checks.pass_problem(view.supply, view.bag_size, action, must_invent(view))
        return Status(None, problem) if problem else Status(action)
    return Status(None, step="choose-move")


def playable_cauldrons(view: View) -> tuple[frozenset[int], frozenset[int]]:
    """(cauldrons where the seat can invent something, cauldrons it can copy) right now."""
    legal = view.legal_actions()
    return (frozenset(a.cauldron for a in legal if isinstance(a, Invent)),
            frozenset(a.cauldron for a in legal if isinstance(a, Copy)))
