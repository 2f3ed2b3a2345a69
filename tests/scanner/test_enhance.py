"""The image steps of reading a region harder: geometry, alignment, averaging, deblurring, texture."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from scanner import enhance
from scanner.codes import code_image
from scanner.payload import CARD_PAYLOADS
from scanner.synthetic import TYPICAL, Item, synth_frame

SQUARE = ((10.0, 20.0), (50.0, 20.0), (50.0, 60.0), (10.0, 60.0))


def code_patch(module_px: int = 4) -> np.ndarray:
    """A normalised patch of the toad card's code."""
    return enhance.normalised(code_image(CARD_PAYLOADS["toad"], "microqr", module_px=module_px))


def test_quad_geometry_is_exact() -> None:
    assert enhance.quad_side(SQUARE) == 40.0
    assert enhance.quad_centre(SQUARE) == (30.0, 40.0)


def test_box_around_widens_by_the_margin_and_stays_in_the_frame() -> None:
    assert enhance.box_around(SQUARE, 0.25, (480, 640)) == (0, 10, 60, 70)
    assert enhance.box_around(SQUARE, 0.0, (50, 45)) == (10, 20, 45, 50)


def test_plausible_quads_are_code_shaped() -> None:
    assert enhance.plausible(SQUARE)
    assert enhance.plausible(((0, 0), (40, 5), (38, 30), (2, 28)))  # a slanted view
    assert not enhance.plausible(((0, 0), (100, 0), (100, 10), (0, 10)))  # a sliver
    assert not enhance.plausible(((0, 0), (40, 0), (0, 40), (40, 40)))  # a bow tie


def test_normalised_patches_have_zero_mean_and_unit_contrast() -> None:
    patch = enhance.normalised(code_image(CARD_PAYLOADS["fern"], "microqr") // 4 + 20)  # dim and flat
    assert abs(float(patch.mean())) < 1e-4 and abs(float(patch.std()) - 1.0) < 1e-3
    assert not enhance.normalised(np.full((9, 9), 77, np.uint8)).any()


def test_alignment_finds_a_sub_pixel_shift_and_tells_strangers_apart() -> None:
    reference = code_patch()
    moved = enhance.shift(reference, 2.3, -1.4)
    dx, dy, alike = enhance.alignment(reference, moved)
    assert dx == pytest.approx(-2.3, abs=0.25) and dy == pytest.approx(1.4, abs=0.25)
    assert alike > 0.9
    noise = enhance.normalised(np.random.default_rng(1).integers(0, 255, reference.shape).astype(np.uint8))
    assert enhance.alignment(reference, noise)[2] < 0.3


def test_the_sharp_patch_dominates_the_average() -> None:
    sharp = code_patch()
    blurred = enhance.normalised(cv2.GaussianBlur(sharp, (0, 0), 2.5))
    assert enhance.sharpness(sharp) > 2 * enhance.sharpness(blurred)
    mean = enhance.sharpest_mean([blurred, sharp], [enhance.sharpness(blurred), enhance.sharpness(sharp)])
    assert np.abs(mean - sharp).mean() < 0.5 * np.abs(mean - blurred).mean()


def test_averaging_aligned_noisy_copies_lowers_the_noise() -> None:
    clean = code_patch()
    rng = np.random.default_rng(3)
    noisy = [clean + rng.normal(0, 1.0, clean.shape).astype(np.float32) for _ in range(8)]
    mean = enhance.sharpest_mean(noisy, [1.0] * 8)
    assert np.abs(mean - clean).std() < 0.45 * np.abs(noisy[0] - clean).std()  # 1/sqrt(8) = 0.35


def test_deblurring_brings_a_blurred_code_closer_to_the_print() -> None:
    clean = code_patch()
    blurred = enhance.normalised(cv2.GaussianBlur(clean, (0, 0), 1.4))
    restored = enhance.deblurred(blurred, 1.4, 0.01)
    assert np.abs(restored - clean).mean() < 0.7 * np.abs(blurred - clean).mean()


def test_for_decoder_enlarges_to_uint8() -> None:
    image = enhance.for_decoder(code_patch(), 2.5)
    assert image.dtype == np.uint8 and image.shape == (round(17 * 4 * 2.5),) * 2


def test_binarised_images_are_black_and_white() -> None:
    image = enhance.for_decoder(code_patch(), 2.0)
    assert set(np.unique(enhance.binarised(image, 8.0))) <= {0, 255}


def test_texture_is_found_on_codes_and_not_on_a_bare_table() -> None:
    rng = np.random.default_rng(5)
    frame = cv2.cvtColor(synth_frame(rng, [Item(CARD_PAYLOADS["toad"])], (640, 480), TYPICAL), cv2.COLOR_BGR2GRAY)
    from scanner.decoders import ZxingDecoder

    (symbol,) = ZxingDecoder().decode(frame)
    x, y = enhance.quad_centre(symbol.corners)
    boxes = enhance.textured_regions(frame)
    assert any(left <= x < right and top <= y < bottom for left, top, right, bottom in boxes)
    assert all(right - left <= 0.1 * 640 + 1 for left, _, right, _ in boxes)
    table = cv2.cvtColor(synth_frame(rng, [], (1280, 720), TYPICAL), cv2.COLOR_BGR2GRAY)
    assert enhance.textured_regions(table) == []
