"""The event log: rebuilt from the record in order, the same after a restart, scrollable by wheel,
keys and buttons, and readable."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.app.table.bot_worker import BotWorker
from games.app.table.event_log import LOG_TEXT_SIZE, EventLog, EventLogPanel, EventLogScene
from games.app.kit.fonts import MIN_READABLE
from games.app.testing.headless import Harness
from games.app.table.match_session import Happening, MatchSession
from games.app.scene import Intent, Scene
from games.app.store.storage import Storage
from games.kernel.protocol import CHANCE
from tests.app.toy import register
from tests.app.toy.rules import COLOURS, add

import pygame


def narrate(h: Happening) -> list[str]:
    """Two lines for a decision (in this order), one for a shown card, none for the deal."""
    text = str(h.action)
    if text.startswith("deal"):
        return []
    if h.seat == CHANCE:
        return [f"The market shows {text[5:]}"]
    return [f"{COLOURS[h.seat]} {text}s", f"(total now {h.after.total})"]


@pytest.fixture
def session(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> MatchSession:
    game = register(monkeypatch)
    session = MatchSession.new(game, ["human", "human", "human"], Storage(tmp_path), seed=5,
                               config={"colours": list(COLOURS[:3])}, worker=BotWorker(threaded=False))
    for amount in (1, 2, 2, 1):
        session.play(add(amount))
    session.take_news()
    return session


def test_the_log_is_built_from_the_record_in_order(session: MatchSession) -> None:
    log = EventLog(narrate)
    log.rebuild(session.history())
    assert log.lines[:7] == ["red add 1s", "(total now 1)", "green add 2s", "(total now 3)", "blue add 2s",
                             "(total now 5)", f"The market shows {session.state.shown[0]}"]
    assert [e.index for e in log.entries] == [3, 4, 5, 6, 7]  # the three deals said nothing


def test_the_log_is_the_same_after_a_restart(session: MatchSession, tmp_path: Path) -> None:
    before = EventLog(narrate)
    before.rebuild(session.history())
    resumed = MatchSession.resume(session.game_id, Storage(tmp_path), worker=BotWorker(threaded=False))
    after = EventLog(narrate)
    after.rebuild(resumed.history())  # type: ignore[union-attr]
    assert after.lines == before.lines and after.entries == before.entries


def test_news_added_one_by_one_equals_the_rebuilt_log(session: MatchSession) -> None:
    log = EventLog(narrate)
    log.rebuild(session.history())
    version = log.version
    session.play(add(2))
    for happening in session.take_news():
        log.add(happening)
    rebuilt = EventLog(narrate)
    rebuilt.rebuild(session.history())
    assert log.lines == rebuilt.lines and log.version > version


def test_undo_takes_its_lines_out_of_the_rebuilt_log(session: MatchSession) -> None:
    log = EventLog(narrate)
    log.rebuild(session.history())
    lines = list(log.lines)
    session.play(add(2))
    session.undo()
    log.rebuild(session.history())
    assert log.lines == lines


def long_log(entries: int = 40) -> EventLog:
    log = EventLog(lambda h: [f"line {h.index}: something rather long happened at the table"])
    log.rebuild([Happening(i, 0, "x", None, None, False) for i in range(entries)])
    return log


def test_the_panel_follows_the_newest_line_and_scrolls_back_by_wheel_keys_and_buttons() -> None:
    log = long_log()
    with Harness() as h:
        panel = EventLogPanel(pygame.Rect(100, 100, 420, 300))
        canvas = h.render()
        panel.draw(canvas, h.ctx, log, "What happened")
        assert "line 39" in "".join(r.text for r in panel.scroller.window())  # the newest entry shows
        assert not panel.down.enabled and panel.up.enabled
        assert panel.handle(Intent("scroll", data=1)) == "scroll" and panel.scroller.offset == 3
        assert panel.handle(Intent("key", key="end")) == "scroll" and panel.scroller.offset == 0
        assert panel.handle(Intent("key", key="home")) == "scroll"
        assert "line 0:" in panel.scroller.window()[0].text
        assert panel.handle(Intent("click", pos=panel.down.rect.center)) == "scroll"
        assert panel.handle(Intent("click", pos=panel.text_box.center)) == "open"
        assert panel.handle(Intent("click", pos=(5, 5))) is None
        assert panel.up.rect.w >= 72 and panel.up.rect.h >= 72  # a finger's target at 1280 x 720


def test_reading_back_keeps_its_place_while_new_lines_come() -> None:
    log = long_log()
    with Harness() as h:
        panel = EventLogPanel(pygame.Rect(100, 100, 420, 300))
        panel.draw(h.render(), h.ctx, log, "Log")
        panel.handle(Intent("scroll", data=2))
        shown = [r.text for r in panel.scroller.window()]
        log.add(Happening(40, 0, "x", None, None, False))
        panel.draw(h.render(), h.ctx, log, "Log")
        assert [r.text for r in panel.scroller.window()] == shown


def test_the_full_page_opens_at_the_newest_line_and_is_readable() -> None:
    log = long_log()
    with Harness("de") as h:
        h.push(Scene())
        h.forget_texts()
        page = h.push(EventLogScene(log, "Was geschah"))
        assert h.small_texts() == {}
        assert "line 39" in "".join(r.text for r in page.scroller.window())
        h.key("pageup")
        assert page.scroller.offset > 0
        h.confirm()
        assert not isinstance(h.top, EventLogScene)
    assert LOG_TEXT_SIZE >= MIN_READABLE


def test_an_entry_taller_than_the_panel_shows_every_row_that_fits_not_only_its_last() -> None:
    words = " ".join(f"word{i}" for i in range(60))
    log = EventLog(lambda h: [f"short {h.index}"] if h.index == 0 else [words])
    log.rebuild([Happening(i, 0, "x", None, None, False) for i in range(2)])
    with Harness() as h:
        panel = EventLogPanel(pygame.Rect(100, 100, 420, 300))
        panel.draw(h.render(), h.ctx, log, "Log")
        rows = panel.scroller.window()
        assert len(rows) == panel.scroller.visible > 1
        assert rows[-1].text.endswith("word59")
        assert all(row.entry == 1 for row in rows)


def test_any_numbered_item_can_be_logged_with_a_picture_at_the_left_of_its_lines() -> None:
    drawn: list[tuple[str, pygame.Rect]] = []

    class Result:
        def __init__(self, index: int) -> None:
            self.index = index

    def picture(item: Result):  # type: ignore[no-untyped-def]
        return None if item.index == 1 else (lambda canvas, rect: drawn.append((f"p{item.index}", rect)))

    log = EventLog(lambda item: [f"{item.index + 1}. a result", "its answer"], picture)
    log.rebuild([Result(i) for i in range(3)])
    assert [e.index for e in log.entries] == [0, 1, 2] and log.has_pictures
    assert log.entries[1].picture is None and log.entries[0].picture is not None
    with Harness() as h:
        page = h.push(EventLogScene(log, "History", empty="Nothing yet."))
        h.render()
        box = page._text_box()
        step = h.ctx.fonts.get(34).get_linesize()
        assert [name for name, _ in drawn] == ["p0", "p2"]
        first = drawn[0][1]
        assert first.x == box.x and first.y == box.y + 6, "a log that fits starts at the top of the page"
        assert first.h == 2 * step - 12 and page.scroller.gutter == 2 * step + 28  # theme.GAP
        assert all(row.picture is None for row in page.scroller.rows if not row.starts_entry)


def test_the_page_of_an_empty_log_says_what_the_game_gives() -> None:
    with Harness() as h:
        h.push(EventLogScene(EventLog(lambda item: ["x"]), "History", empty="No results yet."))
        h.forget_texts()
        h.render()
        assert "No results yet." in h.ctx.fonts.recorded()
