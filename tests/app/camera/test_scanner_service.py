"""The scanner service: intents from a scripted camera, the snapshot, handheld readers, release."""

from __future__ import annotations

import threading
import time

import numpy as np
import pygame
import pytest

from games.app.kit.i18n import Translator
from games.app.camera.preview import snapshot_surface
from games.app.camera.service import OFF, ScannerService, create_service
from games.app.scene import Context, Intent, Settings
from scanner.payload import CARD_PAYLOADS
from scanner.synthetic import STEADY, Item, degrade, foreign_items, synth_frame
from tests.scripted_camera import ScriptedCamera


def pair_frames(items: list[Item], seed: int = 3, count: int = 3,
                size: tuple[int, int] = (640, 480)) -> list[np.ndarray]:
    """A few frames (640 x 480 unless told) of the same steady view."""
    rng = np.random.default_rng(seed)
    still = synth_frame(rng, items, size, STEADY)
    return [degrade(still, rng, STEADY) for _ in range(count)]


def poll_until(service: ScannerService, wanted, timeout: float = 10.0) -> list[Intent]:
    """Poll until `wanted(intents so far)` holds; every intent seen."""
    seen: list[Intent] = []
    deadline = time.monotonic() + timeout
    while not wanted(seen):
        assert time.monotonic() < deadline, f"timed out; seen {[(i.kind, i.data, i.text) for i in seen]}"
        seen += service.poll(time.monotonic())
        time.sleep(0.01)
    return seen


def test_a_steady_pair_gives_two_card_intents_once() -> None:
    camera = ScriptedCamera(pair_frames([Item(CARD_PAYLOADS["toad"]), Item(CARD_PAYLOADS["raven-feather"])]))
    service = ScannerService(None, source=camera, stable_frames=3)
    try:
        seen = poll_until(service, lambda s: sum(i.kind == "card" for i in s) >= 2)
        time.sleep(0.3)
        seen += service.poll(time.monotonic())
        snapshot = service.snapshot()
    finally:
        service.close()
    assert sorted(i.data for i in seen if i.kind == "card") == ["raven-feather", "toad"]
    assert snapshot.frame is not None and snapshot.frame.shape == (480, 640, 3)
    assert sorted((o.kind, o.value) for o in snapshot.outlines) == [("card", "raven-feather"), ("card", "toad")]
    assert snapshot.status == "ok"
    assert not camera.is_open and service.snapshot().status == "closed"  # released on close


def test_a_game_code_qr_gives_a_code_intent() -> None:
    # a screen's QR at table distance needs 720p to be read in every steady frame (bench/scan_bench.py)
    camera = ScriptedCamera(pair_frames([foreign_items()["game-code"]], seed=4, size=(1280, 720)))
    service = ScannerService(None, source=camera, stable_frames=2)
    try:
        seen = poll_until(service, lambda s: any(i.kind == "code" for i in s))
    finally:
        service.close()
    assert [i.text for i in seen if i.kind == "code"] == ["DEMO"]


def test_scan_intents_come_on_change_only_unless_previewing() -> None:
    camera = ScriptedCamera(pair_frames([Item(CARD_PAYLOADS["fern"])], seed=5))
    service = ScannerService(None, source=camera, stable_frames=2)
    try:
        poll_until(service, lambda s: any(i.kind == "card" for i in s))
        time.sleep(0.2)
        quiet = [i for i in service.poll(time.monotonic()) if i.kind == "scan"]
        service.preview = True
        time.sleep(0.1)
        first = [i for i in service.poll(time.monotonic()) if i.kind == "scan"]
        time.sleep(0.1)
        second = [i for i in service.poll(time.monotonic()) if i.kind == "scan"]
    finally:
        service.close()
    assert quiet == []
    assert len(first) == 1 and len(second) == 1
    assert second[0].data.version > first[0].data.version


def test_no_camera_at_first_is_reported_then_frames_come() -> None:
    camera = ScriptedCamera(pair_frames([Item(CARD_PAYLOADS["fern"])], seed=6), absent=2)
    plugged_in = threading.Event()
    service = ScannerService(None, source=camera, sleep=lambda seconds: plugged_in.wait(5.0))
    try:
        before = poll_until(service, lambda s: any(i.kind == "scan" and i.data.status != "starting" for i in s))
        plugged_in.set()
        after = poll_until(service, lambda s: any(i.kind == "scan" and i.data.status == "ok" for i in s))
    finally:
        service.close()
    assert [(i.data.status, i.data.status_message) for i in before if i.kind == "scan"][-1] == (
        "no-camera", "no camera with index 0")
    assert [i.data.status for i in after if i.kind == "scan"][-1] == "ok"


def test_without_a_camera_the_snapshot_is_off_and_said_once() -> None:
    service = ScannerService(None)
    assert service.poll(1.0) == [Intent("scan", data=OFF)]
    assert service.poll(2.0) == []
    assert service.snapshot().status == "off"
    service.close()


def reader_burst(service: ScannerService, text: str, start: float, gap: float) -> tuple[list[Intent], float]:
    """Type `text` as pygame would report it (a key and a text intent per character)."""
    passed: list[Intent] = []
    now = start
    for index, char in enumerate(text):
        now = start + index * gap
        passed += service.intercept(Intent("key", key=char.lower()), now)
        passed += service.intercept(Intent("text", text=char), now)
    return passed, now


def test_a_handheld_reader_burst_becomes_a_card_intent() -> None:
    service = ScannerService(None)
    passed, last = reader_burst(service, "ATH33", 5.0, 0.006)
    passed += service.intercept(Intent("confirm", key="return"), last + 0.006)
    assert passed == [Intent("card", data="toad")]
    assert service.poll(last + 1.0) == [Intent("scan", data=OFF)]  # nothing else was held


def test_a_handheld_reader_game_code_becomes_a_code_intent() -> None:
    service = ScannerService(None)
    passed, last = reader_burst(service, "ATHANOR:KABC", 0.0, 0.004)
    assert passed + service.intercept(Intent("confirm"), last + 0.004) == [Intent("code", text="KABC")]
    passed, last = reader_burst(service, "ATHANOR:KABC:MASTER", 1.0, 0.004)
    assert passed + service.intercept(Intent("confirm"), last + 0.004) == [Intent("code", text="KABC", data="master")]


def test_a_person_typing_gets_every_intent_in_order() -> None:
    service = ScannerService(None)
    typed: list[Intent] = []
    for index, char in enumerate("AT"):
        now = index * 0.2
        typed += service.intercept(Intent("key", key=char.lower()), now)
        typed += service.intercept(Intent("text", text=char), now)
        typed += [i for i in service.poll(now + 0.1) if i.kind != "scan"]
    typed += service.intercept(Intent("confirm"), 0.6)
    assert typed == [Intent("key", key="a"), Intent("text", text="A"), Intent("key", key="t"),
                     Intent("text", text="T"), Intent("confirm")]


@pytest.mark.parametrize("text", ["4006", "4006381333931", "EZIK"])
def test_a_readers_burst_of_a_foreign_code_is_dropped_so_it_types_nothing(text: str) -> None:
    service = ScannerService(None)
    passed, last = reader_burst(service, text, 0.0, 0.005)
    passed += service.intercept(Intent("confirm"), last + 0.005)
    assert passed == []
    assert service.poll(last + 1.0) == [Intent("scan", data=OFF)]


def test_a_short_fast_burst_is_handed_on_with_the_enter() -> None:
    service = ScannerService(None)
    passed, last = reader_burst(service, "12", 0.0, 0.005)
    passed += service.intercept(Intent("confirm"), last + 0.005)
    assert [i.kind for i in passed] == ["key", "text"] * 2 + ["confirm"]


def test_other_intents_pass_at_once_after_anything_held() -> None:
    service = ScannerService(None)
    held = service.intercept(Intent("text", text="x"), 0.0)
    click = service.intercept(Intent("click", pos=(1, 2)), 0.01)
    assert held == [] and click == [Intent("text", text="x"), Intent("click", pos=(1, 2))]
    assert service.intercept(Intent("key", key="left"), 0.02) == [Intent("key", key="left")]


def test_create_service_follows_the_settings() -> None:
    settings = Settings(camera=None, stable_frames=6)
    ctx = Context(settings=settings, tr=Translator("en"), fonts=None, storage=None, now=time.monotonic)  # type: ignore[arg-type]
    service = create_service(ctx)
    assert service.snapshot() is OFF
    service.close()


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_snapshot_draws_with_outlines_and_warnings(language: str) -> None:
    pygame.init()
    camera = ScriptedCamera(pair_frames([Item(CARD_PAYLOADS["toad"]), Item(CARD_PAYLOADS["toad"])], seed=7))
    service = ScannerService(None, source=camera, stable_frames=2)
    try:
        seen = poll_until(service, lambda s: any(i.kind == "scan" and i.data.warnings for i in s))
    finally:
        service.close()
    snapshot = [i.data for i in seen if i.kind == "scan" and i.data.warnings][-1]
    assert snapshot.warnings == ("two-same-ingredient",)
    assert not any(i.kind == "card" for i in seen)  # the same ingredient twice is refused
    font = pygame.font.Font(None, 28)
    surface = snapshot_surface(snapshot, (640, 400), Translator(language), font)
    assert surface.get_size() == (640, 400)
    warning_red = surface.get_at((320, 395))[:3]
    assert warning_red == (170, 40, 30)
    outline_green = (70, 220, 110)
    pixels = pygame.surfarray.array3d(surface).reshape(-1, 3)
    assert (pixels == outline_green).all(axis=1).sum() > 200


def test_without_camera_the_service_lets_the_loop_sleep_until_input_is_held() -> None:
    from games.app.camera.service import ScannerService
    from games.app.scene import Intent

    service = ScannerService(None)
    assert service.poll_interval == ScannerService.IDLE_POLL
    service.intercept(Intent("text", text="A"), 1.0)
    assert service.poll_interval == ScannerService.BUSY_POLL
    released = service.poll(2.0)
    assert released[0] == Intent("text", text="A")
    assert service.poll_interval == ScannerService.IDLE_POLL


class CameraShop:
    """Opens a ScriptedCamera per index and remembers every one handed out."""

    def __init__(self, frames: list[np.ndarray]) -> None:
        self.frames = frames
        self.opened: list[tuple[int, ScriptedCamera]] = []

    def __call__(self, index: int) -> ScriptedCamera:
        camera = ScriptedCamera(self.frames)
        self.opened.append((index, camera))
        return camera


def test_choosing_a_camera_in_the_settings_starts_it_and_releases_the_old_one() -> None:
    shop = CameraShop(pair_frames([Item(CARD_PAYLOADS["fern"])], seed=6))
    service = ScannerService(None, stable_frames=2, open_camera=shop)
    try:
        service.follow_settings(Settings(camera=None, stable_frames=2))
        assert shop.opened == [] and service.snapshot() is OFF  # nothing changed: nothing opened
        service.follow_settings(Settings(camera=1, stable_frames=2))
        seen = poll_until(service, lambda s: any(i.kind == "card" for i in s))
        assert service.camera == 1 and [i.data for i in seen if i.kind == "card"] == ["fern"]
        service.follow_settings(Settings(camera=2, stable_frames=2))
        assert [index for index, _ in shop.opened] == [1, 2] and not shop.opened[0][1].is_open
        service.follow_settings(Settings(camera=None, stable_frames=2))
        assert service.snapshot() is OFF and not shop.opened[1][1].is_open
        assert service.poll_interval == ScannerService.IDLE_POLL
    finally:
        service.close()


def test_a_given_source_is_never_switched_by_the_settings() -> None:
    camera = ScriptedCamera(pair_frames([Item(CARD_PAYLOADS["fern"])], seed=7))
    shop = CameraShop([])
    service = ScannerService(None, source=camera, open_camera=shop)
    try:
        service.follow_settings(Settings(camera=3))
        assert shop.opened == [] and service.camera is None
    finally:
        service.close()


def test_the_settings_screen_switches_the_camera_at_once() -> None:
    from games.app.testing.headless import Harness
    from games.app.settings_scene import Choice, SettingsScene

    shop = CameraShop(pair_frames([Item(CARD_PAYLOADS["fern"])], seed=8))
    service = ScannerService(None, open_camera=shop)
    with Harness(language="de", services={"scanner": service}) as harness:
        harness.ctx.settings.camera = None
        scene = harness.push(SettingsScene(section="camera"))
        button = next(b for b in scene.buttons.buttons if b.action == Choice("camera", 0))
        harness.click(button.rect.center)
        harness.step(0.1)
        assert harness.ctx.settings.camera == 0 and [index for index, _ in shop.opened] == [0]
        assert service.snapshot().status in {"starting", "ok"}
    service.close()
