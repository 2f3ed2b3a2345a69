"""A soft reading of small markers that OpenCV found as squares but did not identify.

At the far end of a 15 mm sticker's range a cell is under 3 pixels and blurred: OpenCV's hard
decision per cell (Otsu on the warped square, then a bit per cell) gets a cell or two wrong and the
marker goes unread. Here the square is warped with bilinear sampling and cut into a grid of half
cells (FINE x FINE); only the central part of each is averaged. Those means are correlated
(Pearson) with every marker in four rotations, sharp and under a few blurs (BLURS): our eight, and
every code of the other ArUco and AprilTag dictionaries a table may hold (OTHER_DICTIONARIES), each
sampled the same way from its printed picture (half cells see where a finer grid's edges run, which
whole cells would average away). The square's corners are uncertain by a fraction of a cell, so
a few placements around them are tried (SHIFTS, SCALES). A square counts as ours only when one of our
markers correlates at least MIN_SCORE and beats every other marker, ours and foreign, at any
placement, turn and blur, by MARGIN: a foreign marker looks most like itself, and where blur hides
the cells that tell it from ours the margin fails. (Every foreign marker is first compared on whole
cells where ours fits best, which is cheap; the SHORTLIST most alike are then compared on half
cells at every placement.) A tracked region's later readings of the marker it read need less, as
long as its readings fit by MARGIN on average (soft_reading's credit), and the stabiliser still wants
the same reading in several frames.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Collection, Mapping

import cv2
import numpy as np

from scanner.markers import CELLS, MARKER_IDS, dictionary, marker_cells

OTHER_DICTIONARIES = ("DICT_4X4_1000", "DICT_5X5_1000", "DICT_6X6_1000", "DICT_7X7_1000", "DICT_ARUCO_ORIGINAL",
                      "DICT_APRILTAG_16h5", "DICT_APRILTAG_25h9", "DICT_APRILTAG_36h11")
SAMPLE_PX = 8  # pixels per cell in the warped square
FINE = 2 * CELLS  # half cells across a square: the grid the scores are taken on
BLURS = (0.0, 0.3, 0.45, 0.6)  # the blurs (Gaussian sigma in cells) each marker is also compared under
TEMPLATE_PX = 120  # a marker is drawn this wide to sample it as the camera's square would be
MIN_SCORE = 0.82  # correlation of the half-cell means with the best of our markers
MARGIN = 0.04  # ... and by how much it must beat every other marker
HELD_MARGIN = 0.0  # ... or, for the marker its region read in earlier frames, at least this much (it must
# still fit best of all), and as much more as keeps the region's readings MARGIN better on average
SHORTLIST = 128  # foreign markers (and blurs) most alike on whole cells where ours fits best, compared on
# half cells at every placement
SHIFTS = (-0.2, 0.0, 0.2)  # cells: the placements tried around a square's corners
SCALES = (0.88, 0.94, 1.06, 1.12)
MIN_CONTRAST = 12.0  # grey levels between the light and the dark cells: less is a flat or blank patch


def _grid_means(image: np.ndarray, grid: int) -> np.ndarray:
    """The means of the central halves of the grid x grid squares of a square float image, flattened (a
    box filter the central half's size, taken where each box covers one: a tenth of numpy's time)."""
    side = image.shape[0] // grid
    low, high = side // 4, side - side // 4
    at = np.arange(grid) * side + low + (high - low) // 2
    return cv2.blur(image, (high - low, high - low))[at][:, at].ravel()


def _standardised(vectors: np.ndarray) -> np.ndarray:
    """Rows less their mean, divided by their norm (rows without spread stay zero)."""
    centred = vectors - vectors.mean(axis=1, keepdims=True)
    norms = np.linalg.norm(centred, axis=1, keepdims=True)
    return np.divide(centred, norms, out=np.zeros_like(centred), where=norms > 1e-9)


def _sampled(cells: np.ndarray) -> np.ndarray:
    """A printed marker (its cells, border included) on white paper as the whole-cell and half-cell means
    (36 + 144 columns) a square around it gives, sharp and under each blur of BLURS (rows)."""
    basis = _basis(cells.shape[0])  # blurs x (cells + paper) x columns
    values = np.append(cells.astype(np.float32).ravel(), 255.0)
    return np.einsum("k,bkc->bc", values, basis)


@lru_cache(maxsize=None)
def _basis(across: int) -> np.ndarray:
    """The means (see _sampled) that one cell of a marker `across` cells wide, or the paper around it,
    gives at value 1, under each blur: a marker's are their sum weighted by its cells (blur is linear)."""
    pad = TEMPLATE_PX // CELLS
    edges = np.linspace(0, TEMPLATE_PX, across + 1).round().astype(int)
    unit = []
    for row in range(across):
        for column in range(across):
            image = np.zeros((TEMPLATE_PX + 2 * pad,) * 2, np.float32)
            image[pad + edges[row]:pad + edges[row + 1], pad + edges[column]:pad + edges[column + 1]] = 1.0
            unit.append(image)
    paper = np.ones((TEMPLATE_PX + 2 * pad,) * 2, np.float32)
    paper[pad:-pad, pad:-pad] = 0.0
    unit.append(paper)
    basis = np.empty((len(BLURS), len(unit), CELLS * CELLS + FINE * FINE), np.float32)
    for index, blur in enumerate(BLURS):
        for number, image in enumerate(unit):
            seen = (cv2.GaussianBlur(image, (0, 0), blur * pad) if blur else image)[pad:-pad, pad:-pad]
            basis[index, number] = np.concatenate([_grid_means(seen, CELLS), _grid_means(seen, FINE)])
    return basis


@lru_cache(maxsize=1)
def templates() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Standardised half-cell means of our markers under each blur (rows), the id of each row, and of
    every other marker (our dictionary's other ids and OTHER_DICTIONARIES) on whole cells and on half
    cells. Built once, in about a second or two."""
    ours = np.concatenate([_sampled(marker_cells(i)) for i in MARKER_IDS.values()])
    own = {marker_cells(i).tobytes() for i in MARKER_IDS.values()}
    others = [_sampled(marker_cells(i)) for i in range(dictionary().bytesList.shape[0]) if i not in MARKER_IDS.values()]
    for name in OTHER_DICTIONARIES:
        for index in range(dictionary(name).bytesList.shape[0]):
            cells = marker_cells(index, name)
            if cells.tobytes() not in own:
                others.append(_sampled(cells))
    foreign = np.unique(np.round(np.concatenate(others), 3), axis=0)
    ids = np.repeat(list(MARKER_IDS.values()), len(BLURS))
    coarse = CELLS * CELLS
    return (_standardised(ours[:, coarse:]).astype(np.float32), ids,
            np.ascontiguousarray(_standardised(foreign[:, :coarse]).T, dtype=np.float32),
            _standardised(foreign[:, coarse:]).astype(np.float32))


def seen_means(grey: np.ndarray, corners: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The whole-cell (6 x 6) and half-cell (12 x 12) means of the square at `corners` (4 x 2, round the
    square) in the float image `grey`."""
    side = CELLS * SAMPLE_PX
    target = np.float32([[0, 0], [side, 0], [side, side], [0, side]])
    matrix = cv2.getPerspectiveTransform(np.float32(corners), target)
    patch = cv2.warpPerspective(grey, matrix, (side, side), flags=cv2.INTER_LINEAR)
    return (_grid_means(patch, CELLS).reshape(CELLS, CELLS), _grid_means(patch, FINE).reshape(FINE, FINE))


def placements(corners: np.ndarray) -> list[np.ndarray]:
    """`corners` and the squares around them a little shifted (SHIFTS of a cell, both ways) and scaled
    (SCALES): a small blurred square's corners are uncertain by about that much."""
    centre = corners.mean(axis=0)
    cell = float(np.linalg.norm(corners[1] - corners[0]) + np.linalg.norm(corners[2] - corners[1])) / (2 * CELLS)
    moves = [(1.0, dx, dy) for dx in SHIFTS for dy in SHIFTS] + [(scale, 0.0, 0.0) for scale in SCALES]
    return [centre + (corners - centre) * scale + np.float32([dx, dy]) * cell for scale, dx, dy in moves]


def soft_read(grey: np.ndarray, corners: np.ndarray, known: int | None = None,
              held: Collection[int] | Mapping[int, float] | None = None) -> int | None:
    """The id soft_reading gives (ids `held` as a plain collection get unlimited credit: read again by
    HELD_MARGIN, the most a region's earlier readings can allow)."""
    if held is not None and not isinstance(held, Mapping):
        held = dict.fromkeys(held, float("inf"))
    reading = soft_reading(grey, corners, known, held)
    return None if reading is None else reading[0]


def soft_reading(grey: np.ndarray, corners: np.ndarray, known: int | None = None,
                 held: Mapping[int, float] | None = None) -> tuple[int, float] | None:
    """Our marker in the square at `corners` of `grey`, when its cells say so beyond doubt, and by how
    much (its id, and how much better it fits than any other marker): one of ours correlates at least
    MIN_SCORE at some placement (see placements) and by MARGIN more than every other marker (ours or
    foreign) under any blur, at any placement.

    With `known` (the id OpenCV read there: a small, blurred square) it checks that reading instead:
    `known`, when it fits best of all and (in a crop, `held` given) by the margin above.

    `held` maps ids to the credit the square's tracked region earned in earlier frames: the sum of its
    readings' margins beyond MARGIN. Such an id needs only MARGIN less its credit, at least HELD_MARGIN:
    the region's readings must fit by MARGIN on average (a foreign look-alike that fits a little worse
    than ours in some frames and better in others is never read), and the stabiliser's frames carry the
    rest of the certainty."""
    points = np.float32(corners).reshape(4, 2)
    if _clockwise_area(points) < 0:  # the detector lists corners both ways round: make them clockwise
        points = points[[0, 3, 2, 1]]
    plain = grey.astype(np.float32)
    if known is None and float(np.ptp(seen_means(plain, points)[0])) < MIN_CONTRAST:
        return None
    seen = [seen_means(plain, placed) for placed in placements(points)]
    whole, half = (np.stack([np.rot90(np.array(grids), turn, axes=(1, 2)) for turn in range(4)], axis=1)
                   for grids in zip(*seen))  # placements x turns x grid x grid
    whole, half = whole.reshape(-1, CELLS * CELLS), half.reshape(-1, FINE * FINE)
    fine = _standardised(half).astype(np.float32)  # (placements x turns) x 144
    ours, ids, foreign_whole, foreign_half = templates()
    score_ours = fine @ ours.T
    if known is None and float(score_ours.max()) < MIN_SCORE:
        return None  # the usual case for a square that is not one of ours: the foreign markers need not be asked
    best = int(np.argmax(score_ours.max(axis=0))) if known is None else int(ids.tolist().index(known))
    top = float(score_ours[:, ids == ids[best]].max())
    placed = int(np.argmax(score_ours[:, best])) // 4 * 4  # the placement where it fits best, its four turns
    alike = _product(_standardised(whole[placed:placed + 4]).astype(np.float32), foreign_whole).max(axis=0)
    shortlist = np.argpartition(-alike, SHORTLIST)[:SHORTLIST]
    rival = max(float(np.max(score_ours[:, ids != ids[best]])), float(np.max(_product(fine, foreign_half[shortlist].T))))
    marker_id, margin = int(ids[best]), top - rival
    if known is not None and held is None:
        return (known, margin) if margin > 0 and top >= MIN_SCORE else None
    credit = (held or {}).get(marker_id)
    need = MARGIN if credit is None else max(HELD_MARGIN, MARGIN - credit)
    return (marker_id, margin) if top >= MIN_SCORE and margin >= need else None


def _product(first: np.ndarray, second: np.ndarray) -> np.ndarray:
    """first @ second without BLAS: numpy's BLAS splits products this size over threads that then spin
    on every core, which made each reading cost several times its single-threaded 3 ms on a busy machine
    (and the frames after it too)."""
    return np.einsum("pk,kf->pf", first, second)


def _clockwise_area(points: np.ndarray) -> float:
    """Twice the signed area of a quad; positive when its corners run clockwise in image coordinates."""
    x, y = points[:, 0], points[:, 1]
    return float(np.sum(x * np.roll(y, -1) - np.roll(x, -1) * y))
