"""QR codes on screen: `qr_matrix(text)` (rows of booleans, True = dark module, without quiet zone,
made by zxing-cpp) and `draw_matrix(surface, matrix, rect)` (crisp square modules of a whole number
of pixels, with a quiet zone of four modules on a light square). Used by the lab's game code and
the phones' join screen.
"""

from __future__ import annotations

import pygame
import zxingcpp


QUIET_ZONE_MODULES = 4
QR_DARK: tuple[int, int, int] = (20, 14, 10)
QR_LIGHT: tuple[int, int, int] = (255, 255, 255)

QrMatrix = tuple[tuple[bool, ...], ...]


def qr_matrix(text: str) -> QrMatrix:
    """The QR modules of `text` (error correction level M), True for dark, without quiet zone."""
    barcode = zxingcpp.create_barcode(text, zxingcpp.BarcodeFormat.QRCode, ec_level="M")
    rows = memoryview(barcode.to_image(scale=1, add_quiet_zones=False)).tolist()
    return tuple(tuple(value < 128 for value in row) for row in rows)


def draw_matrix(
    surface: pygame.Surface,
    matrix: QrMatrix,
    rect: pygame.Rect,
    dark: tuple[int, int, int] = QR_DARK,
    light: tuple[int, int, int] = QR_LIGHT,
) -> pygame.Rect:
    """Draw `matrix` with whole-pixel modules and a quiet zone, centred in `rect`."""
    modules = len(matrix) + 2 * QUIET_ZONE_MODULES
    module = min(rect.width, rect.height) // modules
    if module < 1:
        raise ValueError(f"a {rect.width}x{rect.height} box is too small for a {len(matrix)}-module QR code")
    square = pygame.Rect(0, 0, module * modules, module * modules)
    square.center = rect.center
    surface.fill(light, square)
    origin_x = square.left + QUIET_ZONE_MODULES * module
    origin_y = square.top + QUIET_ZONE_MODULES * module
    for row_index, row in enumerate(matrix):
        for column_index, is_dark in enumerate(row):
            if is_dark:
                surface.fill(dark, (origin_x + column_index * module, origin_y + row_index * module, module, module))
    return square
