"""Printed cards and stickers read back through the scanner at webcam size (their markers from far,
a card's small code from near); PDFs and bad input."""

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
from games.alchemists.ui.card_sheet import PAPERS_MM, render_card, render_sticker  # noqa: E402
from games.tools.cards import PAPERS, main  # noqa: E402
from scanner.decoders import Symbol, ZxingDecoder  # noqa: E402
from scanner.markers import FORMAT, MarkerFinder  # noqa: E402
from scanner.payload import IngredientCard, parse  # noqa: E402
from scanner.pipeline import ScanPipeline  # noqa: E402
from scanner.sources import Frame  # noqa: E402
from scanner.stabilizer import Stabilizer  # noqa: E402


def frame_with(surface: pygame.Surface, px_per_mm: float, width_mm: float,
               size: tuple[int, int] = (640, 480)) -> np.ndarray:
    """A grey table frame of `size` with a printed piece scaled to `px_per_mm` on it."""
    image = pygame.surfarray.array3d(surface).swapaxes(0, 1)[:, :, ::-1]
    width = round(width_mm * px_per_mm)
    small = cv2.resize(image, (width, round(width * image.shape[0] / image.shape[1])), interpolation=cv2.INTER_AREA)
    frame = np.full((size[1], size[0], 3), 90, np.uint8)
    frame[100 : 100 + small.shape[0], 200 : 200 + small.shape[1]] = small
    return frame


def readings(symbols: list[Symbol]) -> list[object]:
    """What the symbols mean."""
    return [parse(s.text) for s in symbols]


@pytest.mark.parametrize("ingredient", INGREDIENTS)
def test_a_printed_card_s_marker_reads_back_at_90_cm_from_a_480p_webcam(ingredient: str) -> None:
    # 0.62 px/mm: a 640-pixel frame showing 104 cm of table, a 60 degree webcam 90 cm away
    symbols, unread = MarkerFinder().find(cv2.cvtColor(frame_with(render_card(ingredient), 0.62, 63.0),
                                                       cv2.COLOR_BGR2GRAY))
    assert readings(symbols) == [IngredientCard(ingredient)] and [s.format for s in symbols] == [FORMAT]
    assert unread == []


@pytest.mark.parametrize("ingredient", INGREDIENTS)
@pytest.mark.parametrize("code", ["microqr", "qr"])
def test_a_printed_card_s_small_code_reads_back_held_close(ingredient: str, code: str) -> None:
    # 5 px/mm: the card held about 22 cm from a 720p webcam, or a phone or handheld reader
    frame = frame_with(render_card(ingredient, code), 5.0, 63.0, (1280, 720))
    assert readings(ZxingDecoder().decode(frame)) == [IngredientCard(ingredient)]


def test_a_card_held_close_counts_once_though_its_marker_and_small_code_both_read() -> None:
    frame = frame_with(render_card("scorpion"), 5.0, 63.0, (1280, 720))
    both = ZxingDecoder().decode(frame) + MarkerFinder().find(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))[0]
    assert sorted(s.format for s in both) == [FORMAT, "MicroQRCode"]
    pipeline = ScanPipeline(ZxingDecoder(), Stabilizer(stable_frames=1))
    result = pipeline.process(Frame(frame, 0, 0.0))
    assert [s.format for s in result.symbols] == [FORMAT]
    assert [(e.kind, e.value) for e in result.events] == [("card", "scorpion")]


@pytest.mark.parametrize("ingredient", INGREDIENTS)
def test_a_printed_sticker_reads_back_at_35_cm_from_a_480p_webcam(ingredient: str) -> None:
    # 1.6 px/mm: a 640-pixel frame showing 40 cm of table
    symbols, _ = MarkerFinder().find(cv2.cvtColor(frame_with(render_sticker(ingredient), 1.6, 15.0),
                                                  cv2.COLOR_BGR2GRAY))
    assert readings(symbols) == [IngredientCard(ingredient)]


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
        (["--out", ""], "cards: --out needs a folder name (for this folder: --out .)"),
        (["--out", "  "], "cards: --out needs a folder name (for this folder: --out .)"),
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


def test_the_command_line_offers_every_paper_the_sheets_know() -> None:
    assert sorted(PAPERS) == sorted(PAPERS_MM)
