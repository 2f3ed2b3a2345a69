"""`python main.py kiosk`: set up and look after a game-night kiosk.

    python main.py kiosk                     start the kiosk now (same as python main.py --kiosk)
    python main.py kiosk install             start it at every login (XDG autostart on Linux;
                                             prints the Windows and macOS equivalent there)
    python main.py kiosk uninstall           remove that autostart entry (only ours)
    python main.py kiosk --set-pin           choose the organiser's PIN (asked twice)
    python main.py kiosk --reset-pin         forget a forgotten PIN (the next start asks for one)
    python main.py kiosk --status            the last restarts and errors from the logs

`install --platform linux|windows|macos` shows another system's way. The Linux entry is
$XDG_CONFIG_HOME/autostart/athanor-kiosk.desktop (~/.config when unset), marked as ours by
X-Athanor-Kiosk=true; uninstall removes nothing else. When ATHANOR_DATA_DIR is set, the entry
keeps it. Bad input: exit 2 and one line on stderr. No pygame here.
"""

from __future__ import annotations

import getpass
import os
import sys
from pathlib import Path

from games.app.kiosk.log import recent
from games.tools.cli import ArgumentParser, UsageError

DESKTOP_NAME = "athanor-kiosk.desktop"
MARK = "X-Athanor-Kiosk=true"
PLATFORMS = ("linux", "windows", "macos")
STATUS_LINES = 10


def this_platform() -> str:
    """"windows", "macos" or "linux" (every other system uses the XDG way)."""
    return "windows" if sys.platform.startswith("win") else "macos" if sys.platform == "darwin" else "linux"


def command_line() -> list[str]:
    """The command that starts the kiosk: this Python, main.py, --kiosk."""
    from games.app.kiosk.watchdog import main_script

    return [sys.executable, str(main_script()), "--kiosk"]


def autostart_path() -> Path:
    """Where the XDG autostart entry goes."""
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "autostart" / DESKTOP_NAME


def _exec_quote(argument: str) -> str:
    """One Exec argument as the desktop entry specification wants it quoted."""
    if argument and not any(c in argument for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return argument
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return f'"{escaped}"'


def desktop_entry(command: list[str]) -> str:
    """The text of the .desktop file that starts `command` at login."""
    data_dir = os.environ.get("ATHANOR_DATA_DIR")
    prefix = ["env", f"ATHANOR_DATA_DIR={data_dir}"] if data_dir else []
    exec_line = " ".join(_exec_quote(part).replace("%", "%%") for part in prefix + command)
    return "\n".join([
        "[Desktop Entry]", "Type=Application", "Name=Athanor (kiosk)",
        "Comment=Athanor game-night kiosk, started at login", f"Exec={exec_line}",
        f"Path={Path(command[1]).parent}", "Terminal=false", "X-GNOME-Autostart-enabled=true", MARK, "",
    ])


def windows_text(command: list[str]) -> str:
    """What to do on Windows: a shortcut in the Startup folder (PowerShell lines)."""
    python, script, *args = command
    return "\n".join([
        "Windows: put a shortcut to the kiosk in your Startup folder (Win+R, shell:startup), or run in PowerShell:",
        "  $link = \"$env:APPDATA\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\Athanor kiosk.lnk\"",
        "  $s = (New-Object -ComObject WScript.Shell).CreateShortcut($link)",
        f"  $s.TargetPath = '{python}'",
        f"  $s.Arguments = '\"{script}\" {' '.join(args)}'",
        f"  $s.WorkingDirectory = '{Path(script).parent}'",
        "  $s.Save()",
        "To remove it: delete \"Athanor kiosk.lnk\" from that folder.",
    ])


def macos_text(command: list[str]) -> str:
    """What to do on macOS: a LaunchAgent that runs at login."""
    arguments = "\n".join(f"    <string>{part}</string>" for part in command)
    plist = "~/Library/LaunchAgents/org.athanor.kiosk.plist"
    return "\n".join([
        f"macOS: save this as {plist}, then run: launchctl load {plist}",
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
        '<plist version="1.0"><dict>',
        "  <key>Label</key><string>org.athanor.kiosk</string>",
        "  <key>ProgramArguments</key><array>", arguments, "  </array>",
        "  <key>RunAtLoad</key><true/>",
        "</dict></plist>",
        f"To remove it: launchctl unload {plist} and delete the file.",
    ])


def install(platform: str) -> int:
    """Write the autostart entry (Linux) or print the other systems' way."""
    command = command_line()
    if platform == "windows":
        print(windows_text(command))
        return 0
    if platform == "macos":
        print(macos_text(command))
        return 0
    path = autostart_path()
    if path.exists() and MARK not in _read(path):
        print(f"athanor: {path} exists and is not Athanor's; left as it is", file=sys.stderr)
        return 1
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.tmp")
        temporary.write_text(desktop_entry(command), encoding="utf-8")
        os.replace(temporary, path)
    except OSError as error:
        print(f"athanor: cannot write {path}: {error.strerror or error}", file=sys.stderr)
        return 1
    print(f"Athanor starts as a kiosk at the next login: {path}")
    print("Set the organiser's PIN now with: python main.py kiosk --set-pin (else the first start asks).")
    return 0


def uninstall(platform: str) -> int:
    """Remove our autostart entry (nothing else); other systems get the words."""
    if platform != "linux":
        print((windows_text if platform == "windows" else macos_text)(command_line()).splitlines()[-1])
        return 0
    path = autostart_path()
    if not path.exists():
        print(f"No autostart entry to remove ({path}).")
        return 0
    if MARK not in _read(path):
        print(f"athanor: {path} is not Athanor's; left as it is", file=sys.stderr)
        return 1
    try:
        path.unlink()
    except OSError as error:
        print(f"athanor: cannot remove {path}: {error.strerror or error}", file=sys.stderr)
        return 1
    print(f"Removed {path}; Athanor no longer starts at login.")
    return 0


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")[:100_000]
    except OSError:
        return ""


def set_pin_interactively() -> int:
    """Ask for the new PIN twice (without echo on a terminal) and store it hashed."""
    from games.app.kiosk.organiser import PinError, check_format, set_pin
    from games.app.store.storage import Storage

    ask = getpass.getpass if sys.stdin.isatty() else _line
    try:
        first = check_format(ask("New organiser PIN (4-8 digits): ").strip())
        if ask("The same PIN again: ").strip() != first:
            raise PinError("the two PINs differ")
    except (PinError, EOFError) as error:
        raise UsageError(str(error) or "no PIN given") from None
    storage = Storage()
    if not set_pin(storage, first):
        print(f"athanor: cannot save the PIN in {storage.directory}", file=sys.stderr)
        return 1
    print(f"The organiser's PIN is set ({storage.directory / 'organiser.json'}, stored hashed).")
    return 0


def _line(prompt: str) -> str:
    """One line from a non-terminal stdin (scripts, tests)."""
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line


def reset_pin() -> int:
    """Forget the PIN; the next kiosk start asks for a new one."""
    from games.app.kiosk.organiser import reset_pin as forget
    from games.app.store.storage import Storage

    storage = Storage()
    if not forget(storage):
        print(f"athanor: cannot remove the PIN in {storage.directory}", file=sys.stderr)
        return 1
    print("The organiser's PIN is forgotten; the next kiosk start asks for a new one.")
    return 0


def status() -> int:
    """Autostart, PIN, and the newest restarts and errors from the logs."""
    from games.app.kiosk.organiser import PIN_FILE
    from games.app.store.storage import default_data_dir

    data = default_data_dir()
    entry = autostart_path()
    restarts = recent("watchdog", data, ("restart",), STATUS_LINES)
    errors = sorted(recent("athanor", data, levels=("ERROR", "WARNING"), limit=STATUS_LINES)
                    + recent("watchdog", data, ("hang", "cannot"), limit=STATUS_LINES))[-STATUS_LINES:]
    print(f"data folder: {data}")
    print(f"autostart: {'installed, ' + str(entry) if entry.exists() else 'not installed'}"
          if this_platform() == "linux" else f"autostart: see python main.py kiosk install ({this_platform()})")
    print(f"organiser PIN: {'set' if (data / PIN_FILE).exists() else 'not set'}")
    print(f"last restarts ({len(restarts)}):" if restarts else "last restarts: none")
    print("".join(f"  {line}\n" for line in restarts), end="")
    print(f"last errors ({len(errors)}):" if errors else "last errors: none")
    print("".join(f"  {line}\n" for line in errors), end="")
    return 0


def parse(argv: list[str]) -> tuple[str, str]:
    """(what to do, platform) from the command line; UsageError for anything else."""
    parser = ArgumentParser(prog="athanor kiosk", add_help=False)
    parser.add_argument("action", nargs="?", choices=("install", "uninstall"))
    parser.add_argument("--set-pin", action="store_true")
    parser.add_argument("--reset-pin", action="store_true")
    parser.add_argument("--status", action="store_true")
    parser.add_argument("--platform", choices=PLATFORMS)
    args, rest = parser.parse_known_args(argv)
    chosen = [name for name, on in (("install", args.action == "install"), ("uninstall", args.action == "uninstall"),
                                    ("set-pin", args.set_pin), ("reset-pin", args.reset_pin), ("status", args.status)) if on]
    if len(chosen) > 1:
        raise UsageError(f"choose one of {', '.join(chosen)}")
    if args.platform and not chosen[:1] in (["install"], ["uninstall"]):
        raise UsageError("--platform goes with install or uninstall")
    if chosen and rest:
        raise UsageError(f"unrecognized arguments: {' '.join(rest)}")
    return (chosen[0] if chosen else "run"), args.platform or this_platform()


def main(argv: list[str]) -> int:
    """The `kiosk` tool; see the module docstring."""
    if "-h" in argv or "--help" in argv:
        print(__doc__.split("\n\n")[1])
        return 0
    try:
        action, platform = parse(argv)
        if action == "set-pin":
            return set_pin_interactively()
    except UsageError as error:
        print(f"athanor kiosk: {error}", file=sys.stderr)
        return 2
    if action == "install":
        return install(platform)
    if action == "uninstall":
        return uninstall(platform)
    if action == "reset-pin":
        return reset_pin()
    if action == "status":
        return status()
    from games.app.main import run

    rest = [arg for arg in argv if arg != "--kiosk"]
    return run(["--kiosk", *rest])
