"""The deduction engine against a brute force written here from the rules' own definitions.

The brute force knows nothing of the engine's tables: the alchemicals are the reference §1 sign
table, mixing is the rules' definition (same colour, same sign, different size; else neutral), and
the worlds are itertools.permutations. Facts reach the engine only as text.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import numpy as np
import pytest

from games.alchemists import codes, deduction
from games.alchemists.deduction import Contradiction, WorldSet
from games.alchemists.facts import parse_fact
from games.kernel.errors import InvalidNotationError

INGREDIENT_IDS = ["mushroom", "fern", "toad", "bird-claw", "flower", "mandrake", "scorpion", "raven-feather"]
# Reference §1: signs of red, green, blue of the alchemicals 1..8 in grid order.
SIGNS = {1: "-+-", 2: "+-+", 3: "+--", 4: "-++", 5: "--+", 6: "++-", 7: "---", 8: "+++"}
COLOUR_LETTERS = "RGB"
COLOUR_IDS = ["red", "green", "blue"]
POTION_IDS = ["R+", "R-", "G+", "G-", "B+", "B-", "N"]
WANTED_IDS = POTION_IDS[:6]
QUALITY_IDS = ["exact", "sign", "neutral", "wrong"]


def big(number: int, colour: int) -> bool:
    """An aspect is big when its sign equals the sign of the next colour (red→green→blue→red)."""
    return SIGNS[number][colour] == SIGNS[number][(colour + 1) % 3]


def brew(x: int, y: int) -> str:
    """The rules' mixing of two different alchemicals (grid numbers)."""
    for colour in range(3):
        if SIGNS[x][colour] == SIGNS[y][colour] and big(x, colour) != big(y, colour):
            return COLOUR_LETTERS[colour] + SIGNS[x][colour]
    return "N"


BREW = {(x, y): brew(x, y) for x, y in itertools.permutations(range(1, 9), 2)}
PAIRS = list(itertools.combinations(range(8), 2))
WORLDS = list(itertools.permutations(range(1, 9)))  # world[i] = grid number inside ingredient i


def quality(wanted: str, made: str) -> str:
    if made == wanted:
        return "exact"
    if made == "N":
        return "neutral"
    return "sign" if made[1] == wanted[1] else "wrong"


def holds(fact: tuple, world: tuple[int, ...]) -> bool:
    """Whether a fact, as (kind, ...) with 0-based ingredients, is true in `world`."""
    kind = fact[0]
    if kind in ("made", "not-made", "sold"):
        made = BREW[world[fact[1]], world[fact[2]]]
        if kind == "made":
            return made == fact[3]
        if kind == "not-made":
            return made != fact[3]
        return quality(fact[3], made) == fact[4]
    if kind == "aspect":
        return SIGNS[world[fact[1]]][fact[2]] == fact[3]
    return world[fact[1]] == fact[2]


def text(fact: tuple) -> str:
    """The fact in the notebook's notation (with varied spellings: ids and grid numbers)."""
    kind, first = fact[0], fact[1]
    a = INGREDIENT_IDS[first] if first % 2 else str(first + 1)
    if kind == "aspect":
        return f"{a}.{COLOUR_IDS[fact[2]]}={fact[3]}"
    if kind == "known":
        return f"{a}={fact[2]}"
    b = INGREDIENT_IDS[fact[2]]
    if kind == "sold":
        return f"{b}+{a}@{fact[3]}={fact[4]}"
    return f"{a}+{b}{'=' if kind == 'made' else '!='}{fact[3]}"


def brute_count(facts: list[tuple]) -> int:
    return sum(all(holds(f, w) for f in facts) for w in WORLDS)


def engine_count(facts: list[tuple]) -> int:
    return WorldSet.of(parse_fact(text(f)) for f in facts).count


@pytest.fixture(scope="module")
def pair_tally() -> Counter:
    """Counter[(i, j, potion)]: in how many worlds pair (i, j) makes potion, by brute force."""
    tally: Counter = Counter()
    for world in WORLDS:
        for i, j in PAIRS:
            tally[i, j, BREW[world[i], world[j]]] += 1
    return tally


def test_worlds_are_numbered_as_game_codes() -> None:
    assert deduction.WORLDS.shape == (40320, 8)
    assert all(tuple(deduction.WORLDS[w]) == codes.assignment_from_index(w) for w in range(40320))
    demo = codes.index_from_assignment(codes.decode("DEMO"))
    assert WorldSet.of([parse_fact("1=6"), parse_fact("toad=2")]).contains(demo)


def test_pair_results_follow_the_brute_force_mixing() -> None:
    sample = deduction.WORLDS.tolist()[::97]
    for p, (i, j) in enumerate(PAIRS):
        expected = [POTION_IDS.index(BREW[w[i] + 1, w[j] + 1]) for w in sample]
        assert deduction.PAIR_RESULTS[p, ::97].tolist() == expected


def test_every_mix_fact_counts_as_the_brute_force(pair_tally: Counter) -> None:
    for (i, j), potion in itertools.product(PAIRS, POTION_IDS):
        assert engine_count([("made", i, j, potion)]) == pair_tally[i, j, potion] == 5760
        assert engine_count([("not-made", i, j, potion)]) == 40320 - pair_tally[i, j, potion]


def test_every_sale_fact_counts_as_the_brute_force(pair_tally: Counter) -> None:
    for (i, j), wanted, answer in itertools.product(PAIRS, WANTED_IDS, QUALITY_IDS):
        expected = sum(pair_tally[i, j, p] for p in POTION_IDS if quality(wanted, p) == answer)
        assert engine_count([("sold", i, j, wanted, answer)]) == expected


def test_every_aspect_and_known_fact_counts_as_the_brute_force() -> None:
    for i, colour, sign in itertools.product(range(8), range(3), "+-"):
        fact = ("aspect", i, colour, sign)
        assert engine_count([fact]) == brute_count([fact])
    for i, number in itertools.product(range(8), range(1, 9)):
        assert engine_count([("known", i, number)]) == 5040


def random_fact(rng: random.Random) -> tuple:
    """Any fact, true or not."""
    i, j = rng.choice(PAIRS)
    kind = rng.choice(["made", "not-made", "sold", "aspect", "known"])
    if kind in ("made", "not-made"):
        return (kind, i, j, rng.choice(POTION_IDS))
    if kind == "sold":
        return (kind, i, j, rng.choice(WANTED_IDS), rng.choice(QUALITY_IDS))
    if kind == "aspect":
        return (kind, i, rng.randrange(3), rng.choice("+-"))
    return (kind, i, rng.randint(1, 8))


def true_fact(rng: random.Random, secret: tuple[int, ...]) -> tuple:
    """A random fact that holds in `secret`."""
    fact = random_fact(rng)
    kind, i = fact[0], fact[1]
    if kind in ("made", "not-made", "sold"):
        made = BREW[secret[i], secret[fact[2]]]
        if kind == "made":
            return (kind, i, fact[2], made)
        if kind == "not-made":
            return (kind, i, fact[2], rng.choice([p for p in POTION_IDS if p != made]))
        return (kind, i, fact[2], fact[3], quality(fact[3], made))
    if kind == "aspect":
        return (kind, i, fact[2], SIGNS[secret[i]][fact[2]])
    return (kind, i, secret[i])


def brute_answers(survivors: list[tuple[int, ...]]) -> tuple[list[list[int]], list[str], tuple[int, int], float]:
    """Cell counts, signs, best pair and its expected worlds, by brute force over `survivors`."""
    cells = [[sum(w[i] == n for w in survivors) for n in range(1, 9)] for i in range(8)]
    signs = []
    for i in range(8):
        marks = ""
        for colour in range(3):
            seen = {SIGNS[w[i]][colour] for w in survivors}
            marks += seen.pop() if len(seen) == 1 else "?"
        signs.append(marks)
    squares = [sum(c * c for c in Counter(BREW[w[i], w[j]] for w in survivors).values()) for i, j in PAIRS]
    best = squares.index(min(squares))
    return cells, signs, PAIRS[best], squares[best] / len(survivors)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(16))
def test_fact_sets_and_every_answer_against_the_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    secret = rng.choice(WORLDS)
    facts = [true_fact(rng, secret) for _ in range(rng.randint(1, 7))] + [random_fact(rng)]  # may be false
    survivors = [w for w in WORLDS if all(holds(f, w) for f in facts)]
    if not survivors:
        with pytest.raises(Contradiction):
            engine_count(facts)
        return
    worlds = WorldSet.of(parse_fact(text(f)) for f in facts)
    cells, signs, pair, expected = brute_answers(survivors)
    assert worlds.count == len(survivors)
    assert worlds.cell_counts.tolist() == cells
    assert list(worlds.signs) == signs
    best = worlds.best_experiment
    assert best.pair == (INGREDIENT_IDS[pair[0]], INGREDIENT_IDS[pair[1]])
    assert best.expected_worlds == pytest.approx(expected)
    assert worlds.world_indices().tolist() == sorted(codes.index_from_assignment(tuple(n - 1 for n in w))
                                                     for w in survivors)


def test_no_facts_leave_all_worlds_and_every_pair_is_equally_good() -> None:
    worlds = WorldSet()
    assert worlds.count == 40320
    assert np.array_equal(worlds.shares, np.full((8, 8), 1 / 8))
    assert worlds.signs == ("???",) * 8 and worlds.certain == (None,) * 8
    best = worlds.best_experiment
    assert (best.pair, best.expected_worlds, best.outcomes) == (("mushroom", "fern"), 5760.0, (5760,) * 7)


def test_the_demo_secret_is_found_and_then_certain() -> None:
    demo = codes.decode("DEMO")
    facts = [f"{INGREDIENT_IDS[i]}={demo[i] + 1}" for i in range(7)]
    worlds = WorldSet.of(parse_fact(f) for f in facts)
    assert worlds.count == 1
    assert worlds.certain == demo
    assert worlds.signs[0] == "++-"  # mushroom holds R+ (grid 6)
    assert worlds.best_experiment.pair == ("mushroom", "fern")  # every pair ties at 1 world
    assert worlds.best_experiment.expected_worlds == 1.0


def test_a_contradiction_names_the_fact_and_a_minimal_set_it_conflicts_with() -> None:
    before = WorldSet.of(map(parse_fact, ["mushroom.red=+", "fern=4", "mushroom+toad=R+"]))
    with pytest.raises(Contradiction) as raised:
        before.add(parse_fact("mushroom+toad=G-"))
    assert raised.value.fact == parse_fact("mushroom+toad=G-")
    assert raised.value.conflicts == (parse_fact("mushroom+toad=R+"),)
    assert str(raised.value) == "'mushroom+toad=G-' leaves no world: it contradicts 'mushroom+toad=R+'"
    assert before.count == WorldSet.of(before.facts).count and len(before.facts) == 3


def test_a_contradiction_of_several_facts_names_a_minimal_set_of_them() -> None:
    # Toad's blue aspect is +; fern (R-, grid 5) could only be neutral with R+ (grid 6), whose blue is -.
    facts = ["toad.red=+", "toad.green=+", "toad.blue=+", "toad+fern=N", "fern=5"]
    with pytest.raises(Contradiction) as raised:
        WorldSet.of(map(parse_fact, facts))
    assert str(raised.value) == (
        "'fern=5' leaves no world: it contradicts 'toad.blue=+' and 'fern+toad=N' taken together"
    )
    core = [("aspect", 2, 2, "+"), ("made", 1, 2, "N"), ("known", 1, 5)]
    assert brute_count(core) == 0
    assert brute_count(core[1:]) > 0 and brute_count([core[0], core[2]]) > 0  # and none can be left out


def test_weighted_worlds_give_weighted_answers() -> None:
    worlds = WorldSet.of([parse_fact("mushroom+toad=R+")])
    weights = worlds.mask.astype(float) * 3.0
    assert np.array_equal(deduction.cell_counts(weights), worlds.cell_counts * 3.0)
    assert deduction.best_experiment(weights).pair == worlds.best_experiment.pair
    assert deduction.best_experiment(weights).expected_worlds == pytest.approx(3 * worlds.best_experiment.expected_worlds)
    uniform = deduction.best_experiment(np.full(40320, 0.1))  # every pair ties: the first one wins
    assert uniform.pair == ("mushroom", "fern") and uniform.expected_worlds == pytest.approx(576.0)
    theory = deduction.fact_mask(parse_fact("mushroom=6"))
    tilted = np.where(theory, 10.0, 1.0) * worlds.mask
    assert deduction.cell_counts(tilted)[0, 5] == 10 * worlds.count_if(parse_fact("mushroom=6"))


def test_arrays_are_read_only_and_selections_are_checked() -> None:
    worlds = WorldSet.of([parse_fact("fern+toad=N")])
    for array in (deduction.WORLDS, deduction.PAIR_RESULTS, worlds.mask, worlds.cell_counts, worlds.world_indices()):
        with pytest.raises(ValueError):
            array.flat[0] = 0
    with pytest.raises(InvalidNotationError):
        deduction.cell_counts(np.ones(10, dtype=bool))
    with pytest.raises(InvalidNotationError):
        deduction.outcome_counts(np.ones(40320, dtype=np.int64))
    with pytest.raises(InvalidNotationError, match="no world is selected"):
        deduction.best_experiment(np.zeros(40320, dtype=bool))
    with pytest.raises(InvalidNotationError):
        WorldSet((), np.zeros(40320, dtype=bool))


def test_whole_percent_rounds_half_up_exactly() -> None:
    from games.alchemists.deduction import whole_percent

    assert [whole_percent(w, c) for w, c in ((1, 8), (3, 8), (1, 200), (1, 201), (1, 3), (2, 3), (0, 5), (5, 5))] == \
        [13, 38, 1, 0, 33, 67, 0, 100]
