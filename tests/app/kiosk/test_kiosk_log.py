"""The kiosk's rotating log: size-limited, readable back by event and level; the window logs the
camera going and coming back."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

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
