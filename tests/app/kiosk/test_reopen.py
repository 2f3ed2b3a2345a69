"""After a watchdog restart the kiosk opens the game that was running where it was (the last-game
record the start screen keeps, games.app.kiosk.last_game)."""

from __future__ import annotations

from games.app.kiosk import last_game
from games.app.table.bot_worker import BotWorker
from games.app.testing.headless import Harness
from games.app.table.match_session import MatchSession
from games.app.start_scene import StartScene, reopen_running

OPTIONS = {"match_session_options": {"seed": 3, "worker": BotWorker(threaded=False)}}


def test_a_restart_reopens_the_running_kupferkessel_match_where_it_was() -> None:
    with Harness(services=dict(OPTIONS), kiosk=True) as h:
        session = MatchSession.new("kupferkessel", ["human", "human"], h.ctx.storage, seed=5)
        for _ in range(3):
            session.play(session.legal_actions()[0])
        played = len(session.match.actions)
        last_game.note_running(h.ctx, "kupferkessel")
        h.push(StartScene(kiosk=True))  # the new window's first start screen keeps the record
        assert reopen_running(h.stack, h.ctx)
        board = h.top
        assert type(board).__name__ == "BoardScene" and len(h.scenes) == 3
        assert len(board.session.match.actions) == played  # type: ignore[attr-defined]
        assert last_game.read(h.ctx).state == last_game.RUNNING  # type: ignore[union-attr]


def test_a_restart_reopens_the_lab_game() -> None:
    from games.alchemists.lab.ui.lab_state import join_game

    with Harness(kiosk=True) as h:
        join_game("DEMO", "apprentice", h.ctx.storage)
        last_game.note_running(h.ctx, "alchemists-lab")
        h.push(StartScene(kiosk=True))
        assert reopen_running(h.stack, h.ctx)
        assert type(h.top).__name__ == "LabMenuScene"


def test_nothing_reopens_after_the_players_left_or_without_a_record() -> None:
    with Harness(kiosk=True) as h:
        h.push(StartScene(kiosk=True))
        assert not reopen_running(h.stack, h.ctx)
        last_game.note_left(h.ctx) if last_game.read(h.ctx) else None
        last_game.note_running(h.ctx, "kupferkessel")
        last_game.note_left(h.ctx)
        assert not reopen_running(h.stack, h.ctx)
        assert len(h.scenes) == 1
