"""The organiser's PIN in a kiosk fails closed: a PIN file that cannot be used locks the organiser's
actions (never set aside, never an invitation to set a new PIN, no quitting), wrong PINs lock for
longer and longer, across restarts, and a file cannot ask for a crippling number of rounds (issue 25)."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from games.app.kit.common_scenes import MessageScene
from games.app.testing.headless import Harness
from games.app.kiosk.organiser import (LOCK_FILE, MAX_TRIES, PIN_FILE, SET, UNREADABLE, KioskGuard, hash_pin, lock_seconds,
                                 matches, pin_state, set_pin)
from games.app.kiosk.pin_pad import PinPadScene
from games.app.settings_scene import SettingsScene
from games.app.start_scene import StartScene
from games.app.store.storage import Storage
from tests.app.kiosk.test_organiser import tap, type_pin
from tests.app.store.test_storage import refuse_opening

PIN = "2468"
ROOT = Path(__file__).resolve().parents[3]


def spoil(path: Path, how: str) -> None:
    """Make the PIN file at `path` unusable in the way `how` names."""
    data = json.loads(path.read_text())
    if how == "truncated":
        path.write_text(path.read_text()[:30])
    elif how == "newer":
        path.write_text(json.dumps({**data, "version": 2}))
    elif how == "rounds":
        data["pin"] = hash_pin(PIN, iterations=2)
        data["pin"]["iterations"] = 10_000_000
        path.write_text(json.dumps(data))


def quick_pin(storage: Storage) -> None:
    """PIN stored with few rounds, so that many tries stay quick."""
    assert storage.save(PIN_FILE, {"version": 1, "pin": hash_pin(PIN, iterations=100)})


def kiosk(tmp_path: Path) -> Harness:
    h = Harness("en", storage_dir=tmp_path, kiosk=True)
    h.ctx.services["kiosk"] = KioskGuard(h.ctx.storage)
    h.push(StartScene(kiosk=True))
    return h


@pytest.mark.parametrize("how", ["truncated", "newer", "rounds", "emfile", "eacces"])
def test_a_pin_that_cannot_be_read_locks_the_organisers_actions(tmp_path: Path, how: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    assert set_pin(Storage(tmp_path), PIN)
    pin_file = tmp_path / PIN_FILE
    if how in ("emfile", "eacces"):
        refuse_opening(monkeypatch, PIN_FILE, errno.EMFILE if how == "emfile" else errno.EACCES)
    else:
        spoil(pin_file, how)
    before = pin_file.read_bytes()
    with kiosk(tmp_path) as h:
        tap(h, "settings")
        assert isinstance(h.top, MessageScene) and "--reset-pin" in h.top.text
        h.render()
        h.confirm()
        assert isinstance(h.top, StartScene) and not any(isinstance(s, (SettingsScene, PinPadScene)) for s in h.scenes)
        assert not h.stack.crashes and h.ctx.storage.take_reports() == []
    assert pin_file.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == [PIN_FILE]


def test_a_pin_file_that_goes_bad_while_the_pad_is_open_locks_too(tmp_path: Path) -> None:
    assert set_pin(Storage(tmp_path), PIN)
    with kiosk(tmp_path) as h:
        tap(h, "settings")
        assert isinstance(h.top, PinPadScene)
        spoil(tmp_path / PIN_FILE, "newer")
        type_pin(h, PIN)
        assert isinstance(h.top, MessageScene) and (tmp_path / PIN_FILE).exists()


def test_wrong_pins_lock_longer_each_time_up_to_half_an_hour(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    quick_pin(storage)
    guard, now, lengths = KioskGuard(storage), 1_764_000_000.0, []
    for _ in range(8):
        for _ in range(MAX_TRIES):
            assert not guard.try_pin("1111", now)
        lengths.append(guard.locked_for(now))
        assert not guard.try_pin(PIN, now + lengths[-1] - 1)  # still locked: even the right PIN waits
        now += lengths[-1]
    assert lengths == [30, 60, 120, 240, 480, 960, 1800, 1800]
    assert guard.try_pin(PIN, now) and not (tmp_path / LOCK_FILE).exists()
    for _ in range(MAX_TRIES):
        guard.try_pin("1111", now)
    assert guard.locked_for(now) == 30  # the right PIN started the count again


def test_the_count_and_the_lock_survive_a_restart(tmp_path: Path) -> None:
    storage, now = Storage(tmp_path), 1_764_000_000.0
    quick_pin(storage)
    first = KioskGuard(storage)
    for _ in range(MAX_TRIES):
        first.try_pin("1111", now)
    now += 30
    for _ in range(MAX_TRIES - 1):
        first.try_pin("1111", now)
    restarted = KioskGuard(Storage(tmp_path))  # a crash or kill: the window starts again
    assert restarted.locked_for(now) == 0 and not restarted.try_pin("1111", now)
    assert restarted.locked_for(now) == 60  # the fifth wrong PIN after the restart: the second lock
    assert KioskGuard(Storage(tmp_path)).locked_for(now + 10) == 50
    assert KioskGuard(Storage(tmp_path)).locked_for(now - 3600) == 60  # a clock set back: no longer


def test_lock_lengths() -> None:
    assert [lock_seconds(n) for n in (1, 2, 3, 6, 7, 50)] == [30, 60, 120, 960, 1800, 1800]


def test_a_file_asking_for_millions_of_rounds_is_refused_unhashed(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    set_pin(storage, PIN)
    spoil(tmp_path / PIN_FILE, "rounds")
    assert pin_state(storage)[0] == UNREADABLE
    stored = hash_pin(PIN, iterations=2)
    assert matches(PIN, stored) and not matches(PIN, {**stored, "iterations": 10_000_000})
    assert pin_state(Storage(tmp_path))[0] == UNREADABLE and (tmp_path / PIN_FILE).exists()
    set_pin(storage, PIN)
    assert pin_state(storage)[0] == SET


APP_SCRIPT = textwrap.dedent("""
    import json, pygame
    from games.tools.window import parse_options
    from games.app.app import App

    def key(code, mod=0):
        return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)

    app = App(parse_options(["--kiosk", "--lang", "en"]))
    result = {"first": type(app.stack.top).__name__}
    app._handle_events([key(pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LALT)])
    app._follow_organiser()
    result.update(running=app.running, top=type(app.stack.top).__name__, text=getattr(app.stack.top, "text", ""))
    app.close()
    print(json.dumps(result))
""")


def test_the_kiosk_window_with_an_unreadable_pin_neither_asks_for_one_nor_quits(tmp_path: Path) -> None:
    assert set_pin(Storage(tmp_path), PIN)
    spoil(tmp_path / PIN_FILE, "truncated")
    before = (tmp_path / PIN_FILE).read_bytes()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ATHANOR_DATA_DIR=str(tmp_path),
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", APP_SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert (result["first"], result["running"], result["top"]) == ("StartScene", True, "MessageScene")
    assert "kiosk --reset-pin" in result["text"]
    assert (tmp_path / PIN_FILE).read_bytes() == before
    assert "organiser PIN cannot be read" in (tmp_path / "logs" / "athanor.log").read_text()
