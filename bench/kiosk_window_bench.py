"""The real kiosk window under its watchdog: kill -9 and hangs (SIGSTOP), restart time and the game
reopened each time.

    .venv/bin/python bench/kiosk_window_bench.py [--kills 6] [--hangs 1] [--seed 1]

Runs `python main.py --kiosk --camera none` on SDL's dummy driver with a fresh data folder that
holds an organiser PIN, a Kupferkessel match in progress and the "last running game" record. It
kills the window (SIGKILL) at random moments and, for --hangs, stops it (SIGSTOP, a hang: no frame)
and measures, from the watchdog's heartbeat file, the time from the kill to the new window's first
frame, and counts how often the log says the running game was reopened. The watchdog's back-off
applies (a quick series of kills waits 0, 0, 2, 5, 10, 30, 60 s; it starts afresh after a minute
of calm), as at a real game night, so a long series takes long: the many-kills durability trial is
bench/kill_bench.py.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def prepare(data: Path) -> None:
    """A PIN, a Kupferkessel match with a few moves and the record that it is on screen."""
    from games.app.table.bot_worker import BotWorker
    from games.app.table.match_session import MatchSession
    from games.app.kiosk.organiser import set_pin
    from games.app.kiosk.last_game import LAST_GAME_FILE, RUNNING
    from games.app.store.storage import Storage

    storage = Storage(data)
    set_pin(storage, "2468")
    session = MatchSession.new("kupferkessel", ["human", "bot:easy"], storage, seed=3, worker=BotWorker(threaded=False))
    session.play(session.legal_actions()[0])
    storage.save(LAST_GAME_FILE, {"version": 1, "game": "kupferkessel", "state": RUNNING, "since": time.time(),
                                  "where": None})


def children(pid: int) -> list[int]:
    """The child processes of `pid` (Linux)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(part) for part in text.split()]


def window_of(supervisor: int) -> int | None:
    """The window among the supervisor's children (not the calm restarting screen)."""
    for pid in children(supervisor):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"--restarting-screen" not in command:
            return pid
    return None


def beat_time(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


def wait_for_frame(beat: Path, since: int | None, timeout: float = 120) -> float | None:
    """Seconds until the heartbeat file changes after `since` (a window drew a frame), or None."""
    began = time.monotonic()
    while time.monotonic() - began < timeout:
        stamp = beat_time(beat)
        if stamp is not None and stamp != since and stamp > 0:
            return time.monotonic() - began
        time.sleep(0.02)
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=6)
    parser.add_argument("--hangs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="athanor-window-"))
    data = folder / "data"
    prepare(data)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ATHANOR_DATA_DIR=str(data),
               XDG_RUNTIME_DIR=str(folder))
    supervisor = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--kiosk", "--camera", "none"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    beat = folder / f"athanor-heartbeat-{supervisor.pid}"
    rng = random.Random(args.seed)
    first = wait_for_frame(beat, None)
    time.sleep(2)  # the window's services start after its first frame
    print(f"first start: first frame after {first:.2f} s" if first else "first start: no frame")
    times: list[tuple[str, float | None]] = []
    plan = ["hang"] * args.hangs + ["kill"] * args.kills  # a hang first, before the back-off grows
    for kind in plan:
        time.sleep(rng.uniform(0.5, 3.0))
        window = window_of(supervisor.pid)
        if window is None:
            continue
        before = beat_time(beat)
        os.kill(window, signal.SIGKILL if kind == "kill" else signal.SIGSTOP)
        began = time.monotonic()
        while time.monotonic() - began < 150 and window_of(supervisor.pid) in (window, None):
            time.sleep(0.02)  # until the watchdog has started the next window
        took = None if wait_for_frame(beat, before) is None else time.monotonic() - began
        times.append((kind, took))
    supervisor.send_signal(signal.SIGTERM)
    supervisor.wait(30)
    log = (data / "logs" / "athanor.log").read_text()
    watchdog = (data / "logs" / "watchdog.log").read_text()
    reopened = log.count("reopened: BoardScene")
    starts = log.count("start: kiosk")
    print(f"windows started: {starts}, running game reopened: {reopened} times, watchdog restarts: "
          f"{watchdog.count(' restart ')}, hangs found: {watchdog.count('hang: no frame')}")
    delays = [float(line.rsplit("next start in ", 1)[1].split()[0]) for line in watchdog.splitlines() if "next start in" in line]
    print(f"{'#':>3} {'what':<6}{'back-off s':>11}{'to first frame s':>18}{'beyond back-off (and 10 s hang limit) s':>42}")
    extra = []
    for number, ((kind, took), delay) in enumerate(zip(times, delays), start=1):
        beyond = None if took is None else took - delay - (10.0 if kind == "hang" else 0.0)
        extra.append(beyond) if beyond is not None else None
        shown = "-" if took is None else f"{took:.2f}"
        print(f"{number:>3} {kind:<6}{delay:>11.1f}{shown:>18}{'-' if beyond is None else f'{beyond:.2f}':>42}")
    if extra:
        print(f"restart time beyond the waits: median {statistics.median(extra):.2f} s, max {max(extra):.2f} s")
    print(f"folder {folder}")


if __name__ == "__main__":
    main()
