"""What one seat may see: the open board, everyone's public holdings, and its own secrets.

Open to all: the row, the piles' sizes, the adventurer and the next one, artifacts dealt and for
sale, the theory board (whose seals lie where, not their kinds), conflicts, grants, every seat's
gold, reputation, card and favor counts, artifacts, cubes and declarations, played favors, bids once
shown, and every answer the lab gave (the potion of a student test or a drink, a sale's quality, an
exhibition's yes/no, a debunk with its ingredients). Only for the seat itself: its ingredient
cards, favors, seals in stock and their kinds on the board, its bid before the bids are shown, the
ingredients of its own experiments and what its periscope saw. At the end everything is open:
the secret, every seal, every experiment.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.alchemists.board.components import ADVENTURERS, SPACE_INDEX
from games.alchemists.board.economy import assignment
from games.alchemists.board.flow import play_order
from games.alchemists.board.spaces import display, student_fee
from games.alchemists.board.state import Event, Experiment, State, Task, Theory

PUBLIC_TASK_DATA = frozenset({"act", "grant", "publish-now"})
OWNER_TASK_DATA = frozenset({"feather", "cap"})


@dataclass(frozen=True)
class SeatView:
    """A seat as everyone sees it."""

    colour: str
    gold: int
    reputation: int
    hand_size: int
    favor_count: int
    seals_left: int
    artifacts: tuple[str, ...]
    grants: tuple[int, ...]
    exhibited: tuple[str, ...]
    set_aside: int  # feather-in-cap cards
    order_space: int  # index into ORDER_TRACK, len(ORDER_TRACK) = the paralysed space, -1 none yet
    cubes: int
    placed: int
    declared: tuple[int, ...]  # per SPACES
    taken: tuple[int, ...]
    unused: int
    bid_placed: bool
    suffered: tuple[str, ...]
    poisoned: bool

    def still_declared(self, space: str) -> int:
        """Actions declared on `space` this round that are not resolved yet."""
        return self.declared[SPACE_INDEX[space]] - self.taken[SPACE_INDEX[space]]


@dataclass(frozen=True)
class TheoryView:
    """A theory on the board: its seals as (seat, kind), the kind None where the viewer may not know."""

    ingredient: int
    alchemical: int
    seals: tuple[tuple[int, str | None], ...]
    conflicted: bool


@dataclass(frozen=True)
class ExperimentView:
    """An answer of the lab as the viewer knows it; `ingredients` None when hidden from the viewer;
    `seen` the ingredient the viewer's periscope saw of a colleague's mix; `result` only at the end."""

    index: int
    round: int
    seat: int
    kind: str
    ingredients: tuple[int, ...] | None
    asked: str
    answer: str
    colour: str
    seen: tuple[int, ...]
    result: str | None
    via: str = ""  # the artifact or favor that brought it about (state.Experiment)


@dataclass(frozen=True)
class TaskView:
    """The decision or step the match waits for (its data only where the viewer may see it)."""

    kind: str
    seat: int
    space: str
    count: int
    data: tuple


@dataclass(frozen=True)
class View:
    """A seat's picture of the table (ingredients, alchemicals 0..7; seats 0..n-1)."""

    seat: int
    players: int
    variant: str
    round: int
    phase: str
    to_move: int
    task: TaskView | None
    start_player: int
    play_order: tuple[int, ...]
    paralysed_next: tuple[int, ...]
    row: tuple[int, ...]
    deck_size: int
    discard_size: int
    favor_deck_size: int
    adventurer: tuple[str, ...]  # this round's three wishes (empty in round 1)
    next_adventurer: tuple[str, ...]
    sold: tuple[tuple[int, int], ...]
    bids: tuple[tuple[int, int, int], ...]  # (seat, discount, smileys) once shown
    artifacts_dealt: tuple[tuple[str, ...], ...]
    artifacts_for_sale: tuple[str, ...]
    theories: tuple[TheoryView, ...]
    conflicts: tuple[tuple[int, int], ...]
    grants_left: tuple[int, ...]
    exhibited: tuple[str, ...]
    retired_seals: tuple[tuple[int, str, int], ...]
    student_fee: int
    seats: tuple[SeatView, ...]
    hand: tuple[int, ...]  # the viewer's own
    favors: tuple[int, ...]
    seals: tuple[int, ...]
    bid: int
    experiments: tuple[ExperimentView, ...]
    events: tuple[Event, ...]
    secret: tuple[int, ...] | None  # the alchemical of each ingredient, once the game is over

    def own(self) -> SeatView:
        """The viewer's public seat."""
        return self.seats[self.seat]

    def theory_on(self, ingredient: int) -> TheoryView:
        """The theory published about `ingredient` (StopIteration when there is none)."""
        return next(t for t in self.theories if t.ingredient == ingredient)


def seat_view(state: State, seat: int) -> SeatView:
    lab = state.labs[seat]
    return SeatView(state.colours[seat], lab.gold, lab.reputation, sum(lab.hand), sum(lab.favors), sum(lab.seals),
                    lab.artifacts, lab.grants, lab.exhibited, sum(lab.set_aside), lab.order_space, lab.cubes,
                    lab.placed, lab.declared, lab.taken, lab.unused, lab.bid >= 0, lab.suffered, lab.poisoned)


@lru_cache(maxsize=8192)
def experiment_view(index: int, experiment: Experiment, viewer: int, over: bool) -> ExperimentView:
    """One experiment as `viewer` knows it (cached: views repeat every earlier experiment)."""
    open_all = over or experiment.public or experiment.seat == viewer
    seen = tuple(card for who, card in experiment.glimpses if who == viewer or experiment.seat == viewer)
    shown_result = experiment.result if over or experiment.kind in ("student", "drink") else None
    return ExperimentView(index, experiment.round, experiment.seat, experiment.kind,
                          experiment.ingredients if open_all else None, experiment.asked, experiment.answer,
                          experiment.colour, seen, shown_result, experiment.via)


def task_view(task: Task | None, viewer: int) -> TaskView | None:
    if task is None:
        return None
    if task.kind in PUBLIC_TASK_DATA or (task.kind in OWNER_TASK_DATA and task.seat == viewer):
        data = task.data
    elif task.kind == "periscope":
        data = task.data[:1]
    else:
        data = ()
    return TaskView(task.kind, task.seat, task.space, task.count, data)


def theory_view(state: State, theory: Theory, viewer: int) -> TheoryView:
    seals = tuple((seat, kind if state.over or seat == viewer else None) for seat, kind in theory.seals)
    conflicted = any(theory.ingredient in pair for pair in state.conflicts)
    return TheoryView(theory.ingredient, theory.alchemical, seals, conflicted)


def adventurer_wishes(state: State, offset: int) -> tuple[str, ...]:
    """The wishes of the adventurer for round `state.round + offset` (empty when not revealed)."""
    index = state.round + offset - 2
    return ADVENTURERS[state.adventurers[index]] if 0 <= index < len(state.adventurers) else ()


def view_of(state: State, seat: int, phase: str, to_move: int) -> View:
    """The view of `seat` on `state` (phase and whose turn come from the rules)."""
    lab = state.labs[seat]
    return View(
        seat=seat, players=state.players, variant=state.variant, round=state.round, phase=phase, to_move=to_move,
        task=task_view(state.agenda[0] if state.agenda else None, seat),
        start_player=state.start_player, play_order=tuple(play_order(state)), paralysed_next=state.paralysed,
        row=state.row, deck_size=sum(state.deck), discard_size=sum(state.discard),
        favor_deck_size=sum(state.favor_deck),
        adventurer=adventurer_wishes(state, 0), next_adventurer=adventurer_wishes(state, 1),
        sold=state.sold, bids=state.bids_shown,
        artifacts_dealt=state.artifacts_dealt, artifacts_for_sale=display(state) if state.round else (),
        theories=tuple(theory_view(state, t, seat) for t in state.theories), conflicts=state.conflicts,
        grants_left=state.grants_left, exhibited=state.exhibited, retired_seals=state.retired_seals,
        student_fee=student_fee(state),
        seats=tuple(seat_view(state, s) for s in range(state.players)),
        hand=lab.hand, favors=lab.favors, seals=lab.seals, bid=lab.bid,
        experiments=tuple(experiment_view(i, e, seat, state.over) for i, e in enumerate(state.experiments)),
        events=state.events,
        secret=assignment(state.secret) if state.over else None,
    )

