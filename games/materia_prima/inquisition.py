"""The Inquisition's phase: every inquisitor acts in the order of the card places (types left to
right; [D] figures of a type by their numbers), each step a forced, logged action.

Per action: the target by the priorities (targets.py; a `target` step whenever it changes), then
a step along a shortest path, or — once next to the target — an attack (the defender rolls), a
destruction at a tower (its owner rolls one die: 0 a stage-1, 1 a stage-2, 2 a stage-3 element is
lost, the next lower stage when there is none, the owner chooses which), or, when the target
stands in its tower, the remaining actions are forfeit. Guards (scenario 2) never act.
"""

from __future__ import annotations


from games.kernel import agenda
from games.materia_prima.actions import Activate, Attack, Destroy, Forfeit, LoseElement, Step as StepAction, Target
from games.materia_prima.board import distances_from
from games.materia_prima.components import ELEMENT_INDEX, INQUISITOR_CARDS, STAGE
from games.materia_prima.elements import of_stage, plus
from games.materia_prima.figures import TOWER_PREFIX, free_for_inquisitor
from games.materia_prima.fights import roll_tasks, start_defence
from games.materia_prima.state import INQUISITION, Inquisitor, Roll, State, Step, Task, replace
from games.materia_prima.stats import inquisitor_values
from games.materia_prima.targets import choose_target

NO_TARGET = "none"


def acting_order(state: State) -> list[str]:
    """The inquisitors that act, in the order of their types' card places."""
    order: list[str] = []
    for slot in state.slots:
        if slot:
            letter = INQUISITOR_CARDS[slot[0]].type
            figures = [i for i in state.inquisitors if i.type == letter and not i.guard]
            order += [i.id for i in sorted(figures, key=lambda i: int(i.id[1:]))]
    return order


def step_phase(state: State, task: Task) -> Step:
    """The phase begins: one activation per inquisitor (logs nothing itself)."""
    return agenda.then(state, *[("activate", iid) for iid in acting_order(state)], phase=INQUISITION)


def step_activate(state: State, task: Task) -> Step:
    """The inquisitor's turn begins."""
    if state.inquisitor(task[1]) is None:
        return agenda.pop(state)
    return agenda.forced(Activate(task[1]))


def resolve_activate(state: State, task: Task, action: Activate) -> State:
    """It gets today's actions."""
    figure = state.inquisitor(action.inquisitor)
    assert figure is not None
    actions = inquisitor_values(state, figure.type).actions
    return agenda.then(state, ("inq", figure.id), active=(figure.id, actions, ""))


def next_field(state: State, inquisitor: Inquisitor, goal: int) -> int:
    """The neighbouring field on a shortest path to a field next to `goal` (first in direction
    order among equals [D])."""
    free = free_for_inquisitor(state)
    starts = [n for n in state.board.neighbours[goal] if free[n]]
    dist = distances_from(state.board, starts, lambda f: free[f])
    options = [n for n in state.board.neighbours[inquisitor.field] if free[n]]
    return min(options, key=lambda n: dist[n])


def planned_path(state: State, iid: str) -> tuple[int, ...]:
    """The fields the active inquisitor `iid` will step onto towards its announced target with the
    actions it has left, as the steps would go if nothing else moves (for screens: "its path")."""
    if state.active is None or state.active[0] != iid:
        return ()
    _, left, announced = state.active
    path: list[int] = []
    for _ in range(left):
        figure = state.inquisitor(iid)
        choice = choose_target(state, figure) if figure is not None else None
        if figure is None or choice is None or choice.target.id != announced:
            break
        if state.board.adjacent(figure.field, choice.target.field):
            break
        field = next_field(state, figure, choice.target.field)
        path.append(field)
        state = replace(state, inquisitors=tuple(replace(i, field=field) if i.id == iid else i
                                                 for i in state.inquisitors))
    return tuple(path)


def step_inquisitor(state: State, task: Task) -> Step:
    """The inquisitor's next action (or the end of its turn)."""
    assert state.active is not None
    iid, left, announced = state.active
    figure = state.inquisitor(iid)
    if left <= 0 or figure is None:
        return agenda.pop(state, active=None)
    choice = choose_target(state, figure)
    if choice is None:
        return agenda.forced(Target(iid, NO_TARGET, 0))
    target = choice.target
    if target.id != announced:
        return agenda.forced(Target(iid, target.id, choice.priority))
    if not state.board.adjacent(figure.field, target.field):
        return agenda.forced(StepAction(iid, state.board.fields[next_field(state, figure, target.field)].hex))
    if target.id.startswith(TOWER_PREFIX):
        return agenda.forced(Destroy(iid, target.id[len(TOWER_PREFIX):]))
    if target.in_tower:
        return agenda.forced(Forfeit(iid))
    return agenda.forced(Attack(iid, target.id))


def resolve_inquisitor(state: State, task: Task, action: object) -> State:
    """Apply the inquisitor's step; its turn task stays until its actions are used."""
    assert state.active is not None
    iid, left, announced = state.active
    if isinstance(action, Target):
        left = 0 if action.target == NO_TARGET else left
        return replace(state, active=(iid, left, action.target))
    if isinstance(action, Forfeit):
        return replace(state, active=(iid, 0, announced))
    state = replace(state, active=(iid, left - 1, announced))
    if isinstance(action, StepAction):
        field = state.board.index_of(action.to)
        return replace(state, inquisitors=tuple(replace(i, field=field) if i.id == iid else i
                                                for i in state.inquisitors))
    if isinstance(action, Attack):
        return start_defence(state, iid, action.target)
    assert isinstance(action, Destroy)
    figure = state.inquisitor(iid)
    assert figure is not None
    seat = state.by_colour(action.colour).seat  # type: ignore[union-attr]
    count = inquisitor_values(state, figure.type).destruction
    roll = Roll("destroy", iid, action.colour, 1, 0)
    return agenda.push(state, *roll_tasks(1, ("destroy", seat, count)), pending=roll)


# ---- destruction --------------------------------------------------------------------------------
def destroyable(state: State, seat: int, stage: int) -> list[str]:
    """The element kinds the tower loses one of: of `stage`, else the next lower stage that has any."""
    storage = state.alchemists[seat].storage
    for s in range(stage, 0, -1):
        found = of_stage(storage, s)
        if found:
            return found
    return []


def step_destroy(state: State, task: Task) -> Step:
    """The tower's owner chooses which element is destroyed (forced when there is none to lose)."""
    _, seat, _ = task
    roll = state.pending
    assert isinstance(roll, Roll)
    colour = state.alchemists[seat].colour
    options = destroyable(state, seat, roll.faces[0] + 1)
    if not options:
        return agenda.forced(LoseElement(colour, NO_TARGET))
    return agenda.decide(seat, [LoseElement(colour, e) for e in options])


def resolve_destroy(state: State, task: Task, action: LoseElement) -> State:
    """The element goes back to the supply [D]; repeated for the destruction value."""
    _, seat, count = task
    if action.element == NO_TARGET:
        return agenda.pop(state, pending=None)
    alchemist = state.alchemists[seat]
    state = state.with_alchemist(replace(alchemist, storage=plus(alchemist.storage, action.element, -1)))
    lost3 = state.stage3_lost or STAGE[ELEMENT_INDEX[action.element]] == 3
    state = replace(state, supply=plus(state.supply, action.element), stage3_lost=lost3)
    if count > 1:
        return agenda.then(state, ("destroy", seat, count - 1))
    return agenda.pop(state, pending=None)
