"""`python main.py host GAME --seats human,human,bot:strong [--seed N] [--port N] [--lan] [--variant ...]`

Runs a match without a window, its human seats played from phones (or any browser). Prints one JSON
line: {"game", "port", "table": url, "seats": {colour: {"kind", "url"}}} — a human seat's url
carries its secret token, a computer's is null — then serves until the match has ended (and
`--linger` seconds more, so the pages show the result) or it is stopped (exit 0 on SIGINT or
SIGTERM). Without --lan it listens on 127.0.0.1 only. The match is kept like the window's, in the
data folder's "hosted" folder, after every action. Bad input: exit 2 and one line on stderr.
"""

from __future__ import annotations

import asyncio
import signal
import sys
import time
from typing import Any, Sequence

from games.app.table.bot_worker import BotWorker
from games.app.table.match_session import MatchSession
from games.app.table.seats import HUMAN, bot_levels, check_seats
from games.app.store.storage import Storage, default_data_dir
from games.tools.args import ArgumentParser, UsageError, add_game_options
from games.app.phones.link import lan_address
from games.app.phones.server import json_line, make_app, seat_url, start_site
from games.app.phones.table import HostedTable
from games.app.phones.tokens import SeatTokens
from games.app.phones.translate import translator_for
from games.app.phones.words import words_of
from games.kernel.errors import RulesError
from games.kernel.protocol import GameOption
from games.tools.play import game_options, match_config, parse_seed, rules_for

BOT_PACE_SECONDS = 0.6  # a computer seems to think this long, so phones can follow
STEP_SECONDS = 0.05


def _parser(options: Sequence[GameOption] = (), probe: bool = False) -> ArgumentParser:
    parser = ArgumentParser(prog="python main.py host", add_help=not probe,
                            description="Host a match whose human seats play from phones.")
    parser.add_argument("game", help="game id, e.g. alchemists")
    parser.add_argument("--seats", required=not probe, help="comma-separated: human or bot:<level>")
    parser.add_argument("--seed", help="the match's seed (default: a fresh one)")
    parser.add_argument("--port", type=int, default=0, help="the port (default: a free one)")
    parser.add_argument("--lan", action="store_true", help="let phones on the local network join")
    parser.add_argument("--linger", type=float, default=5.0, help="seconds to serve after the end")
    add_game_options(parser, options)
    return parser


def parse(argv: list[str]) -> tuple[Any, list[str], dict[str, object]]:
    """The arguments, the seat kinds and the match config (UsageError for anything wrong)."""
    options = game_options(argv)
    args = _parser(options).parse_args(argv)
    rules = rules_for(args.game)
    seats = [seat.strip() for seat in args.seats.split(",")]
    for seat in seats:
        if seat != HUMAN and seat.removeprefix("bot:") not in bot_levels(args.game):
            raise UsageError(f"unknown seat '{seat}' (human or bot:<level>, levels: "
                             f"{', '.join(bot_levels(args.game))})")
    if HUMAN not in seats:
        raise UsageError("no human seat: nobody would play from a phone (use 'play' for computers only)")
    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port must be 0..65535, got {args.port}")
    args.seed = parse_seed(args.seed)
    if not 0 <= args.linger <= 3600:
        raise UsageError(f"--linger must be 0..3600 seconds, got {args.linger}")
    config = match_config(rules, seats, args, options)
    try:
        check_seats(seats, rules, config)
    except (ValueError, RulesError) as error:
        raise UsageError(str(error)) from None
    return args, seats, config


def announcement(table: HostedTable, tokens: SeatTokens, host: str, port: int) -> dict[str, Any]:
    """The JSON line the tool prints once it listens."""
    base = f"http://{host}:{port}"
    seats = {name: {"kind": kind, "url": seat_url(base, tokens.by_seat[i]) if i in tokens.by_seat else None}
             for i, (name, kind) in enumerate(zip(table.names, table.session.seats))}
    return {"game": table.game_id, "port": port, "table": f"{base}/table.json", "seats": seats}


async def serve(table: HostedTable, tokens: SeatTokens, host: str, port: int, linger: float) -> int:
    """Serve until the match ends (plus `linger`) or a signal asks to stop; the exit status."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    runner, port = await start_site(make_app(table, tokens), "0.0.0.0" if host != "127.0.0.1" else host, port)
    print(json_line(announcement(table, tokens, host, port)), flush=True)
    ended_at: float | None = None
    try:
        while not stop.is_set():
            now = time.monotonic()
            await asyncio.to_thread(table.pump)
            await asyncio.to_thread(table.step, now, BOT_PACE_SECONDS)
            if table.session.is_over:
                table.pump()
                ended_at = ended_at if ended_at is not None else now
                if now - ended_at >= linger:
                    break
            try:
                await asyncio.wait_for(stop.wait(), STEP_SECONDS)
            except asyncio.TimeoutError:
                pass
    finally:
        table.session.close()
        await runner.cleanup()
    return 0


def main(argv: list[str]) -> int:
    """Run the tool; the exit status."""
    try:
        args, seats, config = parse(argv)
    except UsageError as error:
        print(f"athanor host: {error}", file=sys.stderr)
        return 2
    storage = Storage(default_data_dir() / "hosted")
    session = MatchSession.new(args.game, seats, storage, seed=args.seed, config=config, worker=BotWorker())
    tokens = SeatTokens.for_seats([seat for seat, kind in enumerate(seats) if kind == HUMAN])
    table = HostedTable(session, words_of(args.game), translator_for)
    host = lan_address() if args.lan else "127.0.0.1"
    try:
        return asyncio.run(serve(table, tokens, host, args.port, args.linger))
    except OSError as error:
        print(f"athanor host: cannot listen on port {args.port}: {error.strerror or error}", file=sys.stderr)
        return 2
