"""Frame sources behind one interface: a camera by index, a video file, one image, a folder of images.

`open_source(spec)` turns a command-line value into a source: digits 0-9 are a camera index, a
folder is a folder of images, a file with an image suffix is an image, any other file a video.
Opening validates once (SourceError with a clear message); afterwards `read()` returns the next
`Frame`, None at the end of a file, and raises SourceLost when a camera stops delivering. An image
of a folder that cannot be decoded raises SourceError from `read()`; the next read goes on with the
next image. A video that ends before the frame count its header promised says so in `ended_early`.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Protocol

import cv2
import numpy as np

IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp"})
MAX_CAMERA_INDEX = 9999


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
    """A camera by index through cv2.VideoCapture; frame times from `clock`.

    `close()` from another thread while a read is running (a camera whose read hangs) does not
    free the device under it: the release happens as soon as that read returns.
    """

    def __init__(self, index: int, size: tuple[int, int] | None = (1280, 720),
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.index = index
        self.name = f"camera {index}"
        self._size = size
        self._clock = clock
        self._capture: cv2.VideoCapture | None = None
        self._count = 0
        self._guard = threading.Lock()  # guards _capture, _reading and _close_wanted
        self._reading = False
        self._close_wanted = False

    def open(self) -> None:
        """Open the camera (if not open yet) and ask for `size`; raises SourceError when there is none."""
        if self._capture is not None:
            return
        level = cv2.utils.logging.getLogLevel()
        cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_ERROR)  # our message replaces its warnings
        try:
            capture = cv2.VideoCapture(self.index)
        except (cv2.error, OverflowError, SystemError, TypeError):
            raise SourceError(f"no camera with index {self.index}") from None
        finally:
            cv2.utils.logging.setLogLevel(level)
        if not capture.isOpened():
            capture.release()
            raise SourceError(f"no camera with index {self.index}")
        if self._size:
            capture.set(cv2.CAP_PROP_FRAME_WIDTH, self._size[0])
            capture.set(cv2.CAP_PROP_FRAME_HEIGHT, self._size[1])
        capture.set(cv2.CAP_PROP_BUFFERSIZE, 1)
        with self._guard:
            self._capture = capture

    def read(self) -> Frame | None:
        """The camera's next frame; raises SourceLost when it delivers none."""
        with self._guard:
            capture = self._capture
            if capture is None:
                raise SourceLost(f"{self.name} is not open")
            self._reading = True
        try:
            ok, image = capture.read()
        finally:
            with self._guard:
                self._reading = False
                if self._close_wanted:
                    self._release()
        if not ok or image is None:
            raise SourceLost(f"{self.name} stopped delivering frames")
        frame = Frame(image, self._count, self._clock())
        self._count += 1
        return frame

    def close(self) -> None:
        """Release the camera; during a read in another thread, as soon as that read returns."""
        with self._guard:
            if self._reading:
                self._close_wanted = True
            else:
                self._release()

    def _release(self) -> None:
        """Free the device (the guard is held)."""
        self._close_wanted = False
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
        self.expected_frames = 0  # the frame count the file's header promises (0: unknown)

    def open(self) -> None:
        """Open the file; raises SourceError when it is missing or not a video OpenCV can read."""
        if not self.path.is_file():
            problem = "not a regular file" if self.path.exists() else "no such file or folder"
            raise SourceError(f"{problem}: {self.path}")
        try:
            capture = cv2.VideoCapture(str(self.path))
        except cv2.error:
            raise SourceError(f"cannot read {self.path} as a video or image") from None
        if not capture.isOpened():
            capture.release()
            raise SourceError(f"cannot read {self.path} as a video or image")
        self._fps = capture.get(cv2.CAP_PROP_FPS) or 30.0
        self.expected_frames = max(0, int(capture.get(cv2.CAP_PROP_FRAME_COUNT) or 0))
        self._capture = capture

    @property
    def ended_early(self) -> bool:
        """True once reading stopped before the frame count the header promised (a cut-off file)."""
        return self._capture is None and 0 < self._count < self.expected_frames

    def read(self) -> Frame | None:
        """The next frame, None at the end of the file."""
        if self._capture is None:
            return None
        ok, image = self._capture.read()
        if not ok or image is None:
            self.close()
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
    try:
        image = cv2.imread(str(path), cv2.IMREAD_COLOR)
    except cv2.error:  # e.g. a header claiming more pixels than OpenCV allows
        image = None
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
        index, path = self._next, self._files[self._next]
        self._next += 1
        return Frame(read_image(path), index, float(index), still=True, name=path.name)

    def close(self) -> None:
        """Nothing to release."""
        self._next = len(self._files)


def open_source(spec: str, size: tuple[int, int] | None = (1280, 720)) -> FrameSource:
    """The source a command-line value names, opened; raises SourceError."""
    source: FrameSource
    if spec.isdigit():
        source = CameraSource(camera_index(spec), size)
    else:
        path = Path(spec).expanduser()
        if path.is_dir() or path.suffix.lower() in IMAGE_SUFFIXES:
            source = ImageFolderSource(path)
        else:
            source = VideoFileSource(path)
    source.open()
    return source


def camera_index(spec: str) -> int:
    """The camera number written in `spec` (digits); SourceError for other scripts' digits or a
    number no camera has."""
    if not spec.isascii():
        raise SourceError(f"a camera number is written with the digits 0-9, not {spec!r}")
    if len(spec) > len(str(MAX_CAMERA_INDEX)) or int(spec) > MAX_CAMERA_INDEX:
        raise SourceError(f"no camera with index {spec} (camera numbers go up to {MAX_CAMERA_INDEX})")
    return int(spec)
