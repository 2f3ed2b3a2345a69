"""The phone's deduction sheet: the board's shares in every open cell (a whole percentage rounded half up:
1 of 8 solutions is "13 %"), and every cell a finger's size (at least 48 x 48 CSS px) on a 390 px wide
phone, the sheet scrolling sideways inside its card rather than the page."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.alchemists.board.ui.phone import share_text
from tests.app.phones.browser import chromium
from tests.app.phones.hosting import hosted
from tests.app.phones.test_phone_pages import PHONE, data_of, open_page


@pytest.mark.parametrize(("worlds", "count", "text"), [(1, 8, "13 %"), (3, 8, "38 %"), (1, 200, "1 %"),
                                                        (1, 201, "<1 %"), (199, 200, ">99 %"), (0, 8, ""),
                                                        (8, 8, "")])
def test_a_share_is_said_as_the_board_s_sheet_says_it(worlds: int, count: int, text: str) -> None:
    assert share_text(worlds, count) == text


def test_the_sheet_shows_the_shares_in_cells_a_finger_can_hit_on_a_390_px_phone(tmp_path: Path) -> None:
    with hosted(tmp_path, "alchemists", "--seats", "human,human", "--seed", "11", "--linger", "30") as (info, _):
        with chromium() as browser:
            page = open_page(browser, next(iter(info["seats"].values()))["url"], "de")
            sheet = data_of(page)["sheet"]
            assert sheet["shares"] == [["13 %"] * 8] * 8  # nothing known yet: every cell 1 of 8
            cells = page.locator("#sheet td button")
            assert cells.count() == 64
            boxes = cells.evaluate_all("(all) => all.map((b) => { const r = b.getBoundingClientRect();"
                                       " return [r.width, r.height, b.querySelector('.share').textContent]; })")
            assert all(width >= 48 and height >= 48 for width, height, _ in boxes), boxes[:3]
            assert {share for _, _, share in boxes} == {"13 %"}
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # the page does not scroll sideways
            scroller = page.locator("#sheet .sheet-scroll")
            assert scroller.evaluate("(s) => s.scrollWidth > s.clientWidth")  # the sheet does
            last = cells.nth(63)
            last.scroll_into_view_if_needed()
            last.click()  # a real tap on the far corner reaches it and marks it
            page.wait_for_function("window.athanor.data.sheet.marks[7][7] === '✕'")
            assert page.locator("#sheet td button").nth(63).locator(".mark").inner_text() == "✕"
