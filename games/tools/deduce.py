"""`python main.py deduce [--json] FACT...`: what the facts leave of the 8! Alchemists secrets.

One argument per fact (syntax in games.alchemists.facts). Prints a readable grid, or with --json one
object: worlds, cells (ingredient -> 8 shares in grid order, 4 decimals), certain (ingredient -> grid
number or null), signs (ingredient -> red green blue as + - ?), best ({pair, expected_worlds}, 2
decimals), plus facts (as understood) and solved. Bad facts and contradictions exit with status 2 and
one line on stderr. Imports no pygame.
"""

from __future__ import annotations

import argparse
import json
import sys

from games.alchemists.components import ALCHEMICALS, INGREDIENT_NAMES, INGREDIENTS
from games.alchemists.deduction import WORLD_COUNT, Contradiction, WorldSet, shown_percent
from games.alchemists.facts import parse_fact
from games.tools.args import ArgumentParser, UsageError
from games.kernel.errors import RulesError

EPILOG = """facts (one argument each; ingredients as ids, German names or grid numbers 1-8):
  A+B=POTION           A and B made POTION (student, drink, successful Master debunk or exhibition)
  A+B!=POTION          they did not make it (failed Master debunk or exhibition)
  A+B@WANTED=QUALITY   a sale to an adventurer wanting WANTED: exact, sign, neutral or wrong
  A.COLOUR=SIGN        Apprentice debunk: the sign (+ or -) of A's red, green or blue aspect
  A=N                  A holds alchemical N (grid number 1-8, top to bottom)
  A=N|M|...            A holds one of these alchemicals (a Periscope's glimpse of A and the answer)
Potions: R+ R- G+ G- B+ B- N or names (healing, heiltrank). Example:
  python main.py deduce "pilz+kröte=R+" "farn+kröte@R+=sign" "kröte.green=-"
The best next experiment is the pair whose result leaves the fewest worlds on average."""


def _parser() -> ArgumentParser:
    parser = ArgumentParser(
        prog="python main.py deduce",
        description="Which of the 40,320 Alchemists secrets the facts leave, and what follows.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,
    )
    parser.add_argument("facts", nargs="*", metavar="FACT", help="a fact, e.g. pilz+kröte=R+")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def answers(worlds: WorldSet) -> dict:
    """The JSON answer for `worlds`."""
    shares = worlds.shares
    best = worlds.best_experiment
    return {
        "worlds": worlds.count,
        "cells": {name: [round(float(x), 4) for x in row] for name, row in zip(INGREDIENTS, shares)},
        "certain": {name: None if n is None else n + 1 for name, n in zip(INGREDIENTS, worlds.certain)},
        "signs": dict(zip(INGREDIENTS, worlds.signs)),
        "best": {"pair": list(best.pair), "expected_worlds": round(best.expected_worlds, 2)},
        "facts": [str(fact) for fact in worlds.facts],
        "solved": worlds.count == 1,
    }


def _percent(worlds: int, count: int) -> str:
    """A cell as text: "." ruled out, "100" certain, else a whole percentage rounded half up ("<1",
    ">99" at the ends)."""
    if worlds == 0:
        return "."
    if worlds == count:
        return "100"
    kind, percent = shown_percent(worlds, count)
    return {"below": "<", "above": ">"}.get(kind, "") + str(percent)


def text_report(worlds: WorldSet) -> str:
    """The answer as a grid a person reads: percent of worlds per cell, signs, the hint."""
    header = "".join(f"{f'{n}:{a.short_name}':>7}" for n, a in enumerate(ALCHEMICALS, start=1))
    facts = f" Facts: {', '.join(map(str, worlds.facts))}." if worlds.facts else ""
    lines = [
        f"{worlds.count} of {WORLD_COUNT} worlds left.{facts}",
        "",
        f"{'% of worlds':<15}{header}  signs (red green blue)",
    ]
    for name, row, signs in zip(INGREDIENTS, worlds.cell_counts, worlds.signs):
        cells = "".join(f"{_percent(int(n), worlds.count):>7}" for n in row)
        lines.append(f"{INGREDIENT_NAMES[name]['en']:<15}{cells}  {signs}")
    lines.append("")
    if worlds.count == 1:
        lines.append("Solved: only one world is left.")
    else:
        best = worlds.best_experiment
        pair = " + ".join(INGREDIENT_NAMES[name]["en"] for name in best.pair)
        lines.append(f"Best next experiment: {pair} (leaves {best.expected_worlds:.2f} worlds on average).")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """Run the tool; 0 on success, 2 on a bad fact or a contradiction (one line on stderr)."""
    try:
        args = _parser().parse_args(argv)
        worlds = WorldSet()
        for number, text in enumerate(args.facts, start=1):
            try:
                worlds = worlds.add(parse_fact(text))
            except Contradiction as error:
                raise UsageError(f"fact {number} ({text!r}): {error}") from None
    except (UsageError, RulesError) as error:
        print(f"deduce: {error}", file=sys.stderr)
        return 2
    print(json.dumps(answers(worlds), ensure_ascii=False) if args.json else text_report(worlds))
    return 0
