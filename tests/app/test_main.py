"""The command line and the real main loop (in a subprocess, on the dummy video driver)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from games.app.options import Options
from games.tools.window import OptionError, parse_options
from games.tools.window import main as run

ROOT = Path(__file__).resolve().parents[2]


def test_options() -> None:
    assert parse_options([]) == Options()
    options = parse_options(["--kiosk", "--camera", "none", "--lang", "de", "--windowed-size", "1024x600"])
    assert options == Options(fullscreen=True, kiosk=True, camera=None, language="de", windowed_size=(1024, 600))
    assert parse_options(["--camera", "2"]).camera == 2


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--camera", "usb"], "athanor: --camera expects a camera number 0-9 or 'none', not 'usb'"),
        (["--lang", "fr"], "athanor: argument --lang: invalid choice: 'fr' (choose from 'de', 'en')"),
        (["--windowed-size", "big"], "athanor: --windowed-size expects WIDTHxHEIGHT such as 1280x720, not 'big'"),
        (["--camera", "²"], "athanor: --camera expects a camera number 0-9 or 'none', not '²'"),
        (["--camera", "٣"], "athanor: --camera expects a camera number 0-9 or 'none', not '٣'"),
        (["--camera", "9" * 5000], f"athanor: --camera expects a camera number 0-9 or 'none', not '{'9' * 5000}'"),
        (["--windowed-size", "²000x1000"], "athanor: --windowed-size expects WIDTHxHEIGHT such as 1280x720, not '²000x1000'"),
        (["--windowed-size", "١٢٨٠x٧٢٠"], "athanor: --windowed-size expects WIDTHxHEIGHT such as 1280x720, not '١٢٨٠x٧٢٠'"),
        (["--frobnicate"], "athanor: unrecognized arguments: --frobnicate"),
    ],
)
def test_bad_options_exit_2_with_one_line(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(OptionError):
        parse_options(argv)
    assert run(argv) == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [message]


def test_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--kiosk", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python main.py") and "Ctrl+Alt+Q" in out


LOOP_SCRIPT = textwrap.dedent(
    """
    import json, pygame
    from games.tools.window import parse_options
    from games.app.app import App
    from games.app.settings_scene import SettingsScene

    def post_click(pos):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos, touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos, touch=False))

    def key(code, mod=0):
        return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)

    result = {}
    app = App(parse_options(["--windowed-size", "960x540", "--lang", "de"]))
    start = app.stack.top
    post_click((161, 486))          # Settings button (canvas 322, 972) at half scale
    pygame.event.post(key(pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LALT))
    result["status"] = app.run()
    result["top"] = type(app.stack.top).__name__
    result["window"] = list(app.display.viewport.window)
    app._handle_events([key(pygame.K_F11)])
    app._follow_settings()
    result["fullscreen_after_f11"] = app.display.fullscreen
    result["saved_fullscreen"] = app.ctx.storage.load("settings.json")["fullscreen"]
    app._handle_events([pygame.event.Event(pygame.QUIT)])
    result["running_after_close"] = app.running
    app.close()

    from games.app.kiosk.organiser import set_pin
    from games.app.store.storage import Storage

    set_pin(Storage(), "2468")
    kiosk = App(parse_options(["--kiosk"]))
    kiosk._handle_events([pygame.event.Event(pygame.WINDOWCLOSE, window=None), pygame.event.Event(pygame.QUIT),
                          key(pygame.K_ESCAPE), key(pygame.K_F11)])
    kiosk._follow_settings()
    result["kiosk_running"] = kiosk.running
    result["kiosk_fullscreen"] = kiosk.display.fullscreen
    kiosk._handle_events([key(pygame.K_q, pygame.KMOD_RCTRL | pygame.KMOD_RALT)])
    result["kiosk_running_after_combo"] = kiosk.running
    result["kiosk_asks"] = type(kiosk.stack.top).__name__
    kiosk._handle_events([key(getattr(pygame, f"K_{d}")) for d in "2468"] + [key(pygame.K_RETURN)])
    kiosk._follow_organiser()
    result["kiosk_running_after_pin"] = kiosk.running
    kiosk.running = True
    kiosk._handle_events([pygame.event.Event(pygame.QUIT)])  # SIGTERM: QUIT without WINDOWCLOSE
    result["kiosk_running_after_sigterm"] = kiosk.running
    kiosk.close()

    from games.app.display import Display
    from games.app.kit import theme
    pygame.display.init()
    display = Display((1000, 700))
    display.open()
    canvas = pygame.Surface((1920, 1080))
    canvas.fill((200, 0, 0))
    display.present(canvas)
    window = pygame.display.get_surface()
    result["bar"] = list(window.get_at((500, 10))[:3]) == list(theme.INK)
    red, green, blue = window.get_at((500, 350))[:3]
    result["picture"] = red > 190 and green < 10 and blue < 10  # smooth scaling may round a little
    result["viewport"] = list(display.viewport.rect)
    print(json.dumps(result))
    """
)


def test_main_loop_clicks_through_and_kiosk_keeps_running(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ATHANOR_DATA_DIR=str(tmp_path),
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", LOOP_SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    import json

    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result == {
        "status": 0, "top": "SettingsScene", "window": [960, 540], "fullscreen_after_f11": True,
        "saved_fullscreen": True, "running_after_close": False, "kiosk_running": True, "kiosk_fullscreen": True,
        "kiosk_running_after_combo": True, "kiosk_asks": "PinPadScene",
        "kiosk_running_after_pin": False, "kiosk_running_after_sigterm": False,
        "bar": True, "picture": True, "viewport": [0, 69, 1000, 562],
    }


def test_first_frame_and_exit(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ATHANOR_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "main.py", "--exit-after-first-frame", "--lang", "de"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("first_frame_seconds=")
    assert done.stderr == ""


@pytest.mark.parametrize("tool", [[], ["scan", "--preview", "--source"]])
def test_without_a_display_athanor_says_so_and_exits_2(tool: list[str], tmp_path: Path) -> None:
    """SDL's offscreen driver (what SDL picks when there is no display at all) cannot show a window:
    one clear line and exit status 2, instead of running invisibly for ever."""
    argv = tool + ([str(tmp_path)] if tool else [])
    if tool:
        import cv2
        import numpy as np

        cv2.imwrite(str(tmp_path / "table.png"), np.full((48, 64, 3), 90, np.uint8))
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", SDL_AUDIODRIVER="dummy", ATHANOR_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    prefix = "scan" if tool else "athanor"
    assert done.returncode == 2
    assert done.stderr == f"{prefix}: no display found: run on a desktop, or use the command-line tools " \
                          "(python main.py --help)\n"


@pytest.mark.parametrize("tool", [[], ["scan", "--preview", "--source"]])
def test_with_no_display_variables_at_all_our_line_is_the_only_one(tool: list[str], tmp_path: Path) -> None:
    """No DISPLAY, WAYLAND_DISPLAY, XDG_RUNTIME_DIR or SDL_VIDEODRIVER (a bare console or ssh session):
    SDL's probe makes libwayland print its own XDG_RUNTIME_DIR complaint; the player sees only ours."""
    argv = tool + ([str(tmp_path)] if tool else [])
    if tool:
        import cv2
        import numpy as np

        cv2.imwrite(str(tmp_path / "table.png"), np.full((48, 64, 3), 90, np.uint8))
    env = {key: value for key, value in os.environ.items()
           if key not in {"DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER"}}
    env["ATHANOR_DATA_DIR"] = str(tmp_path)
    done = subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    prefix = "scan" if tool else "athanor"
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.splitlines() == [f"{prefix}: no display found: run on a desktop, or use the command-line "
                                        "tools (python main.py --help)"]


def test_quiet_stderr_holds_back_what_c_code_writes_and_then_gives_stderr_back(capfd: pytest.CaptureFixture) -> None:
    from games.app.quiet import quiet_stderr

    os.write(2, b"before\n")
    with quiet_stderr():
        os.write(2, b"error: XDG_RUNTIME_DIR is invalid or not set in the environment.\n")
    os.write(2, b"after\n")
    assert capfd.readouterr().err == "before\nafter\n"


def test_the_dummy_driver_of_tests_is_still_allowed() -> None:
    from games.app.no_display import init_display

    assert os.environ.get("SDL_VIDEODRIVER") == "dummy"  # set by tests/app/conftest.py
    assert init_display() == "dummy"


@pytest.mark.parametrize("argv", [["--kiosk"], ["kiosk"]])
def test_a_kiosk_without_a_display_exits_2_before_any_watchdog_starts(argv: list[str], tmp_path: Path) -> None:
    """Without a display the window can only exit 2: the watchdog would restart it for ever."""
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", SDL_AUDIODRIVER="dummy", ATHANOR_DATA_DIR=str(tmp_path))
    env.pop("ATHANOR_HEARTBEAT", None)
    done = subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=30)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "athanor: no display found: run on a desktop, or use the command-line tools " \
                          "(python main.py --help)\n"
    assert not (tmp_path / "logs" / "watchdog.log").exists()


def test_an_unknown_tool_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from games.tools.cli import main as dispatch

    assert dispatch(["frobnicate"]) == 2
    assert capsys.readouterr().err == ("athanor: unknown tool 'frobnicate' (tools: lab, deduce, cards, scan, play, kiosk, host;"
                                       " see python main.py --help)\n")
