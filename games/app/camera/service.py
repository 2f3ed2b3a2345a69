"""The scanner as the app's service ctx.services["scanner"] (see games.app.shell for the hooks).

It owns the capture thread of the chosen camera and a worker that decodes off the UI thread.
`poll(now)` returns, in this order, input held back for the handheld-reader check (see below),
Intent("card", data=<ingredient id>) for each confirmed card, Intent("code", text=<CODE>,
data=<variant or None>) for a game-code QR (scanner.payload), and one Intent("scan", data=<ScanSnapshot>) when what a preview shows changed.

The snapshot (scanner.worker.ScanSnapshot) has: frame (RGB uint8 array, height x width x 3, or
None), outlines (corners in frame pixels, kind "card" | "code" | "unknown", value), status
("ok", "starting", "no-camera", "lost", "retrying", or "off" when no camera is chosen),
status_message, warnings ("two-same-ingredient", "too-many-cards"; texts under "scanner.<id>"),
version and quality (scanner.quality.FrameQuality: size, frame rate, brightness; None before a frame). Draw it with games.app.camera.preview.draw_snapshot. While `preview` is False (the
default) a "scan" intent comes only when the status, the warnings or the set of codes in view
changed; a scene showing the camera sets `preview = True` to get every new frame.

The last RECORD_SECONDS of camera frames are kept (compressed) with what was read in each;
`save_recording(folder)` writes them as a video and a JSON for a bug report (scanner.recording).

Handheld USB readers type the code and Enter within milliseconds. `intercept(intent, now)` holds
back "text" and single-character "key" intents while they arrive that fast; a burst ending in
"confirm" that spells a card or a game code becomes Intent("card") or Intent("code"); a reader's
burst that is not ours (a shop's EAN, a foreign QR that looks like a game code) is dropped, as the
camera ignores foreign codes, so it cannot type into a screen; a person's typing is handed on
unchanged and in order (at the latest by the next poll, about 80 ms later).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from games.app.scene import Intent
from scanner.capture import CaptureThread
from scanner.decoders import DEFAULT_DECODER, make_decoder
from scanner.payload import Foreign, GameCode, IngredientCard
from scanner.pipeline import ScanPipeline
from scanner.recording import FrameRecorder
from scanner.sources import CameraSource, FrameSource
from scanner.stabilizer import ScanEvent, Stabilizer
from scanner.wedge import KeyboardWedge
from scanner.worker import ScanSnapshot, ScanWorker

if TYPE_CHECKING:
    from typing import Callable

    from games.app.scene import Context, Settings

OFF = ScanSnapshot(None, (), "off", "", (), 0)
RECORD_SECONDS = 10.0  # what the camera saw, kept for "save what the camera saw" (a bug report)


class ScannerService:
    """Camera scanning and handheld readers for the app; see the module docstring."""

    BUSY_POLL = 0.03  # seconds between polls while a camera runs or typed input is held back
    IDLE_POLL = 5.0  # without a camera and held input nothing can arrive: let an idle kiosk sleep

    def __init__(self, camera: int | None, *, stable_frames: int = 4, decoder: str = DEFAULT_DECODER,
                 source: FrameSource | None = None, sleep: "Callable[[float], None] | None" = None,
                 max_gap: float = 0.05, open_camera: "Callable[[int], FrameSource]" = CameraSource) -> None:
        self.preview = False
        self._wedge = KeyboardWedge(max_gap=max_gap)
        self._held: list[tuple[float, Intent]] = []
        self._last_shown: object = None
        self._decoder = decoder
        self._sleep = sleep
        self._open_camera = open_camera
        self._fixed_source = source is not None  # a given source (tests, files) is never switched
        self._config = (camera, stable_frames)
        self._worker: ScanWorker | None = None
        if source is None and camera is not None:
            source = open_camera(camera)
        if source is not None:
            self._worker = self._start(source, stable_frames)

    def _start(self, source: FrameSource, stable_frames: int) -> ScanWorker:
        """A running worker reading `source` and keeping its last RECORD_SECONDS."""
        pipeline = ScanPipeline(make_decoder(self._decoder), Stabilizer(stable_frames=stable_frames))
        recorder = FrameRecorder(RECORD_SECONDS, source=source.name)
        return ScanWorker(CaptureThread(source, sleep=self._sleep), pipeline, recorder).start()

    @property
    def recorded_seconds(self) -> float:
        """Seconds of camera frames kept for save_recording (0 without a camera)."""
        recorder = self._worker.recorder if self._worker is not None else None
        return recorder.duration if recorder is not None else 0.0

    def save_recording(self, folder: Path) -> Path | None:
        """Write what the camera saw in the last seconds to a new folder in `folder` (see
        scanner.recording); its path, or None without a camera or frames. Raises OSError."""
        recorder = self._worker.recorder if self._worker is not None else None
        return recorder.save(folder, "settings") if recorder is not None else None

    @property
    def camera(self) -> int | None:
        """The camera index being read (None: handheld readers only)."""
        return self._config[0]

    def follow_settings(self, settings: "Settings") -> None:
        """Switch camera or stabiliser when the settings changed them; the old camera is released first."""
        camera, stable_frames = wanted = (settings.camera, settings.stable_frames)
        if wanted == self._config or self._fixed_source:
            return
        self.close()
        self._config = wanted
        self._worker = self._start(self._open_camera(camera), stable_frames) if camera is not None else None

    @property
    def poll_interval(self) -> float:
        """How soon the shell must poll again (see games.app.shell)."""
        return self.BUSY_POLL if self._worker is not None or self._held else self.IDLE_POLL

    def snapshot(self) -> ScanSnapshot:
        """What a preview shows right now."""
        return self._worker.snapshot() if self._worker else OFF

    def poll(self, now: float) -> list[Intent]:
        """Held input that turned out to be typing, confirmed cards and codes, and a changed snapshot."""
        intents = self._release() if self._is_stale(now) else []
        if self._worker is None:
            return intents + self._changed(OFF)
        for event in self._worker.events():
            intents += event_intents(event)
        return intents + self._changed(self._worker.snapshot())

    def intercept(self, intent: Intent, now: float) -> list[Intent]:
        """Hold possible reader input; turn a reader's burst + Enter into a card or code intent."""
        if _holdable(intent):
            passed = self._release() if self._is_stale(now) else []
            if intent.kind == "text":
                self._wedge.feed(intent.text or "", now)
            self._held.append((now, intent))
            return passed
        if intent.kind == "confirm" and self._held:
            reading = self._wedge.enter(now)
            if isinstance(reading, (IngredientCard, GameCode, Foreign)):
                self._held.clear()
                return reading_intents(reading)
        return self._release() + [intent]

    def close(self) -> None:
        """Stop scanning and release the camera."""
        if self._worker is not None:
            self._worker.close()

    def _is_stale(self, now: float) -> bool:
        """True when held input is older than a reader's gap between characters."""
        return bool(self._held) and now - self._held[-1][0] > self._wedge.max_gap

    def _release(self) -> list[Intent]:
        """Hand on everything held, oldest first."""
        released = [intent for _, intent in self._held]
        self._held.clear()
        return released

    def _changed(self, snapshot: ScanSnapshot) -> list[Intent]:
        """A "scan" intent when the snapshot differs from the last one handed out."""
        if self.preview:
            key: object = (snapshot.version, snapshot.status)
        else:
            key = (snapshot.status, snapshot.status_message, snapshot.warnings,
                   tuple(sorted((o.kind, o.value) for o in snapshot.outlines)))
        if key == self._last_shown:
            return []
        self._last_shown = key
        return [Intent("scan", data=snapshot)]


def _holdable(intent: Intent) -> bool:
    """Typed characters a reader may be sending."""
    return (intent.kind == "text" and bool(intent.text)) or (
        intent.kind == "key" and intent.key is not None and len(intent.key) == 1)


def event_intents(event: ScanEvent) -> list[Intent]:
    """The intents of one scanner event (warnings travel in the snapshot instead)."""
    if event.kind == "card":
        return [Intent("card", data=event.value)]
    if event.kind == "code":
        return [Intent("code", text=event.value, data=event.variant)]
    return []


def reading_intents(reading: IngredientCard | GameCode | Foreign) -> list[Intent]:
    """The intents of a handheld reader's burst: a card, a game code, or nothing for a foreign code."""
    if isinstance(reading, IngredientCard):
        return [Intent("card", data=reading.ingredient)]
    if isinstance(reading, GameCode):
        return [Intent("code", text=reading.code, data=reading.variant)]
    return []


def create_service(ctx: "Context") -> ScannerService:
    """The scanner for the camera chosen in the settings (None = handheld readers only)."""
    return ScannerService(ctx.settings.camera, stable_frames=ctx.settings.stable_frames)
