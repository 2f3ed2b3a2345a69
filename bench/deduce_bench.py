"""Speed and usefulness of the Alchemists deduction engine (games/alchemists/deduction.py).

1. Times, from 40,320 worlds down to one: applying one fact and recomputing the whole grid (cell
   shares, certain alchemicals, certain signs; goal ≤ 10 ms), and the best next experiment (goal
   ≤ 30 ms); median and 95th percentile, overall and by how many worlds were left. The facts are
   the true results of random experiments (mixes, sales, debunks) for seeded random secrets.
2. How many experiments (tests on the student) solve a random secret when each one mixes the hinted
   best pair, compared with mixing random pairs not yet tried (any pair is allowed: the hand of
   ingredient cards a real player is limited to is not modelled).
Run: `python bench/deduce_bench.py [SECRETS]` (default 500 secrets for both parts).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.alchemists import codes, mixing as lab  # noqa: E402
from games.alchemists.components import COLOURED_POTIONS, COLOURS, INGREDIENTS  # noqa: E402
from games.alchemists.deduction import PAIR_NAMES, WORLD_COUNT, WorldSet  # noqa: E402
from games.alchemists.facts import AspectSign, Fact, Made, NotMade, Sold  # noqa: E402

BANDS = ((10_000, 40_320, "10,000-40,320"), (1_000, 9_999, "1,000-9,999"), (100, 999, "100-999"), (2, 99, "2-99"))


def random_true_fact(rng: random.Random, secret: lab.Assignment) -> Fact:
    """The lab's answer to a random experiment: mostly mixes, some sales, debunks, failed exhibitions."""
    a, b = rng.choice(PAIR_NAMES)
    kind = rng.random()
    if kind < 0.55:
        return Made(a, b, lab.mix(secret, a, b))
    if kind < 0.6:
        return NotMade(a, b, rng.choice([p for p in COLOURED_POTIONS if p != lab.mix(secret, a, b)]))
    if kind < 0.85:
        wanted = rng.choice(COLOURED_POTIONS)
        return Sold(a, b, wanted, lab.sell_quality(secret, wanted, a, b))
    colour = rng.choice(COLOURS)
    return AspectSign(a, colour, lab.debunk_aspect(secret, a, colour))


def refresh_grid(worlds: WorldSet) -> None:
    """Everything the notebook grid shows."""
    _ = worlds.shares, worlds.certain, worlds.signs, worlds.count


def time_descent(secret: lab.Assignment, rng: random.Random) -> list[tuple[int, float, float]]:
    """(worlds before, ms to apply a fact and recompute the grid, ms for the best experiment) per step."""
    samples = []
    worlds = WorldSet()
    while worlds.count > 1:
        fact = random_true_fact(rng, secret)
        start = time.perf_counter()
        narrower = worlds.add(fact)
        refresh_grid(narrower)
        applied = time.perf_counter()
        _ = WorldSet(narrower.facts, narrower.mask).best_experiment  # uncached
        done = time.perf_counter()
        samples.append((worlds.count, (applied - start) * 1000, (done - applied) * 1000))
        worlds = narrower
    return samples


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile of `values` (share in 0..1)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def report_times(secrets: list[lab.Assignment], rng: random.Random) -> None:
    samples = [s for secret in secrets for s in time_descent(secret, rng)]
    print(f"\n1. times in ms over {len(samples)} facts from {len(secrets)} descents to one world")
    print(f"{'worlds before the fact':<24}{'n':>6}{'apply+grid med':>16}{'p95':>8}{'best med':>10}{'p95':>8}")
    rows = [("all", samples)] + [(name, [s for s in samples if low <= s[0] <= high]) for low, high, name in BANDS]
    for name, chosen in rows:
        if not chosen:
            continue
        apply, best = [s[1] for s in chosen], [s[2] for s in chosen]
        print(f"{name:<24}{len(chosen):>6}{statistics.median(apply):>16.2f}{percentile(apply, .95):>8.2f}"
              f"{statistics.median(best):>10.2f}{percentile(best, .95):>8.2f}")
    grid, best = [], []
    for _ in range(50):
        start = time.perf_counter()
        refresh_grid(WorldSet())
        middle = time.perf_counter()
        _ = WorldSet().best_experiment
        grid.append((middle - start) * 1000)
        best.append((time.perf_counter() - middle) * 1000)
    print(f"all 40,320 worlds: grid median {statistics.median(grid):.2f}, p95 {percentile(grid, .95):.2f}; "
          f"best median {statistics.median(best):.2f}, p95 {percentile(best, .95):.2f}")
    print("goals: apply + grid <= 10 ms, best experiment <= 30 ms")


def experiments_to_solve(secret: lab.Assignment, choose: str, rng: random.Random) -> int:
    """Mixes until one world is left, each pair the hint's best one or a random untried one."""
    worlds, untried, steps = WorldSet(), list(PAIR_NAMES), 0
    while worlds.count > 1:
        pair = worlds.best_experiment.pair if choose == "hint" else untried.pop(rng.randrange(len(untried)))
        worlds = worlds.add(Made(*pair, lab.mix(secret, *pair)))
        steps += 1
    return steps


def report_solving(secrets: list[lab.Assignment], rng: random.Random) -> None:
    print(f"\n2. tests on the student until the secret is known, {len(secrets)} random secrets")
    print(f"{'pairs chosen':<28}{'mean':>7}{'median':>8}{'min':>5}{'max':>5}")
    for choose, name in (("hint", "best next experiment"), ("random", "random untried pairs")):
        steps = [experiments_to_solve(secret, choose, rng) for secret in secrets]
        print(f"{name:<28}{statistics.mean(steps):>7.2f}{statistics.median(steps):>8.1f}"
              f"{min(steps):>5}{max(steps):>5}")


def main(count: int) -> None:
    rng = random.Random(2014)
    secrets = [codes.assignment_from_index(rng.randrange(WORLD_COUNT)) for _ in range(count)]
    print(f"deduction engine, {len(INGREDIENTS)} ingredients, {WORLD_COUNT} worlds; "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (times are noisy on a busy machine)")
    report_times(secrets, rng)
    report_solving(secrets, rng)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 500)
