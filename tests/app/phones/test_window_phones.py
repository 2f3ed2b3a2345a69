"""Phone seats in the window: chosen in the seat setup, their QR codes shown until the phones join,
their turns played from the phones (never at the screen), nothing of theirs drawn on the big screen."""

from __future__ import annotations

import random
import threading
import time

from games.app.phones.join_scene import PhoneJoinScene
from tests.alchemists.board.ui.screens import harness, start_match, tap
from tests.app.phones.hosting import request


def _pump_until(h, predicate, seconds: float = 20.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        h.step(0.05)


def test_phone_seats_join_by_qr_and_play_from_their_phones() -> None:
    with harness("en", seed=3) as h:
        board = start_match(h, ["phone", "phone", "bot:easy"])
        h.step(0.05)
        join = h.top
        assert isinstance(join, PhoneJoinScene) and join.waiting == (0, 1)
        h.render()
        assert h.ctx.tr.missing == set()
        link = board.phones
        assert link is not None and link.address == "127.0.0.1"
        urls = [link.url(seat) for seat in (0, 1)]
        for url in urls:
            assert request(url + "/view.json")[0] == 200
        _pump_until(h, lambda: h.top is board)  # every phone is there: the QR codes go
        rng = random.Random(2)
        for _ in range(20):
            seat = board.session.to_move
            if board.session.is_over:
                break
            if not board.session.is_phone(seat):
                h.step(0.5)
                continue
            assert not board.session.human_to_move(), "the screen never decides for a phone seat"
            h.step(0.05)  # the board publishes the match to the phones
            data = request(urls[seat] + "/view.json")[1]
            before = len(board.session.match.actions)
            answer: list[int] = []
            phone = threading.Thread(target=lambda: answer.append(
                request(urls[seat] + "/act", {"action": rng.choice(data["legal"])})[0]))
            phone.start()
            _pump_until(h, lambda: bool(answer))  # the board's update plays it, through the session
            phone.join()
            assert answer == [200] and len(board.session.match.actions) > before
        assert board.session.match.actions
        board.on_removed(h.ctx)
        assert board.phones is None


def test_a_seat_whose_phone_is_gone_plays_on_at_the_screen() -> None:
    with harness("de", seed=4) as h:
        board = start_match(h, ["phone", "human"])
        h.step(0.05)
        join = h.top
        assert isinstance(join, PhoneJoinScene) and join.waiting == (0,)
        url = board.phones.url(0)
        tap(h, ("here", 0))
        assert board.session.seats[0] == "human" and request(url + "/view.json")[0] == 404
        board.on_removed(h.ctx)
