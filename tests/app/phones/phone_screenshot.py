"""The README's picture of a phone seat's page (assets/screenshots/phone-seat-en.png): a hosted
two-human Alchemists match, a few actions played through the pages, the waiting seat's page at a
390 px wide phone (its hand, favors, seals, purse and the deduction sheet with its shares).

    .venv/bin/python -m tests.app.phones.phone_screenshot
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from tests.app.phones.browser import chromium
from tests.app.phones.hosting import hosted, request
from tests.app.phones.test_phone_pages import data_of, open_page, play_one

TARGET = Path(__file__).resolve().parents[3] / "assets" / "screenshots" / "phone-seat-en.png"
ACTIONS = 200  # at most: into the first rounds, until the waiting seat has a result on its sheet
HEIGHT = 1400  # px of the page kept (the top: status, private cards, the sheet)


def write(target: Path = TARGET) -> Path:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as data, \
            hosted(Path(data), "alchemists", "--seats", "human,human", "--seed", "11", "--linger", "30") as (info, _):
        with chromium() as browser:
            pages = {colour: open_page(browser, seat["url"]) for colour, seat in info["seats"].items()}
            for _ in range(ACTIONS):  # until the seat that waits knows something (its sheet shows shares other than 13 %)
                mover = request(info["table"])[1]["to_move"]
                waiting = next(page for colour, page in pages.items() if colour != mover)
                waiting.wait_for_function("!window.athanor.data.your_turn")
                if any(share not in ("13 %", "") for row in data_of(waiting)["sheet"]["shares"] for share in row):
                    break
                pages[mover].wait_for_function("window.athanor.data.your_turn")
                play_one(pages[mover], rng)
            waiting.screenshot(path=str(target), clip={"x": 0, "y": 0, "width": 390, "height": HEIGHT}, full_page=True)
    return target


if __name__ == "__main__":
    print(write())
