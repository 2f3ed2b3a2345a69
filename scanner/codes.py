"""The printed code of a payload as a grid of modules (zxing-cpp's writer), for cards and tests.

Our cards carry Micro QR (the smallest symbol for a 5-character payload: M2, 13 x 13 modules; at
webcam distance fewer, bigger modules read best — see bench/scan_bench.py). QR is offered for
readers that cannot read Micro QR (pyzbar).
"""

from __future__ import annotations

import numpy as np
import zxingcpp

SYMBOLOGIES: dict[str, str] = {"microqr": "MicroQRCode", "qr": "QRCode", "datamatrix": "DataMatrix", "ean13": "EAN13"}
QUIET_MODULES: dict[str, int] = {"microqr": 2, "qr": 2, "datamatrix": 1, "ean13": 9}
CARD_SYMBOLOGY = "microqr"


def code_modules(text: str, symbology: str = CARD_SYMBOLOGY) -> np.ndarray:
    """The modules of `text`'s code as a uint8 array (0 = dark, 255 = light), quiet zone included."""
    if symbology not in SYMBOLOGIES:
        raise ValueError(f"unknown symbology {symbology!r}; choose one of {', '.join(SYMBOLOGIES)}")
    barcode = zxingcpp.create_barcode(text, zxingcpp.barcode_format_from_str(SYMBOLOGIES[symbology]))
    modules = np.array(zxingcpp.write_barcode_to_image(barcode, scale=1, add_quiet_zones=False), dtype=np.uint8)
    if symbology == "ean13":
        modules = np.repeat(modules[:1], max(1, modules.shape[1] // 2), axis=0)
    return np.pad(modules, QUIET_MODULES[symbology], constant_values=255)


def code_image(text: str, symbology: str = CARD_SYMBOLOGY, module_px: int = 8) -> np.ndarray:
    """The code of `text` as a grey image, `module_px` pixels per module, quiet zone included."""
    return np.kron(code_modules(text, symbology), np.ones((module_px, module_px), dtype=np.uint8))
