"""What one seat may see: the compendium, the open supply, the cubes out of the game, the bag's
size, every seat's fame, seals and number of cubes behind its screen, whose turn it is, its own
screen and school, and the log with the others' secret draws and schools hidden. Never the bag's
contents (its order does not exist), never another screen's cubes or another seat's school —
until the game is over, when the screens are emptied into the supply and the schools are shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.alchemist import checks
from games.alchemist.actions import Action, DealSchool, Draw
from games.alchemist.components import KINDS_GONE_TO_END, Counts
from games.alchemist.state import CHANCE_PHASES, NO_SCHOOL, OVER, Cauldron, State
from games.kernel.protocol import CHANCE, TERMINAL, in_notation_order


@dataclass(frozen=True)
class Hidden:
    """A secret chance outcome as the other seats see it: who got a cube or a school, not which."""

    what: str  # "draw" or "school"
    colour: str

    def __str__(self) -> str:
        return f"{self.what} {self.colour}"


@dataclass(frozen=True)
class View:
    """A seat's picture of the table (kinds and Counts as in components.py)."""

    seat: int  # the seat looking
    colours: tuple[str, ...]
    schools_on: bool
    phase: str
    to_move: int  # the seat to decide, CHANCE while cubes, schools or the start are drawn, TERMINAL
    acting: int  # the seat whose turn it is, or who is drawing (-1 once the game is over)
    first: int  # the seat that began (-1 before it is drawn)
    round: int
    pending: int  # cubes the acting seat has still to draw
    supply: Counts
    bag_size: int
    out: Counts
    cauldrons: tuple[Cauldron, ...]
    seals: tuple[int, ...]
    fame: tuple[int, ...]
    screen_sizes: tuple[int, ...]
    screen: Counts  # the own screen
    school: int  # the own school's kind, NO_SCHOOL before the deal or with the schools off
    log: tuple[Any, ...]  # every action so far; the others' draws and schools as Hidden
    screens: tuple[Counts, ...] = ()  # every screen, only once the game is over
    schools: tuple[int, ...] = ()  # every school, only once the game is over

    @property
    def players(self) -> int:
        """How many alchemists play."""
        return len(self.colours)

    def free_tiles(self) -> tuple[int, ...]:
        """The fame tiles still beside the compendium."""
        return checks.free_tiles(self.cauldrons)

    def kinds_gone(self) -> int:
        """How many kinds the open supply has run out of."""
        return sum(1 for n in self.supply if n == 0)

    def ends_after_this_round(self) -> bool:
        """True when enough kinds are gone that the game ends once this round is over."""
        return self.kinds_gone() >= KINDS_GONE_TO_END

    def min_fame(self) -> int:
        """The least fame an own recipe must be worth now (the two-player first round), else 0."""
        return checks.first_round_min_fame(self.players, self.round, self.cauldrons, self.screen,
                                           self.seals[self.seat])

    def legal_actions(self) -> list[Action]:
        """What this seat may do now (sorted by notation, as the rules list it): empty unless it is its turn."""
        if self.to_move != self.seat:
            return []
        return in_notation_order(checks.legal_choices(self.cauldrons, self.supply, self.bag_size, self.screen,
                                                      self.seat, self.seals[self.seat], self.min_fame()))


def public_action(action: Any, viewer_colour: str) -> Any:
    """`action` as the seat playing `viewer_colour` may know it: another seat's drawn cube or
    school as Hidden, anything else unchanged."""
    if isinstance(action, Draw) and action.colour != viewer_colour:
        return Hidden("draw", action.colour)
    if isinstance(action, DealSchool) and action.colour != viewer_colour:
        return Hidden("school", action.colour)
    return action


def to_move_of(state: State) -> int:
    """The seat to decide, CHANCE or TERMINAL."""
    if state.phase in CHANCE_PHASES:
        return CHANCE
    return TERMINAL if state.phase == OVER else state.seat


def view_of(state: State, seat: int) -> View:
    """The view of `seat` on `state`."""
    over = state.phase == OVER
    colour = state.colours[seat]
    return View(
        seat=seat,
        colours=state.colours,
        schools_on=state.schools_on,
        phase=state.phase,
        to_move=to_move_of(state),
        acting=-1 if over else state.seat,
        first=state.first,
        round=state.round,
        pending=state.pending,
        supply=state.supply,
        bag_size=state.bag_size,
        out=state.out,
        cauldrons=state.cauldrons,
        seals=state.seals,
        fame=state.fame,
        screen_sizes=tuple(sum(screen) for screen in state.screens),
        screen=state.screens[seat],
        school=state.schools[seat] if state.schools_on else NO_SCHOOL,
        log=state.log if over else tuple(public_action(action, colour) for action in state.log),
        screens=state.screens if over else (),
        schools=state.schools if over else (),
    )

