"""The end of a scenario and what carries on into the chronicle.

Rulebook: the scenario fails at once when the last soul stone is lost; after the Inquisition's
phase of the last day it is passed when every player met the objective, else failed. A team
that sees it will not make it may play on to the next easier difficulty (hard 12 → normal 16 →
easy 20 days); [D] the choice is offered at the end of the last day, to the first alchemist's
seat. Carry-over: one tower upgrade per tower; with a soul stone, per level one homunculus or
equipment of a stone fragment's level [D: the fragment stays behind]. Without a soul stone
nothing is carried but the upgrade.
"""

from __future__ import annotations

from typing import Final

from games.kernel import agenda
from games.materia_prima.actions import Carry, CarryDone, Extend, Finish, Verdict
from games.materia_prima.chronicle import Chronicle, Member, Played
from games.materia_prima.components import DIFFICULTIES, DIFFICULTY_LETTERS, RECIPES, UPGRADES
from games.materia_prima.events import DECIDING_SEAT
from games.materia_prima.scenarios import objective_met
from games.materia_prima.state import EPILOGUE, State, Step, Task, replace
from games.materia_prima.stats import current_difficulty

EASIER: Final[dict[str, str]] = {"hard": "normal", "normal": "easy"}
OBJECTIVE: Final[str] = "objective"


def played_difficulty(state: State) -> str:
    """The difficulty whose number of days is being played (after any extension)."""
    return current_difficulty(state)


def step_dusk(state: State, task: Task) -> Step:
    """After the Inquisition: the next day, or the end of the scenario (logs nothing)."""
    if state.day < state.days:
        return agenda.then(state, ("day",))
    if objective_met(state):
        return agenda.then(state, ("verdict", "passed", OBJECTIVE))
    if played_difficulty(state) in EASIER:
        return agenda.then(state, ("extend",))
    return agenda.then(state, ("verdict", "failed", OBJECTIVE))


def step_extend(state: State, task: Task) -> Step:
    """Play on at the easier difficulty, or end here (failed)."""
    return agenda.decide(DECIDING_SEAT, [Extend(EASIER[played_difficulty(state)]), Finish()])


def resolve_extend(state: State, task: Task, action: Extend | Finish) -> State:
    """More days, or the verdict."""
    if isinstance(action, Finish):
        return agenda.then(state, ("verdict", "failed", OBJECTIVE))
    return agenda.then(state, ("day",), days=DIFFICULTIES[action.difficulty])


def step_verdict(state: State, task: Task) -> Step:
    """The scenario is passed or failed."""
    return agenda.forced(Verdict(task[1], task[2]))


def resolve_verdict(state: State, task: Task, action: Verdict) -> State:
    """The epilogue: each alchemist chooses what to carry on."""
    carries = [("carry", a.seat) for a in state.alchemists]
    return replace(state, agenda=tuple(carries), result=action.result, reason=action.reason, phase=EPILOGUE,
                   pending=None, active=None, carried=((),) * state.alchemist_count)


def carry_options(state: State, seat: int) -> list[str]:
    """What the alchemist may still choose to carry on."""
    alchemist = state.alchemists[seat]
    chosen = state.carried[seat]
    options: list[str] = []
    if alchemist.soul_stone:
        used = {RECIPES[c].level for c in chosen if c in RECIPES}
        levels = {RECIPES[f].level for f in alchemist.fragments} - used
        things = [h.id for h in alchemist.homunculi] + list(alchemist.worn) + list(alchemist.stored)
        options += [t for t in things if RECIPES[t].level in levels]
    if not any(c in UPGRADES for c in chosen):
        options += list(alchemist.upgrades)
    return options


def step_carry(state: State, task: Task) -> Step:
    """The alchemist chooses a thing to carry on, or is done."""
    seat = task[1]
    colour = state.alchemists[seat].colour
    return agenda.decide(seat, [CarryDone(colour)] + [Carry(colour, thing) for thing in carry_options(state, seat)])


def resolve_carry(state: State, task: Task, action: Carry | CarryDone) -> State:
    """Note the choice; `carried` ends the alchemist's choosing."""
    if isinstance(action, CarryDone):
        return agenda.pop(state)
    seat = task[1]
    carried = state.carried[:seat] + (state.carried[seat] + (action.thing,),) + state.carried[seat + 1:]
    return replace(state, carried=carried)


def chronicle_after(state: State) -> Chronicle:
    """The chronicle with this scenario written in (once its result is known)."""
    base = state.campaign
    assert base is not None
    if not state.result:
        return base
    letter = DIFFICULTY_LETTERS[played_difficulty(state)]
    members = []
    for alchemist, before in zip(state.alchemists, base.members):
        chosen = state.carried[alchemist.seat] if state.carried else ()
        upgrade = next((c for c in chosen if c in UPGRADES), "")
        items = tuple(c for c in chosen if c in RECIPES)
        members.append(Member(before.character, before.player, before.site, alchemist.soul_stone, upgrade, items))
    played = base.played + (Played(state.scenario, state.result, letter),)
    return replace(base, played=played, members=tuple(members))
