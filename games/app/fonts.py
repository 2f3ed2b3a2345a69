"""Fonts from assets/fonts, loaded once per (size, bold, serif, condensed) and cached.

Serif (DejaVu Serif) for titles and body text, sans (DejaVu Sans) for labels and numbers, and the
condensed bold sans for labels that must fit a narrow box.

Every font knows its size in canvas pixels. While a book records (`start_recording`), each text a
font renders is noted with that size, so tests can check that everything a player reads on a
screen is large enough (`MIN_READABLE`).
"""

from __future__ import annotations

from pathlib import Path

import pygame

MIN_READABLE = 24  # canvas pixels: about 16 px in a 1280x720 window

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


class CanvasFont(pygame.font.Font):
    """A pygame font that knows its canvas size and reports what it renders to its book."""

    def __init__(self, path: str | None, size: int, book: "FontBook") -> None:
        super().__init__(path, size)
        self.canvas_size = size
        self.book = book

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[no-untyped-def, override]
        """pygame's render, noted in the book while it records."""
        self.book.note_rendered(str(text), self.canvas_size)
        return super().render(text, antialias, color, bgcolor, wraplength)


class FontBook:
    """Cached pygame fonts in canvas pixels; falls back to pygame's default font if a file is gone."""

    def __init__(self, font_dir: Path = FONT_DIR) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.font_dir = font_dir
        self._cache: dict[tuple[int, bool, bool, bool], pygame.font.Font] = {}
        self._rendered: dict[str, int] | None = None  # text -> smallest size, while recording

    def start_recording(self) -> None:
        """From now on, note every rendered text with its canvas size (forgetting earlier notes)."""
        self._rendered = {}

    def recorded(self) -> dict[str, int]:
        """Each text rendered since `start_recording`, with the smallest size it was drawn at."""
        return dict(self._rendered or {})

    def stop_recording(self) -> None:
        """Stop noting rendered texts."""
        self._rendered = None

    def note_rendered(self, text: str, size: int) -> None:
        """Called by the fonts: remember `text` at `size` while recording."""
        if self._rendered is not None and text.strip():
            self._rendered[text] = min(size, self._rendered.get(text, size))

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
            return CanvasFont(str(path), size, self)
        except (OSError, FileNotFoundError):
            font = CanvasFont(None, size, self)
            font.set_bold(bold)
            return font
