"""The font cache: bounded, least recently used first out, and no open file per font."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

from games.app.kit.fonts import MAX_FONTS, CanvasFont, FontBook
from games.app.testing.headless import init_pygame_headless

FD_DIR = Path("/proc/self/fd")
COMBINATIONS = [(bold, serif, condensed) for bold in (False, True) for serif in (False, True) for condensed in (False, True)]


def open_files() -> int:
    return len(os.listdir(FD_DIR))


def live_fonts(book: FontBook) -> int:
    """Fonts of `book` still alive anywhere (cached or not)."""
    gc.collect()
    return sum(1 for thing in gc.get_objects() if isinstance(thing, CanvasFont) and thing.book is book)


def ask_for_many_sizes(book: FontBook) -> None:
    """Every size from 6 to 65 in every cut, each font used to measure and render (480 fonts)."""
    for size in range(6, 66):
        for bold, serif, condensed in COMBINATIONS:
            font = book.get(size, bold=bold, serif=serif, condensed=condensed)
            font.size("Kupferkessel")
            font.render("Kröte", True, (0, 0, 0))


@pytest.mark.skipif(not FD_DIR.is_dir(), reason="counts open files through /proc")
def test_open_files_and_cached_fonts_stay_flat_however_many_sizes_are_asked_for() -> None:
    init_pygame_headless()
    book = FontBook()
    ask_for_many_sizes(book)  # the first round reads each face once
    files, fonts = open_files(), live_fonts(book)
    for _ in range(2):
        ask_for_many_sizes(book)
        assert book.cached == MAX_FONTS
        assert open_files() <= files  # no file per font (the old cache held 168 after a soak)
        assert live_fonts(book) <= fonts
    assert fonts <= MAX_FONTS + 8  # the cache, plus none left dangling


def test_recently_used_fonts_stay_and_the_oldest_go() -> None:
    init_pygame_headless()
    book = FontBook(max_fonts=3)
    first, second = book.get(20), book.get(22)
    book.get(24)
    assert book.get(20) is first  # used again: now the newest
    book.get(26)  # the cache is full: 22 goes, the least recently used
    assert book.cached == 3
    assert book.get(20) is first and book.get(22) is not second


def test_fonts_from_memory_measure_like_fonts_from_the_file() -> None:
    init_pygame_headless()
    import pygame

    book = FontBook()
    for (bold, serif, condensed), name in [((False, True, False), "DejaVuSerif.ttf"),
                                           ((True, False, True), "DejaVuSansCondensed-Bold.ttf")]:
        from_file = pygame.font.Font(str(book.font_dir / name), 40)
        from_memory = book.get(40, bold=bold, serif=serif, condensed=condensed)
        assert from_memory.size("Alchemisten — Labor") == from_file.size("Alchemisten — Labor")
        assert from_memory.get_linesize() == from_file.get_linesize()


def test_a_missing_font_folder_falls_back_to_pygames_font(tmp_path: Path) -> None:
    init_pygame_headless()
    book = FontBook(tmp_path / "nothing here")
    book.start_recording()
    surface = book.get(30, bold=True).render("Gold", True, (0, 0, 0))
    assert surface.get_width() > 0 and book.recorded() == {"Gold": 30}
