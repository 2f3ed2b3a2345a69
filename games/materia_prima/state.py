"""The state of a Materia Prima scenario.

Representation (fields are board indices 0..48, see board.py; element holdings are Bags, see
elements.py; figure ids: an alchemist is its colour, a homunculus its recipe id, an inquisitor its
type letter and number, "A1"):

    board          the shared Board of this layout (static)
    scenario, difficulty, days, day
                   the scenario card, the chosen difficulty, the last day to play (grows when the
                   team extends to an easier difficulty) and the hourglass (0 before day 1)
    alchemists     one Alchemist per seat, in seat order: figure, tower, soul stone, what it carries,
                   its tower tableau, equipment, fragments, homunculi, upgrades, turn counters
    inquisitors    the inquisitor figures on the board (guards of scenario 2 included)
    slots          the three card places right of the inquisitor pile: each the open cards of one
                   type in the order drawn (empty: free); the Inquisition acts in slot order
    inq_pile       the face-down inquisitor cards as a sorted tuple: a set, never an order — every
                   draw is a chance step over it, so no state carries the order of a deck
    inq_under      defeated inquisitors' cards, face up under the pile (reshuffled when the
                   face-down part runs out)
    alarm_pile     face-down alarm cards (a set); alarm_card the open one (0: none yet);
                   alarm_seen the cards drawn since the last reshuffle; alarm_next a card an
                   Observatorium has shown (0: none), drawn next
    decks, pool    the three recipe decks (sets) and the shared recipe pool (open, in order laid)
    order_pile, city_orders, orders_won, orders_spent, fulfilled
                   city orders: face down (set), open on T/R/G (0: none), fulfilled and unspent,
                   spent on events, and (city, order) of every fulfilled one
    upgrade_pile, city_upgrades
                   tower-upgrade markers face down (a sorted multiset) and face up on T/R/G
    ground, markers
                   per field: the elements lying there, the alarm markers on it
    supply, out    the general supply and the elements out of the game (delivered orders)
    effects        scenario-event bonuses active for the rest of the scenario
    sealed         scenario 2: sealed mines not yet mined; stage3_lost: scenario 3's failure flag
    phase, agenda  the phase name and the steps still to come (tasks, see engine.py): the head task
                   decides whose move it is (a seat, a chance step, or a forced Inquisition step)
    turn_order     today's seats in the alarm card's colour order
    pending        a fight, an exchange or a research in progress
    active         the inquisitor acting now and its actions left
    events, fights every scenario event and every roll so far (for the result and the screens)
    result, reason "passed" / "failed" and why, once decided; carried: the carry-over choices
    campaign       the chronicle this scenario started from (names, layout, what was carried in)

Elements are conserved: supply + out + every figure, tower and field holds the starting supply.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from games.kernel.agenda import Chance, Decision
from games.kernel.frozen import evolve as replace  # the name the rules use
from games.materia_prima.board import Board
from games.materia_prima.chronicle import Chronicle
from games.materia_prima.elements import Bag
from games.materia_prima.scenario_cards import Effect

Task = tuple  # ("name", *args): see engine.py and games.kernel.agenda



ALARM: Final[str] = "alarm"
ALCHEMISTS: Final[str] = "alchemists"
INQUISITION: Final[str] = "inquisition"
SETUP: Final[str] = "setup"
EPILOGUE: Final[str] = "epilogue"
OVER: Final[str] = "over"


@dataclass(frozen=True)
class Homunculus:
    """A homunculus figure: its recipe (= its id), field, carried elements, actions left this turn."""

    id: str
    field: int
    carried: Bag
    actions_left: int = 0


@dataclass(frozen=True)
class Alchemist:
    """One alchemist with everything that is theirs."""

    seat: int
    character: str
    colour: str
    field: int
    tower: int  # the field the tower stands on
    site: int  # its tower site number 1..4
    soul_stone: int
    carried: Bag
    storage: Bag  # the tower tableau
    worn: tuple[str, ...] = ()  # equipment worn (one per slot)
    stored: tuple[str, ...] = ()  # equipment lying in the tower
    fragments: tuple[str, ...] = ()
    homunculi: tuple[Homunculus, ...] = ()
    upgrades: tuple[str, ...] = ()
    actions_left: int = 0
    free_moves: int = 0
    free_converts: int = 0
    free_transmutes: int = 0
    made: tuple[str, ...] = ()  # recipes transmuted in this scenario, in order

    def homunculus(self, hid: str) -> Homunculus | None:
        """The homunculus `hid` of this alchemist, if any."""
        return next((h for h in self.homunculi if h.id == hid), None)

    def with_homunculus(self, new: Homunculus) -> "Alchemist":
        """This alchemist with homunculus `new.id` replaced by `new`."""
        return replace(self, homunculi=tuple(new if h.id == new.id else h for h in self.homunculi))

    def without_homunculus(self, hid: str) -> "Alchemist":
        """This alchemist without homunculus `hid`."""
        return replace(self, homunculi=tuple(h for h in self.homunculi if h.id != hid))

    @property
    def in_tower(self) -> bool:
        """True while the alchemist stands on its tower field."""
        return self.field == self.tower


@dataclass(frozen=True)
class Inquisitor:
    """An inquisitor figure: "A1" is the first figure of type A."""

    id: str
    type: str
    field: int
    guard: bool = False  # scenario 2: stands on a sealed mine, never moves or attacks


@dataclass(frozen=True)
class Roll:
    """Dice being rolled: who rolls for what, how many dice, the value to reach, the faces so far.

    kind: "attack" (a figure attacks an inquisitor), "order" (a figure fights a city order),
    "defend" (the defender rolls against an inquisitor's attack), "loot" and "destroy" (one die)."""

    kind: str
    attacker: str
    defender: str
    dice: int
    target: int
    faces: tuple[int, ...] = ()


@dataclass(frozen=True)
class Exchange:
    """An open Drop, Trade or Equip: elements moved each way so far (none moves back)."""

    figure: str
    other: str  # "ground", "tower" or a figure id
    given: Bag
    taken: Bag
    equip: bool = False
    toggled: tuple[str, ...] = ()  # equipment put on or taken off in this exchange


@dataclass(frozen=True)
class Research:
    """A research: the deck, the cards drawn so far and how many to draw and keep."""

    seat: int
    deck: str
    draws: int
    keep: int
    drawn: tuple[str, ...] = ()


@dataclass(frozen=True)
class EventRecord:
    """A scenario event as it was resolved."""

    day: int
    points_needed: int
    points_spent: int
    side: str  # "alchemists" or "inquisition"


@dataclass(frozen=True)
class FightRecord:
    """One roll of a fight: success is the sum reaching `target`."""

    day: int
    attacker: str
    defender: str
    dice: tuple[int, ...]
    target: int
    success: bool
    kind: str = ""  # the roll's kind: "attack", "order" or "defend"


@dataclass(frozen=True)
class State:
    """One moment of a scenario; see the module docstring for every field."""

    board: Board
    scenario: int
    difficulty: str
    days: int
    day: int
    alchemists: tuple[Alchemist, ...]
    inquisitors: tuple[Inquisitor, ...]
    slots: tuple[tuple[str, ...], ...]
    inq_pile: tuple[str, ...]
    inq_under: tuple[str, ...]
    alarm_pile: tuple[int, ...]
    alarm_card: int
    alarm_seen: tuple[int, ...]
    alarm_next: int
    decks: tuple[tuple[str, ...], ...]
    pool: tuple[str, ...]
    order_pile: tuple[int, ...]
    city_orders: tuple[int, ...]
    orders_won: tuple[int, ...]
    orders_spent: tuple[int, ...]
    fulfilled: tuple[tuple[str, int], ...]
    upgrade_pile: tuple[str, ...]
    city_upgrades: tuple[str, ...]
    ground: tuple[Bag, ...]
    markers: tuple[int, ...]
    supply: Bag
    out: Bag
    effects: tuple[Effect, ...]
    sealed: tuple[int, ...]
    stage3_lost: bool
    phase: str
    agenda: tuple[Task, ...]
    turn_order: tuple[int, ...] = ()
    pending: Roll | Exchange | Research | None = None
    active: tuple[str, int] | None = None
    events: tuple[EventRecord, ...] = ()
    fights: tuple[FightRecord, ...] = ()
    result: str = ""
    reason: str = ""
    carried: tuple[tuple[str, ...], ...] = ()  # per seat: items and the upgrade chosen to carry on
    campaign: Chronicle | None = None  # the chronicle this scenario started from (chronicle.py)

    @property
    def alchemist_count(self) -> int:
        """Alchemists in play (solo: two)."""
        return len(self.alchemists)

    def by_colour(self, colour: str) -> Alchemist | None:
        """The alchemist of `colour`, if in play."""
        return next((a for a in self.alchemists if a.colour == colour), None)

    def inquisitor(self, iid: str) -> Inquisitor | None:
        """The inquisitor figure `iid`, if on the board."""
        return next((i for i in self.inquisitors if i.id == iid), None)

    def owner_of(self, figure: str) -> Alchemist | None:
        """The alchemist a figure (an alchemist's colour or a homunculus id) belongs to."""
        for alchemist in self.alchemists:
            if alchemist.colour == figure or alchemist.homunculus(figure) is not None:
                return alchemist
        return None

    def with_alchemist(self, new: Alchemist) -> "State":
        """This state with the alchemist of seat `new.seat` replaced."""
        return replace(self, alchemists=self.alchemists[:new.seat] + (new,) + self.alchemists[new.seat + 1:])


Step = Decision | Chance | State  # what a task needs now: a decision, a chance step or (automatic) the next state
