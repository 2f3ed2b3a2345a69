"""Hot-seat behind the curtain: only the holder's view is ever shown, the curtain names the next
human, nothing is drawn behind it, and undo never takes back another human's move."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.app.table.bot_worker import BotWorker
from games.app.kit.common_scenes import CurtainScene
from games.app.testing.headless import Harness
from games.app.table.hotseat import pass_screen, screen_hidden
from games.app.table.match_session import MatchSession
from games.app.scene import Push
from games.app.store.storage import Storage
from tests.app.toy import register
from tests.app.toy.rules import add

from tests.app.toy.rules import COLOURS


@pytest.fixture
def game(monkeypatch: pytest.MonkeyPatch) -> str:
    return register(monkeypatch)


def new_session(game: str, tmp_path: Path, seats: list[str], private: bool = True) -> MatchSession:
    return MatchSession.new(game, seats, Storage(tmp_path), seed=3, config={"colours": list(COLOURS[:len(seats)])},
                            private_views=private,
                            worker=BotWorker(threaded=False))


def test_a_curtained_match_starts_behind_the_curtain_and_shows_only_the_holders_view(game: str, tmp_path: Path) -> None:
    session = new_session(game, tmp_path, ["human", "human", "bot:easy"])
    assert session.curtained and screen_hidden(session) and session.handover_to() == 0
    session.handed_over(0)
    assert not screen_hidden(session) and session.view().seat == 0
    session.play(add(2))
    assert session.to_move == 1 and session.handover_to() == 1
    assert session.view().seat == 0  # green's card stays hidden until green has the screen
    assert all(h.before.seat == 0 and h.after.seat == 0 for h in session.take_news())
    session.handed_over(1)
    assert session.view().seat == 1 and session.view().secret == session.state.secrets[1]


def test_the_computers_turns_between_humans_are_seen_by_the_last_holder(game: str, tmp_path: Path) -> None:
    session = new_session(game, tmp_path, ["human", "bot:easy", "human"])
    session.handed_over(0)
    session.play(add(1))
    while session.bot_to_move():
        session.poll_bot(0.0)
    assert session.to_move == 2 and session.handover_to() == 2
    assert {h.after.seat for h in session.take_news()} == {0}


def test_a_restart_puts_the_curtain_up_again(game: str, tmp_path: Path) -> None:
    session = new_session(game, tmp_path, ["human", "human"])
    session.handed_over(0)
    session.play(add(1))
    resumed = MatchSession.resume(game, Storage(tmp_path), private_views=True, worker=BotWorker(threaded=False))
    assert resumed is not None and screen_hidden(resumed) and resumed.handover_to() == 1


def test_undo_takes_back_only_the_holders_own_move(game: str, tmp_path: Path) -> None:
    session = new_session(game, tmp_path, ["human", "human"])
    session.handed_over(0)
    session.play(add(1))
    assert session.can_undo()  # red may still take it back before passing the screen
    session.handed_over(1)
    check = session.undo_check()
    assert not check.allowed and check.blocker is not None and check.blocker.kind == "other"


def test_one_public_table_or_one_human_needs_no_curtain(game: str, tmp_path: Path) -> None:
    public = new_session(game, tmp_path / "a", ["human", "human"], private=False)
    public.play(add(1))
    assert not public.curtained and public.handover_to() is None and public.view().seat == 1
    alone = new_session(game, tmp_path / "b", ["human", "bot:easy", "bot:greedy"])
    assert not alone.curtained and alone.handover_to() is None and not screen_hidden(alone)


def test_pass_screen_pushes_the_curtain_and_its_tap_hands_over(game: str, tmp_path: Path) -> None:
    session = new_session(game, tmp_path, ["human", "human"])
    handed: list[int] = []
    with Harness("de") as h:
        board = h.push(CurtainScene("unused"))  # any scene below
        transition = pass_screen(session, ["Rot", "Grün"], on_handed_over=handed.append)
        assert isinstance(transition, Push) and isinstance(transition.scene, CurtainScene)
        assert transition.scene.player == "Rot" and not transition.scene.overlay
        h.stack.apply(transition)
        h.back()  # Back does not lift it
        assert isinstance(h.top, CurtainScene) and h.top is not board and handed == []
        h.confirm()
        assert h.top is board and handed == [0] and session.screen_holder == 0
        assert pass_screen(session, ["Rot", "Grün"]) is None
