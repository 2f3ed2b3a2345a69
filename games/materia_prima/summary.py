"""The fields `python main.py play materia-prima --json` adds for a scenario (the issue's contract:
scenario, difficulty, result, days, soul_stones, events, fights, chronicle; plus a few more)."""

from __future__ import annotations

from typing import Any

from games.materia_prima.chronicle import chronicle_to_json
from games.materia_prima.end import chronicle_after, played_difficulty
from games.materia_prima.scenarios import objective_by_alchemist
from games.materia_prima.state import State


def summary_of(state: State) -> dict[str, Any]:
    """Contract fields first, then additions."""
    return {
        "scenario": state.scenario,
        "difficulty": state.difficulty,
        "result": state.result or None,
        "days": state.day,
        "soul_stones": {a.colour: a.soul_stone for a in state.alchemists},
        "events": [{"day": e.day, "points_needed": e.points_needed, "points_spent": e.points_spent, "side": e.side}
                   for e in state.events],
        "fights": [{"day": f.day, "attacker": f.attacker, "defender": f.defender, "dice": list(f.dice),
                    "target": f.target, "success": f.success, "kind": f.kind} for f in state.fights],
        "chronicle": chronicle_to_json(chronicle_after(state)),
        "difficulty_played": played_difficulty(state),
        "reason": state.reason or None,
        "objective": {a.colour: met for a, met in zip(state.alchemists, objective_by_alchemist(state))},
        "orders_fulfilled": [{"city": city, "order": number} for city, number in state.fulfilled],
    }
