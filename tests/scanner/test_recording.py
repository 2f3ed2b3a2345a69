"""What the camera saw: the ring of the last seconds, the saved video + JSON, replay as a regression
test through the video-file source, the stuck-card watch and `scan --record`."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from games.tools.scan import main
from scanner.decoders import ZxingDecoder
from scanner.payload import CARD_PAYLOADS
from scanner.pipeline import FrameResult, ScanPipeline
from scanner.recording import READS_NAME, VIDEO_NAME, FrameRecorder, StuckWatch, replay
from scanner.sources import Frame, VideoFileSource
from scanner.stabilizer import ScanEvent, Stabilizer
from scanner.synthetic import HARD, STEADY, Item, degrade, synth_frame, undegraded
from tests.scanner.test_sources import write_video

RECORDINGS = Path(__file__).parent / "recordings"  # field recordings made into regression tests
NOTHING = FrameResult((), ())


def frames_of(scene: np.ndarray, count: int, fps: float = 30.0, seed: int = 1, conditions=HARD) -> list[Frame]:
    """`count` frames of a still `scene`, each degraded anew, timed at `fps`."""
    rng = np.random.default_rng(seed)
    return [Frame(degrade(scene, rng, conditions), index, index / fps) for index in range(count)]


def record(frames: list[Frame], seconds: float = 10.0) -> tuple[FrameRecorder, list[str]]:
    """Frames through a real pipeline into a recorder; the recorder and the cards confirmed live."""
    pipeline = ScanPipeline(ZxingDecoder(), Stabilizer())
    recorder = FrameRecorder(seconds, source="test camera")
    confirmed = []
    for frame in frames:
        result = pipeline.process(frame)
        recorder.add(frame, result)
        confirmed += [e.value for e in result.events if e.kind == "card"]
    return recorder, sorted(confirmed)


def test_the_ring_keeps_only_the_last_seconds() -> None:
    scene = synth_frame(np.random.default_rng(2), [], (320, 240), STEADY)
    recorder = FrameRecorder(seconds=2.0)
    for index in range(50):  # 5 s at 10 frames per second
        recorder.add(Frame(scene, index, index / 10), NOTHING)
    assert len(recorder) == 21 and recorder.duration == pytest.approx(2.0)


def test_a_saved_recording_is_a_video_and_a_json_of_each_frame(tmp_path: Path) -> None:
    scene = synth_frame(np.random.default_rng(3), [Item(CARD_PAYLOADS[i]) for i in ("toad", "fern")], (640, 480),
                        undegraded(STEADY))
    recorder, confirmed = record(frames_of(scene, 20, conditions=STEADY))
    folder = recorder.save(tmp_path, "key")
    assert folder is not None and folder.parent == tmp_path and folder.name.endswith("_key")
    reads = json.loads((folder / READS_NAME).read_text())
    assert reads["source"] == "test camera" and reads["reason"] == "key" and reads["size"] == [640, 480]
    assert reads["fps"] == pytest.approx(30.0) and len(reads["frames"]) == 20
    assert reads["confirmed"] == confirmed == ["fern", "toad"]
    first = reads["frames"][0]
    assert first["frame"] == 0 and first["time"] == 0.0
    assert sorted(code["value"] for code in first["codes"]) == ["fern", "toad"]
    assert {code["kind"] for code in first["codes"]} == {"card"} and len(first["codes"][0]["corners"]) == 4
    source = VideoFileSource(folder / VIDEO_NAME)
    source.open()
    count = 0
    while (frame := source.read()) is not None:
        assert frame.image.shape == (480, 640, 3)
        count += 1
    source.close()
    assert count == 20
    assert recorder.save(tmp_path, "key") != folder  # a second save never overwrites the first


def test_an_empty_recorder_saves_nothing(tmp_path: Path) -> None:
    assert FrameRecorder().save(tmp_path, "key") is None and list(tmp_path.iterdir()) == []


def make_hard_recording(folder: Path) -> Path:
    """A recording of a steady hard 640 x 480 pair (what a club webcam sees), saved in `folder`."""
    scene = synth_frame(np.random.default_rng(11), [Item(CARD_PAYLOADS[i]) for i in ("mandrake", "toad")],
                        (640, 480), undegraded(HARD))
    recorder, confirmed = record(frames_of(scene, 30, seed=5))
    assert confirmed == ["mandrake", "toad"]
    saved = recorder.save(folder, "unrecognised")
    assert saved is not None
    return saved


def test_recordings_replay_through_the_video_source_as_regression_tests(tmp_path: Path) -> None:
    """Every recording confirms on replay what it should: its "expected" cards if a developer wrote
    them into reads.json, else at least what was confirmed live. Field recordings copied into
    tests/scanner/recordings/ are checked the same way."""
    folders = [make_hard_recording(tmp_path), *sorted(p.parent for p in RECORDINGS.glob(f"*/{READS_NAME}"))]
    for folder in folders:
        result = replay(folder, ScanPipeline(ZxingDecoder(), Stabilizer()))
        assert result.frames == len(json.loads((folder / READS_NAME).read_text())["frames"])
        wanted = result.expected if result.expected is not None else result.confirmed_then
        assert set(result.confirmed_now) >= set(wanted), folder.name


def found(quad_count: int = 1) -> FrameResult:
    """A frame where a code was found but not read."""
    return FrameResult((), (), (), (((0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)),) * quad_count)


def tenths(start: int, stop: int) -> list[float]:
    """Times from start/10 to stop/10 seconds (exclusive) in steps of 0.1 s."""
    return [step / 10 for step in range(start, stop)]


def test_the_watch_fires_once_after_three_seconds_of_a_code_not_recognised() -> None:
    watch = StuckWatch(after=3.0, clear_after=1.0)
    assert [t for t in tenths(0, 60) if watch.update(found(), t)] == [3.0]
    assert not any(watch.update(NOTHING, t) for t in (6.0, 6.5))  # the code gone, less than 1 s
    assert not watch.update(found(), 6.6)  # back within clear_after: the same episode, no new alarm
    for t in tenths(67, 80):
        watch.update(NOTHING, t)
    assert [t for t in tenths(80, 120) if watch.update(found(), t)] == [11.0]


def test_a_confirmed_card_calms_the_watch() -> None:
    watch = StuckWatch(after=3.0)
    confirmed = FrameResult((), (ScanEvent("card", "toad", 1, 2.0),), (), found().candidates)
    for t in tenths(0, 29):
        watch.update(found(), t)
    assert not watch.update(confirmed, 2.9)
    assert [t for t in tenths(30, 70) if watch.update(found(), t)] == [6.0]


def test_scan_record_saves_on_a_stuck_code_and_says_where(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    frames = [frame.image for frame in frames_of(synth_frame(
        np.random.default_rng(4), [Item(CARD_PAYLOADS["fern"])], (640, 480), undegraded(STEADY)), 45)]
    video = tmp_path / "clip.avi"
    write_video(video, frames)
    monkeypatch.setattr(StuckWatch, "update", lambda self, result, now: abs(now - 1.0) < 1e-6)
    out = tmp_path / "recordings"
    assert main(["--source", str(video), "--json", "--record", str(out)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    (saved,) = [line for line in lines if "recording" in line]
    assert saved["reason"] == "unrecognised" and saved["frames"] == 31
    assert Path(saved["recording"]).parent == out and (Path(saved["recording"]) / VIDEO_NAME).is_file()
    assert lines[-1]["summary"]["cards"] == ["fern"]
