"""The scan worker: a frame the decoder fails on is skipped and remembered, scanning goes on."""

from __future__ import annotations

import time

import numpy as np

from scanner.capture import CaptureThread
from scanner.decoders import ZxingDecoder
from scanner.payload import CARD_PAYLOADS
from scanner.pipeline import ScanPipeline
from scanner.stabilizer import Stabilizer
from scanner.synthetic import STEADY, Item, synth_frame
from scanner.worker import MAX_ERRORS, ScanWorker
from tests.scripted_camera import ScriptedCamera


class FailingFirst:
    """The real decoder, except that its first `failures` calls raise."""

    name = "failing first"

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.decoder = ZxingDecoder()

    def decode(self, frame: np.ndarray) -> list:
        if self.failures > 0:
            self.failures -= 1
            raise RuntimeError("decoder choked")
        return self.decoder.decode(frame)


def run_worker(failures: int) -> ScanWorker:
    """A worker over a steady fern card whose decoder fails `failures` times, run until the card counts."""
    frame = synth_frame(np.random.default_rng(2), [Item(CARD_PAYLOADS["fern"])], (1280, 720), STEADY)
    pipeline = ScanPipeline(FailingFirst(failures), Stabilizer(stable_frames=2))
    worker = ScanWorker(CaptureThread(ScriptedCamera([frame])), pipeline).start()
    events = []
    deadline = time.monotonic() + 20.0
    try:
        while not any(e.kind == "card" for e in events):
            assert time.monotonic() < deadline, f"no card; errors {list(worker.errors)}"
            events += worker.events()
            time.sleep(0.01)
    finally:
        worker.close()
    assert [e.value for e in events if e.kind == "card"] == ["fern"]
    return worker


def test_a_frame_the_decoder_fails_on_is_skipped_and_scanning_goes_on() -> None:
    worker = run_worker(failures=3)
    assert len(worker.errors) == 3 and all("decoder choked" in error for error in worker.errors)


def test_only_the_latest_failures_are_remembered() -> None:
    worker = run_worker(failures=MAX_ERRORS + 5)
    assert len(worker.errors) == MAX_ERRORS
