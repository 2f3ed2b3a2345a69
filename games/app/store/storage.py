"""Atomic JSON files in the platform's user-data directory, safe against damaged and hostile files.

Saving writes a temporary file in the same folder, flushes and fsyncs it, renames it over the old
file and fsyncs the folder, so a kill or power cut leaves the old or the new version, never half of
one. `Storage.save` returns False instead of raising when the disk refuses (read-only, full): the
failure stays in `failing` until a save works again, so the shell can say "saving is failing" on
every screen while play goes on.

Loading never raises and never hangs. A missing file is None. A file that cannot be used — not a
regular file (a FIFO, a folder), larger than MAX_BYTES, unreadable, not UTF-8 JSON, nested deeper
than MAX_DEPTH, not an object, or not of the caller's `shape` (games.kernel.shape) — is renamed
aside to `<name>.corrupt-N` (N one above the highest so far; the newest KEEP_SET_ASIDE copies of a
file are kept) and reported once through `take_reports()`; load returns None. A caller that finds
a problem after loading (a record that does not replay) calls `set_aside(name, reason)`.

`remove_stale_temporaries()` deletes the temporary files a killed program left behind.
`read_json` / `write_json` do the same for a file outside the data folder (the command lines).
ATHANOR_DATA_DIR overrides the directory (tests, kiosk machines).
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path

from games.kernel.shape import NewerFormatError, Shape, ShapeError

APP_NAME = "athanor"
DATA_DIR_VARIABLE = "ATHANOR_DATA_DIR"
NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$")
MAX_BYTES = 16 * 1024 * 1024  # a lab game of 80,000 results is 6.5 MB
MAX_DEPTH = 64  # nesting of lists and objects; our saves use fewer than 8
KEEP_SET_ASIDE = 10  # set-aside copies kept per file; the oldest beyond this are removed
STALE_SECONDS = 10.0  # a temporary file this old belongs to no running save
ASIDE_MARK = ".corrupt-"
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


class LoadProblem(Exception):
    """A file that is there but cannot be used; `kind` is one of KINDS, the message says why."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


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


def read_json(path: Path, shape: Shape | None = None, max_bytes: int = MAX_BYTES) -> dict | None:
    """The JSON object in `path`, checked against `shape`; None when there is no such file.

    Raises LoadProblem for everything else. Never blocks: a FIFO or device is refused unopened.
    """
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as error:
        raise LoadProblem("unreadable", _os_reason(error)) from None
    _require_regular(info, max_bytes)
    try:
        raw = _read_regular(path, max_bytes)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise LoadProblem("unreadable", _os_reason(error)) from None
    return _parse(raw, shape)


def _require_regular(info: os.stat_result, max_bytes: int) -> None:
    """LoadProblem unless `info` is a regular file of at most `max_bytes`."""
    if not stat.S_ISREG(info.st_mode):
        raise LoadProblem("not-a-file", f"not a regular file ({_file_type(info.st_mode)})")
    if info.st_size > max_bytes:
        raise LoadProblem("too-large", f"{info.st_size:,} bytes (at most {max_bytes:,})")


def _read_regular(path: Path, max_bytes: int) -> bytes:
    """The bytes of `path`, opened without blocking and checked again once open (it may change)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        _require_regular(os.fstat(fd), max_bytes)
        with os.fdopen(fd, "rb", closefd=False) as stream:
            raw = stream.read(max_bytes + 1)
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise LoadProblem("too-large", f"more than {max_bytes:,} bytes")
    return raw


def _parse(raw: bytes, shape: Shape | None) -> dict:
    """The checked JSON object in `raw`; LoadProblem when it is anything else."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise LoadProblem("damaged", "not UTF-8 text") from None
    except RecursionError:
        raise LoadProblem("damaged", "nested too deeply") from None
    except ValueError as error:
        raise LoadProblem("damaged", f"not JSON ({error})") from None
    if not isinstance(data, dict):
        raise LoadProblem("damaged", f"a JSON {type(data).__name__}, not an object")
    if _deeper_than(data, MAX_DEPTH):
        raise LoadProblem("damaged", f"nested more than {MAX_DEPTH} levels deep")
    if shape is not None:
        try:
            shape(data)
        except NewerFormatError as error:
            raise LoadProblem("newer", str(error)) from None
        except ShapeError as error:
            raise LoadProblem("damaged", f"wrong shape: {error}") from None
    return data


def _deeper_than(value: object, limit: int) -> bool:
    """True when lists and objects in `value` nest more than `limit` levels (without recursion)."""
    pending: list[tuple[object, int]] = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        if depth > limit:
            return True
        pending.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def write_json(path: Path, data: dict) -> None:
    """Write `data` as JSON to `path`: temporary file, flush, fsync, rename, fsync of the folder.

    TypeError/ValueError for data that is not a JSON object (nothing is touched); OSError when the
    disk refuses (the old file is kept).
    """
    if not isinstance(data, dict):
        raise TypeError(f"storage holds JSON objects, not {type(data).__name__}")
    text = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _fsync_directory(path.parent)


class Storage:
    """Named JSON objects in one directory; names like "settings.json" or "saves/lab-1.json"."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_data_dir()
        self.failing: dict[str, str] = {}  # name -> why its save failed (all cleared by the next good save)
        self._reports: list[SetAside] = []
        self._reported: set[tuple[str, str]] = set()

    def path(self, name: str) -> Path:
        """The file behind `name`; refuses names that would leave the directory."""
        parts = name.replace("\\", "/").split("/")
        if not parts or any(not NAME_PATTERN.match(part) for part in parts):
            raise StorageError(f"not a valid storage name: {name!r}")
        return self.directory.joinpath(*parts)

    def save(self, name: str, data: dict) -> bool:
        """Store `data` under `name` atomically; False (noted in `failing`) when the disk refuses."""
        target = self.path(name)
        try:
            write_json(target, data)
        except OSError as error:
            self.failing[name] = _os_reason(error)
            return False
        self.failing.clear()  # the disk takes saves again
        return True

    def load(self, name: str, shape: Shape | None = None, what: str = "file") -> dict | None:
        """The JSON object stored under `name` if it fits `shape`; None when absent or unusable
        (then set aside and reported as `what`, see the module docstring)."""
        try:
            return read_json(self.path(name), shape)
        except StorageError:
            return None
        except LoadProblem as problem:
            self._put_aside(name, SetAside(name, None, problem.kind, problem.reason, what))
            return None

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
            self.path(name).unlink(missing_ok=True)
        except StorageError:
            return True
        except OSError as error:
            self.failing[name] = _os_reason(error)
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

    def _subfolders(self) -> list[Path]:
        try:
            return [Path(entry.path) for entry in os.scandir(self.directory)
                    if entry.is_dir(follow_symlinks=False) and not entry.name.startswith(".")]
        except OSError:
            return []

    def _put_aside(self, name: str, report: SetAside) -> str | None:
        """Rename the file behind `name` aside and note `report` (once, if it cannot be moved)."""
        try:
            target = self.path(name)
        except StorageError:
            return None
        if _absent(target):
            return None
        aside = _set_aside(target)
        if aside is not None or (name, report.kind) not in self._reported:
            self._reported.add((name, report.kind))
            self._reports.append(replace(report, aside=aside.name if aside else None))
        return aside.name if aside else None


def _set_aside(target: Path) -> Path | None:
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
    _fsync_directory(target.parent)
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


def _file_type(mode: int) -> str:
    """What kind of file system entry `mode` describes."""
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device")):
        if test(mode):
            return name
    return "not a file"


def _os_reason(error: OSError) -> str:
    """A short reason for an OSError: "No space left on device" rather than the errno tuple."""
    return error.strerror or str(error) or type(error).__name__


def _fsync_directory(directory: Path) -> None:
    """Make a rename durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
