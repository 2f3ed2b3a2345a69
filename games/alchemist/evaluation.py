"""The strong bot's judgement of an action, from its seat's view only.

    value = margin + WIN_WEIGHT * (2 * P(win) - 1), where
    margin = estimate(own seat) - the best estimate among the others, after the action, and
    P(win) = Phi(margin / spread), the spread growing with the rounds left: ahead, the judge
    likes the game to end soon; behind, it likes it to go on

    estimate = fame + screen points + expected school points + what the next turn may bring

Nothing hidden is used. The cubes nobody sees (the bag and the other screens) are known in total:
32 of each kind minus the supply, the cubes out of the game, the compendium and the own screen.
From that pool the judge estimates:

- the school race: the count each kind will have when the screens are emptied into the supply
  (the bag's expected share does not count), its own school's rank against the kinds the others
  may hold (softened by how much can still change), and the others' share of the table's points;
- the supply running out: after the action, are 3 kinds gone? Then the game ends with this round:
  nobody gets a next turn except the seats still to move in it, and screens count exactly
  (1 point per 2 cubes, rounded down);
- the next turn: the best copy the own screen allows, or an invention with the best free tile;
  for the others, each copy weighted by the chance their screens (drawn from the pool) hold its
  cubes. A new recipe thus costs what the others may earn by copying it (more than once while
  the game goes on).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final, Sequence

from games.alchemist import actions as A
from games.alchemist.checks import byproducts, free_tiles
from games.alchemist.components import (
    CUBES_PER_KIND, CUBES_PER_POINT, KIND_COUNT, KINDS_GONE_TO_END, SCHOOL_POINTS, Counts, covers, minus, one, plus,
)
from games.alchemist.state import NO_SCHOOL, Cauldron
from games.alchemist.view import View

CUBE_VALUE: Final[float] = 0.5  # a cube behind the screen at the end
NEXT_TURN_SHARE: Final[float] = 0.7  # of the best gain a next turn offers (others may take it first)
INVENT_SHARE: Final[float] = 0.5  # of the best free tile, as a next turn's invention
PASS_GAIN: Final[float] = 1.0  # a next turn is worth at least a pass
REPEAT_COPIES: Final[int] = 3  # copies of one recipe the others may make while the game goes on
REPEAT_SHARE: Final[float] = 0.5  # of a copy's gain, for each copy after the first
ROUND_DEPLETION: Final[float] = 0.6  # supply cubes of the scarcest kinds taken per turn, roughly
WIN_WEIGHT: Final[float] = 8.0  # points a certain win is worth beyond the margin
SPREAD_BASE: Final[float] = 2.0  # how far the final margin may still move: base ...
SPREAD_PER_ROUND: Final[float] = 4.0  # ... and per square root of the rounds left


def at_least(draws: int, share: float, needed: int) -> float:
    """The chance that `draws` cubes, each of a kind with probability `share`, hold `needed` of it."""
    if needed <= 0:
        return 1.0
    miss = (1.0 - share) ** draws
    if needed == 1:
        return 1.0 - miss
    single = draws * share * (1.0 - share) ** (draws - 1) if draws else 0.0
    return max(0.0, 1.0 - miss - single) if needed == 2 else 0.0


def copy_gain(cauldron_index: int, cauldron: Cauldron, supply: Counts) -> float:
    """What copying a cauldron brings its copier: the fame, by-products gained, cubes paid."""
    recipe = cauldron.recipe
    assert recipe is not None
    return cauldron.fame + CUBE_VALUE * (sum(byproducts(supply, cauldron_index)) - sum(recipe))


@dataclass
class Outlook:
    """The table right after an action, as far as the judge follows it."""

    fame: list[int]
    screen: Counts  # the own screen
    supply: Counts
    cauldrons: tuple[Cauldron, ...]
    sizes: list[float]  # cubes behind each screen (the own one with the expected bag draws)
    seals: int  # the own seals left
    used: tuple[float, ...] = (0.0,) * KIND_COUNT  # cubes leaving supply and screens (recipe, out)
    drawn: tuple[float, ...] = (0.0,) * KIND_COUNT  # expected cubes drawn from the bag


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


class Judge:
    """What actions are worth to the view's seat; built once per decision."""

    def __init__(self, view: View) -> None:
        self.view, self.me, self.players = view, view.seat, view.players
        self.cauldron_cubes = tuple(sum(c.recipe[k] for c in view.cauldrons if c.recipe) for k in range(KIND_COUNT))
        self.pool = tuple(max(0, CUBES_PER_KIND - view.supply[k] - view.out[k] - self.cauldron_cubes[k]
                              - view.screen[k]) for k in range(KIND_COUNT))
        size = sum(self.pool)
        self.shares = tuple(n / size for n in self.pool) if size else (0.0,) * KIND_COUNT
        self.bag_shares = tuple(view.bag_size * s for s in self.shares)  # expected bag cubes per kind
        self.after_me = self._seats_after_me()
        self.opponents = [s for s in range(self.players) if s != self.me]
        self.opponent_copies = {o: self._best_copy_chance(o, view.cauldrons, view.supply) for o in self.opponents}

    # ---- the table after an action ----------------------------------------------------------
    def outlook(self, action: A.Action) -> Outlook:
        """The public table (and the own screen) right after `action`."""
        view, me = self.view, self.me
        after = Outlook(list(view.fame), view.screen, view.supply, view.cauldrons, list(view.screen_sizes),
                        view.seals[me])
        if isinstance(action, (A.Invent, A.Copy)):
            cauldron = view.cauldrons[action.cauldron]
            recipe = action.recipe if isinstance(action, A.Invent) else cauldron.recipe
            assert recipe is not None
            gained = byproducts(view.supply, action.cauldron)
            after.supply, after.screen = minus(view.supply, gained), plus(minus(view.screen, recipe), gained)
            if isinstance(action, A.Invent):
                after.fame[me] += action.fame
                after.seals -= 1
                after.used = tuple(float(n) for n in recipe)
                invented = Cauldron(recipe, action.fame, me)
                after.cauldrons = view.cauldrons[:action.cauldron] + (invented,) + view.cauldrons[action.cauldron + 1:]
            else:
                after.fame[me] += cauldron.fame
                after.used = tuple(float(n) for n in minus(recipe, one(action.tribute)))
                after.sizes[cauldron.inventor] += 1
        elif isinstance(action, A.PassSupply):
            after.supply, after.screen = minus(view.supply, one(action.kind)), plus(view.screen, one(action.kind))
        elif isinstance(action, A.PassBag):
            after.drawn = tuple(min(2, view.bag_size) * share for share in self.shares)
        after.sizes[me] = sum(after.screen) + sum(after.drawn)
        return after

    def value(self, action: A.Action) -> float:
        """The action's worth: the margin over the best other estimate afterwards, plus the
        chance of winning it gives."""
        after, me = self.outlook(action), self.me
        ending = sum(1 for n in after.supply if n == 0) >= KINDS_GONE_TO_END
        rounds = 0.0 if ending else self._rounds_left(after.supply)
        school = self._school(after.used, after.drawn, rounds)
        mine = after.fame[me] + self._screen_value(after.sizes[me], ending) + school
        if not ending:
            mine += NEXT_TURN_SHARE * self._my_next_turn(action, after)
        best_other = max(self._estimate(o, after, ending, action, rounds, school) for o in self.opponents)
        margin = mine - best_other
        spread = SPREAD_BASE + SPREAD_PER_ROUND * math.sqrt(rounds + (0.0 if ending else 1.0))
        return margin + WIN_WEIGHT * (2.0 * _phi(margin / spread) - 1.0)

    def _estimate(self, seat: int, after: Outlook, ending: bool, action: A.Action, rounds: float,
                  my_school: float) -> float:
        """Another seat's expected final score: its fame, screen, share of the school points and,
        if it moves again, its best next turn (a copy of the new recipe included)."""
        moves_again = not ending or seat in self.after_me
        estimate = after.fame[seat] + self._screen_value(after.sizes[seat], not moves_again) + self._other_school(my_school)
        if not moves_again:
            return estimate
        next_turn = max(self.opponent_copies[seat], PASS_GAIN)
        if self.view.seals[seat] > 0:
            next_turn = max(next_turn, INVENT_SHARE * max(free_tiles(after.cauldrons), default=0))
        if isinstance(action, A.Invent):
            new = after.cauldrons[action.cauldron]
            exposure = self._copy_chance(seat, action.recipe) * copy_gain(action.cauldron, new, after.supply)
            repeats = 1 if ending else min(REPEAT_COPIES, max(1.0, rounds))
            next_turn = max(next_turn, exposure) + (repeats - 1) * REPEAT_SHARE * max(0.0, exposure)
        return estimate + NEXT_TURN_SHARE * next_turn

    # ---- parts --------------------------------------------------------------------------------
    @staticmethod
    def _screen_value(cubes: float, final: bool) -> float:
        return (int(cubes) // CUBES_PER_POINT) if final else CUBE_VALUE * cubes

    def _my_next_turn(self, action: A.Action, after: Outlook) -> float:
        """The best the own next turn offers: a copy the screen allows, an invention, or a pass."""
        best = PASS_GAIN
        if after.seals > 0:
            best = max(best, INVENT_SHARE * max(free_tiles(after.cauldrons), default=0))
        screen = after.screen
        if isinstance(action, A.PassBag):  # the drawn cubes counted as the likeliest kind, rounded
            likely = max(range(KIND_COUNT), key=lambda k: after.drawn[k])
            screen = plus(screen, tuple(min(2, round(after.drawn[k] + 0.4)) if k == likely else 0
                                        for k in range(KIND_COUNT)))
        for index, cauldron in enumerate(after.cauldrons):
            if cauldron.recipe is not None and cauldron.inventor != self.me and covers(screen, cauldron.recipe):
                best = max(best, copy_gain(index, cauldron, after.supply))
        return best

    def _copy_chance(self, seat: int, recipe: Counts) -> float:
        """The chance that `seat`'s screen holds the cubes of `recipe` (its cubes drawn from the pool)."""
        draws = self.view.screen_sizes[seat]
        chance = 1.0
        for kind in range(KIND_COUNT):
            if recipe[kind]:
                chance *= at_least(draws, self.shares[kind], recipe[kind])
        return chance

    def _best_copy_chance(self, seat: int, cauldrons: Sequence[Cauldron], supply: Counts) -> float:
        best = 0.0
        for index, cauldron in enumerate(cauldrons):
            if cauldron.recipe is not None and cauldron.inventor != seat:
                best = max(best, self._copy_chance(seat, cauldron.recipe) * copy_gain(index, cauldron, supply))
        return best

    def _seats_after_me(self) -> frozenset[int]:
        seats, seat = [], (self.me + 1) % self.players
        while seat != self.view.first and seat != self.me:
            seats.append(seat)
            seat = (seat + 1) % self.players
        return frozenset(seats)

    def _rounds_left(self, supply: Counts) -> float:
        scarcest = sorted(supply)[:KINDS_GONE_TO_END]
        return sum(scarcest) / (ROUND_DEPLETION * self.players)

    def _school(self, used: Sequence[float], drawn: Sequence[float], rounds: float) -> float:
        """The own school's expected points when the counts change by `used` and `drawn`."""
        view = self.view
        mine = view.school
        if not view.schools_on or mine == NO_SCHOOL:
            return 0.0
        final = [CUBES_PER_KIND - view.out[k] - self.cauldron_cubes[k] - self.bag_shares[k] - used[k] + drawn[k]
                 for k in range(KIND_COUNT)]
        spread = math.sqrt(2.0) * (0.8 + 0.8 * rounds)
        held = (self.players - 1) / (KIND_COUNT - 1)
        rank = 1.0 + sum(held * _phi((final[mine] - final[k] - 0.5) / spread) for k in range(KIND_COUNT) if k != mine)
        return _points_at(SCHOOL_POINTS[self.players], rank)

    def _other_school(self, my_school: float) -> float:
        if not self.view.schools_on:
            return 0.0
        return (sum(SCHOOL_POINTS[self.players]) - my_school) / (self.players - 1)


def _points_at(table: Sequence[int], rank: float) -> float:
    """The table's points at a fractional rank (linear between ranks)."""
    low = min(int(rank), len(table))
    high = min(low + 1, len(table))
    part = rank - int(rank)
    return table[low - 1] * (1 - part) + table[high - 1] * part
