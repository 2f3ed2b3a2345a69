"""kill -9 at random moments while the kiosk's screens are played with random input, under the
watchdog; every file the program saved is checked after each restart.

    .venv/bin/python bench/kill_screens_bench.py [--kills 30] [--seed 1] [--min-wait 0.5] [--max-wait 3.0]

The child is the kiosk (Shell, SceneStack, the games' real scenes, an atomic Storage on a data
folder, the organiser's PIN set) driven by games.app.testing.random_input: taps on touch targets and
anywhere, keys, text, resizes, pauses long enough for the idle countdown — it opens, plays,
abandons and continues every game. Each save is journaled (fsync) with the SHA-1 of the
content it writes, before it starts ("intent") and after it returned ("done"); a delete likewise.
After a kill the watchdog starts a new child, which first compares every journaled file with the
disk — the content of the last save that returned (ok), that of the save begun after it (the one in
flight: allowed), or anything else (a completed save lost) — and loads every saved game the way the program does (match records
replayed, the lab, the Materia Prima campaigns and their scenarios); then it reopens the running
game (`reopen_running`) and plays on. Prints the totals; asserts nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from kill_bench import append, arguments, drive, lines  # noqa: E402

PIN = "2468"


def digest(path: Path) -> str:
    """SHA-1 of the file, "absent" when there is none."""
    try:
        return hashlib.sha1(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return "absent"
    except OSError:
        return "unreadable"


def journaling(storage, journal: Path) -> None:
    """Let `storage` journal each save and delete: the content's SHA-1 before ("intent") and again
    after it returned ("done")."""
    save, delete = storage.save, storage.delete

    def saved(name: str, data: dict) -> bool:
        text = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)  # as games.app.store.storage writes it
        content = hashlib.sha1(text.encode("utf-8")).hexdigest()
        append(journal, {"name": name, "hash": content, "kind": "intent"})
        ok = save(name, data)
        if ok:
            append(journal, {"name": name, "hash": content, "kind": "done"})
        return ok

    def deleted(name: str) -> bool:
        append(journal, {"name": name, "hash": "absent", "kind": "intent"})
        ok = delete(name)
        if ok:
            append(journal, {"name": name, "hash": "absent", "kind": "done"})
        return ok

    storage.save, storage.delete = saved, deleted


def compare(storage, journal: Path) -> dict[str, list[str]]:
    """Each journaled file against the disk: "ok" (the last completed save), "in_flight" (what the
    save begun after it was writing), "lost" (anything else: an earlier save's content, or none)."""
    done: dict[str, str] = {}
    pending: dict[str, str] = {}
    if journal.exists():
        for line in journal.read_text().splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                continue  # a line cut by the kill
            if entry["kind"] == "done":
                done[entry["name"]] = entry["hash"]
                pending.pop(entry["name"], None)
            else:
                pending[entry["name"]] = entry["hash"]
    found: dict[str, list[str]] = {"ok": [], "in_flight": [], "lost": []}
    for name in sorted(set(done) | set(pending)):
        disk = digest(storage.path(name))
        kind = "ok" if disk == done.get(name, "absent") else "in_flight" if disk == pending.get(name) else "lost"
        found[kind].append(name)
    return found


def load_everything(storage) -> tuple[int, list[str]]:
    """Load every saved game the way the program does; (how many loaded, which did not)."""
    from games.alchemists.lab.ui.lab_state import SAVE_NAME, load_saved
    from games.app.table.match_session import MatchSession
    from games.materia_prima.ui.campaign_store import CampaignShelf

    loaded, failed = 0, []
    for name in storage.names("saves"):
        game = name.rsplit("/", 1)[1][len("match-"):-len(".json")]
        session = MatchSession.resume(game, storage, worker=_quiet_worker())
        loaded, failed = loaded + (session is not None), failed + ([name] if session is None else [])
    if storage.path(SAVE_NAME).exists():
        good = load_saved(storage).game is not None
        loaded, failed = loaded + good, failed + ([SAVE_NAME] if not good else [])
    shelf = CampaignShelf(storage)
    for cid in shelf.ids():
        good = shelf.load(cid) is not None
        if good and shelf.saved_match(cid) is not None:
            good = MatchSession.resume("materia-prima", shelf.match_storage(cid), worker=_quiet_worker()) is not None
        loaded, failed = loaded + good, failed + ([cid] if not good else [])
    return loaded, failed


def _quiet_worker():
    from games.app.table.bot_worker import BotWorker

    return BotWorker(threaded=False)


def play(data: Path, journal: Path, results: Path) -> None:
    """The child: check every file, then play the kiosk with random input until killed."""
    started = time.time()
    from games.app.testing.headless import Harness
    from games.app.kiosk.heartbeat import Heartbeat
    from games.app.kiosk.organiser import KioskGuard, set_pin
    from games.app.testing.random_input import RandomInput, pause_now_and_then, quick_options
    from games.app.start_scene import StartScene, reopen_running
    from games.app.store.storage import Storage

    storage = Storage(data)
    storage.remove_stale_temporaries()
    found = compare(storage, journal)
    loaded, failed = load_everything(storage)
    append(results, {"pid": os.getpid(), "started": started, "checked": time.time(), "loaded": loaded,
                     "failed": failed, "set_aside": [r.name for r in storage.take_reports()],
                     **{kind: names for kind, names in found.items()}})
    seed = os.getpid()
    harness = Harness("en", storage_dir=data, kiosk=True, services={"match_session_options": quick_options(seed)})
    journaling(harness.ctx.storage, journal)
    if not (data / "organiser.json").exists():
        set_pin(harness.ctx.storage, PIN)
    harness.ctx.services["kiosk"] = KioskGuard(harness.ctx.storage)
    harness.push(StartScene(kiosk=True))
    reopened = reopen_running(harness.stack, harness.ctx)
    append(results.with_name("reopened.jsonl"), {"pid": os.getpid(), "reopened": reopened,
                                                 "top": type(harness.stack.top).__name__})
    heartbeat = Heartbeat.from_env()
    trial = RandomInput(harness, seed, step=pause_now_and_then)
    while True:
        trial.run(10)
        heartbeat.beat()


def report(folder: Path, killed_at: list[float], restarts: int) -> None:
    runs = lines(folder / "results.jsonl")
    after = runs[1:len(killed_at) + 1]
    reopened = lines(folder / "reopened.jsonl")
    total = {kind: sum(len(run[kind]) for run in after) for kind in ("ok", "in_flight", "lost")}
    print(f"kills: {len(killed_at)}, watchdog restarts: {restarts}, kiosks started: {len(runs)}")
    print(f"files compared after the kills: {sum(total.values())}: same as the last completed save {total['ok']}, "
          f"the save in flight {total['in_flight']}, anything else (a completed save lost) {total['lost']}")
    lost = [name for run in after for name in run["lost"]]
    print(f"  lost: {lost[:8]}")
    print(f"saved games loaded after the kills: {sum(run['loaded'] for run in after)}, failed to load: "
          f"{sum(len(run['failed']) for run in after)} {[n for run in after for n in run['failed']][:5]}, "
          f"set aside: {sum(len(run['set_aside']) for run in after)}")
    tops: dict[str, int] = {}
    for entry in reopened[1:]:
        tops[entry["top"] if entry["reopened"] else "start screen"] = tops.get(entry["top"] if entry["reopened"] else "start screen", 0) + 1
    print(f"after each restart on screen: {tops}")
    to_checked = [run["checked"] - at for run, at in zip(after, killed_at)]
    if to_checked:
        print(f"kill -> every file compared and every game loaded: median {statistics.median(to_checked):.2f} s, "
              f"max {max(to_checked):.2f} s")
    journal = folder / "journal.jsonl"
    saves = sum('"done"' in line for line in journal.open()) if journal.exists() else 0
    print(f"saves and deletes completed in the whole trial: {saves}; folder {folder}")


def main() -> None:
    args = arguments(__doc__, 0.5, 3.0)
    if args.child:
        play(*(Path(p) for p in args.child))
        return
    folder, killed_at, restarts = drive([sys.executable, __file__, "--child"], args.kills, args.seed,
                                        args.min_wait, args.max_wait, prefix="athanor-kill-screens-")
    report(folder, killed_at, restarts)


if __name__ == "__main__":
    main()
