"""kill -9 at random moments while every game with saves is played, under the kiosk watchdog.

    .venv/bin/python bench/kill_bench.py [--kills 30] [--seed 1] [--min-wait 0.2] [--max-wait 2.0]

The watchdog (games.app.kiosk.watchdog, back-off off so the trial keeps its pace) runs a player as its
child: the player plays one move after another, round robin, in Kupferkessel, Alchemist (Amigo),
Materia Prima, Alchemists (the board game's match record) and the Alchemists lab (an experiment
on the student), through the same MatchSession / LabSession the screens use — each move is saved
(temporary file, fsync, rename, folder fsync) before it returns. After each completed move the
player appends "acknowledged: game, seed, actions" to a journal and fsyncs it. The bench sends
SIGKILL to the player at a random moment; the watchdog restarts it; the new player first loads
every save and compares it with the journal: a save that does not load, or that holds fewer
actions than the last acknowledged move, is a loss (the move in flight may be missing or present).

Prints: kills, restarts, saves loaded, completed moves lost, in-flight moves found, restart times
(kill -> new player started, kill -> every save loaded and checked) and moves played per game.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

MATCH_GAMES = ("kupferkessel", "alchemist", "materia-prima", "alchemists")
LAB = "alchemists-lab"


# --- the player (the watchdog's child) --------------------------------------------------------------

def journal_state(journal: Path) -> dict[str, dict]:
    """game -> {"seed": acknowledged seed, "count": actions, "pending": seed being started or None}."""
    state: dict[str, dict] = {}
    if not journal.exists():
        return state
    for line in journal.read_text().splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue  # a line cut by the kill: never acknowledged
        game = state.setdefault(entry["game"], {"seed": None, "count": 0, "pending": None})
        if entry["kind"] == "start":
            game["pending"] = entry["seed"]
        else:
            game.update(seed=entry["seed"], count=entry["count"], pending=None)
    return state


def append(path: Path, entry: dict) -> None:
    """One JSON line, flushed and fsynced."""
    with open(path, "a") as stream:
        stream.write(json.dumps(entry) + "\n")
        stream.flush()
        os.fsync(stream.fileno())


def verify(storage, journal: Path) -> tuple[dict, dict]:
    """Load every save and check it against the journal; (sessions, report)."""
    from games.alchemists.lab.ui.lab_state import LabSession, load_saved
    from games.app.table.bot_worker import BotWorker
    from games.app.table.match_session import MatchSession

    acked = journal_state(journal)
    sessions: dict = {}
    report = {"loaded": 0, "missing": [], "lost": [], "in_flight": 0}
    for game in MATCH_GAMES:
        session = MatchSession.resume(game, storage, worker=BotWorker(threaded=False))
        expected = acked.get(game)
        if session is None:
            if expected and expected["seed"] is not None:
                report["missing"].append(game)
            continue
        report["loaded"] += 1
        sessions[game] = session
        seed, count = session.match.record.seed, len(session.match.actions)
        if expected is None:
            continue
        if seed == expected["seed"]:
            if count < expected["count"]:
                report["lost"].append(f"{game}: {count} < {expected['count']}")
            report["in_flight"] += count > expected["count"]
        elif seed != expected["pending"]:
            report["lost"].append(f"{game}: seed {seed}, expected {expected['seed']} or {expected['pending']}")
    saved = load_saved(storage)
    if saved.game is not None:
        report["loaded"] += 1
        sessions[LAB] = LabSession(saved.game, storage, saved.notebook)
        count, expected = len(saved.game.history), acked.get(LAB)
        if expected and count < expected["count"]:
            report["lost"].append(f"lab: {count} < {expected['count']}")
        report["in_flight"] += bool(expected and count > expected["count"])
    elif acked.get(LAB):
        report["missing"].append(LAB)
    report["set_aside"] = [r.name for r in storage.take_reports()]
    return sessions, report


def new_match(game: str, storage, journal: Path, generation: int):
    """A new match of `game` (all seats human: the player picks), announced in the journal first."""
    from games.app.table.bot_worker import BotWorker
    from games.app.table.match_session import MatchSession
    from games.app.table.seats import rules_of
    from games.kernel.protocol import table_config

    seed = generation * 100 + MATCH_GAMES.index(game)
    append(journal, {"kind": "start", "game": game, "seed": seed})
    config = table_config(rules_of(game), 2)
    session = MatchSession.new(game, ["human", "human"], storage, seed=seed, config=config or None,
                               worker=BotWorker(threaded=False))
    append(journal, {"kind": "ack", "game": game, "seed": seed, "count": len(session.match.actions)})
    return session


def play(data: Path, journal: Path, results: Path) -> None:
    """The child: check every save, then play moves for ever (until killed)."""
    started = time.time()
    from games.alchemists.components import INGREDIENTS
    from games.alchemists.lab.ui.lab_state import join_game
    from games.app.kiosk.heartbeat import Heartbeat
    from games.app.store.storage import Storage
    from games.kernel.protocol import TERMINAL

    storage = Storage(data)
    storage.remove_stale_temporaries()
    sessions, report = verify(storage, journal)
    append(results, {"pid": os.getpid(), "started": started, "checked": time.time(), **report})
    heartbeat = Heartbeat.from_env()
    rng = random.Random(os.getpid())
    generation = int(time.time() * 1000) % 10_000_000
    if LAB not in sessions:
        sessions[LAB] = join_game("DEMO", "apprentice", storage)
    while True:
        for game in (*MATCH_GAMES, LAB):
            heartbeat.beat()
            if game == LAB:
                lab = sessions[LAB]
                a, b = rng.sample(INGREDIENTS, 2)
                lab.record(lambda g: g.student(a, b))
                append(journal, {"kind": "ack", "game": LAB, "seed": 0, "count": len(lab.game.history)})
                continue
            session = sessions.get(game)
            if session is None or session.to_move == TERMINAL:
                generation += 1
                sessions[game] = session = new_match(game, storage, journal, generation)
                continue
            session.play(rng.choice(session.legal_actions()))
            append(journal, {"kind": "ack", "game": game, "seed": session.match.record.seed,
                             "count": len(session.match.actions)})


# --- the bench ---------------------------------------------------------------------------------------

def lines(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def drive(child: list[str], kills: int, seed: int, min_wait: float, max_wait: float,
          prefix: str = "athanor-kill-") -> tuple[Path, list[float], int]:
    """Run `child` + [DATA, JOURNAL, RESULTS] under the watchdog (no back-off) and SIGKILL it at
    random moments, each time after it has checked the saves (a line in RESULTS); (folder, kill
    times, restarts)."""
    from games.app.kiosk.log import open_log
    from games.app.kiosk.watchdog import Watchdog, WatchdogConfig

    folder = Path(tempfile.mkdtemp(prefix=prefix))
    data, journal, results = folder / "data", folder / "journal.jsonl", folder / "results.jsonl"
    command = [*child, str(data), str(journal), str(results)]
    config = WatchdogConfig(command, backoff=(0.0,), stable_seconds=0.0, hang_seconds=10.0, poll_seconds=0.05)
    watchdog = Watchdog(config, open_log("watchdog", data), heartbeat=folder / "beat")
    thread = threading.Thread(target=watchdog.run, daemon=True)
    thread.start()
    rng = random.Random(seed)
    killed_at: list[float] = []
    for kill in range(kills):
        deadline = time.time() + 120
        while len(lines(results)) <= kill and time.time() < deadline:
            time.sleep(0.02)
        time.sleep(rng.uniform(min_wait, max_wait))
        process = watchdog.child
        if process is None or process.poll() is not None:
            continue
        killed_at.append(time.time())
        os.kill(process.pid, signal.SIGKILL)
    deadline = time.time() + 120
    while len(lines(results)) <= len(killed_at) and time.time() < deadline:
        time.sleep(0.05)
    watchdog.stopping = True
    thread.join(30)
    return folder, killed_at, watchdog.restarts


def run_bench(kills: int, seed: int, min_wait: float, max_wait: float) -> None:
    folder, killed_at, restarts = drive([sys.executable, __file__, "--child"], kills, seed, min_wait, max_wait)
    journal, results = folder / "journal.jsonl", folder / "results.jsonl"
    report(lines(results), killed_at, journal_state(journal), restarts, folder)
    played: dict[str, list[int]] = {}
    for line in journal.read_text().splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        counts = played.setdefault(entry["game"], [0, 0])
        counts[entry["kind"] == "start"] += 1
    print("moves completed (matches started) per game over the whole trial: " + ", ".join(
        f"{game} {moves} ({started})" for game, (moves, started) in sorted(played.items())))


def report(runs: list[dict], killed_at: list[float], acked: dict, restarts: int, folder: Path) -> None:
    after = runs[1:len(killed_at) + 1]
    to_start = [run["started"] - at for run, at in zip(after, killed_at)]
    to_checked = [run["checked"] - at for run, at in zip(after, killed_at)]
    lost = [item for run in runs for item in run["lost"]]
    missing = [item for run in runs for item in run["missing"]]
    loaded = sum(run["loaded"] for run in after)
    print(f"kills: {len(killed_at)}, watchdog restarts: {restarts}, players started: {len(runs)}")
    print(f"saves loaded after the kills: {loaded} (5 games x {len(after)} restarts = {5 * len(after)} possible;"
          f" fewer only before a game's first save)")
    print(f"saves that did not load: {len(missing)} {missing[:5]}")
    print(f"completed moves lost: {len(lost)} {lost[:5]}")
    print(f"files set aside: {sum(len(run['set_aside']) for run in runs)}")
    print(f"the move in flight was saved anyway: {sum(run['in_flight'] for run in after)} times")
    for name, values in (("kill -> new player running", to_start), ("kill -> all saves loaded and checked", to_checked)):
        if values:
            ordered = sorted(values)
            print(f"{name}: median {statistics.median(values):.2f} s, p95 {ordered[int(0.95 * (len(ordered) - 1))]:.2f} s,"
                  f" max {max(values):.2f} s")
    print("moves acknowledged per game at the end: " + ", ".join(
        f"{game} {entry['count']} (seed {entry['seed']})" for game, entry in sorted(acked.items())))
    leftovers = [p.name for p in (folder / "data").rglob(".*.tmp")]
    print(f"temporary files left in the data folder: {len(leftovers)}; folder {folder}")


def arguments(doc: str, min_wait: float, max_wait: float) -> argparse.Namespace:
    """The kill benches' command line: --kills, --seed, --min-wait, --max-wait, and --child for the
    player the watchdog runs."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--min-wait", type=float, default=min_wait)
    parser.add_argument("--max-wait", type=float, default=max_wait)
    parser.add_argument("--child", nargs=3, metavar=("DATA", "JOURNAL", "RESULTS"))
    return parser.parse_args()


def main() -> None:
    args = arguments(__doc__, 0.2, 2.0)
    if args.child:
        play(*(Path(p) for p in args.child))
        return
    run_bench(args.kills, args.seed, args.min_wait, args.max_wait)


if __name__ == "__main__":
    main()
