"""Fonts from assets/fonts, loaded once per (size, bold, serif, condensed) and cached.

Serif (DejaVu Serif) for titles and body text, sans (DejaVu Sans) for labels and numbers, and the
condensed bold sans for labels that must fit a narrow box.
"""

from __future__ import annotations

from pathlib import Path

import pygame

FONT_DIR: Path = Path(__file__).resolve().parents[2] / "assets" / "fonts"

FILES: dict[tuple[bool, bool, bool], str] = {
    # (bold, serif, condensed) -> file
    (False, True, False): "DejaVuSerif.ttf",
    (True, True, False): "DejaVuSerif-Bold.ttf",
    (False, False, False): "DejaVuSans.ttf",
    (True, False, False): "DejaVuSans-Bold.ttf",
    (True, False, True): "DejaVuSansCondensed-Bold.ttf",
    (False, False, True): "DejaVuSansCondensed-Bold.ttf",  # only the bold cut is shipped
    (True, True, True): "DejaVuSansCondensed-Bold.ttf",
    (False, True, True): "DejaVuSansCondensed-Bold.ttf",
}


class FontBook:
    """Cached pygame fonts in canvas pixels; falls back to pygame's default font if a file is gone."""

    def __init__(self, font_dir: Path = FONT_DIR) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.font_dir = font_dir
        self._cache: dict[tuple[int, bool, bool, bool], pygame.font.Font] = {}

    def get(
        self, size: int, *, bold: bool = False, serif: bool = True, condensed: bool = False
    ) -> pygame.font.Font:
        """A font of `size` canvas pixels (serif by default)."""
        size = max(6, int(size))
        key = (size, bold, serif, condensed)
        font = self._cache.get(key)
        if font is None:
            font = self._load(size, bold, serif, condensed)
            self._cache[key] = font
        return font

    def _load(self, size: int, bold: bool, serif: bool, condensed: bool) -> pygame.font.Font:
        """Open the matching file, or pygame's built-in font when the file is missing."""
        path = self.font_dir / FILES[(bold, serif, condensed)]
        try:
            return pygame.font.Font(str(path), size)
        except (OSError, FileNotFoundError):
            font = pygame.font.Font(None, size)
            font.set_bold(bold)
            return font
