"""The finished game as JSON data for `python main.py play alchemist --json` (fields named by the
issue: winner as a list of colours, breakdown per colour, and the table as the last round left it)."""

from __future__ import annotations

from typing import Any

from games.alchemist.actions import cauldron_name
from games.alchemist.components import KIND_IDS, counts_json
from games.alchemist.scoring import score, winners
from games.alchemist.state import NOBODY, OVER, Cauldron, State, forbidden


def cauldron_json(index: int, cauldron: Cauldron, colours: tuple[str, ...]) -> dict[str, Any]:
    """One compendium entry: its by-products, recipe, fame tile, inventor and copiers."""
    return {
        "cauldron": cauldron_name(index),
        "forbidden": [KIND_IDS[kind] for kind in forbidden(index)],
        "recipe": counts_json(cauldron.recipe, keep_zero=False) if cauldron.recipe is not None else None,
        "fame": cauldron.fame or None,
        "inventor": colours[cauldron.inventor] if cauldron.inventor != NOBODY else None,
        "copied_by": [colours[seat] for seat in cauldron.copied_by],
    }


def table_json(state: State) -> dict[str, Any]:
    """Supply, bag, out of the game, every screen and the compendium."""
    return {
        "supply": counts_json(state.supply),
        "bag": counts_json(state.bag),
        "out": counts_json(state.out),
        "screens": {colour: counts_json(screen) for colour, screen in zip(state.colours, state.screens)},
        "compendium": [cauldron_json(i, c, state.colours) for i, c in enumerate(state.cauldrons)],
    }


def summary_of(state: State) -> dict[str, Any]:
    """The game's own JSON fields; the breakdown and the end only once the game is over."""
    data: dict[str, Any] = {
        "options": {"players": state.players, "schools": "on" if state.schools_on else "off",
                    "max_players": state.max_players},
    }
    if state.phase == OVER:
        breakdowns = score(state)
        data["winner"] = [state.colours[seat] for seat in winners(breakdowns)]
        data["breakdown"] = {colour: b.to_json() for colour, b in zip(state.colours, breakdowns)}
        data["end"] = table_json(state)
        data["rounds"] = state.round
    return data
