"""The video reader reads more from a sequence than single frames give, never misreads, stays cheap
when nothing is there, and lets go of a card that leaves or is swapped."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from scanner import reader as reader_module
from scanner.decoders import Symbol, ZxingDecoder
from scanner.payload import CARD_PAYLOADS, IngredientCard, parse
from scanner.pipeline import card_reader
from scanner.reader import FrameReader
from scanner.synthetic import HARD, STEADY, TYPICAL, Item, degrade, foreign_items, phone_photo, synth_frame, undegraded

PAIR = ("mandrake", "toad")


def cards(symbols: tuple[Symbol, ...] | list[Symbol]) -> list[str]:
    """The ingredients read, sorted."""
    return sorted(r.ingredient for r in map(parse, (s.text for s in symbols)) if isinstance(r, IngredientCard))


def steady(seed: int, items: list[Item], size: tuple[int, int], conditions, count: int) -> list[np.ndarray]:
    """`count` frames of one still scene, each with its own light, blur, noise and compression."""
    rng = np.random.default_rng(seed)
    scene = synth_frame(rng, items, size, undegraded(conditions))
    return [degrade(scene, rng, conditions) for _ in range(count)]


def read_all(reader: FrameReader, frames: list[np.ndarray], start: float = 0.0) -> list[list[str]]:
    """The ingredients read in each frame (30 frames per second)."""
    return [cards(reader.read(frame, start + index / 30).symbols) for index, frame in enumerate(frames)]


@pytest.fixture(scope="module")
def hard_pair() -> list[np.ndarray]:
    return steady(11, [Item(CARD_PAYLOADS[i]) for i in PAIR], (640, 480), HARD, 15)


def test_a_steady_hard_480p_pair_is_read_in_most_frames_where_single_frames_fail(hard_pair) -> None:
    plain = ZxingDecoder()
    single = sum(cards(plain.decode(frame)) == sorted(PAIR) for frame in hard_pair)
    video = read_all(card_reader(ZxingDecoder()), hard_pair)
    assert all(set(read) <= set(PAIR) for read in video)  # never a card that is not there
    assert sum(read == sorted(PAIR) for read in video) >= 12 > single + 4


def test_averaged_crops_do_the_reading_once_a_stack_has_built_up(hard_pair) -> None:
    reader = card_reader(ZxingDecoder())
    vias = [s.via for frame_index, frame in enumerate(hard_pair)
            for s in reader.read(frame, frame_index / 30).symbols]
    assert "average" in vias and set(vias) <= {"frame", "crop", "average"}
    assert all(len(track.patches) <= reader.stack for track in reader.tracks)


def test_a_card_that_leaves_is_not_read_from_old_crops() -> None:
    rng = np.random.default_rng(4)
    scene = synth_frame(rng, [Item(CARD_PAYLOADS["fern"])], (640, 480), undegraded(HARD))
    empty = synth_frame(rng, [], (640, 480), undegraded(HARD))
    reader = card_reader(ZxingDecoder())
    with_card = read_all(reader, [degrade(scene, rng, HARD) for _ in range(10)])
    without = read_all(reader, [degrade(empty, rng, HARD) for _ in range(20)], start=10 / 30)
    assert sum(read == ["fern"] for read in with_card) >= 6
    assert without == [[]] * 20
    assert all(track.text is None for track in reader.tracks)  # the fern's region was let go


def test_a_card_swapped_in_the_same_place_is_read_as_the_new_one() -> None:
    first = steady(21, [Item(CARD_PAYLOADS["scorpion"])], (1280, 720), STEADY, 8)
    second = steady(21, [Item(CARD_PAYLOADS["flower"])], (1280, 720), STEADY, 8)  # same seed: same place
    reader = card_reader(ZxingDecoder())
    assert read_all(reader, first) == [["scorpion"]] * 8
    assert read_all(reader, second, start=8 / 30) == [["flower"]] * 8


def test_a_card_moving_across_the_frame_is_followed() -> None:
    rng = np.random.default_rng(8)
    scene = synth_frame(rng, [Item(CARD_PAYLOADS["bird-claw"])], (640, 480),
                        undegraded(replace(HARD, tilt_deg=(20, 25))))
    reader = card_reader(ZxingDecoder())
    centres = []
    for index in range(12):
        frame = degrade(np.roll(scene, 6 * index, axis=1), rng, replace(HARD, blur_sigma=(0.8, 1.0)))
        symbols = [s for s in reader.read(frame, index / 30).symbols if parse(s.text) == IngredientCard("bird-claw")]
        assert len(symbols) <= 1
        if symbols:
            centres.append((index, sum(x for x, _ in symbols[0].corners) / 4))
    assert len(centres) >= 8
    (first_index, first_x), (last_index, last_x) = centres[0], centres[-1]
    assert last_x - first_x == pytest.approx(6 * (last_index - first_index), abs=4)


def count_hard_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts every call of FrameReader._read_harder from now on (a one-element list)."""
    calls = [0]
    original = FrameReader._read_harder

    def counting(self, *args, **kwargs):
        calls[0] += 1
        return original(self, *args, **kwargs)

    monkeypatch.setattr(FrameReader, "_read_harder", counting)
    return calls


@pytest.mark.parametrize("size", [(640, 480), (1280, 720)])
def test_nothing_in_view_costs_no_hard_reading(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    calls = count_hard_reads(monkeypatch)
    reader = card_reader(ZxingDecoder())
    assert read_all(reader, steady(2, [], size, TYPICAL, 30)) == [[]] * 30
    assert calls[0] == 0 and reader.tracks == []


class WholeFrameCounter(ZxingDecoder):
    """zxing, counting the whole frames of `size` it is asked to read (crops are not counted)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__()
        self.size, self.frames = size, 0

    def locate(self, frame: np.ndarray, binarizer: str = "local", upscale: bool = True):
        if frame.shape[:2] == (self.size[1], self.size[0]):
            self.frames += 1
        return super().locate(frame, binarizer, upscale)


def test_with_nothing_tracked_the_decoder_and_the_texture_search_take_turns() -> None:
    decoder = WholeFrameCounter((1280, 720))
    reader = FrameReader(decoder, markers=card_reader(decoder).markers)
    read_all(reader, steady(2, [], (1280, 720), TYPICAL, 20))
    assert decoder.frames == 10  # the other ten frames ran the texture search (and every frame our markers)


def test_while_a_code_is_tracked_the_decoder_reads_every_frame() -> None:
    decoder = WholeFrameCounter((640, 480))
    reader = FrameReader(decoder)
    frames = steady(4, [Item(CARD_PAYLOADS["toad"]), Item(CARD_PAYLOADS["fern"])], (640, 480), STEADY, 12)
    read = read_all(reader, frames)
    first = next(index for index, names in enumerate(read) if names)
    assert first <= 1 and read[-1] == ["fern", "toad"]  # cards printed before (Micro QR): read at once
    assert decoder.frames == 12 - first // 2  # a skipped first frame at most, then every frame


def test_texture_without_a_code_is_given_up_and_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = count_hard_reads(monkeypatch)
    ean = foreign_items()["ean13"]  # bars: texture, but no code the reader looks for
    reader = FrameReader(ZxingDecoder(formats="MicroQRCode"), barren_for=10.0)
    frames = steady(3, [ean], (640, 480), TYPICAL, 60)
    assert read_all(reader, frames) == [[]] * 60
    assert 0 < calls[0] <= 2 * reader.stack + 4  # tried for a stack of frames, then left alone


def test_foreign_codes_are_outlined_but_never_read_harder() -> None:
    reader = card_reader(ZxingDecoder())
    frames = steady(6, list(foreign_items().values()), (640, 480), HARD, 20)
    texts = [s for index, frame in enumerate(frames) for s in reader.read(frame, index / 30).symbols]
    assert cards(texts) == []
    foreign = [s for s in texts if not s.text.startswith("ATHANOR")]
    assert foreign and all(s.via == "frame" for s in foreign)


def test_tracks_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    reader = card_reader(ZxingDecoder())
    items = [Item(CARD_PAYLOADS[i]) for i in ("toad", "fern", "flower", "scorpion")]
    frames = steady(9, items + list(foreign_items().values())[:3], (1280, 720), HARD, 10)
    for index, frame in enumerate(frames):
        reader.read(frame, index / 30)
        assert len(reader.tracks) <= reader.max_tracks


def test_a_still_reads_at_least_what_zxing_reads_on_its_own() -> None:
    import zxingcpp

    rng = np.random.default_rng(31)
    for _ in range(3):
        photo = phone_photo(rng, [Item(CARD_PAYLOADS["toad"], kind="sticker"), Item(CARD_PAYLOADS["fern"])])
        alone = {r.text for r in zxingcpp.read_barcodes(photo)} & set(CARD_PAYLOADS.values())
        ours = {s.text for s in card_reader(ZxingDecoder()).read(photo, 0.0, still=True).symbols}
        assert alone <= ours <= {CARD_PAYLOADS["toad"], CARD_PAYLOADS["fern"]}


def test_a_decoder_without_locate_still_gets_the_crops(monkeypatch: pytest.MonkeyPatch) -> None:
    class DecodeOnly:
        name = "decode only"

        def __init__(self) -> None:
            self.zxing = ZxingDecoder()

        def decode(self, frame: np.ndarray) -> list[Symbol]:
            return self.zxing.decode(frame)

    frames = steady(11, [Item(CARD_PAYLOADS[i]) for i in PAIR], (640, 480), HARD, 15)
    reads = read_all(FrameReader(DecodeOnly()), frames)
    assert all(set(read) <= set(PAIR) for read in reads)
    assert sum(read == sorted(PAIR) for read in reads) > sum(
        cards(ZxingDecoder().decode(frame)) == sorted(PAIR) for frame in frames)


def test_escalation_steps_are_each_tried_in_turn_on_a_guess() -> None:
    steps = len(reader_module.ESCALATION)
    assert reader_module._step_order(0, 0, steps) == list(range(steps))
    assert reader_module._step_order(3, 0, steps)[0] == 3 and sorted(reader_module._step_order(3, 0, steps)) == list(
        range(steps))
    tried = [reader_module._step_order(0, attempt, 2) for attempt in range(steps - 1)]
    assert all(order[0] == 0 and len(order) == 2 for order in tried)
    assert sorted(order[1] for order in tried) == list(range(1, steps))  # every other step has its turn
