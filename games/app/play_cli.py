"""`python main.py play GAME --seats SEAT,SEAT[,...] [--OPTION VALUE] --seed N [--json]`: a whole game
without a window.

Generic over every games.GAMES entry with a `rules` path. Seats are "bot:<level>" with levels from
the game's bot table (`<game package>.bots:BOTS`, level -> bot or zero-argument factory) or
"bot:random"; a "human" seat needs the window. A game with a varying seat count takes as many seats
as it can seat; a game's own options (`rules.options`, e.g. Alchemists' --variant) become
command-line options and go into the setup config. The same seed gives the same game. With --json
it prints one JSON object: game, rules_version, seed, seats, winner (seat name or null), scores
(seat name -> int), the options, actions (the log in the game's notation), plus what the game's
`summary(state)` adds (Kupferkessel: cauldrons and breakdown). Bad input: exit status 2 and one
line on stderr. This module imports no pygame.
"""

from __future__ import annotations

import json
import os
import sys
from importlib import import_module
from typing import Any, Callable, Mapping, Sequence

from games import GAMES, resolve
from games.bots import RandomBot
from games.cli import ArgumentParser, UsageError
from games.kernel.errors import RulesError
from games.kernel.play import Bot, Match, MatchTooLongError, fresh_seed, play_to_end
from games.kernel.protocol import Rules, config_for_seats, seat_names_for

BOT_PREFIX = "bot:"
MAX_SEED = 2**63 - 1


def _parser(options: Mapping[str, Sequence[str]] | None = None) -> ArgumentParser:
    parser = ArgumentParser(prog="python main.py play", description="Play a whole game between computer seats.")
    parser.add_argument("game", help="game id, e.g. kupferkessel")
    parser.add_argument("--seats", required=True, help="comma-separated seats, e.g. bot:easy,bot:strong")
    parser.add_argument("--seed", help="integer seed (default: a fresh one); the same seed gives the same game")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    for name, values in (options or {}).items():
        parser.add_argument(f"--{name}", choices=list(values), default=values[0],
                            help=f"{' | '.join(values)} (default: {values[0]})")
    return parser


def game_options(game_id: str) -> Mapping[str, Sequence[str]]:
    """The game's own options (name -> allowed values, the default first); none for an unknown game."""
    info = GAMES.get(game_id)
    if info is None or not info.rules:
        return {}
    return dict(getattr(resolve(info.rules), "options", {}))


def parse_args(argv: list[str]) -> Any:
    """The parsed command line: the game is read first, so that its own options are known."""
    first, _ = _parser().parse_known_args(argv)
    return _parser(game_options(first.game)).parse_args(argv)


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


def match_config(rules: Rules, seats: Sequence[str], args: Any) -> dict[str, object]:
    """The setup config: the game's options as given, and the seat count (UsageError when the game
    cannot seat that many)."""
    options = {name: getattr(args, name) for name in getattr(rules, "options", {})}
    try:
        return config_for_seats(rules, len(seats), options)
    except ValueError as error:
        names = ", ".join(rules.seat_names)
        raise UsageError(f"{error} ({names})") from None


def make_bots(game_id: str, seats: Sequence[str], seat_names: Sequence[str]) -> list[Bot]:
    """One bot per seat (UsageError for a human seat, an unknown level or a wrong seat count)."""
    if len(seats) != len(seat_names):
        raise UsageError(f"{game_id} needs {len(seat_names)} seats ({', '.join(seat_names)}), got {len(seats)}")
    table = bot_table(game_id)
    bots: list[Bot] = []
    for name, seat in zip(seat_names, seats):
        if seat == "human":
            raise UsageError(f"seat {name} is 'human': humans play in the window (python main.py); "
                             "here every seat must be bot:<level>")
        level = seat[len(BOT_PREFIX):] if seat.startswith(BOT_PREFIX) else None
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
    names = match.seat_names
    options = {name: match.record.config[name] for name in getattr(rules, "options", {}) if name in match.record.config}
    data: dict[str, Any] = {
        "game": rules.game_id,
        "rules_version": rules.rules_version,
        "seed": match.seed,
        **options,
        "seats": dict(zip(names, match.record.seats)),
        "winner": None if outcome is None or outcome.winner is None else names[outcome.winner],
        "scores": {} if outcome is None else dict(zip(names, outcome.scores)),
    }
    extra = getattr(rules, "summary", None)
    if callable(extra):
        data.update(extra(match.state))
    data["actions"] = list(match.record.actions)
    return data


def text_report(data: Mapping[str, Any]) -> str:
    """A short human-readable account of a finished match."""
    seats = ", ".join(f"{name} = {kind}" for name, kind in data["seats"].items())
    scores = "  ".join(f"{name} {score}" for name, score in data["scores"].items())
    winner = data["winner"] or "nobody (a draw)"
    return (f"{data['game']} (seed {data['seed']}): {seats}\n"
            f"{len(data['actions'])} actions: {' | '.join(data['actions'])}\n"
            f"scores: {scores}\nwinner: {winner}")


def main(argv: list[str]) -> int:
    """Run the tool; the exit status."""
    try:
        args = parse_args(argv)
        rules = rules_for(args.game)
        seats = [s.strip() for s in args.seats.split(",")]
        config = match_config(rules, seats, args)
        bots = make_bots(args.game, seats, seat_names_for(rules, config))
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
