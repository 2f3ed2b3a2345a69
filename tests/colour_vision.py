"""Colour-vision deficiency simulation for the colour-blind tests (Machado, Oliveira and Fernandes 2009).

`simulate(pixels, kind)` turns an (h, w, 3) sRGB array into what a person with full ("severity 1.0")
deuteranopia, protanopia or tritanopia sees: the paper's matrix applied to linear RGB, encoded back
to sRGB. `clearly_different(a, b)` says whether two pictures of pieces still differ clearly: enough of
their pixels (a shape, a letter, a place) differ by much more than a shade: at least a 6 x 6 px
detail at the size the piece is drawn on the 1920 x 1080 table, and at least 1 % of the piece.
"""

from __future__ import annotations

import numpy as np
import pygame

KINDS = ("deuteranopia", "protanopia", "tritanopia")
MACHADO: dict[str, np.ndarray] = {  # Machado et al. 2009, severity 1.0, for linear RGB
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "tritanopia": np.array([[1.255528, -0.076749, -0.178779],
                            [-0.078411, 0.930809, 0.147602],
                            [0.004733, 0.691367, 0.303900]]),
}
FAR = 60.0  # sRGB distance (0..441) two pixels must be apart to count as clearly different
MIN_PIXELS = 36  # a detail of 6 x 6 px: about the smallest a player makes out from a chair at the table
SHARE = 0.01  # and at least this part of a piece's pixels


def pixels(surface: pygame.Surface, background: tuple[int, int, int] = (128, 128, 128)) -> np.ndarray:
    """The surface's colours as an (h, w, 3) float array, flattened onto `background` (transparency)."""
    flat = pygame.Surface(surface.get_size())
    flat.fill(background)
    flat.blit(surface, (0, 0))
    return pygame.surfarray.array3d(flat).astype(float).transpose(1, 0, 2)


def simulate(rgb: np.ndarray, kind: str) -> np.ndarray:
    """What a person with `kind` sees of the sRGB array `rgb` (0..255)."""
    linear = rgb / 255.0
    linear = np.where(linear <= 0.04045, linear / 12.92, ((linear + 0.055) / 1.055) ** 2.4)
    seen = np.clip(linear @ MACHADO[kind].T, 0.0, 1.0)
    return 255.0 * np.where(seen <= 0.0031308, seen * 12.92, 1.055 * seen ** (1 / 2.4) - 0.055)


def difference(a: np.ndarray, b: np.ndarray) -> int:
    """How many pixels are clearly different between two equal-sized sRGB arrays."""
    distance = np.sqrt(((a - b) ** 2).sum(axis=2))
    return int((distance > FAR).sum())


def clearly_different(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether two pieces still differ clearly (see FAR, MIN_PIXELS and SHARE)."""
    count = difference(a, b)
    return count >= MIN_PIXELS and count >= SHARE * a.shape[0] * a.shape[1]
