"""The lab game is saved after every result, offered for resume after a restart, and a corrupt or
foreign save is reported without a crash and without losing the file."""

from __future__ import annotations

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from games.alchemists import session  # noqa: E402
from games.alchemists.ui.lab_state import DAMAGED_NAME, PREVIOUS_NAME, SAVE_NAME, LabSession  # noqa: E402
from games.alchemists.ui.menu import LabMenuScene  # noqa: E402
from games.alchemists.ui.results import ResultScene  # noqa: E402
from games.alchemists.ui.scenes import LabHomeScene  # noqa: E402
from games.alchemists.ui.showcase import SEED, confirm_twice, mix, new_game, tap  # noqa: E402
from games.app.headless import Harness  # noqa: E402
from games.app.storage import Storage  # noqa: E402


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
        h.render()
        assert home.saved.game is None
        assert home.notice == ("alchemists.home.corrupt", {})
        assert h.stack.crashes == []
        assert any(p.name.startswith(f"{SAVE_NAME}.corrupt") for p in tmp_path.iterdir()), "the bad file is kept"
        new_game(h)
        assert isinstance(h.top, LabMenuScene)


@pytest.mark.parametrize(
    "data",
    [
        {"game": "kupferkessel", "format": 1},
        {"format": 1, "game": "alchemists-lab", "code": "DEMO", "variant": "apprentice", "revealed": False,
         "history": [{"action": "student", "result": "X+", "details": {}}]},
        {"format": 99, "game": "alchemists-lab", "code": "DEMO", "variant": "master", "revealed": False, "history": []},
    ],
    ids=["another-game", "impossible-result", "future-format"],
)
def test_a_foreign_or_damaged_save_is_reported_and_kept_as_a_copy(tmp_path, data: dict) -> None:
    Storage(tmp_path).save(SAVE_NAME, data)
    with Harness(language="en", storage_dir=tmp_path) as h:
        home = h.push(LabHomeScene())
        h.render()
        assert home.saved.game is None
        assert home.notice is not None and home.notice[0] == "alchemists.home.foreign"
        assert home.notice[1]["reason"]
        assert h.ctx.storage.load(DAMAGED_NAME) == data
        assert h.ctx.storage.load(SAVE_NAME) is None
        assert h.stack.crashes == []


class FullDisk(Storage):
    """Storage whose writes fail like a full or read-only disk."""

    def save(self, name: str, data: dict) -> None:
        raise OSError(28, "No space left on device")


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
