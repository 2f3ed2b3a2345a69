"""Every registered game honours the kernel protocol (after OpenSpiel's random_sim_test).

For each game in games.GAMES with rules, each seat count it allows (Materia Prima counts players,
a solo player runs two alchemists) and each value of its options,
a seeded random playout runs to the end through the kernel driver, and at every step:
- a seat to move has legal actions, sorted by notation (the one order games.kernel.protocol
  documents), without repeats; chance points and the end have none;
- a chance point has outcomes with positive integer weights, each outcome once;
- every legal action's notation parses back to the same action;
- every seat's view can be taken (never raises);
and at the end the outcome is well-formed (a score per seat, a winner among the seats or none) and
replaying the record's texts gives the same final state. A fifth game is checked by adding it to
the registry.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

import pytest

from games import GAMES, resolve
from games.kernel import play
from games.kernel.protocol import CHANCE, TERMINAL, Outcome, Rules, seat_names_of, table_config
from games.kernel.record import replay

SEEDS = (1,)
MAX_STEPS = 20_000


def registered_rules() -> list[tuple[str, Rules]]:
    return [(game_id, resolve(info.rules)) for game_id, info in GAMES.items() if info.rules]  # type: ignore[misc]


def configurations() -> Iterator[tuple[str, int, dict[str, object], int]]:
    """(game, seat count, options, seed): every seat count with the default options, every
    non-default option value at the smallest seat count."""
    for game_id, rules in registered_rules():
        counts = tuple(getattr(rules, "seat_counts", None) or (len(rules.seat_names),))
        for count in counts:
            for seed in SEEDS:
                yield game_id, count, {}, seed
        for option in getattr(rules, "options", ()):
            for value in option.choices[1:]:
                yield game_id, counts[0], {option.key: value}, SEEDS[0]


CONFIGURATIONS = list(configurations())


def describe(case: tuple[str, int, dict[str, object], int]) -> str:
    game_id, count, options, seed = case
    extra = "".join(f"-{key}={value}" for key, value in options.items())
    return f"{game_id}-{count}seats{extra}-seed{seed}"


def check_decision(rules: Rules, state: Any, where: str) -> list[Any]:
    """The legal actions of a seat's decision, checked."""
    legal = rules.legal_actions(state)
    texts = [str(action) for action in legal]
    assert legal, f"{where}: a seat is to move but has no legal action"
    assert texts == sorted(texts), f"{where}: legal actions not in notation order: {texts[:12]}"
    assert len(set(texts)) == len(texts), f"{where}: an action is listed twice: {texts[:12]}"
    assert rules.chance_outcomes(state) == [], f"{where}: chance outcomes at a seat's decision"
    for action, text in zip(legal, texts):
        assert rules.parse_action(text) == action, f"{where}: {text!r} does not parse back to itself"
    return legal


def check_chance(rules: Rules, state: Any, where: str) -> None:
    outcomes = rules.chance_outcomes(state)
    assert outcomes, f"{where}: a chance point without outcomes"
    assert rules.legal_actions(state) == [], f"{where}: legal actions at a chance point"
    assert all(isinstance(w, int) and w > 0 for _, w in outcomes), f"{where}: weights {outcomes[:8]}"
    texts = [str(action) for action, _ in outcomes]
    assert len(set(texts)) == len(texts), f"{where}: a chance outcome is listed twice"
    for action, _ in outcomes:
        assert rules.parse_action(str(action)) == action, f"{where}: {action} does not parse back to itself"


def check_outcome(outcome: Outcome | None, seats: int) -> None:
    assert isinstance(outcome, Outcome)
    assert len(outcome.scores) == seats and all(isinstance(s, int) for s in outcome.scores)
    assert outcome.winner is None or 0 <= outcome.winner < seats


@pytest.mark.parametrize("case", CONFIGURATIONS, ids=describe)
def test_random_playout_keeps_the_protocol(case: tuple[str, int, dict[str, object], int]) -> None:
    game_id, count, options, seed = case
    rules = resolve(GAMES[game_id].rules)  # type: ignore[arg-type]
    seats = len(seat_names_of(rules, table_config(rules, count, options)))  # a solo Materia Prima has two
    match = play.new_match(rules, ["human"] * seats, seed, options)
    rng = random.Random(seed)
    for step in range(MAX_STEPS):
        state = match.state
        to_move = rules.to_move(state)
        if to_move == TERMINAL:
            break
        where = f"{describe(case)} step {step} ({rules.phase(state)})"
        assert 0 <= to_move < seats, f"{where}: seat {to_move} is to move (the driver resolves chance)"
        legal = check_decision(rules, state, where)
        play.play_action(match, legal[int(rng.random() * len(legal))])
    else:
        pytest.fail(f"{describe(case)}: no end after {MAX_STEPS} steps")
    for index, state in enumerate(match.states):
        for seat in range(seats):
            rules.view(state, seat)
        if rules.to_move(state) == CHANCE:
            check_chance(rules, state, f"{describe(case)} chance step {index}")
    assert rules.legal_actions(match.state) == [] and rules.chance_outcomes(match.state) == []
    check_outcome(rules.outcome(match.state), seats)
    assert replay(rules, match.record) == match.state


def test_every_game_with_rules_is_checked() -> None:
    checked = {game_id for game_id, _, _, _ in CONFIGURATIONS}
    assert checked == {game_id for game_id, info in GAMES.items() if info.rules}
    assert len(checked) >= 4
