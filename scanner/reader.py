"""Reading more from a video than from single photos: tracked regions, averaged crops, escalation.

`FrameReader.read(image, now)` first looks for our cards' markers (scanner.markers, when given one)
and decodes the whole frame. Every code it reads, every code it only finds (its finder pattern or a
marker's border seen, its modules or cells not readable) and every patch of fine,
dense texture the size of a code (scanner.enhance.textured_regions) becomes a tracked region. Each
frame the region's crop is aligned to the previous ones; while the card is held still the aligned
crops are averaged, the sharper ones weighted more (noise falls with the square root of their
number). A region the whole-frame pass did not read this frame is then read harder, one step after
the other until one reads it (ESCALATION): deblurred, black-and-white by a local threshold, plain,
each enlarged to about MODULE_PX pixels per module. Only regions where a code is, or just was, pay
for this, so a frame with nothing in view costs the marker search and either a whole-frame decode or
the texture search (they take turns then; while a code is tracked the decoder reads every frame). A
region with no code read or found for `keep_for` seconds is dropped; a textured region that gives
nothing for a whole stack of frames, or a code found but not read for GIVE_UP_STACKS stacks (another
game's marker, a damaged code), is left alone for `barren_for` seconds. Still images (photos)
get the same steps on every found region plus zxing-cpp's own thorough search. Time is passed in;
nothing here reads a clock.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

import numpy as np

from scanner import enhance
from scanner.decoders import Decoder, Quad, Symbol, to_grey
from scanner.markers import FORMAT as MARKER_FORMAT
from scanner.markers import CELLS as MARKER_CELLS
from scanner.markers import MarkerFinder
from scanner.soft_marker import MARGIN as SOFT_MARGIN
from scanner.track import Track

MODULE_PX = 7.0  # pixels per module a crop is enlarged to
MAX_FACTOR = 4.0
EASY_MODULE_PX = 4.5  # codes with modules this big are read from the whole frame: no crops kept for them


@dataclass(frozen=True)
class Step:
    """One way of reading a region harder: undo a blur of `blur` pixels (0: none) assuming `noise`,
    and make it black and white by a local threshold (`binarise`) before decoding."""

    blur: float = 0.0
    noise: float = 0.03
    binarise: bool = False


# The steps in order, most often right first; chosen by measurement on hard 640 x 480 frames.
ESCALATION: tuple[Step, ...] = (Step(1.2, 0.03), Step(binarise=True), Step(1.6, 0.03), Step(0.8, 0.1), Step(),
                                Step(1.2, 0.1))
GUESS_STEPS = 2  # steps per frame on a patch of texture (the others follow in the next frames)
GIVE_UP_STACKS = 4  # a code found but never read is left alone after this many stacks of frames (~1 s)
TEXTURE_EVERY = 2  # look for code-like texture in every second frame (a card stays longer than that)
TEXTURE_MEMORY = 0.5  # the texture measure searched is this much the earlier searches' and the rest this frame's:
# a small sticker's texture stands out of a dim frame's noise in some frames and not in others
LARGEST = 0.3  # a code found but not read wider than this share of the frame is a misdetection
SAME_CARD = 1.2  # a code this many marker sides from a marker with the same text is that card's small code
SOFT_BELOW_CELL_PX = 6.0  # a region read softly has smaller cells than this, if a marker (bigger ones read
# hard; another game's big markers in view would cost several ms a frame each)
MAX_CROP_PX = 360  # an enlarged crop stays below this side: reading harder costs at most a few ms


@dataclass(frozen=True)
class FrameReading:
    """What one frame gave: the codes read, and the regions where a code was found, or one of ours
    read in an earlier frame, but nothing read in this one."""

    symbols: tuple[Symbol, ...]
    candidates: tuple[Quad, ...]


class FrameReader:
    """Stateful reader for one video (or one stream of stills); see the module docstring."""

    def __init__(self, decoder: Decoder, *, wanted: Callable[[str], bool] = lambda text: True, stack: int = 8,
                 keep_for: float = 0.5, max_tracks: int = 6, texture: bool = True, barren_for: float = 3.0,
                 markers: MarkerFinder | None = None) -> None:
        self.decoder = decoder
        self.markers = markers  # our cards' markers, looked for before the decoder runs
        self.wanted = wanted  # texts worth reading harder (ours); others are only kept track of
        self.stack = stack
        self.keep_for = keep_for
        self.max_tracks = max_tracks
        self.texture = texture
        self.barren_for = barren_for
        self.tracks: list[Track] = []
        self._barren: list[tuple[enhance.Box, float]] = []  # textured boxes without a code, until when
        self._frames = 0
        self._textured: list[enhance.Box] = []  # the last texture search's boxes
        self._texture: np.ndarray | None = None  # the texture measure, averaged over the searches so far

    def reset(self) -> None:
        """Forget every region (a new scene)."""
        self.tracks.clear()
        self._barren.clear()
        self._textured.clear()
        self._texture = None

    def read(self, image: np.ndarray, now: float, still: bool = False) -> FrameReading:
        """The codes in `image` (a BGR or grey frame seen at `now`); see the module docstring."""
        grey = to_grey(image)
        if still:
            self.reset()
            return self._read_still(grey)
        self._frames += 1
        searching = self.texture and self._frames % TEXTURE_EVERY == 0
        symbols, found = self._locate(grey, decode=self._decoding(searching))
        found = [q for q in found if enhance.plausible(q) and enhance.quad_side(q) < LARGEST * grey.shape[1]]
        read_now = self._follow(symbols, found, now)
        if searching:
            self._follow_texture(grey, now)
        dropped: set[int] = set()
        for track in self.tracks:
            symbol = self._work_on(track, grey, id(track) in read_now)
            if symbol is None:
                if track.attempts >= self.stack * (1 if track.origin == "texture" else GIVE_UP_STACKS) and (
                        track.text is None):  # a stack of frames (found codes: several), nothing
                    self._barren.append((enhance.box_around(track.quad, 0.0, grey.shape), now + self.barren_for))
                    dropped.add(id(track))
            elif any(_same(symbol, known) for known in symbols):
                dropped.add(id(track))  # another track holds this code already
            else:
                symbols.append(symbol)
                track.update(symbol, now)
        self.tracks = [t for t in self.tracks if now - t.seen <= self.keep_for and id(t) not in dropped]
        unread = tuple(t.quad for t in self.tracks if t.origin != "texture" and (
            t.text is None or (t.seen < now and self.wanted(t.text))))
        return FrameReading(one_per_card(symbols), unread)

    def _work_on(self, track: Track, grey: np.ndarray, read_now: bool) -> Symbol | None:
        """Add this frame's crop to `track` and, unless the whole frame read it, read it harder.

        Codes with big modules and codes known not to be ours get no crops. A region gets every step
        while it holds one of our codes or a code was just found there; a patch of texture, or a code
        found but unread for a whole stack of frames, gets GUESS_STEPS steps per frame."""
        if track.text is not None and (not self.wanted(track.text) or (
                read_now and track.module_px() >= EASY_MODULE_PX)):
            return None
        track.add(grey, self.stack)
        if read_now or (track.origin == "texture" and len(track.patches) < 2):
            return None
        doubtful = track.origin == "texture" or (track.origin == "found" and track.attempts >= self.stack)
        symbol = self._read_harder(track, GUESS_STEPS if doubtful else len(ESCALATION))
        if symbol is None:
            track.attempts += 1
        return symbol

    # --- the whole frame ---------------------------------------------------------------------------

    def _decoding(self, searching: bool) -> bool:
        """Whether the decoder reads this whole frame: always while a code is tracked (a patch of
        texture aside), else not in the frames the texture search runs (with nothing in view a frame
        pays for one of the two; our markers are looked for in every frame)."""
        return not searching or any(track.origin != "texture" for track in self.tracks)

    def _locate(self, image: np.ndarray, upscale: bool = True, binarizer: str = "local", crop: bool = False,
                soft: bool = False, hints: tuple[np.ndarray, ...] = (), held: Mapping[str, float] | None = None,
                fine: np.ndarray | None = None, decode: bool = True) -> tuple[list[Symbol], list[Quad]]:
        """Codes read in `image` and codes found but not read (the latter only where the decoder says,
        and not in a `crop` being read harder): our markers first, then (if `decode`) the decoder's codes
        (`soft`, `hints`, `held` and `fine`: see MarkerFinder.find)."""
        marked: list[Symbol] = []
        unmarked: list[Quad] = []
        if self.markers is not None:
            marked, unmarked = self.markers.find(image, unread=not crop, soft=soft, hints=hints, held=held or {},
                                                 fine=fine)
        if not decode:
            return marked, unmarked
        locate: Callable | None = getattr(self.decoder, "locate", None)
        if locate is None:
            return marked + self.decoder.decode(image), unmarked
        symbols, found = locate(image, binarizer=binarizer, upscale=upscale)
        return marked + symbols, unmarked + found

    def _follow(self, symbols: list[Symbol], found: list[Quad], now: float) -> set[int]:
        """Match this frame's codes to the tracks (new ones start tracks); the ids of tracks read."""
        read: set[int] = set()
        for symbol in symbols:
            track = self._nearest(symbol.corners, exclude=read) or self._start(symbol.corners, "read", now)
            if track is not None:
                track.update(symbol, now)
                read.add(id(track))
        for quad in found:
            track = self._nearest(quad, exclude=set())
            if track is None:
                if not self._is_barren(enhance.quad_centre(quad), now):
                    self._start(quad, "found", now)
            elif id(track) not in read:
                track.found(quad, now)
        return read

    def _follow_texture(self, grey: np.ndarray, now: float) -> None:
        """Start tracks on textured boxes seen in two searches running that no track covers and that
        are not known to be barren (noise in a dim frame rarely stays put; a card does)."""
        ratio = enhance.texture_map(grey)
        if self._texture is not None and self._texture.shape == ratio.shape:
            ratio = TEXTURE_MEMORY * self._texture + (1.0 - TEXTURE_MEMORY) * ratio
        self._texture = ratio
        earlier, self._textured = self._textured, enhance.boxes_of(ratio, grey.shape[1])
        for box in self._textured:
            quad = _box_quad(box)
            centre = enhance.quad_centre(quad)
            if not any(_inside(centre, seen) for seen in earlier) or self._is_barren(centre, now) or any(
                    _inside(_middle(barren), box) for barren, _ in self._barren):
                continue  # also a box round a region left alone (the texture measure is averaged: it lingers)
            track = self._nearest(quad, exclude=set())
            if track is None:
                self._start(quad, "texture", now)
            elif track.origin == "texture":
                track.seen = now

    def _is_barren(self, point: tuple[float, float], now: float) -> bool:
        """True when `point` lies in a region left alone until a later time (old ones are forgotten)."""
        self._barren = [(box, until) for box, until in self._barren if until > now]
        return any(_inside(point, box) for box, _ in self._barren)

    def _nearest(self, quad: Quad, exclude: set[int]) -> Track | None:
        """The track whose centre lies within half a code of `quad`'s centre (the larger of the two)."""
        x, y = enhance.quad_centre(quad)
        best, best_distance = None, float("inf")
        for track in self.tracks:
            if id(track) in exclude:
                continue
            tx, ty = enhance.quad_centre(track.quad)
            distance = float(np.hypot(tx - x, ty - y))
            reach = 0.5 * max(enhance.quad_side(quad), enhance.quad_side(track.quad))
            if distance <= reach and distance < best_distance:
                best, best_distance = track, distance
        return best

    def _start(self, quad: Quad, origin: str, now: float) -> Track | None:
        """A new track, unless there are already `max_tracks` (texture gives way to codes found)."""
        if enhance.quad_side(quad) < 4.0:
            return None
        if len(self.tracks) >= self.max_tracks:
            guesses = [t for t in self.tracks if t.origin == "texture"]
            if origin == "texture" or not guesses:
                return None
            self.tracks.remove(guesses[0])
        track = Track(quad, origin, now)
        self.tracks.append(track)
        return track

    # --- one region --------------------------------------------------------------------------------

    def _read_harder(self, track: Track, budget: int) -> Symbol | None:
        """The track's code read from its (averaged) crop by at most `budget` steps, the one that read
        it last time first, then the others in turn; None when they all fail."""
        mean = track.mean()
        if mean is None or track.box is None:
            return None
        module = track.module_px()
        factor = min(float(np.clip(MODULE_PX / max(module, 0.5), 1.0, MAX_FACTOR)),
                     max(1.0, MAX_CROP_PX / max(mean.shape)))
        via = "average" if len(track.patches) > 1 else "crop"
        # the first grey step also reads a small square's crop, or a patch of texture's, softly (once a frame)
        soft = track.origin == "texture" or enhance.quad_side(track.quad) / MARKER_CELLS < SOFT_BELOW_CELL_PX
        hints = () if track.origin == "texture" else (self._in_crop(track, track.quad, factor),)
        for index in _step_order(track.best_step, track.attempts, budget):
            step = ESCALATION[index]
            patch = enhance.deblurred(mean, step.blur, step.noise) if step.blur else mean
            if step.binarise:
                image = enhance.binarised(enhance.for_decoder(patch, factor), module * factor)
                symbol = self._first(image, factor, track, via, "bool")
            else:
                fine = enhance.grey_levels(patch, factor)  # the soft reader reads these, unclipped
                symbol, soft = self._first(enhance.as_image(fine), factor, track, via, "local", soft, hints, fine), False
            if symbol is not None:
                track.best_step = index
                return symbol
        return None

    def _first(self, image: np.ndarray, factor: float, track: Track, via: str, binarizer: str,
               soft: bool = False, hints: tuple[np.ndarray, ...] = (), fine: np.ndarray | None = None) -> Symbol | None:
        """The code read nearest the middle of a crop image, its corners mapped back to the frame (our
        markers read softly too when `soft`, `hints` and then the crop's squares, the marker the track read
        before with the soft reader's margin less the track's credit, which a soft reading's margin beyond
        the soft reader's MARGIN adds to: see scanner.soft_marker.soft_reading; `fine`: the crop unclipped,
        for the soft reader)."""
        held = {track.text: track.credit.get(track.text, 0.0)} if track.text is not None and (
            track.format == MARKER_FORMAT) else {}
        symbols, _ = self._locate(image, upscale=False, binarizer=binarizer, crop=True, soft=soft, hints=hints,
                                  held=held, fine=fine)
        if not symbols:
            return None
        assert track.box is not None
        left, top = track.box[0] + track.offset[0], track.box[1] + track.offset[1]
        symbol = min(symbols, key=lambda s: _distance(s.corners, (image.shape[1] / 2, image.shape[0] / 2)))
        corners = tuple((left + x / factor, top + y / factor) for x, y in symbol.corners)
        if not _inside(enhance.quad_centre(corners), track.box):  # type: ignore[arg-type]
            return None  # mapped outside its own crop: something is off, never report it
        margin = self.markers.margins.get(symbol.text) if self.markers is not None else None
        if margin is not None:  # the region's credit for this marker (see scanner.soft_marker.soft_reading)
            track.credit[symbol.text] = track.credit.get(symbol.text, 0.0) + margin - SOFT_MARGIN
        return Symbol(symbol.text, corners, symbol.format, via)  # type: ignore[arg-type]

    @staticmethod
    def _in_crop(track: Track, quad: Quad, factor: float) -> np.ndarray:
        """`quad` (frame pixels) in the track's crop enlarged `factor` times, as 4 x 2 corners."""
        assert track.box is not None
        left, top = track.box[0] + track.offset[0], track.box[1] + track.offset[1]
        return (np.float32(quad) - np.float32([left, top])) * factor

    # --- photographs -------------------------------------------------------------------------------

    def _read_still(self, grey: np.ndarray) -> FrameReading:
        """A still: the whole frame, every found region read harder, and the decoder's thorough search."""
        symbols, found = self._locate(grey)
        for quad in found:
            track = Track(quad, "found", 0.0)
            track.add(grey, 1)
            symbol = self._read_harder(track, len(ESCALATION))
            if symbol is not None and not any(_same(symbol, known) for known in symbols):
                symbols.append(Symbol(symbol.text, symbol.corners, symbol.format, "still"))
        thorough: Callable | None = getattr(self.decoder, "decode_thorough", None)
        if thorough is not None:
            symbols += [s for s in thorough(grey) if not any(_same(s, known) for known in symbols)]
        unread = tuple(q for q in found if not any(
            _distance(s.corners, enhance.quad_centre(q)) < 0.5 * enhance.quad_side(q) for s in symbols))
        return FrameReading(one_per_card(symbols), unread)


def one_per_card(symbols: list[Symbol]) -> tuple[Symbol, ...]:
    """`symbols` less the small codes of cards whose marker was read too (same text, same card)."""
    marked = [s for s in symbols if s.format == MARKER_FORMAT]
    return tuple(s for s in symbols if s.format == MARKER_FORMAT or not any(
        m.text == s.text and _distance(m.corners, s.center) < SAME_CARD * enhance.quad_side(m.corners)
        for m in marked))


def _step_order(best: int, attempts: int, budget: int) -> list[int]:
    """Indices of ESCALATION to try: `best` first, then `budget - 1` others, rotating with `attempts`
    so that over a few frames every step has its turn."""
    others = [index for index in range(len(ESCALATION)) if index != best]
    shift = attempts * (budget - 1) % len(others)
    return [best, *(others[shift:] + others[:shift])[: budget - 1]]


def _box_quad(box: enhance.Box) -> Quad:
    """The corners of a textured box, less the blur its measure adds around a code."""
    left, top, right, bottom = box
    inset = min(right - left, bottom - top) * 0.15
    return ((left + inset, top + inset), (right - inset, top + inset), (right - inset, bottom - inset),
            (left + inset, bottom - inset))


def _middle(box: enhance.Box) -> tuple[float, float]:
    """The centre of `box`."""
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def _inside(point: tuple[float, float], box: enhance.Box) -> bool:
    """True when `point` lies in `box`."""
    return box[0] <= point[0] < box[2] and box[1] <= point[1] < box[3]


def _distance(quad: Quad, point: tuple[float, float]) -> float:
    """Distance from `quad`'s centre to `point`."""
    x, y = enhance.quad_centre(quad)
    return float(np.hypot(x - point[0], y - point[1]))


def _same(first: Symbol, second: Symbol) -> bool:
    """True when two symbols are one code read twice (same text, same place)."""
    return first.text == second.text and _distance(first.corners, enhance.quad_centre(second.corners)) < (
        0.5 * enhance.quad_side(second.corners))
