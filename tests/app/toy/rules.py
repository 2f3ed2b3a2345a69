"""Secret tally, a toy on the rules protocol with everything the shared table pieces must handle:
2-5 seats named by the config (colours chosen at setup), a private card per seat, chance steps
that reveal, decisions that reveal nothing, and an end.

Setup deals each seat a secret card 1-3 (one chance step each). In turn, each seat adds 1 or 2 to
the public total ("add 1" / "add 2"); after every full round the market turns up a public card
("show N", chance, a reveal). At a total of 12 or more the match ends: each seat scores its secret
card plus the amounts it added; the single highest score wins.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from games.kernel.errors import IllegalActionError, InvalidNotationError, RulesError
from games.kernel.protocol import CHANCE, TERMINAL, Outcome

COLOURS = ("red", "green", "blue", "yellow", "purple")
GOAL = 12


@dataclass(frozen=True, order=True)
class Move:
    """Every action of the toy: a word and a number ("deal 2", "show 3", "add 1")."""

    word: str
    number: int

    def __str__(self) -> str:
        return f"{self.word} {self.number}"


def deal(card: int) -> Move:
    return Move("deal", card)


def show(card: int) -> Move:
    return Move("show", card)


def add(amount: int) -> Move:
    return Move("add", amount)


@dataclass(frozen=True)
class TallyState:
    seats: int
    secrets: tuple[int, ...] = ()
    added: tuple[int, ...] = ()
    total: int = 0
    seat: int = 0
    turns: int = 0
    shown: tuple[int, ...] = ()
    over: bool = False

    @property
    def dealing(self) -> bool:
        return len(self.secrets) < self.seats

    @property
    def showing(self) -> bool:
        return not self.over and not self.dealing and self.turns > 0 and self.turns % self.seats == 0 \
            and len(self.shown) < self.turns // self.seats


@dataclass(frozen=True)
class TallyView:
    seat: int
    secret: int  # only the viewer's own card
    others_hidden: int  # how many secret cards the viewer cannot see
    total: int
    to_move: int
    shown: tuple[int, ...]
    over: bool


class TallyRules:
    game_id = "tally"
    rules_version = "tally-1"
    seat_names: tuple[str, ...] = COLOURS[:2]

    def seat_names_for(self, config: Mapping[str, object]) -> tuple[str, ...]:
        colours = config.get("colours", COLOURS[:2])
        if not isinstance(colours, (list, tuple)) or not 2 <= len(colours) <= 5 or len(set(colours)) != len(colours) \
                or any(c not in COLOURS for c in colours):
            raise RulesError(f"tally needs 2-5 different colours of {COLOURS}, got {colours!r}")
        return tuple(colours)  # type: ignore[arg-type]

    def setup(self, config: Mapping[str, object] | None = None) -> TallyState:
        seats = len(self.seat_names_for(dict(config or {})))
        return TallyState(seats=seats, added=(0,) * seats)

    def to_move(self, state: TallyState) -> int:
        if state.over:
            return TERMINAL
        return CHANCE if state.dealing or state.showing else state.seat

    def phase(self, state: TallyState) -> str:
        return "over" if state.over else "deal" if state.dealing else "show" if state.showing else "add"

    def legal_actions(self, state: TallyState) -> list:
        return [add(1), add(2)] if self.to_move(state) >= 0 else []

    def chance_outcomes(self, state: TallyState) -> list:
        if state.dealing:
            return [(deal(c), 1) for c in (1, 2, 3)]
        return [(show(c), 1) for c in (1, 2, 3)] if state.showing else []

    def apply(self, state: TallyState, action: object) -> TallyState:
        if state.dealing and action in (deal(1), deal(2), deal(3)):
            return replace(state, secrets=state.secrets + (action.number,))  # type: ignore[union-attr]
        if state.showing and action in (show(1), show(2), show(3)):
            return replace(state, shown=state.shown + (action.number,))  # type: ignore[union-attr]
        if self.to_move(state) >= 0 and action in (add(1), add(2)):
            amount = action.number  # type: ignore[union-attr]
            added = state.added[:state.seat] + (state.added[state.seat] + amount,) + state.added[state.seat + 1:]
            total = state.total + amount
            return replace(state, added=added, total=total, seat=(state.seat + 1) % state.seats,
                           turns=state.turns + 1, over=total >= GOAL)
        raise IllegalActionError(f"'{action}' is not allowed in phase {self.phase(state)}")

    def outcome(self, state: TallyState) -> Outcome | None:
        if not state.over:
            return None
        return Outcome.from_scores([s + a for s, a in zip(state.secrets, state.added)])

    def view(self, state: TallyState, seat: int) -> TallyView:
        secret = state.secrets[seat] if seat < len(state.secrets) else 0
        return TallyView(seat, secret, max(0, len(state.secrets) - 1), state.total, state.seat, state.shown, state.over)

    def parse_action(self, text: str) -> object:
        words = text.split()
        if len(words) == 2 and words[1].isdigit() and words[0] in ("deal", "show", "add"):
            return Move(words[0], int(words[1]))
        raise InvalidNotationError(f"'{text}' is no tally action")

    def reveals_information(self, state: TallyState, action: object) -> bool:
        return isinstance(action, Move) and action.word in ("deal", "show")


RULES = TallyRules()
