"""The shell's generic match session runs a Materia Prima scenario: seats from the config, a save
after every action, resume, undo inside a turn but never across a die, card or Inquisition step."""

from __future__ import annotations

from pathlib import Path

from games.app.table.bot_worker import BotWorker
from games.app.table.match_session import MatchSession
from games.app.store.storage import Storage
from games.kernel.protocol import CHANCE, seat_names_of
from games.materia_prima.rules import RULES

GAME = "materia-prima"
CONFIG = {"players": 1, "scenario": 0, "difficulty": "hard"}


def test_a_solo_scenario_has_two_seats_from_the_config(tmp_path: Path) -> None:
    session = MatchSession.new(GAME, ["human", "human"], Storage(tmp_path), seed=3, config=CONFIG,
                               worker=BotWorker(threaded=False))
    assert seat_names_of(RULES, session.match.record.config) == ("yellow", "brown") and session.human_to_move()
    assert session.state.phase == "alchemists"


def test_undo_works_inside_a_turn_and_a_restart_resumes_it(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = MatchSession.new(GAME, ["human", "human"], storage, seed=3, config=CONFIG, worker=BotWorker(threaded=False))
    move = next(a for a in session.legal_actions() if str(a).startswith("move"))
    session.play(move)
    assert session.can_undo()
    resumed = MatchSession.resume(GAME, storage, worker=BotWorker(threaded=False))
    assert resumed is not None and resumed.state == session.state
    session.undo()
    assert str(move) in [str(a) for a in session.legal_actions()]


def test_no_undo_across_the_inquisitions_steps(tmp_path: Path) -> None:
    session = MatchSession.new(GAME, ["human", "human"], Storage(tmp_path), seed=3, config=CONFIG,
                               worker=BotWorker(threaded=False))
    for _ in range(2):  # both alchemists end their turns: the Inquisition and the next alarm phase follow
        session.play(next(a for a in session.legal_actions() if str(a) == "end"))
    news = session.take_news()
    assert any(h.seat == CHANCE and h.forced for h in news)
    assert not session.can_undo()


def test_computer_alchemists_play_through_the_session(tmp_path: Path) -> None:
    session = MatchSession.new(GAME, ["bot:alchemist", "bot:alchemist"], Storage(tmp_path), seed=5, config=CONFIG,
                               worker=BotWorker(threaded=False))
    clock = 0.0
    for _ in range(5000):
        if session.is_over:
            break
        clock += 0.01
        session.poll_bot(clock)
    assert session.is_over and session.outcome is not None and session.outcome.winner is None
