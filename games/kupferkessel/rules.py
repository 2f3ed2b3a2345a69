"""The rules of Kupferkessel Co. on the kernel protocol; `RULES` is the registry entry.

Phases: DEAL (chance: 32 cards into the layout, one per step) -> START (chance: each cauldron's
first card, white then black; a white or black card is exchanged, so only other colours come up)
-> turns: MOVE (the forced walk) -> TAKE (a card of the line beside the figure; none at a corner)
-> REFILL (chance: the gap is filled from the pile while it has cards) -> MOVE of the next seat,
or of the same seat once more after a hat. Taking the last card of a line leads to LAST (keep or
decline) and then OVER. White (seat 0) starts.
"""

from __future__ import annotations

from typing import Mapping

from games.kernel.errors import IllegalActionError, RulesError
from games.kernel.protocol import CHANCE, TERMINAL, Outcome
from games.kupferkessel import actions as A
from games.kupferkessel.components import (
    ALL_CARDS,
    EXPLOSION,
    HAT,
    INGREDIENT_CELLS,
    SEAT_COLOURS,
    START_SPACES,
    TRACK,
    TRACK_LENGTH,
    card_json,
    colour_of,
    lines_through,
    symbol_of,
    value_of,
)
from games.kupferkessel.scoring import score_cauldrons
from games.kupferkessel.state import (
    CHANCE_PHASES, DEAL, EMPTY, LAST, MOVE, OVER, REFILL, START, TAKE, State,
)
from games.kupferkessel.view import View, view_of

MAX_TURNS_IN_ROW = 2


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    index = cards.index(card)
    return cards[:index] + cards[index + 1:]


def _replace_at(items: tuple, index: int, value: object) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def walk(start: int, steps: int, other: int) -> int:
    """The space `steps` clockwise from `start`, the `other` figure's space skipped uncounted."""
    position = start
    while steps > 0:
        position = (position + 1) % TRACK_LENGTH
        if position != other:
            steps -= 1
    return position


def line_cards(state: State, seat: int) -> list[int]:
    """The occupied cells of the line beside `seat`'s figure (none at a corner)."""
    line = TRACK[state.figures[seat]]
    return [] if line is None else [c for c in line.cells if state.grid[c] != EMPTY]


class KupferkesselRules:
    """Kupferkessel Co. for two seats: white (0) and black (1)."""

    game_id = "kupferkessel"
    rules_version = "kupferkessel-1"
    seat_names: tuple[str, ...] = SEAT_COLOURS

    # ---- protocol ---------------------------------------------------------------------------
    def setup(self, config: Mapping[str, object] | None = None) -> State:
        """All 56 cards in the pile, figures on their start corners, dealing begins."""
        if config:
            raise RulesError(f"kupferkessel takes no options, got {sorted(config)}")
        return State(
            grid=(EMPTY,) * 36, pile=ALL_CARDS, pile_bottom=(), cauldrons=((), ()),
            figures=START_SPACES, out=(), phase=DEAL, seat=0, gap=INGREDIENT_CELLS[0],
        )

    def to_move(self, state: State) -> int:
        """The seat to decide, CHANCE while cards are turned up, TERMINAL at the end."""
        if state.phase in CHANCE_PHASES:
            return CHANCE
        return TERMINAL if state.phase == OVER else state.seat

    def phase(self, state: State) -> str:
        """The phase name."""
        return state.phase

    def legal_actions(self, state: State) -> list[A.Action]:
        """The choices of the seat to move, sorted."""
        if state.phase == MOVE:
            return [A.MOVE]
        if state.phase == TAKE:
            return [A.TAKES[c] for c in line_cards(state, state.seat)]
        if state.phase == LAST:
            return [A.DECLINE, A.KEEP]
        return []

    def chance_outcomes(self, state: State) -> list[tuple[A.Action, int]]:
        """The cards that may come up next, each equally likely; empty when no chance point."""
        return [(A.DRAWS[card], 1) for card in self._drawable(state)]

    @staticmethod
    def _drawable(state: State) -> tuple[int, ...]:
        """The cards that may come up at a chance point (in card order)."""
        if state.phase == DEAL or (state.phase == REFILL and state.pile):
            return state.pile
        if state.phase == REFILL:
            return state.pile_bottom[:1]
        if state.phase == START:
            return tuple(card for card in state.pile if colour_of(card) not in SEAT_COLOURS)
        return ()

    def apply(self, state: State, action: A.Action) -> State:
        """The state after `action` (IllegalActionError when it is not allowed now)."""
        if state.phase in CHANCE_PHASES:
            new = self._apply_chance(state, action)
        elif state.phase == MOVE and action == A.MOVE:
            new = self._apply_move(state)
        elif state.phase == TAKE and isinstance(action, A.Take):
            new = self._apply_take(state, action)
        elif state.phase == LAST and action in (A.KEEP, A.DECLINE):
            new = self._apply_last(state, action)
        else:
            raise self._illegal(state, action, self._expected(state))
        return State(**{**new.__dict__, "log": state.log + (str(action),)})

    def outcome(self, state: State) -> Outcome | None:
        """Scores and winner once the game is over (details: each seat's Breakdown); equal totals
        are a draw [D] (house rule points-tie-is-a-draw: the rules name no tie-break)."""
        if state.phase != OVER:
            return None
        breakdowns = score_cauldrons(state.cauldrons)
        return Outcome.from_scores([b.total for b in breakdowns], breakdowns)

    def view(self, state: State, seat: int) -> View:
        """What `seat` may see."""
        return view_of(state, seat)

    def parse_action(self, text: str) -> A.Action:
        """The action written as `text`."""
        return A.parse_action(text)

    def reveals_information(self, state: State, action: A.Action) -> bool:
        """Chance steps, an explosion that uncovers a cauldron's next card, and the final scoring."""
        if isinstance(action, A.Draw) or action in (A.KEEP, A.DECLINE):
            return True
        if isinstance(action, A.Take) and state.phase == TAKE and state.grid[action.cell] != EMPTY:
            card = state.grid[action.cell]
            ends_game = state.pile_size == 0 and self._empties_a_line(state, action.cell)
            opponent = state.cauldrons[1 - state.seat]
            return symbol_of(card) == EXPLOSION and len(opponent) > 1 and not ends_game
        return False

    def summary(self, state: State) -> dict[str, object]:
        """Game-specific fields of the command line's JSON: cauldrons (bottom to top) and breakdowns."""
        data: dict[str, object] = {
            "cauldrons": {name: [card_json(c) for c in cards] for name, cards in zip(self.seat_names, state.cauldrons)},
        }
        if state.phase == OVER:
            breakdowns = score_cauldrons(state.cauldrons)
            data["breakdown"] = {name: b.to_json() for name, b in zip(self.seat_names, breakdowns)}
        return data

    # ---- transitions ------------------------------------------------------------------------
    def _apply_chance(self, state: State, action: A.Action) -> State:
        if not isinstance(action, A.Draw) or action.card not in self._drawable(state):
            raise self._illegal(state, action, "this card cannot come up now")
        card = action.card
        if state.phase == REFILL and not state.pile:
            pile, bottom = state.pile, state.pile_bottom[1:]
        else:
            pile, bottom = _without(state.pile, card), state.pile_bottom
        if state.phase == DEAL:
            grid = _replace_at(state.grid, state.gap, card)
            position = INGREDIENT_CELLS.index(state.gap) + 1
            if position < len(INGREDIENT_CELLS):
                return State(**{**state.__dict__, "grid": grid, "pile": pile, "gap": INGREDIENT_CELLS[position]})
            return State(**{**state.__dict__, "grid": grid, "pile": pile, "gap": EMPTY, "phase": START, "seat": 0})
        if state.phase == START:
            cauldrons = _replace_at(state.cauldrons, state.seat, (card,))
            if state.seat == 0:
                return State(**{**state.__dict__, "cauldrons": cauldrons, "pile": pile, "seat": 1})
            return State(**{**state.__dict__, "cauldrons": cauldrons, "pile": pile, "phase": MOVE, "seat": 0})
        grid = _replace_at(state.grid, state.gap, card)
        refilled = State(**{**state.__dict__, "grid": grid, "pile": pile, "pile_bottom": bottom, "gap": EMPTY})
        return self._end_turn(refilled, state.extra_turn)

    def _apply_move(self, state: State) -> State:
        seat = state.seat
        steps = value_of(state.cauldrons[seat][-1])
        position = walk(state.figures[seat], steps, state.figures[1 - seat])
        moved = State(**{**state.__dict__, "figures": _replace_at(state.figures, seat, position)})
        if TRACK[position] is None:
            return self._end_turn(moved, extra=False)
        return State(**{**moved.__dict__, "phase": TAKE})

    def _apply_take(self, state: State, action: A.Take) -> State:
        if action.cell not in line_cards(state, state.seat):
            raise self._illegal(state, action, "that cell holds no card of the line beside your figure")
        seat, card = state.seat, state.grid[action.cell]
        grid = _replace_at(state.grid, action.cell, EMPTY)
        if state.pile_size == 0 and self._empties_a_line(state, action.cell):
            return State(**{**state.__dict__, "grid": grid, "phase": LAST, "pending": card})
        cauldrons = _replace_at(state.cauldrons, seat, state.cauldrons[seat] + (card,))
        taken = State(**{**state.__dict__, "grid": grid, "cauldrons": cauldrons})
        symbol = symbol_of(card)
        if symbol == EXPLOSION:
            taken = self._explode(taken, 1 - seat)
        extra = symbol == HAT and state.turns_in_row < MAX_TURNS_IN_ROW
        if taken.pile_size > 0:
            return State(**{**taken.__dict__, "phase": REFILL, "gap": action.cell, "extra_turn": extra})
        return self._end_turn(taken, extra)

    def _apply_last(self, state: State, action: A.Action) -> State:
        seat, card = state.seat, state.pending
        if action == A.KEEP:
            cauldrons = _replace_at(state.cauldrons, seat, state.cauldrons[seat] + (card,))
            return State(**{**state.__dict__, "cauldrons": cauldrons, "pending": EMPTY, "phase": OVER})
        return State(**{**state.__dict__, "out": state.out + (card,), "pending": EMPTY, "phase": OVER})

    def _explode(self, state: State, victim: int) -> State:
        """The victim's top card goes face down under the pile (out of the game if there is none),
        unless it is the victim's only card."""
        cauldron = state.cauldrons[victim]
        if len(cauldron) <= 1:
            return state
        top = cauldron[-1]
        cauldrons = _replace_at(state.cauldrons, victim, cauldron[:-1])
        if state.pile_size > 0:
            return State(**{**state.__dict__, "cauldrons": cauldrons, "pile_bottom": state.pile_bottom + (top,)})
        return State(**{**state.__dict__, "cauldrons": cauldrons, "out": state.out + (top,)})

    def _end_turn(self, state: State, extra: bool) -> State:
        if extra:
            return State(**{**state.__dict__, "phase": MOVE, "turns_in_row": 2, "extra_turn": False})
        return State(**{**state.__dict__, "phase": MOVE, "seat": 1 - state.seat, "turns_in_row": 1,
                        "extra_turn": False})

    @staticmethod
    def _empties_a_line(state: State, cell: int) -> bool:
        """True when taking `cell` leaves one of its lines without cards."""
        return any(all(c == cell or state.grid[c] == EMPTY for c in line.cells) for line in lines_through(cell))

    # ---- messages ---------------------------------------------------------------------------
    def _expected(self, state: State) -> str:
        return {
            MOVE: "walk first ('move')",
            TAKE: "take a card of the line beside your figure ('take r2c3')",
            LAST: "keep or decline the last card ('keep' / 'decline')",
            OVER: "the game is over",
        }.get(state.phase, "a card must be turned up")

    def _illegal(self, state: State, action: object, reason: str) -> IllegalActionError:
        who = {CHANCE: "chance", TERMINAL: "nobody"}.get(self.to_move(state))
        who = who or self.seat_names[state.seat]
        return IllegalActionError(f"'{action}' is not allowed for {who} in phase '{state.phase}': {reason}")


RULES = KupferkesselRules()
