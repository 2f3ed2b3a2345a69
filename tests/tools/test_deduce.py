"""`python main.py deduce [--json] FACT...`: the JSON contract, the text form, and bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from games.tools import deduce as deduce_cli

ROOT = Path(__file__).resolve().parents[2]
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON if VENV_PYTHON.exists() else sys.executable)
IDS = ["mushroom", "fern", "toad", "bird-claw", "flower", "mandrake", "scorpion", "raven-feather"]


def deduce(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "main.py", "deduce", *args], cwd=ROOT, capture_output=True, text=True, timeout=60
    )


def answer(capsys: pytest.CaptureFixture[str], *facts: str) -> dict:
    """The JSON object `deduce --json FACT...` prints (run in this process)."""
    assert deduce_cli.main(["--json", *facts]) == 0
    out, err = capsys.readouterr()
    assert err == "" and len(out.splitlines()) == 1
    return json.loads(out)


def test_without_facts_every_world_is_left() -> None:
    done = deduce("--json")
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == {
        "worlds": 40320,
        "cells": {name: [0.125] * 8 for name in IDS},
        "certain": {name: None for name in IDS},
        "signs": {name: "???" for name in IDS},
        "best": {"pair": ["mushroom", "fern"], "expected_worlds": 5760.0},
        "facts": [],
        "solved": False,
    }


def test_two_results_in_the_labs_words(capsys: pytest.CaptureFixture[str]) -> None:
    # Healing (R+) comes from grid pairs 2+6, 2+8, 3+6, 3+8; wisdom (B+) from 2+4, 2+5, 4+8, 5+8. So
    # toad is 2 or 8; mushroom 6 or 8 (toad 2) or 2 or 3 (toad 8); fern 4 or 5: 2 * 2 * 2 * 5! = 960.
    data = answer(capsys, "pilz+kröte=heiltrank", "2+3=B+")
    assert data["worlds"] == 960
    assert data["facts"] == ["mushroom+toad=R+", "fern+toad=B+"]
    assert data["cells"]["mushroom"] == [0, 0.25, 0.25, 0, 0, 0.25, 0, 0.25]
    assert data["cells"]["fern"] == [0, 0, 0, 0.5, 0.5, 0, 0, 0]
    assert data["cells"]["toad"] == [0, 0.5, 0, 0, 0, 0, 0, 0.5]
    assert data["signs"]["toad"] == "+?+" and data["signs"]["fern"] == "-?+"  # 4 = -++, 5 = --+
    assert set(data["certain"].values()) == {None}
    assert data["best"]["pair"][0] == "mushroom" and data["solved"] is False


def test_cells_have_four_decimals_and_the_hint_two(capsys: pytest.CaptureFixture[str]) -> None:
    data = answer(capsys, "1+2=N", "1+3@B+=wrong", "4.red=+", "5+6!=G-")
    shares = [x for row in data["cells"].values() for x in row]
    assert all(x == round(x, 4) for x in shares) and any(len(str(x)) == 6 for x in shares)
    assert all(abs(sum(row) - 1) < 1e-3 for row in data["cells"].values())
    expected = data["best"]["expected_worlds"]
    assert expected == round(expected, 2) and 1 <= expected < data["worlds"]


def test_a_solved_secret_is_certain_everywhere(capsys: pytest.CaptureFixture[str]) -> None:
    data = answer(capsys, *(f"{name}={n}" for n, name in enumerate(IDS[:7], start=1)))
    assert data["worlds"] == 1 and data["solved"] is True
    assert data["certain"] == {name: n for n, name in enumerate(IDS, start=1)}
    assert data["signs"]["raven-feather"] == "+++" and data["signs"]["mushroom"] == "-+-"
    assert data["cells"]["scorpion"] == [0, 0, 0, 0, 0, 0, 1, 0]
    assert data["best"] == {"pair": ["mushroom", "fern"], "expected_worlds": 1.0}


def test_the_text_form_is_a_readable_grid(capsys: pytest.CaptureFixture[str]) -> None:
    assert deduce_cli.main(["pilz+kröte=R+", "kröte=8"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "1440 of 40320 worlds left. Facts: mushroom+toad=R+, toad=8."
    assert lines[2].split()[:3] == ["%", "of", "worlds"] and "8:+++" in lines[2]
    assert lines[3].split() == ["Mushroom", ".", "50", "50", ".", ".", ".", ".", ".", "+-?"]
    assert lines[5].split() == ["Toad", ".", ".", ".", ".", ".", ".", ".", "100", "+++"]
    assert lines[-1].startswith("Best next experiment: ") and lines[-1].endswith("worlds on average).")


@pytest.mark.parametrize(
    ("facts", "words"),
    [
        (["salamander+toad=R+"], "bad fact 'salamander+toad=R+': unknown ingredient 'salamander'"),
        (["pilz+kröte=elixir"], "unknown potion 'elixir'"),
        (["pilz+1=R+"], "the same ingredient twice"),
        (["pilz kröte R+"], "write it as A+B=POTION"),
        (["pilz.red=?"], "unknown sign '?'"),
        (["pilz+kröte@R+=great"], "unknown sale quality 'great'"),
        (["pilz+kröte=R+", "1+3=G+"],
         "fact 2 ('1+3=G+'): 'mushroom+toad=G+' leaves no world: it contradicts 'mushroom+toad=R+'"),
        (["--verbose"], "unrecognized arguments: --verbose"),
        (["--js"], "unrecognized arguments: --js"),
    ],
)
def test_bad_facts_exit_2_with_one_clear_line(
    capsys: pytest.CaptureFixture[str], facts: list[str], words: str
) -> None:
    assert deduce_cli.main(facts) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and err.startswith("deduce: ")
    assert words in err


def test_a_contradiction_exits_2_from_the_command_line() -> None:
    done = deduce("--json", "toad.red=+", "toad.green=+", "toad.blue=+", "toad=7")
    assert (done.returncode, done.stdout) == (2, "")
    # Toad is +++ (grid 8); red + alone already rules out --- (grid 7): a minimal conflict.
    assert done.stderr == "deduce: fact 4 ('toad=7'): 'toad=7' leaves no world: it contradicts 'toad.red=+'\n"
    assert "Traceback" not in done.stderr


def test_help_explains_the_fact_syntax() -> None:
    done = deduce("--help")
    assert done.returncode == 0
    for syntax in ("A+B=POTION", "A+B!=POTION", "A+B@WANTED=QUALITY", "A.COLOUR=SIGN", "A=N"):
        assert syntax in done.stdout

