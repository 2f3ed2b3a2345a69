"""The Rules protocol every game implements (after OpenSpiel and boardgame.io).

A game is a value implementing `Rules`: pure functions over immutable states. Seats are indices
0..n-1 named by `seat_names`; `to_move` answers a seat, `CHANCE` (the driver picks one of
`chance_outcomes` with its seeded generator) or `TERMINAL`. Actions are hashable values whose
`str()` is their notation and `parse_action(str(a)) == a`. Chance outcomes are actions too, so a
match is fully described by its log of action texts.

Order: `legal_actions` lists a seat's choices sorted by their notation (`sorted(actions, key=str)`,
see `in_notation_order`): one rule for every game, the order the record's texts sort in, so a bot
that picks "the first of the best" or "the k-th" picks the same action in every game's terms, and
a test can check it without knowing the game. `chance_outcomes` keep each game's own fixed order
(the driver's seeded draw walks them in that order, so it never changes). A game may add `summary(state) -> dict` (extra
JSON fields for `python main.py play ... --json`); bots live in `<game package>.bots:BOTS`
(level -> zero-argument factory).

A game whose table size varies declares `seat_counts` (e.g. (2, 3, 4, 5)) and
`seat_names_for(config) -> tuple[str, ...]`; its config then carries the seat count under
PLAYERS, which `table_config` fills in from the seats a match is started with. `seat_names` is
then every name a seat may have. A game may declare `options`: settings chosen at setup
(`GameOption`), which reach `setup(config)` under their keys.
`seat_names_of(rules, config)` asks `seat_names_for` where a game has it; everything that counts
seats (the driver, records, the match session) goes through it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Hashable, Iterable, Mapping, Protocol, Sequence

CHANCE: Final[int] = -1
TERMINAL: Final[int] = -2
PLAYERS: Final[str] = "players"  # config key of the seat count, for games whose table size varies


@dataclass(frozen=True)
class GameOption:
    """A setting a game offers at setup: its config key and allowed values (the first is the default)."""

    key: str
    choices: tuple[str | int, ...]
    help: str  # one line for the command line's --help (the screens use their own translated words)

    @property
    def default(self) -> str | int:
        """The value a match gets when nobody chooses."""
        return self.choices[0]

    @property
    def flag(self) -> str:
        """The command-line flag: "--" and the key with dashes ("max_players" -> "--max-players")."""
        return "--" + self.key.replace("_", "-")


@dataclass(frozen=True)
class Outcome:
    """The result of a finished match: one score per seat and the winning seat (None: a draw)."""

    scores: tuple[int, ...]
    winner: int | None
    details: tuple[Any, ...] = ()  # per-seat breakdowns a game may add (hashable values)

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return self.winner is None

    @staticmethod
    def from_scores(scores: Sequence[int], details: tuple[Any, ...] = ()) -> "Outcome":
        """The outcome where the single highest score wins and a shared top score is a draw."""
        best = max(scores)
        leaders = [seat for seat, score in enumerate(scores) if score == best]
        return Outcome(tuple(scores), leaders[0] if len(leaders) == 1 else None, details)


Action = Hashable
State = Any


class Rules(Protocol):
    """The pure rules of one game. All methods are functions of their arguments only."""

    game_id: str
    rules_version: str
    seat_names: tuple[str, ...]

    def setup(self, config: Mapping[str, object] | None = None) -> State:
        """The state before the first chance step or move."""
        ...

    def to_move(self, state: State) -> int:
        """The seat whose decision it is, CHANCE, or TERMINAL."""
        ...

    def phase(self, state: State) -> str:
        """A short name of the current phase (used in error messages and by the UI)."""
        ...

    def legal_actions(self, state: State) -> list[Action]:
        """The actions of the seat to move, sorted by notation; empty at chance points and at the end."""
        ...

    def chance_outcomes(self, state: State) -> list[tuple[Action, int]]:
        """At a chance point: each possible outcome with its integer weight, in the game's fixed order;
        else empty."""
        ...

    def apply(self, state: State, action: Action) -> State:
        """The state after `action`; IllegalActionError if it is not allowed now."""
        ...

    def outcome(self, state: State) -> Outcome | None:
        """The result once the match is over; None while it runs."""
        ...

    def view(self, state: State, seat: int) -> Any:
        """Exactly what `seat` may see of `state` (with the public log of actions)."""
        ...

    def parse_action(self, text: str) -> Action:
        """The action written as `text`; InvalidNotationError when it is no action at all."""
        ...

    def reveals_information(self, state: State, action: Action) -> bool:
        """True when applying `action` shows something hidden before; undo must not cross it."""
        ...


def in_notation_order(actions: Iterable[Action]) -> list[Action]:
    """`actions` in the order every game lists its legal actions: sorted by their notation."""
    return sorted(actions, key=str)


def table_config(rules: Rules, seat_count: int, config: Mapping[str, object] | None = None) -> dict[str, object]:
    """`config` completed with the seat count under PLAYERS when the game's table size varies."""
    completed = dict(config or {})
    if getattr(rules, "seat_counts", None):
        completed.setdefault(PLAYERS, seat_count)
    return completed


def is_terminal(rules: Rules, state: State) -> bool:
    """True when the match is over."""
    return rules.to_move(state) == TERMINAL


def seat_names_of(rules: Rules, config: Mapping[str, object] | None = None) -> tuple[str, ...]:
    """The seat names of a match set up with `config`: the game's `seat_names_for(config)` when its
    seats depend on the options, else its constant `seat_names`."""
    names_for = getattr(rules, "seat_names_for", None)
    return tuple(names_for(dict(config or {}))) if callable(names_for) else tuple(rules.seat_names)


def seat_label(rules: Rules, seat: int) -> str:
    """The seat's name, or "chance" / "nobody" for the pseudo-seats."""
    if seat == CHANCE:
        return "chance"
    if seat == TERMINAL:
        return "nobody (the match is over)"
    return rules.seat_names[seat]


def apply_text(rules: Rules, state: State, text: str) -> State:
    """Parse `text` and apply it: the one entry point for typed or stored actions."""
    return rules.apply(state, rules.parse_action(text))


def pick_chance_outcome(outcomes: Sequence[tuple[Action, int]], u: float) -> Action:
    """The outcome that a uniform number u in [0, 1) selects, walking the weights in order."""
    if not outcomes:
        raise ValueError("no chance outcomes to pick from")
    total = sum(weight for _, weight in outcomes)
    threshold = u * total
    running = 0
    for action, weight in outcomes:
        running += weight
        if threshold < running:
            return action
    return outcomes[-1][0]
