"""The shared match flow (games.app.table.match_session) runs Alchemist: a table size from the seats,
options in the config, a save after every action and the same game after a restart."""

from __future__ import annotations

from pathlib import Path

from games.app.table.bot_worker import BotWorker
from games.app.table.match_session import MatchSession, storage_name
from games.app.store.storage import Storage

GAME = "alchemist"


def test_a_three_seat_game_without_schools_is_saved_and_resumed(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = MatchSession.new(GAME, ["human", "bot:easy", "bot:strong"], storage, seed=5,
                               config={"schools": "off"}, worker=BotWorker(threaded=False))
    stored = storage.load(storage_name(GAME))
    assert stored["config"] == {"schools": "off", "players": 3} and stored["seats"] == ["human", "bot:easy", "bot:strong"]
    clock = 0.0
    for _ in range(40):
        if session.is_over:
            break
        if session.human_to_move():
            session.play(session.legal_actions()[-1])
        else:
            clock += 0.01
            session.poll_bot(clock)
    again = MatchSession.resume(GAME, storage, worker=BotWorker(threaded=False))
    assert again is not None and again.match.state == session.match.state
    assert again.match.state.players == 3 and not again.match.state.schools_on
