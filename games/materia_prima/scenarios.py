"""Scenario objectives and special rules (reference page, "Scenarios"; the details are ours [D]).

0 Prolog: each alchemist transmutes a homunculus and then a stone fragment of the same level, and
  holds both at the end (so the fragment can carry the homunculus on).
1 Flucht aus Tristigis: the team fulfils three city orders in Tristigis (T).
2 Die versiegelten Minen: a guard of type C stands on each of three sealed mines (the mine nearest
  the centre of tiles 5, 6 and 7); guards never move or attack and have no cards. Beat each guard,
  then mine there: every sealed mine mined once.
3 Rauch über den Türmen: no tower loses a stage-3 element (each starts with a Platinum [D]), and
  the team makes three [D: was two] level-2
  homunculi or equipment.
4 Opus Magnum: the team holds stone fragments of level 1, 2 and 3 [D: was one alchemist alone, who
  then needed some 14 mined elements and most of the scenario; now the levels are shared out].
"""

from __future__ import annotations

from games.kernel import agenda
from games.materia_prima.actions import Guard
from games.materia_prima.alarm import new_figure_id
from games.materia_prima.board import Board
from games.materia_prima.components import RECIPES, SCENARIOS
from games.materia_prima.scenario_cards import (
    GUARD_TYPE, LEVEL_TWO_ITEMS_NEEDED, ORDERS_IN_TRISTIGIS_NEEDED, SEALED_MINES,
)
from games.materia_prima.state import Alchemist, Inquisitor, State, Step, Task


def sealed_mine_fields(board: Board) -> tuple[int, ...]:
    """The three sealed mines of scenario 2 on this board."""
    return tuple(board.tile_field(tile, local) for tile, local in SEALED_MINES)


def setup_tasks(scenario: int, board: Board) -> list[Task]:
    """The scenario's own setup steps (scenario 2: one guard per sealed mine)."""
    if SCENARIOS[scenario].objective == "sealed-mines":
        return [("guard", field) for field in sealed_mine_fields(board)]
    return []


def step_guard(state: State, task: Task) -> Step:
    """A guard is placed on a sealed mine."""
    return agenda.forced(Guard(new_figure_id(state, GUARD_TYPE), state.board.fields[task[1]].hex))


def resolve_guard(state: State, task: Task, action: Guard) -> State:
    """The guard stands on the mine."""
    guard = Inquisitor(action.inquisitor, GUARD_TYPE, task[1], guard=True)
    return agenda.pop(state, inquisitors=state.inquisitors + (guard,))


def made_homunculus_then_fragment(alchemist: Alchemist) -> bool:
    """Scenario 0 for one alchemist: a homunculus made and then a fragment of its level, both held."""
    held = {h.id for h in alchemist.homunculi} | set(alchemist.fragments)
    for index, first in enumerate(alchemist.made):
        if RECIPES[first].deck != "homunculi" or first not in held:
            continue
        for later in alchemist.made[index + 1:]:
            card = RECIPES[later]
            if card.deck == "fragments" and card.level == RECIPES[first].level and later in held:
                return True
    return False


def level_two_items(state: State) -> int:
    """Level-2 homunculi and equipment made in this scenario by the whole team."""
    return sum(1 for a in state.alchemists for r in a.made
               if RECIPES[r].level == 2 and RECIPES[r].deck in ("homunculi", "equipment"))


def stone_levels(state: State) -> set[int]:
    """The levels of the stone fragments the team holds."""
    return {RECIPES[f].level for a in state.alchemists for f in a.fragments}


def complete_stone(state: State) -> bool:
    """Scenario 4 [D]: the team holds stone fragments of level 1, 2 and 3 (any alchemists)."""
    return stone_levels(state) >= {1, 2, 3}


def objective_by_alchemist(state: State) -> tuple[bool, ...]:
    """Per alchemist: is the scenario objective met (a team objective is the same for all)?"""
    objective = SCENARIOS[state.scenario].objective
    if objective == "homunculus-and-fragment":
        return tuple(made_homunculus_then_fragment(a) for a in state.alchemists)
    if objective == "three-orders-in-tristigis":
        met = sum(1 for city, _ in state.fulfilled if city == "T") >= ORDERS_IN_TRISTIGIS_NEEDED
    elif objective == "sealed-mines":
        met = not state.sealed and not any(i.guard for i in state.inquisitors)
    elif objective == "smoke-over-the-towers":
        met = not state.stage3_lost and level_two_items(state) >= LEVEL_TWO_ITEMS_NEEDED
    else:
        met = complete_stone(state)
    return (met,) * state.alchemist_count


def objective_met(state: State) -> bool:
    """True when every alchemist meets the objective."""
    return all(objective_by_alchemist(state))
