"""Hostile values inside files that parse: non-finite times in the kiosk's last-game record, control
characters in names and in set-aside notices (issue 25)."""

from __future__ import annotations

import pytest

from games.app.kiosk import last_game
from games.app.table.bot_worker import BotWorker
from games.app.testing.headless import Harness
from games.app.table.match_session import MatchSession
from games.app.start_scene import StartScene

OPTIONS = {"match_session_options": {"seed": 7, "worker": BotWorker(threaded=False)}}


@pytest.mark.parametrize("since", ["NaN", "Infinity", "-Infinity", "1e400", "1e300"])
def test_a_last_game_record_with_an_impossible_time_is_set_aside_and_the_start_screen_works(tmp_path, since) -> None:
    with Harness(storage_dir=tmp_path, services=dict(OPTIONS)) as before:
        MatchSession.new("kupferkessel", ["human", "bot:easy"], before.ctx.storage, seed=5,
                         worker=BotWorker(threaded=False)).close()
    (tmp_path / "kiosk").mkdir()
    record = tmp_path / "kiosk" / "last-game.json"
    record.write_text(f'{{"version": 1, "game": "kupferkessel", "state": "left", "since": {since}}}')
    with Harness(storage_dir=tmp_path, kiosk=True, services=dict(OPTIONS)) as h:
        for _ in range(2):  # entered twice: the second time too
            start = h.push(StartScene(kiosk=True))
            h.render()
            assert start.offer is None
            h.stack.home()
        assert not h.stack.crashes
        assert not record.exists() and (tmp_path / "kiosk" / "last-game.json.corrupt-1").exists()
        told = [scene for scene in h.scenes if type(scene).__name__ == "MessageScene"]
        reports = h.ctx.storage.take_reports()
        assert len(told) + len(reports) == 1


def test_a_campaign_named_with_a_nul_is_set_aside_told_and_the_book_draws(tmp_path) -> None:
    from games.app.kit.common_scenes import MessageScene
    from games.materia_prima.ui.book_scene import BookScene
    from games.materia_prima.ui.campaign_store import CAMPAIGNS
    from tests.materia_prima.ui.test_ui_campaigns import new_campaign

    with Harness(storage_dir=tmp_path, services=dict(OPTIONS)) as h:
        good = new_campaign(h, "Good")
        bad = new_campaign(h, "Bad")
        path = tmp_path / CAMPAIGNS / f"{bad}.json"
        path.write_text(path.read_text(encoding="utf-8").replace('"Bad"', '"B\\u0000d"'), encoding="utf-8")
        h.stack.home()
        h.push(BookScene())
        h.render()
        h.step(0.1)
        assert isinstance(h.top, MessageScene) and bad in h.top.text and "U+0000" in h.top.text
        h.confirm()
        book = h.top
        h.render()
        assert isinstance(book, BookScene) and [c.id for c in book.campaigns()] == [good]
        assert not path.exists() and not h.stack.crashes


@pytest.mark.parametrize("reason", ["action 'a\x00b' does not replay", "bad \ud800 text", "bell\x07\x1b[2J"])
def test_a_set_aside_notice_with_control_characters_in_its_reason_draws(tmp_path, reason: str) -> None:
    from games.app.kit.common_scenes import MessageScene

    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "x.json").write_text("{}")
    with Harness(storage_dir=tmp_path, services=dict(OPTIONS)) as h:
        h.push(StartScene())
        h.ctx.storage.set_aside("saves/x.json", reason)
        h.step(0.1)
        assert isinstance(h.top, MessageScene)
        h.render()
        assert not h.stack.crashes


@pytest.mark.parametrize("text", ["a\x00b", "\ud800", "tab\there\nline", "\x1b[2J"])
def test_text_drawing_takes_any_string(text: str) -> None:
    import pygame

    from games.app.kit.fonts import FontBook, printable
    from games.app.kit.text import draw_text, draw_text_box, fit_font

    fonts = FontBook()
    canvas = pygame.Surface((400, 200))
    font = fit_font(fonts, text, 380, 30)
    assert draw_text(canvas, text, font, (255, 255, 255), (0, 0)).width == font.size(printable(text))[0] > 0
    assert draw_text_box(canvas, fonts, text, pygame.Rect(0, 0, 400, 200), (255, 255, 255), 30)
    assert printable(text).isprintable()


@pytest.mark.parametrize("version", ["kupferkessel-2", "999"])
def test_a_match_record_of_a_newer_rules_version_is_told_as_newer(tmp_path, version: str) -> None:
    import json

    from games.app.table.match_session import storage_name
    from games.app.store.storage import Storage

    storage = Storage(tmp_path)
    MatchSession.new("kupferkessel", ["human", "bot:easy"], storage, seed=5, worker=BotWorker(threaded=False)).close()
    path = storage.path(storage_name("kupferkessel"))
    path.write_text(json.dumps({**json.loads(path.read_text()), "rules_version": version}))
    assert MatchSession.resume("kupferkessel", storage, worker=BotWorker(threaded=False)) is None
    [report] = storage.take_reports()
    assert (report.kind, report.what, report.aside) == ("newer", "game", "match-kupferkessel.json.corrupt-1")
