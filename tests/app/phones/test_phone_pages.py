"""Two humans play a whole Alchemists game only through two phone pages in a real browser, and a
page never shows the other seat's hand."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tests.app.phones.browser import chromium
from tests.app.phones.hosting import hosted, request

PHONE = {"width": 390, "height": 844}


def open_page(browser: Any, url: str, lang: str = "en") -> Any:
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{url}?lang={lang}")
    page.wait_for_function("window.athanor && window.athanor.data !== null")
    return page


def data_of(page: Any) -> dict:
    return page.evaluate("window.athanor.data")


def click_choice(page: Any, key: str, value: str) -> None:
    """Tap the option button whose data-`key` is `value` (a real click)."""
    buttons = page.locator("#choices button")
    values = buttons.evaluate_all(f"(all) => all.map((b) => b.dataset['{key}'] || null)")
    buttons.nth(values.index(value)).click()


def play_one(page: Any, rng: random.Random) -> str:
    """Choose one legal action by tapping through the page's steps and confirm it; its notation."""
    data = data_of(page)
    index = rng.randrange(len(data["legal"]))
    action, steps = data["legal"][index], data["steps"][index]
    taken = 0
    while page.locator("#confirm").is_hidden():
        values = page.locator("#choices button").evaluate_all("(all) => all.map((b) => b.dataset.action || null)")
        if action in values:
            click_choice(page, "action", action)
        else:
            click_choice(page, "step", steps[taken])
            taken += 1
    assert page.locator("#chosen").inner_text() == data["labels"][index]
    page.locator("#confirm-yes").click()
    page.wait_for_function(f"window.athanor.data.version > {data['version']}")
    return action


def hand_words(page: Any) -> str:
    return page.locator("#private").inner_text()


def test_two_humans_play_a_whole_game_through_two_browser_pages(tmp_path: Path) -> None:
    rng = random.Random(7)
    with hosted(tmp_path, "alchemists", "--seats", "human,human", "--seed", "11", "--linger", "30") as (info, _):
        with chromium() as browser:
            pages = {colour: open_page(browser, seat["url"]) for colour, seat in info["seats"].items()}
            played = 0
            while True:
                table = request(info["table"])[1]
                if table["over"]:
                    break
                page = pages[table["to_move"]]
                page.wait_for_function("window.athanor.data.your_turn || window.athanor.data.over")
                if data_of(page)["over"]:
                    break
                play_one(page, rng)
                played += 1
                assert played < 600, "the game did not end"
            for colour, page in pages.items():
                page.wait_for_function("window.athanor.data.over")
                assert "outcome" in data_of(page)
                assert page.locator("#status").inner_text().startswith("The game is over")
            assert played >= 40


def test_a_page_never_shows_the_other_seat_s_hand(tmp_path: Path) -> None:
    rng = random.Random(3)
    with hosted(tmp_path, "alchemists", "--seats", "human,human", "--seed", "4") as (info, _):
        with chromium() as browser:
            pages = {colour: open_page(browser, seat["url"], "de") for colour, seat in info["seats"].items()}
            for _ in range(12):
                table = request(info["table"])[1]
                mover = pages[table["to_move"]]
                mover.wait_for_function("window.athanor.data.your_turn")
                play_one(mover, rng)
            for colour, page in pages.items():
                other = next(c for c in pages if c != colour)
                mine, theirs = data_of(page), data_of(pages[other])
                assert mine["view"]["hand"] != theirs["view"]["hand"]
                own_cards = hand_words(page)
                assert own_cards == hand_words(page)  # stable
                assert "hand" in mine["view"] and mine["seat"] == colour
                assert theirs["private"] != mine["private"]
                assert page.locator("#private").inner_text() != pages[other].locator("#private").inner_text()
