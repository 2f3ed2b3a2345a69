"""Atomic JSON storage: round trips, no half-written files, a refusing disk noted, every hostile file set
aside (numbered, capped), reported once and never waited on."""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.app.store.storage import (
    KEEP_SET_ASIDE, MAX_BYTES, LoadProblem, SetAside, Storage, StorageError, default_data_dir, default_log_dir,
    read_json, write_json,
)
from games.kernel import shape


def test_round_trip_with_umlauts(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    assert storage.save("saves/lab-1.json", {"player": "Jörg Groß", "score": [1, 2]})
    assert storage.load("saves/lab-1.json") == {"player": "Jörg Groß", "score": [1, 2]}
    assert json.loads((tmp_path / "saves" / "lab-1.json").read_text(encoding="utf-8"))["player"] == "Jörg Groß"
    assert storage.names("saves") == ["saves/lab-1.json"]


def test_absent_file_is_none(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    assert storage.load("nothing.json") is None
    assert storage.take_reports() == []


def test_overwrite_leaves_no_temporary_files(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    for round_ in range(5):
        storage.save("game.json", {"round": round_})
    assert storage.load("game.json") == {"round": 4}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_failed_write_keeps_the_old_file_and_is_noted_until_a_good_save(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    storage = Storage(tmp_path)
    assert storage.save("game.json", {"round": 1})

    def no_rename(src: str, dst: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", no_rename)
    assert storage.save("game.json", {"round": 2}) is False
    assert storage.failing == {"game.json": "No space left on device"}
    monkeypatch.undo()
    assert storage.load("game.json") == {"round": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    assert storage.save("game.json", {"round": 3})
    assert storage.failing == {}


def test_a_data_folder_that_is_a_file_fails_saves_and_loads_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder", encoding="utf-8")
    storage = Storage(blocker)
    assert storage.save("saves/game.json", {"round": 1}) is False
    assert "saves/game.json" in storage.failing
    assert storage.load("saves/game.json") is None
    assert storage.names() == [] and storage.take_reports() == []
    assert storage.remove_stale_temporaries() == 0
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_unserialisable_data_raises_before_touching_the_file(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save("game.json", {"round": 1})
    with pytest.raises(TypeError):
        storage.save("game.json", {"round": object()})
    with pytest.raises(TypeError):
        storage.save("game.json", [1, 2])  # type: ignore[arg-type]
    assert storage.load("game.json") == {"round": 1}
    assert storage.failing == {}


def test_file_is_fsynced_renamed_then_the_folder_fsynced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    Storage(tmp_path).save("saves/a.json", {"x": 1})
    assert calls == ["fsync file", "replace", "fsync folder"]


def deep(levels: int) -> str:
    return '{"a": ' * levels + "1" + "}" * levels


HOSTILE: dict[str, tuple[str | bytes, str]] = {
    "truncated": ('{"round": 1, "pla', "damaged"),
    "garbage": ("\x00\x01 garbage \x7f", "damaged"),
    "not utf-8": (b'{"name": "J\xf6rg"}', "damaged"),
    "empty": ("", "damaged"),
    "a list": ("[1, 2, 3]", "damaged"),
    "a text": ('"text"', "damaged"),
    "nested 100,000 deep": (deep(100_000), "damaged"),
    "nested 100 deep": (deep(100), "damaged"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_content_is_set_aside_reported_once_and_kept(tmp_path: Path, case: str) -> None:
    content, kind = HOSTILE[case]
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    (tmp_path / "settings.json").write_bytes(raw)
    storage = Storage(tmp_path)
    assert storage.load("settings.json", what="settings") is None
    assert not (tmp_path / "settings.json").exists()
    assert (tmp_path / "settings.json.corrupt-1").read_bytes() == raw  # nothing lost
    [report] = storage.take_reports()
    assert (report.name, report.aside, report.kind, report.what) == (
        "settings.json", "settings.json.corrupt-1", kind, "settings")
    assert report.reason
    assert storage.load("settings.json") is None and storage.take_reports() == []


SHAPE = shape.obj({"format": shape.format_version(2), "actions": shape.list_of(shape.text())})


@pytest.mark.parametrize(("data", "kind", "reason"), [
    ({"format": 1, "actions": 7}, "damaged", "wrong shape: actions: expected a list, got a whole number"),
    ({"format": 1, "actions": ["a", ["b"]]}, "damaged", "wrong shape: actions[1]: expected text, got a list"),
    ({"format": 1}, "damaged", "wrong shape: field 'actions' is missing"),
    ({"format": 3, "actions": [], "new": 1}, "newer", "format: format 3 comes from a newer Athanor (this one reads up to 2)"),
])
def test_a_file_of_the_wrong_shape_or_a_newer_version_is_set_aside(tmp_path: Path, data: dict, kind: str,
                                                                    reason: str) -> None:
    storage = Storage(tmp_path)
    storage.save("saves/match.json", data)
    assert storage.load("saves/match.json", SHAPE, what="game") is None
    [report] = storage.take_reports()
    assert (report.aside, report.kind, report.reason, report.what) == ("match.json.corrupt-1", kind, reason, "game")
    assert json.loads((tmp_path / "saves" / "match.json.corrupt-1").read_text(encoding="utf-8")) == data


def test_a_good_file_passes_its_shape(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save("saves/match.json", {"format": 2, "actions": ["a"]})
    assert storage.load("saves/match.json", SHAPE) == {"format": 2, "actions": ["a"]}
    assert storage.take_reports() == []


def load_in_time(storage: Storage, name: str, seconds: float = 5.0) -> list[object]:
    """storage.load(name) in a thread: [result], or [] when it did not return in time (a hang)."""
    result: list[object] = []
    thread = threading.Thread(target=lambda: result.append(storage.load(name)), daemon=True)
    thread.start()
    thread.join(seconds)
    return result


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_is_set_aside_without_waiting_for_a_writer(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "settings.json")
    storage = Storage(tmp_path)
    assert load_in_time(storage, "settings.json") == [None]
    [report] = storage.take_reports()
    assert (report.kind, report.aside) == ("not-a-file", "settings.json.corrupt-1")
    assert stat.S_ISFIFO(os.lstat(tmp_path / "settings.json.corrupt-1").st_mode)


def test_a_folder_or_a_device_in_place_of_a_file_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    (tmp_path / "settings.json" / "inside.txt").write_text("kept", encoding="utf-8")
    storage = Storage(tmp_path)
    assert load_in_time(storage, "settings.json") == [None]
    assert (tmp_path / "settings.json.corrupt-1" / "inside.txt").read_text(encoding="utf-8") == "kept"
    if os.path.exists("/dev/zero"):
        (tmp_path / "game.json").symlink_to("/dev/zero")
        assert load_in_time(storage, "game.json") == [None]
    assert {r.kind for r in storage.take_reports()} == {"not-a-file"}


def test_a_huge_file_is_set_aside_unread(tmp_path: Path) -> None:
    with open(tmp_path / "game.json", "wb") as stream:
        stream.truncate(MAX_BYTES + 1)  # sparse: costs no disk space
    storage = Storage(tmp_path)
    assert load_in_time(storage, "game.json") == [None]
    [report] = storage.take_reports()
    assert report.kind == "too-large" and (tmp_path / "game.json.corrupt-1").stat().st_size == MAX_BYTES + 1


def test_an_unreadable_file_is_reported_once_even_when_it_cannot_be_moved(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "game.json").write_text("{}", encoding="utf-8")
    real_open, real_rename = os.open, os.rename

    def refuse_open(path: object, *args: object, **kwargs: object) -> int:
        if str(path).endswith("game.json"):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type, call-overload]

    def refuse_rename(source: object, target: object) -> None:
        raise PermissionError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "open", refuse_open)
    monkeypatch.setattr(os, "rename", refuse_rename)
    storage = Storage(tmp_path)
    for _ in range(3):
        assert storage.load("game.json") is None
    [report] = storage.take_reports()
    assert (report.kind, report.aside, report.reason) == ("unreadable", None, "Permission denied")
    monkeypatch.setattr(os, "rename", real_rename)
    assert storage.load("game.json") is None
    assert [r.aside for r in storage.take_reports()] == ["game.json.corrupt-1"]


def test_every_set_aside_copy_is_kept_numbered(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    for round_ in range(3):
        (tmp_path / "game.json").write_text(f"garbage {round_}", encoding="utf-8")
        assert storage.load("game.json") is None
    assert [(tmp_path / f"game.json.corrupt-{n}").read_text(encoding="utf-8") for n in (1, 2, 3)] == [
        "garbage 0", "garbage 1", "garbage 2"]
    assert [r.aside for r in storage.take_reports()] == [f"game.json.corrupt-{n}" for n in (1, 2, 3)]
    assert storage.names() == []


def test_set_aside_copies_are_capped_oldest_first_and_numbers_never_reused(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    for number in range(1, KEEP_SET_ASIDE + 1):
        (tmp_path / f"game.json.corrupt-{number}").write_text(f"old {number}", encoding="utf-8")
    for round_ in range(2):
        (tmp_path / "game.json").write_text(f"new {round_}", encoding="utf-8")
        assert storage.load("game.json") is None
    kept = sorted(int(p.name.rpartition("-")[2]) for p in tmp_path.glob("game.json.corrupt-*"))
    assert kept == list(range(3, KEEP_SET_ASIDE + 3))
    assert (tmp_path / f"game.json.corrupt-{KEEP_SET_ASIDE + 2}").read_text(encoding="utf-8") == "new 1"


def test_a_caller_sets_aside_what_it_found_damaged(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save("saves/match.json", {"actions": ["impossible"]})
    assert storage.set_aside("saves/match.json", "action 1 is not legal") == "match.json.corrupt-1"
    assert storage.take_reports() == [
        SetAside("saves/match.json", "match.json.corrupt-1", "damaged", "action 1 is not legal", "game")]
    assert storage.set_aside("saves/match.json", "gone already") is None
    assert storage.take_reports() == []


def test_stale_temporary_files_are_removed_and_fresh_ones_kept(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save("saves/match.json", {"a": 1})
    old = [tmp_path / ".settings.json.k2j4.tmp", tmp_path / "saves" / ".match.json.x9z1.tmp"]
    fresh = tmp_path / "saves" / ".match.json.abcd.tmp"
    for path in [*old, fresh]:
        path.write_text("{half", encoding="utf-8")
    for path in old:
        os.utime(path, (time.time() - 60, time.time() - 60))
    assert storage.remove_stale_temporaries() == 2
    assert not any(path.exists() for path in old)
    assert fresh.exists() and storage.load("saves/match.json") == {"a": 1}


def test_read_and_write_json_outside_the_data_folder(tmp_path: Path) -> None:
    path = tmp_path / "my lab game.json"
    assert read_json(path) is None
    write_json(path, {"code": "DEMO"})
    assert read_json(path, shape.obj({"code": shape.text()})) == {"code": "DEMO"}
    with pytest.raises(LoadProblem, match="field 'other' is missing"):
        read_json(path, shape.obj({"code": shape.text(), "other": shape.text()}))
    assert path.exists()  # a file outside the data folder is never moved


@pytest.mark.parametrize("name", ["../escape.json", "/etc/passwd", "", "a//b.json", ".hidden.json", "saves/..", "x" * 200])
def test_names_that_leave_the_directory_are_refused(tmp_path: Path, name: str) -> None:
    storage = Storage(tmp_path)
    with pytest.raises(StorageError):
        storage.save(name, {})
    assert storage.load(name) is None
    assert storage.delete(name)  # nothing to delete, no error


def test_delete(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save("a.json", {})
    assert storage.delete("a.json") and storage.delete("a.json")
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


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=300) | st.text(max_size=300).map(lambda t: t.encode("utf-8")))
def test_any_bytes_load_as_an_object_or_are_set_aside_unchanged(tmp_path: Path, raw: bytes) -> None:
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    (folder / "game.json").write_bytes(raw)
    storage = Storage(folder)
    data = storage.load("game.json")
    if data is None:
        assert (folder / "game.json.corrupt-1").read_bytes() == raw
        assert len(storage.take_reports()) == 1
    else:
        assert isinstance(data, dict) and (folder / "game.json").read_bytes() == raw


def test_a_folder_named_like_a_save_is_listed_and_set_aside_when_loaded(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    (tmp_path / "campaigns" / "campaign-1.json").mkdir(parents=True)
    assert storage.names("campaigns") == ["campaigns/campaign-1.json"]
    assert storage.load("campaigns/campaign-1.json") is None
    assert [(r.kind, r.aside) for r in storage.take_reports()] == [("not-a-file", "campaign-1.json.corrupt-1")]
    assert storage.names("campaigns") == []
