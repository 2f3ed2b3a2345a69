"""The kiosk's idle behaviour: "Still playing?" before going home, the game left behind offered on
the start screen (for every game with screens) until the organiser's time, the attract screen, and
the one "last game" record a restart reads."""

from __future__ import annotations

import json
import random

import pytest

from games.alchemists.lab.ui.menu import LabMenuScene
from games.alchemists.lab.ui.scenes import LabHomeScene
from games.alchemists.lab.ui.showcase import SEED, mix, new_game
from games.app.kiosk import last_game
from games.app.kiosk.attract import AttractScene
from games.app.table.bot_worker import BotWorker
from games.app.testing.headless import Harness
from games.app.table.match_board import MatchBoard
from games.app.table.match_session import MatchSession, storage_name
from games.app.store.settings import settings_from_dict
from games.app.start_scene import StartScene
from games.app.kiosk.still_playing import StillPlayingScene

OPTIONS = {"match_session_options": {"seed": 7, "worker": BotWorker(threaded=False)}}


def kiosk(language: str = "en") -> Harness:
    return Harness(language, kiosk=True, services=dict(OPTIONS))


def tap(h: Harness, action: object) -> None:
    button = next(b for b in h.top.buttons.buttons if b.action == action and b.enabled)  # type: ignore[attr-defined]
    h.click(button.rect.center)


def open_card(h: Harness, game_id: str) -> None:
    start = h.scenes[0]
    h.click(next(b for b in start.buttons.buttons if getattr(b.action, "id", None) == game_id).rect.center)


def kupferkessel_against_the_computer(h: Harness) -> MatchBoard:
    open_card(h, "kupferkessel")
    tap(h, ("kind", 1, "bot:easy"))
    tap(h, "start")
    h.step(3)
    assert isinstance(h.top, MatchBoard)
    return h.top


def idle_until_countdown(h: Harness) -> StillPlayingScene:
    """Step a second at a time until "Still playing?" comes up (at most the idle time)."""
    for _ in range(h.ctx.settings.kiosk_idle_seconds + 1):
        h.step(1, fps=1)
        if isinstance(h.top, StillPlayingScene):
            return h.top
    raise AssertionError(f"no countdown: {type(h.top).__name__}")


def test_the_countdown_runs_out_and_the_game_left_behind_is_offered() -> None:
    with kiosk() as h:
        start = h.push(StartScene(kiosk=True))
        kupferkessel_against_the_computer(h)
        assert last_game.read(h.ctx).state == "running"
        h.step(h.ctx.settings.kiosk_idle_seconds - 5, fps=1)
        assert isinstance(h.top, MatchBoard)  # not yet
        idle_until_countdown(h)
        h.step(h.ctx.settings.kiosk_countdown_seconds - 2, fps=2)
        assert isinstance(h.top, StillPlayingScene)
        h.step(3, fps=2)
        assert h.scenes == [start]
        assert last_game.read(h.ctx).state == "left"
        offer = next(b for b in start.buttons.buttons if b.action == "continue")
        assert start.offer_title(h.ctx) == "Continue: Kupferkessel Co. · just now"
        assert start.offer[1].startswith("White: Human · Black: Computer (easy)")
        h.clock.advance(12 * 60)
        assert start.offer_title(h.ctx) == "Continue: Kupferkessel Co. · 12 min ago"
        h.click(offer.rect.center)
        assert isinstance(h.top, MatchBoard) and not h.stack.crashes
        assert last_game.read(h.ctx).state == "running"


def test_german_words_for_the_offer() -> None:
    with kiosk("de") as h:
        start = h.push(StartScene(kiosk=True))
        kupferkessel_against_the_computer(h)
        idle_until_countdown(h)
        h.step(h.ctx.settings.kiosk_countdown_seconds + 1, fps=1)
        h.clock.advance(75 * 60)
        assert start.offer_title(h.ctx) == "Fortsetzen: Kupferkessel Co. · vor 1 Std. 15 Min."
        assert not h.ctx.tr.missing


def test_any_touch_keeps_playing_and_reaches_nothing_below() -> None:
    with kiosk() as h:
        h.push(StartScene(kiosk=True))
        board = kupferkessel_against_the_computer(h)
        played = len(board.session.match.actions)
        for touch in ("tap", "key", "card"):
            countdown = idle_until_countdown(h)
            if touch == "tap":
                card = next(b for b in board.buttons.buttons if b.enabled)
                h.press(card.rect.center)
                assert h.top is countdown  # the finger is still down
                h.click(card.rect.center)
            elif touch == "key":
                h.key("1")
            else:
                h.card("toad")
            assert h.top is board and len(board.session.match.actions) == played
        h.step(h.ctx.settings.kiosk_idle_seconds - 5, fps=1)
        assert h.top is board  # the idle time starts again from the touch


def test_the_organisers_time_drops_the_offer_and_keeps_the_save() -> None:
    with kiosk() as h:
        h.ctx.settings.kiosk_offer_minutes = 30
        start = h.push(StartScene(kiosk=True))
        kupferkessel_against_the_computer(h)
        idle_until_countdown(h)
        h.step(h.ctx.settings.kiosk_countdown_seconds + 1, fps=1)
        assert start.offer is not None
        h.clock.advance(31 * 60)
        h.push(AttractScene())
        h.stack.home()  # the start screen is entered again
        assert start.offer is None and all(b.action != "continue" for b in start.buttons.buttons)
        assert last_game.read(h.ctx) is None
        assert h.ctx.storage.load(storage_name("kupferkessel")) is not None  # the game's own save stays


def test_back_to_the_start_by_hand_forgets_the_running_game() -> None:
    with kiosk() as h:
        start = h.push(StartScene(kiosk=True))
        kupferkessel_against_the_computer(h)
        h.back()
        h.back()
        assert h.scenes == [start] and last_game.read(h.ctx) is None and start.offer is None


def test_outside_kiosk_nothing_is_noted() -> None:
    with Harness(services=dict(OPTIONS)) as h:
        h.push(StartScene())
        open_card(h, "kupferkessel")
        assert last_game.read(h.ctx) is None


def save_lab(h: Harness) -> None:
    h.push(LabHomeScene(rng=random.Random(SEED)))
    new_game(h)
    mix(h, "1", "1", "2")


def save_match(game_id: str, seats: list[str]):
    def save(h: Harness) -> None:
        MatchSession.new(game_id, seats, h.ctx.storage, seed=5, worker=BotWorker(threaded=False)).close()
    return save


def save_campaign(h: Harness) -> None:
    from tests.materia_prima.ui.test_ui_campaigns import new_campaign, press

    new_campaign(h, "Die Gilde")
    press(h, "choose")
    press(h, "start")


SAVERS = {
    "alchemists-lab": (save_lab, LabMenuScene),
    "kupferkessel": (save_match("kupferkessel", ["human", "bot:easy"]), MatchBoard),
    "alchemist": (save_match("alchemist", ["human", "bot:easy", "human"]), MatchBoard),
    "alchemists": (save_match("alchemists", ["human", "bot:easy"]), MatchBoard),
    "materia-prima": (save_campaign, MatchBoard),
}


@pytest.mark.parametrize("game_id", sorted(SAVERS))
def test_every_game_left_behind_continues_where_it_was(game_id: str, tmp_path) -> None:
    save, board_type = SAVERS[game_id]
    with Harness(storage_dir=tmp_path, services=dict(OPTIONS)) as before:
        save(before)
        last_game.note_running(before.ctx, game_id)
        assert last_game.note_left(before.ctx).state == "left"
    with Harness("de", storage_dir=tmp_path, kiosk=True, services=dict(OPTIONS)) as h:
        start = h.push(StartScene(kiosk=True))
        assert start.offer is not None and start.offer[0].game == game_id and start.offer[1]
        h.render()
        assert not h.ctx.tr.missing
        tap(h, "continue")
        assert isinstance(h.top, board_type), type(h.top).__name__
        assert not h.stack.crashes


def test_an_offer_without_a_save_behind_it_is_dropped(tmp_path) -> None:
    with Harness(storage_dir=tmp_path, kiosk=True, services=dict(OPTIONS)) as h:
        last_game.note_running(h.ctx, "kupferkessel")
        last_game.note_left(h.ctx)
        start = h.push(StartScene(kiosk=True))
        assert start.offer is None and last_game.read(h.ctx) is None


@pytest.mark.parametrize("text", ['{"version": 1, "game": "chess", "state": "left", "since": 1}',
                                  '{"version": 1, "game": "kupferkessel", "state": "left", "since": "soon"}',
                                  '{"version": 9, "game": "kupferkessel", "state": "left", "since": 1}',
                                  '[1, 2]', 'garbage'])
def test_a_strange_record_offers_nothing_and_breaks_nothing(tmp_path, text: str) -> None:
    (tmp_path / "kiosk").mkdir()
    (tmp_path / "kiosk" / "last-game.json").write_text(text)
    with Harness(storage_dir=tmp_path, kiosk=True, services=dict(OPTIONS)) as h:
        start = h.push(StartScene(kiosk=True))
        h.render()
        assert start.offer is None and not h.stack.crashes


def test_the_record_is_plain_json() -> None:
    with kiosk() as h:
        last_game.note_running(h.ctx, "alchemist")
        data = json.loads((h.ctx.storage.directory / last_game.LAST_GAME_FILE).read_text())  # type: ignore[attr-defined]
        assert data == {"version": 1, "game": "alchemist", "state": "running", "since": h.ctx.wall(), "where": None}


def test_the_untouched_start_screen_comes_alive_and_a_touch_opens_nothing() -> None:
    with kiosk() as h:
        h.ctx.settings.kiosk_attract_seconds = 60
        start = h.push(StartScene(kiosk=True))
        h.step(59, fps=1)
        assert h.top is start
        h.step(2, fps=1)
        attract = h.top
        assert isinstance(attract, AttractScene) and attract.board is not None
        h.step(20, fps=10)
        session = attract.board.session  # type: ignore[attr-defined]
        assert len(session.match.actions) > 3  # the computers play
        assert h.ctx.storage.load(storage_name("kupferkessel")) is None  # ... and save nothing
        card = next(b for b in start.buttons.buttons if getattr(b.action, "id", None) == "kupferkessel")
        h.press(card.rect.center)
        h.click(card.rect.center)
        assert h.scenes == [start] and attract.board is None and not h.stack.crashes


def test_no_attract_screen_when_the_organiser_says_never() -> None:
    with kiosk() as h:
        h.ctx.settings.kiosk_attract_seconds = 0
        start = h.push(StartScene(kiosk=True))
        h.step(3600, fps=0.1)
        assert h.scenes == [start]


def test_going_home_ends_the_boards_computer_thread() -> None:
    with Harness(kiosk=True, services={"match_session_options": {"seed": 7}}) as h:
        h.push(StartScene(kiosk=True))
        board = kupferkessel_against_the_computer(h)
        board.session.worker._ensure_thread()
        assert board.session.worker._thread is not None
        h.stack.home()
        assert board.session.worker._thread is None


def test_kiosk_times_are_read_within_their_ranges() -> None:
    settings = settings_from_dict({"kiosk_countdown_seconds": 60, "kiosk_offer_minutes": 240, "kiosk_attract_seconds": 0})
    assert (settings.kiosk_countdown_seconds, settings.kiosk_offer_minutes, settings.kiosk_attract_seconds) == (60, 240, 0)
    bad = settings_from_dict({"kiosk_countdown_seconds": 0, "kiosk_offer_minutes": "2h", "kiosk_attract_seconds": -1})
    assert (bad.kiosk_countdown_seconds, bad.kiosk_offer_minutes, bad.kiosk_attract_seconds) == (30, 120, 120)


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_kiosk_screens_are_readable(language: str) -> None:
    from games.app.settings_scene import SettingsScene

    with kiosk(language) as h:
        start = h.push(StartScene(kiosk=True))
        kupferkessel_against_the_computer(h)
        h.forget_texts()
        idle_until_countdown(h)
        assert h.small_texts() == {}
        h.step(h.ctx.settings.kiosk_countdown_seconds + 1, fps=1)
        h.forget_texts()
        assert start.offer is not None and h.small_texts() == {}
        h.push(AttractScene())
        h.forget_texts()
        assert h.small_texts() == {}
        h.stack.home()
        h.push(SettingsScene(kiosk=True, section="kiosk"))
        h.forget_texts()
        assert h.small_texts() == {} and not h.ctx.tr.missing


def test_a_campaign_left_behind_continues_among_several() -> None:
    from tests.materia_prima.ui.test_ui_campaigns import new_campaign, press

    with Harness(kiosk=True, services=dict(OPTIONS)) as h:
        start = h.push(StartScene(kiosk=True))
        cids = []
        for name in ("First", "Second"):
            cids.append(new_campaign(h, name))
            press(h, "choose")
            press(h, "start")
            h.stack.home()
        last_game.note_running(h.ctx, "materia-prima")
        h.push(last_game.first_scene(h.ctx, "materia-prima"))
        press(h, ("open", cids[1]))  # the board of the second campaign says where it is
        assert last_game.read(h.ctx).where == cids[1]
        idle_until_countdown(h)
        h.step(h.ctx.settings.kiosk_countdown_seconds + 1, fps=1)
        assert start.offer is not None and start.offer[1].startswith("Second")
        tap(h, "continue")
        assert isinstance(h.top, MatchBoard) and h.top.cid == cids[1]  # type: ignore[attr-defined]
