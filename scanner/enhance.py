"""Image steps for reading one code's region harder: crop, align, average, sharpen, binarise.

Pure functions over numpy arrays (grey frames, float32 patches); scanner.reader decides when to use
them. A patch is a crop normalised to zero mean and unit contrast, so patches of frames in
different light can be aligned and averaged (the noise of n averaged frames drops by sqrt(n)).
"""

from __future__ import annotations

import functools
import math

import cv2
import numpy as np

from scanner.decoders import Quad

ALIGN_SMOOTHING = 1.0  # pixels: crops are compared smoothed (a dim frame's pixel noise would hide a card held still)
GREY_PER_STD = 48.0  # a patch's standard deviation in the decoders' grey levels (128 its mean; beyond 2.7 clipped)
Box = tuple[int, int, int, int]  # left, top, right, bottom in frame pixels (right and bottom exclusive)


def quad_side(quad: Quad) -> float:
    """The mean length of a quad's four sides, in pixels (plain arithmetic: called often, on 4 points)."""
    return sum(math.dist(quad[i], quad[(i + 1) % 4]) for i in range(4)) / 4.0


def quad_centre(quad: Quad) -> tuple[float, float]:
    """The mean of a quad's corners."""
    return sum(p[0] for p in quad) / 4.0, sum(p[1] for p in quad) / 4.0


def plausible(quad: Quad) -> bool:
    """True when `quad` could be a code seen at a slant: convex, no side or diagonal more than 3 (2)
    times another (a decoder's failed detections are sometimes wild)."""
    sides = [math.dist(quad[i], quad[(i + 1) % 4]) for i in range(4)]
    diagonals = (math.dist(quad[0], quad[2]), math.dist(quad[1], quad[3]))
    convex = cv2.isContourConvex(np.asarray(quad, dtype=np.float32).reshape(4, 1, 2))
    return bool(convex) and min(sides) * 3 >= max(sides) and min(diagonals) * 2 >= max(diagonals)


def box_around(quad: Quad, margin: float, frame_shape: tuple[int, ...]) -> Box:
    """A square box around `quad`, widened by `margin` x its side on every edge, clipped to the frame."""
    centre_x, centre_y = quad_centre(quad)
    half = max(max(abs(x - centre_x), abs(y - centre_y)) for x, y in quad) + margin * quad_side(quad)
    height, width = frame_shape[:2]
    left, top = max(0, int(centre_x - half)), max(0, int(centre_y - half))
    right, bottom = min(width, int(np.ceil(centre_x + half))), min(height, int(np.ceil(centre_y + half)))
    return left, top, right, bottom


def box_inside(box: Box, frame_shape: tuple[int, ...]) -> Box:
    """`box` clipped to the frame."""
    height, width = frame_shape[:2]
    left, top, right, bottom = box
    return max(0, left), max(0, top), min(width, right), min(height, bottom)


def normalised(crop: np.ndarray) -> np.ndarray:
    """A grey crop as a float32 patch with mean 0 and standard deviation 1 (flat crops stay 0)."""
    patch = crop.astype(np.float32)
    mean, std = cv2.meanStdDev(patch)
    return (patch - float(mean[0, 0])) / max(float(std[0, 0]), 1.0)


def alignment(reference: np.ndarray, patch: np.ndarray) -> tuple[float, float, float]:
    """The shift (dx, dy) that moves `patch` onto `reference` and how alike they are then (-1..1, taken
    smoothed). A shift of more than a pixel is kept only when it makes them more alike than no shift:
    in a dim, noisy crop phase correlation now and then finds a wild shift of a card held still."""
    (dx, dy), _ = cv2.phaseCorrelate(reference, patch)
    reference, patch = (cv2.GaussianBlur(p, (0, 0), ALIGN_SMOOTHING) for p in (reference, patch))
    alike = similarity(reference, shift(patch, -dx, -dy))
    if abs(dx) > 1.0 or abs(dy) > 1.0:
        still = similarity(reference, patch)
        if still > alike:
            return 0.0, 0.0, still
    return -dx, -dy, alike


def shift(patch: np.ndarray, dx: float, dy: float) -> np.ndarray:
    """`patch` moved by (dx, dy) pixels, sub-pixel, edges repeated."""
    if abs(dx) < 0.05 and abs(dy) < 0.05:
        return patch
    matrix = np.float32([[1, 0, dx], [0, 1, dy]])
    return cv2.warpAffine(patch, matrix, (patch.shape[1], patch.shape[0]), flags=cv2.INTER_LINEAR,
                          borderMode=cv2.BORDER_REPLICATE)


def similarity(first: np.ndarray, second: np.ndarray) -> float:
    """Normalised cross-correlation of two patches of the same size (1 = identical)."""
    a = first - float(first.mean())
    b = second - float(second.mean())
    denominator = float(np.sqrt(float((a * a).sum()) * float((b * b).sum())))
    return float((a * b).sum()) / denominator if denominator > 1e-6 else 0.0


def sharpness(patch: np.ndarray) -> float:
    """Mean squared gradient of a (normalised) patch after a slight blur: larger is sharper."""
    smooth = cv2.GaussianBlur(patch, (0, 0), 1.0)
    gx = cv2.Sobel(smooth, cv2.CV_32F, 1, 0)
    gy = cv2.Sobel(smooth, cv2.CV_32F, 0, 1)
    return float(cv2.mean(gx * gx + gy * gy)[0])


def sharpest_mean(patches: list[np.ndarray], sharpnesses: list[float]) -> np.ndarray:
    """The average of aligned patches, each weighted by its sharpness to the fourth power (blurred
    frames count little: noise still averages out, the sharp frames' edges stay)."""
    if len(patches) == 1:
        return patches[0]
    weights = np.asarray(sharpnesses, dtype=np.float64)
    weights = (weights / max(float(weights.max()), 1e-9)) ** 4
    return np.tensordot(weights / weights.sum(), np.stack(patches), axes=1).astype(np.float32)


def deblurred(patch: np.ndarray, sigma: float, noise: float) -> np.ndarray:
    """`patch` with a Gaussian blur of `sigma` pixels undone by a Wiener filter (`noise`: the
    noise-to-signal power it assumes; less noise after averaging allows a bolder filter)."""
    height, width = patch.shape
    size = (cv2.getOptimalDFTSize(height), cv2.getOptimalDFTSize(width))  # fast sizes; mirrored edges
    padded = cv2.copyMakeBorder(patch, 0, size[0] - height, 0, size[1] - width, cv2.BORDER_REFLECT)
    spectrum = cv2.dft(padded, flags=cv2.DFT_COMPLEX_OUTPUT)
    spectrum *= _wiener(size, sigma, noise)[:, :, None]
    return normalised(cv2.idft(spectrum, flags=cv2.DFT_SCALE | cv2.DFT_REAL_OUTPUT)[:height, :width])


@functools.lru_cache(maxsize=64)
def _wiener(shape: tuple[int, int], sigma: float, noise: float) -> np.ndarray:
    """The Wiener filter H / (H^2 + noise) of a Gaussian blur H, laid out like cv2.dft's output."""
    fy = np.fft.fftfreq(shape[0]).astype(np.float32)[:, None]
    fx = np.fft.fftfreq(shape[1]).astype(np.float32)[None, :]
    blur = np.exp(-2.0 * np.pi**2 * sigma**2 * (fx * fx + fy * fy))
    return (blur / (blur * blur + noise)).astype(np.float32)


def for_decoder(patch: np.ndarray, factor: float) -> np.ndarray:
    """A patch as a uint8 image, enlarged `factor` times (cubic)."""
    return as_image(grey_levels(patch, factor))


def grey_levels(patch: np.ndarray, factor: float) -> np.ndarray:
    """A normalised float patch enlarged `factor` times (cubic) with for_decoder's grey levels, unclipped."""
    if factor > 1.01:
        patch = cv2.resize(patch, None, fx=factor, fy=factor, interpolation=cv2.INTER_CUBIC)
    return patch * np.float32(GREY_PER_STD) + np.float32(128.0)


def as_image(levels: np.ndarray) -> np.ndarray:
    """Float grey levels as a uint8 image (clipped to 0..255)."""
    return cv2.convertScaleAbs(levels)


def binarised(image: np.ndarray, module_px: float) -> np.ndarray:
    """Black and white by a local Gaussian-weighted threshold over about three modules."""
    block = max(3, int(module_px * 3) | 1)
    return cv2.adaptiveThreshold(image, 255, cv2.ADAPTIVE_THRESH_GAUSSIAN_C, cv2.THRESH_BINARY, block, 0)


def textured_regions(grey: np.ndarray, threshold: float = 0.2, limit: int = 4, largest: float = 0.1) -> list[Box]:
    """Boxes round patches of fine, dense, high-contrast texture (printed codes, also text), the
    strongest first, at most `largest` x the frame's width wide (a code bigger than that is read by the
    whole-frame pass anyway): texture_map's measure, boxes_of's boxes."""
    return boxes_of(texture_map(grey), grey.shape[1], threshold, limit, largest)


def texture_map(grey: np.ndarray) -> np.ndarray:
    """The texture measure on blocks of the frame (8 x 8 pixels; 16 x 16 for frames wider than 800
    pixels, halved first): the mean |Laplacian| over about a twentieth of the frame's width, divided
    by the local brightness so that dim light does not hide a code. Well under a millisecond."""
    if grey.shape[1] > 800:
        grey = cv2.resize(grey, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA)
    detail = cv2.convertScaleAbs(cv2.Laplacian(cv2.GaussianBlur(grey, (5, 5), 1.0), cv2.CV_16S, ksize=3))
    blocks = (grey.shape[1] // 8, grey.shape[0] // 8)
    energy = cv2.blur(cv2.resize(detail, blocks, interpolation=cv2.INTER_AREA).astype(np.float32), (4, 4))
    light = cv2.blur(cv2.resize(grey, blocks, interpolation=cv2.INTER_AREA).astype(np.float32), (9, 9))
    return energy / (light + 8.0)


def boxes_of(ratio: np.ndarray, width: int, threshold: float = 0.2, limit: int = 4, largest: float = 0.1) -> list[Box]:
    """Boxes (frame pixels; the frame `width` pixels wide) round the `limit` patches of a texture_map
    above `threshold` with the strongest peaks (a small sticker's patch is small, but it has the most
    contrast; a dim frame's noise makes large weak patches), each centred on its peak and at most
    `largest` x the frame's width wide."""
    scale = width / ratio.shape[1]
    count, labels, stats, _ = cv2.connectedComponentsWithStats((ratio > threshold).astype(np.uint8))
    boxes = []
    peaks = np.zeros(count, np.float32)
    np.maximum.at(peaks, labels.ravel(), ratio.ravel())
    for label in sorted(range(1, count), key=lambda index: -peaks[index])[:limit]:
        x, y, w, h, _ = stats[label]
        peak = np.argmax(np.where(labels[y : y + h, x : x + w] == label, ratio[y : y + h, x : x + w], 0.0))
        centre_x, centre_y = (x + peak % w + 0.5) * scale, (y + peak // w + 0.5) * scale
        half = min(max(w, h) * scale, largest * width) / 2
        boxes.append((int(centre_x - half), int(centre_y - half), int(centre_x + half), int(centre_y + half)))
    return boxes
