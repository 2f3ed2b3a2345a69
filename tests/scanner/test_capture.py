"""The capture thread with sources that fail on purpose: loss, back-off, return, release."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from scanner.capture import CaptureStatus, CaptureThread
from scanner.sources import CameraSource, Frame, SourceError, SourceLost


class FlakyCamera:
    """A camera that delivers `good` frames, vanishes for `missing` open attempts, then returns."""

    name = "flaky camera"

    def __init__(self, good: int = 3, missing: int = 2, absent_at_start: int = 0) -> None:
        self.good = good
        self.missing = missing
        self.absent_at_start = absent_at_start
        self.opens = 0
        self.failed_opens = 0
        self.open_now = False
        self.released = 0
        self.count = 0
        self.session = 0

    def open(self) -> None:
        self.opens += 1
        if self.absent_at_start > 0:
            self.absent_at_start -= 1
            self.failed_opens += 1
            raise SourceError("no camera with index 0")
        if self.session == 1 and self.missing > 0:
            self.missing -= 1
            self.failed_opens += 1
            raise SourceError("no camera with index 0")
        self.open_now = True

    def read(self) -> Frame | None:
        if self.session == 0 and self.count >= self.good:
            self.session = 1
            raise SourceLost("flaky camera stopped delivering frames")
        self.count += 1
        time.sleep(0.001)
        return Frame(np.full((2, 2, 3), self.count, np.uint8), self.count - 1, float(self.count))

    def close(self) -> None:
        if self.open_now:
            self.released += 1
        self.open_now = False


def wait_until(condition, timeout: float = 5.0) -> None:
    """Spin until `condition()` holds (the thread runs with instant back-off)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.002)


def test_loss_is_reported_retried_with_back_off_and_frames_resume() -> None:
    camera = FlakyCamera(good=3, missing=3)
    statuses: list[str] = []
    capture = CaptureThread(camera, first_delay=0.5, max_delay=1.5, sleep=lambda s: None,
                            on_status=lambda status: statuses.append(status.state)).start()
    wait_until(lambda: capture.latest()[0] >= 10)
    capture.close()
    assert statuses == ["ok", "lost", "retrying", "ok", "closed"]
    assert capture.delays == [0.5, 1.0, 1.5, 1.5]  # after the loss, then after three failed reopenings
    assert camera.failed_opens == 3
    assert capture.status.state == "closed"
    assert not camera.open_now and camera.released == 2


def test_no_camera_at_start_is_reported_and_picked_up_when_plugged_in() -> None:
    camera = FlakyCamera(good=10**9, absent_at_start=2)
    statuses: list[CaptureStatus] = []
    capture = CaptureThread(camera, sleep=lambda s: None, on_status=statuses.append).start()
    wait_until(lambda: capture.latest()[0] >= 3)
    capture.close()
    assert [s.state for s in statuses][:2] == ["no-camera", "ok"]
    assert statuses[0].message == "no camera with index 0"
    assert [s.version for s in statuses] == list(range(1, len(statuses) + 1))


def test_only_the_newest_frame_is_kept() -> None:
    camera = FlakyCamera(good=10**9)
    capture = CaptureThread(camera, sleep=lambda s: None).start()
    wait_until(lambda: capture.latest()[0] >= 20)
    sequence, frame = capture.latest()
    capture.close()
    assert frame is not None and frame.index >= sequence - 1  # one frame held, not a backlog


def test_wait_newer_returns_a_newer_frame() -> None:
    camera = FlakyCamera(good=10**9)
    capture = CaptureThread(camera, sleep=lambda s: None).start()
    first, _ = capture.wait_newer(0, timeout=5.0)
    second, frame = capture.wait_newer(first, timeout=5.0)
    capture.close()
    assert second > first >= 1 and frame is not None


def test_close_releases_the_camera_and_stops_the_thread_while_backing_off() -> None:
    camera = FlakyCamera(good=1, missing=10**6)
    capture = CaptureThread(camera, first_delay=30.0).start()  # real (interruptible) waiting
    wait_until(lambda: capture.status.state in ("lost", "retrying"))
    started = time.monotonic()
    capture.close()
    assert time.monotonic() - started < 1.0
    assert not camera.open_now
    assert not any(t.name == "capture flaky camera" for t in threading.enumerate())


def test_end_of_a_file_source_ends_the_thread() -> None:
    class TwoFrames(FlakyCamera):
        def read(self) -> Frame | None:
            self.count += 1
            return None if self.count > 2 else Frame(np.zeros((1, 1, 3), np.uint8), self.count, 0.0)

    capture = CaptureThread(TwoFrames(), sleep=lambda s: None).start()
    wait_until(lambda: capture.status.state == "ended")
    assert capture.latest()[0] == 2
    capture.close()


class HangingCamera:
    """A camera whose second read hangs until `unblock` is set; notes any close during a read."""

    name = "hanging camera"

    def __init__(self) -> None:
        self.unblock = threading.Event()
        self.in_read = threading.Event()
        self.reads = 0
        self.reading = False
        self.closes: list[str] = []  # "during read" or "idle", in order

    def open(self) -> None:
        pass

    def read(self) -> Frame | None:
        self.reads += 1
        if self.reads >= 2:
            self.reading = True
            self.in_read.set()
            self.unblock.wait(10)
            self.reading = False
        return Frame(np.zeros((2, 2, 3), np.uint8), self.reads, float(self.reads))

    def close(self) -> None:
        self.closes.append("during read" if self.reading else "idle")


def test_close_does_not_wait_for_a_hanging_read_nor_release_under_it() -> None:
    camera = HangingCamera()
    capture = CaptureThread(camera, sleep=lambda s: None).start()
    assert camera.in_read.wait(5)
    started = time.monotonic()
    capture.close()
    assert time.monotonic() - started < 0.6  # was 2 s
    assert capture.status.state == "closed"
    assert camera.closes == []  # the read still runs: nothing is freed under it
    camera.unblock.set()
    wait_until(lambda: not any(t.name == "capture hanging camera" for t in threading.enumerate()))
    assert camera.closes and set(camera.closes) == {"idle"}  # released by the reading thread after its read


def test_close_before_start_releases_at_once() -> None:
    camera = HangingCamera()
    CaptureThread(camera).close()
    assert camera.closes == ["idle"]


class SlowCapture:
    """Stands in for cv2.VideoCapture: read blocks until told; release is noted with the read state."""

    def __init__(self) -> None:
        self.unblock = threading.Event()
        self.in_read = threading.Event()
        self.reading = False
        self.released: list[str] = []

    def read(self) -> tuple[bool, np.ndarray]:
        self.reading = True
        self.in_read.set()
        self.unblock.wait(10)
        self.reading = False
        return True, np.zeros((2, 2, 3), np.uint8)

    def release(self) -> None:
        self.released.append("during read" if self.reading else "after read")


def test_a_camera_closed_by_another_thread_during_a_read_is_released_when_the_read_returns() -> None:
    camera = CameraSource(0)
    device = SlowCapture()
    camera._capture = device  # type: ignore[assignment]  # what open() would have set
    frames: list[object] = []
    reader = threading.Thread(target=lambda: frames.append(camera.read()))
    reader.start()
    assert device.in_read.wait(5)
    camera.close()  # e.g. the command line's cleanup while the capture thread still reads
    assert device.released == []
    device.unblock.set()
    reader.join(5)
    assert device.released == ["after read"] and len(frames) == 1
    camera.close()  # closing twice is harmless
    assert device.released == ["after read"]
    with pytest.raises(SourceLost):
        camera.read()
