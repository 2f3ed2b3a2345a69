"""A tiny game on the protocol, so the kernel is tested without any real game.

Race to ten: a die (1..3, chance) is rolled, then the seat to move adds 1 or 2 to the roll's
total ("add 1" / "add 2"); whoever brings the total to 10 or more wins. Rolls are reveals.
Circle: the same race without dice for 2 to 4 seats, a game whose table size and target come
from its config.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from games.kernel.errors import IllegalActionError, InvalidNotationError, RulesError
from games.kernel.protocol import CHANCE, PLAYERS, TERMINAL, GameOption, Outcome


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


@dataclass(frozen=True)
class CircleState:
    players: int
    target: int
    total: int = 0
    seat: int = 0
    winner: int | None = None


class CircleRules:
    """Race to a target for 2-4 seats in a circle: a table size and an option chosen by the config
    (no chance; each seat adds 1 or 2 in turn)."""

    game_id = "circle"
    rules_version = "circle-1"
    seat_names = ("north", "east", "south", "west")
    seat_counts = (2, 3, 4)
    options = (GameOption("target", (10, 20), "the total that wins"),)

    def seat_names_for(self, config: Mapping[str, object] | None) -> tuple[str, ...]:
        players = (config or {}).get(PLAYERS)
        if players not in self.seat_counts:
            raise RulesError(f"circle is played by 2 to 4 seats, got {players!r}")
        return self.seat_names[:players]  # type: ignore[misc]

    def setup(self, config: Mapping[str, object] | None = None) -> CircleState:
        players = len(self.seat_names_for(config))
        return CircleState(players, int((config or {}).get("target", 10)))  # type: ignore[call-overload]

    def to_move(self, state: CircleState) -> int:
        return TERMINAL if state.winner is not None else state.seat

    def phase(self, state: CircleState) -> str:
        return "over" if state.winner is not None else "add"

    def legal_actions(self, state: CircleState) -> list:
        return [Add(1), Add(2)] if state.winner is None else []

    def chance_outcomes(self, state: CircleState) -> list:
        return []

    def apply(self, state: CircleState, action: object) -> CircleState:
        if state.winner is not None or action not in (Add(1), Add(2)):
            raise IllegalActionError(f"'{action}' is not allowed in phase {self.phase(state)}")
        total = state.total + action.amount  # type: ignore[union-attr]
        if total >= state.target:
            return replace(state, total=total, winner=state.seat)
        return replace(state, total=total, seat=(state.seat + 1) % state.players)

    def outcome(self, state: CircleState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(tuple(int(s == state.winner) for s in range(state.players)), state.winner)

    def view(self, state: CircleState, seat: int) -> CircleState:
        return state

    def parse_action(self, text: str) -> object:
        return RACE.parse_action(text)

    def reveals_information(self, state: CircleState, action: object) -> bool:
        return False


CIRCLE = CircleRules()
