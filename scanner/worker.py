"""The scan worker: decodes the capture thread's newest frames off the UI thread.

Events go to a queue the app drains with `events()`; `snapshot()` gives the newest frame (RGB),
its outlines, the capture status and the active warnings for a preview. The stabiliser sees the
frames' own timestamps, so decoding slower than the camera only skips frames, never time.
"""

from __future__ import annotations

import queue
import threading
from collections import deque
from dataclasses import dataclass

import cv2
import numpy as np

from scanner.capture import CaptureThread
from scanner.pipeline import Outline, ScanPipeline
from scanner.quality import FrameQuality, QualityMeter
from scanner.recording import FrameRecorder
from scanner.stabilizer import ScanEvent

MAX_ERRORS = 20  # failed frames remembered: a decoder failing on every frame must not fill memory


@dataclass(frozen=True)
class ScanSnapshot:
    """What a preview shows.

    frame: the newest decoded frame as an RGB uint8 array (height x width x 3), or None before the
    first one; outlines: the codes in that frame (corners in frame pixels); status: the capture's
    state ("starting", "ok", "no-camera", "lost", "retrying", "ended", "closed") and its message;
    warnings: active stabiliser warnings ("two-same-ingredient", "too-many-cards"); version grows
    with every change; quality: frame size, rate and brightness (scanner.quality), None before the
    first frame.
    """

    frame: np.ndarray | None
    outlines: tuple[Outline, ...]
    status: str
    status_message: str
    warnings: tuple[str, ...]
    version: int
    quality: FrameQuality | None = None


class ScanWorker:
    """Pulls frames from `capture`, runs them through `pipeline`, publishes events and snapshots;
    keeps the last seconds of frames in `recorder` when given (what the camera saw, for a bug report)."""

    def __init__(self, capture: CaptureThread, pipeline: ScanPipeline, recorder: FrameRecorder | None = None) -> None:
        self._capture = capture
        self._pipeline = pipeline
        self.recorder = recorder
        self._meter = QualityMeter()
        self._events: queue.Queue[ScanEvent] = queue.Queue()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._frame: np.ndarray | None = None
        self._outlines: tuple[Outline, ...] = ()
        self._warnings: tuple[str, ...] = ()
        self.errors: deque[str] = deque(maxlen=MAX_ERRORS)  # the latest frames that could not be decoded
        self._version = 0
        self._thread = threading.Thread(target=self._run, name="scan worker", daemon=True)

    def start(self) -> "ScanWorker":
        """Start the capture thread and the worker; returns self."""
        self._capture.start()
        self._thread.start()
        return self

    def events(self) -> list[ScanEvent]:
        """Every event since the last call, oldest first."""
        drained = []
        while True:
            try:
                drained.append(self._events.get_nowait())
            except queue.Empty:
                return drained

    def snapshot(self) -> ScanSnapshot:
        """The current preview state."""
        status = self._capture.status
        with self._lock:
            frame, outlines, warnings = self._frame, self._outlines, self._warnings
            version = self._version + status.version
        return ScanSnapshot(frame, outlines, status.state, status.message, warnings, version, self._meter.quality)

    def close(self) -> None:
        """Stop the worker and the capture thread (which releases the camera)."""
        self._stop.set()
        self._capture.close()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(2.0)

    def _run(self) -> None:
        """Decode each newest frame once until closed."""
        sequence = 0
        try:
            self._pipeline.prepare()
        except Exception as error:  # reading still works, only slower at first: say so, go on
            self.errors.append(f"prepare: {error!r}")
        while not self._stop.is_set():
            newest, frame = self._capture.wait_newer(sequence, timeout=0.2)
            if frame is None or newest == sequence:
                continue
            sequence = newest
            try:
                result = self._pipeline.process(frame)
            except Exception as error:  # a frame a decoder chokes on must not end scanning
                self.errors.append(f"frame {frame.index}: {error!r}")
                continue
            self._meter.update(frame, result)
            if self.recorder is not None:
                self.recorder.add(frame, result)
            rgb = cv2.cvtColor(frame.image, cv2.COLOR_BGR2RGB)
            warnings = self._pipeline.stabilizer.warnings
            with self._lock:
                self._frame, self._outlines, self._warnings = rgb, result.outlines, warnings
                self._version += 1
            for event in result.events:
                self._events.put(event)
