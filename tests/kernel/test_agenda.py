"""The kernel's turn-flow engine (games.kernel.agenda) on a tiny agenda game of its own.

Card stack: tasks are tuples ("name", *args). "deal" is a chance step (a card 1..3, weighted),
"take" a seat's decision among amounts given in any order, "bank" and "round" are automatic
(bookkeeping that logs nothing; "round" pushes a deal and a take), and when the agenda is done
`finish` marks the match over.
"""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass
from typing import Any

import pytest

from games.kernel import agenda
from games.kernel.agenda import Chance, Decision, TurnFlow
from games.kernel.errors import IllegalActionError
from games.kernel.frozen import evolve
from games.kernel.protocol import CHANCE, TERMINAL


@dataclass(frozen=True)
class Card:
    value: int

    def __str__(self) -> str:
        return f"card {self.value}"


@dataclass(frozen=True)
class Take:
    amount: int

    def __str__(self) -> str:
        return f"take {self.amount}"


@dataclass(frozen=True)
class Stack:
    agenda: tuple[tuple[Any, ...], ...]
    total: int = 0
    banked: int = 0
    over: bool = False


def step_deal(state: Stack, task: tuple[Any, ...]) -> Chance:
    return Chance(((Card(3), 1), (Card(1), 2), (Card(2), 1)))  # the game's own order, kept


def resolve_deal(state: Stack, task: tuple[Any, ...], card: Card) -> Stack:
    return agenda.pop(state, total=state.total + card.value)


def step_take(state: Stack, task: tuple[Any, ...]) -> Decision:
    _, seat, amounts = task
    return agenda.decide(seat, [Take(a) for a in amounts])


def resolve_take(state: Stack, task: tuple[Any, ...], action: Take) -> Stack:
    return agenda.pop(state, total=state.total - action.amount)


def step_bank(state: Stack, task: tuple[Any, ...]) -> Stack:
    return agenda.pop(state, banked=state.banked + state.total, total=0)


def step_round(state: Stack, task: tuple[Any, ...]) -> Stack:
    return agenda.then(state, ("deal",), ("take", task[1], (10, 2, 1)), ("bank",))


TABLE = {
    "deal": (step_deal, resolve_deal),
    "take": (step_take, resolve_take),
    "bank": (step_bank, None),
    "round": (step_round, None),
}


def describe(state: Stack, step: Decision | Chance | None, action: Any) -> str:
    if step is None:
        return f"stack: '{action}' after the end"
    if isinstance(step, Chance):
        return f"stack: '{action}' is no card of this deal"
    return f"stack: seat {step.seat} cannot '{action}'"


def finish(state: Stack) -> Stack:
    return state if state.over else evolve(state, over=True)


def flow(table: dict[str, Any] = TABLE) -> TurnFlow[Stack]:
    return TurnFlow(table, describe=describe, finish=finish)


def counting(table: dict[str, Any], calls: list[str]) -> dict[str, Any]:
    """The table with every stepper call recorded by kind."""
    def wrap(kind: str, stepper: Any) -> Any:
        def step(state: Stack, task: tuple[Any, ...]) -> Any:
            calls.append(kind)
            return stepper(state, task)
        return step
    return {kind: (wrap(kind, stepper), resolver) for kind, (stepper, resolver) in table.items()}


# ---- settle --------------------------------------------------------------------------------------
def test_settle_runs_automatic_tasks_and_stops_at_the_first_decision() -> None:
    engine = flow()
    state = engine.settle(Stack(agenda=(("bank",), ("take", 1, (2,)), ("bank",)), total=5))
    assert state.agenda == (("take", 1, (2,)), ("bank",))
    assert (state.total, state.banked, state.over) == (0, 5, False)
    assert engine.to_move(state) == 1


def test_settle_stops_at_a_chance_step_pushed_by_an_automatic_task() -> None:
    engine = flow()
    state = engine.settle(Stack(agenda=(("round", 0), ("bank",))))
    assert state.agenda[0] == ("deal",) and len(state.agenda) == 4
    assert engine.to_move(state) == CHANCE
    assert engine.chance_outcomes(state) == [(Card(3), 1), (Card(1), 2), (Card(2), 1)]
    assert engine.legal_actions(state) == []


def test_a_settled_state_is_left_alone_and_the_end_is_finished_once() -> None:
    engine = flow()
    waiting = engine.settle(Stack(agenda=(("deal",),)))
    assert engine.settle(waiting) is waiting
    done = engine.settle(Stack(agenda=(("bank",),), total=4))
    assert (done.agenda, done.banked, done.over) == ((), 4, True)
    assert engine.settle(done) is done
    assert engine.current(done) is None and engine.to_move(done) == TERMINAL


def test_a_whole_round_advances_to_the_end() -> None:
    engine = flow()
    state = engine.settle(Stack(agenda=(("round", 1),)))
    state = engine.advance(state, Card(3))
    assert engine.to_move(state) == 1
    state = engine.advance(state, Take(2))
    assert (state.agenda, state.total, state.banked, state.over) == ((), 0, 1, True)


# ---- current: the memo ---------------------------------------------------------------------------
def test_current_is_remembered_for_the_settled_state() -> None:
    calls: list[str] = []
    engine = flow(counting(TABLE, calls))
    state = engine.settle(Stack(agenda=(("take", 0, (1, 2)),)))
    assert calls == ["take"]  # settle found the decision and keeps it
    for _ in range(3):
        assert engine.to_move(state) == 0
        assert engine.legal_actions(state) == [Take(1), Take(2)]
    assert calls == ["take"]
    twin = Stack(agenda=(("take", 0, (1, 2)),))  # equal, but another object: asked anew
    assert engine.current(twin) == Decision(0, (Take(1), Take(2)))
    assert calls == ["take", "take"]
    engine.current(twin)
    assert calls == ["take", "take"]  # now the twin is the one remembered


def test_two_engines_do_not_share_their_memo() -> None:
    calls_a: list[str] = []
    calls_b: list[str] = []
    first, second = flow(counting(TABLE, calls_a)), flow(counting(TABLE, calls_b))
    state = first.settle(Stack(agenda=(("take", 0, (1,)),)))
    assert calls_a == ["take"] and calls_b == []
    assert second.current(state) == Decision(0, (Take(1),))
    assert calls_b == ["take"]  # the second engine computed it itself
    other = second.settle(Stack(agenda=(("deal",),)))
    assert first.current(state) == Decision(0, (Take(1),)) and calls_a == ["take"]  # still the first's memo
    assert second.current(other) == step_deal(other, ("deal",))
    assert calls_b == ["take", "deal"]


def test_threads_asking_about_different_states_always_get_their_own_step() -> None:
    engine = flow()
    decision = engine.settle(Stack(agenda=(("take", 2, (1, 2)),)))
    chance = engine.settle(Stack(agenda=(("deal",),)))
    wrong: list[str] = []

    def ask(state: Stack, seat: int) -> None:
        for _ in range(3000):
            if engine.to_move(state) != seat:
                wrong.append(f"{state.agenda[0]}: {engine.to_move(state)}")

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=ask, args=(decision, 2)), threading.Thread(target=ask, args=(chance, CHANCE))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert wrong == []


def test_an_unsettled_state_or_an_unknown_task_is_a_loud_error() -> None:
    engine = flow()
    with pytest.raises(ValueError, match="unsettled state at task \\('bank',\\)"):
        engine.current(Stack(agenda=(("bank",),)))
    with pytest.raises(ValueError, match="'shuffle' is not in the game's task table"):
        engine.settle(Stack(agenda=(("shuffle",),)))


# ---- advance -------------------------------------------------------------------------------------
def test_advance_refuses_illegal_actions_in_the_games_words() -> None:
    engine = flow()
    deciding = engine.settle(Stack(agenda=(("take", 3, (1, 2)),)))
    with pytest.raises(IllegalActionError, match="^stack: seat 3 cannot 'take 5'$"):
        engine.advance(deciding, Take(5))
    with pytest.raises(IllegalActionError, match="^stack: seat 3 cannot 'card 1'$"):
        engine.advance(deciding, Card(1))
    dealing = engine.settle(Stack(agenda=(("deal",),)))
    with pytest.raises(IllegalActionError, match="^stack: 'card 4' is no card of this deal$"):
        engine.advance(dealing, Card(4))
    over = engine.settle(Stack(agenda=()))
    with pytest.raises(IllegalActionError, match="^stack: 'take 1' after the end$"):
        engine.advance(over, Take(1))


def test_a_game_without_words_gets_the_plain_refusal() -> None:
    engine: TurnFlow[Stack] = TurnFlow(TABLE)
    deciding = engine.settle(Stack(agenda=(("take", 1, (1,)),)))
    with pytest.raises(IllegalActionError, match="'take 7' is not allowed for seat 1 now"):
        engine.advance(deciding, Take(7))
    assert engine.settle(Stack(agenda=())).over is False  # no finish given: the state stays


def test_a_large_chance_step_checks_outcomes_through_a_set() -> None:
    step = Chance(tuple((Card(v), 1) for v in range(agenda.SET_ABOVE + 5)))
    assert step.allows(Card(0)) and step.allows(Card(agenda.SET_ABOVE + 4))
    assert not step.allows(Card(agenda.SET_ABOVE + 5)) and not step.allows(Take(0))
    small = Chance(((Card(1), 1),))
    assert small.forced and small.allows(Card(1)) and not small.allows(Card(2))


# ---- steps and agenda helpers --------------------------------------------------------------------
def test_decisions_and_chance_helpers_sort_by_notation() -> None:
    assert agenda.decide(0, [Take(10), Take(2), Take(1)]).actions == (Take(1), Take(10), Take(2))
    assert agenda.uniform([Card(12), Card(3)]).outcomes == ((Card(12), 1), (Card(3), 1))
    assert agenda.weighted([(Card(3), 5), (Card(12), 1)]).outcomes == ((Card(12), 1), (Card(3), 5))
    assert agenda.forced(Card(2)) == Chance(((Card(2), 1),))
    engine = flow()
    state = engine.settle(Stack(agenda=(("take", 0, (10, 2, 1)),)))
    assert [str(a) for a in engine.legal_actions(state)] == ["take 1", "take 10", "take 2"]
    assert agenda.options(engine.current(state)) == (Take(1), Take(10), Take(2))
    assert agenda.options(None) == ()


def test_agenda_helpers_change_the_head_and_other_fields() -> None:
    state = Stack(agenda=(("a",), ("b",)), total=1)
    assert agenda.head(state) == ("a",) and agenda.head(Stack(agenda=())) is None
    assert agenda.pop(state, total=2) == Stack(agenda=(("b",),), total=2)
    assert agenda.then(state, ("x",), ("y",)).agenda == (("x",), ("y",), ("b",))
    assert agenda.push(state, ("x",), banked=3) == Stack(agenda=(("x",), ("a",), ("b",)), total=1, banked=3)
    assert state.agenda == (("a",), ("b",)) and state.total == 1  # the state itself is unchanged
