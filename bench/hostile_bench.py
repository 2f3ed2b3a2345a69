"""Hostile files against every game's save, the settings and the kiosk's own files: a quick check.

    .venv/bin/python bench/hostile_bench.py

For each stored file (Kupferkessel, Alchemist (Amigo), Alchemists board game match, Materia
Prima campaign and its scenario, the lab's game, settings.json, organiser.json, kiosk/last-game.json) a
valid one is made, then damaged in each way — truncated, garbage bytes, valid JSON of the wrong
shape, a field of the wrong type, nested very deeply, huge (over the 16 MB limit), from a newer
version, a folder in its place — and opened the way the program opens it (the start screen, the
game's first screen, its continue). Printed per case: crashed (error screen or exception), set
aside (moved to <name>.corrupt-N), told (a notice for the player), the other files untouched.
Then, as an unprivileged user when run as root: a read-only data folder — a Kupferkessel move is
made and the "saving is failing" banner is expected, with play going on. Asserts nothing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MP_CAMPAIGN = "materia-prima/campaigns/campaign-1.json"
MP_MATCH = "materia-prima/matches/campaign-1/saves/match-materia-prima.json"
FILES = {  # storage name -> the game that opens it (None: opened by the shell itself)
    "saves/match-kupferkessel.json": "kupferkessel", "saves/match-alchemist.json": "alchemist",
    "saves/match-alchemists.json": "alchemists", MP_CAMPAIGN: "materia-prima", MP_MATCH: "materia-prima",
    "alchemists-lab": "alchemists-lab", "settings.json": None, "organiser.json": None, "kiosk/last-game.json": None,
}
DAMAGES = ("truncated", "garbage", "wrong-shape", "wrong-type", "deep", "huge", "newer", "folder")


def make_valid(directory: Path) -> None:
    """A data folder with a save of every kind."""
    from games.alchemists.lab.ui.lab_state import join_game
    from games.app.table.bot_worker import BotWorker
    from games.app.testing.headless import Harness
    from games.app.table.match_session import MatchSession
    from games.app.kiosk.organiser import set_pin
    from games.app.kiosk.last_game import note_running
    from games.app.store.settings import save_settings
    from games.kernel.protocol import table_config
    from games.app.table.seats import rules_of

    with Harness(storage_dir=directory, services={"match_session_options": {"seed": 3, "worker": BotWorker(threaded=False)}}) as h:
        storage = h.ctx.storage
        for game in ("kupferkessel", "alchemist", "alchemists"):
            session = MatchSession.new(game, ["human", "human"], storage, seed=5,
                                       config=table_config(rules_of(game), 2) or None, worker=BotWorker(threaded=False))
            for _ in range(3):
                session.play(session.legal_actions()[0])
        from games.materia_prima.ui.book_scene import BookScene

        h.push(BookScene())
        for action in ("new", "next", "create", "choose"):
            button = next((b for b in h.top.buttons.buttons if b.action == action and b.enabled), None)
            if button is not None:
                h.click(button.rect.center)
        start = next((b for b in getattr(h.top, "buttons").buttons if b.enabled and "start" in str(b.action)), None)
        if start is not None:
            h.click(start.rect.center)
        lab = join_game("DEMO", "apprentice", storage)
        lab.record(lambda g: g.student("toad", "fern"))
        save_settings(storage, h.ctx.settings)
        set_pin(storage, "2468")
        note_running(h.ctx, "kupferkessel")


def damage(path: Path, how: str) -> None:
    """Spoil the file at `path` in the way `how` names."""
    raw = path.read_bytes()
    data = json.loads(raw)
    if how == "truncated":
        path.write_bytes(raw[: len(raw) // 2])
    elif how == "garbage":
        path.write_bytes(bytes(range(256)) * 4)
    elif how == "wrong-shape":
        path.write_text(json.dumps([data]))
    elif how == "wrong-type":
        key = next((k for k in ("actions", "history", "chronicle", "pin", "game", "language") if k in data), next(iter(data)))
        data[key] = 5
        path.write_text(json.dumps(data))
    elif how == "deep":
        path.write_text('{"a": ' + "[" * 50_000 + "]" * 50_000 + "}")
    elif how == "huge":
        path.write_text(json.dumps({**data, "padding": "x" * (17 * 1024 * 1024)}))
    elif how == "newer":
        key = next((k for k in ("format", "version", "rules_version") if k in data), None)
        data[key or "format"] = 999 if key != "rules_version" else "999"
        path.write_text(json.dumps(data))
    elif how == "folder":
        path.unlink()
        path.mkdir()


def open_like_the_program(directory: Path, name: str) -> dict:
    """Start the shell on `directory` and open what reads `name`; what happened."""
    from games.app.table.bot_worker import BotWorker
    from games.app.testing.headless import Harness
    from games.app.table.match_session import MatchSession
    from games.app.kiosk.organiser import KioskGuard, stored_pin
    from games.app.kiosk import last_game
    from games.app.store.settings import load_settings
    from games.app.start_scene import StartScene, reopen_running
    from games.app.store.storage import Storage

    outcome = {"crashed": False, "told": 0}
    storage = Storage(directory)
    try:
        load_settings(storage)
        with Harness(storage_dir=directory, kiosk=True,
                     services={"match_session_options": {"worker": BotWorker(threaded=False)}}) as h:
            h.ctx.services["kiosk"] = KioskGuard(h.ctx.storage)
            h.ctx.storage = storage
            h.push(StartScene(kiosk=True))
            record = last_game.read(h.ctx)
            game = FILES[name]
            keys = {game_id: str(number) for number, game_id in enumerate(h.stack.scenes[0].games, start=1)}
            if game not in keys and game is not None:  # a game without screens: its record alone
                MatchSession.resume(game, storage)
            elif game is not None:
                if record is not None and record.game == game:
                    reopen_running(h.stack, h.ctx)
                else:
                    h.key(keys[game])
                    follow = getattr(h.top, "continue_saved", None)
                    if follow is not None:
                        h.stack.apply(follow(h.ctx, "campaign-1"))
            stored_pin(storage)
            h.render()
            outcome["crashed"] = bool(h.stack.crashes)
            outcome["told"] = sum(type(scene).__name__ == "MessageScene" for scene in h.scenes)
    except Exception as error:  # a crash the shell did not catch
        outcome["crashed"] = f"{type(error).__name__}: {error}"[:80]
    outcome["told"] += len(storage.take_reports())
    return outcome


def snapshot(directory: Path, skip: str) -> dict[str, bytes]:
    return {str(p.relative_to(directory)): p.read_bytes() for p in directory.rglob("*")
            if p.is_file() and "logs" not in p.parts and str(p.relative_to(directory)) != skip and ".corrupt-" not in p.name}


def check_all() -> list[tuple[str, str, dict]]:
    valid = Path(tempfile.mkdtemp(prefix="athanor-hostile-valid-"))
    make_valid(valid)
    missing = [name for name in FILES if not (valid / name).exists()]
    rows = []
    for name in FILES:
        if name in missing:
            rows.append((name, "-", {"note": "no valid file could be made"}))
            continue
        for how in DAMAGES:
            folder = Path(tempfile.mkdtemp(prefix="athanor-hostile-"))
            shutil.copytree(valid, folder, dirs_exist_ok=True)
            before = snapshot(folder, name)
            damage(folder / name, how)
            outcome = open_like_the_program(folder, name)
            aside = list((folder / name).parent.glob(f"{Path(name).name}.corrupt-*"))
            after = snapshot(folder, name)
            changed = [n for n in before if n not in ("kiosk/last-game.json", "settings.json", "saves/match-alchemists.json")
                       and before[n] != after.get(n)]
            outcome.update(set_aside=len(aside), others_changed=changed)
            rows.append((name, how, outcome))
            shutil.rmtree(folder, ignore_errors=True)
    return rows


READ_ONLY_SCRIPT = """
import json, os, sys
from games.app.table.bot_worker import BotWorker
from games.app.testing.headless import Harness
from games.app.banners import current_banners, saving_banner
from games.app.table.match_session import MatchSession
from games.app.store.storage import Storage
storage = Storage(sys.argv[1])
with Harness(storage_dir=sys.argv[1]) as h:
    h.ctx.storage = storage
    session = MatchSession.resume("kupferkessel", storage, worker=BotWorker(threaded=False))
    before = len(session.match.actions)
    session.play(session.legal_actions()[0])
    print(json.dumps({"played": len(session.match.actions) - before, "failing": dict(storage.failing),
                      "banner": current_banners(h.ctx, [saving_banner])}))
"""


def read_only_folder() -> str:
    folder = Path(tempfile.mkdtemp(prefix="athanor-readonly-"))
    folder.chmod(0o755)
    make_valid(folder / "data")
    for path in [folder / "data", *(folder / "data").rglob("*")]:
        path.chmod(0o555 if path.is_dir() else 0o444)
    prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if os.geteuid() == 0 else []
    env = dict(os.environ, PYTHONPATH=str(ROOT), HOME=str(folder))
    done = subprocess.run([*prefix, sys.executable, "-c", READ_ONLY_SCRIPT, str(folder / "data")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    return done.stdout.strip() or done.stderr.strip().splitlines()[-1]


def main() -> None:
    rows = check_all()
    print(f"{'file':<56}{'damage':<13}{'crashed':<9}{'set aside':<11}{'told':<6}others changed")
    bad = 0
    for name, how, outcome in rows:
        if "note" in outcome:
            print(f"{name:<56}{how:<13}{outcome['note']}")
            continue
        problem = outcome["crashed"] or not outcome["set_aside"] or outcome["others_changed"]
        bad += bool(problem)
        print(f"{name:<56}{how:<13}{str(outcome['crashed']):<9}{outcome['set_aside']:<11}{outcome['told']:<6}"
              f"{outcome['others_changed'] or '-'}")
    print(f"cases: {len(rows)}, with a problem (a crash, not set aside, or another file changed): {bad}")
    print(f"read-only data folder, a Kupferkessel move: {read_only_folder()}")


if __name__ == "__main__":
    main()
