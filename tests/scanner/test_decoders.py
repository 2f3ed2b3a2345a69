"""Each decoder reads our cards back from synthetic camera frames, and foreign codes stay foreign."""

from __future__ import annotations

import builtins
from dataclasses import replace

import cv2
import numpy as np
import pytest

from scanner import decoders
from scanner.decoders import PyzbarDecoder, ZxingDecoder, make_decoder, to_grey
from scanner.payload import CARD_PAYLOADS, Foreign, GameCode, IngredientCard, parse
from scanner.synthetic import STEADY, Conditions, Item, foreign_items, synth_frame

MILD = replace(STEADY, rotation_deg=(0.0, 0.0))
DEGRADATIONS: dict[str, Conditions] = {
    "tilt-40": replace(MILD, tilt_deg=(40.0, 40.0)),
    "rotation-any": replace(MILD, rotation_deg=(-180.0, 180.0)),
    "rotation-90": replace(MILD, rotation_deg=(90.0, 90.0)),
    "blur-1.3": replace(MILD, blur_sigma=(1.3, 1.3)),
    "motion-4px": replace(MILD, motion_px=(4.0, 4.0)),
    "noise-10": replace(MILD, noise_sigma=(10.0, 10.0)),
    "dim-0.3": replace(MILD, brightness=(0.3, 0.3), noise_sigma=(3.0, 3.0)),
    "jpeg-35": replace(MILD, jpeg_quality=(35.0, 35.0)),
}
# 640 x 480 has half the pixels per module (about 3.7 instead of 7.5): milder limits.
DEGRADATIONS_480P: dict[str, Conditions] = {
    "tilt-35": replace(MILD, tilt_deg=(35.0, 35.0)),
    "rotation-any": replace(MILD, rotation_deg=(-180.0, 180.0)),
    "blur-0.8": replace(MILD, blur_sigma=(0.8, 0.8)),
    "motion-3px": replace(MILD, motion_px=(3.0, 3.0)),
    "noise-6": replace(MILD, noise_sigma=(6.0, 6.0)),
    "dim-0.35": replace(MILD, brightness=(0.35, 0.35), noise_sigma=(3.0, 3.0)),
    "jpeg-40": replace(MILD, jpeg_quality=(40.0, 40.0)),
}
PAIRS = [("mushroom", "raven-feather"), ("toad", "fern"), ("mandrake", "scorpion")]


def ingredients_read(decoder: decoders.Decoder, frame: np.ndarray) -> list[str]:
    """The ingredients `decoder` reads in `frame`, sorted."""
    readings = [parse(symbol.text) for symbol in decoder.decode(frame)]
    return sorted(r.ingredient for r in readings if isinstance(r, IngredientCard))


@pytest.fixture(scope="module")
def zxing() -> ZxingDecoder:
    return ZxingDecoder()


@pytest.mark.parametrize("name", list(DEGRADATIONS))
def test_zxing_reads_both_cards_at_720p_under(name: str, zxing: ZxingDecoder) -> None:
    rng = np.random.default_rng(sum(map(ord, name)))
    for pair in PAIRS:
        frame = synth_frame(rng, [Item(CARD_PAYLOADS[i]) for i in pair], (1280, 720), DEGRADATIONS[name])
        assert ingredients_read(zxing, frame) == sorted(pair)


@pytest.mark.parametrize("name", list(DEGRADATIONS_480P))
def test_zxing_reads_most_pairs_at_480p_and_nothing_wrong_under(name: str, zxing: ZxingDecoder) -> None:
    # Half the pixels per module: single frames may miss a card (the stabiliser waits for the next
    # frame), but nothing may be misread.
    rng = np.random.default_rng(sum(map(ord, name)) + 480)
    both = 0
    for index in range(10):
        pair = PAIRS[index % len(PAIRS)]
        frame = synth_frame(rng, [Item(CARD_PAYLOADS[i]) for i in pair], (640, 480), DEGRADATIONS_480P[name])
        read = ingredients_read(zxing, frame)
        assert set(read) <= set(pair)
        both += read == sorted(pair)
    assert both >= 7  # measured over 30 frames: 85-95 % per degradation


@pytest.mark.parametrize("ingredient", list(CARD_PAYLOADS))
def test_zxing_reads_one_card_alone(ingredient: str, zxing: ZxingDecoder) -> None:
    rng = np.random.default_rng(len(ingredient))
    frame = synth_frame(rng, [Item(CARD_PAYLOADS[ingredient])], (1280, 720), replace(STEADY, tilt_deg=(0, 30)))
    assert ingredients_read(zxing, frame) == [ingredient]


def test_zxing_reads_a_card_held_close_to_the_camera(zxing: ZxingDecoder) -> None:
    rng = np.random.default_rng(5)
    frame = synth_frame(rng, [Item(CARD_PAYLOADS["flower"])], (1280, 720), replace(STEADY, scale=(2.3, 2.3)))
    assert ingredients_read(zxing, frame) == ["flower"]


def test_symbols_carry_corners_around_the_code_and_the_format(zxing: ZxingDecoder) -> None:
    rng = np.random.default_rng(8)
    frame = synth_frame(rng, [Item(CARD_PAYLOADS["toad"])], (1280, 720), MILD)
    (symbol,) = zxing.decode(frame)
    assert symbol.format == "MicroQRCode"
    x, y = symbol.center
    assert 540 < x < 740 and 250 < y < 470  # the card is placed in the middle of the frame
    xs = [p[0] for p in symbol.corners]
    assert 90 < max(xs) - min(xs) < 170  # a 44 mm code at 2.84 px/mm, quiet zone excluded


def test_a_small_frame_is_read_doubled_with_corners_in_its_own_pixels(zxing: ZxingDecoder) -> None:
    rng = np.random.default_rng(8)
    frame = synth_frame(rng, [Item(CARD_PAYLOADS["toad"])], (640, 480), MILD)
    (symbol,) = zxing.decode(frame)
    x, y = symbol.center
    assert 250 < x < 390 and 170 < y < 310  # the middle of the 640 x 480 frame, not of the doubled one
    xs = [p[0] for p in symbol.corners]
    assert 45 < max(xs) - min(xs) < 95


def test_doubling_small_frames_reads_more_pairs_and_nothing_wrong() -> None:
    rng = np.random.default_rng(480)
    hard = replace(MILD, blur_sigma=(1.1, 1.1), noise_sigma=(6.0, 6.0))
    frames = [synth_frame(rng, [Item(CARD_PAYLOADS[i]) for i in pair], (640, 480), hard) for pair in PAIRS * 5]
    as_given, doubled = ZxingDecoder(upscale_below=0), ZxingDecoder()
    counts = []
    for decoder in (as_given, doubled):
        reads = [ingredients_read(decoder, frame) for frame in frames]
        assert all(set(read) <= set(pair) for read, pair in zip(reads, PAIRS * 5))
        counts.append(sum(read == sorted(pair) for read, pair in zip(reads, PAIRS * 5)))
    assert counts[1] > counts[0], counts


def test_foreign_codes_in_view_are_told_apart(zxing: ZxingDecoder) -> None:
    rng = np.random.default_rng(11)
    foreign = foreign_items()
    items = [Item(CARD_PAYLOADS["toad"]), foreign["url"], foreign["game-code"], foreign["other-game"]]
    frame = synth_frame(rng, items, (1280, 720), MILD)
    readings = sorted((parse(s.text) for s in zxing.decode(frame)), key=repr)
    assert readings == sorted([IngredientCard("toad"), Foreign("https://example.com/shop/item?id=42"),
                               GameCode("DEMO"), Foreign("KD042")], key=repr)


def test_a_shops_ean_is_ignored_by_default_and_never_a_card(zxing: ZxingDecoder) -> None:
    rng = np.random.default_rng(12)
    frame = synth_frame(rng, [foreign_items()["ean13"], Item(CARD_PAYLOADS["fern"])], (1280, 720), MILD)
    assert [s.text for s in zxing.decode(frame)] == [CARD_PAYLOADS["fern"]]
    with_retail = ZxingDecoder(formats="MicroQRCode|QRCode|EAN13")
    assert sorted(s.text for s in with_retail.decode(frame)) == sorted(["4006381333931", CARD_PAYLOADS["fern"]])


def test_empty_frame_is_an_empty_list(zxing: ZxingDecoder) -> None:
    assert zxing.decode(np.full((480, 640, 3), 128, np.uint8)) == []


def test_grey_and_bgra_frames_are_accepted() -> None:
    bgr = np.zeros((4, 4, 3), np.uint8)
    assert to_grey(bgr).shape == (4, 4)
    assert to_grey(cv2.cvtColor(bgr, cv2.COLOR_BGR2BGRA)).shape == (4, 4)
    assert to_grey(bgr[:, :, 0]).shape == (4, 4)


def test_pyzbar_reads_qr_variant_cards_and_foreign_codes() -> None:
    rng = np.random.default_rng(13)
    pyzbar = PyzbarDecoder()
    items = [Item(CARD_PAYLOADS["scorpion"], "qr"), Item(CARD_PAYLOADS["flower"], "qr")]
    frame = synth_frame(rng, items, (1280, 720), MILD)
    assert ingredients_read(pyzbar, frame) == ["flower", "scorpion"]
    foreign = foreign_items()
    frame = synth_frame(rng, [foreign["ean13"], foreign["game-code"]], (1280, 720), MILD)
    readings = sorted((parse(s.text) for s in pyzbar.decode(frame)), key=repr)
    assert readings == [Foreign("4006381333931"), GameCode("DEMO")]


def test_pyzbar_honestly_reads_no_micro_qr() -> None:
    rng = np.random.default_rng(14)
    frame = synth_frame(rng, [Item(CARD_PAYLOADS["scorpion"])], (1280, 720), MILD)
    assert PyzbarDecoder().decode(frame) == []


def test_missing_libzbar_is_reported_once_and_the_default_used(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def failing_import(name: str, *args: object, **kwargs: object) -> object:
        if name.startswith("pyzbar"):
            raise ImportError("Unable to find zbar shared library")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", failing_import)
    monkeypatch.setattr(decoders, "_warned", set())
    messages: list[str] = []
    first = make_decoder("pyzbar", warn=messages.append)
    second = make_decoder("pyzbar", warn=messages.append)
    assert isinstance(first, ZxingDecoder) and isinstance(second, ZxingDecoder)
    assert messages == ["pyzbar cannot load libzbar (Unable to find zbar shared library); install Debian's "
                        "libzbar0; using zxing instead"]


def test_unknown_decoder_name_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown decoder 'zbar'; choose one of zxing, pyzbar"):
        make_decoder("zbar")
