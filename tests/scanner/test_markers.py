"""Our cards' ArUco markers: written, rendered into synthetic camera frames (tilt, blur, noise, dim
light) and read back; foreign ids and other dictionaries ignored; unread markers read harder; the
Micro QR cards printed before still read; a marker video through cv2.VideoCapture and `scan`."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np
import pytest

from games.tools.scan import main as scan_main
from scanner.decoders import ZxingDecoder
from scanner.markers import CELLS, FORMAT, MARKER_IDS, MarkerFinder, cells_for_text, marker_cells
from scanner.payload import CARD_PAYLOADS, INGREDIENTS, IngredientCard, parse
from scanner.pipeline import ScanPipeline, card_reader
from scanner.sources import Frame
from scanner.stabilizer import Stabilizer
from scanner.synthetic import (
    FOREIGN_MARKERS, HARD, STEADY, TYPICAL, Item, degrade, foreign_markers, synth_frame, undegraded,
)
from tests.scanner.test_sources import write_video


def marker(ingredient: str, kind: str = "card") -> Item:
    """Today's card (or sticker) of `ingredient`."""
    return Item(CARD_PAYLOADS[ingredient], "aruco", kind)


def held_still(seed: int, items: list[Item], size: tuple[int, int], conditions, count: int) -> list[np.ndarray]:
    """`count` frames of one still scene, each with its own light, blur, noise and compression."""
    rng = np.random.default_rng(seed)
    scene = synth_frame(rng, items, size, undegraded(conditions))
    return [degrade(scene, rng, conditions) for _ in range(count)]


def confirmed(frames: list[np.ndarray]) -> tuple[list[str], list[str]]:
    """The cards confirmed and every other event of a 30 fps video, through the whole pipeline."""
    pipeline = ScanPipeline(ZxingDecoder(), Stabilizer())
    events = [e for index, image in enumerate(frames)
              for e in pipeline.process(Frame(image, index, index / 30)).events]
    return sorted(e.value for e in events if e.kind == "card"), [f"{e.kind} {e.value}" for e in events
                                                                if e.kind != "card"]


def rotation_distance(first: np.ndarray, second: np.ndarray) -> int:
    """Cells that differ, the best of `second`'s four rotations."""
    return min(int(np.count_nonzero(first != np.rot90(second, turn))) for turn in range(4))


def test_our_ids_are_far_apart_even_turned() -> None:
    assert list(MARKER_IDS.values()) == [1, 3, 4, 6, 7, 8, 11, 13]
    cells = {i: marker_cells(i)[1:-1, 1:-1] for i in MARKER_IDS.values()}
    assert min(rotation_distance(cells[a], cells[b]) for a, b in itertools.combinations(cells, 2)) == 6
    assert min(int(np.count_nonzero(c != np.rot90(c, turn))) for c in cells.values() for turn in (1, 2, 3)) == 8
    assert all(marker_cells(i).shape == (CELLS, CELLS) for i in MARKER_IDS.values())
    assert cells_for_text(CARD_PAYLOADS["toad"]).tolist() == marker_cells(4).tolist()


def test_cells_for_an_unknown_text_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="no marker for 'EZIK'"):
        cells_for_text("EZIK")
    with pytest.raises(ValueError, match="unknown ArUco dictionary 'DICT_9X9'"):
        cells_for_text("DICT_9X9:1")


@pytest.mark.parametrize("ingredient", INGREDIENTS)
def test_every_marker_reads_back_from_a_tilted_dim_noisy_480p_frame(ingredient: str) -> None:
    conditions = replace(HARD, blur_sigma=(0.8, 0.8), motion_px=(2.0, 2.0), tilt_deg=(35.0, 35.0), view_mm=900.0)
    frame = held_still(INGREDIENTS.index(ingredient), [marker(ingredient)], (640, 480), conditions, 1)[0]
    symbols, unread = MarkerFinder().find(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    assert [(parse(s.text), s.format) for s in symbols] == [(IngredientCard(ingredient), FORMAT)]
    assert unread == []


def test_a_hard_480p_pair_of_marker_cards_at_90_cm_is_confirmed_within_half_a_second() -> None:
    frames = held_still(3, [marker("scorpion"), marker("fern")], (640, 480), replace(HARD, view_mm=1040.0), 15)
    assert confirmed(frames) == (["fern", "scorpion"], [])


def test_a_720p_pair_of_marker_cards_at_150_cm_is_confirmed() -> None:
    frames = held_still(5, [marker("raven-feather"), marker("bird-claw")], (1280, 720),
                        replace(HARD, view_mm=1730.0), 15)
    assert confirmed(frames) == (["bird-claw", "raven-feather"], [])


def test_foreign_markers_beside_our_card_are_ignored() -> None:
    foreign = list(foreign_markers().values())
    for seed, size in ((1, (1280, 720)), (2, (640, 480))):
        frames = held_still(seed, [*foreign[:3], marker("mandrake")], size, replace(TYPICAL, view_mm=600.0), 8)
        assert confirmed(frames) == (["mandrake"], []), size
        frames = held_still(seed, foreign[3:], size, replace(TYPICAL, view_mm=400.0), 8)
        assert confirmed(frames) == ([], []), size


@pytest.mark.parametrize("text", FOREIGN_MARKERS.values())
def test_a_foreign_marker_alone_is_not_read_whole_or_small(text: str) -> None:
    cells = cells_for_text(text)
    for cell_px in (20, 4):
        image = cv2.copyMakeBorder(np.kron(cells, np.ones((cell_px, cell_px), np.uint8)), 40, 40, 40, 40,
                                   cv2.BORDER_CONSTANT, value=255)
        assert MarkerFinder().find(image)[0] == []


def test_a_marker_with_unreadable_cells_is_handed_on_but_a_plain_square_is_not() -> None:
    garbled = marker_cells(MARKER_IDS["toad"]).copy()
    garbled[1:5, 1:5] = np.array([[0, 255, 0, 255], [255, 0, 255, 0], [0, 0, 255, 255], [255, 255, 0, 0]])
    plain = np.zeros((CELLS, CELLS), np.uint8)
    image = np.full((200, 400), 230, np.uint8)
    image[40:160, 40:160] = np.kron(garbled, np.ones((20, 20), np.uint8))
    image[40:160, 240:360] = np.kron(plain, np.ones((20, 20), np.uint8))
    symbols, unread = MarkerFinder().find(image)
    assert symbols == []
    assert len(unread) == 1 and 90 < np.mean([x for x, _ in unread[0]]) < 110


def test_stickers_the_whole_frame_cannot_read_are_read_from_tracked_crops() -> None:
    frames = held_still(7, [marker("toad", "sticker"), marker("flower", "sticker")], (640, 480),
                        replace(HARD, view_mm=350.0), 15)
    reader = card_reader(ZxingDecoder())
    vias = [(s.via, s.format) for index, frame in enumerate(frames) for s in reader.read(frame, index / 30).symbols]
    whole = MarkerFinder()
    plain = sum(len(whole.find(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))[0]) for frame in frames)
    assert ("average", FORMAT) in vias
    assert len(vias) >= plain + 10
    assert confirmed(frames)[0] == ["flower", "toad"]


@pytest.mark.parametrize(("seed", "ingredient"), [(40, "mushroom"), (45, "mandrake"), (47, "raven-feather")])
def test_a_sticker_at_35_cm_whose_blurred_corners_round_off_is_confirmed_within_half_a_second(
        seed: int, ingredient: str) -> None:
    # 35 cm from a 640 x 480 webcam (hard: dim, blurred, shaken, noisy, JPEG, tilted 20-45 degrees): the
    # marker is about 20 px wide; with OpenCV's default polygon accuracy (3 %) no frame of these scenes
    # kept its four corners, so nothing was read in 15 frames
    frames = held_still(seed, [marker(ingredient, "sticker")], (640, 480), replace(HARD, view_mm=350 / 0.866), 15)
    assert confirmed(frames) == ([ingredient], [])


def test_an_old_micro_qr_pair_still_reads() -> None:
    frames = held_still(11, [Item(CARD_PAYLOADS["mandrake"]), Item(CARD_PAYLOADS["toad"])], (640, 480), HARD, 15)
    assert confirmed(frames) == (["mandrake", "toad"], [])


def test_a_marker_video_through_video_capture_and_the_scan_command(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "table.avi"
    blank = [np.full((480, 640, 3), 60, np.uint8)] * 3
    write_video(path, blank + held_still(13, [marker("mushroom"), marker("mandrake")], (640, 480),
                                         replace(HARD, view_mm=800.0), 10))
    assert scan_main(["--source", str(path), "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(line.get("ingredient"), line.get("card")) for line in lines[:-1]] == [
        ("mandrake", CARD_PAYLOADS["mandrake"]), ("mushroom", CARD_PAYLOADS["mushroom"])]
    assert all(line["frame"] >= 6 for line in lines[:-1])  # 4 steady frames after the 3 blank ones
    assert lines[-1]["summary"]["cards"] == ["mandrake", "mushroom"] and lines[-1]["summary"]["warnings"] == 0


def test_another_game_s_marker_is_left_alone_once_a_second_of_reading_it_harder_gave_nothing() -> None:
    frames = held_still(4, list(foreign_markers().values())[:4], (640, 480), TYPICAL, 75)
    reader = card_reader(ZxingDecoder())
    candidates = [len(reader.read(frame, index / 30).candidates) for index, frame in enumerate(frames)]
    assert all(count >= 2 for count in candidates[4:50])  # marker-like squares, read harder for a while
    assert candidates[58:] == [0] * 17 and reader.tracks == []  # then left alone (the last one found later)


def test_a_card_held_close_reads_in_every_frame_though_its_cells_outgrow_the_threshold_window() -> None:
    finder = MarkerFinder()  # cells of ~30 px: read on a halved copy of the frame
    for seed in (1, 2, 3):
        frames = held_still(seed, [marker("fern")], (640, 480), replace(HARD, view_mm=250.0), 6)
        assert [len(finder.find(cv2.cvtColor(f, cv2.COLOR_BGR2GRAY))[0]) for f in frames] == [1] * 6, seed
