"""The rules of Materia Prima — The Inquisition (co-op) on the kernel protocol; `RULES` is the
registry entry.

Seats are the alchemists, named by their colours; the config decides them (`seat_names_for`):
`players` (1–4, the kernel's PLAYERS) counts the people at the table — one player runs two
alchemists, so a solo match has two seats, both the same player's. The Inquisition is no seat: its
steps are chance steps with a single outcome (forced), dice and cards are chance steps with
several; both are logged, so a screen can replay the alarm and Inquisition phases step by step. A scenario ends passed or failed for everyone: the
Outcome has no winner, every seat scores 1 (passed) or 0 (failed), details (result, reason).
"""

from __future__ import annotations

from typing import Any, Mapping

from games.kernel.agenda import Chance
from games.kernel.protocol import GameOption, Outcome
from games.materia_prima import actions as A
from games.materia_prima.components import COLOURS, DIFFICULTIES, SCENARIOS
from games.materia_prima.engine import FLOW
from games.materia_prima.setup import DEFAULT_DIFFICULTY, seat_colours, setup_state
from games.materia_prima.state import OVER, State
from games.materia_prima.summary import summary_of
from games.materia_prima.view import View, view_of


class MateriaPrimaRules:
    """The co-op game for 2–4 alchemists (1–4 players)."""

    game_id = "materia-prima"
    rules_version = "materia-prima-1"
    seat_names: tuple[str, ...] = COLOURS  # every colour; a config plays some of them (seat_names_for)
    seat_counts: tuple[int, ...] = (1, 2, 3, 4)  # players; one player runs two alchemists
    cooperative = True
    options: tuple[GameOption, ...] = (
        GameOption("scenario", tuple(SCENARIOS), "the scenario: 0 the prologue, 1-4 the campaign's"),
        GameOption("difficulty", (DEFAULT_DIFFICULTY,) + tuple(d for d in DIFFICULTIES if d != DEFAULT_DIFFICULTY),
                   "days to play: easy 20, normal 16, hard 12"),
    )

    def seat_names_for(self, config: Mapping[str, object] | None) -> tuple[str, ...]:
        """The colours of the alchemists this config plays, in seat order."""
        return seat_colours(config)

    def setup(self, config: Mapping[str, object] | None = None) -> State:
        """The scenario set up, waiting for its first setup draw."""
        return FLOW.settle(setup_state(config))

    def to_move(self, state: State) -> int:
        """The seat to decide, CHANCE for a draw, a die or a forced step, TERMINAL at the end."""
        return FLOW.to_move(state)

    def phase(self, state: State) -> str:
        """setup, alarm, alchemists, inquisition, epilogue or over."""
        return state.phase

    def legal_actions(self, state: State) -> list[A.Action]:
        """The choices of the seat to decide, sorted by notation."""
        return FLOW.legal_actions(state)

    def chance_outcomes(self, state: State) -> list[tuple[A.Action, int]]:
        """At a chance point the outcomes with their weights (one outcome: a forced step)."""
        return FLOW.chance_outcomes(state)

    def apply(self, state: State, action: A.Action) -> State:
        """The state after `action` (IllegalActionError when it is not allowed now)."""
        return FLOW.advance(state, action)

    def outcome(self, state: State) -> Outcome | None:
        """Passed or failed, for everyone, once the scenario is over."""
        if state.phase != OVER:
            return None
        score = 1 if state.result == "passed" else 0
        return Outcome((score,) * state.alchemist_count, None, (state.result, state.reason))

    def view(self, state: State, seat: int) -> View:
        """What `seat` may see (everything open; no deck order exists in a state)."""
        return view_of(state, seat)

    def parse_action(self, text: str) -> A.Action:
        """The action written as `text`."""
        return A.parse_action(text)

    def reveals_information(self, state: State, action: A.Action) -> bool:
        """Every chance step (a card, a die, a forced Inquisition step) shows something new."""
        return isinstance(FLOW.current(state), Chance)

    def summary(self, state: State) -> dict[str, Any]:
        """The command line's JSON fields of this game (see summary.py)."""
        return summary_of(state)


RULES = MateriaPrimaRules()
