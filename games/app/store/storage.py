"""Atomic JSON files in the platform's user-data directory, safe against damaged and hostile files.

Saving writes a temporary file in the same folder, flushes and fsyncs it, renames it over the old
file and fsyncs the folder, so a kill or power cut leaves the old or the new version, never half of
one. `Storage.save` returns False instead of raising when the disk refuses (read-only, full): the
failure stays in `failing` until a save works again, so the shell can say "saving is failing" on
every screen while play goes on.

Loading never raises and never hangs. A missing file is None. A file that cannot be used — not a
regular file (a FIFO, a folder), larger than MAX_BYTES, not UTF-8 JSON, nested deeper than
MAX_DEPTH, not an object, or not of the caller's `shape` (games.kernel.shape) — is renamed aside to
`<name>.corrupt-N` (N one above the highest so far; the newest KEEP_SET_ASIDE copies of a file are
kept) and reported once through `take_reports()`; load returns None. A caller that finds a problem
after loading (a record that does not replay) calls `set_aside(name, reason)`.
A file the disk would not read (a read error that may pass — EMFILE, EIO, EAGAIN — after RETRIES
tries, or one owned by another user) is not damaged: it stays in place, is reported once as "could
not be read", and a later save under its name first sets it aside, so nothing is lost unseen.

A folder inside the data folder that is a link leading out of it is not followed: a save there
fails (noted in `failing`, like a full disk) and a load reports it once and moves nothing.
`remove_stale_temporaries()` deletes the temporary files a killed program left behind.
The files themselves are read and written by games.app.store.json_files (`read_json` / `write_json`,
also for a file outside the data folder: the command lines).
ATHANOR_DATA_DIR overrides the directory (tests, kiosk machines).
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, replace
from pathlib import Path

from games.app.store.json_files import (  # noqa: F401  (re-exported: the storage's one place to import from)
    MAX_BYTES, LoadProblem, file_type, fsync_directory, os_reason, read_json, write_json,
)
from games.kernel.shape import Shape

APP_NAME = "athanor"
DATA_DIR_VARIABLE = "ATHANOR_DATA_DIR"
NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$")
KEEP_SET_ASIDE = 10  # set-aside copies kept per file; the oldest beyond this are removed
STALE_SECONDS = 10.0  # a temporary file this old belongs to no running save
ASIDE_MARK = ".corrupt-"
OUTSIDE = "its folder is a link that leads out of the data folder"
KINDS = ("damaged", "newer", "too-large", "not-a-file", "unreadable")
WHATS = ("file", "settings", "game", "notebooks")  # "the saved file", "the settings", "the saved game",
# "the notebook part of a saved game"


def default_data_dir() -> Path:
    """ATHANOR_DATA_DIR if set, else platformdirs' user-data directory for Athanor."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def default_log_dir() -> Path:
    """<ATHANOR_DATA_DIR>/logs if set, else platformdirs' user-log directory for Athanor."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override) / "logs"
    from platformdirs import user_log_dir

    return Path(user_log_dir(APP_NAME, appauthor=False))


class StorageError(ValueError):
    """A file name that cannot be stored (the caller's mistake, not the disk's)."""


@dataclass(frozen=True)
class SetAside:
    """A damaged file the player should hear about once.

    name: its storage name; aside: the file name it was moved to (None when it could not be
    moved, e.g. in a read-only folder); kind: one of KINDS; reason: the technical detail (English);
    what: what the file held, for the player's message: one of WHATS.
    """

    name: str
    aside: str | None
    kind: str
    reason: str
    what: str = "file"


class Storage:
    """Named JSON objects in one directory; names like "settings.json" or "saves/lab-1.json"."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_data_dir()
        self.failing: dict[str, str] = {}  # name -> why its save failed (all cleared by the next good save)
        self._reports: list[SetAside] = []
        self._reported: set[tuple[str, str]] = set()
        self.unread: set[str] = set()  # names whose file the disk would not read (left in place)

    def path(self, name: str) -> Path:
        """The file behind `name`; refuses names that would leave the directory."""
        parts = name.replace("\\", "/").split("/")
        if not parts or any(not NAME_PATTERN.match(part) for part in parts):
            raise StorageError(f"not a valid storage name: {name!r}")
        return self.directory.joinpath(*parts)

    def save(self, name: str, data: dict) -> bool:
        """Store `data` under `name` atomically; False (noted in `failing`) when the disk refuses."""
        target = self.path(name)
        if self._leads_out(target):
            self.failing[name] = OUTSIDE
            return False
        if name in self.unread:  # never written over unseen: the unread file goes aside first
            self.unread.discard(name)
            self._put_aside(name, SetAside(name, None, "unreadable", "could not be read; replaced by a new save"))
        try:
            write_json(target, data)
        except OSError as error:
            self.failing[name] = os_reason(error)
            return False
        self.failing.clear()  # the disk takes saves again
        return True

    def load(self, name: str, shape: Shape | None = None, what: str = "file") -> dict | None:
        """The JSON object stored under `name` if it fits `shape`; None when absent or unusable
        (then set aside and reported as `what`, see the module docstring)."""
        try:
            target = self.path(name)
            if self._leads_out(target):
                raise LoadProblem("not-a-file", OUTSIDE)
            data = read_json(target, shape)
        except StorageError:
            return None
        except LoadProblem as problem:
            report = SetAside(name, None, problem.kind, problem.reason, what)
            if problem.kind == "unreadable" or problem.reason == OUTSIDE:
                self._report_unread(name, report)
            else:
                self._put_aside(name, report)
            return None
        self.unread.discard(name)
        return data

    def _leads_out(self, target: Path) -> bool:
        """True when the folder of `target` is reached through a link that leads out of the data
        folder (links inside it are fine)."""
        base = os.path.realpath(self.directory)
        folder = os.path.realpath(target.parent)
        return folder != base and not folder.startswith(base.rstrip(os.sep) + os.sep)

    def _report_unread(self, name: str, report: SetAside) -> None:
        """A file the disk would not read: left in place, reported once, guarded against a save."""
        self.unread.add(name)
        if (name, report.kind) not in self._reported:
            self._reported.add((name, report.kind))
            self._reports.append(report)

    def set_aside(self, name: str, reason: str, what: str = "game", kind: str = "damaged") -> str | None:
        """Move the file behind `name` aside (reported once); the new file name, or None."""
        return self._put_aside(name, SetAside(name, None, kind, reason, what))

    def take_reports(self) -> list[SetAside]:
        """The set-aside files not reported yet (each is handed out once)."""
        reports, self._reports = self._reports, []
        return reports

    def delete(self, name: str) -> bool:
        """Remove `name` if it exists; False when the disk refuses."""
        try:
            target = self.path(name)
            if self._leads_out(target):
                self.failing[name] = OUTSIDE
                return False
            target.unlink(missing_ok=True)
        except StorageError:
            return True
        except OSError as error:
            self.failing[name] = os_reason(error)
            return False
        return True

    def names(self, folder: str = "") -> list[str]:
        """The stored names directly in `folder` (sorted), without temporary or set-aside files. An
        entry that is not a regular file (a folder named like a save) is listed too, so that loading
        it sets it aside and tells the player rather than hiding it."""
        directory = self.path(folder) if folder else self.directory
        prefix = f"{folder}/" if folder else ""
        try:
            return sorted(prefix + entry.name for entry in os.scandir(directory)
                          if entry.name.endswith(".json") and not entry.name.startswith("."))
        except OSError:
            return []

    def remove_stale_temporaries(self, max_age: float = STALE_SECONDS) -> int:
        """Delete temporary files older than `max_age` seconds (left by a kill); how many went."""
        removed = 0
        cutoff = time.time() - max_age
        for folder in [self.directory, *self._subfolders()]:
            try:
                entries = list(os.scandir(folder))
            except OSError:
                continue
            for entry in entries:
                if _is_stale_temporary(entry, cutoff):
                    try:
                        os.unlink(entry.path)
                        removed += 1
                    except OSError:
                        pass
        return removed

    def _subfolders(self, max_depth: int = 6) -> list[Path]:
        """Every folder below the directory (links not followed, hidden ones and deeper than
        `max_depth` left out): saves live as deep as materia-prima/matches/<id>/saves."""
        found: list[Path] = []
        pending = [(self.directory, 0)]
        while pending:
            folder, depth = pending.pop()
            try:
                entries = list(os.scandir(folder))
            except OSError:
                continue
            for entry in entries:
                if depth < max_depth and entry.is_dir(follow_symlinks=False) and not entry.name.startswith("."):
                    found.append(Path(entry.path))
                    pending.append((Path(entry.path), depth + 1))
        return found

    def _put_aside(self, name: str, report: SetAside) -> str | None:
        """Rename the file behind `name` aside and note `report` (once, if it cannot be moved)."""
        try:
            target = self.path(name)
        except StorageError:
            return None
        if _absent(target):
            return None
        aside = set_aside_file(target)
        if aside is not None or (name, report.kind) not in self._reported:
            self._reported.add((name, report.kind))
            self._reports.append(replace(report, aside=aside.name if aside else None))
        return aside.name if aside else None


def set_aside_file(target: Path) -> Path | None:
    """Rename `target` to <name>.corrupt-N (N above every earlier copy), keep the newest
    KEEP_SET_ASIDE copies; None when it cannot be moved."""
    numbers = _aside_numbers(target)
    aside = target.with_name(f"{target.name}{ASIDE_MARK}{max(numbers, default=0) + 1}")
    try:
        os.rename(target, aside)
    except OSError:
        return None
    for number in sorted(numbers)[: max(0, len(numbers) + 1 - KEEP_SET_ASIDE)]:
        old = target.with_name(f"{target.name}{ASIDE_MARK}{number}")
        try:
            if old.is_file() and not old.is_symlink():
                old.unlink()
        except OSError:
            pass
    fsync_directory(target.parent)
    return aside


def _absent(path: Path) -> bool:
    """True when nothing is at `path` (False when the folder cannot even be looked into)."""
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return True
    except OSError:
        return False
    return False


def _aside_numbers(target: Path) -> list[int]:
    """The numbers N of the existing <name>.corrupt-N copies of `target`."""
    prefix = f"{target.name}{ASIDE_MARK}"
    try:
        names = os.listdir(target.parent)
    except OSError:
        return []
    suffixes = (name[len(prefix):] for name in names if name.startswith(prefix))
    return [int(suffix) for suffix in suffixes if suffix.isascii() and suffix.isdigit()]


def _is_stale_temporary(entry: os.DirEntry, cutoff: float) -> bool:
    """True for a `.<name>.<random>.tmp` file last changed before `cutoff`."""
    if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
        return False
    try:
        return entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < cutoff
    except OSError:
        return False
