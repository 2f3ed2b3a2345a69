"""`python main.py cards`: printable ingredient cards and stickers with the scanner's code.

    python main.py cards [--paper a4|letter] [--format pdf|png] [--out DIR] [--copies N] [--code microqr|qr]

The sheets are drawn by games.alchemists.ui.card_sheet (pygame), imported only once the arguments
are checked. Bad input: exit 2, one line on stderr.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from games.tools.args import ArgumentParser, UsageError

PAPERS = ("a4", "letter")  # the papers of games.alchemists.ui.card_sheet.PAPERS_MM


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The checked arguments; raises UsageError with a one-line reason."""
    parser = ArgumentParser(prog="python main.py cards", description=__doc__.split("\n\n")[0])
    parser.add_argument("--paper", choices=PAPERS, default="a4")
    parser.add_argument("--format", choices=("pdf", "png"), default="pdf")
    parser.add_argument("--out", default="athanor-cards", help="folder to write into (created)")
    parser.add_argument("--copies", type=int, default=5, help="full cards per ingredient (default 5)")
    parser.add_argument("--code", choices=("microqr", "qr"), default="microqr",
                        help="the small code on full cards: qr only for readers without Micro QR (pyzbar)")
    args = parser.parse_args(argv)
    if not 1 <= args.copies <= 50:
        raise UsageError(f"--copies must be between 1 and 50, not {args.copies}")
    if not args.out.strip():
        raise UsageError("--out needs a folder name (for this folder: --out .)")
    return args


def main(argv: list[str]) -> int:
    """Write the card sheets; 0 on success, 2 on bad input (one line on stderr)."""
    try:
        args = parse_args(argv)
        out = Path(args.out).expanduser()
        out.mkdir(parents=True, exist_ok=True)
    except (UsageError, OSError) as error:
        print(f"cards: {error}", file=sys.stderr)
        return 2
    from games.alchemists.ui.card_sheet import write_sheets

    try:
        written = write_sheets(args, out)
    except OSError as error:
        print(f"cards: cannot write into {out}: {error}", file=sys.stderr)
        return 2
    for path in written:
        print(path)
    return 0
