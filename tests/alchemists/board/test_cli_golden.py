"""`python main.py play alchemists ...`: the JSON contract, bad input, and the golden transcript.

The golden file is regenerated only on purpose: ATHANOR_REGEN_GOLDEN=1 pytest tests/alchemists/board.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.alchemists.board.components import SEALS
from games.alchemists.components import INGREDIENTS, POTIONS
from games.tools import play as play_cli
from tests.golden import golden_text

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = Path(__file__).with_name("golden") / "seed-7-master-easy-strong-easy.json"
COMMAND = [sys.executable, "main.py", "play", "alchemists", "--seats", "bot:easy,bot:strong,bot:easy",
           "--variant", "master", "--seed", "7"]
KINDS = {"student", "drink", "sell", "debunk", "exhibit", "debunk-aspect"}


def run_cli(*extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": "random"}
    return subprocess.run(COMMAND + list(extra), cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)


@pytest.fixture(scope="module")
def cli_json() -> dict:
    result = run_cli("--json")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 1
    return json.loads(result.stdout)


def test_golden_transcript_of_seed_7(cli_json: dict) -> None:
    if os.environ.get("ATHANOR_REGEN_GOLDEN") == "1":
        GOLDEN.write_text(golden_text(cli_json, {"experiments": 1, "theories": 1, "actions": 1}), encoding="utf-8")
    assert cli_json == json.loads(GOLDEN.read_text(encoding="utf-8"))


def test_json_has_the_contract_fields_with_their_formats(cli_json: dict) -> None:
    colours = ["red", "green", "blue"]
    assert cli_json["game"] == "alchemists" and cli_json["seed"] == 7 and cli_json["variant"] == "master"
    assert cli_json["seats"] == {"red": "bot:easy", "green": "bot:strong", "blue": "bot:easy"}
    assert cli_json["winner"] in colours + [None] and list(cli_json["scores"]) == colours
    for colour, parts in cli_json["breakdown"].items():
        assert set(parts) >= {"reputation", "artifacts", "grants", "gold", "theories", "total"}
        assert parts["total"] == sum(parts[k] for k in ("reputation", "artifacts", "grants", "gold", "theories"))
        assert parts["total"] == cli_json["scores"][colour]
    assert sorted(cli_json["secret"]) == sorted(INGREDIENTS) and sorted(cli_json["secret"].values()) == list(range(1, 9))
    for theory in cli_json["theories"]:
        assert theory["ingredient"] in INGREDIENTS and 1 <= theory["alchemical"] <= 8 and theory["seals"]
        assert all(s["colour"] in colours and s["seal"] in SEALS for s in theory["seals"])
    assert cli_json["experiments"]
    for e in cli_json["experiments"]:
        assert e["kind"] in KINDS and e["colour"] in colours and 1 <= e["round"] <= 6
        if e["kind"] == "debunk-aspect":
            assert e["aspect"] in ("red", "green", "blue") and e["sign"] in "+-"
        else:
            assert len(e["ingredients"]) == 2 and set(e["ingredients"]) <= set(INGREDIENTS) and e["result"] in POTIONS
    assert cli_json["actions"][0].startswith("secret ") and len(cli_json["actions"]) > 100


def test_every_answer_in_the_json_agrees_with_the_secret(cli_json: dict) -> None:
    from games.alchemists.mixing import mix_alchemicals
    grid = cli_json["secret"]
    for e in cli_json["experiments"]:
        if e["kind"] != "debunk-aspect":
            a, b = e["ingredients"]
            assert mix_alchemicals(grid[a] - 1, grid[b] - 1) == e["result"]


def test_the_same_seed_gives_the_same_json(cli_json: dict) -> None:
    assert json.loads(run_cli("--json").stdout) == cli_json


def test_two_and_four_seats_and_the_default_variant() -> None:
    code = play_cli.main(["alchemists", "--seats", "bot:easy,bot:easy", "--seed", "3", "--json"])
    assert code == 0
    code = play_cli.main(["alchemists", "--seats", "bot:random,bot:easy,bot:easy,bot:random", "--seed", "3"])
    assert code == 0


@pytest.mark.parametrize("argv, message", [
    (["alchemists", "--seats", "human,bot:easy", "--seed", "1"], "seat red is 'human'"),
    (["alchemists", "--seats", "bot:easy"], "alchemists needs 2, 3 or 4 seats, got 1"),
    (["alchemists", "--seats", "bot:easy,bot:easy,bot:easy,bot:easy,bot:easy"], "needs 2, 3 or 4 seats, got 5"),
    (["alchemists", "--seats", "bot:easy,bot:easy", "--variant", "expert"], "invalid choice: 'expert'"),
    (["alchemists", "--seats", "bot:easy,bot:genius"], "unknown seat 'bot:genius' for green"),
])
def test_bad_input_exits_2_with_one_clear_line(argv: list[str], message: str, capsys) -> None:
    assert play_cli.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and err.startswith("athanor play: ")
