"""The state of an Alchemists match: frozen values, nothing hidden inside them but the secret.

Representation (ingredients 0..7 and alchemicals 0..7 in grid order; potions "R+".."N"; seats 0..n-1
playing colours[i]; cards of a kind are counted, never ordered):

    State     the table: config (players, variant, the seats' colours), the secret (an index into the 8! assignments,
              -1 until dealt), the round (0 during set-up, 1..6), the start player, each seat's Lab,
              the ingredient deck / discard pile as 8 counts each (unordered: a draw is a chance step
              weighted by the counts), the face-up row, the favor deck / discard as counts per favor,
              the artifacts dealt per tier, the adventurers revealed so far, what was sold this
              round, the theory board (Theory per ingredient, conflict pairs, grants left), the
              potions exhibited, the agenda and the public record (experiments, events).
    Lab       one seat: gold, reputation, hand (8 counts), favors (counts), seals in stock (counts
              per kind), artifacts bought, feather-in-cap cards set aside, grants, potions exhibited,
              and this round's desk: order space, cubes, actions declared and taken per space,
              unused cubes, the hidden bid, negative effects suffered, flags.
    Task      one entry of the agenda: what happens next. The head of the agenda decides who moves:
              a chance task (the driver picks an outcome), a decision task (a seat picks an action)
              or an automatic task (run by the rules at once); agenda.py's FLOW runs them. Tasks
              push further tasks in front, which is how a herbalist's draws, a sale's periscope
              look or a debunk's immediate publication slot into the flow; the rules' `phase`
              names the part of the round.
    Experiment every answer the secret gave, with the ingredients; who may see what is view.py's job.
    Event     the public story of the match: what happened, and every reputation change with its
              reason, in order (the screens narrate from it).

Every ingredient card is in the deck, the discard pile, the row, a hand, a feather-in-cap pile or a
cauldron task on the agenda; every favor in the favor deck, its discard pile or a hand; every seal
in a stock, on a theory or retired after a debunk.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from games.alchemists.board.components import SPACES
from games.kernel.frozen import evolve  # the name the rules (and the bots) use

NOBODY: Final[int] = -1
EMPTY8: Final[tuple[int, ...]] = (0,) * 8
NO_SPACES: Final[tuple[int, ...]] = (0,) * len(SPACES)


@dataclass(frozen=True)
class Lab:
    """One seat's holdings and its desk for the current round (see the module docstring)."""

    gold: int
    reputation: int
    hand: tuple[int, ...]  # 8 counts, grid order
    favors: tuple[int, ...]  # counts per FAVORS
    seals: tuple[int, ...]  # counts per SEALS still in stock
    artifacts: tuple[str, ...] = ()  # in the order bought
    set_aside: tuple[int, ...] = EMPTY8  # feather in cap: ingredient cards from successful exhibitions
    grants: tuple[int, ...] = ()  # grant tiles taken, in order
    exhibited: tuple[str, ...] = ()  # potions this seat exhibited successfully
    order_space: int = NOBODY  # index into ORDER_TRACK, or len(ORDER_TRACK) for the paralysed space
    cubes: int = 0  # cubes this round (assistants included)
    placed: int = 0  # cubes put on action spaces this round
    declared: tuple[int, ...] = NO_SPACES  # actions declared per space
    taken: tuple[int, ...] = NO_SPACES  # actions resolved (done, passed or used up) per space
    acted: tuple[int, ...] = NO_SPACES  # actions actually performed per space
    unused: int = 0  # cubes that did nothing this round (favors at the end of the round)
    bid: int = NOBODY  # hidden discount bid until the bids are revealed
    suffered: tuple[str, ...] = ()  # negative potion effects already suffered this round
    poisoned: bool = False  # a cube in the hospital: one cube fewer next round
    boots_used: bool = False
    periscope_used: bool = False


@dataclass(frozen=True)
class Theory:
    """A published theory: `alchemical` is claimed for `ingredient`; seals as (seat, seal kind)."""

    ingredient: int
    alchemical: int
    seals: tuple[tuple[int, str], ...]

    def seal_of(self, seat: int) -> str | None:
        """The kind of `seat`'s seal on this theory, or None."""
        for owner, kind in self.seals:
            if owner == seat:
                return kind
        return None


@dataclass(frozen=True)
class Task:
    """One step of the agenda: `kind` (see agenda.py), for `seat`, on `space`, with a count and data."""

    kind: str
    seat: int = NOBODY
    space: str = ""
    count: int = 0
    data: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Experiment:
    """An answer of the secret.

    kind: "student", "drink", "sell", "exhibit", "debunk" (Master) or "debunk-aspect" (Apprentice).
    ingredients: the two (or, for an aspect debunk, one) ingredient indices.
    result: the potion the two really make ("" for an aspect debunk).
    asked: the adventurer's wish (sell), the announced potion (exhibit) or the named potion (debunk).
    answer: what the lab told the table: the potion (student/drink), the quality (sell), "yes"/"no"
            (exhibit, Master debunk) or the sign "+"/"-" (aspect debunk).
    colour: the aspect colour of an Apprentice debunk.
    glimpses: (seat, ingredient) pairs a periscope saw of this experiment.
    via: the artifact or favor that brought the experiment about ("thinking-cap", "boots",
         "custodian"), "" for an action on its own space."""

    round: int
    seat: int
    kind: str
    ingredients: tuple[int, ...]
    result: str
    asked: str = ""
    answer: str = ""
    colour: str = ""
    glimpses: tuple[tuple[int, int], ...] = ()
    via: str = ""

    @property
    def public(self) -> bool:
        """True when everyone saw the ingredients (debunks)."""
        return self.kind.startswith("debunk")


@dataclass(frozen=True)
class Event:
    """One public happening: `kind` with its facts as (name, value) pairs, e.g.
    Event("reputation", 2, (("change", -5), ("reason", "debunked"), ("now", 7)))."""

    round: int
    seat: int
    kind: str
    facts: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        """The value of one fact."""
        for key, value in self.facts:
            if key == name:
                return value
        return default


@dataclass(frozen=True)
class State:
    """One moment of a match; see the module docstring for every field."""

    players: int
    variant: str
    labs: tuple[Lab, ...]
    agenda: tuple[Task, ...]
    colours: tuple[str, ...] = ()  # seat i plays colours[i]
    secret: int = NOBODY
    round: int = 0
    start_player: int = NOBODY
    deck: tuple[int, ...] = EMPTY8
    discard: tuple[int, ...] = EMPTY8
    row: tuple[int, ...] = ()  # face-up ingredients, sorted
    favor_deck: tuple[int, ...] = ()
    favor_discard: tuple[int, ...] = ()
    artifacts_dealt: tuple[tuple[str, ...], ...] = ((), (), ())  # per tier, in the order dealt
    adventurers: tuple[int, ...] = ()  # revealed, in order: the one for round r is index r - 2
    sold: tuple[tuple[int, int], ...] = ()  # (wish index, seat) sold this round
    bids_shown: tuple[tuple[int, int, int], ...] = ()  # (seat, discount, smileys) once revealed
    paralysed: tuple[int, ...] = ()  # seats on the bottom order space next round, first to drink first
    bottom: tuple[int, ...] = ()  # seats on the bottom order space this round
    associates: tuple[tuple[int, ...], ...] = tuple(() for _ in SPACES)  # per space, latest first
    theories: tuple[Theory, ...] = ()  # sorted by ingredient
    conflicts: tuple[tuple[int, int], ...] = ()  # ingredient pairs whose theories conflict
    grants_left: tuple[int, ...] = ()
    exhibited: tuple[str, ...] = ()  # potions somebody exhibited successfully
    student_negative: bool = False  # a student test made a negative potion this round
    retired_seals: tuple[tuple[int, str, int], ...] = ()  # (seat, kind, ingredient) removed by debunks
    experiments: tuple[Experiment, ...] = ()
    events: tuple[Event, ...] = ()
    bank_paid_out: int = 0  # gold the bank gave minus gold paid to it (for conservation checks)
    over: bool = False

    def lab(self, seat: int) -> Lab:
        """The lab of `seat`."""
        return self.labs[seat]

    def with_lab(self, seat: int, **changes: Any) -> "State":
        """The state with `seat`'s lab changed."""
        labs = list(self.labs)
        labs[seat] = evolve(labs[seat], **changes)
        return evolve(self, labs=tuple(labs))

    def theory_of(self, ingredient: int) -> Theory | None:
        """The standing theory about `ingredient`, or None."""
        for theory in self.theories:
            if theory.ingredient == ingredient:
                return theory
        return None

    def push(self, *tasks: Task) -> "State":
        """The state with `tasks` (in this order) before the rest of the agenda."""
        return evolve(self, agenda=tasks + self.agenda)

    def note(self, seat: int, kind: str, /, **facts: Any) -> "State":
        """The state with one more public event."""
        return evolve(self, events=self.events + (Event(self.round, seat, kind, tuple(facts.items())),))
