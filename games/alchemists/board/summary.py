"""The game's own fields of `python main.py play alchemists --json` (the issue's contract).

    variant      "apprentice" or "master"
    breakdown    colour -> {"reputation", "artifacts", "grants", "gold", "theories", "total", "leftover_gold"}
    secret       ingredient id -> grid number 1-8 of its alchemical
    theories     the theories standing at the end: {"ingredient", "alchemical": grid number,
                 "correct", "seals": [{"colour", "seal", "points"}]}
    experiments  every answer the secret gave: {"round", "colour", "kind", "ingredients": [a, b],
                 "result": potion, "asked", "answer", "via"}; an Apprentice debunk: {"round", "colour",
                 "kind": "debunk-aspect", "ingredient", "aspect", "sign"}
                 "via" (only when an artifact or favor brought the experiment about: "thinking-cap" for a
                 thinking cap's test, kind "student"; "boots" for the boots' extra action; "custodian" for
                 a drink on the custodian's card, kind "drink")
    reputation   colour -> reputation at the end
Before the end only "experiments" and "reputation" are given (the secret stays hidden).
"""

from __future__ import annotations

from typing import Any

from games.alchemists.board.economy import assignment
from games.alchemists.board.scoring import breakdowns, revelation
from games.alchemists.board.state import Experiment, State
from games.alchemists.components import INGREDIENTS


def experiment_json(experiment: Experiment, colours: tuple[str, ...]) -> dict[str, Any]:
    """One answer of the secret as JSON data."""
    data: dict[str, Any] = {"round": experiment.round, "colour": colours[experiment.seat], "kind": experiment.kind}
    if experiment.via:
        data["via"] = experiment.via
    if experiment.kind == "debunk-aspect":
        data.update(ingredient=INGREDIENTS[experiment.ingredients[0]], aspect=experiment.colour, sign=experiment.answer)
        return data
    data.update(ingredients=[INGREDIENTS[i] for i in experiment.ingredients], result=experiment.result)
    if experiment.asked:
        data["asked"] = experiment.asked
    if experiment.answer != experiment.result:
        data["answer"] = experiment.answer
    return data


def summary_of(state: State) -> dict[str, Any]:
    """The JSON fields this game adds (see the module docstring)."""
    colours = state.colours
    data: dict[str, Any] = {"variant": state.variant}
    if state.over:
        data["breakdown"] = {colour: b.to_json() for colour, b in zip(colours, breakdowns(state))}
        data["secret"] = {name: grid + 1 for name, grid in zip(INGREDIENTS, assignment(state.secret))}
        data["theories"] = [
            {"ingredient": INGREDIENTS[r.ingredient], "alchemical": r.claimed + 1, "correct": r.correct,
             "seals": [{"colour": colours[s.seat], "seal": s.seal, "points": s.points} for s in r.seals]}
            for r in revelation(state)]
    data["experiments"] = [experiment_json(e, colours) for e in state.experiments]
    data["reputation"] = {colour: lab.reputation for colour, lab in zip(colours, state.labs)}
    return data
