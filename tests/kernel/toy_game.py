"""A tiny game on the protocol, so the kernel is tested without any real game.

Race to ten: a die (1..3, chance) is rolled, then the seat to move adds 1 or 2 to the roll's
total ("add 1" / "add 2"); whoever brings the total to 10 or more wins. Rolls are reveals.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from games.kernel.errors import IllegalActionError, InvalidNotationError
from games.kernel.protocol import CHANCE, TERMINAL, Outcome


@dataclass(frozen=True, order=True)
class Roll:
    pips: int

    def __str__(self) -> str:
        return f"roll {self.pips}"


@dataclass(frozen=True, order=True)
class Add:
    amount: int

    def __str__(self) -> str:
        return f"add {self.amount}"


@dataclass(frozen=True)
class RaceState:
    total: int = 0
    seat: int = 0
    rolled: bool = False
    winner: int | None = None


class RaceRules:
    game_id = "race"
    rules_version = "race-1"
    seat_names = ("north", "south")

    def setup(self, config: Mapping[str, object] | None = None) -> RaceState:
        return RaceState()

    def to_move(self, state: RaceState) -> int:
        if state.winner is not None:
            return TERMINAL
        return state.seat if state.rolled else CHANCE

    def phase(self, state: RaceState) -> str:
        return "over" if state.winner is not None else ("add" if state.rolled else "roll")

    def legal_actions(self, state: RaceState) -> list:
        return [Add(1), Add(2)] if self.to_move(state) >= 0 else []

    def chance_outcomes(self, state: RaceState) -> list:
        return [(Roll(p), 1) for p in (1, 2, 3)] if self.to_move(state) == CHANCE else []

    def apply(self, state: RaceState, action: object) -> RaceState:
        if self.to_move(state) == CHANCE and isinstance(action, Roll) and 1 <= action.pips <= 3:
            return replace(state, total=state.total + action.pips, rolled=True)
        if self.to_move(state) >= 0 and action in (Add(1), Add(2)):
            total = state.total + action.amount  # type: ignore[union-attr]
            if total >= 10:
                return replace(state, total=total, winner=state.seat)
            return replace(state, total=total, seat=1 - state.seat, rolled=False)
        raise IllegalActionError(f"'{action}' is not allowed in phase {self.phase(state)}")

    def outcome(self, state: RaceState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(tuple(1 if s == state.winner else 0 for s in (0, 1)), state.winner)

    def view(self, state: RaceState, seat: int) -> RaceState:
        return state

    def parse_action(self, text: str) -> object:
        words = text.split()
        if len(words) == 2 and words[1].isdigit():
            if words[0] == "roll":
                return Roll(int(words[1]))
            if words[0] == "add":
                return Add(int(words[1]))
        raise InvalidNotationError(f"'{text}' is no race action")

    def reveals_information(self, state: RaceState, action: object) -> bool:
        return isinstance(action, Roll)


RACE = RaceRules()
