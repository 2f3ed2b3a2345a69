"""The scanner inside the lab flows: live preview, scanned and auto-confirmed pairs, camera banners,
join by a game-code QR, and handheld readers typing a card code + Enter.

Most tests use ScriptedScanner (games.alchemists.lab.ui.scan_demo), which hands the scenes exactly the
snapshots and readings a test sets; two use the real ScannerService over synthetic camera frames.
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from games.alchemists.lab.ui.camera import CameraPanel  # noqa: E402
from games.alchemists.lab.ui.choose import AUTO_CONFIRM_SECONDS, ChooseScene  # noqa: E402
from games.alchemists.lab.ui.flows import FLOWS  # noqa: E402
from games.alchemists.lab.ui.join import JoinScene  # noqa: E402
from games.alchemists.lab.ui.lab_state import SAVE_NAME  # noqa: E402
from games.alchemists.lab.ui.menu import LabMenuScene  # noqa: E402
from games.alchemists.lab.ui.results import ResultScene  # noqa: E402
from games.alchemists.lab.ui.scan_demo import (  # noqa: E402
    ScriptedScanner,
    card_items,
    game_code_item,
    status_snapshot,
    synthetic_snapshot,
)
from games.alchemists.lab.ui.scenes import LabHomeScene  # noqa: E402
from games.alchemists.lab.ui.showcase import tap  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.app.camera.service import OFF, ScannerService  # noqa: E402
from scanner.payload import card_payload  # noqa: E402
from scanner.synthetic import STEADY, Item, synth_frame  # noqa: E402
from tests.scripted_camera import ScriptedCamera  # noqa: E402


@pytest.fixture(scope="module")
def pair_snapshot():
    """Toad and mandrake held up to the camera, outlined where the decoder found them."""
    return synthetic_snapshot(card_items("toad", "mandrake"))


def open_flow(h: Harness, flow: str = "student") -> ChooseScene:
    """From a fresh lab home: join the DEMO game and open `flow`."""
    h.push(LabHomeScene())
    tap(h, ("join",))
    tap(h, ("demo",))
    if flow in ("debunk-master",):
        tap(h, ("variant", "master"))
    tap(h, ("join",))
    assert isinstance(h.top, LabMenuScene)
    tap(h, ("flow", flow))
    assert isinstance(h.top, ChooseScene)
    return h.top


def test_the_synthetic_pair_is_outlined_as_two_cards(pair_snapshot) -> None:
    assert sorted((o.kind, o.value) for o in pair_snapshot.outlines) == [("card", "mandrake"), ("card", "toad")]


def test_the_chooser_turns_the_live_preview_on_and_back_off(pair_snapshot) -> None:
    scanner = ScriptedScanner(pair_snapshot)
    with Harness(language="en", services={"scanner": scanner}) as h:
        open_flow(h)
        assert scanner.preview is True
        h.back()
        assert isinstance(h.top, LabMenuScene) and scanner.preview is False
        tap(h, ("flow", "student"))
        h.key("1"), h.key("3"), h.confirm()
        assert isinstance(h.top, ResultScene) and scanner.preview is False


def test_the_preview_draws_the_frame_and_converts_it_only_on_a_new_version(pair_snapshot) -> None:
    scanner = ScriptedScanner(pair_snapshot)
    with Harness(language="en", services={"scanner": scanner}) as h:
        scene = open_flow(h)
        h.step(0.05)
        canvas = h.render()
        picture = scene.camera._picture
        h.render()
        assert scene.camera._picture is picture, "the same snapshot must not be converted again"
        outline_green = sum(1 for x in range(scene.preview_rect.left, scene.preview_rect.right, 2)
                            for y in range(scene.preview_rect.top, scene.preview_rect.bottom, 2)
                            if canvas.get_at((x, y))[:3] == (70, 220, 110))
        assert outline_green > 40, "the recognised cards are outlined in the preview"
        scanner.show(synthetic_snapshot(card_items("toad", "mandrake"), seed=8, version=2))
        h.step(0.05)
        h.render()
        assert scene.camera._picture is not picture


def test_two_scanned_cards_are_chosen_and_confirmed(pair_snapshot) -> None:
    scanner = ScriptedScanner(pair_snapshot)
    with Harness(language="de", services={"scanner": scanner}) as h:
        scene = open_flow(h)
        scanner.read_card("mushroom")
        scanner.read_card("toad")
        h.step(0.05)
        assert scene.choice.ingredients == ["mushroom", "toad"]
        h.step(AUTO_CONFIRM_SECONDS * 2)
        assert h.top is scene, "without auto-confirm the player confirms"
        h.confirm()
        assert isinstance(h.top, ResultScene) and h.top.entry.result == "R+"
        assert len(h.ctx.storage.load(SAVE_NAME)["history"]) == 1


def scan_pair_with_auto_confirm(h: Harness, scanner: ScriptedScanner) -> ChooseScene:
    """Auto-confirm on, the student test open, mushroom and toad scanned; the chooser."""
    h.ctx.settings.auto_confirm = True
    scene = open_flow(h)
    scanner.read_card("mushroom")
    scanner.read_card("toad")
    h.step(0.05)
    return scene


def test_auto_confirm_waits_for_a_stable_pair_and_a_warning_restarts_the_wait(pair_snapshot) -> None:
    scanner = ScriptedScanner(pair_snapshot)
    with Harness(language="en", services={"scanner": scanner}) as h:
        scene = scan_pair_with_auto_confirm(h, scanner)
        assert h.top is scene and scene.prompt(h.ctx) == h.ctx.tr("alchemists.choose.auto_confirming")
        h.step(AUTO_CONFIRM_SECONDS / 2)
        scanner.show(synthetic_snapshot(card_items("toad", "toad"), version=5, warnings=("two-same-ingredient",)))
        h.step(AUTO_CONFIRM_SECONDS)
        assert h.top is scene, "a scanner warning holds the auto-confirm back"
        scanner.show(pair_snapshot)
        h.step(AUTO_CONFIRM_SECONDS / 2)
        assert h.top is scene
        h.step(AUTO_CONFIRM_SECONDS / 2 + 0.1)
        assert isinstance(h.top, ResultScene) and h.top.entry.result == "R+"


def test_a_tap_cancels_a_pending_auto_confirm(pair_snapshot) -> None:
    scanner = ScriptedScanner(pair_snapshot)
    with Harness(language="en", services={"scanner": scanner}) as h:
        scene = scan_pair_with_auto_confirm(h, scanner)
        h.key("backspace")
        h.key("2")
        h.step(AUTO_CONFIRM_SECONDS * 2)
        assert h.top is scene and scene.choice.ingredients == ["mushroom", "fern"]


def test_a_scanner_warning_is_shown_in_words_instead_of_the_prompt(pair_snapshot) -> None:
    scanner = ScriptedScanner(synthetic_snapshot(card_items("toad", "fern", "scorpion"), version=3,
                                                 warnings=("too-many-cards",)))
    with Harness(language="de", services={"scanner": scanner}) as h:
        scene = open_flow(h)
        h.step(0.05)
        assert scene.camera.warnings == ("too-many-cards",)
        h.render()
        assert h.ctx.tr.missing == set()
        assert "Karte wegnehmen" in h.ctx.tr("scanner.too-many-cards")


def test_without_a_camera_the_chooser_says_so_and_tapping_works() -> None:
    scanner = ScriptedScanner(OFF)
    with Harness(language="en", services={"scanner": scanner}) as h:
        scene = open_flow(h)
        assert scene.camera.banner_key() == "alchemists.camera.choose.off"
        assert h.ctx.tr(scene.camera.banner_key()).startswith("Camera off — choose ingredients by tapping")
        h.render()
        h.key("1"), h.key("3"), h.confirm()
        assert isinstance(h.top, ResultScene)


def test_without_any_scanner_service_the_chooser_shows_the_off_banner() -> None:
    with Harness(language="de") as h:
        scene = open_flow(h)
        assert scene.camera.banner_key() == "alchemists.camera.choose.off"
        h.render()
        assert h.stack.crashes == []


def test_a_lost_camera_shows_a_banner_while_manual_choice_completes_and_saves(pair_snapshot) -> None:
    scanner = ScriptedScanner(pair_snapshot)
    with Harness(language="en", services={"scanner": scanner}) as h:
        scene = open_flow(h)
        scanner.read_card("mushroom")
        h.step(0.05)
        scanner.show(status_snapshot("retrying", version=9, frame=pair_snapshot))
        h.step(0.05)
        assert scene.camera.banner_key() == "alchemists.camera.choose.lost"
        assert "manual choice continues" in h.ctx.tr(scene.camera.banner_key())
        h.render()
        tap(h, ("ingredient", "toad"))
        assert scene.choice.ingredients == ["mushroom", "toad"], "the scanned card is kept"
        tap(h, ("confirm",))
        assert isinstance(h.top, ResultScene)
        assert [e["action"] for e in h.ctx.storage.load(SAVE_NAME)["history"]] == ["student"]


@pytest.mark.parametrize("status,banner", [("starting", "starting"), ("no-camera", "missing"), ("lost", "lost")])
def test_every_camera_status_has_a_banner_in_both_languages(status: str, banner: str) -> None:
    panel = CameraPanel("join")
    panel.show(status_snapshot(status))
    assert panel.banner_key() == f"alchemists.camera.join.{banner}"
    for language in ("en", "de"):
        with Harness(language=language) as h:
            assert h.ctx.tr(panel.banner_key()) != panel.banner_key()
            assert h.ctx.tr.missing == set()


def test_join_screen_shows_the_preview_and_a_scanned_code_is_judged_like_a_typed_one() -> None:
    scanner = ScriptedScanner(synthetic_snapshot([game_code_item("KABC")]))
    with Harness(language="en", services={"scanner": scanner}) as h:
        h.push(LabHomeScene())
        tap(h, ("join",))
        scene = h.top
        assert isinstance(scene, JoinScene) and scanner.preview is True
        h.step(0.05)
        assert [(o.kind, o.value) for o in scene.camera.snapshot.outlines] == [("code", "KABC")]
        scanner.read_code("ABCZ")
        h.step(0.05)
        assert scene.code == "ABCZ" and scene.message is not None and scene.message[0] == "alchemists.join.error.newer"
        scanner.read_code("KABC")
        h.step(0.05)
        assert scene.code == "KABC" and scene.valid
        h.confirm()
        assert isinstance(h.top, LabMenuScene) and h.top.lab.game.code == "KABC"
        assert scanner.preview is False


def run_until(h: Harness, done, timeout: float = 10.0) -> None:
    """Step the harness in real time until `done()` holds."""
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "timed out waiting for the scanner"
        h.step(0.03)
        time.sleep(0.01)


def test_join_by_scanning_a_game_code_qr_with_the_real_scanner_service() -> None:
    frame = synth_frame(np.random.default_rng(11), [game_code_item("KABC")], (640, 480), STEADY)
    service = ScannerService(None, source=ScriptedCamera([frame]), stable_frames=2)
    with Harness(language="de", services={"scanner": service}) as h:
        h.push(LabHomeScene())
        assert service.preview is True, "the lab home shows the preview for joining by scan"
        run_until(h, lambda: isinstance(h.top, JoinScene) and h.top.code == "KABC")
        assert h.top.valid
        h.confirm()
        assert isinstance(h.top, LabMenuScene) and h.top.lab.game.code == "KABC"


def test_the_code_screen_qr_held_up_to_another_athanor_joins_in_its_variant() -> None:
    frame = synth_frame(np.random.default_rng(12), [game_code_item("KABC", "master")], (640, 480), STEADY)
    service = ScannerService(None, source=ScriptedCamera([frame]), stable_frames=2)
    with Harness(language="en", services={"scanner": service}) as h:
        h.push(LabHomeScene())
        run_until(h, lambda: isinstance(h.top, LabMenuScene))
        assert (h.top.lab.game.code, h.top.lab.game.variant) == ("KABC", "master")


def test_a_foreign_micro_qr_that_looks_like_a_code_is_not_taken_for_one() -> None:
    frame = synth_frame(np.random.default_rng(13), [Item("EZIK", "microqr", "card")], (640, 480), STEADY)
    service = ScannerService(None, source=ScriptedCamera([frame]), stable_frames=2)
    with Harness(language="en", services={"scanner": service}) as h:
        home = h.push(LabHomeScene())
        run_until(h, lambda: [(o.kind, o.value) for o in home.camera.snapshot.outlines] == [("unknown", "EZIK")])
        h.step(0.3)
        assert h.top is home


def test_a_live_pair_from_the_real_scanner_service_fills_the_chooser() -> None:
    frame = synth_frame(np.random.default_rng(5), card_items("mushroom", "toad"), (640, 480), STEADY)
    service = ScannerService(None, source=ScriptedCamera([frame]), stable_frames=2)
    with Harness(language="en", services={"scanner": service}) as h:
        scene = open_flow(h)
        run_until(h, lambda: sorted(scene.choice.ingredients) == ["mushroom", "toad"]
                  and scene.camera.snapshot.frame is not None)
        assert sorted(o.value for o in scene.camera.snapshot.outlines) == ["mushroom", "toad"]
        h.render()
        h.confirm()
        assert isinstance(h.top, ResultScene) and h.top.entry.result == "R+"


@pytest.mark.parametrize("flow", sorted(FLOWS))
def test_a_handheld_reader_burst_is_a_card_in_every_flow(flow: str) -> None:
    service = ScannerService(None)
    with Harness(language="en", services={"scanner": service}) as h:
        scene = open_flow(h, flow)
        for char in card_payload("toad"):  # the reader types within milliseconds: the clock stands still
            h.text(char)
        h.confirm()
        assert "toad" in scene.choice.ingredients
        assert h.top is scene and scene.message is None


def test_a_person_typing_a_number_slowly_still_picks_the_tile() -> None:
    service = ScannerService(None)
    with Harness(language="en", services={"scanner": service}) as h:
        scene = open_flow(h)
        h.key("3")
        h.step(0.2)
        assert scene.choice.ingredients == ["toad"]
