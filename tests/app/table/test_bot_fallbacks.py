"""A computer player's fallback is loud: logged with its traceback, counted in the session and the
process, routed into the window's logs, and failing any test that does not expect it."""

from __future__ import annotations

import logging
import random
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Sequence

import pytest

from games.app.table.bot_fallbacks import LOG, TALLY, Fallback, FallbackSink
from games.app.table.bot_worker import BotWorker
from games.app.crash import CrashLog
from games.app.kiosk.log import close_log, open_log
from games.app.table.match_session import MatchSession
from games.app.store.storage import Storage

ROOT = Path(__file__).resolve().parents[3]


class BrokenBot:
    name = "broken"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self.think(legal)

    def think(self, legal: Sequence[Any]) -> Any:
        raise RuntimeError("out of mana")


class StuckBot:
    name = "stuck"

    def __init__(self) -> None:
        self.started, self.release = threading.Event(), threading.Event()

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        self.started.set()
        self.release.wait(5.0)
        return legal[0]


def broken_session(tmp_path: Path) -> MatchSession:
    """Kupferkessel, a human against a bot that raises at every decision, at its first bot choice."""
    session = MatchSession.new("kupferkessel", ["bot:broken", "human"], Storage(tmp_path), seed=1,
                               bot_factory=lambda game, kind: BrokenBot(), worker=BotWorker(threaded=False))
    assert session.poll_bot(0.0)  # white's forced first walk is no decision
    assert len(session.match.legal_actions()) > 1
    return session


@pytest.mark.bot_fallback_expected
def test_a_fallback_is_kept_in_the_session_counted_and_logged_with_its_traceback(tmp_path: Path, caplog) -> None:
    session = broken_session(tmp_path)
    first_legal = str(session.match.legal_actions()[0])
    before = TALLY.count
    with caplog.at_level(logging.ERROR, logger=LOG.name):
        assert session.poll_bot(1.0)
    assert session.last_fallback == "error: RuntimeError: out of mana"
    [fallback] = session.fallbacks
    assert (fallback.game_id, fallback.seat, fallback.seat_kind) == ("kupferkessel", 0, "bot:broken")
    assert session.match.record.actions[fallback.index] == first_legal  # the first legal action, played
    assert "Traceback" in fallback.details and "in think" in fallback.details
    assert TALLY.count == before + 1 and TALLY.since(before) == [fallback]
    [record] = [r for r in caplog.records if r.name == LOG.name]
    assert record.levelno == logging.ERROR
    assert "bot-fallback: kupferkessel seat 0 (bot:broken)" in record.getMessage()
    assert 'raise RuntimeError("out of mana")' in record.getMessage()


@pytest.mark.bot_fallback_expected
def test_an_overrun_is_reported_with_where_the_bot_was_still_thinking() -> None:
    worker, bot = BotWorker(), StuckBot()
    worker.submit("view", ["a", "b"], bot, random.Random(1), deadline=1.0)
    assert bot.started.wait(2.0)
    answer = worker.poll(now=1.0)
    bot.release.set()
    worker.close()
    assert answer is not None and (answer.action, answer.fallback_reason) == ("a", "deadline")
    assert "still thinking" in answer.details and "self.release.wait(5.0)" in answer.details


def test_an_illegal_choice_names_the_choice() -> None:
    class Wrong:
        def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
            return "z"

    worker = BotWorker(threaded=False)
    worker.submit("view", ["a", "b"], Wrong(), random.Random(1), deadline=1.0)
    answer = worker.poll(now=0.0)
    assert (answer.action, answer.fallback_reason) == ("a", "error: illegal choice 'z'")
    assert answer.details == "Wrong chose 'z', which is none of the 2 legal actions"


def test_the_window_gets_every_fallback_in_its_error_log_and_each_kind_once_in_the_crash_log(tmp_path: Path) -> None:
    error_log = open_log("athanor", tmp_path)
    sink = FallbackSink(error_log, CrashLog(tmp_path / "crashes"))
    logger = logging.getLogger("athanor.bots.test-sink")
    logger.propagate = False
    logger.addHandler(sink)
    try:
        for index in (5, 9):  # the same kind twice, then another
            logger.error("bot-fallback: %s\n%s", "x", f"Traceback at {index}",
                         extra={"fallback": Fallback("alchemist", 1, "bot:easy", index, "deadline", "")})
        logger.error("bot-fallback: %s\n%s", "y", "Traceback other",
                     extra={"fallback": Fallback("alchemist", 1, "bot:easy", 12, "error: KeyError: 3", "")})
    finally:
        logger.removeHandler(sink)
        close_log(error_log)
    text = (tmp_path / "logs" / "athanor.log").read_text(encoding="utf-8")
    assert [line.split(None, 3)[2:] for line in text.splitlines() if "bot-fallback" in line] == [
        ["ERROR", "bot-fallback: x"], ["ERROR", "bot-fallback: x"], ["ERROR", "bot-fallback: y"]]
    assert "Traceback at 5" in text and "Traceback at 9" in text and "Traceback other" in text
    crashes = sorted((tmp_path / "crashes").glob("crash-*.log"))
    assert len(crashes) == 2
    assert sorted("Traceback at 5" in c.read_text() or "Traceback other" in c.read_text() for c in crashes) == [True, True]


def test_a_test_whose_bots_fall_back_fails_unless_it_expects_it(tmp_path: Path) -> None:
    """The suite's shared check (tests/conftest.py), run on a tiny test file of its own."""
    (tmp_path / "test_probe.py").write_text(
        "import pytest\n"
        "from games.app.table.bot_fallbacks import Fallback, report\n"
        "def fall_back():\n"
        "    report(Fallback('kupferkessel', 0, 'bot:easy', 3, 'deadline', 'stack'))\n"
        "def test_silent_fallback():\n"
        "    fall_back()\n"
        "@pytest.mark.bot_fallback_expected\n"
        "def test_expected_fallback():\n"
        "    fall_back()\n"
        "def test_no_fallback():\n"
        "    pass\n", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                             "-p", "tests.conftest", "-W", "ignore::pytest.PytestUnknownMarkWarning",
                             "--rootdir", str(tmp_path), str(tmp_path / "test_probe.py")],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert "1 failed, 2 passed" in result.stdout, result.stdout + result.stderr
    assert "FAILED" in result.stdout and "test_silent_fallback" in result.stdout
    assert "kupferkessel seat 0 (bot:easy) played the first legal action at action 3: deadline" in result.stdout

