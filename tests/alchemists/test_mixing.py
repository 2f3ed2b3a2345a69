"""The alchemicals and the mixing rule against the reference cross-check table (reference §1)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from games.alchemists import codes, mixing as lab
from games.alchemists.components import ALCHEMICALS, INGREDIENTS, NEGATIVE_EFFECTS, POTIONS
from games.kernel.errors import IllegalActionError, InvalidNotationError

# The reference's cross-check table, copied verbatim (grid numbers 1..8, rows and columns).
REFERENCE_TABLE = """
      1   2   3   4   5   6   7   8
  1   .   N  B-  G+  R-  B-  R-  G+
  2   N   .  G-  B+  B+  R+  G-  R+
  3  B-  G-   .   N  G-  R+  B-  R+
  4  G+  B+   N   .  R-  G+  R-  B+
  5  R-  B+  G-  R-   .   N  G-  B+
  6  B-  R+  R+  G+   N   .  B-  G+
  7  R-  G-  B-  R-  G-  B-   .   N
  8  G+  R+  R+  B+  B+  G+   N   .
"""


def reference_pairs() -> dict[tuple[int, int], str]:
    """{(x, y): potion} for x != y, 0-based grid indices, from REFERENCE_TABLE."""
    rows = [line.split() for line in REFERENCE_TABLE.strip().splitlines()[1:]]
    return {(x, y): rows[x][y + 1] for x in range(8) for y in range(8) if x != y}


REFERENCE = reference_pairs()


def test_the_reference_table_is_symmetric() -> None:
    assert all(REFERENCE[x, y] == REFERENCE[y, x] for x, y in REFERENCE)


def test_grid_order_short_names_and_sizes() -> None:
    assert [a.short_name for a in ALCHEMICALS] == ["B-", "B+", "G-", "G+", "R-", "R+", "---", "+++"]
    assert ALCHEMICALS[0].sizes == (False, False, True)  # 1: red small, green small, blue BIG
    assert ALCHEMICALS[4].sizes == (True, False, False)  # 5: red BIG
    assert ALCHEMICALS[6].sizes == (True, True, True)
    assert [a.sign_string for a in ALCHEMICALS] == ["-+-", "+-+", "+--", "-++", "--+", "++-", "---", "+++"]


@pytest.mark.parametrize(
    "pair", list(itertools.combinations(range(8), 2)), ids=lambda p: f"{p[0] + 1}+{p[1] + 1}"
)
def test_all_28_pairs_mix_as_the_reference_table(pair: tuple[int, int]) -> None:
    x, y = pair
    assert lab.mix_alchemicals(x, y) == REFERENCE[x, y]
    assert lab.mix_alchemicals(y, x) == REFERENCE[x, y]


def test_each_of_the_seven_results_comes_from_exactly_four_pairs() -> None:
    counts = Counter(lab.mix_alchemicals(x, y) for x, y in itertools.combinations(range(8), 2))
    assert counts == {potion: 4 for potion in POTIONS}


def test_neutral_pairs_are_the_four_opposites() -> None:
    pairs = itertools.combinations(range(8), 2)
    neutral = {(x + 1, y + 1) for x, y in pairs if lab.mix_alchemicals(x, y) == "N"}
    assert neutral == {(1, 2), (3, 4), (5, 6), (7, 8)}


def test_an_alchemical_cannot_mix_with_itself() -> None:
    with pytest.raises(IllegalActionError):
        lab.mix_alchemicals(3, 3)
    with pytest.raises(InvalidNotationError):
        lab.mix_alchemicals(0, 8)


def test_every_ingredient_pair_under_many_assignments_matches_the_table() -> None:
    chooser = random.Random(20140101)
    indices = [0, 1, 40319, *(int(chooser.random() * codes.ASSIGNMENT_COUNT) for _ in range(297))]
    for index in indices:
        assignment = codes.assignment_from_index(index)
        for a, b in itertools.permutations(INGREDIENTS, 2):
            x, y = assignment[INGREDIENTS.index(a)], assignment[INGREDIENTS.index(b)]
            assert lab.mix(assignment, a, b) == REFERENCE[x, y], (index, a, b)


def test_mixing_the_same_ingredient_twice_is_refused() -> None:
    with pytest.raises(IllegalActionError, match="same ingredient twice"):
        lab.mix(codes.decode("DEMO"), "toad", "toad")


def test_mixing_needs_ingredient_ids_and_a_real_assignment() -> None:
    demo = codes.decode("DEMO")
    with pytest.raises(InvalidNotationError, match="unknown ingredient id"):
        lab.mix(demo, "Pilz", "toad")
    with pytest.raises(InvalidNotationError, match="not an assignment"):
        lab.mix((0, 0, 1, 2, 3, 4, 5, 6), "fern", "toad")


def test_negative_potions_have_their_drinking_effects() -> None:
    assert NEGATIVE_EFFECTS == {"R-": "hospital", "G-": "paralysis", "B-": "insanity"}
