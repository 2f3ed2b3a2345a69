"""Scenarios played through the screens on the headless Harness: a whole prologue with one human
and a computer alchemist, a scenario of two humans, the Inquisition step by step at the table's
pace, undo inside a turn, and the end written into the chronicle."""

from __future__ import annotations

from games.app.table.bot_pacing import set_pace
from games.app.testing.headless import Harness, new_context
from games.app.table.match_session import MatchSession
from games.kernel.protocol import CHANCE
from games.materia_prima import actions as A
from games.materia_prima.ui.board_scene import BoardScene
from games.materia_prima.ui.campaign_store import CampaignShelf
from games.materia_prima.ui.chronicle_scene import ChronicleScene
from games.kernel.undo import Blocker
from games.materia_prima.ui.end_scene import EndScene
from games.materia_prima.ui.undo_words import undo_reason
from tests.materia_prima.ui.test_ui_campaigns import harness, new_campaign, press
from tests.materia_prima.ui.ui_driver import Driver


def decisions(session: MatchSession, seat: int) -> list[A.Action]:
    """The actions `seat` chose among several (forced ones are played by the session itself)."""
    rules, states = session.rules, session.match.states
    return [a for i, a in enumerate(session.match.actions)
            if rules.to_move(states[i]) == seat and len(rules.legal_actions(states[i])) > 1]


def start(h: Harness, scenario: int = 0, difficulty: str = "hard", seats: tuple[str, ...] = ("human", "bot:alchemist"),
          players: int = 2) -> Driver:
    """A new campaign's scenario on the board, through the book, chronicle and choice screens."""
    set_pace(h.ctx, "instant")
    new_campaign(h, "Test", players=players, seats=seats)
    press(h, "choose")
    press(h, ("scenario", scenario))
    press(h, ("difficulty", difficulty))
    press(h, "start")
    assert isinstance(h.top, BoardScene)
    return Driver(h)


def test_a_whole_prologue_with_one_human_and_a_computer_alchemist() -> None:
    with harness() as h:
        driver = start(h)
        cid = driver.board.cid
        driver.play_to_the_end()
        end = h.top
        assert isinstance(end, EndScene) and end.session.is_over and end.recorded
        assert [str(a) for a in decisions(end.session, 0)] == driver.played  # all of the human's, from the screen
        assert driver.ways.get("board-walk", 0) > 0 and driver.ways.get("button", 0) > 0
        chronicle = CampaignShelf(h.ctx.storage).load(cid).chronicle  # type: ignore[union-attr]
        assert [(p.number, p.result) for p in chronicle.played] == [(0, end.session.state.result)]
        assert CampaignShelf(h.ctx.storage).saved_match(cid) is None
        press(h, "leave")
        h.step(0.2)
        assert isinstance(h.top, ChronicleScene) and h.top.campaign.chronicle.played  # type: ignore[union-attr]


def test_two_people_play_a_scenario_through_the_screens() -> None:
    with harness("de") as h:
        driver = start(h, scenario=1, seats=("human", "human"))
        driver.play_to_the_end()
        session = h.top.session  # type: ignore[attr-defined]
        assert session.is_over and decisions(session, 0) and decisions(session, 1)
        assert len(driver.played) == len(decisions(session, 0)) + len(decisions(session, 1))


def test_the_inquisition_moves_step_by_step_and_says_why() -> None:
    with harness() as h:
        driver = start(h, seats=("human", "human"))
        set_pace(h.ctx, "quick")
        board = driver.board
        shown: set[str] = set()
        paths = 0
        for _ in range(20000):
            if {"Activate", "Target", "Step"} <= shown or board.session.is_over:
                break
            if board.clip is not None:
                shown.add(type(board.clip.happening.action).__name__)
                paths += bool(board.path)
            elif board.idle() and board.session.human_to_move():
                driver.step()
                continue
            h.step(0.1)
        assert {"Day", "DrawAlarm", "Marker", "Turn", "Activate", "Target", "Step"} <= shown
        assert paths > 0  # an inquisitor's way is drawn while it walks
        assert any("priority" in line or "Priorität" in line for line in board.log.lines)


def test_the_tables_steps_keep_the_tables_pace_even_after_a_players_move() -> None:
    ratios = {}
    for pace in ("relaxed", "instant"):
        with harness() as h:
            driver = start(h, seats=("human", "human"))
            set_pace(h.ctx, pace)
            driver.wait(skip=True)
            board = driver.board
            driver.perform(A.EndTurn())  # a person's move; what follows is the table's (and the Inquisition's)
            for _ in range(400):
                if board.clip is not None and board.playback.happening.seat == CHANCE:  # type: ignore[union-attr]
                    break
                h.step(0.05)
            clip = board.clip
            assert clip is not None
            elapsed = 0.0
            while board.clip is clip:
                h.step(0.05)
                elapsed += 0.05
            ratios[pace] = elapsed / clip.duration
    assert 0.9 <= ratios["relaxed"] <= 1.2 and ratios["instant"] < 0.5


def test_undo_takes_back_a_move_inside_the_turn_and_says_why_not_later() -> None:
    with harness() as h:
        driver = start(h, seats=("human", "human"))
        driver.wait()
        board = driver.board
        assert not board.undo.enabled and board.undo.reason == "Nothing to take back yet"
        driver.perform(A.EndTurn())
        driver.wait()
        assert not board.undo.enabled and board.undo.reason == "Your turn began"
        before = board.session.state
        driver.perform(next(a for a in board.session.legal_actions() if isinstance(a, A.Move)))
        driver.wait()
        assert board.undo.enabled
        h.key("u")
        assert board.session.state == before and board.display == before
        assert not any("moves" in line for line in board.log.lines[-1:])


def test_undo_names_the_die_the_card_and_the_inquisition() -> None:
    tr = new_context("en").tr
    assert undo_reason(tr, Blocker("chance", 3, A.Die(1))) == "A die was rolled"
    assert undo_reason(tr, Blocker("chance", 3, A.DrawAlarm(4))) == "A card was drawn"
    assert undo_reason(tr, Blocker("chance", 3, A.Step("A1", (0, 0)))) == "The Inquisition has acted"
    assert undo_reason(tr, Blocker("nothing")) is None
