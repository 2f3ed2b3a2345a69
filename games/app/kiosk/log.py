"""The kiosk's log book: rotating, size-limited log files in the user-data folder.

    log = open_log("athanor")        # <data>/logs/athanor.log (+ .1 .. .3), the window's own
    log.info("start kiosk=%s", True)
    watchdog = open_log("watchdog")  # <data>/logs/watchdog.log: restarts, written by the supervisor

Each file has exactly one writer (the window or the supervisor), so rotation never races. A folder
that refuses to be written gives a logger that drops everything: a log must never stop the game.
`recent(...)` reads the newest lines back for `python main.py kiosk --status`.

Line format: "2026-11-26 15:50:01 INFO    start: kiosk, restart 2" — time, level, event, detail.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path

from games.app.store.storage import default_data_dir

MAX_BYTES = 256 * 1024  # per file; with BACKUPS older files, a log never takes more than 1 MB
BACKUPS = 3
LOG_FILES = ("athanor", "watchdog")
FORMAT = "%(asctime)s %(levelname)-7s %(message)s"
DATE_FORMAT = "%Y-%m-%d %H:%M:%S"


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
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=max_bytes, backupCount=backups, encoding="utf-8", delay=True)
    except OSError:
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter(FORMAT, DATE_FORMAT))
    logger.addHandler(handler)
    logger.raiseExceptions = False  # type: ignore[attr-defined]
    return logger


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
    """The lines of a log file (none when it is missing or unreadable; at most the last 1 MB)."""
    try:
        with open(path, "rb") as stream:
            stream.seek(0, os.SEEK_END)
            size = stream.tell()
            stream.seek(max(0, size - 1024 * 1024))
            raw = stream.read()
    except OSError:
        return []
    return [line for line in raw.decode("utf-8", "replace").splitlines() if line.strip()]
