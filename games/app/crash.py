"""The crash log: a traceback file per unexpected exception, in the user log directory."""

from __future__ import annotations

import time
import traceback
from pathlib import Path

from games.app.store.storage import default_log_dir

KEEP_LOGS = 30


class CrashLog:
    """Writes crash-<timestamp>.log files and keeps only the newest few."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_log_dir()
        self.last_path: Path | None = None

    def write(self, error: BaseException, where: str) -> Path | None:
        """Store the traceback of `error` raised in `where`; None when the disk refuses."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        text = f"Athanor crash in {where} at {stamp}\n\n" + "".join(
            traceback.format_exception(type(error), error, error.__traceback__)
        )
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            path = self._free_path(stamp)
            path.write_text(text, encoding="utf-8")
            self._prune()
        except OSError:
            return None
        self.last_path = path
        return path

    def _free_path(self, stamp: str) -> Path:
        """crash-<stamp>.log, or crash-<stamp>-N.log when several crashes share a second."""
        path = self.directory / f"crash-{stamp}.log"
        number = 1
        while path.exists():
            number += 1
            path = self.directory / f"crash-{stamp}-{number}.log"
        return path

    def _prune(self) -> None:
        """Delete all but the newest KEEP_LOGS crash logs."""
        logs = sorted(self.directory.glob("crash-*.log"), key=lambda p: p.stat().st_mtime)
        for old in logs[:-KEEP_LOGS]:
            old.unlink(missing_ok=True)


def short_reason(error: BaseException, limit: int = 160) -> str:
    """One line naming the error, short enough for a screen."""
    text = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
