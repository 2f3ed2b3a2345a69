"""`python main.py lab ...` run as a subprocess: every command in JSON and text, and bad input."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from games.alchemists import codes

ROOT = Path(__file__).resolve().parents[2]
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON if VENV_PYTHON.exists() else sys.executable)


def lab(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the lab command line with `args`."""
    return subprocess.run(
        [PYTHON, "main.py", "lab", *args], cwd=ROOT, capture_output=True, text=True, timeout=60
    )


def answer(*args: str) -> dict:
    """The JSON object a successful --json run prints."""
    done = lab(*args, "--json")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert len(done.stdout.splitlines()) == 1
    return json.loads(done.stdout)


DEMO_SOLUTION = {
    "mushroom": "++-",
    "fern": "--+",
    "toad": "+-+",
    "bird-claw": "-+-",
    "flower": "---",
    "mandrake": "+--",
    "scorpion": "-++",
    "raven-feather": "+++",
}
TOAD_GREEN = {"sign": "-", "ingredient": "toad", "colour": "green"}


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--code", "DEMO", "mix", "mushroom", "toad"], {"result": "R+", "name": "Healing"}),
        (["mix", "pilz", "kröte", "--code", "demo"], {"result": "R+", "name": "Healing"}),
        (["--code=DEMO", "mix", "6", "7"], {"result": "N", "name": "Neutral"}),  # grid 3 + 4: opposites
        (["--code=DEMO", "mix", "Skorpion", "PILZ"], {"result": "G+", "name": "Speed"}),  # grid 4 + 6
        (["--code", "DEMO", "drink", "kroete", "alraune"],
         {"result": "G-", "name": "Paralysis", "effect": "paralysis"}),
        (["--code", "DEMO", "drink", "1", "3"], {"result": "R+", "name": "Healing", "effect": None}),
        (["--code", "DEMO", "sell", "R+", "fern", "toad"], {"quality": "sign", "wanted": "R+"}),
        (["--code", "DEMO", "sell", "heiltrank", "1", "3"], {"quality": "exact", "wanted": "R+"}),
        (["--code", "DEMO", "sell", "healing", "pilz", "farn"], {"quality": "neutral", "wanted": "R+"}),
        (["--code", "DEMO", "sell", "R+", "3", "6"], {"quality": "wrong", "wanted": "R+"}),
        (["--code", "DEMO", "debunk", "toad", "green"], TOAD_GREEN),
        (["debunk", "Kröte", "grün", "--code", "DEMO"], TOAD_GREEN),
        (["--code", "DEMO", "debunk", "1", "rot"], {"sign": "+", "ingredient": "mushroom", "colour": "red"}),
        (["--code", "DEMO", "debunk", "fern", "toad", "B+"], {"makes": True, "potion": "B+"}),
        (["--code", "DEMO", "debunk", "fern", "toad", "heiltrank"], {"makes": False, "potion": "R+"}),
        (["--code", "DEMO", "exhibit", "R+", "mushroom", "toad"], {"success": True, "potion": "R+"}),
        (["exhibit", "gift", "1", "3", "--code", "DEMO"], {"success": False, "potion": "R-"}),
        (["--code", "DEMO", "reveal"], {"solution": DEMO_SOLUTION, "code": "DEMO"}),
    ],
)
def test_json_answers(args: list[str], expected: dict) -> None:
    assert answer(*args) == expected


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (["--code", "DEMO", "mix", "pilz", "kröte"], "Mushroom + Toad make R+ (Healing)."),
        (["--code", "DEMO", "drink", "toad", "mandrake"],
         "Toad + Mandrake root make G- (Paralysis). Drinking it: your play-order marker goes to the bottom "
         "space next round."),
        (["--code", "DEMO", "sell", "R+", "fern", "toad"],
         "Sold to an adventurer wanting R+ (Healing): right sign, another colour."),
        (["--code", "DEMO", "debunk", "toad", "green"], "The green aspect of Toad is -."),
        (["--code", "DEMO", "debunk", "fern", "toad", "R+"], "Fern + Toad do not make R+ (Healing)."),
        (["--code", "DEMO", "exhibit", "R+", "1", "3"], "Exhibition of R+ (Healing): success, it was made."),
        (["--code", "DEMO", "reveal"],
         "Solution of DEMO (red green blue): Mushroom ++-, Fern --+, Toad +-+, Bird claw -+-, Flower ---, "
         "Mandrake root +--, Scorpion -++, Raven feather +++."),
    ],
)
def test_text_answers_are_one_friendly_line(args: list[str], line: str) -> None:
    done = lab(*args)
    assert (done.returncode, done.stdout, done.stderr) == (0, line + "\n", "")


def test_new_with_a_seed_is_reproducible_and_classic() -> None:
    first = answer("new", "--seed", "42")
    assert first == answer("new", "--seed=42")
    expected_code = codes.code_from_uniform(random.Random(42).random())
    assert first == {"code": expected_code, "variant": "apprentice"}
    master = answer("new", "--variant", "master", "--seed", "42")
    assert master == {"code": first["code"], "variant": "master"}


def test_new_without_a_seed_draws_a_classic_code() -> None:
    done = lab("new")
    assert done.returncode == 0 and done.stdout.startswith("New apprentice game: code ")
    code = done.stdout.split("code ")[1][:4]
    assert code[-1] in "ABCDE" and codes.encode(codes.decode(code)) == code


def test_help_explains_every_command() -> None:
    done = lab("--help")
    assert done.returncode == 0
    commands = ("new", "mix A B", "sell POTION A B", "debunk A COLOUR", "debunk A B POTION")
    for command in (*commands, "exhibit", "reveal"):
        assert command in done.stdout


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ([], "no command given"),
        (["--code", "DEMO", "mix", "pilz", "pilz"], "the same ingredient twice"),
        (["--code", "DEMO", "mix", "pilz", "salamander"], "unknown ingredient 'salamander'"),
        (["--code", "DEMO", "mix", "pilz"], "mix takes 2 arguments, got 1"),
        (["--code", "DEMO", "brew", "1", "2"], "unknown command 'brew'"),
        (["mix", "1", "2"], "needs the game code"),
        (["--code", "KABZ", "mix", "1", "2"], "ends in Z"),
        (["--code", "KAB", "mix", "1", "2"], "has 3 letters"),
        (["--code", "KABCD", "mix", "1", "2"], "has 5 letters"),
        (["--code", "K4BC", "mix", "1", "2"], "contains '4'"),
        (["--code", "KÄBC", "mix", "1", "2"], "contains 'Ä'"),
        (["--code=", "mix", "1", "2"], "no game code given"),
        (["--code"], "--code needs a value"),
        (["--code", "DEMO", "sell", "N", "1", "2"], "cannot be the neutral potion"),
        (["--code", "DEMO", "exhibit", "neutral", "1", "2"], "cannot be the neutral potion"),
        (["--code", "DEMO", "debunk", "1", "purple"], "unknown colour 'purple'"),
        (["--code", "DEMO", "debunk", "1", "2", "elixir"], "unknown potion 'elixir'"),
        (["--code", "DEMO", "--variant", "apprentice", "debunk", "1", "2", "R+"], "to the master variant"),
        (["--code", "DEMO", "--variant", "master", "debunk", "1", "red"], "to the apprentice variant"),
        (["--code", "DEMO", "mix", "1", "2", "--fast"], "unknown option '--fast'"),
        (["new", "--seed", "seven"], "--seed needs a whole number"),
        (["new", "--variant", "wizard"], "unknown variant 'wizard'"),
        (["new", "--code", "DEMO"], "new draws its own code"),
        (["mix", "1", "2", "--game", "/nonexistent/athanor/game.json"], "no lab game in"),
    ],
)
def test_bad_input_exits_2_with_one_clear_line(args: list[str], words: str) -> None:
    done = lab(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and done.stderr.startswith("lab: ")
    assert words in done.stderr
    assert "Traceback" not in done.stderr


def test_a_game_file_keeps_the_public_history(tmp_path: Path) -> None:
    path = str(tmp_path / "lab.json")
    assert answer("new", "--variant", "master", "--seed", "5", "--game", path)["variant"] == "master"
    code = json.loads(Path(path).read_text(encoding="utf-8"))["code"]
    answer("mix", "1", "2", "--game", path)
    answer("debunk", "1", "2", "R+", "--game", path, "--code", code)
    refused = lab("debunk", "1", "red", "--game", path)
    assert refused.returncode == 2 and "apprentice variant" in refused.stderr
    answer("reveal", "--game", path)
    saved = json.loads(Path(path).read_text(encoding="utf-8"))
    assert [e["action"] for e in saved["history"]] == ["student", "debunk-master", "reveal"]
    assert saved["revealed"] is True and saved["history"][0]["details"] == {}
    over = lab("mix", "1", "2", "--game", path)
    assert over.returncode == 2 and "revealed" in over.stderr
    again = lab("new", "--game", path)
    assert again.returncode == 2 and "already holds a file" in again.stderr
    assert json.loads(Path(path).read_text(encoding="utf-8")) == saved
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lab.json"]


GOOD_SAVE = {"format": 1, "game": "alchemists-lab", "code": "DEMO", "variant": "apprentice", "revealed": False,
             "history": [{"action": "student", "result": "R+", "details": {}}]}


@pytest.mark.parametrize(("content", "words"), [
    ('{"format": 99}', "format 99 comes from a newer Athanor"),
    ("[1, 2]", "a JSON list, not an object"),
    ('{"format": 1, "game": "alchemists-lab", "co', "not JSON"),
    (json.dumps({**GOOD_SAVE, "history": [{"action": ["student"], "result": "R+", "details": {}}]}),
     "history[0].action: expected one of"),  # a list where an action should be
    (json.dumps({**GOOD_SAVE, "history": 3}), "history: expected a list, got a whole number"),
    (json.dumps({**GOOD_SAVE, "history": [{"action": "debunk-apprentice", "result": "+",
                                            "details": {"ingredient": ["toad"], "colour": "red"}}]}),
     "history[0].details.ingredient: expected text, got a list"),
    ('{"a": ' * 5000 + "1" + "}" * 5000, "nested too deeply"),
])
def test_a_damaged_game_file_is_refused_in_one_line_and_kept(tmp_path: Path, content: str, words: str) -> None:
    path = tmp_path / "lab.json"
    path.write_text(content, encoding="utf-8")
    done = lab("mix", "1", "2", "--game", str(path))
    assert done.returncode == 2 and "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1
    assert words in done.stderr
    assert path.read_text(encoding="utf-8") == content


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_game_file_that_is_a_pipe_or_a_folder_is_refused_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / "folder.json").mkdir()
    for name, words in (("pipe.json", "not a regular file (a named pipe)"), ("folder.json", "(a folder)")):
        done = lab("mix", "1", "2", "--game", str(tmp_path / name))  # would hang for 60 s on a pipe before
        assert done.returncode == 2 and words in done.stderr and len(done.stderr.splitlines()) == 1


def test_the_game_file_is_saved_through_storage(tmp_path: Path) -> None:
    """The command line's save is Storage's: the file fsynced, renamed, the folder fsynced."""
    path = tmp_path / "lab.json"
    probe = ("import os, stat, sys\nfrom games.tools.cli import main\ncalls = []\nreal_fsync, real_replace = os.fsync, os.replace\n"
             "os.fsync = lambda fd: (calls.append('folder' if stat.S_ISDIR(os.fstat(fd).st_mode) else 'file'), real_fsync(fd))\n"
             "os.replace = lambda a, b: (calls.append('rename'), real_replace(a, b))\n"
             f"main(['lab', 'new', '--seed', '3', '--game', {str(path)!r}])\nprint(calls)\n")
    done = subprocess.run([PYTHON, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "['file', 'rename', 'folder']"
    assert json.loads(path.read_text(encoding="utf-8"))["history"] == []


@pytest.mark.parametrize(
    ("calls", "absent"),
    [
        ([["lab", "--code", "DEMO", "mix", "1", "3"], ["lab", "new", "--seed", "1"]], ("pygame", "cv2", "numpy")),
        ([["deduce", "--json", "pilz+kröte=R+"]], ("pygame", "cv2")),  # the deduction engine needs numpy
    ],
)
def test_the_lab_and_deduce_command_lines_never_import_pygame(calls: list[list[str]], absent: tuple) -> None:
    runs = "".join(f"main({call!r})\n" for call in calls)
    probe = f"import sys\nfrom games.tools.cli import main\n{runs}print(sorted(m for m in {absent!r} if m in sys.modules))\n"
    done = subprocess.run([PYTHON, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[]"
