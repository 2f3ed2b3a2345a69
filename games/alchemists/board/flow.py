"""The shape of a match: set-up, the six rounds and their phases, as tasks on the agenda.

Set-up (chance: the secret, the start player, 3 artifacts per tier, the first adventurer, the
row; each seat's starting ingredients, then two favors of which it keeps one) -> per round:
round-start (the row is dealt from round 2) -> order-start (seats choose play-order spaces from the
start player on, paralysed seats go to the bottom) -> declare-start (cubes counted; seats declare
in reverse play order) -> resolve-start (each action space in board order, see spaces.py) ->
round-end (conference, Alchemist of the Month, favors for unused cubes) -> round-cleanup (new start
player, next adventurer) -> the next round, or game-end after round 6.

The automatic tasks of this shape are in AUTOMATIC (kind -> function of state and task); the
decisions of set-up and the order track are here too (agenda.py dispatches them).
"""

from __future__ import annotations

from typing import Callable

from games.alchemists.board import actions as A
from games.alchemists.board.components import (
    ARTIFACTS_PER_TIER, CONFERENCE_GAIN, CONFERENCES, CUSTODIAN, FAVOR_COPIES, FAVORS, FORAGE, GRANTS, HERBALIST,
    HERBALIST_DISCARDS,
    HERBALIST_DRAWS, INGREDIENT_COPIES, MONTH_GAIN, ORDER_TRACK, PARALYSED_SPACE, ROUNDS, ROW_SIZE, SEAL_COUNTS,
    SELL, SPACES, START_GOLD, START_INGREDIENTS, START_REPUTATION, START_FAVORS_DRAWN, action_costs, cubes_for,
    order_spaces, space_open,
)
from games.alchemists.board.economy import change_reputation, discard_favor, has_artifact, pay_gold, to_discard
from games.alchemists.board.state import EMPTY8, Lab, NOBODY, NO_SPACES, State, Task, evolve

BOTTOM = len(ORDER_TRACK)  # the order-space index of the paralysed space
TRUNK = "witchs-trunk"


def new_state(players: int, variant: str, colours: tuple[str, ...]) -> State:
    """The table before the first chance step."""
    lab = Lab(gold=START_GOLD, reputation=START_REPUTATION, hand=EMPTY8, favors=(0,) * len(FAVOR_COPIES),
              seals=SEAL_COUNTS)
    agenda = (Task("secret"), Task("start"), Task("artifact", count=ARTIFACTS_PER_TIER * 3), Task("adventurer"),
              Task("row", count=ROW_SIZE), Task("setup-hands"))
    return State(players=players, variant=variant, labs=(lab,) * players, agenda=agenda, colours=colours,
                 deck=(INGREDIENT_COPIES,) * 8, favor_deck=FAVOR_COPIES, favor_discard=(0,) * len(FAVOR_COPIES),
                 grants_left=tuple(range(len(GRANTS))))


def clockwise(state: State, first: int) -> list[int]:
    """Every seat once, from `first` on in seat order."""
    return [(first + k) % state.players for k in range(state.players)]


def play_order(state: State) -> list[int]:
    """Seats in this round's play order: by order space, the paralysed last (first to drink first)."""
    chosen = sorted((lab.order_space, seat) for seat, lab in enumerate(state.labs) if 0 <= lab.order_space < BOTTOM)
    placed = [seat for _, seat in chosen]
    return placed + [seat for seat in state.bottom if seat not in placed]


def row_order(state: State, space: str) -> list[int]:
    """Who acts first on `space`: associates (the latest played on top), then play order."""
    boosted = list(state.associates[SPACES.index(space)])
    return boosted + [seat for seat in play_order(state) if seat not in boosted]


def remaining(lab: Lab, space: str) -> int:
    """Actions `lab` still has to resolve on `space` this round."""
    index = SPACES.index(space)
    return lab.declared[index] - lab.taken[index]


def herbalist_tasks(seat: int) -> tuple[Task, ...]:
    """A herbalist at once: draw 3 ingredients, then discard 2."""
    return (Task("draw-ingredient", seat, count=HERBALIST_DRAWS), Task("discard", seat, count=HERBALIST_DISCARDS))


# ---- set-up -------------------------------------------------------------------------------------
def setup_hands(state: State, task: Task) -> State:
    """Starting ingredients for every seat, then each draws two favors and keeps one."""
    seats = clockwise(state, state.start_player)
    count = START_INGREDIENTS[state.variant]
    tasks = [Task("draw-ingredient", seat, count=count) for seat in seats]
    for seat in seats:
        tasks += [Task("draw-favor", seat, count=START_FAVORS_DRAWN, data=("setup",)), Task("keep-favor", seat)]
    return state.push(*tasks, Task("round-start"))


def keep_favor(state: State, task: Task, action: A.KeepFavor) -> State:
    """Keep one favor of the two drawn; the other goes to the discard pile."""
    favors = list(state.labs[task.seat].favors)
    for index, count in enumerate(favors):
        for _ in range(count - (1 if FAVORS[index] == action.favor else 0)):
            state = discard_favor(state, task.seat, FAVORS[index])
    state = state.note(task.seat, "kept-favor")
    if action.favor == HERBALIST:
        state = discard_favor(state, task.seat, HERBALIST).note(task.seat, "favor", favor=HERBALIST)
        state = state.push(*herbalist_tasks(task.seat))
    return state


def keep_favor_options(state: State, task: Task) -> list[A.KeepFavor]:
    """The favors in hand (after set-up's two draws)."""
    return [A.KeepFavor(favor) for favor, count in zip(FAVORS, state.labs[task.seat].favors) if count]


def discard_options(state: State, task: Task) -> list[A.Discard]:
    """Any ingredient card in hand."""
    return [A.Discard(i) for i, count in enumerate(state.labs[task.seat].hand) if count]


def discard_card(state: State, task: Task, action: A.Discard) -> State:
    """One card of a herbalist's discards; the next discard follows while there are cards."""
    seat = task.seat
    lab = state.labs[seat]
    hand = list(lab.hand)
    hand[action.ingredient] -= 1
    state = to_discard(state.with_lab(seat, hand=tuple(hand)), action.ingredient).note(seat, "discarded", cards=1)
    if task.count > 1 and sum(hand):
        state = state.push(evolve(task, count=task.count - 1))
    return state


# ---- rounds ---------------------------------------------------------------------------------------
def round_start(state: State, task: Task) -> State:
    """A new round: its number, a fresh row from round 2 on, then the play order is chosen."""
    state = evolve(state, round=state.round + 1, student_negative=False, sold=(), bids_shown=())
    state = state.note(NOBODY, "round", number=state.round)
    tasks = (Task("row", count=ROW_SIZE),) if state.round > 1 else ()
    return state.push(*tasks, Task("order-start"))


def order_start(state: State, task: Task) -> State:
    """Seats choose order spaces from the start player on; paralysed seats take the bottom space."""
    bottom = state.paralysed
    labs = tuple(evolve(lab, order_space=NOBODY) for lab in state.labs)
    state = evolve(state, labs=labs, bottom=bottom, paralysed=())
    choosers = [seat for seat in clockwise(state, state.start_player) if seat not in bottom]
    tasks = [Task("order", seat) for seat in choosers] + [Task("paralysed-rewards", seat) for seat in bottom]
    return state.push(*tasks, Task("declare-start"))


def order_options(state: State, task: Task) -> list[A.ChooseOrder]:
    """Free spaces of the track the seat can pay for."""
    taken = {lab.order_space for lab in state.labs}
    gold = state.labs[task.seat].gold
    return [A.ChooseOrder(i) for i in order_spaces(state.players)
            if i not in taken and ORDER_TRACK[i].gold <= gold]


def reward_tasks(state: State, seat: int, space_ingredients: int, space_favors: int) -> tuple[Task, ...]:
    """The draws an order space brings (a witch's trunk owner takes no ingredients from it)."""
    tasks = []
    if space_ingredients and not has_artifact(state, seat, TRUNK):
        tasks.append(Task("draw-ingredient", seat, count=space_ingredients))
    if space_favors:
        tasks.append(Task("draw-favor", seat, count=space_favors))
    return tuple(tasks)


def choose_order(state: State, task: Task, action: A.ChooseOrder) -> State:
    """Take the space: pay its gold, draw its cards."""
    space = ORDER_TRACK[action.space]
    seat = task.seat
    state = state.with_lab(seat, order_space=action.space).note(seat, "order", space=space.id)
    if space.gold:
        state = pay_gold(state, seat, space.gold, "order")
    return state.push(*reward_tasks(state, seat, space.ingredients, space.favors))


def paralysed_rewards(state: State, task: Task) -> State:
    """A paralysed seat's marker on the bottom space, with that space's cards."""
    state = state.with_lab(task.seat, order_space=BOTTOM).note(task.seat, "order", space=PARALYSED_SPACE.id)
    return state.push(*reward_tasks(state, task.seat, PARALYSED_SPACE.ingredients, PARALYSED_SPACE.favors))


def declare_start(state: State, task: Task) -> State:
    """Count each seat's cubes and clear the desks; declare in reverse order. A cube back from the
    hospital (poison last round) lies on the unused field: one cube fewer to place, one unused already,
    so it counts toward this round's favor for unused cubes (the summary's round end)."""
    labs = []
    for lab in state.labs:
        hospital = 1 if lab.poisoned else 0
        cubes = cubes_for(state.round, state.players) - hospital
        labs.append(evolve(lab, cubes=cubes, placed=0, declared=NO_SPACES, taken=NO_SPACES, acted=NO_SPACES,
                            unused=hospital, bid=NOBODY, suffered=(), poisoned=False, boots_used=False,
                            periscope_used=False))
    state = evolve(state, labs=tuple(labs), associates=tuple(() for _ in SPACES))
    tasks = [Task("declare", seat) for seat in reversed(play_order(state))]
    return state.push(*tasks, Task("resolve-start"))


def next_cost(state: State, seat: int, space: str) -> int | None:
    """The cube cost of one more action on `space` for `seat`, or None when no more are allowed."""
    costs = action_costs(space, state.players)
    declared = state.labs[seat].declared[SPACES.index(space)]
    return costs[declared] if declared < len(costs) else None


def resolve_start(state: State, task: Task) -> State:
    """Every action space in board order, then the end of the round."""
    custodians = any(lab.declared[SPACES.index(CUSTODIAN)] for lab in state.labs)
    spaces = [s for s in SPACES if space_open(s, state.round) or (s == CUSTODIAN and custodians)]
    return state.push(*(Task("space", space=s) for s in spaces), Task("round-end"))


def expand_space(state: State, task: Task) -> State:
    """The actions on one space: everyone's first action in row order, then everyone's second, ...
    (selling: bids first when two or more sell)."""
    order = row_order(state, task.space)
    if task.space == SELL:
        sellers = [seat for seat in order if remaining(state.labs[seat], SELL) > 0]
        if len(sellers) >= 2:
            return state.push(*(Task("bid", seat) for seat in sellers), Task("sell-order"), Task("space-end", space=SELL))
        return state.push(*(Task("act", seat, SELL, count=0) for seat in sellers), Task("space-end", space=SELL))
    tasks = []
    for step in range(max((remaining(state.labs[s], task.space) for s in order), default=0)):
        for seat in order:
            lab = state.labs[seat]
            if remaining(lab, task.space) > step:
                tasks.append(Task("act", seat, task.space, count=lab.taken[SPACES.index(task.space)] + step))
    return state.push(*tasks, Task("space-end", space=task.space))


def space_end(state: State, task: Task) -> State:
    """After a space: boots may take one more action there; the row's leftovers are discarded
    once foraging is over."""
    boots = [Task("boots", seat, task.space) for seat, lab in enumerate(state.labs)
             if has_artifact(state, seat, "boots") and not lab.boots_used and task.space != SELL
             and lab.acted[SPACES.index(task.space)] > 0]
    return state.push(*boots, *([Task("discard-row")] if task.space == FORAGE else []))


def discard_row(state: State, task: Task) -> State:
    """The face-up ingredients nobody foraged go to the discard pile."""
    if not state.row:
        return state
    return to_discard(evolve(state, row=()), *state.row).note(NOBODY, "row-discarded", cards=len(state.row))


def round_end(state: State, task: Task) -> State:
    """Conference (rounds 3 and 5), Alchemist of the Month, favors for unused cubes, clean-up."""
    tasks = [Task("conference")] if state.round in CONFERENCES else []
    return state.push(*tasks, Task("month"), Task("unused-favors"), Task("round-cleanup"))


def counted_seals(state: State) -> list[int]:
    """Per seat: seals on standing theories that are not in conflict."""
    in_conflict = {i for pair in state.conflicts for i in pair}
    counts = [0] * state.players
    for theory in state.theories:
        if theory.ingredient not in in_conflict:
            for seat, _ in theory.seals:
                counts[seat] += 1
    return counts


def conference(state: State, task: Task) -> State:
    """Theories with the own seal meet the conference's threshold: +1; else the printed loss."""
    meeting = CONFERENCES[state.round]
    need = meeting.needs[state.variant]
    counts = counted_seals(state)
    changes = {seat: CONFERENCE_GAIN if counts[seat] >= need else -meeting.penalty for seat in range(state.players)}
    state = state.note(NOBODY, "conference", round=state.round, needs=need, theories=tuple(counts))
    return change_reputation(state, changes, "conference")


def alchemist_of_the_month(state: State, task: Task) -> State:
    """+1 reputation for the most seals on the theory board (all tied; nobody without a seal)."""
    counts = counted_seals(state)
    best = max(counts)
    if best < 1:
        return state
    winners = {seat: MONTH_GAIN for seat in range(state.players) if counts[seat] == best}
    return change_reputation(state.note(NOBODY, "month", seats=tuple(sorted(winners)), seals=best),
                             winners, "alchemist-of-the-month")


def unused_favors(state: State, task: Task) -> State:
    """One favor per two unused cubes."""
    tasks = [Task("draw-favor", seat, count=lab.unused // 2) for seat, lab in enumerate(state.labs) if lab.unused >= 2]
    for seat, lab in enumerate(state.labs):
        if lab.unused:
            state = state.note(seat, "unused-cubes", cubes=lab.unused, favors=lab.unused // 2)
    return state.push(*tasks)


def round_cleanup(state: State, task: Task) -> State:
    """The start player passes to the next seat not paralysed; the next adventurer comes up."""
    if state.round >= ROUNDS:
        return state.push(Task("game-end"))
    start = state.start_player
    for step in range(1, state.players + 1):
        candidate = (state.start_player + step) % state.players
        if candidate not in state.paralysed:
            start = candidate
            break
    state = evolve(state, start_player=start).note(start, "start-player")
    tasks = (Task("adventurer"),) if state.round <= ROUNDS - 2 else ()
    return state.push(*tasks, Task("round-start"))


def game_end(state: State, task: Task) -> State:
    """The match is over: the grand revelation is scoring.py's."""
    return evolve(state, over=True, agenda=()).note(NOBODY, "game-over")


AUTOMATIC: dict[str, Callable[[State, Task], State]] = {
    "setup-hands": setup_hands,
    "round-start": round_start,
    "order-start": order_start,
    "paralysed-rewards": paralysed_rewards,
    "declare-start": declare_start,
    "resolve-start": resolve_start,
    "space": expand_space,
    "space-end": space_end,
    "discard-row": discard_row,
    "round-end": round_end,
    "conference": conference,
    "month": alchemist_of_the_month,
    "unused-favors": unused_favors,
    "round-cleanup": round_cleanup,
    "game-end": game_end,
}
