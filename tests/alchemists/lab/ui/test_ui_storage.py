"""The lab game is saved after every result, offered for resume after a restart, and a corrupt or
foreign save is reported without a crash and without losing the file."""

from __future__ import annotations

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from games.alchemists.lab import session  # noqa: E402
from games.alchemists.lab.ui.lab_state import PREVIOUS_NAME, SAVE_NAME, LabSession  # noqa: E402
from games.alchemists.lab.ui.menu import LabMenuScene  # noqa: E402
from games.alchemists.lab.ui.results import ResultScene  # noqa: E402
from games.alchemists.lab.ui.scenes import LabHomeScene  # noqa: E402
from games.alchemists.lab.ui.showcase import SEED, confirm_twice, mix, new_game, tap  # noqa: E402
from games.app.kit.common_scenes import MessageScene  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.app.store.storage import Storage  # noqa: E402


def saved_history_length(h: Harness) -> int:
    data = h.ctx.storage.load(SAVE_NAME)
    assert data is not None
    return len(session.from_json(data).history)


def test_the_game_is_saved_after_every_result(tmp_path) -> None:
    with Harness(language="en", storage_dir=tmp_path) as h:
        h.push(LabHomeScene(rng=random.Random(SEED)))
        new_game(h)
        assert saved_history_length(h) == 0, "a new game is saved before its first result"
        for count, keys in enumerate([("1", "1", "2"), ("2", "3", "4"), ("3", "1", "5", "6")], start=1):
            mix(h, *keys)
            assert isinstance(h.top, ResultScene)
            assert saved_history_length(h) == count
            assert session.from_json(h.ctx.storage.load(SAVE_NAME)) == h.top.lab.game
            h.confirm()


def test_a_saved_game_is_offered_after_a_restart_and_continues(tmp_path) -> None:
    with Harness(language="de", storage_dir=tmp_path) as first:
        first.push(LabHomeScene(rng=random.Random(SEED)))
        new_game(first, "2")
        mix(first, "1", "1", "2")
        before = first.top.lab.game
    with Harness(language="de", storage_dir=tmp_path) as second:
        home = second.push(LabHomeScene())
        assert home.saved.game == before
        assert [b.action for b in home.buttons.buttons][0] == ("resume",)
        second.render()
        assert second.ctx.tr.missing == set()
        tap(second, ("resume",))
        assert isinstance(second.top, LabMenuScene)
        assert second.top.lab.game == before and second.top.lab.game.variant == "master"
        mix(second, "2", "3", "4")
        assert saved_history_length(second) == 2


def test_a_new_game_keeps_the_earlier_one_as_previous(tmp_path) -> None:
    with Harness(language="en", storage_dir=tmp_path) as h:
        h.push(LabHomeScene(rng=random.Random(1)))
        new_game(h)
        first_code = h.top.lab.game.code
        h.back()
        tap(h, ("new",))
        confirm_twice(h)
        h.key("1")
        assert h.ctx.storage.load(PREVIOUS_NAME)["code"] == first_code
        assert h.ctx.storage.load(SAVE_NAME)["code"] == h.top.lab.game.code


def test_an_unreadable_save_is_set_aside_and_reported(tmp_path) -> None:
    (tmp_path / SAVE_NAME).write_bytes(b"{\"format\": 1, \"code\": \"DE\x00\xff garbage")
    with Harness(language="de", storage_dir=tmp_path) as h:
        home = h.push(LabHomeScene())
        h.step(0.05)  # the main loop's next poll: the shell tells the player
        assert home.saved.game is None
        assert isinstance(h.top, MessageScene) and f"{SAVE_NAME}.corrupt-1" in h.top.text
        assert h.top.title == "Ein gespeichertes Spiel war beschädigt"
        h.confirm()
        assert h.top is home and h.stack.crashes == []
        assert (tmp_path / f"{SAVE_NAME}.corrupt-1").exists(), "the bad file is kept"
        new_game(h)
        assert isinstance(h.top, LabMenuScene)


@pytest.mark.parametrize(
    ("data", "kind"),
    [
        ({"game": "kupferkessel", "format": 1}, "damaged"),
        ({"format": 1, "game": "alchemists-lab", "code": "DEMO", "variant": "apprentice", "revealed": False,
          "history": [{"action": "student", "result": "X+", "details": {}}]}, "damaged"),
        ({"format": 1, "game": "alchemists-lab", "code": "DEMO", "variant": "apprentice", "revealed": False,
          "history": [{"action": ["student"], "result": "R+", "details": {}}]}, "damaged"),
        ({"format": 99, "game": "alchemists-lab", "code": "DEMO", "variant": "master", "revealed": False,
          "history": []}, "newer"),
    ],
    ids=["another-game", "impossible-result", "wrong-shape", "future-format"],
)
def test_a_foreign_or_damaged_save_is_reported_and_kept_as_a_copy(tmp_path, data: dict, kind: str) -> None:
    Storage(tmp_path).save(SAVE_NAME, data)
    with Harness(language="en", storage_dir=tmp_path) as h:
        home = h.push(LabHomeScene())
        [report] = h.ctx.storage.take_reports()  # what the shell shows once
        assert (report.aside, report.kind, report.what) == (f"{SAVE_NAME}.corrupt-1", kind, "game")
        assert home.saved.game is None
        assert h.ctx.storage.load(report.aside) == data
        assert h.ctx.storage.load(SAVE_NAME) is None
        h.render()
        assert h.stack.crashes == []


def test_a_second_damaged_save_does_not_replace_the_first_copy(tmp_path) -> None:
    damaged = [{"format": 1, "game": "alchemists-lab", "code": code, "variant": "apprentice", "revealed": True,
                "history": []} for code in ("DEMO", "ABCD")]
    storage = Storage(tmp_path)
    for data in damaged:
        storage.save(SAVE_NAME, data)
        with Harness(language="en", storage_dir=tmp_path) as h:
            h.push(LabHomeScene())
    assert [storage.load(f"{SAVE_NAME}.corrupt-{n}") for n in (1, 2)] == damaged


class FullDisk(Storage):
    """Storage whose writes fail like a full or read-only disk."""

    def save(self, name: str, data: dict) -> bool:
        self.failing[name] = "No space left on device"
        return False


def test_a_failing_disk_is_told_on_the_result_screen_not_a_crash(tmp_path) -> None:
    with Harness(language="en", storage_dir=tmp_path) as h:
        lab = LabSession(session.new_game("DEMO", "apprentice"), FullDisk(tmp_path))
        h.push(LabMenuScene(lab))
        mix(h, "1", "1", "3")
        assert isinstance(h.top, ResultScene)
        assert h.top.entry.result == "R+"
        assert lab.save_error and "No space" in lab.save_error
        h.render()
        assert h.stack.crashes == []


def test_saved_file_is_plain_json_with_a_format_version(tmp_path) -> None:
    with Harness(language="en", storage_dir=tmp_path) as h:
        h.push(LabHomeScene(rng=random.Random(SEED)))
        new_game(h)
        mix(h, "1", "4", "5")
    data = json.loads((tmp_path / SAVE_NAME).read_text(encoding="utf-8"))
    assert data["format"] == 1 and data["game"] == "alchemists-lab"
    entry = data["history"][0]
    assert entry["action"] == "student" and entry["details"] == {}, "a student test keeps no ingredients"


def test_a_read_only_folder_lets_a_new_game_start_and_play_go_on(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    Storage(tmp_path).save(SAVE_NAME, session.to_json(session.new_game("DEMO", "apprentice")))

    def read_only(source: object, target: object) -> None:
        raise OSError(30, "Read-only file system")

    with Harness(language="en", storage_dir=tmp_path) as h:
        monkeypatch.setattr(os, "replace", read_only)
        h.push(LabHomeScene(rng=random.Random(SEED)))
        tap(h, ("new",))
        confirm_twice(h)  # replacing the saved game is asked first
        h.key("1")  # the variant
        h.confirm()  # the code is noted
        assert isinstance(h.top, LabMenuScene)  # was the error screen
        mix(h, "1", "1", "3")
        assert isinstance(h.top, ResultScene) and h.top.lab.save_error == "Read-only file system"
        h.render()
        assert h.ctx.tr("app.storage_failing") in h.ctx.fonts.recorded()  # the banner
        assert h.stack.crashes == []
    assert session.from_json(Storage(tmp_path).load(SAVE_NAME)).code == "DEMO"  # the old save is untouched
