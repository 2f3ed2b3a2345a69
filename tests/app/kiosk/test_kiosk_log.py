"""The kiosk's rotating log: size-limited, readable back by event and level; the window logs the
camera going and coming back."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from games.app.kiosk.log import BACKUPS, close_log, open_log, recent


def test_the_log_rotates_and_never_grows_past_its_limit(tmp_path: Path) -> None:
    log = open_log("athanor", tmp_path, max_bytes=4000, backups=BACKUPS)
    for n in range(2000):
        log.info("start: kiosk, restart %d, pid 1", n)
    close_log(log)
    files = sorted(p.name for p in (tmp_path / "logs").iterdir())
    assert files == ["athanor.log", "athanor.log.1", "athanor.log.2", "athanor.log.3"]
    assert all((tmp_path / "logs" / name).stat().st_size <= 4000 for name in files)
    newest = recent("athanor", tmp_path, ("start",), limit=3)
    assert [line.rsplit("restart ", 1)[1] for line in newest] == ["1997, pid 1", "1998, pid 1", "1999, pid 1"]


def test_a_folder_that_refuses_gives_a_silent_log(tmp_path: Path) -> None:
    (tmp_path / "logs").write_text("a file where the folder should be")
    log = open_log("athanor", tmp_path)
    log.error("error in X: nothing happens")
    close_log(log)
    assert recent("athanor", tmp_path) == []


class Camera:
    def __init__(self) -> None:
        self.status = "ok"

    def snapshot(self) -> SimpleNamespace:
        return SimpleNamespace(status=self.status, status_message="the camera stopped sending pictures")


def test_the_window_logs_the_camera_going_and_coming_back(tmp_path: Path) -> None:
    from games.app.app import App

    camera = Camera()
    app = App.__new__(App)  # only what _watch_camera needs: services, the last status, the log
    app.ctx = SimpleNamespace(services={"scanner": camera})
    app.camera_status = ("", 0.0)
    app.log = open_log("athanor", tmp_path)
    for now, status in ((1.0, "ok"), (2.5, "lost"), (2.7, "ok"), (4.0, "retrying"), (5.0, "retrying"), (6.5, "ok")):
        camera.status = status
        app._watch_camera(now)
    close_log(app.log)
    lines = recent("athanor", tmp_path, levels=("WARNING",))
    assert [line.split("WARNING ", 1)[1].split(":")[0].strip() for line in lines] == [
        "camera lost", "camera back"]  # 2.7 came within the second after 2.5, so it was not looked at


ROOT = Path(__file__).resolve().parents[3]


def hostile(folder: Path, kind: str) -> Path:
    """<folder>/logs/athanor.log as a FIFO or a link to /dev/zero."""
    import os

    path = folder / "logs" / "athanor.log"
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    return path


def run_bounded(argv: list[str], data: Path) -> "subprocess.CompletedProcess[str]":
    """`python main.py ARGV` on `data`, at most 20 s and 1 GB of address space."""
    import os
    import resource
    import subprocess
    import sys

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ATHANOR_DATA_DIR=str(data),
               XDG_CONFIG_HOME=str(data / "config"))
    return subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=20, preexec_fn=limit)


@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_status_reads_no_hostile_log_and_names_it(tmp_path: Path, kind: str) -> None:
    hostile(tmp_path, kind)
    done = run_bounded(["kiosk", "--status"], tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    expected = "a named pipe" if kind == "fifo" else "a link"
    assert f"  athanor.log: {expected}\n" in done.stdout and "last errors: none" in done.stdout


@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_the_window_sets_a_hostile_log_aside_and_starts(tmp_path: Path, kind: str) -> None:
    import stat

    hostile(tmp_path, kind)
    done = run_bounded(["--exit-after-first-frame"], tmp_path)
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    logs = tmp_path / "logs"
    aside = (logs / "athanor.log.corrupt-1").lstat()
    assert stat.S_ISFIFO(aside.st_mode) if kind == "fifo" else stat.S_ISLNK(aside.st_mode)
    text = (logs / "athanor.log").read_text()
    assert "WARNING log set aside: athanor.log was " in text and "now athanor.log.corrupt-1" in text
    assert "INFO    start: window" in text


def test_open_log_never_blocks_on_a_fifo_made_after_it_opened(tmp_path: Path) -> None:
    """The log opens its file at the first line: a FIFO that appeared since is refused, not waited on."""
    import os
    import threading

    log = open_log("athanor", tmp_path)
    path = hostile(tmp_path, "fifo")
    written = threading.Event()
    threading.Thread(target=lambda: (log.info("start: kiosk"), written.set()), daemon=True).start()
    try:
        assert written.wait(5)
    finally:
        os.close(os.open(path, os.O_RDONLY | os.O_NONBLOCK))  # frees a writer that blocked (old code)
        close_log(log)


def test_a_log_that_cannot_be_written_costs_one_line_on_stderr(tmp_path: Path, capsys) -> None:
    log = open_log("athanor", tmp_path)
    (tmp_path / "logs" / "athanor.log").mkdir()  # a folder where the file goes, after the log was opened
    for n in range(3):
        log.error("error %d", n)
    close_log(log)
    err = capsys.readouterr().err
    assert err == f"athanor: cannot write the log {tmp_path / 'logs' / 'athanor.log'}: Is a directory\n"


def test_rotated_copies_that_are_not_files_are_set_aside_too(tmp_path: Path) -> None:
    import os

    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "athanor.log.1").symlink_to("/dev/zero")
    (logs / "athanor.log.2").mkdir()
    os.mkfifo(logs / "athanor.log.3")
    log = open_log("athanor", tmp_path, max_bytes=2000)
    assert [line.split(" ", 2)[2] for line in recent("athanor", tmp_path, ("log",))] == [
        "WARNING log set aside: athanor.log.1 was a link, now athanor.log.1.corrupt-1",
        "WARNING log set aside: athanor.log.2 was a folder, now athanor.log.2.corrupt-1",
        "WARNING log set aside: athanor.log.3 was a named pipe, now athanor.log.3.corrupt-1"]
    for n in range(200):
        log.info("start: kiosk, restart %d, pid 1", n)
    close_log(log)
    assert sorted(p.name for p in logs.iterdir() if ".corrupt-" in p.name) == [
        "athanor.log.1.corrupt-1", "athanor.log.2.corrupt-1", "athanor.log.3.corrupt-1"]
    assert all((logs / f"athanor.log.{n}").is_file() for n in (1, 2, 3))
