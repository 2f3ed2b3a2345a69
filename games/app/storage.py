"""Atomic JSON files in the platform's user-data directory.

`save` writes to a temporary file in the same directory, flushes and fsyncs it, then renames it
over the old file, so a power cut leaves either the old or the new version, never half of one.
`load` never raises for bad content: a file that is not a JSON object is renamed aside to
`<name>.corrupt-N` (kept for inspection) and load returns None. ATHANOR_DATA_DIR overrides the
directory (tests, kiosk machines).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

APP_NAME = "athanor"
DATA_DIR_VARIABLE = "ATHANOR_DATA_DIR"
NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$")


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


class StorageError(OSError):
    """A file name that cannot be stored (the caller's mistake, not the disk's)."""


class Storage:
    """Named JSON objects in one directory; names like "settings.json" or "saves/lab-1.json"."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_data_dir()

    def path(self, name: str) -> Path:
        """The file behind `name`; refuses names that would leave the directory."""
        parts = name.replace("\\", "/").split("/")
        if not parts or any(not NAME_PATTERN.match(part) for part in parts):
            raise StorageError(f"not a valid storage name: {name!r}")
        return self.directory.joinpath(*parts)

    def save(self, name: str, data: dict) -> None:
        """Write `data` as JSON to `name`: temporary file, fsync, rename over the old file."""
        if not isinstance(data, dict):
            raise TypeError(f"storage holds JSON objects, not {type(data).__name__}")
        target = self.path(name)
        text = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                stream.write(text)
                stream.flush()
                os.fsync(stream.fileno())
            os.replace(temp_name, target)
        except BaseException:
            Path(temp_name).unlink(missing_ok=True)
            raise
        _fsync_directory(target.parent)

    def load(self, name: str) -> dict | None:
        """The JSON object stored under `name`; None when absent, unreadable or corrupt."""
        try:
            target = self.path(name)
        except StorageError:
            return None
        try:
            text = target.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError):
            self._set_aside(target)
            return None
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if not isinstance(data, dict):
            self._set_aside(target)
            return None
        return data

    def delete(self, name: str) -> None:
        """Remove `name` if it exists."""
        try:
            self.path(name).unlink(missing_ok=True)
        except StorageError:
            return

    def names(self, folder: str = "") -> list[str]:
        """The stored names directly in `folder` (sorted), without temporary or corrupt files."""
        directory = self.path(folder) if folder else self.directory
        if not directory.is_dir():
            return []
        prefix = f"{folder}/" if folder else ""
        return sorted(
            prefix + entry.name
            for entry in directory.iterdir()
            if entry.is_file() and entry.suffix == ".json" and not entry.name.startswith(".")
        )

    def _set_aside(self, target: Path) -> Path | None:
        """Rename a corrupt file to <name>.corrupt-N with the first free N."""
        for number in range(1, 10_000):
            aside = target.with_name(f"{target.name}.corrupt-{number}")
            if not aside.exists():
                try:
                    os.replace(target, aside)
                except OSError:
                    return None
                return aside
        return None


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
