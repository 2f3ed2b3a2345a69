"""Properties of the deduction engine for random secrets and random true facts (hypothesis)."""

from __future__ import annotations

import itertools
import random

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from games.alchemists import codes, mixing as lab
from games.alchemists.components import COLOURED_POTIONS, COLOURS, INGREDIENTS, POTIONS
from games.alchemists.deduction import Contradiction, WorldSet
from games.alchemists.facts import AspectSign, Fact, Known, Made, NotMade, Sold

PROPERTY_SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None)
PAIRS = list(itertools.combinations(INGREDIENTS, 2))
secrets = st.integers(0, codes.ASSIGNMENT_COUNT - 1)


@st.composite
def true_fact(draw: st.DrawFn, secret: lab.Assignment) -> Fact:
    """A fact of any kind that holds for `secret`, as the lab would have answered it."""
    kind = draw(st.sampled_from(["made", "not-made", "sold", "aspect", "known"]))
    a, b = draw(st.sampled_from(PAIRS))
    made = lab.mix(secret, a, b)
    if kind == "made":
        return Made(a, b, made)
    if kind == "not-made":
        return NotMade(a, b, draw(st.sampled_from([p for p in POTIONS if p != made])))
    if kind == "sold":
        wanted = draw(st.sampled_from(COLOURED_POTIONS))
        return Sold(a, b, wanted, lab.sell_quality(secret, wanted, a, b))
    if kind == "aspect":
        colour = draw(st.sampled_from(COLOURS))
        return AspectSign(a, colour, lab.debunk_aspect(secret, a, colour))
    return Known(a, lab.alchemical_index(secret, a) + 1)


@st.composite
def secret_and_facts(draw: st.DrawFn) -> tuple[int, list[Fact]]:
    world = draw(secrets)
    secret = codes.assignment_from_index(world)
    return world, draw(st.lists(true_fact(secret), min_size=1, max_size=10))


@PROPERTY_SETTINGS
@given(secret_and_facts())
def test_the_secret_always_survives_its_true_facts(case: tuple[int, list[Fact]]) -> None:
    world, facts = case
    worlds = WorldSet.of(facts)
    assert worlds.contains(world)
    secret = codes.assignment_from_index(world)
    for ingredient, (alchemical, row) in enumerate(zip(secret, worlds.shares)):
        assert row[alchemical] > 0  # the true cell is never ruled out
        certain = worlds.certain[ingredient]
        assert certain is None or certain == alchemical


@PROPERTY_SETTINGS
@given(secret_and_facts())
def test_adding_a_fact_never_adds_a_world(case: tuple[int, list[Fact]]) -> None:
    _, facts = case
    worlds = WorldSet()
    for fact in facts:
        narrower = worlds.add(fact)
        assert narrower.count <= worlds.count
        assert not (narrower.mask & ~worlds.mask).any()
        worlds = narrower


@PROPERTY_SETTINGS
@given(secret_and_facts(), st.randoms(use_true_random=False))
def test_the_order_of_facts_never_matters(case: tuple[int, list[Fact]], rng: random.Random) -> None:
    _, facts = case
    shuffled = list(facts)
    rng.shuffle(shuffled)
    first, second = WorldSet.of(facts), WorldSet.of(shuffled)
    assert np.array_equal(first.mask, second.mask)
    assert first.best_experiment == second.best_experiment
    assert first.signs == second.signs


@PROPERTY_SETTINGS
@given(secret_and_facts(), st.sampled_from(PAIRS), st.sampled_from(POTIONS))
def test_a_rejected_fact_changes_nothing_and_its_conflicts_are_minimal(
    case: tuple[int, list[Fact]], pair: tuple[str, str], potion: str
) -> None:
    _, facts = case
    worlds = WorldSet.of(facts)
    before = worlds.mask.copy()
    fact = Made(*pair, potion)
    try:
        worlds.add(fact)
    except Contradiction as contradiction:
        assert np.array_equal(worlds.mask, before) and worlds.facts == tuple(facts)
        conflicts = contradiction.conflicts
        assert set(conflicts) <= set(facts)
        assert WorldSet.of(conflicts).count_if(fact) == 0
        for left_out in range(len(conflicts)):
            rest = conflicts[:left_out] + conflicts[left_out + 1 :]
            assert WorldSet.of(rest).count_if(fact) > 0
    else:
        assert worlds.count_if(fact) > 0
