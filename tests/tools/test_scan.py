"""`python main.py scan` on folders, images and videos: exact lines, summary, clean errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

from games.app.camera.scan_tool import main, plural
from scanner.payload import CARD_PAYLOADS
from scanner.synthetic import STEADY, Item, foreign_items, synth_frame
from tests.scanner.test_sources import png_claiming, steady_pair_frames, write_video

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def photo_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Four photos: a pair; a card with a URL and a game code; the same card twice; an empty table."""
    folder = tmp_path_factory.mktemp("photos")
    rng = np.random.default_rng(21)
    foreign = foreign_items()
    views = {
        "1-pair.png": [Item(CARD_PAYLOADS["mandrake"]), Item(CARD_PAYLOADS["mushroom"])],
        "2-mixed.jpg": [Item(CARD_PAYLOADS["toad"]), foreign["url"], foreign["game-code"]],
        "3-double.png": [Item(CARD_PAYLOADS["fern"]), Item(CARD_PAYLOADS["fern"])],
        "4-empty.png": [],
    }
    for name, items in views.items():
        cv2.imwrite(str(folder / name), synth_frame(rng, items, (1280, 720), STEADY))
    return folder


def test_json_lines_on_a_folder_are_exact(photo_folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--source", str(photo_folder), "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines == [
        {"card": "ATH6Y", "ingredient": "mandrake", "frame": 0, "image": "1-pair.png"},
        {"card": "ATH17", "ingredient": "mushroom", "frame": 0, "image": "1-pair.png"},
        {"unknown": "https://example.com/shop/item?id=42", "frame": 1, "image": "2-mixed.jpg"},
        {"code": "DEMO", "frame": 1, "image": "2-mixed.jpg"},
        {"card": "ATH33", "ingredient": "toad", "frame": 1, "image": "2-mixed.jpg"},
        {"warning": "two-same-ingredient", "frame": 2, "image": "3-double.png"},
        {"summary": {"frames": 4, "cards": ["mandrake", "mushroom", "toad"], "codes": ["DEMO"], "unknown": 1,
                     "warnings": 1}},
    ]


def test_plain_lines_on_a_folder(photo_folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--source", str(photo_folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:6] == [
        "image 1-pair.png: card mandrake (ATH6Y)",
        "image 1-pair.png: card mushroom (ATH17)",
        "image 2-mixed.jpg: unknown code 'https://example.com/shop/item?id=42'",
        "image 2-mixed.jpg: game code DEMO",
        "image 2-mixed.jpg: card toad (ATH33)",
        "image 3-double.png: warning: the same ingredient twice: show two different ingredients",
    ]
    assert lines[6].startswith("4 frames in ")
    assert lines[6].endswith(" s: 3 cards (mandrake, mushroom, toad), 1 game code, 1 unknown code, 1 warning")


def test_a_video_through_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "table.avi"
    write_video(path, steady_pair_frames(5, ("flower", "bird-claw"), 8))
    assert main(["--source", str(path), "--json", "--frames", "6"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines == [
        {"card": "ATH41", "ingredient": "bird-claw", "frame": 5, "time": 0.167},
        {"card": "ATH50", "ingredient": "flower", "frame": 5, "time": 0.167},
        {"summary": {"frames": 8, "cards": ["bird-claw", "flower"], "codes": [], "unknown": 0, "warnings": 0}},
    ]


def test_pyzbar_on_the_micro_qr_cards_honestly_reads_nothing(photo_folder: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--source", str(photo_folder / "1-pair.png"), "--json", "--decoder", "pyzbar"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        json.dumps({"summary": {"frames": 1, "cards": [], "codes": [], "unknown": 0, "warnings": 0}})]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--source", "/no/such/folder"], "scan: no such file or folder: /no/such/folder"),
        (["--source", "93"], "scan: no camera with index 93"),
        (["--source", "²"], "scan: a camera number is written with the digits 0-9, not '²'"),
        (["--source", "٣"], "scan: a camera number is written with the digits 0-9, not '٣'"),
        (["--source", "9" * 30], f"scan: no camera with index {'9' * 30} (camera numbers go up to 9999)"),
        (["--source", "."], None),
        (["--frames", "2"], "scan: the following arguments are required: --source"),
        (["--source", "x", "--frames", "0"], "scan: --frames must be between 1 and 600, not 0"),
        (["--source", "x", "--frames", str(10**12)], "scan: --frames must be between 1 and 600, not 1000000000000"),
        (["--source", "x", "--record", "/dev/null/recordings"],
         "scan: --record: cannot write into /dev/null/recordings: Not a directory"),
        (["--source", "x", "--decoder", "zbar"], "scan: argument --decoder: invalid choice: 'zbar' "
                                                  "(choose from 'pyzbar', 'zxing')"),
    ],
)
def test_bad_input_is_exit_2_and_one_line(argv: list[str], message: str | None, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    if argv == ["--source", "."]:
        argv = ["--source", str(tmp_path)]
        message = f"scan: no images (.bmp, .jpeg, .jpg, .png, .tif, .tiff, .webp) in folder {tmp_path}"
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == message + "\n"


def test_the_dispatcher_runs_scan_without_a_traceback(photo_folder: Path) -> None:
    done = subprocess.run([sys.executable, "main.py", "scan", "--source", str(photo_folder / "1-pair.png")],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[:2] == ["image 1-pair.png: card mandrake (ATH6Y)",
                                           "image 1-pair.png: card mushroom (ATH17)"]
    missing = subprocess.run([sys.executable, "main.py", "scan", "--source", "/no/such.avi"],
                             cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert missing.returncode == 2 and missing.stderr == "scan: no such file or folder: /no/such.avi\n"


def test_preview_opens_a_window_and_still_prints(photo_folder: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    shown: list[tuple[int, int]] = []
    import games.app.camera.preview as preview

    real_show = preview.PreviewWindow.show

    def show_without_waiting(self: preview.PreviewWindow, frame, result, warnings) -> bool:  # type: ignore[no-untyped-def]
        monkeypatch.setattr(self, "_wait", lambda frame: True)
        shown.append(self.screen.get_size())
        return real_show(self, frame, result, warnings)

    monkeypatch.setattr(preview.PreviewWindow, "show", show_without_waiting)
    assert main(["--source", str(photo_folder), "--preview"]) == 0
    assert shown == [(1280, 720)] * 4
    assert capsys.readouterr().out.splitlines()[0] == "image 1-pair.png: card mandrake (ATH6Y)"


def test_camera_status_lines() -> None:
    from games.app.camera.scan_tool import status_line
    from scanner.capture import CaptureStatus

    assert status_line("camera 0", CaptureStatus("ok", "camera 0")) == "scan: camera 0: ok"
    assert status_line("camera 0", CaptureStatus("lost", "camera 0 stopped delivering frames")) == (
        "scan: camera 0: lost (camera 0 stopped delivering frames)")


def test_a_game_code_with_its_variant_is_reported_with_it() -> None:
    from games.app.camera.scan_tool import event_line, event_record
    from scanner.sources import Frame
    from scanner.stabilizer import ScanEvent

    event, frame = ScanEvent("code", "KABC", 3, 0.1, "master"), Frame(np.zeros((4, 4, 3), np.uint8), 3, 0.1)
    assert event_record(event, frame) == {"code": "KABC", "variant": "master", "frame": 3, "time": 0.1}
    assert event_line(event, frame).endswith("game code KABC (master)")


def test_bad_images_in_a_folder_are_skipped_with_a_line_each(photo_folder: Path, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "mixed"
    folder.mkdir()
    (folder / "1-pair.png").write_bytes((photo_folder / "1-pair.png").read_bytes())
    (folder / "2-bomb.png").write_bytes(png_claiming(60_000, 60_000))
    (folder / "3-text.png").write_text("not an image")
    (folder / ".png").write_text("not an image either")
    assert main(["--source", str(folder), "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [f"scan: skipped: cannot read {folder / '2-bomb.png'} as an image",
                                         f"scan: skipped: cannot read {folder / '3-text.png'} as an image"]
    assert json.loads(captured.out.splitlines()[-1])["summary"]["cards"] == ["mandrake", "mushroom"]


def test_a_folder_of_nothing_readable_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bomb.png").write_bytes(png_claiming(60_000, 60_000))
    assert main(["--source", str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.splitlines()[-1] == f"scan: not one readable frame or image in {tmp_path}"


def test_a_cut_off_video_ends_with_a_warning(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    whole, cut = tmp_path / "whole.avi", tmp_path / "cut.avi"
    write_video(whole, steady_pair_frames(5, ("flower", "bird-claw"), 12))
    cut.write_bytes(whole.read_bytes()[: whole.stat().st_size * 2 // 3])
    assert main(["--source", str(cut), "--json"]) == 0
    captured = capsys.readouterr()
    frames = json.loads(captured.out.splitlines()[-1])["summary"]["frames"]
    assert 0 < frames < 12
    assert captured.err == (f"scan: warning: cut.avi ended after {plural(frames, 'frame')} of 12; "
                            "the file may be cut off or damaged\n")


def test_decoder_libraries_write_nothing_to_the_users_terminal(tmp_path: Path) -> None:
    """libpng and FFmpeg print their own complaints to stderr; only our one line may reach the user."""
    png = tmp_path / "crc.png"
    ok, encoded = cv2.imencode(".png", np.zeros((50, 50, 3), np.uint8))
    damaged = bytearray(encoded.tobytes())
    damaged[-20] ^= 0xFF  # a wrong check sum in the image data: libpng says "IDAT: incorrect data check"
    png.write_bytes(bytes(damaged))
    video = tmp_path / "cut.mp4"
    writer = cv2.VideoWriter(str(video), cv2.VideoWriter_fourcc(*"mp4v"), 10, (64, 48))
    for index in range(10):
        writer.write(np.full((48, 64, 3), index * 20, np.uint8))
    writer.release()
    video.write_bytes(video.read_bytes()[:-200])  # the index at the end is gone: "moov atom not found"
    for path, message in [(png, f"scan: cannot read {png} as an image"),
                          (video, f"scan: cannot read {video} as a video or image")]:
        done = subprocess.run([sys.executable, "main.py", "scan", "--source", str(path)], cwd=ROOT,
                              capture_output=True, text=True, timeout=60)
        assert (done.returncode, done.stdout, done.stderr) == (2, "", message + "\n")
