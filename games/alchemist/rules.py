"""The rules of Alchemist on the kernel protocol; `RULES` is the registry entry.

Phases: DEAL (chance: each seat in turn draws 12 cubes from the bag, one per step) -> SCHOOLS
(chance: each seat's secret school; skipped with the schools off) -> START (chance: the seat that
begins) -> TURN (the seat to move invents, copies or passes) -> DRAW after a bag pass (chance: up
to two cubes, one per step) -> TURN of the next seat clockwise. When a round ends (the next seat
is the one that began) with 3 or more kinds gone from the open supply, the game is OVER.

Config (`setup(config)`): "players" 2..5 (the kernel fills it in from the seats), "schools"
"on"/"off", "max_players" 5 (the box) or 4 (yucata.de), optionally "colours" (one per seat).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from games.alchemist import actions as A
from games.alchemist import checks
from games.alchemist.components import (
    COLOURS, HAND_SIZE, KIND_COUNT, KINDS_GONE_TO_END, MAX_PLAYERS, MIN_PLAYERS, NO_CUBES,
    RECIPE_SEALS, SETUP, Counts, minus, one, plus,
)
from games.alchemist.report import summary_of
from games.alchemist.scoring import score, winners
from games.alchemist.state import (
    CHANCE_PHASES, DEAL, DRAW, EMPTY_CAULDRONS, NO_SCHOOL, NOBODY, OVER, SCHOOLS, START, TURN, Cauldron, State,
)
from games.alchemist.view import View, to_move_of, view_of
from games.kernel.errors import IllegalActionError, RulesError
from games.kernel.protocol import CHANCE, PLAYERS, TERMINAL, GameOption, Outcome, in_notation_order

OPTIONS: tuple[GameOption, ...] = (
    GameOption("schools", ("on", "off"), "the secret schools and their points (yucata.de lets the host switch them off)"),
    GameOption("max_players", (MAX_PLAYERS, 4), "the most players allowed: 5 as in the box, 4 as on yucata.de"),
)
_CONFIG_KEYS = frozenset({PLAYERS, "colours"} | {option.key for option in OPTIONS})


@dataclass(frozen=True)
class Table:
    """What a config decides: the seats' colours, whether the schools count, the most players."""

    colours: tuple[str, ...]
    schools_on: bool
    max_players: int = MAX_PLAYERS


def _option(config: Mapping[str, object], option: GameOption) -> object:
    value = config.get(option.key, option.default)
    if value not in option.choices or isinstance(value, bool):
        choices = " or ".join(str(c) for c in option.choices)
        raise RulesError(f"alchemist option '{option.key}' must be {choices}, got {value!r}")
    return value


def read_config(config: Mapping[str, object] | None) -> Table:
    """The table a config describes (RulesError naming the key that is wrong)."""
    data = dict(config or {})
    unknown = sorted(set(data) - _CONFIG_KEYS)
    if unknown:
        raise RulesError(f"alchemist has no option {', '.join(map(repr, unknown))} (known: {', '.join(sorted(_CONFIG_KEYS))})")
    schools = _option(data, OPTIONS[0])
    most = _option(data, OPTIONS[1])
    colours = data.get("colours")
    players = data.get(PLAYERS, len(colours) if isinstance(colours, (list, tuple)) else None)
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= most:  # type: ignore[operator]
        raise RulesError(f"alchemist is played by {MIN_PLAYERS} to {most} alchemists, got {players!r}")
    chosen = tuple(colours) if isinstance(colours, (list, tuple)) else COLOURS[:players]
    if len(chosen) != players or len(set(chosen)) != players or not set(chosen) <= set(COLOURS):
        raise RulesError(f"alchemist 'colours' must be {players} different ones of {', '.join(COLOURS)}, got {colours!r}")
    return Table(chosen, schools == "on", most)  # type: ignore[arg-type]


def _with(state: State, **changes: object) -> State:
    return State(**{**state.__dict__, **changes})


def _replace_at(items: tuple, index: int, value: object) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


class AlchemistRules:
    """Alchemist for 2 to 5 seats, coloured white, black, brown, purple, red unless chosen."""

    game_id = "alchemist"
    rules_version = "alchemist-1"
    seat_names: tuple[str, ...] = COLOURS
    seat_counts: tuple[int, ...] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
    options: tuple[GameOption, ...] = OPTIONS

    # ---- protocol ---------------------------------------------------------------------------
    def seat_names_for(self, config: Mapping[str, object] | None) -> tuple[str, ...]:
        """The colours of a match's seats."""
        return read_config(config).colours

    def setup(self, config: Mapping[str, object] | None = None) -> State:
        """Bag, supply and out of the game filled by the player count; the deal begins."""
        table = read_config(config)
        players = len(table.colours)
        counts = SETUP[players]
        return State(
            colours=table.colours, schools_on=table.schools_on,
            bag=(counts.bag,) * KIND_COUNT, supply=(counts.supply,) * KIND_COUNT, out=(counts.out,) * KIND_COUNT,
            screens=(NO_CUBES,) * players, schools=(NO_SCHOOL,) * players, cauldrons=EMPTY_CAULDRONS,
            seals=(RECIPE_SEALS,) * players, fame=(0,) * players, phase=DEAL, seat=0, pending=HAND_SIZE,
            max_players=table.max_players,
        )

    def to_move(self, state: State) -> int:
        """The seat to decide, CHANCE while cubes, schools or the start are drawn, TERMINAL at the end."""
        return to_move_of(state)

    def phase(self, state: State) -> str:
        """The phase name."""
        return state.phase

    def legal_actions(self, state: State) -> list[A.Action]:
        """The choices of the seat to move (inventions, copies, passes), sorted by notation
        (games.kernel.protocol)."""
        if state.phase != TURN:
            return []
        seat = state.seat
        return in_notation_order(checks.legal_choices(state.cauldrons, state.supply, state.bag_size, state.screens[seat],
                                                      seat, state.seals[seat], self.min_fame(state)))

    def chance_outcomes(self, state: State) -> list[tuple[A.Action, int]]:
        """Cubes weighted by how many the bag holds, schools not yet dealt, or the starting seat."""
        if state.phase in (DEAL, DRAW):
            colour = state.colours[state.seat]
            return [(A.Draw(colour, kind), n) for kind, n in enumerate(state.bag) if n]
        if state.phase == SCHOOLS:
            colour = state.colours[state.seat]
            return [(A.DealSchool(colour, kind), 1) for kind in range(KIND_COUNT) if kind not in state.schools]
        if state.phase == START:
            return [(A.Start(colour), 1) for colour in state.colours]
        return []

    def apply(self, state: State, action: A.Action) -> State:
        """The state after `action` (IllegalActionError when it is not allowed now)."""
        if state.phase in CHANCE_PHASES:
            new = self._apply_chance(state, action)
        elif state.phase == TURN:
            new = self._apply_turn(state, action)
        else:
            raise self._illegal(state, action, "the game is over")
        return _with(new, log=state.log + (action,))

    def outcome(self, state: State) -> Outcome | None:
        """Scores and winner once the game is over (details: each seat's Breakdown; a shared win
        has winner None — `scoring.winners` names every winner)."""
        if state.phase != OVER:
            return None
        breakdowns = score(state)
        best = winners(breakdowns)
        return Outcome(tuple(b.total for b in breakdowns), best[0] if len(best) == 1 else None, breakdowns)

    def view(self, state: State, seat: int) -> View:
        """What `seat` may see."""
        return view_of(state, seat)

    def parse_action(self, text: str) -> A.Action:
        """The action written as `text`."""
        return A.parse_action(text)

    def reveals_information(self, state: State, action: A.Action) -> bool:
        """Chance outcomes (a drawn cube, a school, the start) and the action that ends the game
        (the screens and schools are shown)."""
        if isinstance(action, A.CHANCE_ACTIONS):
            return True
        try:
            return self.apply(state, action).phase == OVER
        except RulesError:
            return False

    def summary(self, state: State) -> dict[str, object]:
        """Game-specific fields of the command line's JSON (winner as a list, breakdown, end, options)."""
        return summary_of(state)

    # ---- helpers ----------------------------------------------------------------------------
    @staticmethod
    def min_fame(state: State) -> int:
        """The least fame the seat to move must invent now (5 in a two-player first round), else 0."""
        seat = state.seat
        return checks.first_round_min_fame(state.players, state.round, state.cauldrons, state.screens[seat],
                                           state.seals[seat])

    # ---- transitions ------------------------------------------------------------------------
    def _apply_chance(self, state: State, action: A.Action) -> State:
        if action not in {outcome for outcome, _ in self.chance_outcomes(state)}:
            raise self._illegal(state, action, "that cannot come up now")
        if isinstance(action, A.Start):
            first = state.colours.index(action.colour)
            return _with(state, phase=TURN, seat=first, first=first, round=1)
        seat = state.seat
        if isinstance(action, A.DealSchool):
            schools = _replace_at(state.schools, seat, action.kind)
            if seat + 1 < state.players:
                return _with(state, schools=schools, seat=seat + 1)
            return _with(state, schools=schools, phase=START, seat=NOBODY)
        assert isinstance(action, A.Draw)
        cube = one(action.kind)
        drawn = _with(state, bag=minus(state.bag, cube), pending=state.pending - 1,
                      screens=_replace_at(state.screens, seat, plus(state.screens[seat], cube)))
        if drawn.pending > 0 and drawn.bag_size > 0:
            return drawn
        if state.phase == DRAW:
            return self._end_turn(drawn)
        if seat + 1 < state.players:
            return _with(drawn, seat=seat + 1, pending=HAND_SIZE)
        if state.schools_on:
            return _with(drawn, phase=SCHOOLS, seat=0, pending=0)
        return _with(drawn, phase=START, seat=NOBODY, pending=0)

    def _apply_turn(self, state: State, action: A.Action) -> State:
        seat, screen, min_fame = state.seat, state.screens[state.seat], self.min_fame(state)
        if isinstance(action, A.Invent):
            problem = checks.invention_problem(state.cauldrons, screen, state.seals[seat], action, min_fame)
            if problem is None:
                return self._end_turn(self._invent(state, action))
        elif isinstance(action, A.Copy):
            problem = checks.copy_problem(state.cauldrons, screen, seat, action, bool(min_fame))
            if problem is None:
                return self._end_turn(self._copy(state, action))
        elif isinstance(action, (A.PassSupply, A.PassBag, A.PassEmpty)):
            problem = checks.pass_problem(state.supply, state.bag_size, action, bool(min_fame))
            if problem is None:
                return self._pass(state, action)
        else:
            raise self._illegal(state, action, "invent, copy or pass")
        raise self._illegal(state, action, checks.problem_text(problem))

    @staticmethod
    def _gain(state: State, seat: int, cauldron: int, paid: Counts) -> State:
        """`seat` pays `paid` from its screen and takes the cauldron's by-products from the supply."""
        gained = checks.byproducts(state.supply, cauldron)
        screen = plus(minus(state.screens[seat], paid), gained)
        return _with(state, supply=minus(state.supply, gained), screens=_replace_at(state.screens, seat, screen))

    def _invent(self, state: State, action: A.Invent) -> State:
        seat = state.seat
        paid = self._gain(state, seat, action.cauldron, action.recipe)
        cauldron = Cauldron(action.recipe, action.fame, seat)
        return _with(paid, cauldrons=_replace_at(state.cauldrons, action.cauldron, cauldron),
                     seals=_replace_at(state.seals, seat, state.seals[seat] - 1),
                     fame=_replace_at(state.fame, seat, state.fame[seat] + action.fame))

    def _copy(self, state: State, action: A.Copy) -> State:
        seat, cauldron = state.seat, state.cauldrons[action.cauldron]
        assert cauldron.recipe is not None
        paid = self._gain(state, seat, action.cauldron, cauldron.recipe)
        tribute = one(action.tribute)
        inventor = cauldron.inventor
        copied = Cauldron(cauldron.recipe, cauldron.fame, inventor, cauldron.copied_by + (seat,))
        return _with(paid, out=plus(state.out, minus(cauldron.recipe, tribute)),
                     screens=_replace_at(paid.screens, inventor, plus(paid.screens[inventor], tribute)),
                     cauldrons=_replace_at(state.cauldrons, action.cauldron, copied),
                     fame=_replace_at(state.fame, seat, state.fame[seat] + cauldron.fame))

    def _pass(self, state: State, action: A.Action) -> State:
        if isinstance(action, A.PassBag):
            return _with(state, phase=DRAW, pending=min(2, state.bag_size))
        if isinstance(action, A.PassSupply):
            seat, cube = state.seat, one(action.kind)
            state = _with(state, supply=minus(state.supply, cube),
                          screens=_replace_at(state.screens, seat, plus(state.screens[seat], cube)))
        return self._end_turn(state)

    @staticmethod
    def _end_turn(state: State) -> State:
        """The next seat clockwise moves; a round that ends with enough kinds gone ends the game."""
        following = (state.seat + 1) % state.players
        if following != state.first:
            return _with(state, phase=TURN, seat=following, pending=0)
        if state.kinds_gone() >= KINDS_GONE_TO_END:
            return _with(state, phase=OVER, seat=NOBODY, pending=0)
        return _with(state, phase=TURN, seat=following, round=state.round + 1, pending=0)

    # ---- messages ---------------------------------------------------------------------------
    def _illegal(self, state: State, action: object, reason: str) -> IllegalActionError:
        mover = to_move_of(state)
        who = {CHANCE: "chance", TERMINAL: "nobody"}.get(mover) or state.colours[mover]
        return IllegalActionError(f"'{action}' is not allowed for {who} in phase '{state.phase}': {reason}")


RULES = AlchemistRules()
