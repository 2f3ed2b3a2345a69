"""Atomic JSON storage: round trips, no half-written files, corrupt files set aside."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from games.app.storage import Storage, StorageError, default_data_dir, default_log_dir


def test_round_trip_with_umlauts(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save("saves/lab-1.json", {"player": "Jörg Groß", "score": [1, 2]})
    assert storage.load("saves/lab-1.json") == {"player": "Jörg Groß", "score": [1, 2]}
    assert json.loads((tmp_path / "saves" / "lab-1.json").read_text(encoding="utf-8"))["player"] == "Jörg Groß"
    assert storage.names("saves") == ["saves/lab-1.json"]


def test_absent_file_is_none(tmp_path: Path) -> None:
    assert Storage(tmp_path).load("nothing.json") is None


def test_overwrite_leaves_no_temporary_files(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    for round_ in range(5):
        storage.save("game.json", {"round": round_})
    assert storage.load("game.json") == {"round": 4}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    storage = Storage(tmp_path)
    storage.save("game.json", {"round": 1})

    def no_rename(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", no_rename)
    with pytest.raises(OSError, match="disk full"):
        storage.save("game.json", {"round": 2})
    monkeypatch.undo()
    assert storage.load("game.json") == {"round": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_unserialisable_data_raises_before_touching_the_file(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save("game.json", {"round": 1})
    with pytest.raises(TypeError):
        storage.save("game.json", {"round": object()})
    with pytest.raises(TypeError):
        storage.save("game.json", [1, 2])  # type: ignore[arg-type]
    assert storage.load("game.json") == {"round": 1}


def test_fsync_is_called_before_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    Storage(tmp_path).save("a.json", {"x": 1})
    assert calls[:2] == ["fsync", "replace"]


@pytest.mark.parametrize("content", ["{not json", "[1, 2, 3]", "\"text\"", "", "\udcff"])
def test_corrupt_file_is_set_aside_and_load_returns_none(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    storage = Storage(tmp_path)
    assert storage.load("settings.json") is None
    assert not path.exists()
    assert (tmp_path / "settings.json.corrupt-1").read_bytes() == content.encode("utf-8", "surrogateescape")


def test_second_corrupt_file_gets_the_next_number(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    for _ in range(2):
        (tmp_path / "game.json").write_text("garbage", encoding="utf-8")
        assert storage.load("game.json") is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json.corrupt-1", "game.json.corrupt-2"]
    assert storage.names() == []


@pytest.mark.parametrize("name", ["../escape.json", "/etc/passwd", "", "a//b.json", ".hidden.json", "saves/..", "x" * 200])
def test_names_that_leave_the_directory_are_refused(tmp_path: Path, name: str) -> None:
    storage = Storage(tmp_path)
    with pytest.raises(StorageError):
        storage.save(name, {})
    assert storage.load(name) is None
    storage.delete(name)  # no error


def test_delete(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save("a.json", {})
    storage.delete("a.json")
    storage.delete("a.json")
    assert storage.load("a.json") is None


def test_environment_overrides_directories(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ATHANOR_DATA_DIR", str(tmp_path / "kiosk"))
    assert default_data_dir() == tmp_path / "kiosk"
    assert default_log_dir() == tmp_path / "kiosk" / "logs"
    Storage().save("x.json", {"ok": True})
    assert (tmp_path / "kiosk" / "x.json").exists()


def test_platform_directory_without_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ATHANOR_DATA_DIR", raising=False)
    assert default_data_dir().name == "athanor"
