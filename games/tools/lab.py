"""`python main.py lab ...`: the Alchemists lab for scripts and tests (no pygame, answers fast).

Every command prints one friendly English line, or with --json one JSON object. Bad input exits with
status 2 and one line on stderr. Options may stand anywhere; see USAGE.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from games.alchemists import codes, mixing as lab
from games.alchemists.lab import session
from games.alchemists.components import COLOUR_NAMES, INGREDIENT_NAMES, POTION_NAMES, VARIANTS
from games.app.store.storage import LoadProblem, read_json, write_json
from games.tools.cli import UsageError
from games.kernel.errors import RulesError

USAGE = """usage: python main.py lab new [--variant apprentice|master] [--seed N] [--json] [--game FILE]
       python main.py lab --code CODE COMMAND [ARGS ...] [--json]

commands (--code may come before or after the command):
  new                  start a game: draws one of the 8! secrets and prints its code
  mix A B              test on the student: the potion ingredients A and B make
  drink A B            the same, and the effect of drinking a negative potion
  sell POTION A B      only the quality class for the wanted POTION: exact, sign, neutral, wrong
  debunk A COLOUR      Apprentice debunk: the true sign of that aspect of A
  debunk A B POTION    Master debunk: whether A and B make POTION
  exhibit POTION A B   exhibition: whether A and B make the announced POTION
  reveal               the whole solution

Ingredients: mushroom fern toad bird-claw flower mandrake scorpion raven-feather, German names
(pilz farn kröte vogelkralle blume alraune skorpion rabenfeder) or grid numbers 1-8.
Colours: red green blue (rot grün blau). Potions: R+ R- G+ G- B+ B- N or names (healing, heiltrank).
--json prints one JSON object. --game FILE keeps the game (code, variant, public history) in FILE,
saved after every result. --variant with a question refuses the other variant's debunk.
Codes ending F-Z (the official app's newer codes) cannot be read."""

VALUE_OPTIONS = ("--code", "--variant", "--seed", "--game")
COMMAND_ARITY: dict[str, tuple[int, ...]] = {
    "new": (0,),
    "mix": (2,),
    "drink": (2,),
    "sell": (3,),
    "debunk": (2, 3),
    "exhibit": (3,),
    "reveal": (0,),
}
EFFECT_TEXT = {
    "hospital": "one of your action cubes goes to the hospital (one cube fewer next round)",
    "paralysis": "your play-order marker goes to the bottom space next round",
    "insanity": "you lose 1 reputation point",
}
QUALITY_TEXT = {
    "exact": "exact match (colour and sign)",
    "sign": "right sign, another colour",
    "neutral": "neutral",
    "wrong": "wrong sign",
}


class Request:
    """What the command line asks for: the command, its arguments, --json and the other options."""

    def __init__(self, command: str, args: list[str], as_json: bool, options: dict[str, str]) -> None:
        self.command = command
        self.args = args
        self.json = as_json
        self.options = options


def parse_arguments(argv: list[str]) -> Request | None:
    """The request in `argv`; None when help was asked for."""
    options: dict[str, str] = {}
    positional: list[str] = []
    as_json = False
    items = iter(argv)
    for item in items:
        name, has_value, value = item.partition("=")
        if item in ("-h", "--help"):
            return None
        if item == "--json":
            as_json = True
        elif name in VALUE_OPTIONS:
            if not has_value:
                value = next(items, None)  # type: ignore[assignment]
                if value is None:
                    raise UsageError(f"{name} needs a value")
            options[name[2:]] = value
        elif item.startswith("--"):
            raise UsageError(f"unknown option {item!r}; see 'python main.py lab --help'")
        else:
            positional.append(item)
    if not positional:
        raise UsageError("no command given; see 'python main.py lab --help'")
    command, args = positional[0], positional[1:]
    if command not in COMMAND_ARITY:
        raise UsageError(f"unknown command {command!r}: use one of {', '.join(COMMAND_ARITY)}")
    if len(args) not in COMMAND_ARITY[command]:
        counts = " or ".join(str(n) for n in COMMAND_ARITY[command])
        raise UsageError(
            f"{command} takes {counts} arguments, got {len(args)}; see 'python main.py lab --help'"
        )
    return Request(command, args, as_json, options)


def ingredient_name(ingredient: str) -> str:
    """The English name of an ingredient id."""
    return INGREDIENT_NAMES[ingredient]["en"]


def potion_label(potion: str) -> str:
    """"R+ (Healing)"."""
    return f"{potion} ({POTION_NAMES[potion]['en']})"


def draw_uniform(seed: str | None) -> float:
    """A number in [0, 1): from random.Random(seed) when a seed is given, else from the OS."""
    import random  # only `new` draws; other commands skip the import

    if seed is None:
        return random.SystemRandom().random()
    try:
        return random.Random(int(seed)).random()
    except ValueError:
        raise UsageError(f"--seed needs a whole number, not {seed!r}") from None


def read_game(path: str) -> session.LabGame:
    """The lab game stored in `path` (never waits on a pipe or device, refuses a damaged file)."""
    try:
        data = read_json(Path(path), session.SAVE_SHAPE)
    except LoadProblem as problem:
        raise UsageError(f"cannot read lab game {path!r}: {problem}") from None
    if data is None:
        raise UsageError(f"no lab game in {path!r}: start one with 'lab new --game {path}'")
    return session.from_json(data)


def write_game(path: str, game: session.LabGame) -> None:
    """Save `game` to `path` atomically (temporary file, fsync, rename, fsync of the folder)."""
    try:
        write_json(Path(path), session.to_json(game))
    except OSError as error:
        raise UsageError(f"cannot save lab game to {path!r}: {error.strerror or error}") from None


def start_game(request: Request) -> tuple[session.LabGame, dict, str]:
    """`new`: draw a secret and start a game."""
    variant = request.options.get("variant", "apprentice")
    if variant not in VARIANTS:
        raise UsageError(f"unknown variant {variant!r}: use apprentice or master")
    if "code" in request.options:
        raise UsageError("new draws its own code; to join a game, give --code with a command instead")
    code = codes.code_from_uniform(draw_uniform(request.options.get("seed")))
    game = session.new_game(code, variant)  # type: ignore[arg-type]
    text = f"New {variant} game: code {code}. Enter it on every device (the official app reads it too)."
    return game, {"code": code, "variant": variant}, text


def open_game(request: Request, path: str | None) -> session.LabGame:
    """The game a query runs in: the saved one, or a new one for --code."""
    code, variant = request.options.get("code"), request.options.get("variant")
    if variant is not None and variant not in VARIANTS:
        raise UsageError(f"unknown variant {variant!r}: use apprentice or master")
    if path is not None:
        game = read_game(path)
        if code is not None and codes.normalize_code(code) != game.code:
            raise UsageError(f"--code {code} differs from the code {game.code} saved in {path!r}")
        if variant is not None and variant != game.variant:
            raise UsageError(
                f"--variant {variant} differs from the {game.variant} game saved in {path!r}"
            )
        return game
    if code is None:
        raise UsageError(f"{request.command} needs the game code: --code CODE")
    if variant is None:
        variant = "master" if request.command == "debunk" and len(request.args) == 3 else "apprentice"
    return session.new_game(code, variant)  # type: ignore[arg-type]


def run_query(game: session.LabGame, command: str, args: list[str]) -> tuple[session.LabGame, dict, str]:
    """One lab question on `game`: the game afterwards, the JSON answer and the text answer."""
    ing, pot = lab.parse_ingredient, lab.parse_potion
    if command in ("mix", "drink"):
        a, b = ing(args[0]), ing(args[1])
        game, potion = game.student(a, b) if command == "mix" else game.drink(a, b)
        pair = f"{ingredient_name(a)} + {ingredient_name(b)}"
        answer: dict = {"result": potion, "name": POTION_NAMES[potion]["en"]}
        text = f"{pair} make {potion_label(potion)}."
        if command == "drink":
            effect = game.history[-1].details["effect"]
            answer["effect"] = effect
            text += f" Drinking it: {EFFECT_TEXT[effect]}." if effect else " Drinking it does no harm."
        return game, answer, text
    if command == "sell":
        wanted, a, b = pot(args[0]), ing(args[1]), ing(args[2])
        game, quality = game.sell(wanted, a, b)
        return game, {"quality": quality, "wanted": wanted}, (
            f"Sold to an adventurer wanting {potion_label(wanted)}: {QUALITY_TEXT[quality]}."
        )
    if command == "debunk" and len(args) == 2:
        ingredient, colour = ing(args[0]), lab.parse_colour(args[1])
        game, sign = game.debunk_apprentice(ingredient, colour)
        return game, {"sign": sign, "ingredient": ingredient, "colour": colour}, (
            f"The {COLOUR_NAMES[colour]['en']} aspect of {ingredient_name(ingredient)} is {sign}."
        )
    if command == "debunk":
        a, b, potion = ing(args[0]), ing(args[1]), pot(args[2])
        game, makes = game.debunk_master(a, b, potion)
        verb = "make" if makes else "do not make"
        return game, {"makes": makes, "potion": potion}, (
            f"{ingredient_name(a)} + {ingredient_name(b)} {verb} {potion_label(potion)}."
        )
    if command == "exhibit":
        potion, a, b = pot(args[0]), ing(args[1]), ing(args[2])
        game, success = game.exhibit(potion, a, b)
        outcome = "success, it was made" if success else "failed, it was not made"
        text = f"Exhibition of {potion_label(potion)}: {outcome}."
        return game, {"success": success, "potion": potion}, text
    game, solution = game.reveal()
    listing = ", ".join(f"{ingredient_name(i)} {signs}" for i, signs in solution.items())
    text = f"Solution of {game.code} (red green blue): {listing}."
    return game, {"solution": solution, "code": game.code}, text


def execute(request: Request) -> str:
    """Carry out `request` and return what to print."""
    path = request.options.get("game")
    if request.command == "new":
        if path is not None and os.path.exists(path):
            raise UsageError(f"{path!r} already holds a file; choose another --game FILE")
        game, answer, text = start_game(request)
    else:
        game, answer, text = run_query(open_game(request, path), request.command, request.args)
    if path is not None:
        write_game(path, game)
    return json.dumps(answer, ensure_ascii=False) if request.json else text


def main(argv: list[str]) -> int:
    """Run the lab command line; 0 on success, 2 on bad input (one line on stderr)."""
    try:
        request = parse_arguments(argv)
        if request is None:
            print(USAGE)
            return 0
        print(execute(request))
        return 0
    except (UsageError, RulesError) as error:
        print(f"lab: {error}", file=sys.stderr)
        return 2
