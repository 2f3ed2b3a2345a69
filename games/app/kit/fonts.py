"""Fonts from assets/fonts: each face's file is read once, fonts are made from those bytes per
(size, bold, serif, condensed) and the most recently used MAX_FONTS of them are cached.

No font keeps a file open, and the cache cannot grow without bound however many sizes a long
evening of resizes and text fitting asks for (a soak once saw 168 open font files and growing).

Serif (DejaVu Serif) for titles and body text, sans (DejaVu Sans) for labels and numbers, and the
condensed bold sans for labels that must fit a narrow box.

Every font knows its size in canvas pixels. While a book records (`start_recording`), each text a
font renders is noted with that size, so tests can check that everything a player reads on a
screen is large enough (`MIN_READABLE`).
"""

from __future__ import annotations

import io
from collections import OrderedDict
from pathlib import Path

import pygame

MIN_READABLE = 24  # canvas pixels: about 16 px in a 1280x720 window
MAX_FONTS = 96  # fonts kept ready; a screen uses a few dozen (text fitting tries sizes in steps of 2)

FONT_DIR: Path = Path(__file__).resolve().parents[3] / "assets" / "fonts"

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

    def __init__(self, source: io.BytesIO | None, size: int, book: "FontBook") -> None:
        super().__init__(source, size)
        self.canvas_size = size
        self.book = book

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[no-untyped-def, override]
        """pygame's render, noted in the book while it records."""
        self.book.note_rendered(str(text), self.canvas_size)
        return super().render(text, antialias, color, bgcolor, wraplength)


class FontBook:
    """Fonts in canvas pixels, least recently used dropped beyond `max_fonts`; falls back to pygame's
    default font if a file is gone."""

    def __init__(self, font_dir: Path = FONT_DIR, max_fonts: int = MAX_FONTS) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.font_dir = font_dir
        self.max_fonts = max_fonts
        self._faces: dict[str, bytes | None] = {}  # file name -> its bytes (None: missing or unreadable)
        self._cache: OrderedDict[tuple[int, bool, bool, bool], pygame.font.Font] = OrderedDict()
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

    @property
    def cached(self) -> int:
        """How many fonts are kept ready now (at most `max_fonts`)."""
        return len(self._cache)

    def get(
        self, size: int, *, bold: bool = False, serif: bool = True, condensed: bool = False
    ) -> pygame.font.Font:
        """A font of `size` canvas pixels (serif by default)."""
        size = max(6, int(size))
        key = (size, bold, serif, condensed)
        font = self._cache.get(key)
        if font is None:
            font = self._cache[key] = self._load(size, bold, serif, condensed)
            if len(self._cache) > self.max_fonts:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return font

    def _load(self, size: int, bold: bool, serif: bool, condensed: bool) -> pygame.font.Font:
        """A font from the face's bytes, or pygame's built-in font when the file is missing."""
        data = self._face(FILES[(bold, serif, condensed)])
        if data is not None:
            try:
                return CanvasFont(io.BytesIO(data), size, self)
            except (OSError, pygame.error):
                pass
        font = CanvasFont(None, size, self)
        font.set_bold(bold)
        return font

    def _face(self, name: str) -> bytes | None:
        """The bytes of the font file `name`, read once."""
        if name not in self._faces:
            try:
                self._faces[name] = (self.font_dir / name).read_bytes()
            except OSError:
                self._faces[name] = None
        return self._faces[name]
