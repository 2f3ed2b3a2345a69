"""Printed cards and stickers read back through the scanner at webcam size; PDFs and bad input."""

from __future__ import annotations

import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import cv2  # noqa: E402
import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from games.alchemists.components import INGREDIENTS  # noqa: E402
from games.alchemists.ui.card_sheet import main, render_card, render_sticker  # noqa: E402
from scanner.decoders import ZxingDecoder  # noqa: E402
from scanner.payload import IngredientCard, parse  # noqa: E402


def read_back(surface: pygame.Surface, px_per_mm: float, width_mm: float) -> list[object]:
    """Scale a printed piece to `px_per_mm`, put it on a grey table frame, decode it."""
    image = pygame.surfarray.array3d(surface).swapaxes(0, 1)[:, :, ::-1]
    width = round(width_mm * px_per_mm)
    small = cv2.resize(image, (width, round(width * image.shape[0] / image.shape[1])), interpolation=cv2.INTER_AREA)
    frame = np.full((480, 640, 3), 90, np.uint8)
    frame[100 : 100 + small.shape[0], 200 : 200 + small.shape[1]] = small
    return [parse(s.text) for s in ZxingDecoder().decode(frame)]


@pytest.mark.parametrize("ingredient", INGREDIENTS)
def test_a_printed_card_reads_back_at_webcam_size(ingredient: str) -> None:
    # 2.84 px/mm: a 1280-pixel frame showing 45 cm of table
    assert read_back(render_card(ingredient), 2.84, 63.0) == [IngredientCard(ingredient)]


@pytest.mark.parametrize("ingredient", INGREDIENTS)
def test_a_printed_sticker_reads_back_held_closer(ingredient: str) -> None:
    # 6 px/mm: the sticker held about 20 cm from a 720p webcam
    assert read_back(render_sticker(ingredient), 6.0, 15.0) == [IngredientCard(ingredient)]


def test_card_and_sticker_sizes_at_300_dpi() -> None:
    assert render_card("toad").get_size() == (744, 1039)
    assert render_sticker("toad").get_size() == (177, 248)


@pytest.mark.parametrize(("paper", "box"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_pdf_sheets_have_the_paper_size_and_all_pages(paper: str, box: tuple[int, int], tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--paper", paper, "--out", str(tmp_path), "--copies", "1"]) == 0
    written = capsys.readouterr().out.split()
    assert written == [str(tmp_path / f"cards-{paper}.pdf"), str(tmp_path / f"stickers-{paper}.pdf")]
    cards = (tmp_path / f"cards-{paper}.pdf").read_bytes()
    assert cards.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page\b", cards)) == 1  # 8 cards fit on one 3 x 3 page
    sizes = {tuple(round(float(v)) for v in m) for m in re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)", cards)}
    assert sizes == {box}
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"cards-{paper}.pdf", f"stickers-{paper}.pdf"]


def test_png_writes_one_image_per_card_and_sticker(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--format", "png", "--out", str(tmp_path)]) == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([f"card-{i}.png" for i in INGREDIENTS] + [f"sticker-{i}.png" for i in INGREDIENTS])


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--paper", "a3"], "cards: argument --paper: invalid choice: 'a3' (choose from 'a4', 'letter')"),
        (["--copies", "0"], "cards: --copies must be between 1 and 50, not 0"),
        (["--format", "svg"], "cards: argument --format: invalid choice: 'svg' (choose from 'pdf', 'png')"),
    ],
)
def test_bad_input_is_exit_2_and_one_line(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().err == message + "\n"


def test_an_output_path_that_is_a_file_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["--out", str(blocker)]) == 2
    assert capsys.readouterr().err.startswith("cards: ")
