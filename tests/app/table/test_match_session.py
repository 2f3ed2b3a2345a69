"""The generic match flow: seats, saving after every action, resume after a restart, corrupt
saves, undo that never crosses a reveal, bots through the worker, and a worker that never blocks."""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path
from typing import Any, Sequence

import pytest

from games.app.table.bot_worker import BotWorker
from games.app.table.match_session import MatchSession, storage_name
from games.app.store.storage import Storage
from games.kernel.errors import CorruptRecordError, IllegalActionError
from games.kernel.protocol import CHANCE, TERMINAL
from games.kernel.record import record_from_dict, replay
from games.kupferkessel import actions as A
from games.kupferkessel.rules import RULES

GAME = "kupferkessel"


def inline(**options: Any) -> dict[str, Any]:
    """Session options with a bot worker that answers inside submit (timing-free)."""
    return {"worker": BotWorker(threaded=False), **options}


def drive(session: MatchSession, choose=lambda legal: legal[0], limit: int = 2000) -> int:
    """Play the match to its end: humans by `choose`, bots through poll_bot; the actions taken."""
    clock = 0.0
    for _ in range(limit):
        if session.is_over:
            return len(session.match.actions)
        if session.human_to_move():
            session.play(choose(session.legal_actions()))
        else:
            clock += 0.01
            session.poll_bot(clock)
    raise AssertionError("the match did not end")


def test_new_match_is_saved_at_the_first_decision(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = MatchSession.new(GAME, ["human", "human"], storage, seed=7, **inline())
    stored = storage.load(storage_name(GAME))
    assert stored is not None
    assert stored["seats"] == ["human", "human"] and stored["seed"] == 7
    assert stored["actions"] == session.match.record.actions
    # 32 cards dealt, two start cards, white's forced walk played for the human
    assert stored["actions"][:32] == [a for a in stored["actions"][:32] if a.startswith("draw ")]
    assert stored["actions"][34] == "move"
    assert session.to_move == 0 and session.view().phase == "take"


def test_every_action_is_saved_and_a_restart_resumes_the_same_state(tmp_path: Path) -> None:
    session = MatchSession.new(GAME, ["human", "bot:easy"], Storage(tmp_path), seed=11, **inline())
    for _ in range(5):
        session.play(session.legal_actions()[-1])
        while session.bot_to_move():
            session.poll_bot(0.0)
        stored = Storage(tmp_path).load(storage_name(GAME))
        assert stored is not None and stored["actions"] == session.match.record.actions
    restarted = MatchSession.resume(GAME, Storage(tmp_path), **inline())
    assert restarted is not None
    assert restarted.state == session.state
    assert restarted.seats == ("human", "bot:easy")
    assert restarted.take_news() == []


def test_resume_without_a_save_is_none(tmp_path: Path) -> None:
    assert MatchSession.resume(GAME, Storage(tmp_path), **inline()) is None


@pytest.mark.parametrize("damage, field", [
    (lambda d: d.pop("actions"), "actions"),
    (lambda d: d.__setitem__("seats", ["human"]), "seats"),
    (lambda d: d.__setitem__("game", "chess"), "game"),
    (lambda d: d["actions"].append("take r9c9"), "r9c9"),
    (lambda d: d["actions"].insert(20, "keep"), "entry 20"),
    (lambda d: d.__setitem__("seats", ["human", "wizard"]), "wizard"),
])
def test_corrupt_save_is_set_aside_with_a_clear_message(tmp_path: Path, damage, field: str) -> None:
    storage = Storage(tmp_path)
    MatchSession.new(GAME, ["human", "bot:easy"], storage, seed=3, **inline())
    data = storage.load(storage_name(GAME))
    damage(data)
    storage.save(storage_name(GAME), data)
    assert MatchSession.resume(GAME, storage, **inline()) is None
    [report] = storage.take_reports()  # the shell tells the player once
    assert field in report.reason and report.what == "game"
    assert storage.load(storage_name(GAME)) is None  # nothing left to trip over next time
    assert storage.load("saves/" + report.aside) == data  # nothing lost


def test_every_damaged_save_is_kept_numbered(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    for round_ in range(3):
        MatchSession.new(GAME, ["human", "bot:easy"], storage, seed=round_, **inline())
        data = storage.load(storage_name(GAME))
        data["actions"].append(f"take r9c{round_}")
        storage.save(storage_name(GAME), data)
        assert MatchSession.resume(GAME, storage, **inline()) is None
    reports = storage.take_reports()
    assert [r.aside for r in reports] == [f"match-{GAME}.json.corrupt-{n}" for n in (1, 2, 3)]
    for round_, report in enumerate(reports):
        assert storage.load("saves/" + report.aside)["actions"][-1] == f"take r9c{round_}"


@pytest.mark.parametrize("damage", [
    lambda d: d.__setitem__("actions", [["take r1c1"]]),  # a list where an action should be
    lambda d: d.__setitem__("actions", 5),  # a number where the action list should be
    lambda d: d.__setitem__("seed", "seven"),
])
def test_a_save_of_the_wrong_shape_is_set_aside_before_any_screen_reads_it(tmp_path: Path, damage) -> None:
    storage = Storage(tmp_path)
    MatchSession.new(GAME, ["human", "bot:easy"], storage, seed=3, **inline())
    data = storage.load(storage_name(GAME))
    damage(data)
    storage.save(storage_name(GAME), data)
    assert MatchSession.saved_record(GAME, storage) is None  # the start screen's summary never sees it
    [report] = storage.take_reports()
    assert report.reason.startswith("wrong shape: ") and storage.load("saves/" + report.aside) == data
    assert MatchSession.resume(GAME, storage, **inline()) is None and storage.take_reports() == []


def test_unreadable_save_file_counts_as_no_save(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    path = storage.path(storage_name(GAME))
    path.parent.mkdir(parents=True)
    path.write_text("{ not json", encoding="utf-8")
    assert MatchSession.resume(GAME, storage, **inline()) is None


def test_human_against_easy_bot_to_the_end_and_the_save_replays(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = MatchSession.new(GAME, ["human", "bot:easy"], storage, seed=21, **inline())
    drive(session, choose=lambda legal: legal[len(legal) // 2])
    assert session.to_move == TERMINAL and session.outcome is not None
    record = record_from_dict(storage.load(storage_name(GAME)))
    assert replay(RULES, record) == session.state


def test_bot_against_bot_is_a_function_of_the_seed(tmp_path: Path) -> None:
    first = MatchSession.new(GAME, ["bot:easy", "bot:easy"], Storage(tmp_path / "a"), seed=5, **inline())
    second = MatchSession.new(GAME, ["bot:easy", "bot:easy"], Storage(tmp_path / "b"), seed=5, **inline())
    drive(first)
    drive(second)
    assert first.match.record.actions == second.match.record.actions
    assert first.outcome == second.outcome and first.outcome is not None
    assert first.viewer == 0  # nobody at the screen: the board shows white's view


def test_news_lists_every_action_with_the_viewers_views(tmp_path: Path) -> None:
    session = MatchSession.new(GAME, ["human", "human"], Storage(tmp_path), seed=9, **inline())
    opening = session.take_news()
    assert [str(h.action) for h in opening] == ["move"] and opening[0].seat == 0  # white's forced walk
    start = len(session.match.actions)
    session.play(session.legal_actions()[0])
    news = session.take_news()
    assert [h.index for h in news] == list(range(start, len(session.match.actions)))
    assert str(news[0].action).startswith("take") and news[0].seat == 0 and not news[0].forced
    assert str(news[1].action).startswith("draw") and news[1].seat == CHANCE and news[1].forced
    assert str(news[2].action) == "move" and news[2].seat == 1 and news[2].forced  # black's walk
    assert news[0].before.grid != news[0].after.grid
    assert news[-1].after == session.view()
    assert session.take_news() == []


def test_playing_out_of_turn_or_illegally_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    session = MatchSession.new(GAME, ["bot:easy", "human"], Storage(tmp_path), seed=2, **inline())
    before = list(session.match.record.actions)
    with pytest.raises(IllegalActionError):
        session.play(A.MOVE)  # white is the computer
    session.poll_bot(0.0)
    while not session.human_to_move():
        session.poll_bot(0.0)
    taken = {a.cell for a in session.legal_actions()}
    outside = next(c for c in range(36) if c not in taken and session.view().grid[c] != -1)
    snapshot = list(session.match.record.actions)
    with pytest.raises(IllegalActionError):
        session.play(A.Take(outside))
    assert session.match.record.actions == snapshot and len(snapshot) > len(before)


def _play_until_pile_is_empty(session: MatchSession) -> None:
    while session.view().pile_size > 0:
        assert not session.is_over
        session.play(session.legal_actions()[0])


def test_undo_never_crosses_a_card_drawn_from_the_pile(tmp_path: Path) -> None:
    session = MatchSession.new(GAME, ["human", "human"], Storage(tmp_path), seed=4, **inline())
    for _ in range(6):
        start = len(session.match.actions)
        session.play(session.legal_actions()[0])
        since = session.match.record.actions[start:]
        assert since[0].startswith("take") and since[1].startswith("draw")  # the gap was refilled
        assert not session.can_undo()
        with pytest.raises(IllegalActionError):
            session.undo()


def test_undo_takes_back_a_move_that_revealed_nothing(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = MatchSession.new(GAME, ["human", "human"], storage, seed=4, **inline())
    _play_until_pile_is_empty(session)
    checked = 0
    while not session.is_over and checked < 3:
        state_before, log_before = session.state, list(session.match.record.actions)
        legal = session.legal_actions()
        action = legal[-1]
        reveals = RULES.reveals_information(state_before, action)
        session.play(action)
        if reveals or session.is_over:
            assert not session.can_undo()
            continue
        assert session.can_undo()
        undone = session.undo()
        assert undone >= 1
        assert session.state == state_before
        assert session.match.record.actions == log_before
        assert storage.load(storage_name(GAME))["actions"] == log_before  # the undo is saved too
        session.play(action)  # and the same move again gives the same table
        checked += 1
    assert checked == 3


def test_undo_reaches_back_over_a_computer_reply_that_revealed_nothing(tmp_path: Path) -> None:
    session = MatchSession.new(GAME, ["human", "bot:easy"], Storage(tmp_path), seed=8, **inline())
    while session.view().pile_size > 0:
        session.play(session.legal_actions()[0])
        while session.bot_to_move():
            session.poll_bot(0.0)
    for _ in range(20):
        if session.is_over:
            break
        state_before = session.state
        session.play(session.legal_actions()[-1])
        while session.bot_to_move():
            session.poll_bot(0.0)
        if session.can_undo():
            session.undo()
            assert session.state == state_before and session.human_to_move()
            return
    pytest.skip("no undoable exchange in this seeded game")


class SlowBot:
    """A bot that takes `seconds` of wall time, then picks the last action."""

    name = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.started = threading.Event()

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        self.started.set()
        time.sleep(self.seconds)
        return legal[-1]


class BrokenBot:
    name = "broken"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        raise RuntimeError("out of mana")


def test_worker_answers_without_blocking_and_falls_back_at_the_deadline() -> None:
    worker = BotWorker()
    bot = SlowBot(1.0)
    started = time.perf_counter()
    worker.submit("view", ["a", "b", "c"], bot, random.Random(1), deadline=10.0)
    assert bot.started.wait(2.0)
    assert worker.poll(now=5.0) is None  # still thinking: poll returns at once
    assert worker.pending
    answer = worker.poll(now=10.0)
    assert time.perf_counter() - started < 0.5  # neither submit nor poll waited for the bot
    assert answer is not None and answer.action == "a" and answer.fallback_reason == "deadline"
    assert not worker.pending and worker.poll(now=11.0) is None
    worker.close()


def test_worker_gives_a_quick_bots_choice_and_a_fresh_thread_after_an_overrun() -> None:
    worker = BotWorker()
    worker.submit("view", ["a", "b"], SlowBot(0.6), random.Random(1), deadline=0.0)
    assert worker.poll(now=1.0).fallback_reason == "deadline"
    worker.submit("view", ["x", "y"], SlowBot(0.0), random.Random(1), deadline=100.0)
    deadline = time.perf_counter() + 2.0
    answer = None
    while answer is None and time.perf_counter() < deadline:
        answer = worker.poll(now=1.0)
        time.sleep(0.005)
    assert answer is not None and answer.action == "y" and answer.fallback_reason is None
    worker.close()


def test_a_broken_bot_falls_back_to_the_first_legal_action() -> None:
    worker = BotWorker(threaded=False)
    worker.submit("view", ["a", "b"], BrokenBot(), random.Random(1), deadline=1.0)
    answer = worker.poll(now=0.0)
    assert answer.action == "a" and "out of mana" in answer.fallback_reason


def test_session_poll_never_waits_for_a_thinking_bot(tmp_path: Path) -> None:
    slow = SlowBot(0.4)
    session = MatchSession.new(GAME, ["bot:slow", "human"], Storage(tmp_path), seed=1,
                               bot_factory=lambda game, kind: slow, think_seconds=30.0)
    assert session.bot_to_move()
    assert session.poll_bot(0.0) is True  # the forced walk needs no thinking
    assert len(session.match.legal_actions()) > 1
    expected = str(session.match.legal_actions()[-1])  # what SlowBot picks
    began = time.perf_counter()
    assert session.poll_bot(0.0) is False  # submits the job
    assert session.poll_bot(0.1) is False  # still thinking
    assert time.perf_counter() - began < 0.2
    finish = time.perf_counter() + 3.0
    while not session.poll_bot(0.2):
        assert time.perf_counter() < finish
        time.sleep(0.01)
    assert session.last_fallback is None
    taken = [a for a in session.match.record.actions if a.startswith("take")]
    assert taken == [expected]
    session.close()


def test_hot_seat_hand_over_only_for_games_with_private_views(tmp_path: Path) -> None:
    private = MatchSession.new(GAME, ["human", "human"], Storage(tmp_path / "p"), seed=6, private_views=True,
                               **inline())
    assert private.handover_to() == 0  # nobody holds the screen yet: white gets it behind the curtain
    private.handed_over(0)
    assert private.handover_to() is None
    private.play(private.legal_actions()[0])
    assert private.to_move == 1 and private.handover_to() == 1
    private.handed_over(1)
    assert private.handover_to() is None
    public = MatchSession.new(GAME, ["human", "human"], Storage(tmp_path / "q"), seed=6, **inline())
    public.play(public.legal_actions()[0])
    assert public.handover_to() is None
    against_bot = MatchSession.new(GAME, ["human", "bot:easy"], Storage(tmp_path / "r"), seed=6,
                                   private_views=True, **inline())
    against_bot.play(against_bot.legal_actions()[0])
    assert against_bot.handover_to() is None
