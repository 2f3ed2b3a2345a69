"""The kiosk watchdog with tiny child scripts (not the real window): restart after a crash, a kill
and a hang, back-off with the calm screen, a clean end on exit 0 and on SIGTERM."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from games.app.kiosk.log import close_log, open_log, recent
from games.app.kiosk.watchdog import Watchdog, WatchdogConfig

PRELUDE = """
import json, os, signal, sys, time
run = int(os.environ["ATHANOR_RESTARTS"])
with open(sys.argv[1], "a") as out:
    out.write(json.dumps({"run": run, "at": time.time(), "pid": os.getpid()}) + "\\n")
def beat():
    os.utime(os.environ["ATHANOR_HEARTBEAT"], None)
"""


def child(tmp_path: Path, body: str) -> list[str]:
    """A command running PRELUDE + `body`; every start appends a line to starts.jsonl."""
    script = tmp_path / "child.py"
    script.write_text(PRELUDE + textwrap.dedent(body))
    return [sys.executable, str(script), str(tmp_path / "starts.jsonl")]


def starts(tmp_path: Path) -> list[dict]:
    path = tmp_path / "starts.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def supervise(tmp_path: Path, command: list[str], **options: object) -> Watchdog:
    settings = {"backoff": (0.0,), "poll_seconds": 0.02, "grace_seconds": 1.0, "max_restarts": 5, **options}
    log = open_log("watchdog", tmp_path / "data")
    watchdog = Watchdog(WatchdogConfig(command, **settings), log, heartbeat=tmp_path / "beat")  # type: ignore[arg-type]
    try:
        watchdog.run()
    finally:
        close_log(log)
    return watchdog


def test_a_crash_is_restarted_at_once_and_exit_0_ends_it(tmp_path: Path) -> None:
    command = child(tmp_path, "beat()\nsys.exit(3 if run < 2 else 0)\n")
    watchdog = supervise(tmp_path, command)
    assert [e.reason for e in watchdog.endings] == ["crash", "crash", "exit"]
    assert [e.code for e in watchdog.endings] == [3, 3, 0]
    runs = starts(tmp_path)
    assert [r["run"] for r in runs] == [0, 1, 2]
    assert all(b["at"] - a["at"] < 2.0 for a, b in zip(runs, runs[1:]))
    lines = recent("watchdog", tmp_path / "data", ("restart",))
    assert len(lines) == 2 and "restart 2 after crash (exit 3)" in lines[1]


def test_kill_9_is_restarted_within_two_seconds(tmp_path: Path) -> None:
    command = child(tmp_path, """
        beat()
        if run == 0:
            os.kill(os.getpid(), signal.SIGKILL)
        sys.exit(0)
    """)
    watchdog = supervise(tmp_path, command)
    assert [e.describe() for e in watchdog.endings] == ["killed (SIGKILL)", "exit (exit 0)"]
    first, second = starts(tmp_path)
    assert second["at"] - first["at"] < 2.0


def test_a_hang_is_killed_and_restarted(tmp_path: Path) -> None:
    command = child(tmp_path, """
        beat()
        if run == 0:
            time.sleep(60)  # hung: no more heartbeats
        sys.exit(0)
    """)
    began = time.monotonic()
    watchdog = supervise(tmp_path, command, hang_seconds=0.6)
    assert [e.reason for e in watchdog.endings] == ["hang", "exit"]
    first, second = starts(tmp_path)
    assert 0.6 <= second["at"] - first["at"] < 2.6
    assert time.monotonic() - began < 10
    assert any("hang: no frame" in line for line in recent("watchdog", tmp_path / "data"))


def test_a_window_that_never_beats_counts_as_hung_after_the_startup_allowance(tmp_path: Path) -> None:
    command = child(tmp_path, "if run == 0:\n    time.sleep(60)\nsys.exit(0)\n")
    watchdog = supervise(tmp_path, command, hang_seconds=5.0, startup_seconds=0.5)
    assert [e.reason for e in watchdog.endings] == ["hang", "exit"]


def test_a_beating_window_is_left_alone(tmp_path: Path) -> None:
    command = child(tmp_path, """
        for _ in range(8):
            beat()
            time.sleep(0.1)
        sys.exit(0)
    """)
    watchdog = supervise(tmp_path, command, hang_seconds=0.5)
    assert [e.reason for e in watchdog.endings] == ["exit"]


def test_repeated_crashes_back_off_behind_the_calm_screen(tmp_path: Path) -> None:
    calm = tmp_path / "calm.py"
    calm.write_text("import sys, time\nopen(sys.argv[1], 'a').write('up\\n')\ntime.sleep(60)\n")
    command = child(tmp_path, "beat()\nsys.exit(1 if run < 3 else 0)\n")
    watchdog = supervise(tmp_path, command, backoff=(0.0, 0.5, 1.0), calm_command=[
        sys.executable, str(calm), str(tmp_path / "calm.log")])
    runs = starts(tmp_path)
    gaps = [b["at"] - a["at"] for a, b in zip(runs, runs[1:])]
    assert gaps[1] >= 0.5 and gaps[2] >= 1.0 and gaps[0] < gaps[2]  # (upper bounds vary with the load)
    assert (tmp_path / "calm.log").read_text() in ("up\n", "up\nup\n")  # shown for the two waits (once when
    # the second crash came before the window's first beat was seen)
    assert watchdog.calm is None or watchdog.calm.poll() is not None  # and gone at the end
    assert "next start in 1.0 s" in recent("watchdog", tmp_path / "data", ("restart",))[-1]


def test_a_long_life_starts_the_back_off_afresh(tmp_path: Path) -> None:
    command = child(tmp_path, "beat()\ntime.sleep(0.3)\nsys.exit(1 if run < 2 else 0)\n")
    supervise(tmp_path, command, backoff=(0.0, 5.0), stable_seconds=0.2)
    runs = starts(tmp_path)
    assert len(runs) == 3 and runs[2]["at"] - runs[0]["at"] < 3.0


def test_sigterm_to_the_watchdog_ends_it_and_its_window(tmp_path: Path) -> None:
    command = child(tmp_path, "while True:\n    beat()\n    time.sleep(0.1)\n")
    program = textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from games.app.kiosk.log import open_log
        from games.app.kiosk.watchdog import Watchdog, WatchdogConfig
        log = open_log("watchdog", Path({str(tmp_path / 'data')!r}))
        sys.exit(Watchdog(WatchdogConfig({command!r}, poll_seconds=0.02), log,
                          heartbeat=Path({str(tmp_path / 'beat')!r})).run())
    """)
    supervisor = subprocess.Popen([sys.executable, "-c", program], cwd=Path(__file__).parents[3])
    deadline = time.monotonic() + 20
    while not starts(tmp_path) and time.monotonic() < deadline:
        time.sleep(0.05)
    window = starts(tmp_path)[0]["pid"]
    supervisor.send_signal(signal.SIGTERM)
    assert supervisor.wait(10) == 0
    assert not _alive(window)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}/stat").exists() and Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
