"""The kiosk's watchdog: a small supervisor that keeps the window alive all evening.

    python main.py --kiosk      # runs this supervisor, which runs the window as its child

The window (the child) touches a heartbeat file at least once a second (games.app.kiosk.heartbeat). The
supervisor starts it and restarts it within about a second when it
- crashes (exits with a status other than 0), or is killed (any signal, kill -9 included), or
- hangs: no heartbeat for `hang_seconds` (10 s; `startup_seconds` before its first beat): it is
  killed and started again.
An exit with status 0 (the organiser quit, with the PIN) ends the supervisor too, and so does a
SIGTERM, SIGINT or SIGHUP to the supervisor (system shutdown): the children get SIGTERM first.

Back-off: restarts that follow each other quickly (the child lived less than `stable_seconds`)
wait longer each time (BACKOFF: 0, 0, 2, 5, 10, 30, 60 s). While it waits, a calm "Athanor is
restarting" screen (the same program started with --restarting-screen) covers the desktop; it is
closed once the new window has sent its first heartbeat. Every start, restart (with its reason)
and stop goes to the log (games.app.kiosk.log, watchdog.log). The child learns how often it was
restarted from ATHANOR_RESTARTS, and where to beat from ATHANOR_HEARTBEAT.

Pure Python (subprocess, no pygame), so tests run it with tiny child scripts.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

HEARTBEAT_VARIABLE = "ATHANOR_HEARTBEAT"
RESTARTS_VARIABLE = "ATHANOR_RESTARTS"
BACKOFF: tuple[float, ...] = (0, 0, 2, 5, 10, 30, 60)  # seconds before restart n (1-based) of a quick series
STOP_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")


@dataclass
class WatchdogConfig:
    """What to run and how patiently."""

    command: Sequence[str]  # the window
    calm_command: Sequence[str] | None = None  # the "restarting" screen shown during a back-off
    hang_seconds: float = 10.0  # no heartbeat this long: hung
    startup_seconds: float = 30.0  # ... before the first heartbeat
    stable_seconds: float = 60.0  # a child that lived this long starts the back-off afresh
    backoff: tuple[float, ...] = BACKOFF
    poll_seconds: float = 0.1
    grace_seconds: float = 2.0  # between SIGTERM and SIGKILL when stopping a child
    max_restarts: int | None = None  # tests: stop after this many restarts
    env: dict[str, str] = field(default_factory=dict)  # extra environment for the children


@dataclass(frozen=True)
class Ending:
    """How one run of the child ended: `reason` is "exit", "crash", "killed" or "hang"."""

    reason: str
    code: int | None
    lived: float

    def describe(self) -> str:
        """"crash (exit 1)", "killed (SIGKILL)", "hang (no frame for 10 s)"."""
        if self.reason == "killed" and self.code is not None:
            return f"killed ({_signal_name(-self.code)})"
        if self.reason in ("crash", "exit"):
            return f"{self.reason} (exit {self.code})"
        return self.reason


class Watchdog:
    """Runs the child again and again until it exits with 0 or the supervisor is told to stop."""

    def __init__(self, config: WatchdogConfig, log: logging.Logger, heartbeat: Path | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.config = config
        self.log = log
        self.clock = clock
        self.heartbeat = heartbeat if heartbeat is not None else _heartbeat_path()
        self.stopping = False
        self.restarts = 0
        self.endings: list[Ending] = []
        self.child: subprocess.Popen | None = None
        self.calm: subprocess.Popen | None = None

    # -- the loop -------------------------------------------------------------------------------

    def run(self) -> int:
        """Supervise until the end; returns the exit status (0)."""
        previous = self._catch_stop_signals()
        self.log.info("watchdog start: %s", " ".join(self.config.command))
        quick = 0  # restarts in the current quick series
        try:
            while not self.stopping:
                ending = self._run_child()
                self.endings.append(ending)
                if ending.reason == "exit" and ending.code == 0 or self.stopping:
                    break
                quick = quick + 1 if ending.lived < self.config.stable_seconds else 1
                delay = self.config.backoff[min(quick, len(self.config.backoff)) - 1]
                self.restarts += 1
                self.log.warning("restart %d after %s, lived %.1f s, next start in %.1f s", self.restarts,
                                 ending.describe(), ending.lived, delay)
                if self.config.max_restarts is not None and self.restarts > self.config.max_restarts:
                    break
                self._wait(delay)
        finally:
            self._stop(self.child)
            self._stop(self.calm)
            self.heartbeat.unlink(missing_ok=True)
            _restore_signals(previous)
            self.log.info("watchdog stop after %d restarts", self.restarts)
        return 0

    def _run_child(self) -> Ending:
        """Start the window and watch it until it ends or hangs."""
        self._reset_heartbeat()
        started = self.clock()
        env = {**os.environ, **self.config.env, HEARTBEAT_VARIABLE: str(self.heartbeat),
               RESTARTS_VARIABLE: str(self.restarts)}
        try:
            self.child = subprocess.Popen(list(self.config.command), env=env)
        except OSError as error:
            self.log.error("cannot start the window: %s", error)
            return Ending("crash", None, 0.0)
        last_beat, beats, stamp = started, 0, self._stamp()
        while not self.stopping:
            code = self.child.poll()
            if code is not None:
                reason = "exit" if code == 0 else "killed" if code < 0 else "crash"
                return Ending(reason, code, self.clock() - started)
            now_stamp = self._stamp()
            if now_stamp != stamp:
                stamp, last_beat, beats = now_stamp, self.clock(), beats + 1
                if beats == 1 and self.calm is not None:
                    self._stop(self.calm)  # the new window is up: the calm screen may go
                    self.calm = None
            limit = self.config.hang_seconds if beats else self.config.startup_seconds
            if self.clock() - last_beat > limit:
                self.log.error("hang: no frame for %.0f s, killing the window", limit)
                self.child.kill()
                self.child.wait()
                return Ending("hang", None, self.clock() - started)
            time.sleep(self.config.poll_seconds)
        return Ending("exit", 0, self.clock() - started)

    def _wait(self, delay: float) -> None:
        """Wait `delay` seconds before the next start, behind the calm screen when it is long."""
        if delay <= 0:
            return
        if self.calm is None or self.calm.poll() is not None:
            self.calm = self._start_calm()
        until = self.clock() + delay
        while not self.stopping and self.clock() < until:
            time.sleep(self.config.poll_seconds)

    def _start_calm(self) -> subprocess.Popen | None:
        """The "Athanor is restarting" screen, or None when there is none or it cannot start."""
        if not self.config.calm_command:
            return None
        try:
            return subprocess.Popen(list(self.config.calm_command), env={**os.environ, **self.config.env})
        except OSError as error:
            self.log.error("cannot show the restarting screen: %s", error)
            return None

    # -- helpers --------------------------------------------------------------------------------

    def _reset_heartbeat(self) -> None:
        """An empty heartbeat file with an old time: the child's first beat is a change."""
        try:
            self.heartbeat.parent.mkdir(parents=True, exist_ok=True)
            self.heartbeat.touch()
            os.utime(self.heartbeat, (0, 0))
        except OSError as error:
            self.log.error("heartbeat file %s: %s", self.heartbeat, error)

    def _stamp(self) -> int | None:
        """The heartbeat file's modification time in ns (None when it is gone)."""
        try:
            return self.heartbeat.stat().st_mtime_ns
        except OSError:
            return None

    def _stop(self, process: subprocess.Popen | None) -> None:
        """SIGTERM, then SIGKILL after the grace time; waits for the end."""
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(self.config.grace_seconds)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    def _catch_stop_signals(self) -> dict[int, object]:
        """Let SIGTERM / SIGINT / SIGHUP end the supervision (main thread only)."""
        previous: dict[int, object] = {}

        def stop(number: int, frame: object) -> None:
            self.stopping = True
            self.log.info("watchdog told to stop (%s)", _signal_name(number))

        for name in STOP_SIGNALS:
            number = getattr(signal, name, None)
            if number is None:
                continue
            try:
                previous[number] = signal.signal(number, stop)
            except ValueError:  # not the main thread
                break
        return previous


def _restore_signals(previous: dict[int, object]) -> None:
    for number, handler in previous.items():
        signal.signal(number, handler)  # type: ignore[arg-type]


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def _heartbeat_path() -> Path:
    """A fresh heartbeat file in the runtime folder (XDG_RUNTIME_DIR, else the temporary folder)."""
    folder = os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()
    return Path(folder) / f"athanor-heartbeat-{os.getpid()}"


def main_script() -> Path:
    """The program's main.py (the children are started from it)."""
    return Path(__file__).resolve().parents[3] / "main.py"


def supervise(argv: Sequence[str], language: str | None = None) -> int:
    """Run the window with `argv` (it contains --kiosk) under the watchdog until it ends."""
    import sys

    from games.app.kiosk.log import close_log, open_log

    python = [sys.executable, str(main_script())]
    calm = [*python, "--restarting-screen", "--kiosk", *(["--lang", language] if language else [])]
    log = open_log("watchdog")
    try:
        return Watchdog(WatchdogConfig([*python, *argv], calm_command=calm), log).run()
    finally:
        close_log(log)
