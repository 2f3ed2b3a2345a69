"""The fact "this ingredient holds one of these alchemicals" (what a Periscope's glimpse of one
ingredient and the answer tell): read, written back, refused when wrong, exact in the engine, and
derived from a seat's view of a colleague's mix."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from games.alchemists import mixing as lab
from games.alchemists.board.knowledge import facts_of, glimpse_facts, sheet_facts
from games.alchemists.board.rules import RULES
from games.alchemists.board.view import ExperimentView
from games.alchemists.components import ALCHEMICALS, INGREDIENTS, POTIONS
from games.alchemists.deduction import WORLD_COUNT, WORLDS, WorldSet, fact_mask
from games.alchemists.facts import AspectSign, Known, OneOf, one_of_made, parse_fact
from games.kernel.errors import InvalidNotationError
from games.kernel.play import new_match


def test_it_is_read_and_written_back_with_its_numbers_ascending() -> None:
    assert parse_fact("Kröte = 5|1|3") == OneOf("toad", (1, 3, 5))
    assert str(OneOf("toad", (8, 2))) == "toad=2|8"
    every = [OneOf(i, numbers) for i in INGREDIENTS for size in range(2, 8)
             for numbers in itertools.combinations(range(1, 9), size)]
    assert len(every) == 8 * (2**8 - 1 - 8 - 1)  # no empty set, no single, not all eight
    assert all(parse_fact(str(f)) == f for f in every)
    assert parse_fact("toad=3") == Known("toad", 3)  # one number is the Known fact


@pytest.mark.parametrize(("text", "words"), [
    ("toad=1|1", "different"), ("toad=1|2|3|4|5|6|7|8", "2 to 7"), ("toad=1|9", "grid number 1-8"),
    ("toad=1|", "grid number 1-8"),
])
def test_bad_sets_are_refused(text: str, words: str) -> None:
    with pytest.raises(InvalidNotationError, match=words):
        parse_fact(text)


def test_the_engine_keeps_exactly_the_worlds_where_the_ingredient_holds_one_of_them() -> None:
    fact = OneOf("fern", (2, 7))
    mask = fact_mask(fact)
    fern = INGREDIENTS.index("fern")
    assert int(mask.sum()) == 2 * WORLD_COUNT // 8
    assert set(WORLDS[mask, fern].tolist()) == {1, 6}
    worlds = WorldSet.of([fact])
    assert worlds.cell_counts[fern].tolist() == [0, 5040, 0, 0, 0, 0, 5040, 0]


def test_a_glimpse_allows_the_alchemicals_that_can_make_the_answer_with_some_partner() -> None:
    for potion in POTIONS:
        fact = one_of_made("toad", {potion})
        expected = {x for x in range(8) if any(lab.mix_alchemicals(x, y) == potion for y in range(8) if y != x)}
        assert (fact is None) == (len(expected) == 8)
        if fact is not None:
            assert fact.alchemicals == frozenset(expected)
    healing = one_of_made("toad", {"R+"})
    assert healing is not None and healing.numbers == (2, 3, 6, 8)
    assert healing.alchemicals == AspectSign("toad", "red", "+").alchemicals  # a healing potion needs red +
    assert [a.signs[0] for a in (ALCHEMICALS[n - 1] for n in healing.numbers)] == [1, 1, 1, 1]


def test_the_sheet_learns_from_the_glimpse_of_a_colleague_s_mix() -> None:
    view = RULES.view(new_match(RULES, ["human", "bot", "bot"], 3, {"variant": "apprentice"}).state, 0)
    seen = ExperimentView(0, 1, 1, "student", None, "", "B-", "", (INGREDIENTS.index("toad"),), None)
    sold = ExperimentView(1, 1, 2, "sell", None, "R+", "wrong", "", (INGREDIENTS.index("fern"),), None)
    unseen = ExperimentView(2, 1, 2, "drink", None, "", "G+", "", (), None)
    view = dataclasses.replace(view, experiments=(seen, sold, unseen))
    assert facts_of(view) == (AspectSign("toad", "blue", "-"),)  # the computers' hard fact: the made potion's sign
    wrong = frozenset(p for p in POTIONS if lab.quality_of("R+", p) == "wrong")
    assert glimpse_facts(view) == (OneOf("toad", (1, 3, 6, 7)), one_of_made("fern", wrong))
    assert sheet_facts(view) == facts_of(view) + glimpse_facts(view)
