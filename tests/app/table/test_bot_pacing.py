"""Bot pacing: one setting for every game; a decision is held back only as long as the pace says,
and "instant" plays it the moment it is asked."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.app.table.bot_pacing import PACE_IDS, PACES, next_pace, pace_choices, pace_named, pace_of, set_pace
from games.app.table.bot_worker import BotWorker
from games.app.testing.headless import Harness
from games.app.table.match_session import MatchSession
from games.app.scene import Settings
from games.app.store.settings import BOT_SPEEDS, load_settings, settings_from_dict
from games.app.settings_scene import Choice, SettingsScene
from games.app.store.storage import Storage
from tests.app.toy import register
from tests.app.toy.rules import COLOURS, add


def test_three_paces_from_relaxed_to_instant() -> None:
    assert PACE_IDS == BOT_SPEEDS == ("relaxed", "quick", "instant") == tuple(p.id for p in PACES)
    thinks = [pace_named(p).think_seconds for p in PACE_IDS]
    speeds = [pace_named(p).animation_speed for p in PACE_IDS]
    assert thinks == sorted(thinks, reverse=True) and thinks[-1] == 0.0
    assert speeds == sorted(speeds) and speeds[0] == 1.0
    assert [next_pace(p) for p in PACE_IDS] == ["quick", "instant", "relaxed"]
    assert pace_named("warp").id == "relaxed"


def test_the_setting_is_stored_and_bad_values_fall_back(tmp_path: Path) -> None:
    assert pace_of(Settings()).id == "relaxed"
    assert settings_from_dict({"bot_speed": "instant"}).bot_speed == "instant"
    assert settings_from_dict({"bot_speed": "warp"}).bot_speed == "relaxed"
    with Harness("de", storage_dir=tmp_path) as h:
        assert pace_choices(h.ctx) == [("Gemütlich", "relaxed"), ("Zügig", "quick"), ("Sofort", "instant")]
        assert set_pace(h.ctx, "quick")
        assert load_settings(Storage(tmp_path)).bot_speed == "quick"


def test_the_settings_screen_offers_the_pace() -> None:
    with Harness("en") as h:
        scene = h.push(SettingsScene())
        button = next(b for b in scene.buttons.buttons if b.action == Choice("bot_speed", "instant"))
        assert button.label == "Instant"
        h.click(button.rect.center)
        assert h.ctx.settings.bot_speed == "instant"
        assert load_settings(h.ctx.storage).bot_speed == "instant"


@pytest.fixture
def session(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> MatchSession:
    game = register(monkeypatch)
    session = MatchSession.new(game, ["human", "bot:easy"], Storage(tmp_path), seed=2,
                               config={"colours": list(COLOURS[:2])}, worker=BotWorker(threaded=False))
    session.play(add(2))
    assert session.bot_to_move()
    return session


def test_instant_plays_the_computers_decision_when_it_is_asked(session: MatchSession) -> None:
    assert session.poll_bot(100.0, min_think=0.0) is True
    assert session.human_to_move()


def test_a_slower_pace_holds_the_decision_back_then_plays_it(session: MatchSession) -> None:
    assert session.poll_bot(100.0, min_think=0.6) is False  # asked; the answer is ready but held
    assert session.poll_bot(100.5, min_think=0.6) is False
    assert session.bot_to_move()
    assert session.poll_bot(100.6, min_think=0.6) is True
    assert session.match.record.actions[-2:] == ["add 1", "show 2"]  # easy adds 1; the round ends with a card


def test_undo_drops_a_held_decision(session: MatchSession) -> None:
    session.poll_bot(100.0, min_think=5.0)
    session.undo()
    assert session.human_to_move()
    session.play(add(1))
    assert session.poll_bot(200.0, min_think=0.0) is True  # asked afresh, not the dropped answer replayed
