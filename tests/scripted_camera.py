"""A frame source for tests: plays frames in a loop like a camera, can be absent at first."""

from __future__ import annotations

import time

import numpy as np

from scanner.sources import Frame, SourceError, SourceLost


class ScriptedCamera:
    """Plays `frames` in a loop at about 100 frames per second; fails to open `absent` times."""

    name = "scripted camera"

    def __init__(self, frames: list[np.ndarray], absent: int = 0) -> None:
        self.frames = frames
        self.absent = absent
        self.count = 0
        self.is_open = False

    def open(self) -> None:
        if self.absent > 0:
            self.absent -= 1
            raise SourceError("no camera with index 0")
        self.is_open = True

    def read(self) -> Frame | None:
        if not self.is_open:
            raise SourceLost("closed")
        time.sleep(0.01)
        frame = Frame(self.frames[self.count % len(self.frames)], self.count, self.count / 30.0)
        self.count += 1
        return frame

    def close(self) -> None:
        self.is_open = False
