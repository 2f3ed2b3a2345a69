"""Our cards' big fiducial markers: the ArUco dictionary, the eight ingredient ids, finding them.

A card's face is one ArUco marker of OpenCV's DICT_4X4_50: 4 x 4 data cells inside a black border,
6 cells across, so a 51 mm marker has 8.5 mm cells where the old 44 mm Micro QR (13 modules and its
quiet zone) had 2.6 mm modules; a webcam sees each cell with about three times the pixels.

The ids are 1, 3, 4, 6, 7, 8, 11 and 13 in grid order (mushroom = 1 ... raven feather = 13), chosen
by measurement (`python bench/scan_bench.py --mode markers`): no 8 of the dictionary's 50 markers
have a larger smallest mutual Hamming distance, rotations included, than 6 bits (none reaches 7); of
the 21285 sets that reach 6, 165 also differ from their own rotations by at least 8 bits, and of
those this set has the fewest pairs at the smallest distance (11 of 28). The markers are searched
with the whole dictionary, so a marker of another game with another id is identified as itself and
ignored; markers of other dictionaries fail the identification, and a square inside a bigger
pattern (a 7 x 7 marker) is not taken: ours always have white paper around them. OpenCV's
identification corrects no bit here (`errorCorrectionRate` times the dictionary's one correctable
bit, rounded down), so a wrong ingredient would need six cells misread at once, in a pattern that
is another of our ids.

`MarkerFinder.find(grey)` returns our markers read (as Symbols whose text is the card's payload, so
everything after the reader treats them like the Micro QR of the same card) and the corners of
squares that look like a marker (a dark border ring, mixed cells inside) but were not identified:
scanner.reader reads those regions harder, as it does Micro QR regions found but not read. In those
crops (small, blurred markers: a 15 mm sticker at 35 cm has under 3 px a cell) a finder given a soft
reader (scanner.soft_marker, as scanner.pipeline does) checks every marker OpenCV identifies against
every other marker's look, and reads the squares OpenCV did not identify softly (those OpenCV rejected,
dark blobs after closing, and dark squares inside the crop's bright patches: a sticker's quiet zone),
each first fitted to the marker's outer edges (scanner.square_fit); the marker the crop's region read
before needs the soft reader's margin less the region's credit. A small marker that a whole frame
identifies as ours (under CHECK_BELOW_SIDE) is checked too: that it fits best.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Collection, Mapping, Sequence

import cv2
import numpy as np

from scanner import square_fit
from scanner.decoders import Quad, Symbol
from scanner.payload import CARD_PAYLOADS, INGREDIENTS

DICTIONARY = "DICT_4X4_50"
MARKER_IDS: dict[str, int] = dict(zip(INGREDIENTS, (1, 3, 4, 6, 7, 8, 11, 13), strict=True))
_INGREDIENT_BY_ID = {marker_id: ingredient for ingredient, marker_id in MARKER_IDS.items()}
_ID_BY_PAYLOAD = {CARD_PAYLOADS[ingredient]: marker_id for ingredient, marker_id in MARKER_IDS.items()}
CELLS = 6  # cells across a marker: 4 data cells and the black border on each side
FORMAT = "ArUco"
FOREIGN_SEPARATOR = ":"  # "DICT_5X5_50:3": a marker of another dictionary or id, for tests and the bench

# Detection: one adaptive-threshold window, for cells up to about its size (bigger markers are read
# on halved copies: cheaper than OpenCV's default three windows, which cost three times as much),
# and a threshold constant that keeps the noise of a dim frame from becoming contours. Chosen by
# measurement (bench/scan_bench.py --mode idle and distance, and printed cards in a test video).
THRESHOLD_WINDOW = 11
THRESHOLD_CONSTANT = 10.0
CROP_THRESHOLD_CONSTANT = 5.0  # a second search of the enlarged, averaged crops scanner.reader reads harder
# when the first found none of ours: their noise is averaged down, and a blurred small marker's faint
# border needs the lower constant (in whole frames it cost a millisecond more per hard 720p frame with
# nothing in view; as the only search of crops it slowed a far 720p card)
POLYGON_ACCURACY = 0.05  # a contour's corners may round off by 5 % of its perimeter (OpenCV: 3 %): the
# small, blurred markers of 15 mm stickers at 35 cm keep their four corners; costs nothing when idle
MIN_PERIMETER = 0.04  # a marker's perimeter as a share of the frame's larger side: 7 px cells at 720p
HALVE_ABOVE_WIDTH = 960  # wider frames are searched at half size (a quarter of the cost, less noise);
# a marker found there but not identified is read at full size by scanner.reader's escalation
COARSEST = 160  # the search repeats on halved copies down to this width, for big markers
COARSE_MIN_SIDE = 24  # pixels: smaller markers in a halved copy were the finer search's to read
MAX_UNREAD = 3  # unidentified marker-like squares handed on per frame, largest first
CHECK_BELOW_SIDE = 30.0  # pixels: a marker a whole frame identifies as ours smaller than this (cells under 5 px)
# is checked by the soft reader too (a 20 mm 6 x 6 marker at 25 cm, 2.7 px a cell, passed as ours)
SOFT_SQUARES = 4  # squares of a crop read softly, largest first
CLOSE_WINDOW = 0.4  # a crop's own search for dark squares: threshold window and closing, as shares of its side
CLOSE_KERNEL = 0.06
SOFT_LEAST = 0.08  # ... whose sides are at least this share of the crop (a marker fills 30-60 % of a found
# square's crop, 10-25 % of a patch of texture's)
HOLE_PATCHES = 2  # a crop's largest bright patches searched for a dark square inside (a sticker, a card)
DARK_RING = 0.75  # share of a square's outer ring of cells that must be dark to look like a marker


@lru_cache(maxsize=None)
def dictionary(name: str = DICTIONARY) -> cv2.aruco.Dictionary:
    """OpenCV's predefined dictionary called `name` (e.g. "DICT_4X4_50")."""
    if not name.startswith("DICT_") or not hasattr(cv2.aruco, name):
        raise ValueError(f"unknown ArUco dictionary {name!r}")
    return cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, name))


def marker_cells(marker_id: int, name: str = DICTIONARY) -> np.ndarray:
    """Marker `marker_id` of dictionary `name` as cells (uint8, 0 = black, 255 = white), border included."""
    chosen = dictionary(name)
    if not 0 <= marker_id < chosen.bytesList.shape[0]:
        raise ValueError(f"{name} has no marker {marker_id}")
    return cv2.aruco.generateImageMarker(chosen, marker_id, chosen.markerSize + 2, borderBits=1)


def cells_for_text(text: str) -> np.ndarray:
    """The marker of a card payload ("ATH1" + check) or of "DICT_NAME:id" (a foreign marker)."""
    for ingredient, payload in CARD_PAYLOADS.items():
        if text == payload:
            return marker_cells(MARKER_IDS[ingredient])
    name, _, number = text.partition(FOREIGN_SEPARATOR)
    if not number.isdigit():
        raise ValueError(f"no marker for {text!r}: give a card payload or DICT_NAME:id")
    return marker_cells(int(number), name)


SoftReader = Callable[[np.ndarray, np.ndarray, int | None, Mapping[int, float] | None], tuple[int, float] | None]
# grey, corners, the id OpenCV read there (to check), in a crop the credit of the ids its region read before
# (None: a whole frame) -> our id and its margin, or None (scanner.soft_marker.soft_reading)


class MarkerFinder:
    """Finds our markers in grey frames; see the module docstring."""

    def __init__(self, soft: SoftReader | None = None) -> None:
        self._detectors: dict[tuple[int, int], cv2.aruco.ArucoDetector] = {}
        self.soft = soft  # reads a crop's unidentified squares softly and checks its readings
        # (scanner.soft_marker.soft_reading)
        self.margins: dict[str, float] = {}  # the soft margins of the last crop's readings, by payload

    def find(self, grey: np.ndarray, unread: bool = True, soft: bool = False,
             hints: Sequence[np.ndarray] = (),
             held: Mapping[str, float] | Collection[str] = (),
             fine: np.ndarray | None = None) -> tuple[list[Symbol], list[Quad]]:
        """Our markers read in `grey`, and (unless `unread` is False: a crop being read harder)
        marker-like squares not identified (see the module docstring). When `soft` (and the finder has
        a soft reader) and nothing else reads, a crop's squares are read softly, `hints` first (4 x 2
        corners: where the frame saw a square); `held`: the payloads the crop's region read before, with
        their credit (scanner.soft_marker.soft_reading; a plain collection: unlimited credit); `fine`: the
        crop as a float image of `grey`'s size whose grey levels are not clipped, which the soft reader
        reads instead (a small marker's dark and light cells are what a crop's contrast clips).
        A crop's readings' margins are left in `margins`.

        Frames wider than HALVE_ABOVE_WIDTH are searched at half size. One threshold window suits
        cells up to about its size, so the search repeats on halved copies (down to COARSEST pixels
        wide) for the big markers of cards held close; those copies cost a third more together."""
        scale = 1.0
        self.margins = {}
        if grey.shape[1] > HALVE_ABOVE_WIDTH:
            grey, scale = _halved(grey), 2.0
        symbols, squares = self._detect(grey, scale, coarse=False, unread=unread, soft=soft, hints=hints, held=held,
                                        fine=fine)
        while grey.shape[1] >= 2 * COARSEST:
            grey, scale = _halved(grey), scale * 2.0
            bigger, _ = self._detect(grey, scale, coarse=True, unread=False, held=held if not unread else None)
            symbols += [s for s in bigger if not any(s.text == known.text and _overlaps(s.corners, known.corners)
                                                    for known in symbols)]
        squares = [quad for quad in squares if not any(_overlaps(quad, s.corners) for s in symbols)]
        return symbols, squares

    def _detect(self, grey: np.ndarray, scale: float, coarse: bool, unread: bool, soft: bool = False,
                hints: Sequence[np.ndarray] = (), held: Mapping[str, float] | Collection[str] | None = (),
                fine: np.ndarray | None = None) -> tuple[list[Symbol], list[Quad]]:
        """Our markers in `grey` and, if `unread`, up to MAX_UNREAD marker-like squares not identified,
        largest first; corners multiplied by `scale`. Other ids of the dictionary are ignored. A crop being
        read harder (not `unread`) where none of ours is found is searched once more with the lower
        CROP_THRESHOLD_CONSTANT; a crop's readings, and its halved copies' (`held` not None), are checked,
        and its squares read softly when `soft` (see find)."""
        corners, ids, rejected = self._detector(grey.shape[1], grey.shape[0], coarse).detectMarkers(grey)
        crop = not unread and not coarse
        credit = _credit(held) if held is not None and not unread else None  # a crop's, or its halved copy's
        levels = grey if fine is None else fine  # what the soft reader reads
        symbols = self._checked(levels, corners, ids, scale, credit)
        if not symbols and crop:  # a crop: once more
            more, ids, also = self._detector(0, 0, False, crop=True).detectMarkers(grey)
            symbols = self._checked(levels, more, ids, scale, credit)
            if not symbols and soft and self.soft is not None:
                squares = sorted([*rejected, *also], key=lambda quad: -cv2.contourArea(quad))
                symbols = self._soft(levels, [*(np.float32(h).reshape(1, 4, 2) for h in hints), *squares,
                                              *_closed_squares(grey), *_hole_squares(grey)], [*corners, *more], scale,
                                     credit or {})
        if not unread:
            return symbols, []
        known = [_quad(quad, scale) for quad in corners]
        squares = []
        for points in sorted(rejected, key=lambda quad: -cv2.contourArea(quad)):
            quad = _quad(points, scale)
            if not any(_overlaps(quad, other) for other in known) and _looks_like_marker(grey, points.reshape(4, 2)):
                squares.append(quad)
                if len(squares) == MAX_UNREAD:
                    break
        return symbols, squares

    def _checked(self, grey: np.ndarray, corners: Sequence[np.ndarray], ids: np.ndarray | None,
                 scale: float, credit: Mapping[int, float] | None) -> list[Symbol]:
        """Our markers among the identified ones, each checked by the soft reader (when there is one): in
        a crop (`credit` given) every one, by the soft reader's margin less the region's credit; in a whole
        frame only those with sides shorter than CHECK_BELOW_SIDE, that they fit best. A tiny blurred
        marker of another dictionary can pass OpenCV's hard reading as ours."""
        if self.soft is None:
            return _ours(corners, ids, scale)
        return _ours(corners, ids, scale, lambda quad, marker_id: self._confirmed(grey, quad, marker_id, credit))

    def _confirmed(self, grey: np.ndarray, quad: np.ndarray, marker_id: int,
                   credit: Mapping[int, float] | None) -> bool:
        """True when OpenCV's reading of `quad` as `marker_id` stands (see _checked)."""
        assert self.soft is not None
        if credit is None and cv2.arcLength(quad, True) >= 4 * CHECK_BELOW_SIDE:
            return True
        reading = self.soft(grey, quad.reshape(4, 2), marker_id, credit)
        if reading is not None and credit is not None:
            self.margins[CARD_PAYLOADS[_INGREDIENT_BY_ID[marker_id]]] = reading[1]
        return reading is not None

    def _soft(self, grey: np.ndarray, rejected: Sequence[np.ndarray], identified: Sequence[np.ndarray],
              scale: float, credit: Mapping[int, float]) -> list[Symbol]:
        """The first of our markers read softly among a crop's squares not identified, in order (at most
        SOFT_SQUARES of them; none that overlaps a marker identified as another, nor one with the corners of
        a square tried before: a second square found round the same marker may fit its cells better). The
        ids with `credit` need the soft reader's smaller margin."""
        assert self.soft is not None
        known = [_quad(quad) for quad in identified]
        tried: list[Quad] = []
        least = SOFT_LEAST * min(grey.shape)
        for points in rejected:
            quad = _quad(points)
            if cv2.arcLength(points, True) < 4 * least or any(_overlaps(quad, other) for other in known) or any(
                    _alike(quad, other) for other in tried):
                continue
            tried.append(quad)
            fitted = square_fit.fitted(grey, points.reshape(4, 2))
            points = points if fitted is None else fitted.reshape(1, 4, 2)
            reading = self.soft(grey, points.reshape(4, 2), None, credit)
            ingredient = _INGREDIENT_BY_ID.get(reading[0]) if reading is not None else None
            if reading is not None and ingredient is not None:
                self.margins[CARD_PAYLOADS[ingredient]] = reading[1]
                return [Symbol(CARD_PAYLOADS[ingredient], _quad(points, scale), FORMAT)]
            if len(tried) == SOFT_SQUARES:
                break
        return []

    def _detector(self, width: int, height: int, coarse: bool, crop: bool = False) -> cv2.aruco.ArucoDetector:
        """The detector for images of this size (a coarse one skips markers the finer search reads; a
        crop's has the lower threshold constant)."""
        key = (width, height) if coarse else (0, int(crop))
        if key not in self._detectors:
            parameters = cv2.aruco.DetectorParameters()
            parameters.adaptiveThreshWinSizeMin = THRESHOLD_WINDOW
            parameters.adaptiveThreshWinSizeMax = THRESHOLD_WINDOW
            parameters.adaptiveThreshConstant = CROP_THRESHOLD_CONSTANT if crop else THRESHOLD_CONSTANT
            parameters.polygonalApproxAccuracyRate = POLYGON_ACCURACY
            parameters.minMarkerPerimeterRate = (4 * COARSE_MIN_SIDE / max(width, height)) if coarse else MIN_PERIMETER
            self._detectors[key] = cv2.aruco.ArucoDetector(dictionary(), parameters)
        return self._detectors[key]


def _credit(held: Mapping[str, float] | Collection[str]) -> dict[int, float]:
    """The credit of our ids `held` (payloads; a plain collection: unlimited, the soft reader's least margin)."""
    credit = held if isinstance(held, Mapping) else dict.fromkeys(held, float("inf"))
    return {_ID_BY_PAYLOAD[text]: value for text, value in credit.items() if text in _ID_BY_PAYLOAD}


def _closed_squares(grey: np.ndarray) -> list[np.ndarray]:
    """Dark squares of a crop found after closing the dark parts: a small blurred marker whose white
    cells next to its border break the border's thin ring, so that the detector sees no closed square,
    becomes one dark blob again (largest first, as 1 x 4 x 2 corners)."""
    side = min(grey.shape[:2])
    window = max(3, int(side * CLOSE_WINDOW) | 1)
    dark = cv2.adaptiveThreshold(grey, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY_INV, window,
                                 CROP_THRESHOLD_CONSTANT)
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (max(3, int(side * CLOSE_KERNEL) | 1),) * 2)
    contours, _ = cv2.findContours(cv2.morphologyEx(dark, cv2.MORPH_CLOSE, kernel), cv2.RETR_EXTERNAL,
                                   cv2.CHAIN_APPROX_SIMPLE)
    squares = []
    for contour in sorted(contours, key=lambda c: -cv2.contourArea(c)):
        perimeter = cv2.arcLength(contour, True)
        polygon = cv2.approxPolyDP(contour, POLYGON_ACCURACY * perimeter, True)
        if len(polygon) == 4 and cv2.isContourConvex(polygon) and perimeter < 4 * side:
            squares.append(np.float32(polygon).reshape(1, 4, 2))
    return squares


def _hole_squares(grey: np.ndarray) -> list[np.ndarray]:
    """Dark squares within a crop's bright patches (Otsu), as the convex quads around them: a marker is a
    dark square on white paper (its quiet zone). Inside a patch's convex hull, so that a quiet zone broken
    by blur still closes round it; and as the dark part's convex hull, so that a blurred border ring broken
    by the white cells next to it still runs round the marker's corners, which are always border."""
    _, bright = cv2.threshold(grey, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
    patches, _ = cv2.findContours(bright, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    side = min(grey.shape[:2])
    squares = []
    for patch in sorted(patches, key=lambda c: -cv2.contourArea(c))[:HOLE_PATCHES]:
        inside = np.zeros_like(bright)
        cv2.fillConvexPoly(inside, cv2.convexHull(patch), 255)
        dark, _ = cv2.findContours(cv2.bitwise_and(inside, cv2.bitwise_not(bright)), cv2.RETR_EXTERNAL,
                                   cv2.CHAIN_APPROX_SIMPLE)
        for contour in sorted(dark, key=lambda c: -cv2.contourArea(c))[:1]:
            quad = _four_corners(cv2.convexHull(contour))
            if quad is not None and cv2.arcLength(quad, True) < 4 * side:
                squares.append(quad.reshape(1, 4, 2))
    return squares


def _four_corners(hull: np.ndarray) -> np.ndarray | None:
    """A convex hull simplified to four corners (float32, 4 x 2), or None when it is not near a quad."""
    perimeter = cv2.arcLength(hull, True)
    for accuracy in (POLYGON_ACCURACY, 1.6 * POLYGON_ACCURACY, 2.4 * POLYGON_ACCURACY):
        polygon = cv2.approxPolyDP(hull, accuracy * perimeter, True)
        if len(polygon) == 4:
            return np.float32(polygon).reshape(4, 2)
        if len(polygon) < 4:
            return None
    return None


def _ours(corners: Sequence[np.ndarray], ids: np.ndarray | None, scale: float,
          accept: Callable[[np.ndarray, int], bool] | None = None) -> list[Symbol]:
    """The detected markers that are ours (and that `accept` keeps), as symbols with corners multiplied
    by `scale`."""
    symbols = []
    for quad, marker_id in zip(corners, [] if ids is None else ids.ravel()):
        ingredient = _INGREDIENT_BY_ID.get(int(marker_id))
        if ingredient is not None and (accept is None or accept(quad, int(marker_id))):
            symbols.append(Symbol(CARD_PAYLOADS[ingredient], _quad(quad, scale), FORMAT))
    return symbols


def _halved(grey: np.ndarray) -> np.ndarray:
    """`grey` at half size (area average: less noise too)."""
    return cv2.resize(grey, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA)


def _quad(points: np.ndarray, scale: float = 1.0) -> Quad:
    """OpenCV's corner array as a Quad (top left, top right, bottom right, bottom left as detected),
    multiplied by `scale`."""
    return tuple((float(x) * scale, float(y) * scale) for x, y in points.reshape(4, 2))  # type: ignore[return-value]


def _looks_like_marker(grey: np.ndarray, points: np.ndarray, cell_px: int = 4) -> bool:
    """True when the square at `points` has a mostly dark ring of border cells and both dark and
    light cells inside (a marker the dictionary did not identify, not a dark or plain patch)."""
    side = CELLS * cell_px
    target = np.float32([[0, 0], [side, 0], [side, side], [0, side]])
    patch = cv2.warpPerspective(grey, cv2.getPerspectiveTransform(np.float32(points), target), (side, side))
    threshold, _ = cv2.threshold(patch, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
    cells = cv2.resize(patch, (CELLS, CELLS), interpolation=cv2.INTER_AREA) > threshold
    ring = np.concatenate([cells[0], cells[-1], cells[1:-1, 0], cells[1:-1, -1]])
    inside = cells[1:-1, 1:-1]
    return float(np.mean(~ring)) >= DARK_RING and 0 < int(inside.sum()) < inside.size


def _alike(first: Quad, second: Quad) -> bool:
    """True when every corner of `first` lies within a tenth of a side of the same corner of `second`
    (in some order round: detectors start and turn differently)."""
    a, b = np.float32(first), np.float32(second)
    near = 0.1 * float(np.linalg.norm(b[1] - b[0]))
    return any(float(np.abs(np.roll(c, turn, axis=0) - b).max()) < near for c in (a, a[::-1]) for turn in range(4))


def _overlaps(first: Quad, second: Quad) -> bool:
    """True when the centres of two quads lie within half a side of each other."""
    a, b = np.mean(first, axis=0), np.mean(second, axis=0)
    side = float(np.linalg.norm(np.subtract(second[1], second[0])))
    return float(np.hypot(*(a - b))) < 0.5 * side
