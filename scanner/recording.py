"""What the camera saw: the last seconds of frames with what was read in each, for bug reports.

`FrameRecorder` keeps the last `seconds` of frames (JPEG-compressed in memory, about 100 KB per
720p frame) together with what the pipeline made of each. `save(folder, reason)` writes a new
sub-folder with `frames.avi` (Motion JPEG, readable by every video player and by
scanner.sources.VideoFileSource) and `reads.json`:

    {"source": "camera 0", "reason": "key" | "unrecognised" | "settings", "saved": "<ISO time>",
     "size": [w, h], "fps": 30.0, "frames": [
        {"frame": 0, "time": 0.0, "codes": [{"text": "ATH33", "kind": "card", "value": "toad",
                                            "via": "frame", "corners": [[x, y], ...]}],
         "found": [[[x, y], ...]], "events": [{"kind": "card", "value": "toad"}]}, ...],
     "confirmed": ["toad", ...]}

"frame" counts video frames from 0, "time" is seconds since the first one. A recording replays
through the video-file source (`replay`), which makes it a regression test: add
"expected": ["toad", "fern"] to reads.json to say what the scanner should have confirmed.
`StuckWatch` notices a code that is found in frame after frame but never recognised.
"""

from __future__ import annotations

import json
import threading
from collections import deque
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import cv2
import numpy as np

from scanner.pipeline import FrameResult, ScanPipeline
from scanner.sources import Frame, VideoFileSource

VIDEO_NAME = "frames.avi"
READS_NAME = "reads.json"
JPEG_QUALITY = 90


@dataclass(frozen=True)
class _Kept:
    """One frame in the ring: its time, its JPEG bytes and what was read in it."""

    time: float
    jpeg: bytes
    reads: dict


class FrameRecorder:
    """The last `seconds` of frames and their readings; thread-safe (the scan worker adds, the UI saves)."""

    def __init__(self, seconds: float = 10.0, source: str = "") -> None:
        self.seconds = seconds
        self.source = source
        self._ring: deque[_Kept] = deque()
        self._lock = threading.Lock()

    def add(self, frame: Frame, result: FrameResult) -> None:
        """Keep `frame` (compressed) and what `result` says was read in it; drop frames too old."""
        ok, jpeg = cv2.imencode(".jpg", frame.image, [cv2.IMWRITE_JPEG_QUALITY, JPEG_QUALITY])
        if not ok:
            return
        kept = _Kept(frame.time, jpeg.tobytes(), frame_reads(result))
        with self._lock:
            self._ring.append(kept)
            while self._ring and kept.time - self._ring[0].time > self.seconds + 1e-6:
                self._ring.popleft()

    @property
    def duration(self) -> float:
        """Seconds of video held."""
        with self._lock:
            return self._ring[-1].time - self._ring[0].time if len(self._ring) > 1 else 0.0

    def __len__(self) -> int:
        with self._lock:
            return len(self._ring)

    def save(self, folder: Path, reason: str) -> Path | None:
        """Write the held frames to a new sub-folder of `folder`; its path, or None when empty.
        Raises OSError when the disk refuses."""
        with self._lock:
            kept = list(self._ring)
        if not kept:
            return None
        target = _new_folder(Path(folder), reason)
        first = cv2.imdecode(np.frombuffer(kept[0].jpeg, np.uint8), cv2.IMREAD_COLOR)
        height, width = first.shape[:2]
        span = kept[-1].time - kept[0].time
        fps = round((len(kept) - 1) / span, 2) if span > 0 else 30.0
        writer = cv2.VideoWriter(str(target / VIDEO_NAME), cv2.CAP_OPENCV_MJPEG, cv2.VideoWriter_fourcc(*"MJPG"),
                                 fps, (width, height))
        if not writer.isOpened():
            raise OSError(f"cannot write a video in {target}")
        writer.set(cv2.VIDEOWRITER_PROP_QUALITY, 95)
        frames = []
        for number, item in enumerate(kept):
            image = cv2.imdecode(np.frombuffer(item.jpeg, np.uint8), cv2.IMREAD_COLOR)
            writer.write(image if image.shape[:2] == (height, width) else cv2.resize(image, (width, height)))
            frames.append({"frame": number, "time": round(item.time - kept[0].time, 4), **item.reads})
        writer.release()
        confirmed = sorted({e["value"] for f in frames for e in f["events"] if e["kind"] == "card"})
        reads = {"source": self.source, "reason": reason, "saved": datetime.now().isoformat(timespec="seconds"),
                 "size": [width, height], "fps": fps, "frames": frames, "confirmed": confirmed}
        (target / READS_NAME).write_text(json.dumps(reads, indent=1), encoding="utf-8")
        return target


def _new_folder(folder: Path, reason: str) -> Path:
    """A new, empty folder under `folder` named after the time and the reason."""
    stamp = datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    for attempt in range(100):
        target = folder / (f"{stamp}_{reason}" + (f"_{attempt}" if attempt else ""))
        try:
            target.mkdir(parents=True)
            return target
        except FileExistsError:
            continue
    raise OSError(f"cannot make a new folder in {folder}")


def frame_reads(result: FrameResult) -> dict:
    """The JSON of one frame's readings: codes read, regions found but not read, events."""
    kinds = {tuple(map(tuple, o.corners)): (o.kind, o.value) for o in result.outlines}
    codes = []
    for symbol in result.symbols:
        kind, value = kinds.get(tuple(map(tuple, symbol.corners)), ("", ""))
        codes.append({"text": symbol.text, "kind": kind, "value": value, "via": symbol.via,
                      "corners": [[round(x, 1), round(y, 1)] for x, y in symbol.corners]})
    found = [[[round(x, 1), round(y, 1)] for x, y in quad] for quad in result.candidates]
    events = [{"kind": e.kind, "value": e.value} for e in result.events]
    return {"codes": codes, "found": found, "events": events}


@dataclass(frozen=True)
class Replay:
    """A recording read again: what was confirmed then, now, and what should have been."""

    confirmed_then: list[str]
    confirmed_now: list[str]
    expected: list[str] | None
    frames: int


def replay(folder: Path, pipeline: ScanPipeline) -> Replay:
    """Read a saved recording's video through the video-file source and `pipeline`."""
    reads = json.loads((Path(folder) / READS_NAME).read_text(encoding="utf-8"))
    source = VideoFileSource(Path(folder) / VIDEO_NAME)
    source.open()
    now: set[str] = set()
    count = 0
    try:
        while (frame := source.read()) is not None:
            result = pipeline.process(frame)
            now |= {e.value for e in result.events if e.kind == "card"}
            count += 1
    finally:
        source.close()
    return Replay(reads["confirmed"], sorted(now), reads.get("expected"), count)


class StuckWatch:
    """Fires once when a code has been found (not read) in frame after frame for `after` seconds
    with nothing confirmed; quiet again once no code has been found for `clear_after` seconds."""

    def __init__(self, after: float = 3.0, clear_after: float = 1.0) -> None:
        self.after = after
        self.clear_after = clear_after
        self._since: float | None = None
        self._last = 0.0
        self._fired = False

    def update(self, result: FrameResult, now: float) -> bool:
        """Take one frame's result; True when the watch fires."""
        if any(e.kind in ("card", "code") for e in result.events):
            self._since, self._fired = None, False
            return False
        if not result.candidates:
            if self._since is not None and now - self._last > self.clear_after:
                self._since, self._fired = None, False
            return False
        self._last = now
        if self._since is None:
            self._since = now
        if not self._fired and now - self._since >= self.after:
            self._fired = True
            return True
        return False
