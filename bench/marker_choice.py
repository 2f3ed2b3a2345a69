"""Why our cards carry ArUco DICT_4X4_50 ids 0..7, and whether any other marker reads as ours.

Run through `python bench/scan_bench.py --mode markers` (or this file alone). Prints:
- the smallest mutual Hamming distance (bits, the best of the four rotations) that 8 markers of the
  dictionary can have, how many sets reach it, and the distances of the set we print;
- every marker of other dictionaries and of our dictionary's other ids, printed clean, blurred and
  small and noisy, through scanner.markers.MarkerFinder: how many read as one of our ingredients;
- the same markers as the reader's crops see a far sticker (2.2-3.3 px a cell, blurred, dim and noisy,
  enlarged 3x), through the crop path with the soft reader (scanner.soft_marker) given the marker's
  own square: how many read as ours; and again as if the region had read each of ours before (the
  soft reader's smaller margin for a region's earlier reading, given to every one of ours at once).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scanner.markers import DICTIONARY, MARKER_IDS, MarkerFinder, dictionary, marker_cells  # noqa: E402
from scanner.payload import CARD_PAYLOADS  # noqa: E402
from scanner.soft_marker import soft_reading  # noqa: E402
from scanner.synthetic import far_crops  # noqa: E402

SET_SIZE = len(MARKER_IDS)
ALL_OURS = tuple(CARD_PAYLOADS.values())  # as if a region had read each of our cards before
OTHER_DICTIONARIES = ("DICT_4X4_1000", "DICT_APRILTAG_16h5", "DICT_APRILTAG_25h9", "DICT_APRILTAG_36h11",
                      "DICT_ARUCO_ORIGINAL", "DICT_5X5_1000", "DICT_6X6_1000", "DICT_7X7_1000")


def data_bits(name: str) -> list[np.ndarray]:
    """The data cells (True = white) of every marker of dictionary `name`."""
    chosen = dictionary(name)
    return [marker_cells(index, name)[1:-1, 1:-1] > 127 for index in range(chosen.bytesList.shape[0])]


def distance(first: np.ndarray, second: np.ndarray) -> int:
    """Bits that differ between two markers' cells, the best of `second`'s four rotations."""
    return min(int(np.count_nonzero(first != np.rot90(second, turn))) for turn in range(4))


def self_distance(cells: np.ndarray) -> int:
    """How many bits a marker differs from its own rotations (at least)."""
    return min(int(np.count_nonzero(cells != np.rot90(cells, turn))) for turn in (1, 2, 3))


def sets_reaching(matrix: np.ndarray, least: int, size: int = SET_SIZE, limit: int = 10**6) -> list[tuple[int, ...]]:
    """Sets of `size` ids whose mutual distances are all at least `least` (backtracking, up to `limit`)."""
    count = len(matrix)
    near = [{j for j in range(count) if j != i and matrix[i, j] >= least} for i in range(count)]
    found: list[tuple[int, ...]] = []

    def extend(chosen: list[int], candidates: set[int]) -> None:
        if len(chosen) == size:
            found.append(tuple(chosen))
            return
        for candidate in sorted(c for c in candidates if not chosen or c > chosen[-1]):
            if len(found) >= limit or len(chosen) + len([c for c in candidates if c >= candidate]) < size:
                return
            extend([*chosen, candidate], candidates & near[candidate])

    extend([], set(range(count)))
    return found


def printed(cells: np.ndarray, cell_px: int) -> np.ndarray:
    """A marker on white paper, `cell_px` pixels per cell, two cells of white around it."""
    image = np.kron(cells, np.ones((cell_px, cell_px), np.uint8))
    return cv2.copyMakeBorder(image, cell_px * 2, cell_px * 2, cell_px * 2, cell_px * 2, cv2.BORDER_CONSTANT,
                              value=255)


def variants(cells: np.ndarray, rng: np.random.Generator) -> list[np.ndarray]:
    """The marker clean, blurred, and small with noise and a dim light."""
    clean = printed(cells, 12)
    blurred = cv2.GaussianBlur(clean, (0, 0), 3.0)
    small = cv2.resize(printed(cells, 12), None, fx=0.3, fy=0.3, interpolation=cv2.INTER_AREA).astype(np.float32)
    noisy = np.clip(small * 0.45 + rng.normal(0.0, 6.0, small.shape), 0, 255).astype(np.uint8)
    return [clean, blurred, noisy]


def foreign_read_as_ours(name: str, ids: list[int], rng: np.random.Generator,
                         finder: MarkerFinder) -> tuple[int, int, int, int, int]:
    """Printings of markers `ids` of dictionary `name` and how many read as ours: whole images, then far
    crops through the crop path with the soft reader, then with all of ours held (printings, read as
    ours, crops, read as ours, read as ours when held)."""
    printings = as_ours = crops = crops_as_ours = held_as_ours = 0
    for index in ids:
        cells = marker_cells(index, name)
        for image in variants(cells, rng):
            as_ours += len(finder.find(image)[0])
            printings += 1
        for crop, square in far_crops(cells, rng):
            crops_as_ours += len(finder.find(crop, unread=False, soft=True, hints=[square])[0])
            held_as_ours += len(finder.find(crop, unread=False, soft=True, hints=[square], held=ALL_OURS)[0])
            crops += 1
    return printings, as_ours, crops, crops_as_ours, held_as_ours


def mode_markers(args: argparse.Namespace) -> None:
    """Print the dictionary's distances and the foreign markers read as ours."""
    ours = sorted(MARKER_IDS.values())
    bits = data_bits(DICTIONARY)
    matrix = np.array([[distance(a, b) if i != j else 99 for j, b in enumerate(bits)] for i, a in enumerate(bits)])
    best = max(least for least in range(1, 17) if sets_reaching(matrix, least, limit=1))
    reaching = sets_reaching(matrix, best)
    apart = [s for s in reaching if min(self_distance(bits[i]) for i in s) >= 8]
    at_best = {s: sum(matrix[i, j] == best for i, j in itertools.combinations(s, 2)) for s in apart}
    fewest = min(apart, key=lambda s: (at_best[s], s))
    pairs = [int(matrix[i, j]) for i, j in itertools.combinations(ours, 2)]
    others = min(int(matrix[i, j]) for i in ours for j in range(len(bits)) if j not in ours)
    print(f"\n## Markers: {DICTIONARY}, ids {ours}\n")
    print(f"- the best smallest mutual distance of {SET_SIZE} of its {len(bits)} markers (rotations included): "
          f"{best} bits, reached by {len(reaching)} sets; {best + 1} bits: by none")
    print(f"- of those, {len(apart)} sets differ from their own rotations by 8 bits or more; the one with the fewest "
          f"pairs at {best} bits: {list(fewest)} ({at_best[fewest]} of {len(pairs)} pairs)")
    print(f"- ours: smallest mutual distance {min(pairs)}, {sum(p == best for p in pairs)} pairs at it; each differs "
          f"from its own rotations by at least {min(self_distance(bits[i]) for i in ours)} bits; the dictionary's "
          f"other ids are at least {others} bits from ours")
    finder = MarkerFinder(soft=soft_reading)
    rng = np.random.default_rng([args.seed, 23])
    print("\n| markers not ours | markers | printings (clean, blurred, small and noisy) | read as one of ours "
          "| far crops, read softly | read as one of ours | ... with all of ours held |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in (DICTIONARY, *OTHER_DICTIONARIES):
        first = 50 if name.startswith("DICT_4X4_") and name != DICTIONARY else 0  # its first 50 are DICT_4X4_50's
        ids = [i for i in range(first, dictionary(name).bytesList.shape[0]) if name != DICTIONARY or i not in ours]
        printings, as_ours, crops, crops_as_ours, held_as_ours = foreign_read_as_ours(name, ids, rng, finder)
        print(f"| {name}{' (other ids)' if name == DICTIONARY else ''} | {len(ids)} | {printings} | {as_ours} "
              f"| {crops} | {crops_as_ours} | {held_as_ours} |", flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=2026)
    mode_markers(parser.parse_args())
