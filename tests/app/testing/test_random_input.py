"""10,000 seeded random events (taps, drags, keys, text, the wheel, resizes, focus changes) spread
over every screen of every game, in kiosk mode with idle pauses: no exception anywhere.

The longer run is bench/random_input_bench.py. Computers play their easy level here, without a
thread, so the run depends on its seed alone and stays quick.
"""

from __future__ import annotations

import pytest

from games import GAMES
from games.app.testing.random_input import RandomInput, kiosk_harness, pause_now_and_then

EVENTS = 10_000
RUNS = 2  # the events are shared between two runs: German and English


@pytest.mark.parametrize("language, seed", [("de", 1), ("en", 2)])
def test_random_events_on_every_screen_raise_nothing(language: str, seed: int) -> None:
    with kiosk_harness(language) as h:
        h.ctx.fonts.stop_recording()
        trial = RandomInput(h, seed, visit_every=125, draw_every=20, step=pause_now_and_then)
        for _ in range(EVENTS // RUNS):
            trial.one()
        modules = {screen.__module__ for screen in trial.screens}
        assert h.stack.crashes == [], [repr(error) for error in h.stack.crashes[:3]]
        assert sum(trial.tally.sent.values()) == EVENTS // RUNS and trial.tally.frames >= EVENTS // RUNS // 20
        assert set(trial.tally.sent) >= {"tap", "target", "drag", "key", "text", "wheel", "resize", "focus"}
        assert games_reached(modules) == {key for key, info in GAMES.items() if info.ui_entry}
        assert {"games.app.kiosk.still_playing", "games.app.kiosk.attract", "games.app.table.seat_setup"} <= modules


def games_reached(modules: set[str]) -> set[str]:
    """The games of the registry with a screen of their own package among `modules`."""
    return {key for key, info in GAMES.items() if info.ui_entry
            and any(module.startswith(info.ui_entry.rpartition(".")[0] + ".") for module in modules)}
