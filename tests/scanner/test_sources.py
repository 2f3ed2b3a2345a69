"""Frame sources: a video file through the real cv2.VideoCapture path, images, folders, bad paths."""

from __future__ import annotations

import os
from pathlib import Path

import cv2
import numpy as np
import pytest

from scanner.decoders import ZxingDecoder
from scanner.payload import CARD_PAYLOADS
from scanner.pipeline import ScanPipeline
from scanner.sources import (
    CameraSource,
    ImageFolderSource,
    SourceError,
    SourceLost,
    VideoFileSource,
    open_source,
)
from scanner.stabilizer import Stabilizer
from scanner.synthetic import STEADY, Item, degrade, synth_frame


def write_video(path: Path, frames: list[np.ndarray], fps: float = 30.0) -> None:
    """Write BGR `frames` as a Motion-JPEG AVI with cv2.VideoWriter."""
    height, width = frames[0].shape[:2]
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), fps, (width, height))
    assert writer.isOpened()
    for frame in frames:
        writer.write(frame)
    writer.release()


def steady_pair_frames(seed: int, pair: tuple[str, str], count: int) -> list[np.ndarray]:
    """`count` frames of one steady pair, each with its own sensor noise and compression."""
    rng = np.random.default_rng(seed)
    still = synth_frame(rng, [Item(CARD_PAYLOADS[i]) for i in pair], (640, 480), STEADY)
    return [degrade(still, rng, STEADY) for _ in range(count)]


def test_video_file_is_read_through_video_capture_and_confirms_the_pair(tmp_path: Path) -> None:
    path = tmp_path / "pair.avi"
    blank = [np.full((480, 640, 3), 90, np.uint8)] * 3
    write_video(path, blank + steady_pair_frames(1, ("toad", "scorpion"), 8))
    source = open_source(str(path))
    assert isinstance(source, VideoFileSource)
    pipeline = ScanPipeline(ZxingDecoder(), Stabilizer(stable_frames=4))
    events = []
    while (frame := source.read()) is not None:
        events += pipeline.process(frame).events
    source.close()
    # cards printed before (Micro QR) from frame 3; with nothing tracked the decoder skips the texture
    # search's frames (frame 3 is one), so they are first read in frame 4 and confirmed in the fourth
    assert [(e.kind, e.value, e.frame) for e in events] == [("card", "scorpion", 7), ("card", "toad", 7)]
    assert events[0].time == pytest.approx(7 / 30.0)


def test_a_single_image_is_one_still_frame(tmp_path: Path) -> None:
    path = tmp_path / "photo.jpg"
    cv2.imwrite(str(path), steady_pair_frames(2, ("fern", "flower"), 1)[0])
    source = open_source(str(path))
    frame = source.read()
    assert frame is not None and frame.still and frame.name == "photo.jpg" and frame.index == 0
    assert source.read() is None
    events = ScanPipeline(ZxingDecoder(), Stabilizer(stable_frames=5)).process(frame).events
    assert sorted(e.value for e in events) == ["fern", "flower"]


def test_a_folder_gives_its_images_in_name_order_and_skips_other_files(tmp_path: Path) -> None:
    for name in ("b.png", "a.jpg", "c.webp"):
        cv2.imwrite(str(tmp_path / name), np.full((8, 8, 3), 10, np.uint8))
    (tmp_path / "notes.txt").write_text("not an image")
    source = open_source(str(tmp_path))
    assert isinstance(source, ImageFolderSource)
    names = []
    while (frame := source.read()) is not None:
        names.append((frame.name, frame.index, frame.still))
    assert names == [("a.jpg", 0, True), ("b.png", 1, True), ("c.webp", 2, True)]


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda p: p / "missing.avi", "no such file or folder: "),
        (lambda p: p / "missing.png", "no such file or folder: "),
        (lambda p: p, "no images "),
    ],
    ids=["missing-video", "missing-image", "empty-folder"],
)
def test_bad_paths_are_clear_errors(tmp_path: Path, make, message: str) -> None:
    with pytest.raises(SourceError, match=message):
        open_source(str(make(tmp_path)))


def test_a_file_that_is_no_video_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.mp4"
    path.write_text("this is text")
    with pytest.raises(SourceError, match="cannot read .*notes.mp4 as a video or image"):
        open_source(str(path))


def test_a_broken_image_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.png"
    path.write_bytes(b"\x89PNG not really")
    with pytest.raises(SourceError, match="cannot read .*broken.png as an image"):
        open_source(str(path))


def test_a_camera_index_without_a_camera_is_a_clear_error() -> None:
    with pytest.raises(SourceError, match="no camera with index 97"):
        CameraSource(97).open()


def test_reading_a_closed_camera_is_a_loss() -> None:
    with pytest.raises(SourceLost):
        CameraSource(0).read()


def png_claiming(width: int, height: int) -> bytes:
    """A PNG whose header claims `width` x `height` pixels, with almost no pixel data behind it."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
            + chunk(b"IEND", b""))


def test_an_image_claiming_an_enormous_size_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "bomb.png"
    path.write_bytes(png_claiming(60_000, 60_000))  # 3.6 gigapixels: OpenCV refuses by assertion
    with pytest.raises(SourceError, match="cannot read .*bomb.png as an image"):
        open_source(str(path))


def test_a_bad_image_in_a_folder_is_an_error_for_that_image_only(tmp_path: Path) -> None:
    cv2.imwrite(str(tmp_path / "a.png"), np.zeros((8, 8, 3), np.uint8))
    (tmp_path / "b.png").write_bytes(png_claiming(60_000, 60_000))
    (tmp_path / "c.png").write_text("not an image")
    cv2.imwrite(str(tmp_path / "d.png"), np.zeros((8, 8, 3), np.uint8))
    source = open_source(str(tmp_path))
    read: list[str] = []
    for _ in range(5):
        try:
            frame = source.read()
        except SourceError as error:
            read.append(f"error {Path(str(error).split()[2]).name}")
            continue
        read.append("end" if frame is None else f"{frame.name} {frame.index}")
    assert read == ["a.png 0", "error b.png", "error c.png", "d.png 3", "end"]


@pytest.mark.parametrize(("spec", "message"), [
    ("²", "a camera number is written with the digits 0-9, not '²'"),
    ("٣", "a camera number is written with the digits 0-9, not '٣'"),
    ("10000", "no camera with index 10000 (camera numbers go up to 9999)"),
    ("9" * 40, f"no camera with index {'9' * 40} (camera numbers go up to 9999)"),
])
def test_a_camera_number_must_be_plain_digits_and_possible(spec: str, message: str) -> None:
    with pytest.raises(SourceError) as caught:
        open_source(spec)
    assert str(caught.value) == message


def test_a_cut_off_video_says_it_ended_early(tmp_path: Path) -> None:
    whole, cut = tmp_path / "whole.avi", tmp_path / "cut.avi"
    write_video(whole, [np.full((48, 64, 3), 8 * i, np.uint8) for i in range(30)])
    cut.write_bytes(whole.read_bytes()[: whole.stat().st_size // 2])
    for path, frames, early in [(whole, 30, False), (cut, None, True)]:
        source = VideoFileSource(path)
        source.open()
        assert source.expected_frames == 30 and not source.ended_early
        count = 0
        while source.read() is not None:
            count += 1
        assert source.ended_early is early
        assert count == frames if frames else 0 < count < 30


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "camera.avi")
    with pytest.raises(SourceError, match="not a regular file: .*camera.avi"):
        open_source(str(tmp_path / "camera.avi"))
