"""`python main.py kiosk`: autostart entry written and removed (only ours), the other systems'
way printed, the PIN set / reset from the command line, the status from the logs, bad input exit 2."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from games.tools import kiosk as kiosk_cli
from games.app.kiosk.log import close_log, open_log
from games.app.kiosk.organiser import matches, stored_pin
from games.app.store.storage import Storage


@pytest.fixture
def config_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path / "config"


def test_install_writes_an_xdg_autostart_entry_and_uninstall_removes_it(config_home: Path, capsys) -> None:
    assert kiosk_cli.main(["install", "--platform", "linux"]) == 0
    entry = config_home / "autostart" / "athanor-kiosk.desktop"
    text = entry.read_text()
    assert "[Desktop Entry]" in text and "Type=Application" in text and kiosk_cli.MARK in text
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    assert exec_line.endswith(f"{sys.executable} {kiosk_cli.command_line()[1]} --kiosk")
    assert "ATHANOR_DATA_DIR=" in exec_line  # the tests' data folder is kept
    assert str(entry) in capsys.readouterr().out
    assert kiosk_cli.main(["uninstall", "--platform", "linux"]) == 0
    assert not entry.exists() and (config_home / "autostart").is_dir()


def test_uninstall_leaves_other_entries_alone(config_home: Path) -> None:
    folder = config_home / "autostart"
    folder.mkdir(parents=True)
    (folder / "other.desktop").write_text("[Desktop Entry]\nExec=other\n")
    (folder / "athanor-kiosk.desktop").write_text("[Desktop Entry]\nExec=someone else's\n")
    assert kiosk_cli.main(["uninstall", "--platform", "linux"]) == 1  # not ours: kept
    assert kiosk_cli.main(["install", "--platform", "linux"]) == 1
    assert (folder / "athanor-kiosk.desktop").read_text().endswith("someone else's\n")
    (folder / "athanor-kiosk.desktop").unlink()
    assert kiosk_cli.main(["install", "--platform", "linux"]) == 0
    assert kiosk_cli.main(["uninstall", "--platform", "linux"]) == 0
    assert sorted(p.name for p in folder.iterdir()) == ["other.desktop"]


def test_windows_and_macos_get_the_equivalent_printed(config_home: Path, capsys) -> None:
    assert kiosk_cli.main(["install", "--platform", "windows"]) == 0
    windows = capsys.readouterr().out
    assert "shell:startup" in windows and "CreateShortcut" in windows and "--kiosk" in windows
    assert kiosk_cli.main(["install", "--platform", "macos"]) == 0
    macos = capsys.readouterr().out
    assert "LaunchAgents/org.athanor.kiosk.plist" in macos and "<key>RunAtLoad</key><true/>" in macos
    assert not (config_home / "autostart").exists()


def test_exec_arguments_with_spaces_are_quoted() -> None:
    assert kiosk_cli._exec_quote("/home/club night/python") == '"/home/club night/python"'
    assert kiosk_cli._exec_quote('a"$b') == '"a\\"\\$b"'
    assert kiosk_cli._exec_quote("--kiosk") == "--kiosk"


def test_set_pin_twice_then_reset(private_data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("4711\n4711\n"))
    assert kiosk_cli.main(["--set-pin"]) == 0
    stored = stored_pin(Storage(private_data_dir))
    assert stored is not None and matches("4711", stored) and not matches("4712", stored)
    assert "4711" not in (private_data_dir / "organiser.json").read_text()
    assert kiosk_cli.main(["--reset-pin"]) == 0
    assert stored_pin(Storage(private_data_dir)) is None


@pytest.mark.parametrize("typed", ["12\n12\n", "12345\n12346\n", "12a4\n12a4\n", "١٢٣٤\n١٢٣٤\n", ""])
def test_a_bad_pin_is_refused_with_exit_2(typed: str, private_data_dir: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    assert kiosk_cli.main(["--set-pin"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("athanor kiosk: ") and err.count("\n") == 1
    assert not (private_data_dir / "organiser.json").exists()


@pytest.mark.parametrize("argv", [["bogus"], ["--status", "--reset-pin"], ["--platform", "linux"],
                                  ["install", "--platform", "amiga"], ["--status", "extra"]])
def test_bad_command_lines_exit_2(argv: list[str], capsys) -> None:
    assert kiosk_cli.main(argv) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_status_prints_the_last_restarts_and_errors(private_data_dir: Path, config_home: Path, capsys) -> None:
    watchdog, window = open_log("watchdog", private_data_dir), open_log("athanor", private_data_dir)
    for n in range(1, 14):
        watchdog.warning("restart %d after killed (SIGKILL), lived 3.0 s, next start in 0.0 s", n)
    watchdog.error("hang: no frame for 10 s, killing the window")
    window.info("start: kiosk, restart 13, pid 1")
    window.error("error in BoardScene.draw: ZeroDivisionError: division by zero")
    window.warning("camera lost: the camera stopped sending pictures")
    close_log(watchdog), close_log(window)
    assert kiosk_cli.main(["--status"]) == 0
    out = capsys.readouterr().out
    assert "last restarts (10):" in out and "restart 13 after killed" in out and "restart 3 after" not in out
    assert "ZeroDivisionError" in out and "camera lost" in out and "hang: no frame" in out
    assert "start: kiosk" not in out and "organiser PIN: not set" in out and "autostart: not installed" in out
