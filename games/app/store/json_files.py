"""JSON files read and written safely: the storage's file layer, also used for files outside it.

`read_json(path, shape)` never blocks and never reads without bound: a FIFO or device is refused
unopened, a file over MAX_BYTES unread, nesting past MAX_DEPTH, non-finite numbers (games.kernel.shape
`loads`) and anything not of `shape` are LoadProblems naming their kind; a read error that may pass
(PASSING_ERRORS) is tried RETRIES times first. `write_json(path, data)` writes a temporary file,
flushes and fsyncs it, renames it over the old one and fsyncs the folder.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from pathlib import Path

from games.kernel.shape import NewerFormatError, NonFiniteNumber, Shape, ShapeError, loads

MAX_BYTES = 16 * 1024 * 1024  # a lab game of 80,000 results is 6.5 MB
MAX_DEPTH = 64  # nesting of lists and objects; our saves use fewer than 8
RETRIES = 3  # tries of a read that failed in a way that may pass
RETRY_PAUSE = 0.02  # seconds before the second try; doubled before each further one
PASSING_ERRORS = frozenset({errno.EMFILE, errno.ENFILE, errno.EIO, errno.EAGAIN, errno.EINTR, errno.EBUSY,
                            errno.ENOMEM, errno.ETIMEDOUT})


class LoadProblem(Exception):
    """A file that is there but cannot be used; `kind` is one of games.app.store.storage.KINDS, the message
    says why."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


def read_json(path: Path, shape: Shape | None = None, max_bytes: int = MAX_BYTES) -> dict | None:
    """The JSON object in `path`, checked against `shape`; None when there is no such file.

    Raises LoadProblem for everything else. Never blocks: a FIFO or device is refused unopened. A
    read error that may pass is tried RETRIES times before it is "unreadable".
    """
    for attempt in range(RETRIES):
        try:
            raw = _read_checked(path, max_bytes)
        except OSError as error:
            if error.errno not in PASSING_ERRORS or attempt == RETRIES - 1:
                raise LoadProblem("unreadable", os_reason(error)) from None
            time.sleep(RETRY_PAUSE * 2 ** attempt)
            continue
        return None if raw is None else _parse(raw, shape)
    raise AssertionError("unreachable")


def _read_checked(path: Path, max_bytes: int) -> bytes | None:
    """The bytes of the regular file `path`; None when there is none; OSError when the disk refuses."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    _require_regular(info, max_bytes)
    try:
        return _read_regular(path, max_bytes)
    except FileNotFoundError:
        return None


def _require_regular(info: os.stat_result, max_bytes: int) -> None:
    """LoadProblem unless `info` is a regular file of at most `max_bytes`."""
    if not stat.S_ISREG(info.st_mode):
        raise LoadProblem("not-a-file", f"not a regular file ({file_type(info.st_mode)})")
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
        data = loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise LoadProblem("damaged", "not UTF-8 text") from None
    except RecursionError:
        raise LoadProblem("damaged", "nested too deeply") from None
    except NonFiniteNumber as error:
        raise LoadProblem("damaged", str(error)) from None
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
    fsync_directory(path.parent)


def file_type(mode: int) -> str:
    """What kind of file system entry `mode` describes."""
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISLNK, "a link")):
        if test(mode):
            return name
    return "not a file"


def os_reason(error: OSError) -> str:
    """A short reason for an OSError: "No space left on device" rather than the errno tuple."""
    return error.strerror or str(error) or type(error).__name__


def fsync_directory(directory: Path) -> None:
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
