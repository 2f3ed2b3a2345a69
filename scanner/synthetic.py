"""Synthetic camera frames of hand-held cards, for tests and the benchmark (no camera needed).

A frame is a table-like background with up to a few items (our ingredient cards, or foreign
labels: a shop's EAN-13, a URL QR, a game-code QR, another game's card) placed with rotation and
perspective tilt, then degraded by uneven and dim light, defocus and motion blur, sensor noise and
JPEG compression. Sizes follow a physical model: the frame spans `view_mm` millimetres of the
table, our card is 63 x 88 mm with a marker of CARD_MARKER_MM (symbology "aruco", today's cards) or
a Micro QR of OLD_CARD_CODE_MM (cards printed before), so 640 x 480 frames get half the pixels per
module of 1280 x 720 ones. Everything is drawn from a seeded numpy Generator.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

import cv2
import numpy as np

from scanner.codes import (
    CARD_MARKER_MM, CARD_MARKER_TOP_MM, CARD_MM, OLD_CARD_CODE_MM, STICKER_MARKER_MM, STICKER_MARKER_TOP_MM,
    STICKER_MM, QUIET_MODULES, code_image, code_modules,
)


@dataclass(frozen=True)
class Item:
    """One thing held into view: a code with its text, symbology and what it is printed on."""

    text: str
    symbology: str = "microqr"  # "aruco" for today's cards and stickers, "microqr" for those printed before
    kind: str = "card"  # "card" (our ingredient card), "sticker" (ours on an original card) or "label"
    size_mm: float = CARD_MM[0]  # width of the card or label


@dataclass(frozen=True)
class Conditions:
    """Ranges the degradations are drawn from (each a (low, high) pair)."""

    tilt_deg: tuple[float, float] = (0.0, 25.0)
    rotation_deg: tuple[float, float] = (-180.0, 180.0)
    scale: tuple[float, float] = (0.9, 1.2)  # hand-held distance: 1 = at the table distance
    blur_sigma: tuple[float, float] = (0.0, 0.8)
    motion_px: tuple[float, float] = (0.0, 2.0)
    noise_sigma: tuple[float, float] = (1.0, 4.0)
    brightness: tuple[float, float] = (0.75, 1.0)
    jpeg_quality: tuple[float, float] = (75.0, 92.0)
    view_mm: float = 450.0  # table width the frame shows


TYPICAL = Conditions()
HARD = Conditions(
    tilt_deg=(20.0, 45.0),
    scale=(0.8, 1.1),
    blur_sigma=(0.8, 1.5),
    motion_px=(1.0, 4.0),
    noise_sigma=(4.0, 9.0),
    brightness=(0.3, 0.55),
    jpeg_quality=(50.0, 70.0),
)
PHONE = Conditions(  # a phone's photo: steep, defocused or shaken, near or far, high resolution
    tilt_deg=(20.0, 60.0),
    scale=(0.35, 1.3),
    blur_sigma=(0.0, 4.0),
    motion_px=(0.0, 12.0),
    noise_sigma=(1.0, 4.0),
    brightness=(0.6, 1.0),
    jpeg_quality=(75.0, 95.0),
    view_mm=260.0,
)
PHONE_SIZE = (2016, 1512)
STEADY = Conditions(tilt_deg=(0.0, 10.0), blur_sigma=(0.0, 0.3), motion_px=(0.0, 0.0), noise_sigma=(1.0, 2.0),
                    brightness=(0.85, 1.0), jpeg_quality=(85.0, 92.0), scale=(1.0, 1.0))


def item_image(item: Item, px_per_mm: float) -> np.ndarray:
    """A BGR picture of `item` at `px_per_mm`, drawn at 3x and shrunk (print-like edges)."""
    oversample = 3.0
    scale = px_per_mm * oversample
    if item.kind == "sticker":
        return _sticker_card_image(item, px_per_mm, oversample)
    marker = item.kind == "card" and item.symbology == "aruco"
    if item.kind == "card":
        width, height = int(CARD_MM[0] * scale), int(CARD_MM[1] * scale)
        code_px = int((CARD_MARKER_MM if marker else OLD_CARD_CODE_MM) * scale)
    else:
        width = height = int(item.size_mm * scale)
        code_px = int(item.size_mm * 0.8 * scale)
    canvas = np.full((height, width, 3), 250, dtype=np.uint8)
    code = _code(item, code_px, quiet=not marker)
    top = int((CARD_MARKER_TOP_MM if marker else 5) * scale) if item.kind == "card" else (height - code.shape[0]) // 2
    left = (width - code_px) // 2
    canvas[top : top + code.shape[0], left : left + code_px] = code[:, :, None]
    if item.kind == "card":
        _draw_card_face(canvas, item.text, top + code.shape[0], scale)
    cv2.rectangle(canvas, (0, 0), (width - 1, height - 1), (120, 120, 120), max(1, int(scale * 0.4)))
    return cv2.resize(canvas, (max(4, int(width / oversample)), max(4, int(height / oversample))),
                      interpolation=cv2.INTER_AREA)


def _sticker_card_image(item: Item, px_per_mm: float, oversample: float) -> np.ndarray:
    """An original (coloured, busy) card with our sticker in its middle, like card_sheet's stickers."""
    scale = px_per_mm * oversample
    width, height = int(CARD_MM[0] * scale), int(CARD_MM[1] * scale)
    canvas = np.empty((height, width, 3), dtype=np.uint8)
    canvas[:] = _hue_colour(item.text, 1)
    _draw_card_face(canvas, item.text, 0, scale)
    sticker_w, sticker_h = int(STICKER_MM[0] * scale), int(STICKER_MM[1] * scale)
    top, left = (height - sticker_h) // 2, (width - sticker_w) // 2  # mid-card: a neighbour never covers it
    canvas[top : top + sticker_h, left : left + sticker_w] = 250
    if item.symbology == "aruco":
        side, margin = int(STICKER_MARKER_MM * scale), int(STICKER_MARKER_TOP_MM * scale)
        top, left = top + margin, left + (sticker_w - side) // 2
    else:
        side = sticker_w
    canvas[top : top + side, left : left + side] = _code(item, side, quiet=item.symbology != "aruco")[:, :, None]
    cv2.rectangle(canvas, (0, 0), (width - 1, height - 1), (60, 60, 60), max(1, int(scale * 0.4)))
    return cv2.resize(canvas, (max(4, int(width / oversample)), max(4, int(height / oversample))),
                      interpolation=cv2.INTER_AREA)


def _code(item: Item, side: int, quiet: bool) -> np.ndarray:
    """`item`'s code `side` pixels wide (its height in proportion), with or without its quiet zone."""
    code = code_image(item.text, item.symbology, module_px=1) if quiet else cells_of(item)
    return cv2.resize(code, (side, int(side * code.shape[0] / code.shape[1])), interpolation=cv2.INTER_NEAREST)


def cells_of(item: Item) -> np.ndarray:
    """The cells of `item`'s code without its quiet zone."""
    modules = code_modules(item.text, item.symbology)
    quiet = QUIET_MODULES[item.symbology]
    return modules[quiet:-quiet, quiet:-quiet] if quiet else modules


def _hue_colour(text: str, shift: int = 0) -> list[int]:
    """A card colour (BGR) derived from `text`."""
    hue = (sum(map(ord, text)) * 37 + shift * 60) % 180
    return cv2.cvtColor(np.uint8([[[hue, 160, 170]]]), cv2.COLOR_HSV2BGR)[0, 0].tolist()


def _draw_card_face(canvas: np.ndarray, text: str, below: int, scale: float) -> None:
    """A coloured picture and a name line under the code, like the printed card."""
    height, width = canvas.shape[:2]
    colour = _hue_colour(text)
    centre = (width // 2, below + int((height - below) * 0.42))
    cv2.circle(canvas, centre, int(min(width, height - below) * 0.28), colour, -1)
    cv2.putText(canvas, text, (int(width * 0.15), height - int(4 * scale)), cv2.FONT_HERSHEY_SIMPLEX,
                0.11 * scale, (40, 40, 40), max(1, int(scale * 0.5)))


def _rotation(axis: np.ndarray, angle: float) -> np.ndarray:
    """Rodrigues rotation matrix about the unit `axis` by `angle` radians."""
    kx, ky, kz = axis
    k = np.array([[0, -kz, ky], [kz, 0, -kx], [-ky, kx, 0]])
    return np.eye(3) + np.sin(angle) * k + (1 - np.cos(angle)) * (k @ k)


def projected_corners(size: tuple[int, int], centre: tuple[float, float], rotation_deg: float,
                      tilt_deg: float, tilt_axis_deg: float, focal: float) -> np.ndarray:
    """Image corners (4 x 2) of a width x height rectangle rotated in plane and tilted towards the camera."""
    width, height = size
    plane = np.array([[-width / 2, -height / 2, 0], [width / 2, -height / 2, 0],
                      [width / 2, height / 2, 0], [-width / 2, height / 2, 0]], dtype=np.float64)
    axis_angle = np.radians(tilt_axis_deg)
    tilt = _rotation(np.array([np.cos(axis_angle), np.sin(axis_angle), 0.0]), np.radians(tilt_deg))
    spin = _rotation(np.array([0.0, 0.0, 1.0]), np.radians(rotation_deg))
    points = plane @ (spin @ tilt).T + np.array([0.0, 0.0, focal])
    return np.stack([focal * points[:, 0] / points[:, 2] + centre[0],
                     focal * points[:, 1] / points[:, 2] + centre[1]], axis=1).astype(np.float32)


def background(rng: np.random.Generator, size: tuple[int, int]) -> np.ndarray:
    """A wood-like table: smooth low-frequency brown noise with a few coloured blobs."""
    width, height = size
    coarse = rng.uniform(0.7, 1.2, (height // 40 + 2, width // 40 + 2)).astype(np.float32)
    shade = cv2.resize(coarse, (width, height), interpolation=cv2.INTER_CUBIC)
    frame = cv2.merge([cv2.convertScaleAbs(shade, alpha=level) for level in (70, 110, 150)])  # brown, BGR
    for _ in range(int(rng.integers(2, 6))):
        centre = (int(rng.integers(0, width)), int(rng.integers(0, height)))
        axes = (int(rng.integers(20, width // 6)), int(rng.integers(10, height // 6)))
        colour = tuple(int(v) for v in rng.integers(30, 200, 3))
        cv2.ellipse(frame, centre, axes, float(rng.uniform(0, 180)), 0, 360, colour, -1)
    return frame


def place(frame: np.ndarray, picture: np.ndarray, corners: np.ndarray) -> None:
    """Warp `picture` onto `frame` (in place) so its corners land on `corners` (work in their box only)."""
    frame_height, frame_width = frame.shape[:2]
    left, top = np.floor(corners.min(axis=0)).astype(int)
    right, bottom = np.ceil(corners.max(axis=0)).astype(int) + 1
    left, top = max(0, left), max(0, top)
    right, bottom = min(frame_width, right), min(frame_height, bottom)
    if right <= left or bottom <= top:
        return
    height, width = picture.shape[:2]
    source = np.array([[0, 0], [width, 0], [width, height], [0, height]], dtype=np.float32)
    matrix = cv2.getPerspectiveTransform(source, (corners - np.array([left, top], np.float32)).astype(np.float32))
    box = (right - left, bottom - top)
    warped = cv2.warpPerspective(picture, matrix, box, flags=cv2.INTER_LINEAR)
    mask = cv2.warpPerspective(np.full((height, width), 255, np.uint8), matrix, box, flags=cv2.INTER_LINEAR)
    region = frame[top:bottom, left:right]
    alpha = cv2.merge([mask] * 3)
    blended = (warped.astype(np.uint16) * alpha + region.astype(np.uint16) * (255 - alpha) + 127) // 255
    region[:] = blended.astype(np.uint8)


def _thumb(frame: np.ndarray, rng: np.random.Generator, corners: np.ndarray) -> None:
    """A skin-coloured thumb over the lower edge of a held card (never over the code)."""
    bottom = (corners[2] + corners[3]) / 2.0
    side = corners[3] - corners[0]
    centre = bottom - side * 0.02
    length = float(np.linalg.norm(corners[1] - corners[0])) * 0.22
    angle = float(np.degrees(np.arctan2(side[1], side[0])))
    cv2.ellipse(frame, (int(centre[0]), int(centre[1])), (int(length * 0.55), int(length)), angle, 0, 360,
                (110, 150, 205), -1)


def degrade(frame: np.ndarray, rng: np.random.Generator, conditions: Conditions) -> np.ndarray:
    """Uneven and dim light, defocus, motion blur, sensor noise and JPEG compression."""
    height, width = frame.shape[:2]
    gradient = np.linspace(1.0, float(rng.uniform(0.7, 1.0)), width, dtype=np.float32)
    out = frame.astype(np.float32)
    out *= (gradient * float(rng.uniform(*conditions.brightness)))[None, :, None]
    sigma = float(rng.uniform(*conditions.blur_sigma))
    if sigma > 0.05:
        out = cv2.GaussianBlur(out, (0, 0), sigma)
    motion = int(round(rng.uniform(*conditions.motion_px)))
    if motion >= 2:
        kernel = np.zeros((motion, motion), np.float32)
        kernel[motion // 2, :] = 1.0 / motion
        matrix = cv2.getRotationMatrix2D((motion / 2 - 0.5, motion / 2 - 0.5), float(rng.uniform(0, 180)), 1.0)
        kernel = cv2.warpAffine(kernel, matrix, (motion, motion))
        out = cv2.filter2D(out, -1, kernel / max(kernel.sum(), 1e-6))
    noise = np.empty((height, width), np.float32)  # luminance noise, as left after a webcam's processing
    cv2.setRNGSeed(int(rng.integers(0, 2**31 - 1)))  # cv2's generator, seeded from ours: reproducible
    cv2.randn(noise, 0.0, float(rng.uniform(*conditions.noise_sigma)))
    out += noise[:, :, None]
    noisy = cv2.convertScaleAbs(np.maximum(out, 0.0, out=out))  # saturates at 255
    quality = int(rng.uniform(*conditions.jpeg_quality))
    ok, encoded = cv2.imencode(".jpg", noisy, [cv2.IMWRITE_JPEG_QUALITY, quality])
    return cv2.imdecode(encoded, cv2.IMREAD_COLOR)


def synth_frame(rng: np.random.Generator, items: Sequence[Item], size: tuple[int, int] = (1280, 720),
                conditions: Conditions = TYPICAL) -> np.ndarray:
    """A BGR frame of `size` showing `items` side by side (up to four), degraded by `conditions`."""
    width, height = size
    frame = background(rng, size)
    px_per_mm = width / conditions.view_mm
    slots = len(items)
    for index, item in enumerate(items):
        scale = float(rng.uniform(*conditions.scale))
        picture = item_image(item, px_per_mm * scale)
        centre = (width * (index + 0.5) / slots + rng.uniform(-0.04, 0.04) * width,
                  height * (0.5 + rng.uniform(-0.08, 0.08)))
        corners = projected_corners(
            (picture.shape[1], picture.shape[0]), centre, float(rng.uniform(*conditions.rotation_deg)),
            float(rng.uniform(*conditions.tilt_deg)), float(rng.uniform(0, 360)), focal=width * 0.9)
        place(frame, picture, corners)
        if item.kind in ("card", "sticker"):
            _thumb(frame, rng, corners)
    return degrade(frame, rng, conditions)


def undegraded(conditions: Conditions) -> Conditions:
    """`conditions` without light, blur, noise or compression: a scene to degrade frame by frame."""
    return replace(conditions, blur_sigma=(0.0, 0.0), motion_px=(0.0, 0.0), noise_sigma=(0.0, 0.0),
                   brightness=(1.0, 1.0), jpeg_quality=(98.0, 98.0))


def phone_photo(rng: np.random.Generator, items: Sequence[Item], size: tuple[int, int] = PHONE_SIZE,
                conditions: Conditions = PHONE) -> np.ndarray:
    """A phone's photo of `items`: steep perspective, a glare spot, defocus or shake (see PHONE)."""
    frame = synth_frame(rng, items, size, undegraded(conditions)).astype(np.float32)
    width, height = size
    slot = int(rng.integers(0, max(1, len(items))))  # near one of the items
    centre = (width * ((slot + 0.5) / max(1, len(items)) + rng.uniform(-0.08, 0.08)),
              height * (0.5 + rng.uniform(-0.15, 0.15)))
    radius = rng.uniform(0.03, 0.12) * width
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    glare = np.exp(-((xs - centre[0]) ** 2 + (ys - centre[1]) ** 2) / (2 * radius**2)) * rng.uniform(120, 300)
    frame += glare[:, :, None]
    return degrade(np.clip(frame, 0, 255).astype(np.uint8), rng, conditions)


FOREIGN_TEXTS = {
    "ean13": "4006381333931",
    "url": "https://example.com/shop/item?id=42",
    "game-code": "ATHANOR:DEMO",
    "other-game": "KD042",
}


def foreign_items() -> dict[str, Item]:
    """Codes that are not our cards: a shop's EAN-13, a URL QR, a game-code QR, another game's card."""
    return {
        "ean13": Item(FOREIGN_TEXTS["ean13"], "ean13", "label", 120.0),  # a product box
        "url": Item(FOREIGN_TEXTS["url"], "qr", "label", 40.0),
        "game-code": Item(FOREIGN_TEXTS["game-code"], "qr", "label", 35.0),
        "other-game": Item(FOREIGN_TEXTS["other-game"], "microqr", "card"),
    }


FOREIGN_MARKERS = {  # markers that are not ours: other ids of our dictionary, other dictionaries
    "other-id": "DICT_4X4_50:23",
    "4x4-1000": "DICT_4X4_1000:700",
    "apriltag-16h5": "DICT_APRILTAG_16h5:3",
    "5x5": "DICT_5X5_50:0",
    "6x6": "DICT_6X6_250:42",
}


def foreign_markers() -> dict[str, Item]:
    """Printed markers of another game or toy: never one of our ingredients."""
    return {name: Item(text, "aruco", "label", 55.0) for name, text in FOREIGN_MARKERS.items()}


FAR = ((2.7, 0.6), (3.3, 1.0), (2.2, 0.4))  # a far sticker's marker: pixels a cell and blur (px), before enlarging
CROP_FACTOR = 3  # the reader enlarges such crops about this much


def far_crops(cells: np.ndarray, rng: np.random.Generator,
              views: Sequence[tuple[float, float]] = FAR) -> list[tuple[np.ndarray, np.ndarray]]:
    """A marker (its cells, border included) on white paper as the reader's enlarged crops of a far,
    small, blurred, dim and noisy view see it (`views`: pixels a cell and blur), each with its square's
    corners (4 x 2)."""
    cell_px = 12
    paper = cv2.copyMakeBorder(np.kron(cells, np.ones((cell_px, cell_px), np.uint8)), *(2 * cell_px,) * 4,
                               cv2.BORDER_CONSTANT, value=255).astype(np.float32)
    crops = []
    for far_px, blur in views:
        image = cv2.resize(paper, None, fx=far_px / cell_px, fy=far_px / cell_px, interpolation=cv2.INTER_AREA)
        image = cv2.GaussianBlur(image, (0, 0), blur) * 0.4 + 20 + rng.normal(0.0, 3.0, image.shape)
        crop = cv2.resize(np.clip(image, 0, 255).astype(np.uint8), None, fx=CROP_FACTOR, fy=CROP_FACTOR,
                          interpolation=cv2.INTER_CUBIC)
        low, high = 2 * far_px * CROP_FACTOR, (2 + cells.shape[0]) * far_px * CROP_FACTOR
        crops.append((crop, np.float32([[low, low], [high, low], [high, high], [low, high]])))
    return crops


def banded_crop(cells: np.ndarray, rng: np.random.Generator, cell_px: float = 2.4,
                blur: float = 1.0) -> tuple[np.ndarray, np.ndarray]:
    """A far sticker's marker (its cells, border included) as the reader's crop of a patch of texture sees
    it: small in a wide crop of mid-grey card art, a thin white edge round it and the sticker's white band
    below, blurred, dim and noisy, normalised and enlarged CROP_FACTOR + 1 times; returned as grey levels
    (float, unclipped: see scanner.enhance.grey_levels) with the square's corners (4 x 2)."""
    from scanner import enhance  # the reader's own steps: this module otherwise draws scenes only

    px, across = 12, cells.shape[0]
    art = np.full((40 * px, 40 * px), 110, np.float32)
    at = 17 * px
    art[at - px // 2:at + (across + 4) * px, at - px // 2:at + across * px + px // 2] = 250  # the sticker
    art[at:at + across * px, at:at + across * px] = np.kron(cells, np.ones((px, px), np.float32)) * (250 / 255)
    small = cv2.resize(art, None, fx=cell_px / px, fy=cell_px / px, interpolation=cv2.INTER_AREA)
    small = cv2.GaussianBlur(small, (0, 0), blur) * 0.45 + rng.normal(0.0, 1.5, small.shape).astype(np.float32)
    factor = CROP_FACTOR + 1
    low = at * cell_px / px * factor + (factor - 1) / 2
    high = low + across * cell_px * factor
    return (enhance.grey_levels(enhance.normalised(small), factor),
            np.float32([[low, low], [high, low], [high, high], [low, high]]))
