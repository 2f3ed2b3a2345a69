"""The headless command line (`python main.py play ...`) and the golden transcript of seed 7.

The golden file is regenerated only on purpose: ATHANOR_REGEN_GOLDEN=1 pytest tests/kupferkessel.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.tools import play as play_cli
from games.kupferkessel.components import ALL_CARDS, COLOURS, KIND_BY_ID
from tests.golden import golden_text

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("golden") / "seed-7-easy-vs-strong.json"
COMMAND = [sys.executable, "main.py", "play", "kupferkessel", "--seats", "bot:easy,bot:strong", "--seed", "7"]


def run_cli(*extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": "random"}
    return subprocess.run(COMMAND + list(extra), cwd=ROOT, capture_output=True, text=True, timeout=120, env=env)


@pytest.fixture(scope="module")
def cli_json() -> dict:
    result = run_cli("--json")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 1  # one JSON object on one line
    return json.loads(result.stdout)


def test_golden_transcript_of_seed_7(cli_json: dict) -> None:
    if os.environ.get("ATHANOR_REGEN_GOLDEN") == "1":
        GOLDEN.write_text(golden_text(cli_json, {"actions": 1, "cauldrons": 2}), encoding="utf-8")
    assert cli_json == json.loads(GOLDEN.read_text(encoding="utf-8"))


def test_cli_same_seed_gives_the_same_json(cli_json: dict) -> None:
    again = run_cli("--json")
    assert json.loads(again.stdout) == cli_json


def test_cli_json_fields_are_exact(cli_json: dict) -> None:
    assert cli_json["game"] == "kupferkessel" and cli_json["seed"] == 7
    assert cli_json["winner"] in ("white", "black", None)
    assert set(cli_json["scores"]) == {"white", "black"}
    assert all(type(score) is int for score in cli_json["scores"].values())
    assert {seat: b["total"] for seat, b in cli_json["breakdown"].items()} == cli_json["scores"]
    best = max(cli_json["scores"].values())
    leaders = [seat for seat, score in cli_json["scores"].items() if score == best]
    assert cli_json["winner"] == (leaders[0] if len(leaders) == 1 else None)
    for cauldron in cli_json["cauldrons"].values():
        assert cauldron
        for card in cauldron:
            assert card["kind"] in KIND_BY_ID and card["colour"] in COLOURS and card["value"] in (1, 2, 3, 4)
            assert card["colour"] == KIND_BY_ID[card["kind"]].colour
    assert cli_json["actions"][0].startswith("draw ") and cli_json["actions"][-1] in ("keep", "decline")
    held = [(card["kind"], card["value"]) for cauldron in cli_json["cauldrons"].values() for card in cauldron]
    assert len(set(held)) == len(held) <= len(ALL_CARDS)


def test_cli_text_output_names_the_winner() -> None:
    result = run_cli()
    assert result.returncode == 0 and "winner:" in result.stdout and "scores: white" in result.stdout


@pytest.mark.parametrize(
    "argv, message",
    [
        (["kupferkessel", "--seats", "human,bot:easy", "--seed", "1"], "seat white is 'human'"),
        (["chess", "--seats", "bot:easy,bot:easy"], "unknown game 'chess'"),
        (["kupferkessel", "--seats", "bot:easy,bot:genius"], "unknown seat 'bot:genius' for black"),
        (["kupferkessel", "--seats", "bot:easy"], "needs 2 seats"),
        (["kupferkessel", "--seats", "bot:easy,bot:easy", "--seed", "seven"], "--seed must be a whole number"),
        (["kupferkessel", "--seats", "bot:easy,bot:easy", "--seed", "-3"], "--seed must be between"),
        (["kupferkessel"], "--seats"),
    ],
)
def test_cli_bad_input_exits_2_with_one_line(argv: list[str], message: str, capsys) -> None:
    assert play_cli.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and err.startswith("athanor play: ")


def test_cli_bad_input_as_a_process_has_no_traceback() -> None:
    result = subprocess.run([sys.executable, "main.py", "play", "kupferkessel", "--seats", "human,human"],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr and result.stderr.count("\n") == 1


def test_cli_imports_no_pygame() -> None:
    code = "import sys; import games.tools.play; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "False", result.stderr
