"""What every test of the suite shares: a computer player's fallback fails the test.

The bot worker plays the first legal action when a bot raises, chooses something illegal or
overruns (games.app.table.bot_fallbacks). That keeps a window alive, but it is a defect: every screen
test of every game, every session test and every bench-like test fails when one of its bot answers
was a fallback. The check runs after each phase of each test (set-up included, so a module-wide
fixture that plays a match is checked too) against the process-wide tally. A test that provokes a
fallback on purpose says so with `@pytest.mark.bot_fallback_expected`. The attract screen's failures
(a game that cannot show its computer match) fail the phase the same way.
"""

from __future__ import annotations

import pytest

from games.app.kiosk.attract import FAILURES as ATTRACT_FAILURES
from games.app.table.bot_fallbacks import TALLY

_checked = {"count": TALLY.count, "attract": len(ATTRACT_FAILURES)}  # the tallies when last checked


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> pytest.TestReport:
    """Turn a phase whose computer players fell back into a failure (unless the test expects it)."""
    report = yield
    count, new = TALLY.count - _checked["count"], TALLY.since(_checked["count"])
    _checked["count"] = TALLY.count
    if count and report.outcome != "failed" and item.get_closest_marker("bot_fallback_expected") is None:
        report.outcome = "failed"
        lines = "\n\n".join(f"{f.summary()}\n{f.details}" for f in new)
        report.longrepr = (f"{count} computer-player answer(s) were the bot worker's fallback (the first legal "
                           f"action), a defect; mark the test bot_fallback_expected if it provokes them "
                           f"(the latest {len(new)}):\n\n{lines}")
    _fail_on_attract_failures(report)
    return report


def _fail_on_attract_failures(report: pytest.TestReport) -> None:
    """The attract screen logs and counts a game that cannot show its match, then shows its picture:
    a defect too, so the phase that caused it fails."""
    new = ATTRACT_FAILURES[_checked["attract"]:]
    _checked["attract"] = len(ATTRACT_FAILURES)
    if new and report.outcome != "failed":
        report.outcome = "failed"
        report.longrepr = "the attract screen could not show a computer match:\n" + "\n".join(new)
