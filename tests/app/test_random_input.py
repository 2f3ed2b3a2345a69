"""10,000 seeded random events (taps, drags, keys, text, the wheel, resizes, focus changes) spread
over every screen of every game, in kiosk mode with idle pauses: no exception anywhere.

The longer run is bench/random_input_bench.py. Computers play their easy level here, without a
thread, so the run depends on its seed alone and stays quick.
"""

from __future__ import annotations

import random

import pytest

from games import GAMES
from games.app.bot_worker import BotWorker
from games.app.headless import Harness
from games.app.random_input import RandomInput
from games.app.seats import bot_table, make_bot
from games.app.start_scene import StartScene

EVENTS = 10_000
RUNS = 2  # the events are shared between two runs: German and English


def quick_bot(game: str, kind: str):
    """The game's quickest computer ("easy" or "novice"), whatever level the seat asked for."""
    level = next((level for level in ("easy", "novice") if level in bot_table(game)), kind.partition(":")[2])
    return make_bot(game, f"bot:{level}")


def trial_services() -> dict[str, object]:
    """Seeded matches, the quickest computers thinking at once."""
    return {"match_session_options": {"seed": 3, "worker": BotWorker(threaded=False), "bot_factory": quick_bot}}


def pause_now_and_then(rng: random.Random) -> float:
    """Mostly a moment between events; now and then long enough for the kiosk's countdown or the
    attract screen."""
    return rng.choices((0.0, 0.05, 0.3, 1.5, 200.0), (40, 30, 20, 9, 1))[0]


@pytest.mark.parametrize("language, seed", [("de", 1), ("en", 2)])
def test_random_events_on_every_screen_raise_nothing(language: str, seed: int) -> None:
    with Harness(language, kiosk=True, services=trial_services()) as h:
        h.ctx.fonts.stop_recording()
        h.push(StartScene(kiosk=True))
        modules: set[str] = set()
        push = h.stack.push
        h.stack.push = lambda scene: (modules.add(type(scene).__module__), push(scene))  # type: ignore[method-assign]
        trial = RandomInput(h, seed, visit_every=125, draw_every=20, step=pause_now_and_then)
        for _ in range(EVENTS // RUNS):
            trial.one()
        assert h.stack.crashes == [], [repr(error) for error in h.stack.crashes[:3]]
        assert sum(trial.tally.sent.values()) == EVENTS // RUNS and trial.tally.frames >= EVENTS // RUNS // 20
        assert set(trial.tally.sent) >= {"tap", "target", "drag", "key", "text", "wheel", "resize", "focus"}
        games = {module.split(".")[1] for module in modules if module.startswith("games.") and ".ui." in module}
        assert games == {"alchemists", "kupferkessel", "alchemist", "materia_prima"}, games
        assert {"games.app.still_playing", "games.app.attract", "games.app.seat_setup"} <= modules
        assert len([info for info in GAMES.values() if info.ui_entry]) == 4  # a fifth game: add it above
