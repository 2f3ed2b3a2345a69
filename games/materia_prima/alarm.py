"""The alarm phase: the hourglass, (the scenario event: events.py), the alarm card, alarm markers,
alarms, inquisitor cards and figures — each step a logged action.

Rulebook: markers by the card's pattern from every alchemist (and homunculus where the card says);
two or more markers on a field raise an alarm there and are removed; one inquisitor card per
alarm, at most as many as there are alchemists; figures appear in the card's city, or next to it
when it is occupied. First card of a type: one figure. A further card: no figure, only its
modifier — unless it shows ⊕ (one more figure). A first card showing "second figure": one figure
now, a second once another card of the type is drawn.
"""

from __future__ import annotations

from games.kernel import agenda
from games.materia_prima.actions import Alarm, Day, DrawAlarm, DrawInquisitor, Marker, Peek, Place
from games.materia_prima.board import Board
from games.materia_prima.components import (
    ALARM_CARDS, EVENT_DAYS, EXTRA_FIGURE, INQUISITOR_CARDS, MAX_FIGURES_PER_TYPE, SECOND_FIGURE,
)
from games.materia_prima.figures import free_for_inquisitor
from games.materia_prima.state import ALARM, Inquisitor, State, Step, Task
from games.materia_prima.stats import difficulty_level


# ---- the hourglass ------------------------------------------------------------------------------
def day_program(day: int) -> tuple[Task, ...]:
    """The tasks of one day in the rulebook's order."""
    event: tuple[Task, ...] = (("event",),) if day in EVENT_DAYS else ()
    return event + (("draw-alarm",), ("markers",), ("alarms",), ("alchemist-phase",),
                    ("inquisition-phase",), ("dusk",))


def step_day(state: State, task: Task) -> Step:
    """The hourglass moves on by one day."""
    return agenda.forced(Day(state.day + 1))


def resolve_day(state: State, task: Task, action: Day) -> State:
    """Day N begins."""
    return agenda.then(state, *day_program(action.day), day=action.day, phase=ALARM)


# ---- the alarm card -----------------------------------------------------------------------------
def step_draw_alarm(state: State, task: Task) -> Step:
    """The next alarm card: the one an Observatorium showed, else any face-down card (the drawn
    cards are reshuffled when the deck is used up [D])."""
    if state.alarm_next:
        return agenda.forced(DrawAlarm(state.alarm_next))
    pile = state.alarm_pile or state.alarm_seen
    return agenda.uniform([DrawAlarm(card) for card in pile])


def turn_order_of(state: State, card: int) -> tuple[int, ...]:
    """The seats in the colour order of alarm card `card` (colours not in play are skipped)."""
    seats = {a.colour: a.seat for a in state.alchemists}
    return tuple(seats[colour] for colour in ALARM_CARDS[card].order if colour in seats)


def resolve_draw_alarm(state: State, task: Task, action: DrawAlarm) -> State:
    """The card is turned face up; its colour order is today's turn order."""
    card = action.card
    pile, seen = state.alarm_pile, state.alarm_seen
    if card not in pile:  # the deck was used up: every drawn card is shuffled into a new one
        pile, seen = tuple(sorted(seen)), ()
    return agenda.pop(state, alarm_pile=tuple(c for c in pile if c != card), alarm_seen=seen + (card,),
                    alarm_card=card, alarm_next=0, turn_order=turn_order_of(state, card))


def step_peek(state: State, task: Task) -> Step:
    """Observatorium: the top alarm card is looked at (a chance step) unless known already."""
    if state.alarm_next or not state.alarm_pile:
        return agenda.pop(state)
    return agenda.uniform([Peek(card) for card in state.alarm_pile])


def resolve_peek(state: State, task: Task, action: Peek) -> State:
    """The card stays on top of the deck, face up for the table: it is drawn next."""
    return agenda.pop(state, alarm_next=action.card)


# ---- markers and alarms -------------------------------------------------------------------------
def follow(board: Board, start: int, path: tuple[str, ...]) -> int | None:
    """The field reached from `start` along `path` (directions), None when it leaves the board."""
    field: int | None = start
    for direction in path:
        field = board.step(field, direction)
        if field is None:
            return None
    return field


def marker_tasks(state: State) -> list[Task]:
    """One task per marker the alarm card places: alchemists in turn order, each followed by its
    homunculi when the card says so [D]; a homunculus on its alchemist's field places none of its
    own [D]; a marker off the board is not placed [D]."""
    card = ALARM_CARDS[state.alarm_card]
    tasks: list[Task] = []
    for seat in state.turn_order:
        alchemist = state.alchemists[seat]
        sources = [(alchemist.colour, alchemist.field)]
        if card.homunculi:
            sources += [(h.id, h.field) for h in alchemist.homunculi if h.field != alchemist.field]
        for source, field in sources:
            for path in card.pattern:
                target = follow(state.board, field, path)
                if target is not None:
                    tasks.append(("marker", target, source))
    return tasks


def step_markers(state: State, task: Task) -> Step:
    """Expands into one marker task per marker (logs nothing itself)."""
    return agenda.then(state, *marker_tasks(state))


def step_marker(state: State, task: Task) -> Step:
    """One alarm marker is laid."""
    _, field, source = task
    return agenda.forced(Marker(state.board.fields[field].hex, source))


def resolve_marker(state: State, task: Task, action: Marker) -> State:
    """The marker lies on its field."""
    field = task[1]
    markers = state.markers[:field] + (state.markers[field] + 1,) + state.markers[field + 1:]
    return agenda.pop(state, markers=markers)


def step_alarms(state: State, task: Task) -> Step:
    """Every field with two or more markers raises an alarm [D: once all markers are down]; then
    one inquisitor card per alarm, at most one per alchemist (the difficulty may change that [D])."""
    fields = [f for f, count in enumerate(state.markers) if count >= 2]
    most = max(1, state.alchemist_count + difficulty_level(state).alarm_cards)
    draws = min(len(fields), most)
    return agenda.then(state, *[("alarm", f) for f in fields], *[("summon-draw",)] * draws)


def step_alarm(state: State, task: Task) -> Step:
    """The alarm at one field."""
    return agenda.forced(Alarm(state.board.fields[task[1]].hex))


def resolve_alarm(state: State, task: Task, action: Alarm) -> State:
    """The field's markers go back to the supply."""
    field = task[1]
    return agenda.pop(state, markers=state.markers[:field] + (0,) + state.markers[field + 1:])


# ---- inquisitor cards and figures ---------------------------------------------------------------
def step_summon_draw(state: State, task: Task) -> Step:
    """An inquisitor card is drawn (none when every card is out)."""
    pile = state.inq_pile or state.inq_under
    if not pile:
        return agenda.pop(state)
    return agenda.uniform([DrawInquisitor(card) for card in pile])


def figures_of(state: State, letter: str) -> list[Inquisitor]:
    """The inquisitor figures of a type that came with cards (guards do not count)."""
    return [i for i in state.inquisitors if i.type == letter and not i.guard]


def figures_brought(slot: tuple[str, ...], card: str) -> int:
    """How many figures drawing `card` onto the open cards `slot` (before it) brings."""
    if not slot:
        return 1
    modifier = INQUISITOR_CARDS[card].modifier
    count = 1 if modifier == EXTRA_FIGURE else 0
    first_is_second_figure = INQUISITOR_CARDS[slot[0]].modifier == SECOND_FIGURE
    if (len(slot) == 1 and first_is_second_figure) or (modifier == SECOND_FIGURE):
        count += 1  # [D] a later "second figure" card brings its figure at once
    return count


def resolve_summon_draw(state: State, task: Task, action: DrawInquisitor) -> State:
    """The card goes to its type's place (a new type takes the leftmost free place [D]); its
    figures are placed next."""
    card = action.card
    letter = INQUISITOR_CARDS[card].type
    pile, under = state.inq_pile, state.inq_under
    if card in pile:
        pile = tuple(c for c in pile if c != card)
    else:
        under = tuple(c for c in under if c != card)
    if not pile:  # the last face-down card: the cards under the pile form a new one
        pile, under = tuple(sorted(under)), ()
    slots = list(state.slots)
    index = next((i for i, s in enumerate(slots) if s and INQUISITOR_CARDS[s[0]].type == letter), None)
    if index is None:
        index = slots.index(())
    brought = figures_brought(slots[index], card)
    slots[index] = slots[index] + (card,)
    room = MAX_FIGURES_PER_TYPE - len(figures_of(state, letter))
    places = [("place", letter)] * max(0, min(brought, room))
    return agenda.then(state, *places, inq_pile=pile, inq_under=under, slots=tuple(slots))


def placement_field(state: State, start: int) -> int | None:
    """The field a new inquisitor goes to: `start` if free, else the nearest free field, nearer
    rings first and within a ring in direction order E, NE, NW, W, SW, SE [D]."""
    free = free_for_inquisitor(state)
    seen, frontier = {start}, [start]
    while frontier:
        for field in frontier:
            if free[field]:
                return field
        following = []
        for field in frontier:
            for there in state.board.neighbours[field]:
                if there not in seen:
                    seen.add(there)
                    following.append(there)
        frontier = following
    return None


def new_figure_id(state: State, letter: str) -> str:
    """The lowest free figure number of a type: "A1", "A2", ..."""
    used = {i.id for i in state.inquisitors}
    return next(f"{letter}{n}" for n in range(1, 10) if f"{letter}{n}" not in used)


def step_place(state: State, task: Task) -> Step:
    """A figure of the type appears in the alarm card's city (or next to it)."""
    city = state.board.city(ALARM_CARDS[state.alarm_card].city)
    field = placement_field(state, city)
    if field is None:
        return agenda.pop(state)
    return agenda.forced(Place(new_figure_id(state, task[1]), state.board.fields[field].hex))


def resolve_place(state: State, task: Task, action: Place) -> State:
    """The figure stands on the board."""
    field = state.board.index_of(action.at)
    figure = Inquisitor(action.inquisitor, task[1], field)
    return agenda.pop(state, inquisitors=state.inquisitors + (figure,))
