"""Frame sources behind one interface: a camera by index, a video file, one image, a folder of images.

`open_source(spec)` turns a command-line value into a source: digits are a camera index, a folder
is a folder of images, a file with an image suffix is an image, any other file a video. Opening
validates once (SourceError with a clear message); afterwards `read()` returns the next `Frame`,
None at the end of a file, and raises SourceLost when a camera stops delivering.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Protocol

import cv2
import numpy as np

IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp"})


class SourceError(Exception):
    """A source cannot be opened (no such camera, file or folder, or nothing readable in it)."""


class SourceLost(SourceError):
    """A source that was delivering frames stopped (a camera unplugged)."""


@dataclass(frozen=True)
class Frame:
    """One frame: BGR pixels, its number from 0, its time in seconds and whether it is a still."""

    image: np.ndarray
    index: int
    time: float
    still: bool = False  # a photograph: counts as held steady
    name: str = ""  # file name for images of a folder


class FrameSource(Protocol):
    """Where frames come from."""

    name: str

    def open(self) -> None:
        """Open the device or file; raises SourceError."""
        ...

    def read(self) -> Frame | None:
        """The next frame; None at the end; raises SourceLost when a live source fails."""
        ...

    def close(self) -> None:
        """Release the device or file (safe to call twice)."""
        ...


class CameraSource:
    """A camera by index through cv2.VideoCapture; frame times from `clock`."""

    def __init__(self, index: int, size: tuple[int, int] | None = (1280, 720),
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.index = index
        self.name = f"camera {index}"
        self._size = size
        self._clock = clock
        self._capture: cv2.VideoCapture | None = None
        self._count = 0

    def open(self) -> None:
        """Open the camera (if not open yet) and ask for `size`; raises SourceError when there is none."""
        if self._capture is not None:
            return
        level = cv2.utils.logging.getLogLevel()
        cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_ERROR)  # our message replaces its warnings
        try:
            capture = cv2.VideoCapture(self.index)
        finally:
            cv2.utils.logging.setLogLevel(level)
        if not capture.isOpened():
            capture.release()
            raise SourceError(f"no camera with index {self.index}")
        if self._size:
            capture.set(cv2.CAP_PROP_FRAME_WIDTH, self._size[0])
            capture.set(cv2.CAP_PROP_FRAME_HEIGHT, self._size[1])
        capture.set(cv2.CAP_PROP_BUFFERSIZE, 1)
        self._capture = capture

    def read(self) -> Frame | None:
        """The camera's next frame; raises SourceLost when it delivers none."""
        if self._capture is None:
            raise SourceLost(f"{self.name} is not open")
        ok, image = self._capture.read()
        if not ok or image is None:
            raise SourceLost(f"{self.name} stopped delivering frames")
        frame = Frame(image, self._count, self._clock())
        self._count += 1
        return frame

    def close(self) -> None:
        """Release the camera."""
        if self._capture is not None:
            self._capture.release()
            self._capture = None


class VideoFileSource:
    """A video file through cv2.VideoCapture; frame times from the file's timestamps."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.name = self.path.name
        self._capture: cv2.VideoCapture | None = None
        self._count = 0
        self._fps = 30.0

    def open(self) -> None:
        """Open the file; raises SourceError when it is missing or not a video OpenCV can read."""
        if not self.path.is_file():
            raise SourceError(f"no such file or folder: {self.path}")
        capture = cv2.VideoCapture(str(self.path))
        if not capture.isOpened():
            capture.release()
            raise SourceError(f"cannot read {self.path} as a video or image")
        self._fps = capture.get(cv2.CAP_PROP_FPS) or 30.0
        self._capture = capture

    def read(self) -> Frame | None:
        """The next frame, None at the end of the file."""
        if self._capture is None:
            return None
        ok, image = self._capture.read()
        if not ok or image is None:
            return None
        frame = Frame(image, self._count, self._count / self._fps)
        self._count += 1
        return frame

    def close(self) -> None:
        """Release the file."""
        if self._capture is not None:
            self._capture.release()
            self._capture = None


def read_image(path: Path) -> np.ndarray:
    """The BGR pixels of the image file `path`; raises SourceError when it cannot be read."""
    image = cv2.imread(str(path), cv2.IMREAD_COLOR)
    if image is None:
        raise SourceError(f"cannot read {path} as an image")
    return image


class ImageFolderSource:
    """Still images, one frame each, in name order: a single file or every image in a folder."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.name = self.path.name
        self._files: list[Path] = []
        self._next = 0

    def open(self) -> None:
        """List the images; raises SourceError for a missing path or a folder without images."""
        if self.path.is_dir():
            self._files = sorted(p for p in self.path.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
            if not self._files:
                raise SourceError(f"no images ({', '.join(sorted(IMAGE_SUFFIXES))}) in folder {self.path}")
        elif self.path.is_file():
            read_image(self.path)
            self._files = [self.path]
        else:
            raise SourceError(f"no such file or folder: {self.path}")
        self._next = 0

    def read(self) -> Frame | None:
        """The next image as a still frame; None after the last one."""
        if self._next >= len(self._files):
            return None
        path = self._files[self._next]
        frame = Frame(read_image(path), self._next, float(self._next), still=True, name=path.name)
        self._next += 1
        return frame

    def close(self) -> None:
        """Nothing to release."""
        self._next = len(self._files)


def open_source(spec: str, size: tuple[int, int] | None = (1280, 720)) -> FrameSource:
    """The source a command-line value names, opened; raises SourceError."""
    source: FrameSource
    if spec.isdigit():
        source = CameraSource(int(spec), size)
    else:
        path = Path(spec).expanduser()
        if path.is_dir() or path.suffix.lower() in IMAGE_SUFFIXES:
            source = ImageFolderSource(path)
        else:
            source = VideoFileSource(path)
    source.open()
    return source
