"""The "last running game" record: opening a game notes it, going home notes that the players left,
and after a watchdog restart the game that was on screen opens again where it was."""

from __future__ import annotations

from games.app.bot_worker import BotWorker
from games.app.headless import Harness
from games.app.match_session import MatchSession
from games.app.running_game import RUNNING_FILE, note_opened, read_running
from games.app.start_scene import StartScene, reopen_running

OPTIONS = {"match_session_options": {"seed": 3, "worker": BotWorker(threaded=False)}}


def test_opening_a_game_notes_it_and_going_home_notes_the_players_left() -> None:
    with Harness(services=dict(OPTIONS)) as h:
        start = h.push(StartScene())
        assert read_running(h.ctx.storage) is None
        h.key("2")  # Kupferkessel, the second card
        record = read_running(h.ctx.storage)
        assert record is not None and record.game == "kupferkessel" and record.on_screen and record.left_at is None
        h.back()
        assert h.top is start
        left = read_running(h.ctx.storage)
        assert left is not None and left.game == "kupferkessel" and not left.on_screen
        assert left.left_at is not None and left.left_at >= left.opened_at


def test_a_restart_reopens_the_running_kupferkessel_match_where_it_was() -> None:
    with Harness(services=dict(OPTIONS)) as h:
        session = MatchSession.new("kupferkessel", ["human", "human"], h.ctx.storage, seed=5)
        for _ in range(3):
            session.play(session.legal_actions()[0])
        played = len(session.match.actions)
        note_opened(h.ctx.storage, "kupferkessel")
        record = read_running(h.ctx.storage)
        h.push(StartScene(kiosk=True))
        assert reopen_running(h.stack, h.ctx, record)
        board = h.top
        assert type(board).__name__ == "BoardScene" and len(h.scenes) == 3
        assert len(board.session.match.actions) == played  # type: ignore[attr-defined]


def test_a_restart_reopens_the_lab_game() -> None:
    from games.alchemists.ui.lab_state import join_game

    with Harness() as h:
        join_game("DEMO", "apprentice", h.ctx.storage)
        note_opened(h.ctx.storage, "alchemists-lab")
        record = read_running(h.ctx.storage)
        h.push(StartScene(kiosk=True))
        assert reopen_running(h.stack, h.ctx, record)
        assert type(h.top).__name__ == "LabMenuScene"


def test_nothing_reopens_when_the_players_had_left_or_the_record_is_damaged() -> None:
    with Harness() as h:
        h.push(StartScene(kiosk=True))
        note_opened(h.ctx.storage, "kupferkessel")
        h.stack.scenes[0].enter(h.ctx)  # home again
        assert not reopen_running(h.stack, h.ctx, read_running(h.ctx.storage))
        (h.ctx.storage.directory / RUNNING_FILE).write_text('{"version": 1, "game": [1]}')
        assert read_running(h.ctx.storage) is None and h.ctx.storage.take_reports() == []
        note_opened(h.ctx.storage, "no-such-game")
        assert not reopen_running(h.stack, h.ctx, read_running(h.ctx.storage))
        assert len(h.scenes) == 1
