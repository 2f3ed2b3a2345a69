"""Sub-cell corners for a small marker's square: its four outer edges fitted to the grey levels.

The squares a crop's search finds round a small blurred marker (OpenCV's rejected candidates, dark
blobs, holes in bright patches) are off by half a cell or more at some corner; the soft reader
(scanner.soft_marker) needs them within about a third of a cell. A marker's outer edge is where its
always-dark border ring meets the white paper round it, so along each side, at a few places, the
grey levels are sampled across the side (from INNER cells inside to OUTER outside) and the place where
they rise most steeply outwards is taken; a line fitted through those places is the side, and the
corners are where the lines meet. Repeated ROUNDS times. Nothing here knows which marker it is: the
fitted square is tried for ours and every foreign marker alike.
"""

from __future__ import annotations

import cv2
import numpy as np

ROUNDS = 3
SAMPLES = 9  # places along each side (its middle 70 %: the corners' neighbourhood is the least clean)
INNER = 1.0  # cells inside and outside the current side searched for the edge
OUTER = 0.8
STEP = 0.1  # cells between samples across a side
MOST_MOVED = 2.0  # cells: a corner that moves farther than this was not the marker's
SETTLED = 0.05  # cells: a round that moves no corner farther than this is the last
NEXT = [1, 2, 3, 0]  # each corner's next one round the square


def fitted(grey: np.ndarray, corners: np.ndarray) -> np.ndarray | None:
    """The square at `corners` (4 x 2, a marker of 6 cells across) with each side moved onto the
    marker's outer edge (float32, 4 x 2, clockwise), or None when no edge is found on some side or the
    result is no convex quad near the start."""
    quad = np.float32(corners).reshape(4, 2)
    if _signed_area(quad) < 0:
        quad = quad[[0, 3, 2, 1]]
    image = grey.astype(np.float32)
    for _ in range(ROUNDS):
        lines = _sides(image, quad)
        if lines is None:
            return None
        moved = np.float32([_meet(lines[i - 1], lines[i]) for i in range(4)])
        cell = float(np.linalg.norm(quad[NEXT] - quad, axis=1).sum()) / 24.0
        shift = float(np.abs(moved - quad).max()) if np.all(np.isfinite(moved)) else np.inf
        if shift > MOST_MOVED * cell or not cv2.isContourConvex(moved.reshape(4, 1, 2)):
            return None
        quad = moved
        if shift < SETTLED * cell:
            break
    return quad


def _sides(image: np.ndarray, quad: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]] | None:
    """For each side of the clockwise `quad`, the line (a point, a unit direction) through the steepest
    outward rise of the grey levels across it (outward is to the left of the way along a side)."""
    along = quad[NEXT] - quad  # 4 x 2
    lengths = np.linalg.norm(along, axis=1)
    if float(lengths.min()) < 1e-3:
        return None
    cell = float(lengths.sum()) / 24.0
    outward = np.stack([along[:, 1], -along[:, 0]], axis=1) / lengths[:, None]
    offsets = np.arange(-INNER, OUTER + STEP / 2, STEP, dtype=np.float32) * cell
    bases = quad[:, None, :] + np.linspace(0.15, 0.85, SAMPLES, dtype=np.float32)[None, :, None] * along[:, None, :]
    points = (bases[:, :, None, :] + offsets[None, None, :, None] * outward[:, None, None, :]).astype(np.float32)
    levels = cv2.remap(image, points[..., 0].reshape(4 * SAMPLES, -1), points[..., 1].reshape(4 * SAMPLES, -1),
                       cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    rise = np.diff(levels, axis=1)
    at = np.clip(np.argmax(rise, axis=1), 1, rise.shape[1] - 2)
    rows = np.arange(len(rise))
    before, peak, after = rise[rows, at - 1], rise[rows, at], rise[rows, at + 1]
    curve = before - 2 * peak + after
    shift = np.where(curve < 0, 0.5 * (before - after) / np.where(curve < 0, curve, -1.0), 0.0)
    depth = (offsets[at] + offsets[at + 1]) / 2 + np.clip(shift, -1.0, 1.0) * STEP * cell
    edges = bases.reshape(-1, 2) + depth[:, None] * np.repeat(outward, SAMPLES, axis=0)
    found = (peak > 0).reshape(4, SAMPLES)
    lines = []
    for side in range(4):
        points_on = edges.reshape(4, SAMPLES, 2)[side][found[side]]
        if len(points_on) < 3:
            return None
        vx, vy, x0, y0 = cv2.fitLine(np.float32(points_on), cv2.DIST_HUBER, 0, 0.01, 0.01).ravel()
        lines.append((np.float32([x0, y0]), np.float32([vx, vy])))
    return lines


def _meet(first: tuple[np.ndarray, np.ndarray], second: tuple[np.ndarray, np.ndarray]) -> tuple[float, float]:
    """Where two lines (point, direction) cross (inf when they are parallel)."""
    (px, py), (dx, dy) = (map(float, v) for v in first)
    (qx, qy), (ex, ey) = (map(float, v) for v in second)
    cross = dx * ey - dy * ex
    if abs(cross) < 1e-6:
        return float("inf"), float("inf")
    s = ((qx - px) * ey - (qy - py) * ex) / cross
    return px + s * dx, py + s * dy


def _signed_area(points: np.ndarray) -> float:
    """Twice the signed area of a quad; positive when its corners run clockwise in image coordinates."""
    x, y = points[:, 0], points[:, 1]
    return float(np.sum(x * np.roll(y, -1) - np.roll(x, -1) * y))
