"""The driver: the one place that holds random generators while a match runs.

A `Match` is the record (seats, seed, action texts) plus every state it passed through. The
driver resolves chance points itself: the outcome of the chance step with log index i is picked
with `random.Random(derive_seed(seed, CHANCE_STREAM, i)).random()` (the one method whose sequence
Python keeps stable across versions), so resuming a saved log or undoing a move never shifts later
draws. Bots get their seat's view, the legal actions and a generator derived the same way from
(seed, seat, index), so a bot game is a pure function of its seed.

Used by the shell (`new_match`, `play_action`, `bot_action`, `can_undo`, `undo`, `resume`) and by
headless tools (`play_to_end`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence

from games.kernel.errors import IllegalActionError
from games.kernel.protocol import (
    CHANCE, TERMINAL, Action, Outcome, Rules, State, pick_chance_outcome, seat_names_of, table_config,
)
from games.kernel.record import MatchRecord, check_compatible, replay_states

CHANCE_STREAM = 0
BOT_STREAM = 1
DEFAULT_MAX_ACTIONS = 100_000


class Bot(Protocol):
    """A computer player: picks one of `legal_actions` from its seat's `view`."""

    name: str

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """One of `legal_actions`; `rng` is the only randomness the bot may use."""
        ...


class MatchTooLongError(RuntimeError):
    """A bot match did not end within the allowed number of actions (a rules bug)."""


def derive_seed(seed: int, stream: int, index: int) -> int:
    """A generator seed for one step: distinct per (seed, stream, index), stable forever."""
    return (seed * 1_000_003 + index) * 8 + stream


MAX_SEED = 2**63 - 1  # the largest seed a command line takes (seeds are never negative)


def fresh_seed() -> int:
    """A new match seed from the operating system (for matches started without one)."""
    return random.SystemRandom().randrange(1, 2**31)


@dataclass
class Match:
    """A running match: its rules, its record and the states it passed through."""

    rules: Rules
    record: MatchRecord
    states: list[State]  # states[i] is the state before record.actions[i]; states[-1] is now
    actions: list[Action] = field(default_factory=list)  # parsed form of record.actions

    @property
    def state(self) -> State:
        """The current state."""
        return self.states[-1]

    @property
    def seed(self) -> int:
        """The match seed (every chance step and bot generator derives from it)."""
        assert self.record.seed is not None
        return self.record.seed

    def to_move(self) -> int:
        """The seat to move, or TERMINAL (chance is always resolved by the driver)."""
        return self.rules.to_move(self.state)

    def legal_actions(self) -> list[Action]:
        """The actions open to the seat to move."""
        return self.rules.legal_actions(self.state)

    def view(self, seat: int) -> Any:
        """What `seat` may see now."""
        return self.rules.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        """The result once the match is over."""
        return self.rules.outcome(self.state)

    def _append(self, action: Action) -> None:
        self.states.append(self.rules.apply(self.state, action))
        self.actions.append(action)
        self.record.actions.append(str(action))


def advance_chance(match: Match) -> list[Action]:
    """Resolve chance points until a seat must decide or the match is over; the outcomes picked."""
    picked: list[Action] = []
    while match.rules.to_move(match.state) == CHANCE:
        index = len(match.actions)
        u = random.Random(derive_seed(match.seed, CHANCE_STREAM, index)).random()
        action = pick_chance_outcome(match.rules.chance_outcomes(match.state), u)
        match._append(action)
        picked.append(action)
    return picked


def new_match(
    rules: Rules, seats: Sequence[str], seed: int, config: Mapping[str, object] | None = None
) -> Match:
    """A match set up and advanced to the first decision (a game whose table size varies gets the
    seat count into its config)."""
    config = table_config(rules, len(seats), config)
    names = seat_names_of(rules, config)
    if len(seats) != len(names):
        raise ValueError(f"{rules.game_id} needs {len(names)} seats ({', '.join(names)}), got {len(seats)}")
    record = MatchRecord(rules.game_id, rules.rules_version, tuple(seats), seed, [], config)
    match = Match(rules, record, [rules.setup(config or None)])
    advance_chance(match)
    return match


def resume(rules: Rules, record: MatchRecord) -> Match:
    """The match a stored record describes (CorruptRecordError when it does not replay)."""
    check_compatible(rules, record)
    states = replay_states(rules, record)
    actions = [rules.parse_action(text) for text in record.actions]
    match = Match(rules, MatchRecord(record.game, record.rules_version, record.seats, record.seed,
                                     list(record.actions), dict(record.config)), states, actions)
    if match.record.seed is not None:
        advance_chance(match)
    return match


def play_action(match: Match, action: Action) -> list[Action]:
    """Apply one decision of the seat to move, then resolve chance; the chance outcomes picked."""
    seat = match.rules.to_move(match.state)
    if seat in (CHANCE, TERMINAL):
        raise IllegalActionError(
            f"'{action}' cannot be played: it is no seat's turn (phase {match.rules.phase(match.state)})"
        )
    match._append(action)
    return advance_chance(match)


def play_text(match: Match, text: str) -> list[Action]:
    """Parse and play a typed action (InvalidNotationError / IllegalActionError on bad input)."""
    return play_action(match, match.rules.parse_action(text))


def bot_rng(match: Match, seat: int) -> random.Random:
    """The generator handed to the bot of `seat` for the decision at the current log index."""
    return random.Random(derive_seed(match.seed, BOT_STREAM + seat, len(match.actions)))


def bot_action(match: Match, bot: Bot) -> Action:
    """The action `bot` chooses for the seat to move (a forced action is taken without asking)."""
    seat = match.rules.to_move(match.state)
    legal = match.rules.legal_actions(match.state)
    if not legal:
        raise IllegalActionError(f"no seat can move now (phase {match.rules.phase(match.state)})")
    if len(legal) == 1:
        return legal[0]
    choice = bot.choose(match.rules.view(match.state, seat), legal, bot_rng(match, seat))
    if choice not in legal:
        raise IllegalActionError(f"bot '{bot.name}' chose '{choice}', which is not legal for {seat}")
    return choice


def play_to_end(
    rules: Rules,
    bots: Sequence[Bot],
    seed: int,
    seats: Sequence[str] | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    config: Mapping[str, object] | None = None,
) -> Match:
    """A whole bot-versus-bot match from `seed` (with the game's `config`, e.g. its options)."""
    names = seats if seats is not None else [f"bot:{bot.name}" for bot in bots]
    match = new_match(rules, names, seed, config)
    while match.rules.to_move(match.state) != TERMINAL:
        if len(match.actions) >= max_actions:
            raise MatchTooLongError(f"{rules.game_id} seed {seed}: no end after {max_actions} actions")
        seat = match.rules.to_move(match.state)
        play_action(match, bot_action(match, bots[seat]))
    return match


def can_undo(match: Match, seat: int) -> bool:
    """True when the last action is `seat`'s own decision and revealed nothing."""
    if not match.actions:
        return False
    before = match.states[-2]
    if match.rules.to_move(before) != seat:
        return False
    return not match.rules.reveals_information(before, match.actions[-1])


def undo(match: Match, seat: int) -> Action:
    """Take back `seat`'s last action (IllegalActionError when can_undo is False)."""
    if not can_undo(match, seat):
        name = seat_names_of(match.rules, match.record.config)[seat]
        raise IllegalActionError(f"{name} cannot undo now: the last action was not theirs or showed something new")
    match.states.pop()
    match.record.actions.pop()
    return match.actions.pop()
