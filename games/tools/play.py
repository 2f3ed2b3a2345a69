"""`python main.py play GAME --seats SEAT,SEAT --seed N [--json]`: a whole game without a window.

Generic over every games.GAMES entry with a `rules` path. Seats are "bot:<level>" with levels from
the game's bot table (`<game package>.bots:BOTS`, level -> bot or zero-argument factory) or
"bot:random"; the plain word "bot" is the game's first listed level; a "human" seat needs the
window. A game whose table size varies takes as many seats as it allows (`seat_counts`); when it
seats more than were given (one player running two alchemists), the given seats take turns. A
game's own options (`rules.options`, e.g. Alchemist's `--schools off`) become flags and reach
`setup(config)`. The same seed gives the same game. With --json it prints one JSON object: game,
rules_version, seed, seats (seat name -> seat), winner (seat name or null) and scores (seat name ->
int) — not for a cooperative game (`rules.cooperative`), whose own fields say how it ended —,
actions (the log in the game's notation), plus what the game's `summary(state)` adds or replaces
(Kupferkessel: cauldrons and breakdown; Alchemist: winner as a list, breakdown, end; Materia Prima:
scenario, result, events, fights, chronicle). Bad input: exit status 2 and one line on stderr. This
module imports no pygame.
"""

from __future__ import annotations

import json
import os
import sys
from importlib import import_module
from typing import Any, Callable, Mapping, Sequence

from games import GAMES, resolve
from games.bots import RandomBot
from games.tools.args import ArgumentParser, UsageError, add_game_options
from games.kernel.errors import RulesError
from games.kernel.play import MAX_SEED, Bot, Match, MatchTooLongError, fresh_seed, play_to_end
from games.kernel.protocol import GameOption, Rules, seat_names_of, table_config

BOT_PREFIX = "bot:"
PLAIN_BOT = "bot"


def _parser(options: Sequence[GameOption] = (), probe: bool = False) -> ArgumentParser:
    """The tool's parser with the game's `options`; a `probe` parser only finds the game's name."""
    parser = ArgumentParser(prog="python main.py play", description="Play a whole game between computer seats.",
                            add_help=not probe)
    parser.add_argument("game", help="game id, e.g. kupferkessel")
    parser.add_argument("--seats", required=not probe, help="comma-separated seats, e.g. bot:easy,bot:strong")
    parser.add_argument("--seed", help="integer seed (default: a fresh one); the same seed gives the same game")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    add_game_options(parser, options)
    return parser


def game_options(argv: list[str]) -> tuple[GameOption, ...]:
    """The options of the game that `argv` names (none when it names no playable game)."""
    try:
        known, _ = _parser(probe=True).parse_known_args(argv)
        return tuple(getattr(rules_for(known.game), "options", ()))
    except UsageError:
        return ()


def match_config(rules: Rules, seats: Sequence[str], args: Any, options: Sequence[GameOption]) -> dict[str, object]:
    """The config a match gets from the command line (UsageError when the game refuses it)."""
    chosen = {option.key: getattr(args, option.key) for option in options}
    config = table_config(rules, len(seats), chosen)
    try:
        seat_names_of(rules, config)
    except RulesError as error:
        raise UsageError(str(error)) from None
    return config


def seat_kinds(rules: Rules, seats: Sequence[str], config: Mapping[str, object]) -> list[str]:
    """One seat kind per seat of the match: the given ones, taking turns when the game seats more
    (solo play: one player runs two alchemists)."""
    count = len(seat_names_of(rules, config))
    if getattr(rules, "seat_counts", None) and len(seats) < count:
        return [seats[i % len(seats)] for i in range(count)]
    return list(seats)


def rules_for(game_id: str) -> Rules:
    """The Rules object of a registered game (UsageError when there is none)."""
    info = GAMES.get(game_id)
    playable = sorted(g for g, i in GAMES.items() if i.rules)
    if info is None or not info.rules:
        raise UsageError(f"unknown game '{game_id}' (games with rules: {', '.join(playable)})")
    return resolve(info.rules)  # type: ignore[return-value]


def bot_table(game_id: str) -> Mapping[str, Any]:
    """The game's bots by level, plus the generic 'random'."""
    package = (GAMES[game_id].rules or "").partition(":")[0].rpartition(".")[0]
    table: dict[str, Any] = {"random": RandomBot}
    try:
        table.update(getattr(import_module(f"{package}.bots"), "BOTS"))
    except (ImportError, AttributeError):
        pass
    return table


def make_bots(game_id: str, seats: Sequence[str], seat_names: Sequence[str]) -> list[Bot]:
    """One bot per seat (UsageError for a human seat, an unknown level or a wrong seat count)."""
    if len(seats) != len(seat_names):
        raise UsageError(f"{game_id} needs {len(seat_names)} seats ({', '.join(seat_names)}), got {len(seats)}")
    table = bot_table(game_id)
    bots: list[Bot] = []
    for name, seat in zip(seat_names, seats):
        if seat == "human":
            raise UsageError(f"seat {name} is 'human': humans play in the window (python main.py); "
                             "here every seat must be bot or bot:<level>")
        level = seat[len(BOT_PREFIX):] if seat.startswith(BOT_PREFIX) else None
        if seat == PLAIN_BOT:
            level = next((lvl for lvl in table if lvl != "random"), "random")
        if level not in table:
            raise UsageError(f"unknown seat '{seat}' for {name} (expected one of: "
                             f"{', '.join(BOT_PREFIX + lvl for lvl in sorted(table))})")
        entry: Callable[[], Bot] | Bot = table[level]
        bots.append(entry() if isinstance(entry, type) or not hasattr(entry, "choose") else entry)  # type: ignore[operator]
    return bots


def parse_seed(text: str | None) -> int:
    """The seed given on the command line, or a fresh one."""
    if text is None:
        return fresh_seed()
    try:
        seed = int(text)
    except ValueError:
        raise UsageError(f"--seed must be a whole number, got '{text}'") from None
    if not 0 <= seed <= MAX_SEED:
        raise UsageError(f"--seed must be between 0 and {MAX_SEED}, got {seed}")
    return seed


def summary(match: Match) -> dict[str, Any]:
    """The finished match as JSON data (contract fields first, the game's own additions after)."""
    rules, outcome = match.rules, match.outcome()
    names = seat_names_of(rules, match.record.config or None)
    data: dict[str, Any] = {
        "game": rules.game_id,
        "rules_version": rules.rules_version,
        "seed": match.seed,
        "seats": dict(zip(names, match.record.seats)),
    }
    if not getattr(rules, "cooperative", False):
        data["winner"] = None if outcome is None or outcome.winner is None else names[outcome.winner]
        data["scores"] = {} if outcome is None else dict(zip(names, outcome.scores))
    extra = getattr(rules, "summary", None)
    if callable(extra):
        data.update(extra(match.state))
    data["actions"] = list(match.record.actions)
    return data


def text_report(data: Mapping[str, Any]) -> str:
    """A short human-readable account of a finished match."""
    seats = ", ".join(f"{name} = {kind}" for name, kind in data["seats"].items())
    head = (f"{data['game']} (seed {data['seed']}): {seats}\n"
            f"{len(data['actions'])} actions: {' | '.join(data['actions'])}\n")
    if "scores" not in data:  # a cooperative game
        return head + f"result: {data.get('result') or 'none'}"
    scores = "  ".join(f"{name} {score}" for name, score in data["scores"].items())
    winner = data["winner"] or "nobody (a draw)"
    if isinstance(winner, list):
        winner = " and ".join(winner) + (" (a shared win)" if len(winner) > 1 else "")
    return head + f"scores: {scores}\nwinner: {winner}"


def main(argv: list[str]) -> int:
    """Run the tool; the exit status."""
    try:
        options = game_options(argv)
        args = _parser(options).parse_args(argv)
        rules = rules_for(args.game)
        seats = [s.strip() for s in args.seats.split(",")]
        config = match_config(rules, seats, args, options)
        seats = seat_kinds(rules, seats, config)
        bots = make_bots(args.game, seats, seat_names_of(rules, config))
        seed = parse_seed(args.seed)
    except UsageError as error:
        print(f"athanor play: {error}", file=sys.stderr)
        return 2
    try:
        match = play_to_end(rules, bots, seed, seats=seats, config=config)
    except (RulesError, MatchTooLongError) as error:
        print(f"athanor play: the match broke off: {error}", file=sys.stderr)
        return 1
    data = summary(match)
    try:
        print(json.dumps(data, ensure_ascii=False) if args.json else text_report(data))
    except BrokenPipeError:  # the reader (e.g. `head`) stopped early: not an error of ours
        sys.stdout = open(os.devnull, "w")
    return 0
