"""The camera check: reached from Settings, figures and verdict in words (de/en), saving what the
camera saw, readable at arm's length."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.app.camera.check import (
    SAVE, WARNING_ICON, WARNING_PAD, CameraCheckScene, facts, recordings_folder, verdict_layout, verdict_lines,
    verdict_warning,
)
from games.app.testing.headless import Harness
from games.app.kit.i18n import Translator
from games.app.camera.service import OFF, ScannerService
from games.app.settings_scene import SettingsScene, camera_check_button_rect
from games.app.start_scene import StartScene
from scanner.decoders import ZxingDecoder
from scanner.payload import CARD_PAYLOADS
from scanner.pipeline import ScanPipeline
from scanner.quality import QualityMeter, assess, reach_cm
from scanner.recording import READS_NAME, VIDEO_NAME
from scanner.sources import Frame
from scanner.synthetic import HARD, STEADY, Item, degrade, synth_frame, undegraded
from scanner.worker import ScanSnapshot
from tests.scripted_camera import ScriptedCamera


def live_snapshot(size: tuple[int, int], conditions, items: list[Item], frames: int = 3, seed: int = 2) -> ScanSnapshot:
    """A snapshot as the scan worker makes it: pipeline, quality meter, RGB frame."""
    rng = np.random.default_rng(seed)
    scene = synth_frame(rng, items, size, undegraded(conditions))
    pipeline, meter = ScanPipeline(ZxingDecoder()), QualityMeter()
    for index in range(frames):
        frame = Frame(degrade(scene, rng, conditions), index, index / 30)
        result = pipeline.process(frame)
        meter.update(frame, result)
    return ScanSnapshot(frame.image[:, :, ::-1].copy(), result.outlines, "ok", "", (), 5, meter.quality)


class StillScanner:
    """A scanner service that shows one snapshot and saves into a folder (or fails to)."""

    preview = False

    def __init__(self, snapshot: ScanSnapshot, fail: bool = False) -> None:
        self._snapshot = snapshot
        self.fail = fail
        self.saved: list[Path] = []

    def snapshot(self) -> ScanSnapshot:
        return self._snapshot

    def save_recording(self, folder: Path) -> Path | None:
        if self.fail:
            raise PermissionError(13, "Permission denied")
        self.saved.append(folder)
        return folder / "2026-11-23_20-00-00_settings"


@pytest.fixture(scope="module")
def dim_480p() -> ScanSnapshot:
    return live_snapshot((640, 480), replace(HARD, brightness=(0.4, 0.4), blur_sigma=(0.6, 0.6), tilt_deg=(30, 30)),
                         [Item(CARD_PAYLOADS["toad"])])


@pytest.fixture(scope="module")
def good_720p() -> ScanSnapshot:
    return live_snapshot((1280, 720), STEADY, [Item(CARD_PAYLOADS["fern"]), Item(CARD_PAYLOADS["mushroom"])])


def test_reach_follows_the_pixels() -> None:
    assert reach_cm("card", 640) == 90 and reach_cm("sticker", 640) == 35
    assert reach_cm("card", 1280) == 180 and reach_cm("sticker", 1280) == 50
    assert reach_cm("card", 800) == 112 and reach_cm("card", 1920) == 270


def test_facts_and_verdict_of_a_dim_480p_camera(dim_480p: ScanSnapshot) -> None:
    quality = dim_480p.quality
    assert quality is not None and (quality.width, quality.height) == (640, 480)
    assert quality.fps == pytest.approx(30.0) and 70 <= quality.brightness < 140 and quality.module_px is not None
    verdict = assess(quality)
    assert verdict.light == "dim" and verdict.code == "good" and verdict.hints == ("more-light", "720p")
    tr = Translator("en")
    assert facts(dim_480p, tr)[:2] == [("Resolution", "640 × 480"), ("Frame rate", "30 per second")]
    assert facts(dim_480p, tr)[2][1].endswith("dim") and facts(dim_480p, tr)[3] == ("Card in view", "big enough")
    assert verdict_warning(dim_480p, tr) == "Dim light: cards read slowly. More light helps most."
    assert verdict_lines(dim_480p, tr) == [
        ("Full cards read up to about 90 cm from the camera.", False),
        ("Stickers only up to about 35 cm: hold them close.", False),
        ("Tip: a 720p camera reads from farther away.", False),
    ]


def test_a_good_720p_camera_needs_no_tips(good_720p: ScanSnapshot) -> None:
    tr = Translator("de")
    assert assess(good_720p.quality).hints == () and verdict_warning(good_720p, tr) is None
    assert verdict_lines(good_720p, tr) == [
        ("Ganze Karten werden bis etwa 180 cm Abstand gelesen.", False),
        ("Aufkleber nur bis etwa 50 cm: nah heranhalten.", False),
    ]


def test_a_far_card_and_a_dark_room_say_what_helps() -> None:
    far = replace(STEADY, view_mm=1100.0)
    snapshot = live_snapshot((1280, 720), far, [Item(CARD_PAYLOADS["flower"])])
    assert assess(snapshot.quality).code == "closer"
    assert ("Tip: hold the card closer to the camera.", True) in verdict_lines(snapshot, Translator("en"))
    dark = replace(snapshot, quality=replace(snapshot.quality, brightness=30.0))
    assert verdict_warning(dark, Translator("en")) == "Too dark for cards and stickers: more light on the table, please."
    assert verdict_lines(dark, Translator("en")) == [("Tip: hold the card closer to the camera.", True)]


def test_without_a_camera_the_check_says_so() -> None:
    tr = Translator("en")
    assert verdict_warning(OFF, tr) == "No camera chosen: pick one under Camera in the settings."
    assert verdict_lines(OFF, tr) == []
    assert [value for _, value in facts(OFF, tr)] == ["–"] * 4


def luminance(color: tuple[int, int, int]) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
    red, green, blue = (linear(channel) for channel in color)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one: tuple[int, int, int], two: tuple[int, int, int]) -> float:
    """WCAG contrast ratio (1 to 21)."""
    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_contrast_follows_wcag() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize(("language", "far"), [("de", False), ("en", False), ("de", True)])
def test_the_light_warning_is_the_largest_line_in_bold_dark_ink_on_ember_with_a_sign(
        language: str, far: bool, dim_480p: ScanSnapshot) -> None:
    """The line that matters most is no longer the smallest, orange-on-brown one (review of issue 14):
    it heads the verdict on its own plate, larger than every other line, at AAA contrast (>= 7 : 1),
    with a warning sign; also with the most lines the verdict can have (dim, too far, 480p)."""
    snapshot = replace(dim_480p, quality=replace(dim_480p.quality, module_px=1.0)) if far else dim_480p
    with Harness(language, services={"scanner": StillScanner(snapshot)}) as h:
        h.push(CameraCheckScene())
        h.forget_texts()
        canvas = h.render()
        drawn = h.ctx.fonts.recorded()
        warning = verdict_warning(snapshot, h.ctx.tr)
        lines = [text for text, _ in verdict_lines(snapshot, h.ctx.tr)]
        assert warning is not None and len(lines) == (4 if far else 3)
        pieces = [text for text in drawn if text in warning]
        assert " ".join(pieces) == warning  # wrapped, drawn whole
        assert min(drawn[piece] for piece in pieces) >= 34
        assert min(drawn[piece] for piece in pieces) > max(drawn[line] for line in lines) >= 28
        plate, boxes = verdict_layout(True, len(lines))
        assert plate is not None and all(plate.bottom < box.top for box in boxes)
        inside = plate.inflate(-8, -8)
        pixels = [tuple(canvas.get_at((x, y)))[:3] for x in range(inside.left, inside.right, 2)
                  for y in range(inside.top, inside.bottom, 2)]
        background = max(set(pixels), key=pixels.count)
        darkest = min(pixels, key=luminance)
        assert contrast(background, darkest) >= 7
        icon = pygame.Rect(plate.x + WARNING_PAD, plate.centery - WARNING_ICON // 2, WARNING_ICON, WARNING_ICON)
        sign = [(x, y) for x in range(icon.left, icon.right) for y in range(icon.top, icon.bottom)
                if contrast(tuple(canvas.get_at((x, y)))[:3], background) >= 7]
        assert len(sign) >= icon.width * icon.height // 4
        assert h.small_texts() == {}


@pytest.mark.parametrize("language", ["de", "en"])
def test_settings_open_the_check_and_back_turns_the_preview_off(language: str, dim_480p: ScanSnapshot) -> None:
    scanner = StillScanner(dim_480p)
    with Harness(language, services={"scanner": scanner}) as h:
        h.push(StartScene())
        settings = h.push(SettingsScene(section="camera"))
        assert h.small_texts() == {}
        h.click(camera_check_button_rect(len(settings.rows(h.ctx))).center)
        assert isinstance(h.top, CameraCheckScene) and scanner.preview
        assert h.small_texts() == {}
        h.back()
        assert isinstance(h.top, SettingsScene) and not scanner.preview


def test_save_says_where_and_why_not(dim_480p: ScanSnapshot) -> None:
    with Harness("en", services={"scanner": StillScanner(dim_480p)}) as h:
        h.push(CameraCheckScene())
        h.click(SAVE.center)
        scene = h.top
        assert isinstance(scene, CameraCheckScene) and scene.note is not None
        assert scene.note == (f"Saved in:\n{recordings_folder(h.ctx)}/\n2026-11-23_20-00-00_settings", False)
        assert recordings_folder(h.ctx) == h.ctx.storage.path("recordings")
    with Harness("de", services={"scanner": StillScanner(dim_480p, fail=True)}) as h:
        h.push(CameraCheckScene())
        h.click(SAVE.center)
        assert h.top.note == ("Konnte nicht speichern: Permission denied", True)
        assert h.small_texts() == {}
    with Harness("en") as h:
        h.push(CameraCheckScene())
        assert not h.top.buttons.buttons[0].enabled  # no camera: nothing to save
    blank = StillScanner(dim_480p)
    blank.save_recording = lambda folder: None  # type: ignore[method-assign]
    with Harness("en", services={"scanner": blank}) as h:
        h.push(CameraCheckScene())
        h.click(SAVE.center)
        assert h.top.note == ("Nothing to save yet: no frames from a camera.", True)


def test_the_real_service_saves_the_last_frames_with_what_was_read(tmp_path: Path) -> None:
    rng = np.random.default_rng(5)
    still = synth_frame(rng, [Item(CARD_PAYLOADS["toad"])], (640, 480), STEADY)
    service = ScannerService(None, source=ScriptedCamera([degrade(still, rng, STEADY) for _ in range(3)]))
    try:
        deadline = time.monotonic() + 10
        while service.recorded_seconds < 0.3:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        quality = service.snapshot().quality
        folder = service.save_recording(tmp_path)
    finally:
        service.close()
    assert quality is not None and quality.width == 640 and quality.fps == pytest.approx(30.0, rel=0.05)
    assert folder is not None and (folder / VIDEO_NAME).is_file()
    reads = json.loads((folder / READS_NAME).read_text())
    assert reads["reason"] == "settings" and reads["source"] == "scripted camera" and reads["confirmed"] == ["toad"]
    assert ScannerService(None).save_recording(tmp_path) is None
