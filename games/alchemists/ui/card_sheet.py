"""`python main.py cards`: printable ingredient cards and stickers with the scanner's code.

    python main.py cards [--paper a4|letter] [--format pdf|png] [--out DIR] [--copies N] [--code microqr|qr]

PDF (default): two files in DIR, cards-<paper>.pdf (full 63 x 88 mm cards, 3 x 3 per page, `copies`
of each ingredient, 5 = a full deck of 40) and stickers-<paper>.pdf (15 x 21 mm stickers for the
original cards, ten of each ingredient), 300 dpi, with cut marks. PNG: one image per card and per
sticker instead. Each shows the code (with its text for typing), the ingredient's picture and its
name in German and English. Files are written atomically. Bad input: exit 2, one line on stderr.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402
from PIL import Image  # noqa: E402

from games.alchemists.components import INGREDIENT_NAMES, INGREDIENTS  # noqa: E402
from games.alchemists.ui.icons import draw_ingredient  # noqa: E402
from games.tools.cli import ArgumentParser, UsageError  # noqa: E402
from scanner.codes import code_modules  # noqa: E402
from scanner.payload import card_payload  # noqa: E402

DPI = 300
PAPERS_MM: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CARD_MM = (63.0, 88.0)
CARD_CODE_MM = 44.0  # the code with its quiet zone, as in scanner/synthetic.py
STICKER_MM = (15.0, 21.0)
STICKERS_PER_INGREDIENT = 10
FONT_DIR = Path(__file__).resolve().parents[3] / "assets" / "fonts"
INK = (20, 14, 10)
GUIDE = (200, 200, 200)
WHITE = (255, 255, 255)


def px(mm: float) -> int:
    """Millimetres at 300 dpi, in whole pixels."""
    return round(mm * DPI / 25.4)


def font(size_px: int, bold: bool = True) -> pygame.font.Font:
    """DejaVu Sans of `size_px` pixels."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(FONT_DIR / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")), max(6, size_px))


def fitted_text(text: str, max_width: int, size_px: int, bold: bool = True) -> pygame.Surface:
    """`text` rendered as large as `size_px` allows within `max_width`."""
    while True:
        surface = font(size_px, bold).render(text, True, INK)
        if surface.get_width() <= max_width or size_px <= 8:
            return surface
        size_px -= 2


def code_surface(text: str, side: int, symbology: str) -> pygame.Surface:
    """The code of `text` with whole-pixel modules, at most `side` pixels square, centred."""
    modules = code_modules(text, symbology)
    module = max(1, side // modules.shape[1])
    image = np.kron(modules, np.ones((module, module), np.uint8))
    rgb = np.repeat(image[:, :, None], 3, axis=2)
    return pygame.image.frombuffer(np.ascontiguousarray(rgb).tobytes(), (image.shape[1], image.shape[0]), "RGB")


def name_line(ingredient: str) -> str:
    """The names in German and English, e.g. "Pilz · Mushroom"."""
    names = INGREDIENT_NAMES[ingredient]
    return f"{names['de']} · {names['en']}"


def render_card(ingredient: str, symbology: str = "microqr") -> pygame.Surface:
    """One full ingredient card at 300 dpi: code, its text, picture, names."""
    width, height = px(CARD_MM[0]), px(CARD_MM[1])
    card = pygame.Surface((width, height))
    card.fill(WHITE)
    text = card_payload(ingredient)
    code = code_surface(text, px(CARD_CODE_MM), symbology)
    card.blit(code, code.get_rect(midtop=(width // 2, px(4))))
    label = font(px(2.6), bold=False).render(text, True, INK)
    card.blit(label, label.get_rect(midtop=(width // 2, px(4) + code.get_height())))
    picture = pygame.Rect(0, 0, px(24), px(24))
    picture.midtop = (width // 2, px(4) + code.get_height() + label.get_height() + px(1))
    draw_ingredient(card, ingredient, picture)
    name = fitted_text(name_line(ingredient), width - px(6), px(4.6))
    card.blit(name, name.get_rect(midbottom=(width // 2, height - px(3.5))))
    pygame.draw.rect(card, GUIDE, card.get_rect(), 2, border_radius=px(3))
    return card


def render_sticker(ingredient: str, symbology: str = "microqr") -> pygame.Surface:
    """One 15 x 21 mm sticker: the code on top, a small picture and the names below."""
    width, height = px(STICKER_MM[0]), px(STICKER_MM[1])
    sticker = pygame.Surface((width, height))
    sticker.fill(WHITE)
    code = code_surface(card_payload(ingredient), width, symbology)
    sticker.blit(code, code.get_rect(midtop=(width // 2, 0)))
    below = pygame.Rect(0, code.get_height(), width, height - code.get_height())
    icon = pygame.Rect(below.x + px(0.5), below.y, below.height - px(0.5), below.height - px(0.5))
    draw_ingredient(sticker, ingredient, icon)
    names = INGREDIENT_NAMES[ingredient]
    text_width = width - icon.right - px(0.5)
    de = fitted_text(names["de"], text_width, px(2.0))
    en = fitted_text(names["en"], text_width, px(1.7), bold=False)
    sticker.blit(de, (icon.right + px(0.3), below.y + px(0.3)))
    sticker.blit(en, (icon.right + px(0.3), below.y + px(0.3) + de.get_height()))
    return sticker


def layout_pages(pieces: list[pygame.Surface], paper: str, title: str, gap_mm: float) -> list[pygame.Surface]:
    """Pages of `paper` with `pieces` in a centred grid, a title line and cut marks."""
    page_w, page_h = (px(v) for v in PAPERS_MM[paper])
    piece_w, piece_h = pieces[0].get_size()
    gap, margin, top = px(gap_mm), px(5), px(9)  # 3 x 3 cards fit on Letter too
    columns = max(1, (page_w - 2 * margin + gap) // (piece_w + gap))
    rows = max(1, (page_h - top - margin + gap) // (piece_h + gap))
    per_page = columns * rows
    grid_w, grid_h = columns * piece_w + (columns - 1) * gap, rows * piece_h + (rows - 1) * gap
    left, upper = (page_w - grid_w) // 2, top + (page_h - top - margin - grid_h) // 2
    pages = []
    for start in range(0, len(pieces), per_page):
        page = pygame.Surface((page_w, page_h))
        page.fill(WHITE)
        heading = fitted_text(title, page_w - 2 * margin, px(2.8), bold=False)
        page.blit(heading, heading.get_rect(midtop=(page_w // 2, px(3))))
        for index, piece in enumerate(pieces[start : start + per_page]):
            x = left + (index % columns) * (piece_w + gap)
            y = upper + (index // columns) * (piece_h + gap)
            page.blit(piece, (x, y))
        _cut_marks(page, left, upper, columns, rows, (piece_w, piece_h), gap)
        pages.append(page)
    return pages


def _cut_marks(page: pygame.Surface, left: int, top: int, columns: int, rows: int, piece: tuple[int, int],
               gap: int) -> None:
    """Short lines outside the grid in line with every cut."""
    length, clear = px(4), px(1)
    xs = sorted({left + c * (piece[0] + gap) for c in range(columns)} |
                {left + c * (piece[0] + gap) + piece[0] for c in range(columns)})
    ys = sorted({top + r * (piece[1] + gap) for r in range(rows)} |
                {top + r * (piece[1] + gap) + piece[1] for r in range(rows)})
    right, bottom = xs[-1], ys[-1]
    for x in xs:
        pygame.draw.line(page, INK, (x, top - clear - length), (x, top - clear), 2)
        pygame.draw.line(page, INK, (x, bottom + clear), (x, bottom + clear + length), 2)
    for y in ys:
        pygame.draw.line(page, INK, (left - clear - length, y), (left - clear, y), 2)
        pygame.draw.line(page, INK, (right + clear, y), (right + clear + length, y), 2)


def to_image(surface: pygame.Surface) -> Image.Image:
    """A pygame Surface as a Pillow RGB image."""
    return Image.frombytes("RGB", surface.get_size(), pygame.image.tobytes(surface, "RGB"))


def save_atomically(path: Path, write: Callable[[Path], None]) -> None:
    """Call write(temporary path) and rename the result over `path`."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}-", suffix=path.suffix)
    os.close(handle)
    try:
        write(Path(temporary))
        os.replace(temporary, path)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)


def write_pdf(path: Path, pages: list[pygame.Surface]) -> None:
    """A multi-page 300 dpi PDF of `pages`."""
    images = [to_image(page) for page in pages]
    save_atomically(path, lambda tmp: images[0].save(tmp, "PDF", resolution=DPI, save_all=True,
                                                     append_images=images[1:]))


def write_png(path: Path, surface: pygame.Surface) -> None:
    """One PNG at 300 dpi."""
    image = to_image(surface)
    save_atomically(path, lambda tmp: image.save(tmp, "PNG", dpi=(DPI, DPI)))


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The checked arguments; raises UsageError with a one-line reason."""
    parser = ArgumentParser(prog="python main.py cards", description=__doc__.split("\n\n")[0])
    parser.add_argument("--paper", choices=sorted(PAPERS_MM), default="a4")
    parser.add_argument("--format", choices=("pdf", "png"), default="pdf")
    parser.add_argument("--out", default="athanor-cards", help="folder to write into (created)")
    parser.add_argument("--copies", type=int, default=5, help="full cards per ingredient (default 5)")
    parser.add_argument("--code", choices=("microqr", "qr"), default="microqr",
                        help="qr only for readers without Micro QR (pyzbar)")
    args = parser.parse_args(argv)
    if not 1 <= args.copies <= 50:
        raise UsageError(f"--copies must be between 1 and 50, not {args.copies}")
    return args


def write_sheets(args: argparse.Namespace, out: Path) -> list[Path]:
    """Write the files `args` ask for into `out`; the paths written."""
    written = []
    if args.format == "png":
        for ingredient in INGREDIENTS:
            for kind, render in (("card", render_card), ("sticker", render_sticker)):
                path = out / f"{kind}-{ingredient}.png"
                write_png(path, render(ingredient, args.code))
                written.append(path)
        return written
    cards = [render_card(i, args.code) for i in INGREDIENTS for _ in range(args.copies)]
    stickers = [render_sticker(i, args.code) for i in INGREDIENTS for _ in range(STICKERS_PER_INGREDIENT)]
    hint = "In Originalgröße (100 %) drucken · Print at 100 % (no fit to page)"
    for name, pieces, title, gap in (
        ("cards", cards, f"Athanor-Zutatenkarten · Athanor ingredient cards — {hint}", 0.0),
        ("stickers", stickers, f"Athanor-Aufkleber · Athanor stickers — {hint}", 3.0),
    ):
        path = out / f"{name}-{args.paper}.pdf"
        write_pdf(path, layout_pages(pieces, args.paper, title, gap))
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    """Write the card sheets; 0 on success, 2 on bad input (one line on stderr)."""
    try:
        args = parse_args(argv)
        out = Path(args.out).expanduser()
        out.mkdir(parents=True, exist_ok=True)
    except (UsageError, OSError) as error:
        print(f"cards: {error}", file=sys.stderr)
        return 2
    try:
        written = write_sheets(args, out)
    except OSError as error:
        print(f"cards: cannot write into {out}: {error}", file=sys.stderr)
        return 2
    for path in written:
        print(path)
    return 0
