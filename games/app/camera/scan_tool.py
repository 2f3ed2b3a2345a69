"""The scan tool (`python main.py scan`, dispatched through games.tools.scan): read ingredient cards
from a camera, a video file, an image or a folder.

    python main.py scan --source (INDEX|FILE|DIR) [--json] [--preview] [--decoder zxing|pyzbar]
                        [--frames N] [--record DIR]

One line per confirmed card, game code, foreign code or warning, then a summary. With --json each
line is a JSON object: {"card": "ATH33", "ingredient": "toad", "frame": 12, ...} for our cards,
{"code": "DEMO", ...} for a game-code QR (with "variant": "master" when it names one),
{"unknown": "<text>", ...} for foreign codes, {"warning": "two-same-ingredient" | "too-many-cards",
...}, and last {"summary": {...}}. Events of
a video carry "time" (seconds into the file), of an image "image" (its file name). A camera is read
until Ctrl+C (or the preview window is closed). Bad input: exit status 2 and one line on stderr.
An image of a folder that cannot be read is skipped with a line on stderr, and so is said when a
video ends before the frame count its header promised (a cut-off file). What the decoding
libraries themselves write to stderr (FFmpeg, libpng) is kept off the user's terminal.

--record DIR keeps the last 10 seconds of frames and, when Enter is pressed (S, Space or Enter in the
preview window) or a code is found but no card recognised for 3 seconds, writes them to a new
folder in DIR as a video with what was read in each frame (scanner.recording); the line
"recording: <folder> (<reason>, <n> frames)" (JSON: {"recording": ..., "reason": ..., "frames": n})
says where.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

from games.app.no_display import NoDisplay
from games.tools.args import ArgumentParser, UsageError
from scanner.capture import CaptureStatus, CaptureThread
from scanner.decoders import DECODERS, DEFAULT_DECODER, make_decoder
from scanner.payload import CARD_PAYLOADS
from scanner.pipeline import FrameResult, ScanPipeline
from scanner.recording import FrameRecorder, StuckWatch
from scanner.sources import CameraSource, Frame, FrameSource, SourceError, open_source
from scanner.stabilizer import SAME_INGREDIENT, ScanEvent, Stabilizer

if TYPE_CHECKING:
    from games.app.camera.preview import PreviewWindow

WARNING_TEXTS = {
    SAME_INGREDIENT: "the same ingredient twice: show two different ingredients",
    "too-many-cards": "more than two cards in view: remove one card",
}


MAX_FRAMES = 600  # frames a card must be seen: 20 s at 30 frames a second


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The checked arguments; raises UsageError with a one-line reason."""
    parser = ArgumentParser(prog="python main.py scan", description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", required=True, help="camera index, video file, image file or folder")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    parser.add_argument("--preview", action="store_true", help="show a window with the frames and outlines")
    parser.add_argument("--decoder", default=DEFAULT_DECODER, choices=sorted(DECODERS))
    parser.add_argument("--frames", type=int, default=4, help="frames a card must be seen (default 4)")
    parser.add_argument("--record", metavar="DIR", type=Path,
                        help="keep the last 10 s; save them to DIR on Enter or when a card goes unrecognised")
    args = parser.parse_args(argv)
    if not 1 <= args.frames <= MAX_FRAMES:
        raise UsageError(f"--frames must be between 1 and {MAX_FRAMES}, not {args.frames}")
    if args.record is not None:
        check_writable(args.record)
    return args


def check_writable(folder: Path) -> None:
    """UsageError unless `folder` exists or can be made and takes a file (tried at once, not when
    the first recording would be lost)."""
    import tempfile

    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        raise UsageError(f"--record: cannot write into {folder}: {error.strerror or error}") from None


@dataclass
class Summary:
    """What a scan found, for the last line."""

    frames: int = 0
    cards: list[str] = field(default_factory=list)
    codes: list[str] = field(default_factory=list)
    unknown: int = 0
    warnings: int = 0

    def count(self, event: ScanEvent) -> None:
        """Add one event."""
        if event.kind == "card":
            self.cards.append(event.value)
        elif event.kind == "code":
            self.codes.append(event.value)
        elif event.kind == "unknown":
            self.unknown += 1
        else:
            self.warnings += 1


def event_record(event: ScanEvent, frame: Frame) -> dict[str, object]:
    """The JSON object of one event."""
    record: dict[str, object]
    if event.kind == "card":
        record = {"card": CARD_PAYLOADS[event.value], "ingredient": event.value}
    elif event.kind == "code":
        record = {"code": event.value}
        if event.variant:
            record["variant"] = event.variant
    elif event.kind == "unknown":
        record = {"unknown": event.value}
    else:
        record = {"warning": event.value}
    record["frame"] = event.frame
    if frame.still:
        record["image"] = frame.name
    else:
        record["time"] = round(event.time, 3)
    return record


def event_line(event: ScanEvent, frame: Frame) -> str:
    """The plain line of one event."""
    where = f"image {frame.name}" if frame.still else f"frame {event.frame} ({event.time:.2f} s)"
    if event.kind == "card":
        return f"{where}: card {event.value} ({CARD_PAYLOADS[event.value]})"
    if event.kind == "code":
        return f"{where}: game code {event.value}" + (f" ({event.variant})" if event.variant else "")
    if event.kind == "unknown":
        return f"{where}: unknown code {event.value!r}"
    return f"{where}: warning: {WARNING_TEXTS.get(event.value, event.value)}"


def summary_lines(summary: Summary, as_json: bool, seconds: float) -> str:
    """The closing line (JSON without the wall time, so that it is reproducible)."""
    if as_json:
        return json.dumps({"summary": {"frames": summary.frames, "cards": summary.cards, "codes": summary.codes,
                                       "unknown": summary.unknown, "warnings": summary.warnings}})
    cards = f" ({', '.join(summary.cards)})" if summary.cards else ""
    return (f"{plural(summary.frames, 'frame')} in {seconds:.1f} s: {plural(len(summary.cards), 'card')}{cards}, "
            f"{plural(len(summary.codes), 'game code')}, {plural(summary.unknown, 'unknown code')}, "
            f"{plural(summary.warnings, 'warning')}")


def plural(count: int, noun: str) -> str:
    """The count with its noun: 1 card, 2 cards."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def status_line(name: str, status: CaptureStatus) -> str:
    """One stderr line about the camera: "scan: camera 0: lost (camera 0 stopped delivering frames)"."""
    detail = f" ({status.message})" if status.message and status.message != name else ""
    return f"scan: {name}: {status.state}{detail}"


def file_frames(source: FrameSource) -> Iterator[Frame]:
    """Every frame of a video file, image or folder; an unreadable image is skipped with a line on stderr."""
    while True:
        try:
            frame = source.read()
        except SourceError as error:
            print(f"scan: skipped: {error}", file=sys.stderr)
            continue
        if frame is None:
            return
        yield frame


def camera_frames(source: CameraSource, report: Callable[[CaptureStatus], None]) -> Iterator[Frame]:
    """The newest frames of a camera (read in its own thread) until Ctrl+C."""
    capture = CaptureThread(source, on_status=report).start()
    sequence = 0
    try:
        while True:
            newest, frame = capture.wait_newer(sequence, timeout=0.5)
            if frame is not None and newest != sequence:
                sequence = newest
                yield frame
    finally:
        capture.close()


def run(args: argparse.Namespace, source: FrameSource, out: Callable[[str], None]) -> Summary:
    """Scan `source`, printing each event through `out`; returns the summary."""
    pipeline = ScanPipeline(make_decoder(args.decoder), Stabilizer(stable_frames=args.frames))
    summary = Summary()
    preview = _open_preview(source, recording=args.record is not None) if args.preview else None
    recorder = Recorder(args.record, source.name, listen_to_stdin=preview is None) if args.record else None
    if isinstance(source, CameraSource):
        frames = camera_frames(source, lambda status: print(status_line(source.name, status), file=sys.stderr))
    else:
        frames = file_frames(source)
    try:
        for frame in frames:
            result = pipeline.process(frame)
            summary.frames += 1
            for event in result.events:
                summary.count(event)
                out(json.dumps(event_record(event, frame), ensure_ascii=False) if args.json
                    else event_line(event, frame))
            if preview is not None and not preview.show(frame, result, pipeline.stabilizer.warnings):
                break
            if recorder is not None:
                recorder.add(frame, result, asked=preview is not None and preview.save_asked(), out=out,
                             as_json=args.json)
    except KeyboardInterrupt:
        pass
    finally:
        if preview is not None:
            preview.close()
    return summary


class Recorder:
    """--record: the ring of frames, the stuck-card watch and the Enter key (stdin) that save it."""

    def __init__(self, folder: Path, source: str, listen_to_stdin: bool) -> None:
        self.folder = folder
        self.frames = FrameRecorder(source=source)
        self.watch = StuckWatch()
        self._asked = threading.Event()
        if listen_to_stdin and sys.stdin is not None and sys.stdin.isatty():
            threading.Thread(target=self._listen, name="record key", daemon=True).start()

    def _listen(self) -> None:
        """Every line typed on stdin (Enter) asks for a recording."""
        for _ in sys.stdin:
            self._asked.set()

    def add(self, frame: Frame, result: FrameResult, asked: bool, out: Callable[[str], None], as_json: bool) -> None:
        """Keep the frame; save when asked or when the watch fires, and say where."""
        self.frames.add(frame, result)
        stuck = self.watch.update(result, frame.time)
        if asked or self._asked.is_set() or stuck:
            self._asked.clear()
            reason = "unrecognised" if stuck and not asked else "key"
            try:
                saved = self.frames.save(self.folder, reason)
            except OSError as error:
                print(f"scan: cannot save the recording: {error}", file=sys.stderr)
                return
            if saved is not None:
                count = len(self.frames)
                out(json.dumps({"recording": str(saved), "reason": reason, "frames": count}) if as_json
                    else f"recording: {saved} ({reason}, {count} frames)")


def _open_preview(source: FrameSource, recording: bool) -> "PreviewWindow":
    """The pygame preview window (pygame is imported only here, silently: stdout carries the results)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from games.app.camera.preview import PreviewWindow

    return PreviewWindow(title=f"Athanor scan: {source.name}", recording=recording)


def main(argv: list[str]) -> int:
    """Run the scanner command line; 0 on success, 2 on bad input (one line on stderr)."""
    with native_stderr_silenced():
        try:
            args = parse_args(argv)
            source = open_source(args.source)
        except (UsageError, SourceError) as error:
            print(f"scan: {error}", file=sys.stderr)
            return 2
        started = time.monotonic()
        try:
            summary = run(args, source, lambda line: print(line, flush=True))
        except NoDisplay as error:
            print(f"scan: {error}", file=sys.stderr)
            return 2
        finally:
            source.close()
        if summary.frames == 0 and not isinstance(source, CameraSource):
            print(f"scan: not one readable frame or image in {args.source}", file=sys.stderr)
            return 2
        if getattr(source, "ended_early", False):
            print(f"scan: warning: {source.name} ended after {plural(summary.frames, 'frame')} of "
                  f"{getattr(source, 'expected_frames', '?')}; the file may be cut off or damaged", file=sys.stderr)
        print(summary_lines(summary, args.json, time.monotonic() - started), flush=True)
        return 0


@contextmanager
def native_stderr_silenced() -> Iterator[None]:
    """Send what C libraries write to the process's stderr (FFmpeg, libpng) nowhere, while
    Python's sys.stderr keeps reaching the user."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield
        return
    python_stderr = sys.stderr
    redirect_python = _writes_to_fd_2(python_stderr)
    if redirect_python:
        sys.stderr = open(os.dup(saved), "w", encoding=python_stderr.encoding, errors="backslashreplace",
                          buffering=1)
    nowhere = os.open(os.devnull, os.O_WRONLY)
    os.dup2(nowhere, 2)
    os.close(nowhere)
    try:
        yield
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)
        if redirect_python:
            sys.stderr.close()
            sys.stderr = python_stderr


def _writes_to_fd_2(stream: object) -> bool:
    """True when `stream` is a real file on file descriptor 2 (not a test's capture)."""
    try:
        return stream.fileno() == 2  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return False
