"""The Alchemists board game in the shared match session: 2-4 seats, the variant, saves, resume."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.app.table.bot_worker import BotWorker
from games.app.table.match_session import MatchSession
from games.app.store.storage import Storage

GAME = "alchemists"


def test_a_mixed_three_seat_match_is_saved_and_resumed_with_its_variant(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = MatchSession.new(GAME, ["human", "bot:easy", "bot:strong"], storage, seed=4,
                               config={"variant": "master"}, worker=BotWorker(threaded=False), private_views=True)
    assert session.match.record.config == {"variant": "master", "players": 3}
    clock = 0.0
    while not session.human_to_move():
        clock += 0.01
        session.poll_bot(clock)
    choice = session.legal_actions()[0]
    session.play(choice)
    resumed = MatchSession.resume(GAME, storage, worker=BotWorker(threaded=False))
    assert resumed is not None and resumed.state == session.state
    view = resumed.view()
    assert view.seat == 0 and view.players == 3 and view.variant == "master"


def test_a_match_needs_two_to_four_seats(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="needs 2, 3 or 4 seats, got 1"):
        MatchSession.new(GAME, ["human"], Storage(tmp_path), seed=1, worker=BotWorker(threaded=False))
