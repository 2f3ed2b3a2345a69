"""The kiosk's log book: rotating, size-limited log files in the user-data folder.

    log = open_log("athanor")        # <data>/logs/athanor.log (+ .1 .. .3), the window's own
    log.info("start kiosk=%s", True)
    watchdog = open_log("watchdog")  # <data>/logs/watchdog.log: restarts, written by the supervisor

Each file has exactly one writer (the window or the supervisor), so rotation never races. A folder
that refuses to be written gives a logger that drops everything: a log must never stop the game.
A log that cannot be written (a full disk, a folder in its place) costs one line on stderr, once,
never a traceback. Something at the log's place that is not a regular file (a FIFO would block the
window, a link to /dev/zero would never end) is set aside at open like any damaged file
(`athanor.log.corrupt-N`, noted in the new log), and the file is only ever opened without blocking
and checked once open. `recent(...)` reads the newest lines back for `python main.py kiosk
--status`: at most the last TAIL_BYTES of each regular file, nothing of anything else.

Line format: "2026-11-26 15:50:01 INFO    start: kiosk, restart 2" — time, level, event, detail.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import stat
import sys
from pathlib import Path

from games.app.store.storage import default_data_dir, file_type, set_aside_file

MAX_BYTES = 256 * 1024  # per file; with BACKUPS older files, a log never takes more than 1 MB
BACKUPS = 3
LOG_FILES = ("athanor", "watchdog")
FORMAT = "%(asctime)s %(levelname)-7s %(message)s"
DATE_FORMAT = "%Y-%m-%d %H:%M:%S"
TAIL_BYTES = MAX_BYTES  # what --status reads of each file at most: a whole log, never more


class LogFile(logging.handlers.RotatingFileHandler):
    """A rotating log file that opens only a regular file, without blocking, and reports a failure
    to write in one line on stderr, once (logging's own handleError prints a traceback each time)."""

    told = False

    def _open(self):  # type: ignore[no-untyped-def]
        return open_regular(Path(self.baseFilename), self.mode, self.encoding)

    def handleError(self, record: logging.LogRecord) -> None:
        if self.told:
            return
        self.told = True
        error = sys.exc_info()[1]
        reason = (error.strerror if isinstance(error, OSError) else None) or str(error) or type(error).__name__
        try:
            print(f"athanor: cannot write the log {self.baseFilename}: {reason}", file=sys.stderr)
        except (OSError, ValueError):
            pass


def open_regular(path: Path, mode: str, encoding: str | None):  # type: ignore[no-untyped-def]
    """`path` opened for appending as text; OSError unless it is (or becomes) a regular file."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if "a" in mode else os.O_TRUNC)
    fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0), 0o644)
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise OSError(f"not a regular file ({file_type(info.st_mode)})")
    return os.fdopen(fd, mode, encoding=encoding)


def not_regular(path: Path) -> str | None:
    """Why the entry at `path` cannot be a log ("a named pipe", "a link"), or None (a regular file
    or nothing)."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return None if stat.S_ISREG(info.st_mode) else file_type(info.st_mode)


def log_dir(data_dir: Path | None = None) -> Path:
    """<user-data folder>/logs."""
    return (Path(data_dir) if data_dir is not None else default_data_dir()) / "logs"


def open_log(name: str, data_dir: Path | None = None, max_bytes: int = MAX_BYTES,
             backups: int = BACKUPS) -> logging.Logger:
    """The logger writing <data>/logs/<name>.log, rotated at `max_bytes` (opened once per folder)."""
    path = log_dir(data_dir) / f"{name}.log"
    logger = logging.getLogger(f"athanor.kiosk.{name}.{path}")
    logger.propagate = False
    logger.setLevel(logging.INFO)
    if logger.handlers:
        return logger
    moved = _set_aside_unusable([path] + [path.with_name(f"{path.name}.{n}") for n in range(1, backups + 1)])
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = LogFile(path, maxBytes=max_bytes, backupCount=backups, encoding="utf-8",
                                           delay=True)
    except OSError:
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter(FORMAT, DATE_FORMAT))
    logger.addHandler(handler)
    for line in moved:
        logger.warning("log set aside: %s", line)
    return logger


def _set_aside_unusable(paths: list[Path]) -> list[str]:
    """Set aside each of `paths` that is there but not a regular file; what happened, in words."""
    moved = []
    for path in paths:
        found = not_regular(path)
        if found:
            aside = set_aside_file(path)
            moved.append(f"{path.name} was {found}" + (f", now {aside.name}" if aside else " and could not be moved"))
    return moved


def close_log(logger: logging.Logger) -> None:
    """Flush and close the logger's files (the next open_log opens them again)."""
    for handler in list(logger.handlers):
        try:
            handler.close()
        except OSError:
            pass
        logger.removeHandler(handler)


def recent(name: str, data_dir: Path | None = None, events: tuple[str, ...] = (), limit: int = 10,
           levels: tuple[str, ...] = ()) -> list[str]:
    """The newest `limit` lines of <name>.log and its rotated copies whose event (the message's
    first word) is one of `events` or whose level is one of `levels` (every line when both are
    empty), oldest first."""
    folder = log_dir(data_dir)
    files = [folder / f"{name}.log.{n}" for n in range(BACKUPS, 0, -1)] + [folder / f"{name}.log"]
    found: list[str] = []
    for path in files:
        for line in _lines(path):
            if not (events or levels) or _matches(line, events, levels):
                found.append(line)
    return found[-limit:]


def _matches(line: str, events: tuple[str, ...], levels: tuple[str, ...]) -> bool:
    """True when the line's level is in `levels` or its event word in `events`."""
    parts = line.split(None, 3)
    if len(parts) < 4:
        return False
    return parts[2] in levels or parts[3].split()[0].rstrip(":") in events


def _lines(path: Path) -> list[str]:
    """The lines in the last TAIL_BYTES of a log file (none when it is missing, unreadable or not a
    regular file). Opened without blocking, checked once open, never read past TAIL_BYTES."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return []
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return []
        os.lseek(fd, max(0, info.st_size - TAIL_BYTES), os.SEEK_SET)
        raw = _read_at_most(fd, TAIL_BYTES)
    except OSError:
        return []
    finally:
        os.close(fd)
    return [line for line in raw.decode("utf-8", "replace").splitlines() if line.strip()]


def _read_at_most(fd: int, limit: int) -> bytes:
    """Up to `limit` bytes from `fd` (a file may grow while it is read)."""
    chunks: list[bytes] = []
    left = limit
    while left > 0:
        chunk = os.read(fd, min(left, 65536))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def problems(name: str, data_dir: Path | None = None) -> list[str]:
    """"athanor.log: a named pipe" for each of <name>.log and its rotated copies that is not a
    regular file (the next open_log sets the first aside; --status reads none of them)."""
    folder = log_dir(data_dir)
    paths = [folder / f"{name}.log"] + [folder / f"{name}.log.{n}" for n in range(1, BACKUPS + 1)]
    return [f"{path.name}: {found}" for path in paths if (found := not_regular(path))]
