"""The game-code QR: the prefixed text with the variant, read back by a decoder and the scanner's
payload parser, crisp modules with a quiet zone."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import numpy  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402
import zxingcpp  # noqa: E402

from games.alchemists.lab.ui.qr import QR_DARK, QR_LIGHT, QUIET_ZONE_MODULES, draw_qr, qr_matrix  # noqa: E402
from scanner.payload import GameCode, parse  # noqa: E402


def test_matrix_is_a_square_version_1_symbol_with_finder_patterns() -> None:
    matrix = qr_matrix("ATHANOR:KABC")
    assert len(matrix) == 21 and all(len(row) == 21 for row in matrix)
    finder = [row[:7] for row in matrix[:7]]
    assert all(finder[0]) and all(finder[6]) and all(r[0] and r[6] for r in finder)
    assert not any(finder[1][1:6]) and all(finder[3][2:5])


@pytest.mark.parametrize(("code", "variant", "text"), [
    ("KABC", "master", "ATHANOR:KABC:MASTER"),
    ("DEMO", "apprentice", "ATHANOR:DEMO:APPRENTICE"),
    ("ZZZE", None, "ATHANOR:ZZZE"),
])
def test_drawn_qr_is_read_back_by_a_decoder_with_its_variant(code: str, variant: str | None, text: str) -> None:
    canvas = pygame.Surface((500, 400))
    canvas.fill((60, 40, 30))
    draw_qr(canvas, code, pygame.Rect(50, 20, 360, 360), variant)
    grey = numpy.ascontiguousarray(pygame.surfarray.pixels_red(canvas).T)
    result = zxingcpp.read_barcode(grey)
    assert result is not None and result.text == text
    assert parse(result.text) == GameCode(code, variant)


def test_modules_are_whole_pixels_with_a_light_quiet_zone() -> None:
    canvas = pygame.Surface((400, 400))
    canvas.fill((60, 40, 30))
    square = draw_qr(canvas, "KABC", pygame.Rect(0, 0, 400, 400))
    modules = 21 + 2 * QUIET_ZONE_MODULES
    assert square.width == square.height and square.width % modules == 0
    module = square.width // modules
    colours = {canvas.get_at((x, y))[:3] for x in range(square.left, square.right, 3) for y in range(square.top, square.bottom, 3)}
    assert colours == {QR_DARK, QR_LIGHT}
    quiet = pygame.Rect(square.left, square.top, square.width, QUIET_ZONE_MODULES * module)
    assert all(canvas.get_at((x, quiet.bottom - 1))[:3] == QR_LIGHT for x in range(quiet.left, quiet.right))


def test_a_box_too_small_for_the_symbol_is_refused() -> None:
    with pytest.raises(ValueError, match="too small"):
        draw_qr(pygame.Surface((20, 20)), "KABC", pygame.Rect(0, 0, 20, 20))
