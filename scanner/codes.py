"""The printed code of a payload as a grid of modules, for cards and tests; the printed geometry.

Our cards' face is one big ArUco marker (scanner.markers: 6 cells across, where a Micro QR has 13
modules and a quiet zone; at webcam distance fewer, bigger cells read best — see
bench/scan_bench.py). Cards printed before carry Micro QR (M2, 13 x 13 modules), which still reads;
the full cards also carry a small Micro QR or QR for handheld readers and phones. Codes other than
markers come from zxing-cpp's writer.
"""

from __future__ import annotations

import numpy as np
import zxingcpp

from scanner.markers import cells_for_text

SYMBOLOGIES: dict[str, str] = {"aruco": "ArUco", "microqr": "MicroQRCode", "qr": "QRCode", "datamatrix": "DataMatrix", "ean13": "EAN13"}
QUIET_MODULES: dict[str, int] = {"aruco": 1, "microqr": 2, "qr": 2, "datamatrix": 1, "ean13": 9}
CARD_SYMBOLOGY = "aruco"
OLD_CARD_SYMBOLOGY = "microqr"  # cards printed before the markers (issue 23)

# The printed geometry, shared by the card sheet and the synthetic frames (millimetres).
CARD_MM = (63.0, 88.0)
CARD_MARKER_MM = 51.0  # the marker's black square: 81 % of the card's width, 6 mm of white card around
CARD_MARKER_TOP_MM = 6.0
STICKER_MM = (15.0, 21.0)
STICKER_MARKER_MM = 12.6  # 1.2 mm of white sticker around: the original card's art stays off the border
STICKER_MARKER_TOP_MM = 1.2
OLD_CARD_CODE_MM = 44.0  # the Micro QR of cards printed before, quiet zone included


def code_modules(text: str, symbology: str = CARD_SYMBOLOGY) -> np.ndarray:
    """The modules of `text`'s code as a uint8 array (0 = dark, 255 = light), quiet zone included."""
    if symbology not in SYMBOLOGIES:
        raise ValueError(f"unknown symbology {symbology!r}; choose one of {', '.join(SYMBOLOGIES)}")
    if symbology == "aruco":
        return np.pad(cells_for_text(text), QUIET_MODULES[symbology], constant_values=255)
    barcode = zxingcpp.create_barcode(text, zxingcpp.barcode_format_from_str(SYMBOLOGIES[symbology]))
    modules = np.array(zxingcpp.write_barcode_to_image(barcode, scale=1, add_quiet_zones=False), dtype=np.uint8)
    if symbology == "ean13":
        modules = np.repeat(modules[:1], max(1, modules.shape[1] // 2), axis=0)
    return np.pad(modules, QUIET_MODULES[symbology], constant_values=255)


def code_image(text: str, symbology: str = CARD_SYMBOLOGY, module_px: int = 8) -> np.ndarray:
    """The code of `text` as a grey image, `module_px` pixels per module, quiet zone included."""
    return np.kron(code_modules(text, symbology), np.ones((module_px, module_px), dtype=np.uint8))
