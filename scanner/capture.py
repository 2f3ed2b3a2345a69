"""The capture thread: reads a live source in its own thread and keeps only the newest frame.

It survives the camera vanishing: a failed read closes the device and reports "lost", reopening
is retried with exponential back-off ("retrying"), and frames resume ("ok") when the camera comes
back. A camera that cannot be opened at all reports "no-camera" and is retried the same way.
`close()` stops the thread without waiting long: the reading thread owns the source and releases
it when its current read returns (at once when it is idle), so a camera whose read hangs neither
blocks the caller nor gets freed under a read still running. Clock and sleep are injectable for tests.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable

from scanner.sources import Frame, FrameSource, SourceError

STATUSES = ("starting", "ok", "no-camera", "lost", "retrying", "ended", "closed")
CLOSE_WAIT = 0.3  # seconds close() waits for the reading thread: longer than a frame of a slow camera


@dataclass(frozen=True)
class CaptureStatus:
    """Where the capture stands: one of STATUSES, a message, and how often it changed."""

    state: str
    message: str = ""
    version: int = 0


class CaptureThread:
    """Reads `source` continuously in a daemon thread; `latest()` hands out the newest frame."""

    def __init__(self, source: FrameSource, *, first_delay: float = 0.5, max_delay: float = 8.0,
                 sleep: Callable[[float], None] | None = None,
                 on_status: Callable[[CaptureStatus], None] | None = None) -> None:
        self._source = source
        self._first_delay = first_delay
        self._max_delay = max_delay
        self._stop = threading.Event()
        self._sleep = sleep or self._stop.wait
        self._on_status = on_status
        self._lock = threading.Condition()
        self._frame: Frame | None = None
        self._sequence = 0
        self._status = CaptureStatus("starting")
        self.delays: list[float] = []  # every back-off waited, for diagnostics and tests
        self._thread = threading.Thread(target=self._run, name=f"capture {source.name}", daemon=True)

    def start(self) -> "CaptureThread":
        """Start reading; returns self."""
        self._thread.start()
        return self

    @property
    def status(self) -> CaptureStatus:
        """The current status."""
        with self._lock:
            return self._status

    def latest(self) -> tuple[int, Frame | None]:
        """The newest frame and its sequence number (0 before the first frame)."""
        with self._lock:
            return self._sequence, self._frame

    def wait_newer(self, sequence: int, timeout: float) -> tuple[int, Frame | None]:
        """The newest frame once its sequence number exceeds `sequence`, or the current one after `timeout`."""
        with self._lock:
            self._lock.wait_for(lambda: self._sequence > sequence or self._stop.is_set(), timeout)
            return self._sequence, self._frame

    def close(self, timeout: float = CLOSE_WAIT) -> None:
        """Stop the thread, waiting at most `timeout` seconds; the device is released by the reading
        thread once its read returns, or here when no thread reads."""
        self._stop.set()
        with self._lock:
            self._lock.notify_all()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout)
        if not self._thread.is_alive():  # never started or finished: nobody else touches the source
            self._source.close()
        self._set_status("closed")

    @property
    def closed(self) -> bool:
        """True once close() was called."""
        return self._stop.is_set()

    def _run(self) -> None:
        """Read until closed or ended, then release the source (this thread owns it)."""
        try:
            self._read_with_retries()
        finally:
            self._source.close()

    def _read_with_retries(self) -> None:
        """Open, read until lost, back off, repeat until closed."""
        failures = 0
        ever_opened = False
        while not self._stop.is_set():
            try:
                self._source.open()
            except SourceError as error:
                self._set_status("retrying" if ever_opened else "no-camera", str(error))
                failures = self._back_off(failures)
                continue
            ever_opened, failures = True, 0
            self._set_status("ok", self._source.name)
            ended = self._read_until_lost()
            self._source.close()
            if ended:
                self._set_status("ended", self._source.name)
                return
            failures = self._back_off(failures)

    def _read_until_lost(self) -> bool:
        """Publish frames until the source fails (returns False) or ends (returns True)."""
        while not self._stop.is_set():
            try:
                frame = self._source.read()
            except SourceError as error:
                self._set_status("lost", str(error))
                return False
            if frame is None:
                return True
            with self._lock:
                self._frame = frame
                self._sequence += 1
                self._lock.notify_all()
        return False

    def _back_off(self, failures: int) -> int:
        """Wait before the next attempt (doubling up to max_delay); returns the new failure count."""
        if self._stop.is_set():
            return failures
        delay = min(self._max_delay, self._first_delay * (2**failures))
        self.delays.append(delay)
        self._sleep(delay)
        return failures + 1

    def _set_status(self, state: str, message: str = "") -> None:
        """Record a status change and tell the listener."""
        with self._lock:
            if self._status.state == state and self._status.message == message:
                return
            if self._status.state == "closed":
                return
            self._status = CaptureStatus(state, message, self._status.version + 1)
            status = self._status
        if self._on_status:
            self._on_status(status)
