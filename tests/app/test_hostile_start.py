"""The window starts whatever the data folder holds: damaged, nested, foreign or unreadable files
are set aside and told once, leftovers of a kill are cleaned up (real main loop, in a subprocess)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import json, os, sys
from games.tools.window import parse_options
from games.app.app import App

results = {}
for name, folder in json.loads(sys.argv[1]).items():
    os.environ["ATHANOR_DATA_DIR"] = folder
    app = App(parse_options(["--exit-after-first-frame"]))
    status = app.run()
    top = app.stack.top
    results[name] = {"status": status, "top": type(top).__name__, "text": getattr(top, "text", ""),
                     "language": app.ctx.settings.language}
    app.close()
print(json.dumps(results))
"""


def run_app(folders: dict[str, Path], prefix: list[str] | None = None) -> dict[str, dict]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT), LANG="en_GB.UTF-8")
    done = subprocess.run([*(prefix or []), sys.executable, "-c", SCRIPT, json.dumps({k: str(v) for k, v in folders.items()})],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_hostile_settings_and_leftovers_do_not_stop_the_window(tmp_path: Path) -> None:
    cases: dict[str, Path] = {}
    for name in ("nested", "fifo", "folder", "garbage", "nested-value", "leftovers"):
        cases[name] = tmp_path / name
        cases[name].mkdir()
    (cases["nested"] / "settings.json").write_text('{"language": ' + "[" * 100_000 + "]" * 100_000 + "}")
    if hasattr(os, "mkfifo"):
        os.mkfifo(cases["fifo"] / "settings.json")
    (cases["folder"] / "settings.json").mkdir()
    (cases["garbage"] / "settings.json").write_bytes(b'{"language": "de", \xff\x00')
    (cases["nested-value"] / "settings.json").write_text('{"language": "de", "camera": {"index": 2}}')
    leftovers = cases["leftovers"]
    (leftovers / "saves").mkdir()
    (leftovers / "settings.json").write_text('{"language": "de"}')
    stale = [leftovers / ".settings.json.a1b2.tmp", leftovers / "saves" / ".match-kupferkessel.json.c3d4.tmp"]
    for path in stale:
        path.write_text('{"half')
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    results = run_app(cases)
    for name in ("nested", "fifo", "folder", "garbage", "nested-value"):
        result = results[name]
        assert result["status"] == 0 and result["top"] == "MessageScene", name
        assert "settings.json.corrupt-1" in result["text"], name
        assert (cases[name] / "settings.json.corrupt-1").exists() or os.path.islink(cases[name] / "settings.json.corrupt-1")
        assert not os.path.lexists(cases[name] / "settings.json") or name in ("folder", "nested-value")
    rewritten = json.loads((cases["nested-value"] / "settings.json").read_text())  # the usable rest is kept
    assert rewritten["language"] == "de" and rewritten["camera"] != {"index": 2}
    assert results["leftovers"] == {"status": 0, "top": "StartScene", "text": "", "language": "de"}
    assert not any(path.exists() for path in stale)


def can_drop_privileges() -> bool:
    return os.geteuid() != 0 or shutil.which("setpriv") is not None


@pytest.mark.skipif(not hasattr(os, "geteuid") or not can_drop_privileges(), reason="needs a POSIX user without root")
def test_an_unreadable_data_folder_still_opens_the_window() -> None:
    outer = Path(tempfile.mkdtemp(prefix="athanor-locked-"))
    try:
        outer.chmod(0o755)
        locked = outer / "data"
        (locked / "saves").mkdir(parents=True)
        (locked / "settings.json").write_text('{"language": "de"}')
        locked.chmod(0)
        prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if os.geteuid() == 0 else []
        result = run_app({"locked": locked}, prefix)["locked"]
        assert result["status"] == 0 and result["top"] == "MessageScene"
        assert result["text"].startswith("The settings file could not be read from the disk. It stays where it is, "
                                         "untouched; Athanor goes on without it for now")
    finally:
        (outer / "data").chmod(0o700)
        shutil.rmtree(outer)
