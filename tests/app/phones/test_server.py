"""The phone server in-process: privacy of a seat's JSON, Origin, size and rate limits, marks."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Iterator

import pytest

from games.app.table.bot_worker import BotWorker
from games.app.table.match_session import MatchSession
from games.app.store.storage import Storage
from games.app.phones.guard import RateLimiter, origin_allowed
from games.app.phones.server import ServerThread, make_app, seat_url
from games.app.phones.table import HostedTable
from games.app.phones.tokens import SeatTokens
from games.app.phones.translate import translator_for
from games.app.phones.words import words_of
from tests.app.phones.hosting import request


def hosted_table(tmp_path: Path, game: str = "alchemists", seats: tuple[str, ...] = ("human", "human"),
                 seed: int = 5) -> HostedTable:
    session = MatchSession.new(game, list(seats), Storage(tmp_path), seed=seed, worker=BotWorker(threaded=False))
    return HostedTable(session, words_of(game), translator_for)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[HostedTable, SeatTokens, str]]:
    table = hosted_table(tmp_path)
    tokens = SeatTokens.for_seats([0, 1])
    server = ServerThread(make_app(table, tokens))
    port = server.start()
    stop = threading.Event()
    owner = threading.Thread(target=lambda: [table.pump() for _ in iter(lambda: stop.wait(0.01), True)])
    owner.start()
    yield table, tokens, f"http://127.0.0.1:{port}"
    stop.set()
    owner.join()
    server.stop()


def _play_until_hands_differ(table: HostedTable) -> None:
    for _ in range(40):
        seat = table.session.to_move
        view = table.seat_json(seat, "en")
        played = table.submit(seat, view["legal"][-1])
        table.pump()
        assert played.result(timeout=0).status == 200


def test_a_seat_json_never_holds_the_other_seat_s_secrets(tmp_path: Path) -> None:
    table = hosted_table(tmp_path)
    _play_until_hands_differ(table)
    state = table.session.match.state
    red, green = (json.dumps(table.seat_json(seat, "en"), ensure_ascii=False) for seat in (0, 1))
    assert json.loads(red)["view"]["hand"] == list(state.labs[0].hand)
    assert json.loads(green)["view"]["hand"] == list(state.labs[1].hand)
    assert json.loads(red)["view"]["secret"] is None
    assert state.labs[0].hand != state.labs[1].hand  # so a leak would show
    for seat, text in ((0, red), (1, green)):
        other = 1 - seat
        hand = json.loads(text)["view"]["hand"]
        assert hand != list(state.labs[other].hand)
        assert all(e["ingredients"] is None for e in json.loads(text)["view"]["experiments"]
                   if e["seat"] == other and not e.get("public", False) and e["kind"] not in ("student", "drink"))


def test_writes_from_another_origin_are_refused(served: tuple[HostedTable, SeatTokens, str]) -> None:
    table, tokens, base = served
    url = seat_url(base, tokens.by_seat[table.session.to_move])
    legal = request(url + "/view.json")[1]["legal"]
    assert request(url + "/act", {"action": legal[0]}, headers={"Origin": "http://evil.example"})[0] == 403
    assert request(url + "/act", {"action": legal[0]}, headers={"Origin": base})[0] == 200


def test_a_large_body_is_refused(served: tuple[HostedTable, SeatTokens, str]) -> None:
    table, tokens, base = served
    url = seat_url(base, tokens.by_seat[table.session.to_move])
    assert request(url + "/act", data=b'{"action": "' + b"x" * 10_000 + b'"}')[0] == 413
    assert request(url + "/act", data=b"not json")[0] == 400


def test_marks_cycle_on_the_own_sheet_only(served: tuple[HostedTable, SeatTokens, str]) -> None:
    table, tokens, base = served
    red, green = seat_url(base, tokens.by_seat[0]), seat_url(base, tokens.by_seat[1])
    assert request(red + "/mark", {"row": 2, "column": 5})[0] == 200
    assert request(red + "/view.json")[1]["sheet"]["marks"][2][5] == "✕"
    assert request(green + "/view.json")[1]["sheet"]["marks"][2][5] == ""
    assert request(red + "/mark", {"row": 8, "column": 0})[0] == 400
    assert request(red + "/mark", {"row": "2", "column": 0})[0] == 400


def test_the_rate_limiter_lets_a_burst_through_then_refuses_then_recovers() -> None:
    limiter = RateLimiter(rate=10, burst=5)
    assert [limiter.allow("a", 0.0) for _ in range(6)] == [True] * 5 + [False]
    assert limiter.allow("b", 0.0)  # another client is not affected
    assert limiter.allow("a", 0.1)  # a tenth of a second refills one request


@pytest.mark.parametrize(("origin", "host", "allowed"), [
    (None, "127.0.0.1:8000", True), ("http://127.0.0.1:8000", "127.0.0.1:8000", True),
    ("http://127.0.0.1:8001", "127.0.0.1:8000", False), ("null", "127.0.0.1:8000", False),
    ("http://evil.example", "127.0.0.1:8000", False),
])
def test_origin_check(origin: str | None, host: str, allowed: bool) -> None:
    assert origin_allowed(origin, host) is allowed


def test_tokens_are_long_random_and_open_only_their_seat() -> None:
    tokens = SeatTokens.for_seats([0, 2])
    assert tokens.seat_of(tokens.by_seat[0]) == 0 and tokens.seat_of(tokens.by_seat[2]) == 2
    assert tokens.seat_of(tokens.by_seat[0][:-1]) is None and tokens.seat_of("") is None
    assert all(len(t) >= 22 for t in tokens.by_seat.values())
    old = tokens.by_seat[2]
    tokens.renew(2)
    assert tokens.seat_of(old) is None


def test_the_seat_page_and_its_files_are_served_and_a_wrong_token_is_not(
        served: tuple[HostedTable, SeatTokens, str]) -> None:
    table, tokens, base = served
    url = seat_url(base, tokens.by_seat[0])
    status, page = request(url)
    assert status == 200 and "/phone/phone.js" in page and "<html" in page
    assert request(base + "/phone/phone.js")[0] == 200 and request(base + "/phone/phone.css")[0] == 200
    assert request(base + "/phone/index.html")[0] == 404 and request(base + "/phone/..%2fserver.py")[0] == 404
    assert request(base + "/seat/" + "x" * 32)[0] == 404


def test_a_move_is_published_before_its_phone_hears_the_answer(tmp_path: Path) -> None:
    # A phone that reloads its view right after a 200 must see its move: the owner publishes the new
    # snapshot before it resolves the answer the server is waiting for.
    table = hosted_table(tmp_path)
    seat = table.session.to_move
    before = table.seat_json(seat, "en")
    answer = table.submit(seat, before["legal"][0])
    seen: list[int] = []
    answer.add_done_callback(lambda _: seen.append(table.seat_json(seat, "en")["version"]))
    table.pump()
    assert answer.result(timeout=0).status == 200 and seen == [before["version"] + 1]
