"""The rules of the Alchemists board game on the kernel protocol; `RULES` is the registry entry.

2-4 seats (red, green, blue, yellow in seat order unless the config's "colours" chooses), Apprentice
or Master variant, all from the setup config ({"players": n, "variant": ..., "colours": [...]}). The match is an agenda of tasks
(state.py): the head task is a chance step, a seat's decision or runs by itself (agenda.FLOW, the
kernel's turn-flow engine).
Phases, as `phase(state)` names them: setup, round-start, order, declare, then each action space
being resolved (forage, transmute, custodian, sell, buy, debunk, publish, student, drink or in
round 6 exhibit), end-of-round, over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from games.alchemists.board import actions as A
from games.alchemists.board.agenda import FLOW, phase_of
from games.alchemists.board.components import PLAYER_COUNTS, SEAT_COLOURS
from games.alchemists.board.flow import new_state
from games.alchemists.board.scoring import breakdowns, winner
from games.alchemists.board.notation import parse_action
from games.alchemists.board.state import State
from games.alchemists.board.summary import summary_of
from games.alchemists.board.view import View, view_of
from games.alchemists.components import VARIANTS
from games.kernel.errors import RulesError
from games.kernel.protocol import PLAYERS, GameOption, Outcome
DEFAULT_PLAYERS = 2
CONFIG_KEYS = frozenset({PLAYERS, "variant", "colours"})


@dataclass(frozen=True)
class Table:
    """What a setup config decides: the seats' colours and the variant."""

    colours: tuple[str, ...]
    variant: str


def read_config(config: Mapping[str, object] | None) -> Table:
    """The table a setup config asks for: {"players": 2..4, "variant": "apprentice" | "master",
    optionally "colours": one different colour of red, green, blue, yellow per seat} (RulesError
    naming what is wrong)."""
    data = dict(config or {})
    unknown = sorted(set(data) - CONFIG_KEYS)
    if unknown:
        raise RulesError(f"alchemists takes only {', '.join(sorted(CONFIG_KEYS))}, got {unknown}")
    colours = data.get("colours")
    players = data.get(PLAYERS, len(colours) if isinstance(colours, (list, tuple)) else DEFAULT_PLAYERS)
    if not isinstance(players, int) or isinstance(players, bool) or players not in PLAYER_COUNTS:
        raise RulesError(f"alchemists needs 2, 3 or 4 seats, got {players!r}")
    chosen = tuple(colours) if isinstance(colours, (list, tuple)) else SEAT_COLOURS[:players]
    if len(chosen) != players or len(set(chosen)) != players or not set(chosen) <= set(SEAT_COLOURS):
        raise RulesError(f"alchemists 'colours' must be {players} different ones of {', '.join(SEAT_COLOURS)}, "
                         f"got {colours!r}")
    variant = data.get("variant", VARIANTS[0])
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise RulesError(f"alchemists variant must be apprentice or master, not {variant!r}")
    return Table(chosen, variant)


class AlchemistsRules:
    """Alchemists for 2-4 seats."""

    game_id = "alchemists"
    rules_version = "alchemists-1"
    seat_names: tuple[str, ...] = SEAT_COLOURS
    seat_counts: tuple[int, ...] = PLAYER_COUNTS
    options: tuple[GameOption, ...] = (GameOption("variant", VARIANTS, "the Apprentice or the Master variant"),)

    def seat_names_for(self, config: Mapping[str, object] | None) -> tuple[str, ...]:
        """The colours of a match's seats (by default the first of red, green, blue, yellow)."""
        return read_config(config).colours

    # ---- protocol ---------------------------------------------------------------------------
    def setup(self, config: Mapping[str, object] | None = None) -> State:
        """The table before the first chance step (the secret)."""
        table = read_config(config)
        return FLOW.settle(new_state(len(table.colours), table.variant, table.colours))

    def to_move(self, state: State) -> int:
        """The seat to decide, CHANCE, or TERMINAL."""
        return FLOW.to_move(state)

    def phase(self, state: State) -> str:
        """The phase name (see the module docstring)."""
        return phase_of(state)

    def legal_actions(self, state: State) -> list[A.Action]:
        """The choices of the seat to move, sorted by notation (games.kernel.protocol)."""
        return FLOW.legal_actions(state)

    def chance_outcomes(self, state: State) -> list[tuple[A.Action, int]]:
        """At a chance step: each outcome with its weight; else empty."""
        return FLOW.chance_outcomes(state)

    def apply(self, state: State, action: Any) -> State:
        """The state after `action` (IllegalActionError when it is not allowed now)."""
        return FLOW.advance(state, action)

    def outcome(self, state: State) -> Outcome | None:
        """Scores and winner once the game is over (details: each seat's Breakdown)."""
        if not state.over:
            return None
        results = breakdowns(state)
        return Outcome(tuple(b.total for b in results), winner(results), results)

    def view(self, state: State, seat: int) -> View:
        """What `seat` may see."""
        return view_of(state, seat, self.phase(state), self.to_move(state))

    def parse_action(self, text: str) -> A.Action:
        """The action written as `text`."""
        return parse_action(text)

    def reveals_information(self, state: State, action: Any) -> bool:
        """Chance outcomes, the lab's answers, shown bids, a new round and the end of the game."""
        if isinstance(action, A.CHANCE_TYPES):
            return True
        after = self.apply(state, action)
        return (len(after.experiments) != len(state.experiments) or after.bids_shown != state.bids_shown
                or after.round != state.round or after.over or after.retired_seals != state.retired_seals)

    def summary(self, state: State) -> dict[str, object]:
        """Game-specific fields of the command line's JSON (see summary.py)."""
        return summary_of(state)


RULES = AlchemistsRules()
