"""The game code as a QR code, so another Athanor can join by showing it to its camera.

The QR text is scanner.payload's game-code payload with the variant, e.g. "ATHANOR:KABC:MASTER":
the prefix tells a game code apart from any other QR code a camera happens to see, and the variant
spares the joining player the question. The scanner reads it back (scanner.payload.parse).
Drawing is games.app.kit.qr_code's (re-exported here: qr_matrix, draw_matrix and the colours).
"""

from __future__ import annotations

import pygame

from games.app.kit.qr_code import QR_DARK, QR_LIGHT, QUIET_ZONE_MODULES, QrMatrix, draw_matrix, qr_matrix  # noqa: F401
from scanner.payload import game_code_payload


def draw_qr(
    surface: pygame.Surface,
    code: str,
    rect: pygame.Rect,
    variant: str | None = None,
    dark: tuple[int, int, int] = QR_DARK,
    light: tuple[int, int, int] = QR_LIGHT,
) -> pygame.Rect:
    """Draw the QR code of `code` (and `variant`) centred in `rect`; returns the light square actually drawn."""
    return draw_matrix(surface, qr_matrix(game_code_payload(code, variant)), rect, dark, light)
